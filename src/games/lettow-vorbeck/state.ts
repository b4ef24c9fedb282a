// The Lettow-Vorbeck game state: a plain JSON value, changed only by evolve().
import type { GameResult } from '../../engine/types.ts';
import type { BattleState, Pending } from '../hand-of-destiny/battle/state.ts';
import type { Side } from './data/types.ts';
import type { MarchState } from './march/state.ts';

/** The phases of the sequence of play (6.2), plus set-up (25.0, setup:choose) and the end. */
export type Phase = 'setup' | 'campaign-card' | 'recruiting' | 'march' | 'battle' | 'end-turn' | 'game-over';

export interface LvOptions {
  setup: 'quick' | 'choose';
  sandbox: boolean;
  advanced: boolean; // rules 17-22 (R41)
  breakoff: boolean; // optional 30.1
  supply: boolean; // optional 30.2
  forts: boolean; // optional 30.3
  /** /hint for both sides, agreed at /game new (absent in games made before it: off). */
  hints?: boolean;
}

export interface UnitState {
  location: string; // a space or box id
  panicked: boolean;
}

export interface DeckState {
  draw: string[]; // top of the deck first; hidden from both players (7.A)
  current: string | null; // the card in effect this player-turn (7.C)
  discard: string[]; // face up (7.B)
  removed: string[]; // removed from play (7.1.4)
}

export interface LvState {
  started: boolean;
  options: LvOptions;
  turn: number; // 1..14, index of the TRT box (section 1)
  phase: Phase;
  activeSide: Side;
  playerTurn: 1 | 2; // first or second player-turn of the turn (6.2.1, 6.2.2)
  units: Record<string, UnitState>;
  markers: Record<string, string>; // marker id -> location (Air Support, fort markers)
  decks: Record<Side, DeckState>;
  setupDone: Side[]; // setup:choose — the sides that have finished placing
  march: MarchState | null; // during the Recruiting and March Phases
  battle: BattleState<Side> | null; // while a battle is being fought (the system's, with 24.4 Air Support in its support fields)
  pending: Pending<Side> | null; // a decision the game waits for, addressed to one side
  result: GameResult | null;
}

/**
 * A copy of a state, member by member in the order of initialState() (so its JSON is the same), for
 * evolve to change a few members of: a spread of a state (`{ ...s, turn }`) costs several times more,
 * and evolve makes one for every event. The members' values are shared, never mutated.
 */
export function copyState(s: LvState): LvState {
  return {
    started: s.started,
    options: s.options,
    turn: s.turn,
    phase: s.phase,
    activeSide: s.activeSide,
    playerTurn: s.playerTurn,
    units: s.units,
    markers: s.markers,
    decks: s.decks,
    setupDone: s.setupDone,
    march: s.march,
    battle: s.battle,
    pending: s.pending,
    result: s.result,
  };
}

export const SIDES: readonly Side[] = ['German', 'Allied'];

export const otherSide = (s: Side): Side => (s === 'German' ? 'Allied' : 'German');

export const isSide = (s: string): s is Side => s === 'German' || s === 'Allied';

export function initialState(): LvState {
  const emptyDeck = (): DeckState => ({ draw: [], current: null, discard: [], removed: [] });
  return {
    started: false,
    options: { setup: 'quick', sandbox: false, advanced: false, breakoff: false, supply: false, forts: false },
    turn: 1,
    phase: 'setup',
    activeSide: 'Allied',
    playerTurn: 1,
    units: {},
    markers: {},
    decks: { German: emptyDeck(), Allied: emptyDeck() },
    setupDone: [],
    march: null,
    battle: null,
    pending: null,
    result: null,
  };
}
