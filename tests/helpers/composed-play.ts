// Commands as execute() runs them, hand-off composition included (src/app/handoff.ts), without the
// parser: for tests that play random games and read each command's outputs as the players get them.
import seedrandom from 'seedrandom';
import { composeHandoff, handoffMark } from '../../src/app/handoff.ts';
import type { Caller, Output } from '../../src/app/outputs.ts';
import type { GameAction } from '../../src/engine/types.ts';
import { drawAction } from '../../src/games/lettow-vorbeck/workloads/index.ts';
import type { LvState } from '../../src/games/lettow-vorbeck/state.ts';
import type { Harness } from './harness.ts';

/** One command through the service and the hand-off composition, as execute() runs it. */
export async function playComposed(h: Harness, user: string, action: GameAction): Promise<Output[]> {
  const caller: Caller = { channel: 'test', user, name: user };
  const mark = await handoffMark(h.app, 'test');
  return composeHandoff(h.app, caller, mark, await h.app.act(caller, action));
}

/** A command of a random Lettow-Vorbeck game played composed. */
export interface LvCommand {
  n: number;
  side: string;
  action: GameAction;
  outs: Output[];
}

/**
 * Plays up to `commands` random commands (kernel drawAction, end of phase 30 % of the time) in the
 * harness's game in channel "test", by `users` (side → user), calling `each` after every one.
 */
export async function playLvComposed(
  h: Harness,
  users: Readonly<Record<string, string>>,
  seed: string,
  commands: number,
  each: (c: LvCommand) => void,
): Promise<void> {
  const rand = seedrandom(seed);
  for (let n = 0; n < commands; n++) {
    const g = h.read.game();
    const s = g.folded.game as LvState;
    if (g.module.result(s)) return;
    const side = g.module.expected(s).sides[0]!;
    const action = drawAction(s, side, rand, 0.3);
    if (!action) return;
    each({ n, side, action, outs: await playComposed(h, users[side]!, action) });
  }
}
