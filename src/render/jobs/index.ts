// The games whose pictures the render pool draws: each game's jobs table (src/render/pool-jobs.ts).
// A game with no pictures registers nothing here.
import type { GameJobs } from '../pool-jobs.ts';
import { HOD_JOBS } from '../hill-of-doves/jobs.ts';
import { LV_JOBS } from '../lettow-vorbeck/jobs.ts';

export const GAME_JOBS: readonly GameJobs[] = [LV_JOBS, HOD_JOBS];
