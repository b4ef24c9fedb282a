// The game module contract (docs/architecture.md, "A game: rules module and presentation").
// Every game under src/games/<game>/ exports one GameModule. Everything here is pure data:
// states, events and views are plain JSON values, so they can be snapshotted, compared and replayed.

import type { Rng } from './rng.ts';
import type { Undoable } from './undo.ts';

/** Who is looking: the public channel, one side (its seated players), or the referee (everything). */
export type Viewer = { kind: 'public' } | { kind: 'side'; side: string } | { kind: 'referee' };

/** A JSON value. States, events, actions and views are built from these only. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A fact in the past tense. Game-specific events extend this with their own fields. */
export interface GameEvent {
  type: string;
  [field: string]: unknown;
}

/** An imperative from a player. Game-specific actions extend this. */
export interface GameAction {
  type: string;
  [field: string]: unknown;
}

/** The option values a game accepts at creation (`/game new ... advanced:true`). */
export type RawOptions = Record<string, string | number | boolean>;

/** A finished game's result. */
export interface GameResult {
  winner: string | null; // a side, or null for a draw
  label: string; // e.g. "German win", "Draw"
  reason: string; // rule-cited explanation
}

/** What the game waits for: which sides must act and a sentence saying what is expected. */
export interface Expectation {
  sides: string[];
  text: string;
}

/** A legal action with a label a player can read (buttons, autocomplete, the "what can I do?" list). */
export interface LegalAction<A extends GameAction = GameAction> {
  action: A;
  label: string;
}

/**
 * Legal actions of one kind, drawn from lazily by a random player (docs/decisions/lazy-random-player.md): a
 * random game needs one action a step, not the list, so a group walks only what one draw needs.
 */
export interface ActionGroup<A extends GameAction = GameAction> {
  /**
   * The kind of action the group holds: its action type, or the main one of a mixed group (a group
   * 'move' may draw other kinds of movement too). A random player finds the end of a phase by its
   * 'end-phase' group.
   */
  type: string;
  /** One of the group's actions, chosen with `rand` (deterministic given it), or null: the group turned out to hold none. */
  draw(rand: () => number): A | null;
}

export interface GameModule<S, E extends GameEvent, A extends GameAction, V> {
  /** Stable id, the name of its folder under src/games. */
  id: string;
  title: string;
  /** All sides, e.g. ["German", "Allied"]; a solitaire game lists the side the game plays too. */
  sides: readonly string[];
  /** The sides people sit at (`/game join side:`). In a solitaire game, only the player's side. */
  seats: readonly string[];
  /** Option names and allowed values, for `/game new` help and validation. */
  options: readonly OptionSpec[];
  /**
   * The revision of the rules and components that new games are created with, "<game>-<n>" (e.g.
   * "lv-1"). Recorded in the game's row at creation; bump it (and add it to `revisions`) whenever a
   * change would make an old log fold or play differently. It may name a component revision too
   * ("hod-2" = reconstruction v2 tables) when the module pins that data through its setup events.
   */
  revision: string;
  /** Every revision this code can still fold and play, oldest first, `revision` last. */
  revisions: readonly string[];
  /** The rule that ends the game (e.g. "26.0"), cited when a move comes after the end; absent: "game over". */
  endRule?: string;
  /**
   * The module as it plays a game created at `revision` (one of `revisions`). Absent: every revision
   * plays through this same module (the differences are pinned in the game's own setup events).
   */
  atRevision?(revision: string): GameModule<S, E, A, V>;

  /** The empty state the fold starts from (before the setup events). */
  initial(): S;
  /** The first events of a new game. Throws RuleError on bad options. */
  setup(options: RawOptions, rng: Rng): E[];
  /** The events that follow from `side` doing `action`, or a thrown RuleError naming the rule broken. */
  decide(state: S, side: string, action: A, rng: Rng): E[];
  /** Next state. Pure and total; must not mutate `state`. */
  evolve(state: S, event: E): S;
  /** The legal actions open to `side` now (empty if it is not that side's move). */
  actions(state: S, side: string): LegalAction<A>[];
  /**
   * The same actions as `actions(state, side)`, in groups a random player draws from:
   * every action a group draws is one that list holds, every action of that list some group can
   * draw, and the groups hold none exactly when the list is empty. Absent: a random player reads the list.
   */
  actionGroups?(state: S, side: string): ActionGroup<A>[];
  /** What a viewer may see. Nothing reaches a player except through this. */
  view(state: S, viewer: Viewer): V;
  /** A few lines describing a view (turn, phase, cards, stacks) for `/game status`. */
  summary(view: V): string;
  /** One log line for that viewer, or null if the event is hidden from them. */
  describe(event: E, viewer: Viewer, before: S): string | null;
  /** Who must act now and what is expected of them. */
  expected(state: S): Expectation;
  /** The result once the game is over, else null. */
  result(state: S): GameResult | null;
  /** Whether the state is a sandbox game (sandbox actions allowed, referee view open). */
  isSandbox(state: S): boolean;
  /**
   * The one action `side` can take now when it is forced — no legal action but this one, or every
   * choice the same in effect — with a sentence saying why ("German has no recruits: Recruiting
   * Phase passes"); null when the side has a real decision. Games that auto-play (src/engine/auto.ts)
   * decide it in the same command. Absent: every step is asked.
   */
  forced?(state: S, side: string): Forced<A> | null;
  /**
   * Whether an event may be taken back (src/engine/undo.ts): 'own' by its player alone,
   * 'consent' with the opponent's consent, 'never' (the other side has seen what it revealed).
   * `before` is the state before the event. Absent: nothing is taken back.
   */
  undoable?(event: E, before: S): Undoable;
  /**
   * The options as the game's own events recorded them, for `/game status`: an option added after a
   * game was created is shown as what that game plays with, not as today's default. Absent: the
   * options stored at creation (with defaults) are the truth.
   */
  optionsInEffect?(state: S): RawOptions;
}

export interface Forced<A extends GameAction = GameAction> {
  action: A;
  reason: string;
}

export interface OptionSpec {
  name: string;
  description: string;
  values: readonly string[]; // allowed values, e.g. ["true","false"] or ["quick","choose"]
  default: string;
}

/** A module with its types erased, as the registry and the app hold it (methods are bivariant). */
export type AnyGameModule = GameModule<unknown, GameEvent, GameAction, unknown>;
