// The Battle Phase commands (13-20, 24.4), registered together in commands/index.ts.
import type { CommandSpec } from '../src/app/command.ts';
import { airSupport } from './air-support.ts';
import { battle } from './battle.ts';
import { breakoff } from './breakoff.ts';
import { loss } from './loss.ts';
import { orders } from './orders.ts';
import { pursue } from './pursue.ts';
import { retreat } from './retreat.ts';

export const BATTLE_COMMANDS: readonly CommandSpec[] = [battle, loss, retreat, pursue, breakoff, airSupport, orders];
