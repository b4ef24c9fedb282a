// Hill of Doves' pictures drawn in the render pool (src/render/pool.ts; the jobs are jobs.ts).
import type { HodBattleSheet } from '../combat/sheet.ts';
import type { HodView } from '../view.ts';
import type { Progress } from '../../../render/gif.ts';
import { asBuffer, drawGif, drawInPool, drawPng, type PooledGif } from '../../../render/pool.ts';
import type { JobsLoader } from '../../../render/pool-jobs.ts';
import type { HodBattleFile, HodGifInput, HodMapInput } from './jobs.ts';
import type { PaletteName } from '../../../engine/presentation.ts';
import type { HodRecapInput } from './recap.ts';
import type { RecapFact } from '../../../engine/recap.ts';

export type { HodBattleFile } from './jobs.ts';

/** This game's jobs table (jobs.ts), loaded on the first picture; its definition registers it too (game.ts). */
export const HOD_JOBS: JobsLoader = () => import('./jobs.ts');

/** The sheet of a view; with the last move its viewer saw marked when given (/map). */
export const drawHodMap = (
  view: HodView,
  label: string,
  palette: PaletteName = 'standard',
  lastMove?: RecapFact,
): Promise<Buffer> =>
  drawPng(HOD_JOBS, 'hod.map', {
    view,
    label,
    ...(palette === 'standard' ? {} : { palette }),
    ...(lastMove ? { lastMove } : {}),
  } satisfies HodMapInput);

export const drawHodRecap = (input: HodRecapInput): Promise<Buffer> => drawPng(HOD_JOBS, 'hod.recap', input);

/** The pictures of every assault and ambush of one battle card, from their sheets. */
export async function drawHodBattleFiles(sheets: readonly HodBattleSheet[]): Promise<HodBattleFile[]> {
  const files = (await drawInPool(HOD_JOBS, 'hod.battles', sheets)) as HodBattleFile[];
  return files.map((f) => ({ ...f, data: asBuffer(f.data) }));
}

/** A timeline GIF. */
export function drawHodGif(
  views: Iterable<HodView>,
  total: number,
  label: string,
  opts: HodGifInput['opts'],
  progress?: Progress,
): Promise<PooledGif> {
  const input: HodGifInput = { views: [...views], total, label, opts };
  return drawGif(HOD_JOBS, 'hod.gif', input, progress);
}
