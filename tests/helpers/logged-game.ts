// A complete game of random legal actions through the kernel, logged as the store logs it (seq,
// actor, time per event), for the dice verifier's tests (tests/spine/verify-dice.test.ts).
import seedrandom from 'seedrandom';
import { decideFolded, evolveFolded, fold, resultOf, setupEvents, type Folded } from '../../src/engine/kernel.ts';
import type { AnyGameModule, GameAction, LegalAction, RawOptions } from '../../src/engine/types.ts';
import type { LoggedEvent } from '../../src/engine/verify.ts';

/**
 * A complete game of random legal actions through the kernel, logged as the store would: the events
 * of one command share actor and time. `sameTime`: every command in the same millisecond, so the
 * verifier must find the command starts by itself.
 */
export function playLogged(
  module: AnyGameModule,
  seed: string,
  options: RawOptions,
  o: {
    sameTime?: boolean;
    maxCommands?: number;
    sandboxDice?: number[];
    /** Picks the action (default: random, ending the phase 30 % of the time). */
    choose?: (state: unknown, legal: LegalAction[], pick: (n: number) => number) => GameAction;
  } = {},
): LoggedEvent[] {
  const rand = seedrandom(`verify:${seed}`);
  const log: LoggedEvent[] = [];
  let f: Folded = fold(module, []);
  let command = 0;
  const push = (events: readonly { type: string }[]) => {
    const time = o.sameTime ? 't' : `t${command++}`;
    for (const event of events) {
      f = evolveFolded(module, f, event);
      log.push({ seq: f.seq, actor: 'p', time, event });
    }
  };
  push(setupEvents(module, seed, options));
  if (o.sandboxDice)
    push(decideFolded(module, f, seed, module.seats[0]!, { type: 'sandbox-dice', values: o.sandboxDice }));
  for (let n = 0; n < (o.maxCommands ?? 20000) && resultOf(module, f) === null; n++) {
    const sides = module.expected(f.game).sides;
    const side = sides[Math.floor(rand() * sides.length)]!;
    const legal = module.actions(f.game, side);
    const action: GameAction = o.choose
      ? o.choose(f.game, legal, (k) => Math.floor(rand() * k))
      : randomAction(legal, rand);
    push(decideFolded(module, f, seed, side, action));
  }
  return log;
}

function randomAction(legal: readonly LegalAction[], rand: () => number): GameAction {
  const ends = legal.filter((a) => a.action.type === 'end-phase');
  const others = legal.filter((a) => a.action.type !== 'end-phase' && a.action.type !== 'set-orders');
  const pool = ends.length > 0 && (others.length === 0 || rand() < 0.3) ? ends : others.length ? others : legal;
  return pool[Math.floor(rand() * pool.length)]!.action;
}
