// One command, one transaction: random games of both games, played through the real command table and
// GameService over a real SQLite store wrapped to count its writes (tests/helpers/counting-store.ts).
// Every command of a person makes at most one write, and each reply of Heliograph (a command of its
// own, by its own actor) exactly one append. A /game join that fills the table, a command whose events
// cross a snapshot mark, /orders with confirm and orders, a game created against Heliograph: each
// once wrote twice (a kill -9 or an online backup in between left a full table with no card drawn).
import { afterAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../../commands/index.ts';
import { execute } from '../../src/app/execute.ts';
import type { Caller, Output } from '../../src/app/outputs.ts';
import { GameService } from '../../src/app/service.ts';
import { DEFINITIONS } from '../../src/console/console.ts';
import { parseLine } from '../../src/console/parse.ts';
import type { GameAction } from '../../src/engine/types.ts';
import { SqliteStore } from '../../src/store/sqlite-store.ts';
import { countingStore, type StoreWrite } from '../helpers/counting-store.ts';
import { tempDbPath } from '../helpers/harness.ts';

const inner = new SqliteStore(tempDbPath());
const { store, writes } = countingStore(inner);
// A snapshot every 10 events: many commands cross a mark.
const app = new GameService(store, { seed: 'one-write', snapshotEvery: 10 });
afterAll(() => inner.db.close());

const isBot = (actor: string | null) => actor?.startsWith('heliograph-bot:') === true;

/** A small seeded generator (mulberry32): the same games every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Command kind → the writes each of its runs made (a person's writes; Heliograph's replies apart). */
const table = new Map<string, StoreWrite[][]>();

/** Runs one command and files its writes under `kind`. */
async function command(kind: string, run: () => Promise<Output[]>): Promise<Output[]> {
  const from = writes.length;
  const out = await run();
  const made = writes.slice(from);
  const mine = made.filter((w) => !isBot(w.actor));
  table.set(kind, [...(table.get(kind) ?? []), mine]);
  for (const w of made.filter((x) => isBot(x.actor))) {
    table.set('heliograph reply', [...(table.get('heliograph reply') ?? []), [w]]);
  }
  return out;
}

const caller = (user: string, channel: string): Caller => ({ channel, user, name: user });

function line(text: string, channel: string): Promise<Output[]> {
  const parsed = parseLine(text, DEFINITIONS);
  const kind = `/${parsed.input.name}${parsed.input.subcommand ? ` ${parsed.input.subcommand}` : ''}`;
  const user = parsed.user ?? 'tester';
  return command(kind, () => execute(COMMANDS, app, caller(user, channel), parsed.input));
}

/** One random command of a seated user: mostly a legal action (ending the phase 3 times in 10 when it
 *  may), sometimes a take-back, a take-back asked and answered, or the confirm setting. */
async function randomCommand(rnd: () => number, users: readonly string[], channel: string): Promise<boolean> {
  const g = await app.activeGame(channel).catch(() => null);
  if (!g || g.module.result(g.folded.game)) return false;
  if (g.folded.undoRequest) {
    const other = users.find((u) => g.seats.some((s) => s.user_id === u && s.side !== g.folded.undoRequest!.side));
    if (other) await line(`${other}: /undo ${rnd() < 0.5 ? 'accept' : 'decline'}`, channel);
    return true;
  }
  const r = rnd();
  const someone = users[Math.floor(rnd() * users.length)]!;
  const other =
    r < 0.05
      ? '/undo last'
      : r < 0.08 && g.module.seats.length > 1
        ? '/undo request'
        : r < 0.1
          ? `/orders confirm:${r < 0.09}${r < 0.09 ? '' : ' losses:weakest-first'}`
          : null;
  if (other) {
    await line(`${someone}: ${other}`, channel);
    return true;
  }
  for (const user of users) {
    const legal = await app.legalActions(caller(user, channel));
    if (legal.length === 0) continue;
    const end = legal.find((a) => a.action.type === 'end-phase');
    const pick = end && rnd() < 0.3 ? end : legal[Math.floor(rnd() * legal.length)]!;
    const action = pick.action as GameAction;
    await command(`act ${action.type}`, () =>
      app.act(caller(user, channel), action).catch((e: unknown) => [{ text: String(e) } as Output]),
    );
    return true;
  }
  return false;
}

describe('one command, one transaction (store writes counted on a real SQLite store)', () => {
  it('Lettow-Vorbeck, two players: joins, moves, take-backs, confirm and orders, resignation', async () => {
    for (const [k, seed] of [101, 202].entries()) {
      const c = `lv-${k}`;
      const rnd = random(seed);
      await line('alice: /game new game:lettow-vorbeck', c);
      await line('alice: /game join side:German', c);
      await line('bob: /game join side:Allied', c); // fills the table: the first Campaign Card is drawn
      for (let n = 0; n < 160; n++) if (!(await randomCommand(rnd, ['alice', 'bob'], c))) break;
      await line('bob: /game resign confirm:true', c);
    }
  }, 240_000);

  it('Lettow-Vorbeck against Heliograph: the game, both seats and the forced steps at once; each reply one append', async () => {
    const c = 'lv-bot';
    const rnd = random(303);
    await line('alice: /game new game:lettow-vorbeck opponent:bot side:Allied level:1', c);
    for (let n = 0; n < 60; n++) if (!(await randomCommand(rnd, ['alice'], c))) break;
  }, 240_000);

  it('Hill of Doves: join, co-commanders added and removed, decisions, take-backs', async () => {
    const c = 'hod';
    const rnd = random(404);
    await line('alice: /game new game:hill-of-doves', c);
    await line('alice: /game join side:British', c);
    await line('alice: /commander add user:carol', c);
    for (let n = 0; n < 120; n++) {
      if (n === 40) await line('alice: /commander remove user:carol', c);
      if (!(await randomCommand(rnd, n < 40 ? ['alice', 'carol'] : ['alice'], c))) break;
    }
  }, 240_000);

  it('the table: no command made two writes, and every kind that writes was played', () => {
    const rows = [...table].map(([kind, runs]) => ({
      kind,
      runs: runs.length,
      most: Math.max(...runs.map((w) => w.length)),
      writes: [...new Set(runs.flat().map((w) => [w.method, ...w.with].join('+')))].sort(),
    }));
    const twice = rows.filter((r) => r.most > 1);
    expect(twice, JSON.stringify(rows, null, 1)).toEqual([]);
    const kinds = new Set(rows.filter((r) => r.writes.length > 0).map((r) => r.kind));
    for (const k of [
      '/game new',
      '/game join',
      '/game resign',
      '/undo last',
      '/undo request',
      '/orders',
      '/commander add',
      '/commander remove',
      'heliograph reply',
    ])
      expect(kinds, JSON.stringify(rows, null, 1)).toContain(k);
    const all = rows.flatMap((r) => r.writes);
    // The combined writes that once were two: a seat with events, a snapshot with events, seats with a
    // game — each also carrying the command it records (the chain's `command`).
    const appendWith = (part: string) => all.some((w) => w.startsWith('append') && w.split('+').includes(part));
    expect(appendWith('seat')).toBe(true);
    expect(appendWith('snapshot')).toBe(true);
    expect(appendWith('finish')).toBe(true);
    expect(appendWith('command')).toBe(true);
    expect(rows.find((r) => r.kind === 'heliograph reply')!.writes.every((w) => w.startsWith('append'))).toBe(true);
  });

  it('the snapshots written with the events are the states a fresh process folds (its first-load check passes)', async () => {
    const warned: string[] = [];
    const fresh = new GameService(new SqliteStore(inner.location.replace(/^sqlite: /, '')), {
      warn: (m) => void warned.push(m),
    });
    for (const c of ['lv-0', 'lv-1', 'lv-bot', 'hod']) {
      const row = (await fresh.store.latestGameIn(c))!;
      expect((await fresh.store.snapshotAtOrBefore(row.id, 1e9))?.seq).toBeGreaterThan(0);
      const g = await fresh.load(row);
      expect(g.folded.seq).toBe(await fresh.store.head(row.id));
    }
    expect(warned).toEqual([]);
    await fresh.store.close();
  });
});
