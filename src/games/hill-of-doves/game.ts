// Hill of Doves as Heliograph registers it (src/app/define-game.ts, listed in src/app/registry.ts):
// its rules, its presentation, its commands (/hod, /commander) and its render-pool jobs.
import { defineGame } from '../../app/define-game.ts';
import { commander } from './commands/commander.ts';
import { hod } from './commands/hod.ts';
import { hillOfDoves } from './index.ts';
import { hillOfDovesPresentation } from './presentation.ts';
import { HOD_JOBS } from './render/in-pool.ts';

export const hillOfDovesGame = defineGame({
  module: hillOfDoves,
  presentation: hillOfDovesPresentation,
  commands: [hod, commander],
  renderJobs: HOD_JOBS,
});
