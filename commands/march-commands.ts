// The Recruiting and March Phase commands and the information commands, registered together in commands/index.ts.
import type { CommandSpec } from '../src/app/command.ts';
import { amphibious } from './amphibious.ts';
import { choose } from './choose.ts';
import { fort } from './fort.ts';
import { logCommand } from './log.ts';
import { move } from './move.ts';
import { recruit } from './recruit.ts';
import { rules } from './rules.ts';
import { stacks } from './stacks.ts';

export const MARCH_COMMANDS: readonly CommandSpec[] = [
  move,
  amphibious,
  recruit,
  fort,
  choose,
  stacks,
  logCommand,
  rules,
];
