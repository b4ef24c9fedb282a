// Plays the game forward through its legal actions: ends the phase when that is legal, otherwise
// takes the first legal action (draw the card, place a recruit, fight ...). Tests that need many
// events use this, so they keep working as more rules are enforced.
import type { GameAction } from '../../src/engine/types.ts';
import type { Harness } from './harness.ts';

export async function advance(h: Harness, user: string, channel = 'test'): Promise<GameAction | null> {
  const caller = { channel, user, name: user };
  const legal = await h.app.legalActions(caller);
  if (legal.length === 0) return null;
  const pick = legal.find((l) => l.action.type === 'end-phase') ?? legal[0]!;
  await h.app.act(caller, pick.action);
  return pick.action;
}

/** Advances `steps` times with whichever of the users the game waits for. */
export async function advanceMany(
  h: Harness,
  users: readonly string[],
  steps: number,
  channel = 'test',
): Promise<number> {
  let done = 0;
  for (let i = 0; i < steps; i++) {
    let moved = false;
    for (const u of users) if ((moved = (await advance(h, u, channel)) !== null)) break;
    if (!moved) break;
    done++;
  }
  return done;
}
