// Sandbox positions for the Hill of Doves rule tests, driven through the kernel.
import { decideFolded, evolveFolded, fold, setupEvents, type Folded } from '../../src/engine/kernel.ts';
import type { AnyGameModule, GameAction, GameEvent } from '../../src/engine/types.ts';
import { hillOfDoves } from '../../src/games/hill-of-doves/index.ts';
import type { HodState } from '../../src/games/hill-of-doves/state.ts';

export const M: AnyGameModule = hillOfDoves;

export class Pos {
  f: Folded;
  log: GameEvent[];
  last: GameEvent[] = [];
  constructor(
    readonly seed = 'rule-test',
    options: Record<string, string> = { sandbox: 'true' },
  ) {
    this.log = setupEvents(M, seed, options);
    this.f = fold(M, this.log);
  }
  get s(): HodState {
    return this.f.game as HodState;
  }
  act(action: GameAction): GameEvent[] {
    const events = decideFolded(M, this.f, this.seed, 'British', action);
    for (const e of events) this.f = evolveFolded(M, this.f, e);
    this.log.push(...events);
    this.last = events;
    return events;
  }
  dice(...values: number[]): this {
    this.act({ type: 'sandbox-dice', values });
    return this;
  }
  draws(...counters: string[]): this {
    this.act({ type: 'sandbox-draw', counters });
    return this;
  }
  set(unit: string, at: string): this {
    this.act({ type: 'sandbox-place', unit, at });
    return this;
  }
  orders(o: Record<string, string>): this {
    this.act({ type: 'set-orders', orders: o });
    return this;
  }
  go(): GameEvent[] {
    return this.act({ type: 'continue' });
  }
  of<T extends string>(type: T): (GameEvent & { type: T } & Record<string, unknown>)[] {
    return this.last.filter((e) => e.type === type) as (GameEvent & { type: T } & Record<string, unknown>)[];
  }
  lines(): string[] {
    return this.last
      .map((e) => M.describe(e, { kind: 'side', side: 'British' }, this.f.game))
      .filter((x): x is string => x !== null);
  }
  replayEqual(): boolean {
    return JSON.stringify(fold(M, this.log)) === JSON.stringify(this.f);
  }
}

/** All British decisions passed by standing orders (a quiet campaign). */
export const QUIET = {
  assault: 'none',
  columns: 'none',
  transfer: 'none',
  bombard: 'none',
  supplies: 'none',
  load: 'never',
};
