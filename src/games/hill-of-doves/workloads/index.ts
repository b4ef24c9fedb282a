// What the bench, the fuzzer and the calibration play of Hill of Doves (bench/hod*.ts,
// tests/fuzz/hod.ts, tests/fuzz/calibrate-hod.ts, through tests/hill-of-doves/campaigns.ts): its
// British players by name, and how a war ended. Deterministic, clock-free and without I/O: the harness
// plays, checks, times and prints.
import { carefulPlayer, expertPlayer, randomPlayer, scriptedPlayer, type Player } from './players.ts';

export type { Player } from './players.ts';

/** The British players, by the names the fuzzer and the calibration take. */
export const PLAYERS: ReadonlyMap<string, Player> = new Map([
  ['random', randomPlayer],
  ['scripted', scriptedPlayer],
  ['careful', carefulPlayer],
  ['expert', expertPlayer],
]);

/** How a war ended (r. 1.3-1.6), from the result's reason. */
export function endingOf(winner: string | null, reason: string): string {
  if (winner === 'British') return 'british: all ten objectives (1.5)';
  if (reason.startsWith('1.3')) return 'boer: politics (1.3)';
  if (reason.startsWith('1.5')) return 'boer: camp (1.5)';
  if (reason.startsWith('1.6')) return 'boer: time (1.6)';
  if (reason.startsWith('1.4')) return 'boer: Pretoria (1.4)';
  return `unfinished: ${reason}`;
}
