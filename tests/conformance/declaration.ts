// The conformance kit: one suite (conformance.test.ts) that plays every registered game with its own
// seeded setup and checks, on each playthrough, what every game owes Heliograph whatever its rules, for
// every viewer its views go to (the public, each seat, the referee):
//  - play      random play reaches the end within a bounded number of steps; every legal action is accepted;
//  - replay    folding the whole log from scratch equals the state evolved step by step, and neither
//              decide() nor evolve() changed a state it was given;
//  - snapshot  a snapshot (the state as JSON, as the store keeps it) plus the tail of the log equals the fold;
//  - undo      a command the game calls undoable 'own' used no die or draw (another seed decides the same
//              events), revealed nothing to its side, and its take-back (kernel.undone) restores the state;
//  - shape     every view of every viewer has only the fields the game allowlists for that viewer;
//  - leaks     nothing a viewer may not see appears in its views (what the pictures are drawn from), its
//              log lines, its /game status and /stacks texts, the "Next:" line, the game's picture models
//              (battle sheets) or the decision buttons it is sent.
//
// HOW A NEW GAME JOINS THE KIT. Once the game is registered (src/app/registry.ts), the suite plays it,
// and fails until the game declares its conformance here: a GameConformance (below) in
// tests/conformance/games/<game>.ts, listed in tests/conformance/games/index.ts. It declares:
//  - `games`: two or three seeds with the options to play them (and, if random play ends too rarely or
//    reaches too little, a player of its own), and `maxSteps`;
//  - `view.allowed`: the view-shape allowlist, each field path with the viewers that may see it (a
//    reviewed decision: a field the game adds to a view fails the kit until it is added here);
//    `view.isIdKey` folds record keys that are ids ("units.ger-1-fka.side" is "units.*.side");
//  - `hidden(state, viewer)`: the hidden markers — the ids of the pieces and cards the full state holds
//    that this viewer may not identify (the other side's face-down stacks, the deck order, a cup). The
//    kit looks for them in everything that viewer is sent; name them from the state, never from view(),
//    or a leaking view would hide its own leak;
//  - optionally `aliases` (printed names that identify a marker in pictures and buttons) and `pictureModels`
//    (what the game's pictures after a command are drawn from, when that is not a view).
// The checks themselves are the kit's (play.ts, watch.ts, shape.ts, mentions.ts): a game brings data only.
// catches.test.ts shows each check failing on a broken copy of the third game. The kit knows the
// registry through registry.ts alone; npm run fuzz and npm run fuzz:hod feed the same checks (watch.ts).
import type { GameAction, GameEvent, LegalAction, RawOptions, Viewer } from '../../src/engine/types.ts';

/** The least privileged viewer that may see a view field: everyone, a side (and the referee), or the referee alone. */
export type Audience = 'public' | 'side' | 'referee';

/**
 * A player's choice among the legal actions of `side` now, or null when it finds none. `legal` reads the
 * whole list (GameModule.actions); `rand` is the playthrough's seeded generator.
 */
export type KitPlayer = (
  state: unknown,
  side: string,
  legal: () => readonly LegalAction[],
  rand: () => number,
) => GameAction | null;

/** One playthrough: the game's own seeded setup with these options, by the kit's random player unless `player` is given. */
export interface KitGame {
  seed: string;
  options?: RawOptions;
  /** Names the player in findings ("random" by default). */
  playerName?: string;
  player?: KitPlayer;
}

/** A model a picture is drawn from (a battle sheet), for one viewer. */
export interface PictureModel {
  viewer: Viewer;
  /** Names the picture in findings. */
  what: string;
  model: unknown;
  /** Markers this picture may name though they are hidden now (units its battle revealed to all). */
  mayName?: ReadonlySet<string>;
}

export interface GameConformance {
  /** The GameModule id. */
  id: string;
  games: readonly KitGame[];
  /** The most decisions a playthrough may take before it must have reached a result. */
  maxSteps: number;
  /** The share of 'own'-undoable commands the kit takes back and plays on from (default 0.25). */
  undoRate?: number;
  view: {
    /** Whether a record key is an id, folded to "*" in the shape. */
    isIdKey(key: string): boolean;
    /** Every field path a view may have, with the least privileged viewer that may see it. */
    allowed: Readonly<Record<string, Audience>>;
    /** Subtrees reviewed as a whole ("secret.combat"): their inner fields count as the one path "secret.combat…". */
    opaque?: readonly string[];
    /** Paths the playthroughs must reach, so the allowlist is tested where it matters (a battle in progress). */
    mustSee?: readonly string[];
    /** The game's own facts about each view the kit computes (a count that must equal the state's); problems found. */
    check?(state: unknown, viewer: Viewer, view: unknown): string[];
  };
  /** The hidden markers: ids of pieces and cards in `state` that `viewer` may not identify (empty for the referee). */
  hidden(state: unknown, viewer: Viewer): ReadonlySet<string>;
  /**
   * Other words that identify a marker (a unit's printed name, when it names that unit alone), looked
   * for where a game draws or labels pieces by name: picture models and buttons. Views, log lines and
   * texts name pieces by id (and quote card and rule text, which names pieces in general).
   */
  aliases?(marker: string): readonly string[];
  /** False for a game that never offers decision buttons (the kit then expects none to scan). */
  buttons?: boolean;
  /** The models of the pictures after a command whose events are the last `fresh` of `log`. */
  pictureModels?(log: readonly GameEvent[], fresh: number): PictureModel[];
}
