// Rule tests on the rules alone: given the events so far, when a side acts, then these events (or this
// refusal). Through the kernel (src/engine/kernel.ts: the dice of each event number from the seed, or
// queued in a sandbox game), as the service decides and folds, but with no store, service, parser or
// transport: a test of one rule need not pay for them. Tests of those parts use tests/helpers/harness.ts.
import { expect } from 'vitest';
import { SANDBOX_DICE, decideFolded, evolveFolded, fold, setupEvents, type Folded } from '../../src/engine/kernel.ts';
import { RuleError } from '../../src/engine/rule-error.ts';
import type { AnyGameModule, GameAction, GameEvent, RawOptions } from '../../src/engine/types.ts';

/** What came of an action: the events it appended, or the rule that refused it (nothing appended). */
export type Outcome = { events: GameEvent[]; refusal?: undefined } | { events?: undefined; refusal: RuleError };

export interface Position {
  readonly module: AnyGameModule;
  /** The kernel's fold of every event so far. */
  readonly folded: Folded;
  /** The game's own state (the fold without the kernel's wrapping). */
  state<S>(): S;
  /** Every event so far, setup first. */
  readonly log: readonly GameEvent[];
  /** `side` takes `action` (after `dice` are queued, in a sandbox game); accepted events are folded in. */
  when(side: string, action: GameAction, dice?: readonly number[]): Outcome;
  /** The same, for the steps that set a position up: a refusal throws, naming the action and the rule. */
  play(side: string, action: GameAction, dice?: readonly number[]): GameEvent[];
}

/** A new game of `module` with these `/game new` options (e.g. { sandbox: true }), or from `events`. */
export function given(
  module: AnyGameModule,
  from: { options?: RawOptions; events?: readonly GameEvent[]; seed?: string } = {},
): Position {
  const seed = from.seed ?? 'test-seed';
  const log: GameEvent[] = [...(from.events ?? setupEvents(module, seed, from.options ?? {}))];
  let folded = fold(module, log);
  const append = (events: readonly GameEvent[]) => {
    for (const e of events) {
      folded = evolveFolded(module, folded, e);
      log.push(e);
    }
  };
  const decide = (side: string, action: GameAction): Outcome => {
    try {
      const events = decideFolded(module, folded, seed, side, action);
      append(events);
      return { events };
    } catch (e) {
      if (e instanceof RuleError) return { refusal: e };
      throw e;
    }
  };
  const position: Position = {
    module,
    get folded() {
      return folded;
    },
    state: <S>() => folded.game as S,
    log,
    when(side, action, dice) {
      if (dice?.length) {
        const queued = decide(side, { type: SANDBOX_DICE, values: [...dice] } as GameAction);
        if (queued.refusal) return queued;
      }
      return decide(side, action);
    },
    play(side, action, dice) {
      const o = position.when(side, action, dice);
      if (o.refusal) throw new Error(`refused: ${side} ${JSON.stringify(action)}: ${o.refusal.message}`);
      return o.events;
    },
  };
  return position;
}

/** The events of an accepted action (fails with the refusal's rule and message otherwise). */
export function thenEvents(o: Outcome): GameEvent[] {
  expect(o.refusal?.message, 'refused').toBeUndefined();
  return o.events!;
}

/** The refusal of an action, whose message starts with `rule` (fails if the action was accepted). */
export function thenRefused(o: Outcome, rule: string | RegExp): RuleError {
  expect(o.events, 'accepted').toBeUndefined();
  const r = o.refusal!;
  if (typeof rule === 'string') expect(r.message.startsWith(rule), r.message).toBe(true);
  else expect(r.message).toMatch(rule);
  return r;
}
