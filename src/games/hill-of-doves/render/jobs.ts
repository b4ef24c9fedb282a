// Hill of Doves' render-pool jobs (src/render/pool-jobs.ts): the sheet of a view, a recap (the sheet with its marks), the pictures of a
// battle card's assaults and ambushes from their battle sheets (combat/sheet.ts: the model for the
// viewer, never the combat events), and the timeline GIF. in-pool.ts asks for them.
import type { HodBattleSheet } from '../combat/sheet.ts';
import type { HodView } from '../view.ts';
import type { GifOptions } from '../../../render/gif.ts';
import type { GameJobs } from '../../../render/pool-jobs.ts';
import { hodBattlePng } from './battle.ts';
import { hodBackground, renderHodMapPng } from './sheet.ts';
import { hodTimelineGif } from './timeline.ts';
import { withPalette } from './palette.ts';
import type { PaletteName } from '../../../engine/presentation.ts';
import { renderHodMapWithLastMove, renderHodRecapPng, type HodRecapInput } from './recap.ts';
import type { RecapFact } from '../../../engine/recap.ts';

export interface HodMapInput {
  view: HodView;
  label: string;
  /** A user's /settings palette (absent: the standard one). */
  palette?: PaletteName;
  /** /map: the last move its viewer saw, marked (absent: nothing marked). */
  lastMove?: RecapFact;
}

export interface HodGifInput {
  views: HodView[];
  total: number;
  label: string;
  opts: Omit<GifOptions, 'progress'>;
}

/** One Hill of Doves battle picture, encoded. */
export interface HodBattleFile {
  battle: number;
  kind: 'assault' | 'ambush';
  target: string;
  data: Buffer;
}

const jobs: GameJobs = {
  // A render thread loads this module by this URL (src/render/pool-jobs.ts).
  url: import.meta.url,
  warm: () => void hodBackground(),
  jobs: {
    'hod.map': (input) => {
      const { view, label, palette, lastMove } = input as HodMapInput;
      return withPalette(palette, () =>
        lastMove ? renderHodMapWithLastMove(view, label, lastMove) : renderHodMapPng(view, label),
      );
    },
    'hod.recap': (input) => renderHodRecapPng(input as HodRecapInput),
    'hod.battles': (sheets): HodBattleFile[] =>
      (sheets as HodBattleSheet[]).map((s) => ({
        battle: s.battle,
        kind: s.kind,
        target: s.target,
        data: hodBattlePng(s),
      })),
    'hod.gif': (input, progress) => {
      const { views, total, label, opts } = input as HodGifInput;
      return hodTimelineGif(views, total, label, progress ? { ...opts, progress } : opts);
    },
  },
};

export default jobs;
