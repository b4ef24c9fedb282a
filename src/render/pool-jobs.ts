// The picture jobs the render pool runs (src/render/pool.ts), and the one function that draws them.
// A job carries views or public event records (plain JSON), never a game state: what a worker draws
// is exactly what its viewer may see. Used by the worker threads and, with RENDER_THREADS=0, in-process.
import type { HodView } from '../games/hill-of-doves/view.ts';
import type { LvView } from '../games/lettow-vorbeck/view.ts';
import type { BattleSheet } from '../games/lettow-vorbeck/battle/sheet.ts';
import { renderBattle } from './battle.ts';
import { drawHodBattles, type CombatRecord } from './hod/battle.ts';
import { background } from './background.ts';
import { encodePng, hodBackground, renderHodMapPng } from './hod/sheet.ts';
import { hodTimelineGif } from './hod/timeline.ts';
import { renderMapPng } from './lv-map.ts';
import { timelineGif, type GifOptions, type Progress, type TimelineGif } from './timeline.ts';

/** GIF options that can cross a thread (the progress callback travels as a MessagePort). */
export type GifSettings = Omit<GifOptions, 'progress'>;

export type PictureJob =
  | { kind: 'lv-map'; view: LvView }
  | { kind: 'hod-map'; view: HodView; label: string }
  | { kind: 'lv-battle'; sheet: BattleSheet };

export interface HodBattlesJob {
  kind: 'hod-battles';
  record: CombatRecord;
}

export type GifJob =
  | { kind: 'lv-gif'; views: LvView[]; total: number; opts: GifSettings }
  | { kind: 'hod-gif'; views: HodView[]; total: number; label: string; opts: GifSettings };

/** Draws the static layers once (the first picture of a thread is then as quick as the rest). */
export interface WarmJob {
  kind: 'warm';
}

export type AnyJob = PictureJob | HodBattlesJob | GifJob | WarmJob;

/** One Hill of Doves battle picture, encoded. */
export interface HodBattleFile {
  battle: number;
  kind: 'assault' | 'ambush';
  target: string;
  data: Buffer;
}

export type JobResult = Buffer | HodBattleFile[] | TimelineGif;

/** Draws one job. */
export async function runJob(job: AnyJob, progress?: Progress): Promise<JobResult> {
  switch (job.kind) {
    case 'warm':
      background();
      hodBackground();
      return Buffer.alloc(0);
    case 'lv-map':
      return renderMapPng(job.view);
    case 'hod-map':
      return renderHodMapPng(job.view, job.label);
    case 'lv-battle':
      return renderBattle(job.sheet);
    case 'hod-battles':
      return drawHodBattles(job.record).map((p) => ({
        battle: p.battle,
        kind: p.kind,
        target: p.target,
        data: encodePng(p.canvas),
      }));
    case 'lv-gif':
      return timelineGif(job.views, job.total, progress ? { ...job.opts, progress } : job.opts);
    case 'hod-gif':
      return hodTimelineGif(job.views, job.total, job.label, progress ? { ...job.opts, progress } : job.opts);
  }
}
