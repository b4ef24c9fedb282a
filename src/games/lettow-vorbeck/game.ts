// Lettow-Vorbeck as Heliograph registers it (src/app/define-game.ts, listed in src/app/registry.ts):
// its rules, its presentation, its commands and its render-pool jobs.
import { defineGame } from '../../app/define-game.ts';
import { LV_COMMANDS } from './commands/index.ts';
import { lettowVorbeck } from './index.ts';
import { lettowVorbeckPresentation } from './presentation.ts';
import { LV_JOBS } from './render/in-pool.ts';

export const lettowVorbeckGame = defineGame({
  module: lettowVorbeck,
  presentation: lettowVorbeckPresentation,
  commands: LV_COMMANDS,
  renderJobs: LV_JOBS,
});
