// What Heliograph did while it stood in for a side (docs/clocks.md "Out of time"): when the absent
// player takes the seat back (their next command, or /game timeout choice:back), a private recap of
// everything since the hand-over, as their side met it, Heliograph's own moves named as its.
import type { ClockEvent } from '../engine/clock.ts';
import type { GameEvent } from '../engine/types.ts';
import { dmOut, type Output } from './outputs.ts';
import { recapModel, recapText } from './recap.ts';
import type { GameService, LoadedGame } from './service.ts';

/** The recap DM for the player of `side` who took the seat back after event `to`; null if Heliograph never held it. */
export async function standInRecap(
  app: Pick<GameService, 'foldedAt' | 'store'>,
  g: LoadedGame,
  side: string,
  user: string,
  to: number,
): Promise<Output | null> {
  const rows = await app.store.eventsBetween(g.row.id, 0, to);
  const handedOver = rows.findLast((r) => {
    if (r.type !== 'kernel.clock-stand-in') return false;
    const e = JSON.parse(r.data) as GameEvent as ClockEvent;
    return e.type === 'kernel.clock-stand-in' && e.side === side;
  });
  if (!handedOver) return null;
  const model = await recapModel(app, g, { kind: 'side', side }, handedOver.seq - 1, to);
  return dmOut(user, `Game #${g.row.id}: while Heliograph stood in for ${side} —\n${recapText(model)}`);
}
