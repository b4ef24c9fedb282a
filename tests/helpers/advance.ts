// Plays the game forward through its legal actions: ends the phase when that is legal, otherwise
// takes the first legal action (draw the card, place a recruit, fight ...). Tests that need many
// events use this, so they keep working as more rules are enforced.
import type { GameAction } from '../../src/engine/types.ts';
import type { Harness } from './harness.ts';

export function advance(h: Harness, user: string, channel = 'test'): GameAction | null {
  const caller = { channel, user, name: user };
  const legal = h.app.legalActions(caller);
  if (legal.length === 0) return null;
  const pick = legal.find((l) => l.action.type === 'end-phase') ?? legal[0]!;
  h.app.act(caller, pick.action);
  return pick.action;
}

/** Advances `steps` times with whichever of the users the game waits for. */
export function advanceMany(h: Harness, users: readonly string[], steps: number, channel = 'test'): number {
  let done = 0;
  for (let i = 0; i < steps; i++) {
    const moved = users.some((u) => advance(h, u, channel) !== null);
    if (!moved) break;
    done++;
  }
  return done;
}
