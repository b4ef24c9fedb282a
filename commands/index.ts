// Every slash command, by name. The console and the Discord adapter both serve exactly these.
import type { CommandSpec } from '../src/app/command.ts';
import { card } from './card.ts';
import { debug } from './debug.ts';
import { game } from './game.ts';
import { phase } from './phase.ts';
import { sandbox } from './sandbox.ts';
import { setup } from './setup.ts';

const ALL: readonly CommandSpec[] = [game, card, phase, setup, sandbox, debug];

export const COMMANDS: ReadonlyMap<string, CommandSpec> = new Map(ALL.map((c) => [c.data.name, c]));
