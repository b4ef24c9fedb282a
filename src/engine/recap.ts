// What happened since a point of a game's log, as one viewer met it: the recap a player reads when the
// game comes back to them (src/app/recap.ts builds it, each game's presentation says what its events
// mean through its `recap` hook). Everything in it is the viewer's own: the text of each fact is the
// viewer's own log line or built from what their view shows, and a place or a path is one the viewer
// saw. A recap names nothing the viewer could not see (the conformance kit scans its model, its text
// and its picture model for every viewer).
import type { GameEvent, Viewer } from './types.ts';

/**
 * What kind of thing happened: a stack moved (`at` is its path), one came into or went out of the
 * viewer's sight, a battle (`at` its space), a card played, a loss, a step decided for the viewer's side
 * by a standing order or a forced step, or anything else the log says.
 */
export type RecapFactKind = 'move' | 'appeared' | 'vanished' | 'battle' | 'card' | 'loss' | 'decided' | 'event';

export interface RecapFact {
  kind: RecapFactKind;
  /** The event it comes from (its number in the log). */
  seq: number;
  /** One line in the viewer's words (their log line, or what their view shows). */
  text: string;
  /** The side it concerns, when one does. */
  side?: string;
  /** The places it concerns (the game's ids): a move's path in order, else where it happened. */
  at?: readonly string[];
}

/** A recap for one viewer: the events after `from` up to `to` (numbers in the log). */
export interface RecapModel {
  /** The game's id (GameModule.id). */
  game: string;
  viewer: Viewer;
  from: number;
  to: number;
  /** Where the game stands at `to` (the replay caption of the viewer's view). */
  caption: string;
  facts: RecapFact[];
  /** Standing counts the viewer may see at `to`, one line each ("Supply centers held: …"). */
  tallies: string[];
}

/** One event of a recap's range, as the game's `recap.facts` hook is handed it. */
export interface RecapStep<S> {
  seq: number;
  event: GameEvent;
  viewer: Viewer;
  /** The states before and after the event: the hook reads them only through the game's view and describe. */
  before: S;
  after: S;
  /** The viewer's log line for the event (describe), or null when it has none. */
  line: string | null;
}

/**
 * A game's recap (GamePresentation.recap). `facts` is a per-viewer gate as describe is: it names only
 * what `step.viewer` may see. Absent, a game's recap is its viewer's log lines (src/app/define-game.ts).
 */
export interface GameRecap<S = unknown, V = unknown> {
  /** What one event gives the viewer; [] for nothing. */
  facts(step: RecapStep<S>): RecapFact[];
  /** Standing counts from the viewer's view at the end (the victory condition's). */
  tallies?(view: V): string[];
  /** The recap's picture: the viewer's view at the end, with the model's moves and places marked. */
  png?(model: RecapModel, view: V): Promise<Buffer>;
}

/** The default fact of an event: its log line for the viewer, if any. */
export const lineFact = (step: { seq: number; line: string | null }): RecapFact[] =>
  step.line ? [{ kind: 'event', seq: step.seq, text: step.line }] : [];
