// Lettow-Vorbeck's pictures drawn in the render pool (src/render/pool.ts; the jobs are jobs.ts).
import type { LvView } from '../../games/lettow-vorbeck/view.ts';
import type { BattleSheet } from '../../games/lettow-vorbeck/battle/sheet.ts';
import type { Progress } from '../gif.ts';
import { drawGif, drawPng, type PooledGif } from '../pool.ts';
import type { GifSettings, LvGifInput } from './jobs.ts';

export type { GifSettings } from './jobs.ts';

export const drawLvMap = (view: LvView): Promise<Buffer> => drawPng('lv.map', view);

export const drawLvBattle = (sheet: BattleSheet): Promise<Buffer> => drawPng('lv.battle', sheet);

/** A timeline GIF (the views are gathered here, then drawn in a thread). */
export function drawLvGif(
  views: Iterable<LvView>,
  total: number,
  opts: GifSettings,
  progress?: Progress,
): Promise<PooledGif> {
  const input: LvGifInput = { views: [...views], total, opts };
  return drawGif('lv.gif', input, progress);
}
