// A two-player Lettow-Vorbeck table with a clock, through the real service on a fake clock (the
// service's `now`): time moves only when a test says so (tests/app/clock*.test.ts).
import { expect } from 'vitest';
import { deepCheck } from '../../src/app/deep-check.ts';
import type { Output } from '../../src/app/outputs.ts';
import { gameModule } from '../../src/app/registry.ts';
import { remaining } from '../../src/engine/clock.ts';
import { harness, type Harness } from './harness.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
/** Tue 1 Dec 2026, 12:00 UTC. */
export const START = Date.UTC(2026, 11, 1, 12, 0);

export interface Table {
  h: Harness;
  clock: { t: number };
  /** Time passes on the fake clock. */
  wait(ms: number): void;
  /** Each side's time left now (the fold's, by calendar time since the last clock event). */
  left(side: string): number;
  /** The side the game waits for. */
  toMove(): string;
  /** The player of `side` ends phases until the game waits for the other side (a hand-off); the last outputs. */
  handOff(side: string): Promise<Output[]>;
  /** The events of the log, by type. */
  types(): string[];
}

export const USERS = new Map([
  ['German', 'alice'],
  ['Allied', 'bob'],
]);

const open: Harness[] = [];

/** Closes the tables opened since the last call (afterEach). */
export function closeTables(): void {
  for (const h of open.splice(0)) h.close();
}

/** Keeps a harness opened elsewhere to be closed with the tables. */
export function track(h: Harness): Harness {
  open.push(h);
  return h;
}

/**
 * A new game with `clock` and the players seated; `more` are further /game new options, `before` runs
 * (settings, say) before the table fills and the clock starts.
 */
export async function table(clock = 'standard', more = '', before: string[] = []): Promise<Table> {
  const c = { t: START };
  const h = track(harness({ seed: 'clock-seed', service: { now: () => c.t } }));
  await h.run(`alice: /game new game:lettow-vorbeck clock:${clock}${more ? ` ${more}` : ''}`);
  for (const line of before) await h.run(line);
  await h.run('alice: /game join side:German');
  await h.run('bob: /game join side:Allied');
  const t: Table = {
    h,
    clock: c,
    wait: (ms) => void (c.t += ms),
    left: (side) => remaining(h.read.game().folded.clock!, side, c.t).left,
    toMove: () => {
      const g = h.read.game();
      return g.module.expected(g.folded.game).sides[0]!;
    },
    async handOff(side) {
      // Phases end at once where the rules allow; where they do not (recruits to place), the first legal action.
      const user = USERS.get(side)!;
      const caller = { channel: 'test', user, name: user };
      let out: Output[] = [];
      const turns = () => t.types().filter((x) => x === 'kernel.clock-turn').length;
      const before = turns();
      for (let n = 0; n < 40 && t.toMove() === side && turns() === before; n++) {
        const legal = await h.app.legalActions(caller);
        const pick = legal.find((a) => a.action.type === 'end-phase') ?? legal[0]!;
        out = await h.app.act(caller, pick.action);
      }
      expect(turns()).toBeGreaterThan(before);
      return out;
    },
    types: () => h.read.events().map((e) => e.type),
  };
  return t;
}

/** check-games --deep: every recorded command decides the same events again. */
export async function decidesAgain(h: Harness): Promise<void> {
  const row = (await h.store.latestGameIn('test'))!;
  const check = await deepCheck(h.store, row, gameModule(row.kind)!);
  expect(check.differs).toBeNull();
  expect(check.commands).toBeGreaterThan(3);
}
