// Lettow-Vorbeck's slash commands, in the order /help lists them: the Hand of Destiny system's
// (src/games/hand-of-destiny/commands/) and the scenario's own (set-up 25, Air Support 24.4,
// recruiting 27, forts 22, lake and ocean movement 28.2, card choices 8.1).
import type { CommandSpec } from '../../../app/command.ts';
import {
  battle,
  breakoff,
  card,
  loss,
  move,
  orders,
  phase,
  pursue,
  retreat,
} from '../../hand-of-destiny/commands/index.ts';
import { airSupport } from './air-support.ts';
import { amphibious } from './amphibious.ts';
import { choose } from './choose.ts';
import { fort } from './fort.ts';
import { recruit } from './recruit.ts';
import { setup } from './setup.ts';

export const LV_COMMANDS: readonly CommandSpec[] = [
  card,
  phase,
  setup,
  battle,
  loss,
  retreat,
  pursue,
  breakoff,
  airSupport,
  orders,
  move,
  amphibious,
  recruit,
  fort,
  choose,
];
