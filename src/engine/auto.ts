// Nothing to decide, nothing asked (docs/decisions/forced-steps-play-themselves.md): after a command, while the
// side the game waits for has a single forced action (GameModule.forced), the kernel decides it too, in the
// same append. Each forced step is written as a kernel.forced line (why it passed) followed by exactly the
// events the player's own command would have written, with the dice of its own first event's number
// (rngFor(seed, n) for the command that becomes event n), so the dice verifier and the fold see an ordinary
// command. Games created before this existed carry no kernel.auto-play and play as they did.
import { decideFolded, fold, resultOf, type Folded, type KernelEvent } from './kernel.ts';
import type { AnyGameModule, GameEvent } from './types.ts';

/** A bound on forced steps in one append (a game whose forced steps loop would otherwise hang). */
const MAX_FORCED = 500;

/** The forced steps that follow state `f` (nothing unless the game auto-plays). */
export function forcedEvents(module: AnyGameModule, f: Folded, seed: string): GameEvent[] {
  const out: GameEvent[] = [];
  if (!f.auto || !module.forced) return out;
  let cur = f;
  for (let i = 0; i < MAX_FORCED; i++) {
    if (resultOf(module, cur) !== null) break;
    const sides = module.expected(cur.game).sides;
    if (sides.length !== 1) break;
    const side = sides[0]!;
    if (cur.confirm?.includes(side)) break;
    const forced = module.forced(cur.game, side);
    if (!forced) break;
    const events = decideFolded(module, cur, seed, side, forced.action);
    // Sandbox dice used by the forced step come first, as decideFolded records them: the command then
    // starts at that event, whose number gives the dice (the verifier's certain command start).
    const queued = events.filter((e) => e.type === 'kernel.queued-dice-used');
    const step: GameEvent[] = [
      ...queued,
      { type: 'kernel.forced', side, reason: forced.reason } satisfies KernelEvent,
      ...events.filter((e) => e.type !== 'kernel.queued-dice-used'),
    ];
    out.push(...step);
    cur = fold(module, step, cur);
  }
  return out;
}

/** The events of an action and the forced steps that follow it. */
export function decideWithForced(
  module: AnyGameModule,
  f: Folded,
  seed: string,
  side: string,
  action: Parameters<typeof decideFolded>[4],
): GameEvent[] {
  const events = decideFolded(module, f, seed, side, action);
  if (!f.auto) return events;
  return [...events, ...forcedEvents(module, fold(module, events, f), seed)];
}
