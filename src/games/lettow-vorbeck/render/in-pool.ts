// Lettow-Vorbeck's pictures drawn in the render pool (src/render/pool.ts; the jobs are jobs.ts).
import type { LvView } from '../view.ts';
import type { BattleSheet } from '../battle/sheet.ts';
import type { Progress } from '../../../render/gif.ts';
import { drawGif, drawPng, type PooledGif } from '../../../render/pool.ts';
import type { JobsLoader } from '../../../render/pool-jobs.ts';
import type { GifSettings, LvGifInput, LvMapInput } from './jobs.ts';
import type { PaletteName } from '../../../engine/presentation.ts';
import type { LvRecapInput } from './recap.ts';
import type { RecapFact } from '../../../engine/recap.ts';

export type { GifSettings } from './jobs.ts';

/** This game's jobs table (jobs.ts), loaded on the first picture; its definition registers it too (game.ts). */
export const LV_JOBS: JobsLoader = () => import('./jobs.ts');

/** The map of a view; in the colour-blind palette when asked (a user's /settings palette); with the last
 *  move its viewer saw marked when given (/map). */
export const drawLvMap = (view: LvView, palette: PaletteName = 'standard', lastMove?: RecapFact): Promise<Buffer> =>
  drawPng(
    LV_JOBS,
    'lv.map',
    palette === 'standard' && !lastMove
      ? view
      : ({ view, palette, ...(lastMove ? { lastMove } : {}) } satisfies LvMapInput),
  );

export const drawLvRecap = (input: LvRecapInput): Promise<Buffer> => drawPng(LV_JOBS, 'lv.recap', input);

export const drawLvBattle = (sheet: BattleSheet): Promise<Buffer> => drawPng(LV_JOBS, 'lv.battle', sheet);

/** A timeline GIF (the views are gathered here, then drawn in a thread). */
export function drawLvGif(
  views: Iterable<LvView>,
  total: number,
  opts: GifSettings,
  progress?: Progress,
): Promise<PooledGif> {
  const input: LvGifInput = { views: [...views], total, opts };
  return drawGif(LV_JOBS, 'lv.gif', input, progress);
}
