// What a game brings to the transports beside its rules module (issue #12): its own commands for
// /help, its rulebook and tables for /rules, and its timeline pictures, captions and jump points for
// /replay. The registry (src/app/registry.ts) pairs each GameModule with one of these, so the commands
// and the Discord adapter never compare game ids or import a game's data.
// Everything here reads views (never states): a presentation can show nothing view() hides.
import type { PendingDecision } from './buttons.ts';
import type { Viewer } from './types.ts';

/** Options for a timeline GIF (the same shape as src/render/timeline.ts takes). */
export interface TimelineGifOptions {
  scale?: number;
  delay?: number;
  hold?: number;
  progress?: (done: number, total: number) => void;
}

/** A built timeline GIF: the file, the steps it covers and the frames it holds. */
export interface TimelineGifResult {
  gif: Buffer;
  steps: number;
  frames: number;
}

/** A place in the timeline a player may jump to: `group` gathers points (e.g. a week), `label` names one. */
export interface JumpPoint {
  group: string;
  label: string;
}

/** One thing a player may name in a command (a space, a unit): its id and its printed name. */
export interface NameEntry {
  id: string;
  name: string;
}

/** How a game's command options are read as players type them (src/app/names.ts). */
export interface GameNames {
  /** The kind of thing each option names, by option name (e.g. to → location, units → unit). */
  options: ReadonlyMap<string, string>;
  /** Options that hold a comma-separated list (units, via). */
  lists: ReadonlySet<string>;
  /** Everything of one kind a player may name. */
  entries(kind: string): readonly NameEntry[];
}

export interface GamePresentation {
  /** The id of the GameModule this presents. */
  id: string;
  /** The slash commands that belong to this game alone: /help lists them only in a channel playing it. */
  commands: readonly string[];
  /** A line or two /help shows under the game's commands: how to play it here. */
  help: string;
  /**
   * The decision the game waits for as buttons (src/engine/buttons.ts), each marked public or not by
   * the game; null when it waits for none. `at` is the log position (a button may carry it, so a stale
   * press is refused), `page` the page of a long list. Absent: the game offers no such buttons.
   */
  decision?(state: unknown, at: number, page?: number): PendingDecision | null;
  /** Ids and names as players type them ("Dar es Salaam" for dar-es-salaam); absent: options pass as typed. */
  names?: GameNames;
  rules: {
    /** The text of a rule section or ruling, or null when there is none by that name. */
    text(query: string): string | null;
    /** Examples for the error message of an unknown section, e.g. "11.1.2, 28.3 or R12". */
    examples: string;
    /** The game's tables by id (spec or card numbering), for /rules table:<id>; absent if it has none in the app. */
    tables?: {
      ids: readonly string[];
      /** The table as text; with the caller's view of a running game, what applies now. Null if unknown. */
      text(id: string, view: unknown): string | null;
    };
  };
  replay: {
    /** The PNG of one step's view (drawn in the render pool). */
    png(view: unknown, viewer: Viewer): Promise<Buffer>;
    /** The GIF of every step's view. */
    gif(views: Iterable<unknown>, total: number, viewer: Viewer, opts: TimelineGifOptions): Promise<TimelineGifResult>;
    /** One line naming where a view stands (turn, date, segment). */
    caption(view: unknown): string;
    /** The jump point a view belongs to, or null before there is one (set-up). */
    jumpPoint(view: unknown): JumpPoint | null;
    /** Games whose pictures never show the referee's secrets: the side whose view is drawn instead. */
    refereeDrawnAs?: string;
  };
}
