// Backups: `npm run backup` copies a live database consistently (SQLite's online backup);
// the bot's daily backups keep BACKUP_KEEP days; a backup copied back into place is a working database.
import { copyFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { backupConfigFrom, backupDatabase, DailyBackups, startDailyBackups } from '../../src/store/backups.ts';
import { SqliteStore } from '../../src/store/sqlite-store.ts';
import { advanceMany } from '../helpers/advance.ts';
import { harness, readsOf, tempDbPath } from '../helpers/harness.ts';
import { runTs } from './children/run-ts.ts';

async function liveGame() {
  const h = harness();
  await h.run('alice: /game new game:lettow-vorbeck sandbox:true');
  await h.run('alice: /game join side:German');
  await h.run('alice: /game join side:Allied');
  await advanceMany(h, ['alice'], 40);
  return h;
}

describe('backups', () => {
  it('npm run backup copies a database the bot holds open (its WAL not yet checkpointed); the copy restores to the same game', async () => {
    const h = await liveGame();
    const dest = join(dirname(h.dbPath), 'copy.db');
    const ran = await runTs(['scripts/backup.ts', h.dbPath, '--to', dest]);
    expect([ran.code, ran.stdout.trim(), ran.stderr]).toEqual([0, `Backed up ${h.dbPath} to ${dest}.`, '']);
    // One self-contained file: no -wal or -shm to copy with it.
    expect(readdirSync(dirname(dest)).filter((f) => f.startsWith('copy.db'))).toEqual(['copy.db']);
    // Restore as the README says: stop the bot, copy the backup over the database, start.
    const restoredPath = tempDbPath();
    copyFileSync(dest, restoredPath);
    const restored = new SqliteStore(restoredPath);
    expect(readsOf(restored).game().folded).toEqual(h.read.game().folded);
    expect(restored.sync.head(1)).toBeGreaterThan(40);
    await restored.close();
    h.close();
  });

  it('a backup taken while another connection keeps appending is consistent (quick_check ok, a whole log)', async () => {
    const h = await liveGame();
    const writer = harness({ db: h.dbPath });
    const dest = join(dirname(h.dbPath), 'during.db');
    const copying = backupDatabase(h.store.db, dest);
    await advanceMany(writer, ['alice'], 20);
    await copying;
    const copy = new Database(dest, { readonly: true });
    expect(copy.pragma('quick_check', { simple: true })).toBe('ok');
    const seqs = (copy.prepare('SELECT seq FROM events WHERE game_id = 1 ORDER BY seq').all() as { seq: number }[]).map(
      (r) => r.seq,
    );
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    copy.close();
    for (const x of [h, writer]) x.close();
  });

  it('npm run backup refuses an empty file and names it', async () => {
    const path = tempDbPath();
    copyFileSync('/dev/null', path);
    const ran = await runTs(['scripts/backup.ts', path]);
    expect(ran.code).toBe(1);
    expect(ran.stderr.trim()).toBe(`backup: The database ${path} is empty (0 bytes): there is nothing to back up.`);
  });

  it('daily backups: one a day, the newest BACKUP_KEEP kept, none with BACKUP_KEEP=0', async () => {
    const h = await liveGame();
    const dir = join(dirname(h.dbPath), 'backups');
    let day = '2026-03-01';
    const log: string[] = [];
    const daily = new DailyBackups(
      h.store.db,
      { keep: 2, dir },
      (m) => log.push(m),
      () => new Date(`${day}T12:00:00Z`),
    );
    expect(await daily.runOnce()).toBe(join(dir, 'heliograph-2026-03-01.db'));
    expect(await daily.runOnce()).toBeNull(); // the same day: already done
    for (day of ['2026-03-02', '2026-03-03', '2026-03-04']) await daily.runOnce();
    expect(readdirSync(dir).sort()).toEqual(['heliograph-2026-03-03.db', 'heliograph-2026-03-04.db']);
    const none = new DailyBackups(h.store.db, { keep: 0, dir: join(dir, 'off') }, (m) => log.push(m));
    expect(await none.runOnce()).toBeNull();
    expect(readdirSync(dir)).not.toContain('off');
    expect(log).toEqual([]);
    h.close();
  });

  it("the bot (runBot → startDailyBackups) writes today's backup at start and says so in its log", async () => {
    const h = await liveGame();
    const dir = join(dirname(h.dbPath), 'daily');
    const log: string[] = [];
    const backups = startDailyBackups(h.store, { BACKUP_KEEP: '3', BACKUP_DIR: dir }, (m) => log.push(m));
    await backups!.first;
    backups!.stop();
    const today = `heliograph-${new Date().toISOString().slice(0, 10)}.db`;
    expect(readdirSync(dir)).toEqual([today]);
    expect(log).toEqual([`daily backup written: ${join(dir, today)} (keeping 3 days in ${dir})`]);
    expect(startDailyBackups(h.store, { BACKUP_KEEP: '0', BACKUP_DIR: dir }, (m) => log.push(m))).toBeNull();
    h.close();
  });

  it('BACKUP_KEEP and BACKUP_DIR: defaults 7 days in ./data/backups; anything but a whole number is refused', () => {
    expect(backupConfigFrom({})).toEqual({ keep: 7, dir: './data/backups' });
    expect(backupConfigFrom({ BACKUP_KEEP: '0', BACKUP_DIR: '/srv/b' })).toEqual({ keep: 0, dir: '/srv/b' });
    expect(() => backupConfigFrom({ BACKUP_KEEP: '-1' })).toThrow(
      'BACKUP_KEEP=-1 must be a whole number of days (0 disables backups).',
    );
  });
});
