// A log nobody can rewrite unseen (docs/integrity.md): events edited, deleted, swapped or slipped in
// behind the bot's back — in copies of the release fixture and of fresh games of both games, before
// and after the last snapshot, in moves and in battles — are refused by the bot with the event where
// the chain of hashes breaks, and npm run check-games names that event. A forger who recomputes the
// chain is caught by check-games --deep (every recorded command decided again) and by the receipts
// the players kept; an event that cannot be true is refused by evolve itself.
import { execFileSync, spawnSync } from 'node:child_process';
import { bundled } from '../helpers/bundle.ts';
import { copyFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import seedrandom from 'seedrandom';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkGames } from '../../src/app/check-game.ts';
import { gameModule } from '../../src/app/registry.ts';
import { ImpossibleEvent } from '../../src/engine/impossible-event.ts';
import { fold } from '../../src/engine/kernel.ts';
import type { GameEvent } from '../../src/engine/types.ts';
import { CHAIN_START, chainEvents, chainKey, shortReceipt } from '../../src/store/chain.ts';
import type { GameRow } from '../../src/store/store.ts';
import { SqliteStore } from '../../src/store/sqlite-store.ts';
import { harness, tempDbPath, type Harness } from '../helpers/harness.ts';
import {
  appendByHand,
  deleteEvent,
  editEvent,
  eventAt,
  forgeChain,
  insertEvent,
  seqsOf,
  swapEvents,
} from '../helpers/tamper.ts';

/** npm run check-games, bundled once (tests/helpers/bundle.ts): a start costs a quarter of tsx's. */
const checkGamesCli = () => bundled('scripts/check-games.ts');

const FIXTURE = new URL('../fixtures/release-0.1.db', import.meta.url).pathname;

/** A copy of a database, migrated (the release fixture gains its chain here), then changed by `tamper`. */
async function changedCopy(from: string, tamper: (s: SqliteStore) => void): Promise<string> {
  const path = tempDbPath('copy.db');
  copyFileSync(from, path);
  const store = new SqliteStore(path);
  tamper(store);
  await store.close();
  return path;
}

const rowsOf = (store: SqliteStore): GameRow[] =>
  store.db.prepare<[], GameRow>('SELECT * FROM games ORDER BY id').all();

const refusal = (game: number, seq: number) =>
  `Game #${game} cannot be served: its log was changed outside the game at event #${seq} (the chain of event hashes breaks there); nothing was recorded. The operator has been told and can restore it from a backup.`;

interface Place {
  game: number;
  channel: string;
  /** A player of the game, and a command of theirs that would write events. */
  user: string;
  command: string;
}

/** The bot refuses the game (status, a move) with the event where the chain breaks, tells the
 *  operator once, writes nothing; check-games names the same event. */
async function expectRefused(db: string, p: Place, seq: number): Promise<string> {
  const warnings: string[] = [];
  const h = harness({ db, service: { warn: (m) => warnings.push(m) } });
  const head = h.store.sync.head(p.game);
  expect(await h.text(`${p.user}: /game status`, p.channel)).toBe(`[ephemeral ${p.user}] ${refusal(p.game, seq)}`);
  expect(await h.text(`${p.user}: ${p.command}`, p.channel)).toBe(`[ephemeral ${p.user}] ${refusal(p.game, seq)}`);
  expect(h.store.sync.head(p.game)).toBe(head);
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toContain(`game #${p.game} (`);
  expect(warnings[0]).toContain(`its chain of event hashes breaks at event ${seq} (`);
  expect(warnings[0]).toContain(
    'restore the database from a backup made before the change (docs/operating.md, "Backups and restore"',
  );
  const { lines, diverged } = await checkGames(h.store, rowsOf(h.store));
  expect(diverged).toContain(p.game);
  const line = lines.find((l) => l.startsWith(`#${p.game} `))!;
  expect(line).toContain(`CHAIN BROKEN at event ${seq}: `);
  h.close();
  return line;
}

/** Random legal actions by the seated players until `done` (or the game ends). */
async function playUntil(h: Harness, channel: string, done: () => boolean, limit = 3000): Promise<void> {
  const rand = seedrandom(`until:${channel}`);
  for (let i = 0; i < limit && !done(); i++) {
    const g = h.read.game(channel);
    if (g.row.status === 'finished') return;
    const expected = g.module.expected(g.folded.game).sides;
    const user = g.seats.find((s) => expected.includes(s.side))?.user_id ?? g.seats[0]!.user_id;
    const legal = await h.app.legalActions({ channel, user, name: user });
    const ends = legal.filter((a) => a.action.type === 'end-phase');
    const others = legal.filter((a) => a.action.type !== 'end-phase' && a.action.type !== 'set-orders');
    const pool = ends.length > 0 && (others.length === 0 || rand() < 0.3) ? ends : others.length ? others : legal;
    await h.app.act({ channel, user, name: user }, pool[Math.floor(rand() * pool.length)]!.action);
  }
}

const lastSnapshot = (h: Harness): number =>
  h.store.db.prepare<[], { s: number | null }>('SELECT MAX(seq) AS s FROM snapshots').get()!.s ?? 0;

// ---- the release fixture ----------------------------------------------------------------------

const LV_LONG: Place = { game: 1, channel: 'lv-long', user: 'bob', command: '/phase end' };
const LV_DONE: Place = { game: 2, channel: 'lv-done', user: 'carol', command: '/game verify' };
const HOD: Place = { game: 3, channel: 'hod', user: 'erin', command: '/hod continue' };

describe('a changed log of the release fixture (snapshots at 100 and 201 in #1): refused at the event where its chain breaks', () => {
  const move = (e: Record<string, unknown>, to: string) => {
    const path = e.path as string[];
    path[path.length - 1] = to;
  };
  it.each<[string, Place, (s: SqliteStore) => void, number]>([
    [
      'a move after the last snapshot: its destination',
      LV_LONG,
      (s) => editEvent(s.db, 1, 217, (e) => move(e, 'kigoma')),
      217,
    ],
    [
      'an early move, which later moves overwrite',
      LV_LONG,
      (s) => editEvent(s.db, 1, 10, (e) => move(e, 'morogoro')),
      10,
    ],
    [
      'a battle loss at event 149 of the finished game',
      LV_DONE,
      (s) => editEvent(s.db, 2, 149, (e) => void (e.unit = 'ger-6-fka')),
      149,
    ],
    ['an event deleted, the later ones renumbered', LV_LONG, (s) => deleteEvent(s.db, 1, 150, true), 150],
    ['an event deleted, leaving a gap', LV_LONG, (s) => deleteEvent(s.db, 1, 150, false), 150],
    ['two moves swapped', LV_LONG, (s) => swapEvents(s.db, 1, 213, 214), 213],
    ['a move slipped in', LV_LONG, (s) => insertEvent(s.db, 1, 230, eventAt(s.db, 1, 217)), 230],
    [
      'an event appended by hand',
      LV_LONG,
      (s) => void appendByHand(s.db, 1, { type: 'kernel.side-resigned', side: 'German' }),
      261,
    ],
    ['a Hill of Doves tactical move', HOD, (s) => editEvent(s.db, 3, 59, (e) => void (e.path = ['T0709'])), 59],
  ])('%s', async (_what, place, tamper, seq) => {
    await expectRefused(await changedCopy(FIXTURE, tamper), place, seq);
  });

  it('the other games of the database are served as before; the missing event is named as such', async () => {
    const db = await changedCopy(FIXTURE, (s) => deleteEvent(s.db, 1, 150, false));
    const line = await expectRefused(db, LV_LONG, 150);
    expect(line).toContain(
      'CHAIN BROKEN at event 150: event 150 is missing (the log goes from event 149 to event 151)',
    );
    const h = harness({ db, service: { warn: () => undefined } });
    expect(await h.text('carol: /game status', 'lv-done')).toMatch(/Game #2: .* — finished, 538 events/);
    expect(await h.text('erin: /game status', 'hod')).toMatch(/Game #3: Hill of Doves.* — running, 140 events/);
    h.close();
  });

  it('npm run check-games names the first broken event and exits with 1', () => {
    return changedCopy(FIXTURE, (s) => editEvent(s.db, 1, 217, (e) => move(e, 'kigoma'))).then((db) => {
      const cli = spawnSync(process.execPath, [checkGamesCli(), '--db', db], { encoding: 'utf8' });
      expect(cli.status).toBe(1);
      expect(cli.stdout).toMatch(
        /#1 lettow-vorbeck \(lv-1, active, channel lv-long\): 260 events, 2 snapshots — folds the same; CHAIN BROKEN at event 217: event 217 \(march\.units-moved\) does not match its hash/,
      );
      expect(cli.stdout).toMatch(/#2 lettow-vorbeck .* — folds the same; chain whole \(receipt [0-9a-f]{12}\)/);
      expect(cli.stdout).toContain('1 chain(s) of event hashes broken (#1)');
    });
  });
});

// ---- fresh games ---------------------------------------------------------------------------------

describe('a changed log of fresh games (snapshots every 40 events)', () => {
  let lv: string;
  let hod: string;
  beforeAll(async () => {
    const h = harness({ seed: 'tamper-lv', service: { snapshotEvery: 40 } });
    await h.run('alice: /game new game:lettow-vorbeck setup:quick');
    await h.run('alice: /game join side:German');
    await h.run('bob: /game join side:Allied');
    const has = (type: string, after = 0) => seqsOf(h.store.db, 1, type).some((s) => s > after);
    await playUntil(
      h,
      'test',
      () => has('battle.loss-taken') && lastSnapshot(h) > 0 && has('march.units-moved', lastSnapshot(h)),
    );
    expect(has('march.units-moved', lastSnapshot(h))).toBe(true);
    lv = h.dbPath;
    h.close();
    const k = harness({ seed: 'tamper-hod', service: { snapshotEvery: 40 } });
    await k.run('erin: /game new game:hill-of-doves');
    await k.run('erin: /game join side:British');
    const casualties = () =>
      seqsOf(k.store.db, 1, 'combat.casualties').filter(
        (s) => (eventAt(k.store.db, 1, s).lines as unknown[]).length > 0,
      );
    await playUntil(k, 'test', () => casualties().length > 0 && lastSnapshot(k) > casualties()[0]!);
    expect(casualties().length).toBeGreaterThan(0);
    hod = k.dbPath;
    k.close();
  });
  const LV: Place = { game: 1, channel: 'test', user: 'alice', command: '/phase end' };
  const HOD1: Place = { game: 1, channel: 'test', user: 'erin', command: '/hod continue' };
  /** The seqs of a type in a fresh game, and the first after its last snapshot. */
  const seqsIn = (path: string, type: string) => {
    const db = new Database(path, { readonly: true });
    const last = db.prepare<[], { s: number }>('SELECT MAX(seq) AS s FROM snapshots').get()!.s;
    const seqs = seqsOf(db, 1, type);
    db.close();
    return { seqs, last, afterLast: seqs.find((s) => s > last)! };
  };

  it('Lettow-Vorbeck: a move before the last snapshot, and one after it', async () => {
    const { seqs, last, afterLast: after } = seqsIn(lv, 'march.units-moved');
    const before = seqs[0]!;
    expect(before).toBeLessThan(last);
    await expectRefused(
      await changedCopy(lv, (s) => editEvent(s.db, 1, before, (e) => void (e.kind = 'rail'))),
      LV,
      before,
    );
    await expectRefused(
      await changedCopy(lv, (s) =>
        editEvent(s.db, 1, after, (e) => void (e.units = [...(e.units as string[]), 'ger-9-fka'])),
      ),
      LV,
      after,
    );
  });

  it('Lettow-Vorbeck: in a battle, a loss edited, deleted, swapped with the next event, an event slipped in before it', async () => {
    const loss = seqsIn(lv, 'battle.loss-taken').seqs[0]!;
    const edits: [(s: SqliteStore) => void, number][] = [
      [
        (s) => editEvent(s.db, 1, loss, (e) => void (e.effect = e.effect === 'panicked' ? 'eliminated' : 'panicked')),
        loss,
      ],
      [(s) => deleteEvent(s.db, 1, loss, true), loss],
      [(s) => swapEvents(s.db, 1, loss, loss + 1), loss],
      [(s) => insertEvent(s.db, 1, loss, eventAt(s.db, 1, loss)), loss + 1],
    ];
    for (const [tamper, at] of edits) await expectRefused(await changedCopy(lv, tamper), LV, at);
  });

  it('Hill of Doves: casualties in a battle before the last snapshot edited, a tactical move deleted', async () => {
    const db = new Database(hod, { readonly: true });
    const cas = seqsOf(db, 1, 'combat.casualties').find((s) => (eventAt(db, 1, s).lines as unknown[]).length > 0)!;
    const moved = seqsOf(db, 1, 'tactical-moved')[0]!;
    const last = db.prepare<[], { s: number }>('SELECT MAX(seq) AS s FROM snapshots').get()!.s;
    db.close();
    expect(cas).toBeLessThan(last);
    await expectRefused(
      await changedCopy(hod, (s) =>
        editEvent(s.db, 1, cas, (e) => void ((e.lines as { hits: number }[])[0]!.hits = 0)),
      ),
      HOD1,
      cas,
    );
    await expectRefused(await changedCopy(hod, (s) => deleteEvent(s.db, 1, moved, true)), HOD1, moved);
  });

  it('an event written by hand behind a running bot, with no valid hash, is refused at its next command', async () => {
    const db = await changedCopy(lv, () => undefined);
    const warnings: string[] = [];
    const h = harness({ db, service: { warn: (m) => warnings.push(m) } });
    expect(await h.text('carol: /game status')).toMatch(/Receipt after event/);
    // Another process appending through its store is fine: the bot checks the new events and goes on.
    const other = harness({ db });
    await other.run('alice: /game status');
    const before = h.store.sync.head(1);
    const g = h.read.game();
    const user = g.seats.find((s) => g.module.expected(g.folded.game).sides.includes(s.side))!.user_id;
    const [legal] = await other.app.legalActions({ channel: 'test', user, name: user });
    await other.app.act({ channel: 'test', user, name: user }, legal!.action);
    expect(h.store.sync.head(1)).toBeGreaterThan(before);
    expect(await h.text('carol: /game status')).toMatch(/Receipt after event/);
    other.close();
    // A row slipped in by hand at the head (its hash made up).
    const seq = appendByHand(h.store.db, 1, { type: 'kernel.side-resigned', side: 'Allied' }, 'f'.repeat(64));
    expect(await h.text('carol: /game status')).toBe(`[ephemeral carol] ${refusal(1, seq)}`);
    expect(warnings).toHaveLength(1);
    h.close();
  });
});

// ---- forged chains: check-games --deep, receipts, and events that cannot be true -----------------

describe('a forged chain (recomputed after the edit)', () => {
  let lv: string;
  let hod: string;
  let receipt: string;
  beforeAll(async () => {
    const h = harness({ seed: 'forge-lv', service: { snapshotEvery: 40 } });
    await h.run('alice: /game new game:lettow-vorbeck setup:quick');
    await h.run('alice: /game join side:German');
    await h.run('bob: /game join side:Allied');
    await playUntil(
      h,
      'test',
      () => seqsOf(h.store.db, 1, 'battle.unit-fired').length > 0 && h.store.sync.head(1) > 90,
    );
    // The receipt bob keeps from the status he asked for.
    receipt = /Receipt after event \d+: ([0-9a-f]{12})/.exec(await h.text('bob: /game status'))![1]!;
    lv = h.dbPath;
    h.close();
    const k = harness({ seed: 'tamper-hod' });
    await k.run('erin: /game new game:hill-of-doves');
    await k.run('erin: /game join side:British');
    const has = (type: string, ok: (e: Record<string, unknown>) => boolean = () => true) =>
      seqsOf(k.store.db, 1, type).some((s) => ok(eventAt(k.store.db, 1, s)));
    await playUntil(
      k,
      'test',
      () =>
        has('weather-rolled') &&
        has('column-formed') &&
        has('tactical-moved') &&
        has('combat.casualties', (e) => (e.lines as unknown[]).length > 0),
    );
    hod = k.dbPath;
    k.close();
  });

  it('Lettow-Vorbeck: a die of a battle changed, chain forged — served, folds the same, --deep names the event; the kept receipt is gone', async () => {
    const fired = first(lv, 'battle.unit-fired');
    const db = await changedCopy(lv, (s) => {
      editEvent(s.db, 1, fired, (e) => void ((e.dice as number[])[0] = ((e.dice as number[])[0]! % 6) + 1));
      forgeChain(s.db, 1);
    });
    const h = harness({ db });
    expect(await h.text('alice: /game status')).toMatch(/Receipt after event/);
    const plain = await checkGames(h.store, rowsOf(h.store));
    expect(plain.diverged).toEqual([]);
    const deep = await checkGames(h.store, rowsOf(h.store), { deep: true });
    expect(deep.diverged).toEqual([1]);
    expect(deep.lines[0]).toMatch(
      new RegExp(
        `folds the same; chain whole \\(receipt [0-9a-f]{12}\\); COMMAND DIFFERS at event ${fired}: event ${fired} \\(battle\\.unit-fired\\) is not what the command of events \\d+-\\d+ \\((German|Allied)\\) decides; decided again: \\{"type":"battle\\.unit-fired"`,
      ),
    );
    expect(deep.lines.at(-1)).toContain('--deep: 1 game(s) hold events their recorded commands do not decide (#1).');
    // The receipt bob kept is not in the forged chain: asked while the game runs, the bot says so.
    expect(await h.text(`bob: /game verify receipt:${receipt}`)).toBe(
      `[ephemeral bob] Game #1 (running): Receipt ${receipt} is NOT in this game's chain: the log was changed after you were given it (or it is a receipt of another game).`,
    );
    h.close();
    const cli = spawnSync(process.execPath, [checkGamesCli(), '--db', db, '--deep'], { encoding: 'utf8' });
    expect(cli.status).toBe(1);
    expect(cli.stdout).toContain(`COMMAND DIFFERS at event ${fired}`);
  });

  it('Lettow-Vorbeck: a resignation appended with a valid hash — --deep: it comes from no recorded command', async () => {
    let seq = 0;
    const db = await changedCopy(lv, (s) => {
      seq = appendByHand(s.db, 1, { type: 'kernel.side-resigned', side: 'Allied' });
      forgeChain(s.db, 1);
    });
    const store = new SqliteStore(db);
    const { lines } = await checkGames(store, rowsOf(store), { deep: true });
    expect(lines[0]).toContain(`COMMAND DIFFERS at event ${seq}: events ${seq}-${seq} come from no recorded command`);
    await store.close();
  });

  it('Hill of Doves: a weather die changed, chain forged — --deep names the event', async () => {
    const rolled = first(hod, 'weather-rolled');
    const db = await changedCopy(hod, (s) => {
      editEvent(s.db, 1, rolled, (e) => void (e.die = ((e.die as number) % 6) + 1));
      forgeChain(s.db, 1);
    });
    const store = new SqliteStore(db);
    const { lines, diverged } = await checkGames(store, rowsOf(store), { deep: true });
    expect(diverged).toEqual([1]);
    expect(lines[0]).toContain(`COMMAND DIFFERS at event ${rolled}: event ${rolled} (weather-rolled) is not what`);
    await store.close();
  });

  it('the games of the release fixture, played before commands were recorded, are checked by their chain only', async () => {
    const db = await changedCopy(FIXTURE, () => undefined);
    const out = execFileSync(process.execPath, [checkGamesCli(), '--db', db, '--deep'], { encoding: 'utf8' });
    expect(out).toMatch(
      /#1 lettow-vorbeck .* — folds the same; chain whole \(receipt [0-9a-f]{12}\); played before commands were recorded: checked by its chain only/,
    );
    expect(out).toContain(
      '4 games: all fold the same with this version. Every chain of event hashes is whole. --deep: 0 recorded commands decided again give the same events; 4 game(s) played before commands were recorded are checked by their chain only.',
    );
  });

  it('11.0 — a move whose path does not start where its units stand cannot be true: the fold names it, the bot refuses', async () => {
    const db = await changedCopy(FIXTURE, (s) => {
      editEvent(s.db, 1, 217, (e) => void ((e.path as string[])[0] = 'tabora'));
      forgeChain(s.db, 1);
    });
    const store = new SqliteStore(db);
    const { lines } = await checkGames(store, rowsOf(store));
    expect(lines[0]).toMatch(
      /#1 .* — DIVERGES, first differing seq 217: event 217 \(march\.units-moved\) cannot be true \(rule 11\.0\); 11\.0 — ger-5-fka moves from tabora but is at dar-es-salaam; chain whole/,
    );
    await store.close();
    const h = harness({ db, service: { warn: () => undefined } });
    expect(await h.text('bob: /game status', 'lv-long')).toBe(
      '[ephemeral bob] Game #1 cannot be served: its log no longer folds with this version (event 217 (march.units-moved) cannot be true (rule 11.0)); the operator has been told — run npm run check-games.',
    );
    h.close();
  });

  it('13.3, 13.1.2 — a loss, or a shot, of a unit that is not in the battle cannot be true', async () => {
    const fired = first(FIXTURE, 'battle.unit-fired', 0, 2);
    const db = await changedCopy(FIXTURE, (s) => {
      editEvent(s.db, 2, 149, (e) => void (e.unit = 'ger-kona'));
      forgeChain(s.db, 2);
    });
    const store = new SqliteStore(db);
    expect((await checkGames(store, rowsOf(store))).lines[1]).toMatch(
      /#2 .* DIVERGES, first differing seq 149: event 149 \(battle\.loss-taken\) cannot be true \(rule 13\.3\); 13\.3 — ger-kona takes a loss in same, where it is not in the battle/,
    );
    editEvent(store.db, 2, 149, (e) => void (e.unit = 'ger-8-fka'));
    editEvent(store.db, 2, fired, (e) => void (e.unit = e.side === 'German' ? 'ally-ead' : 'ger-kona'));
    forgeChain(store.db, 2);
    expect((await checkGames(store, rowsOf(store))).lines[1]).toMatch(
      new RegExp(
        `first differing seq ${fired}: event ${fired} \\(battle\\.unit-fired\\) cannot be true \\(rule 13\\.1\\.2\\)`,
      ),
    );
    await store.close();
  });

  it('4.12, 3.3, 2.7 — Hill of Doves: hits on a unit not in the battle, a tactical column that is not on the map, a column moving from elsewhere', async () => {
    const store = new SqliteStore(hod);
    const rows = store.sync.eventsBetween(1, 0).map((r) => JSON.parse(r.data) as GameEvent);
    store.db.close();
    const hodModule = gameModule('hill-of-doves')!;
    const at = (type: string, ok: (e: GameEvent) => boolean = () => true) =>
      rows.findIndex((e) => e.type === type && ok(e));
    const cas = at('combat.casualties', (e) => (e.lines as unknown[]).length > 0);
    const tac = at('tactical-moved');
    const formed = at('column-formed');
    expect(Math.min(cas, tac, formed)).toBeGreaterThanOrEqual(0);
    const impossible = (i: number, change: (e: GameEvent) => GameEvent, rule: string) => {
      const changed = rows.map((e, j) => (j === i ? change(structuredClone(e)) : e));
      const err = (() => {
        try {
          fold(hodModule, changed);
        } catch (e) {
          return e;
        }
        return null;
      })();
      expect(err).toBeInstanceOf(ImpossibleEvent);
      expect(err).toMatchObject({ rule, seq: i + 1 });
    };
    impossible(cas, (e) => ({ ...e, lines: [{ ...(e.lines as object[])[0], id: 'COY-NO-SUCH' }] }), '4.12');
    impossible(tac, (e) => ({ ...e, column: 'T99' }), '3.3');
    // A column on the road: moving from the road hex it stands on is folded; from another is refused.
    const column = rows[formed]!.column as { id: string; road: number };
    const moved = (from: number): GameEvent => ({
      type: 'column-moved',
      column: column.id,
      move: 1,
      to: from + 1,
      stop: null,
      from,
    });
    const withMove = (from: number) => [...rows.slice(0, formed + 1), moved(from)];
    expect(fold(hodModule, withMove(column.road)).seq).toBe(formed + 2);
    expect(() => fold(hodModule, withMove(column.road + 2))).toThrow(
      `2.7 — column ${column.id} moves from road hex ${column.road + 2}, but stands at ${column.road}`,
    );
  });
});

/** The first event of a type in a database's game (after seq `after`), read only. */
function first(path: string, type: string, after = 0, game = 1): number {
  const db = new Database(path, { readonly: true });
  const seq = seqsOf(db, game, type).find((s) => s > after)!;
  db.close();
  return seq;
}

// ---- receipts ------------------------------------------------------------------------------------

describe('receipts: the head hash in /game status and in every hand-off, checked by /game verify', () => {
  it('a complete game: every receipt posted in a hand-off is in the list /game verify recomputes, at its event', async () => {
    const h = harness({ seed: 'receipts' });
    const posted: string[] = [];
    const keep = (outs: Awaited<ReturnType<Harness['run']>>) => {
      for (const o of outs) {
        // The line of a hand-off may run over several lines (the odds of each fire): the receipt ends it.
        const m = /Your move: [^]* \(receipt ([0-9a-f]{12})\)$/.exec(o.text);
        if (m && m[1] !== posted.at(-1)) posted.push(m[1]!);
      }
    };
    keep(await h.run('alice: /game new game:lettow-vorbeck setup:quick'));
    keep(await h.run('alice: /game join side:German'));
    keep(await h.run('bob: /game join side:Allied'));
    const rand = seedrandom('receipts');
    for (let i = 0; i < 20000 && h.read.game().row.status !== 'finished'; i++) {
      const g = h.read.game();
      const user = g.seats.find((s) => g.module.expected(g.folded.game).sides.includes(s.side))!.user_id;
      const legal = await h.app.legalActions({ channel: 'test', user, name: user });
      const ends = legal.filter((a) => a.action.type === 'end-phase');
      const pool = ends.length && rand() < 0.3 ? ends : legal.filter((a) => a.action.type !== 'set-orders');
      keep(await h.app.act({ channel: 'test', user, name: user }, pool[Math.floor(rand() * pool.length)]!.action));
    }
    expect(posted.length).toBeGreaterThan(10);
    // The head hash, recomputed from the rows with the key of the seed.
    const rows = h.store.sync.eventsBetween(1, 0);
    const hashes = chainEvents(chainKey('receipts'), 1, CHAIN_START, rows);
    expect(rows.map((r) => r.hash)).toEqual(hashes);
    const status = await h.text('carol: /game status');
    expect(status).toContain(
      `Receipt after event ${rows.length}: ${shortReceipt(hashes.at(-1)!)} (in full ${hashes.at(-1)})`,
    );
    const out = await h.run('carol: /game verify');
    expect(out[0]!.text).toContain(
      `Chain of event hashes whole over ${rows.length} events, final receipt ${shortReceipt(hashes.at(-1)!)} (${hashes.at(-1)})`,
    );
    const file = out[0]!.files![0]!;
    expect(file.name).toBe('heliograph-game-1-receipts.txt');
    const listed = file.data
      .toString('utf8')
      .split('\n')
      .slice(1)
      .filter(Boolean)
      .map((l) => /^event (\d+) → .*: ([0-9a-f]{12}) \(([0-9a-f]{64})\)$/.exec(l)!);
    expect(listed.every((m) => hashes[Number(m[1]) - 1] === m[3])).toBe(true);
    // Every receipt posted is listed, in order (the list also holds the game's start).
    const short = listed.map((m) => m[2]);
    expect(posted.every((r, i) => short.indexOf(r) > (i ? short.indexOf(posted[i - 1]!) : -1))).toBe(true);
    expect(short.length - posted.length).toBeLessThanOrEqual(2);
    expect(await h.text(`carol: /game verify receipt:${posted[3]}`)).toContain(
      `Receipt ${posted[3]} is in the chain: the hash after event #${listed[short.indexOf(posted[3]!)]![1]}.`,
    );
    expect(await h.text('carol: /game verify receipt:not-a-receipt')).toContain(
      'Receipt "not-a-receipt" is not a receipt: a receipt is 8 to 64 hexadecimal digits',
    );
    h.close();
  });
});
