// /hint in Hill of Doves: what the careful player (advisor/careful.ts) would do now, why, and the
// command that does it. The careful player reads the board the British see; it is handed the state
// with the laagers cup, the counters queued to be drawn and the deck withheld (view.ts secretIds), so
// no advice can depend on them.
import type { GameAdvisor } from '../../../engine/presentation.ts';
import type { HodAction } from '../actions.ts';
import { carefulAdvice } from '../advisor/careful.ts';
import { hodCommandFor } from '../buttons.ts';
import { legalActions } from '../legal.ts';
import { orderOption } from '../orders/orders.ts';
import type { HodState } from '../state.ts';

/** The state as the British see it: no cup, no draw queue, no deck order. */
export const withoutSecrets = (s: HodState): HodState => ({ ...s, cup: [], drawQueue: [], deck: [] });

/** The command line of an advised action (the battle's choices by their number in /hod options). */
function commandOf(action: HodAction, legal: readonly { action: unknown }[], at: number): string | null {
  if (action.type === 'set-orders')
    return `/hod orders ${Object.entries(action.orders)
      .map(([k, v]) => `${orderOption(k)}:${String(v)}`)
      .join(' ')}`;
  const n = legal.findIndex((a) => JSON.stringify(a.action) === JSON.stringify(action)) + 1;
  return hodCommandFor(action, n, at);
}

export const HOD_ADVISOR: GameAdvisor = {
  name: 'the careful player',
  advise(state, side, at) {
    const s = state as HodState;
    if (side !== 'British' || s.result) return null;
    const legal = legalActions(s, 'British');
    if (legal.length === 0) return null;
    const advice = carefulAdvice(withoutSecrets(s), legal);
    return { why: advice.why, command: commandOf(advice.action, legal, at) };
  },
};
