// Hill of Doves' pictures drawn in the render pool (src/render/pool.ts; the jobs are jobs.ts).
import type { HodBattleSheet } from '../../games/hill-of-doves/combat/sheet.ts';
import type { HodView } from '../../games/hill-of-doves/view.ts';
import type { Progress } from '../gif.ts';
import { asBuffer, drawGif, drawInPool, drawPng, type PooledGif } from '../pool.ts';
import type { HodBattleFile, HodGifInput, HodMapInput } from './jobs.ts';

export type { HodBattleFile } from './jobs.ts';

export const drawHodMap = (view: HodView, label: string): Promise<Buffer> =>
  drawPng('hod.map', { view, label } satisfies HodMapInput);

/** The pictures of every assault and ambush of one battle card, from their sheets. */
export async function drawHodBattleFiles(sheets: readonly HodBattleSheet[]): Promise<HodBattleFile[]> {
  const files = (await drawInPool('hod.battles', sheets)) as HodBattleFile[];
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
  return drawGif('hod.gif', input, progress);
}
