// The legal battle actions of a side, what the game expects, and the command line of each (buttons.ts).
import type { Expectation, LegalAction } from '../../../engine/types.ts';
import type { LvAction } from '../actions.ts';
import type { Side } from '../data/types.ts';
import type { LvState } from '../state.ts';
import { fightActions, pendingActions as sysPendingActions } from '../../hand-of-destiny/battle/legal.ts';
import { LV_BOARD } from '../scenario.ts';
import type { BattleAction } from './actions.ts';
import { battleSpaces } from './forces.ts';
import { currentBattle } from '../../hand-of-destiny/battle/phase.ts';
import { fightOddsLines, fireOddsLines } from './odds.ts';

/** While a decision is pending: exactly its choices, for the side it is addressed to (system). */
export const pendingActions = (state: LvState, side: string): LegalAction<BattleAction>[] =>
  sysPendingActions(LV_BOARD, state, side);

/** The Battle Phase: pending choices, else the battles to fight (13.1.A), Air Support (24.4), or /phase end. */
export function battleActions(state: LvState, side: Side): LegalAction<LvAction>[] {
  if (state.pending) return pendingActions(state, side);
  if (side !== state.activeSide || state.phase !== 'battle') return [];
  const spaces = battleSpaces(state);
  const out: LegalAction<LvAction>[] = fightActions(LV_BOARD, state); // 13.1.A (system)
  const b = currentBattle(LV_BOARD, state);
  if (side === 'Allied' && !b.airSupportTried && state.markers['ally-air-support'] === 'indian-ocean-box') {
    for (const space of spaces)
      out.push({ action: { type: 'air-support', space }, label: `Try Air Support, then fight at ${space} (24.4)` });
  }
  if (spaces.length === 0) out.push({ action: { type: 'end-phase' }, label: 'End the Battle Phase' });
  return out;
}

/** What the game waits for during the Battle Phase or a pending battle decision. */
export function battleExpected(state: LvState, where: string): Expectation | null {
  if (state.pending)
    return {
      sides: [state.pending.side],
      text: [`${where}: ${state.pending.prompt}`, ...fireOddsLines(state)].join('\n'),
    };
  if (state.phase !== 'battle') return null;
  const spaces = battleSpaces(state);
  if (spaces.length === 0)
    return { sides: [state.activeSide], text: `${where}: no battles left to fight; /phase end.` };
  const air =
    state.activeSide === 'Allied' &&
    !currentBattle(LV_BOARD, state).airSupportTried &&
    state.markers['ally-air-support'] === 'indian-ocean-box';
  return {
    sides: [state.activeSide],
    text: [
      `${where}: choose the next battle (13.1.A) with /battle fight space:… — ${spaces.join(', ')}${air ? '; or /air-support space:… first (24.4)' : ''}.`,
      ...fightOddsLines(state, spaces, air),
    ].join('\n'),
  };
}

/** The console command line of a battle action (buttons run it as the presser). */
export function commandFor(a: BattleAction | LvAction): string | null {
  switch (a.type) {
    case 'fight':
      return `/battle fight space:${a.space}`;
    case 'air-support':
      return `/air-support space:${a.space}`;
    case 'fire':
      return `/battle fire unit:${a.unit}`;
    case 'breakoff':
      return `/breakoff unit:${a.unit} to:${a.to}`;
    case 'take-loss':
      return `/loss unit:${a.unit}`;
    case 'retreat':
      return `/retreat to:${a.to}`;
    case 'pursue':
      return `/pursue move units:${a.units.join(',')} to:${a.to}`;
    case 'pursue-none':
      return '/pursue none';
    case 'major-recruit':
      return `/battle recruit unit:${a.unit}`;
    case 'end-phase':
      return '/phase end';
    default:
      return null;
  }
}
