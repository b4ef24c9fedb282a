// Lettow-Vorbeck's render-pool jobs (src/render/pool-jobs.ts): the map of a view, a battle sheet from
// its model as one viewer may see it (battle/sheet.ts), a recap (a view and its viewer's recap model), and the timeline GIF of a viewer's views. in-pool.ts asks for them.
import type { LvView } from '../view.ts';
import type { BattleSheet } from '../battle/sheet.ts';
import { renderBattle } from './battle.ts';
import type { GifOptions } from '../../../render/gif.ts';
import type { GameJobs } from '../../../render/pool-jobs.ts';
import { background } from './background.ts';
import { renderMapPng } from './lv-map.ts';
import { renderMapWithLastMove, renderRecapPng, type LvRecapInput } from './recap.ts';
import type { RecapFact } from '../../../engine/recap.ts';
import { timelineGif } from './timeline.ts';
import { withPalette } from './palette.ts';
import type { PaletteName } from '../../../engine/presentation.ts';

/** GIF options that can cross a thread (the progress callback travels as a MessagePort). */
export type GifSettings = Omit<GifOptions, 'progress'>;

/** A map drawn in a palette (a user's /settings palette) and with the last move its viewer saw marked
 *  (/map); a bare view is drawn in the standard palette with nothing marked. */
export interface LvMapInput {
  view: LvView;
  palette: PaletteName;
  lastMove?: RecapFact;
}

const inPalette = (input: unknown): input is LvMapInput =>
  typeof input === 'object' && input !== null && 'palette' in input && 'view' in input;

const mapOf = ({ view, lastMove }: LvMapInput): Buffer =>
  lastMove ? renderMapWithLastMove(view, lastMove) : renderMapPng(view);

export interface LvGifInput {
  views: LvView[];
  total: number;
  opts: GifSettings;
}

const jobs: GameJobs = {
  // A render thread loads this module by this URL (src/render/pool-jobs.ts).
  url: import.meta.url,
  warm: () => void background(),
  jobs: {
    'lv.map': (input) =>
      inPalette(input) ? withPalette(input.palette, () => mapOf(input)) : renderMapPng(input as LvView),
    'lv.recap': (input) => renderRecapPng(input as LvRecapInput),
    'lv.battle': (sheet) => renderBattle(sheet as BattleSheet),
    'lv.gif': (input, progress) => {
      const { views, total, opts } = input as LvGifInput;
      return timelineGif(views, total, progress ? { ...opts, progress } : opts);
    },
  },
};

export default jobs;
