// Every slash command, by name: those every game shares (this folder) and each registered game's own
// (its definition's commands, src/app/define-game.ts). The console and the Discord adapter both serve
// exactly these.
import type { CommandSpec } from '../src/app/command.ts';
import { gameCommands } from '../src/app/registry.ts';
import { debug } from './debug.ts';
import { game } from './game.ts';
import { games } from './games.ts';
import { help } from './help.ts';
import { hint } from './hint.ts';
import { logCommand } from './log.ts';
import { map } from './map.ts';
import { noteCommand } from './note.ts';
import { recap } from './recap.ts';
import { replay } from './replay.ts';
import { rules } from './rules.ts';
import { sandbox } from './sandbox.ts';
import { settings } from './settings.ts';
import { stacks } from './stacks.ts';
import { stats } from './stats.ts';
import { undo } from './undo.ts';

/** The commands of every game, in the order /help lists them. */
const SHARED: readonly CommandSpec[] = [
  help,
  game,
  games,
  sandbox,
  debug,
  stacks,
  logCommand,
  noteCommand,
  rules,
  map,
  recap,
  replay,
  undo,
  hint,
  settings,
  stats,
];

const ALL: readonly CommandSpec[] = [...SHARED, ...gameCommands()];

const clash = gameCommands().find((c) => SHARED.some((s) => s.data.name === c.data.name));
if (clash) throw new Error(`A game's /${clash.data.name} takes the name of a command every game shares.`);

export const COMMANDS: ReadonlyMap<string, CommandSpec> = new Map(ALL.map((c) => [c.data.name, c]));
