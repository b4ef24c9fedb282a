// What the game service does when a game has just ended (its append with `finish`): records its
// statistics (record.ts) and gives the game-over message's dice-luck line. A failure here loses
// nothing (`npm run rebuild-stats` makes the tables again from the logs): the operator is told.
import type { Store } from '../../store/store.ts';
import { isBotUser } from '../opponent.ts';
import { recordFinishedGame } from './record.ts';

/** Records the game; returns the line of each player's dice luck, or null when there is none. */
export async function statsAtEnd(store: Store, gameId: number, warn: (m: string) => void): Promise<string | null> {
  try {
    const rows = (await recordFinishedGame(store, gameId)).filter((r) => r.luck !== null && !isBotUser(r.user_id));
    if (rows.length === 0) return null;
    return `Dice luck (percentile of each player's dice total against fair dice; 50 is average): ${rows
      .map((r) => `${r.user_name} (${r.side}) ${r.luck}th, ${r.dice} dice`)
      .join('; ')}.`;
  } catch (e) {
    warn(
      `statistics of game #${gameId} not recorded (npm run rebuild-stats will): ${e instanceof Error ? e.message : String(e)}`,
    );
    return null;
  }
}
