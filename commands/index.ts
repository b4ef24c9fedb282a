// Every slash command, by name. The console and the Discord adapter both serve exactly these.
import type { CommandSpec } from '../src/app/command.ts';
import { BATTLE_COMMANDS } from './battle-commands.ts';
import { MARCH_COMMANDS } from './march-commands.ts';
import { card } from './card.ts';
import { debug } from './debug.ts';
import { game } from './game.ts';
import { help } from './help.ts';
import { map } from './map.ts';
import { replay } from './replay.ts';
import { phase } from './phase.ts';
import { sandbox } from './sandbox.ts';
import { hod } from './hod.ts';
import { commander } from './commander.ts';
import { setup } from './setup.ts';
import { undo } from './undo.ts';
import { hint } from './hint.ts';

const ALL: readonly CommandSpec[] = [
  help,
  game,
  card,
  phase,
  setup,
  sandbox,
  debug,
  ...BATTLE_COMMANDS,
  ...MARCH_COMMANDS,
  map,
  replay,
  hod,
  commander,
  undo,
  hint,
];

export const COMMANDS: ReadonlyMap<string, CommandSpec> = new Map(ALL.map((c) => [c.data.name, c]));
