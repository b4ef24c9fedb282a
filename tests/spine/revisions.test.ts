// Rule changes do not break running games (docs/decisions/rule-revisions-pinned-per-game.md): every game
// records the revision of its rules at creation; npm run check-games refolds every stored game and compares it
// with the stored snapshots; the service refuses to serve a game whose log no longer folds the same.
// The fixture tests/fixtures/release-0.1.db was written by release 0.1.0 (tests/fixtures/make-release-0.1.ts).
import { copyFileSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkGames } from '../../src/app/check-game.ts';
import { moduleAt } from '../../src/app/revisions.ts';
import { gameModule } from '../../src/app/registry.ts';
import { fold } from '../../src/engine/kernel.ts';
import { canonicalJson, firstDifference } from '../../src/engine/refold.ts';
import type { AnyGameModule, GameEvent } from '../../src/engine/types.ts';
import type { GameRow } from '../../src/store/store.ts';
import { SqliteStore } from '../../src/store/sqlite-store.ts';
import { execFileSync, spawnSync } from 'node:child_process';
import { bundled } from '../helpers/bundle.ts';
import { harness, tempDbPath } from '../helpers/harness.ts';

const FIXTURE = new URL('../fixtures/release-0.1.db', import.meta.url).pathname;
const FOLDS = JSON.parse(
  readFileSync(new URL('../fixtures/release-0.1.folds.json', import.meta.url), 'utf8'),
) as Record<string, { seq: number; sha256: string }>;

function fixtureCopy(): string {
  const path = tempDbPath('release-0.1.db');
  copyFileSync(FIXTURE, path);
  return path;
}

const rowsOf = (store: SqliteStore): GameRow[] =>
  store.db.prepare<[], GameRow>('SELECT * FROM games ORDER BY id').all();

/** Replaces the stored snapshot of a game at seq by the same state with one field changed, as a rule change would. */
function tamperSnapshot(store: SqliteStore, gameId: number, seq: number): void {
  const row = store.db
    .prepare<[number, number], { state: string }>('SELECT state FROM snapshots WHERE game_id = ? AND seq = ?')
    .get(gameId, seq)!;
  const state = JSON.parse(row.state) as { game: { turn: number } };
  state.game.turn += 1;
  store.db
    .prepare('UPDATE snapshots SET state = ? WHERE game_id = ? AND seq = ?')
    .run(JSON.stringify(state), gameId, seq);
}

describe('rule revisions pinned per game', () => {
  it('the migration gives the games of release 0.1 the revisions of that release (lv-1, hod-1)', async () => {
    const store = new SqliteStore(fixtureCopy());
    expect(rowsOf(store).map((r) => [r.id, r.kind, r.revision])).toEqual([
      [1, 'lettow-vorbeck', 'lv-1'],
      [2, 'lettow-vorbeck', 'lv-1'],
      [3, 'hill-of-doves', 'hod-1'],
      [4, 'lettow-vorbeck', 'lv-1'],
    ]);
    await store.close();
  });

  it('a log written by an earlier revision keeps folding to the same state (fixture hashes of release 0.1)', async () => {
    const store = new SqliteStore(fixtureCopy());
    for (const row of rowsOf(store)) {
      const events = store.sync.eventsBetween(row.id, 0).map((r) => JSON.parse(r.data) as GameEvent);
      const f = fold(gameModule(row.kind)!, events);
      const hash = createHash('sha256').update(canonicalJson(f)).digest('hex');
      expect({ id: row.id, seq: f.seq, sha256: hash }).toEqual({ id: row.id, ...FOLDS[String(row.id)] });
    }
    await store.close();
  });

  it('check-games on the database of release 0.1: every game folds the same, exit code 0', () => {
    const db = fixtureCopy();
    const out = execFileSync(process.execPath, [bundled('scripts/check-games.ts'), '--db', db], { encoding: 'utf8' });
    expect(out).toMatch(
      /#1 lettow-vorbeck \(lv-1, active, channel lv-long\): 260 events, 2 snapshots — folds the same/,
    );
    expect(out).toMatch(/#2 lettow-vorbeck \(lv-1, finished, channel lv-done\): 538 events, 5 snapshots/);
    expect(out).toMatch(/#3 hill-of-doves \(hod-1, active, channel hod\): 140 events/);
    expect(out).toMatch(/4 games: all fold the same with this version\./);
  });

  it('check-games lists a game whose fold differs from a stored snapshot, with the first differing seq; exit code 1', async () => {
    const db = fixtureCopy();
    const store = new SqliteStore(db);
    tamperSnapshot(store, 1, 201);
    const { lines, diverged } = await checkGames(store, rowsOf(store));
    expect(diverged).toEqual([1]);
    expect(lines[0]).toMatch(
      /#1 .* DIVERGES, first differing seq 201: the state after event 201 differs from the snapshot .* \(the change lies in events 101-201\); first difference at game\.turn/,
    );
    expect(lines.at(-1)).toMatch(/4 games: 3 fold the same, 1 diverge \(#1\)/);
    await store.close();
    const cli = spawnSync(process.execPath, [bundled('scripts/check-games.ts'), '--db', db], { encoding: 'utf8' });
    expect(cli.status).toBe(1);
    expect(cli.stdout).toMatch(/#1 .* DIVERGES/);
  });

  it('check-games names an event that no longer folds at all', async () => {
    const store = new SqliteStore(fixtureCopy());
    store.db.prepare('UPDATE events SET data = ? WHERE game_id = 3 AND seq = 70').run('{"type":"combat.ended"}');
    const { lines, diverged } = await checkGames(store, rowsOf(store));
    expect(diverged).toEqual([3]);
    expect(lines[2]).toMatch(
      /#3 hill-of-doves .* DIVERGES, first differing seq 70: event 70 \(combat\.ended\) no longer folds; /,
    );
    await store.close();
  });

  it('the service serves the games of release 0.1 and goes on playing them', async () => {
    const h = harness({ db: fixtureCopy() });
    expect(await h.text('alice: /game status', 'lv-long')).toMatch(/Game #1: Lettow-Vorbeck.* — running, 260 events/);
    expect(await h.text('erin: /game status', 'hod')).toMatch(/Game #3: Hill of Doves.* — running, 140 events/);
    expect(await h.text('bob: /phase end', 'lv-long')).toMatch(/1917 I: Allied Battle Phase \(6.2.1.4\)/);
    expect(h.store.sync.head(1)).toBeGreaterThan(260);
    h.close();
  });

  it('the service refuses a diverged game with a clear message, tells the operator once, writes nothing', async () => {
    const db = fixtureCopy();
    const store = new SqliteStore(db);
    tamperSnapshot(store, 1, 201);
    await store.close();
    const warnings: string[] = [];
    const h = harness({ db, service: { warn: (m) => warnings.push(m) } });
    const refusal =
      'Game #1 cannot be served: its log no longer folds with this version (the state after event 201 differs from the snapshot stored by the version that played it); the operator has been told — run npm run check-games.';
    expect(await h.text('alice: /game status', 'lv-long')).toBe(`[ephemeral alice] ${refusal}`);
    expect(await h.text('alice: /phase end', 'lv-long')).toBe(`[ephemeral alice] ${refusal}`);
    expect(h.store.sync.head(1)).toBe(260);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /game #1 \(lettow-vorbeck lv-1\) diverged at event 201: .*first difference at game\.turn/,
    );
    // The player's message names no state path (it could name a hidden unit); the operator's does.
    expect(refusal).not.toMatch(/game\.turn/);
    // Other games are served as before, and /game list still lists them all.
    expect(await h.text('carol: /game list', 'lv-done')).toMatch(
      /#1 lettow-vorbeck in lv-long: cannot be served by this version \(see npm run check-games\)\n.*#3 Hill of Doves/s,
    );
    expect(await h.text('carol: /game status', 'lv-done')).toMatch(/Game #2: .* — finished, 538 events/);
    h.close();
  });

  it('a new game records the current revision; a game of a revision this code cannot play is refused', async () => {
    const h = harness();
    await h.run('alice: /game new game:lettow-vorbeck setup:quick');
    await h.run('eve: /game new game:hill-of-doves', 'hod');
    expect(h.read.game().row.revision).toBe(gameModule('lettow-vorbeck')!.revision);
    expect(h.read.game('hod').row.revision).toBe(gameModule('hill-of-doves')!.revision);
    h.store.db.prepare("UPDATE games SET revision = 'lv-99' WHERE channel = 'test'").run();
    const fresh = harness({ db: h.dbPath, service: { warn: () => undefined } });
    expect(await fresh.text('alice: /game status')).toBe(
      `[ephemeral alice] Game #1 cannot be served: its log no longer folds with this version (it was created with rules revision "lv-99", which this version no longer plays (it plays ${gameModule('lettow-vorbeck')!.revisions.join(', ')})); the operator has been told — run npm run check-games.`,
    );
    fresh.close();
    h.close();
  });

  it('firstDifference ignores key order and names the first differing path', () => {
    expect(firstDifference({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toBeNull();
    expect(firstDifference({ a: 1, b: { c: [1, 2] } }, { a: 1, b: { c: [1, 3] } })).toBe('b.c[1]');
    expect(firstDifference({ a: 1 }, { a: 1, x: undefined })).toBeNull();
    expect(firstDifference({ a: 1 }, { a: 1, x: null })).toBe('x');
  });

  it('a game is played by the module of its own revision (atRevision), never by the current one', () => {
    const lv = gameModule('lettow-vorbeck')!;
    const v1: AnyGameModule = { ...lv, title: 'the rules of lv-1' };
    const v2: AnyGameModule = {
      ...lv,
      title: 'the rules of lv-2',
      revision: 'lv-2',
      revisions: ['lv-1', 'lv-2'],
      atRevision: (r) => (r === 'lv-1' ? v1 : v2),
    };
    const lookup = (kind: string) => (kind === 'lettow-vorbeck' ? v2 : undefined);
    expect((moduleAt('lettow-vorbeck', 'lv-1', lookup) as AnyGameModule).title).toBe('the rules of lv-1');
    expect((moduleAt('lettow-vorbeck', 'lv-2', lookup) as AnyGameModule).title).toBe('the rules of lv-2');
    expect(moduleAt('lettow-vorbeck', 'lv-0', lookup)).toBe(
      'it was created with rules revision "lv-0", which this version no longer plays (it plays lv-1, lv-2)',
    );
    expect(moduleAt('chess', 'c-1', lookup)).toBe('it is of a game this version does not know ("chess")');
  });
});
