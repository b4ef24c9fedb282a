// Bot-vs-bot games of Lettow-Vorbeck, for the arena (tests/arena/run.ts), the bench and
// tests: each side is played by a bot level, through the kernel like a person's commands.
import { decideFolded, evolveFolded, fold, resultOf, setupEvents, type Folded } from '../../src/engine/kernel.ts';
import type { GameAction, GameResult, RawOptions } from '../../src/engine/types.ts';
import { botChoice, type BotLevel } from '../../src/games/lettow-vorbeck/bot/index.ts';
import type { SearchBudget } from '../../src/games/lettow-vorbeck/bot/search.ts';
import type { Side } from '../../src/games/lettow-vorbeck/data/types.ts';
import type { LvState } from '../../src/games/lettow-vorbeck/state.ts';
import { LV } from '../lettow-vorbeck/fuzz.ts';

export interface ArenaGame {
  result: GameResult;
  actions: number;
  /** Milliseconds of each level-3 decision. */
  l3ms: number[];
}

export function playBots(
  seed: string,
  levels: Record<Side, BotLevel>,
  options: RawOptions = { setup: 'quick' },
  o: { maxActions?: number; budget?: SearchBudget } = {},
): ArenaGame {
  let f: Folded = fold(LV, setupEvents(LV, seed, options));
  const l3ms: number[] = [];
  for (let n = 0; ; n++) {
    const result = resultOf(LV, f);
    if (result) return { result, actions: n, l3ms };
    if (n >= (o.maxActions ?? 5000)) throw new Error(`[seed ${seed}] no result after ${n} actions`);
    const s = f.game as LvState;
    const side = LV.expected(s).sides[0] as Side;
    const t0 = performance.now();
    const choice = botChoice(s, side, levels[side], `${seed}:${f.seq}`, o.budget);
    if (levels[side] === 3) l3ms.push(performance.now() - t0);
    if (!choice) throw new Error(`[seed ${seed}] ${side} has no action at event ${f.seq}`);
    for (const e of decideFolded(LV, f, seed, side, choice.action as GameAction)) f = evolveFolded(LV, f, e);
  }
}
