// What a game brings to the transports beside its rules module: its rulebook and tables for /rules,
// a line of help, and its timeline pictures, captions and jump points for /replay; optionally its
// pictures (after a command, of a side's view, /map), its /stacks text, a bot opponent (/game new …
// opponent:bot, /hint) and the draw table /game verify re-runs. A game pairs one with its module in its
// definition (src/app/define-game.ts), typed by the module's state S and view V; the registry holds it
// with the types erased, so the app, the commands and the Discord adapter never compare game ids or
// import a game's data: where a game leaves a hook out, they say it has none. A small game may bring
// none of the optional hooks.
// Everything here reads views or public event records (never states), but for the bot, which the
// game's own code confines to its side's view: a presentation can show nothing view() hides.
import type { PendingDecision } from './buttons.ts';
import type { GameRecap, RecapFact } from './recap.ts';
import type { GameEvent, Viewer } from './types.ts';
import type { DrawModel } from './verify.ts';

/** How a picture is coloured: the standard palette, or the colour-blind one (colours told apart under
 *  protanopia and deuteranopia, and letters or patterns on the pieces; a user's /settings palette). */
export type PaletteName = 'standard' | 'colour-blind';

/** How the app asks for a picture drawn for someone: their palette (default standard). */
export interface PictureOptions {
  palette?: PaletteName;
  /** /map: the game's clock line (src/app/clock-lines.ts clockPanelLine), drawn on its panel when given. */
  clock?: string;
  /**
   * /map: the last move the picture's viewer saw (a move fact of that viewer's own recap, with its places:
   * src/app/last-move.ts), marked as the recap picture marks its last move. Absent: nothing is marked.
   */
  lastMove?: RecapFact;
}

/** A picture to attach to an output: its file name and PNG bytes (an OutputFile of src/app/outputs.ts). */
export interface PictureFile {
  name: string;
  data: Buffer;
  /** Its alt text (Discord's attachment description, at most ALT_TEXT_MAX characters). */
  description?: string;
}

/** Discord's limit on an attachment's description. */
export const ALT_TEXT_MAX = 1024;

/** A bot's strength: 1 random, 2 greedy, 3 search. */
export type BotLevel = 1 | 2 | 3;

/** What a game's bot opponent plays. */
export interface GameOpponent<S = unknown> {
  /** The sides a person may take against it (it takes the other), first the one shown in examples. */
  sides: readonly string[];
  /**
   * The bot's action for `side` at `level` now, and one line of why, or null when it has none. It
   * decides from that side's view and legal actions only (the game's bot code sees to that); `seed`
   * makes its choice repeatable.
   */
  choose(state: S, side: string, level: BotLevel, seed: string): { action: unknown; why: string } | null;
}

/** Options for a timeline GIF (the same shape as src/render/gif.ts GifOptions). */
export interface TimelineGifOptions {
  scale?: number;
  delay?: number;
  hold?: number;
  progress?: (done: number, total: number) => void;
  /** Each step's caption (index 0 = step 1): where the game stands and the viewer's own log lines. */
  captions?: readonly { heading: string; lines: readonly string[] }[];
  /** Public pictures shown after steps (battle sheets), in step order. */
  inserts?: readonly { step: number; png: Uint8Array; caption: { heading: string; lines: readonly string[] } }[];
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

/** A game's own advice for its player where no bot plays (a solitaire's careful player), for /hint. */
export interface GameAdvisor<S = unknown> {
  /** Who advises, as the hint names it ("the careful player"). */
  name: string;
  /**
   * What it would do now for `side`: one line of why, and the command line that does it (a button
   * under the hint), or null when it has no advice. It reads only what that side may see (the game's
   * code sees to that); `at` is the log position a button command may carry.
   */
  advise(state: S, side: string, at: number): { why: string; command: string | null } | null;
}

/**
 * What /rules can show: a numbered rule section, a ruling, a table or chart, or a card. /rules
 * section: reads sections and rulings, table: tables and charts, card: cards (each falls back on the
 * others when nothing of its own kind matches).
 */
export type RuleEntryKind = 'section' | 'ruling' | 'table' | 'card';

/** One entry of a game's reference: everything /rules answers is one of these. */
export interface RuleEntry {
  kind: RuleEntryKind;
  /** What players type and the contents show: "13.1.2", "R12", "3.6", "brt", "EV-05". Unique per kind. */
  id: string;
  title: string;
  /** The id of the entry of the same kind it sits under in the contents (13.1 for 13.1.2), or null. */
  parent: string | null;
  /** Other names players may type for it ("BRT", "battle results table", "ambush"), case-insensitive. */
  aliases?: readonly string[];
}

/** A game's rulebook for /rules: every section, ruling, table, chart and card, in book order. */
export interface GameRules {
  entries: readonly RuleEntry[];
  /**
   * The whole text of an entry (Markdown as Discord shows it; the heading and the list of its
   * subsections are added by /rules). With the caller's view of a running game (null outside one),
   * it adds what applies now: "Now:" lines, where each card is, which rules this game plays with.
   */
  text(entry: RuleEntry, view: unknown): string;
  /** Examples for the error message of an unknown section, e.g. "11.1.2, 28.3 or R12". */
  examples: string;
  /**
   * One line naming the rules a game plays with — its advanced and optional rules on or off, its
   * component revision — for /game status and the game's first message. Absent: the game has none to name.
   */
  inPlay?(view: unknown): string;
}

/**
 * How /undo explains a game's take-backs (GameModule.undoable) in its own terms: each text follows
 * "…: event #n (its type)" or ends a sentence, and cites the game's own rule where it has one.
 */
export interface UndoWording {
  /** Why a command that showed something is never taken back, e.g. "showed the other side something (…)". */
  never: string;
  /** Why a command that passed a step or rolled dice is not taken back alone, and what to do instead. */
  consent: string;
  /** What a player may do about the last command when it is another player's. */
  others: string;
}

/**
 * A game's presentation over its state type S and view type V (the module's). Methods, not function
 * properties: a typed presentation is then also an untyped one (src/app/define-game.ts erases it there).
 */
export interface GamePresentation<S = unknown, V = unknown> {
  /** A line or two /help shows under the game's commands: how to play it here. */
  help: string;
  /**
   * The decision the game waits for as buttons (src/engine/buttons.ts), each marked public or not by
   * the game; null when it waits for none. `at` is the log position (a button may carry it, so a stale
   * press is refused), `page` the page of a long list. Absent: the game offers no such buttons.
   */
  decision?(state: S, at: number, page?: number): PendingDecision | null;
  /**
   * How a long list of legal actions is paged (indexes into `actions`, page by page), the same for the
   * buttons and for a listing command, so page N of the text is page N of the menus. Absent: one page.
   */
  choicePages?(actions: readonly { action: { type: string } }[]): number[][];
  /**
   * How an autocomplete choice shows a value of a legal action (the caller's own: a unit id with its
   * type and strength); at most 100 characters, Discord's limit. Absent: the value as it is.
   */
  choiceName?(value: string, state: S): string;
  /** Ids and names as players type them ("Dar es Salaam" for dar-es-salaam); absent: options pass as typed. */
  names?: GameNames;
  /** The game's rulebook, tables, cards and charts for /rules (src/app/rulebook.ts pages and searches them). */
  rules: GameRules;
  replay: {
    /** The PNG of one step's view (drawn in the render pool). */
    png(view: V, viewer: Viewer): Promise<Buffer>;
    /** The GIF of every step's view. */
    gif(views: Iterable<V>, total: number, viewer: Viewer, opts: TimelineGifOptions): Promise<TimelineGifResult>;
    /** One line naming where a view stands (turn, date, segment). */
    caption(view: V): string;
    /** The heading of a replay GIF frame's caption (turn and phase, say). Absent: caption. */
    frameHeading?(view: V): string;
    /** The jump point a view belongs to, or null before there is one (set-up). */
    jumpPoint(view: V): JumpPoint | null;
    /** Games whose pictures never show the referee's secrets: the side whose view is drawn instead. */
    refereeDrawnAs?: string;
  };
  /** Public pictures that go with what just happened (a battle sheet). Absent: commands come without pictures. */
  picturesAfter?: {
    /** The event types that end something pictured (the log is read only when a command appends one). */
    after: readonly string[];
    /** The pictures; `log` is the whole log after the append, the new events are its last `fresh`. */
    draw(log: readonly GameEvent[], fresh: number): Promise<PictureFile[]>;
  };
  /** The PNG of one side's view, for its DMs and /stacks. Absent: DMs carry text only and there is no /stacks. */
  sidePicture?(view: V, opts?: PictureOptions): Promise<Buffer>;
  /** /map: the public picture of a game and its caption (after "Game #n — "). Absent: no /map. */
  map?: {
    png(view: V, opts?: PictureOptions): Promise<Buffer>;
    caption(view: V): string;
  };
  /** /stacks: a seated player's own pieces in text, beside sidePicture. Absent: no /stacks. */
  stacks?: {
    /** The viewer /stacks shows a seated caller (absent: the caller's own view). */
    viewer?(own: Viewer): Viewer;
    /** The DM's text (after "Game #n — "); `who` names the viewer ("German", "Referee"). */
    text(view: V, who: string): string;
  };
  /** How /undo speaks of this game's take-backs. Absent: a plain wording that cites no rule. */
  undo?: UndoWording;
  /** A bot that can take a seat (/game new … opponent:bot, /hint). Absent: the game has none. */
  opponent?: GameOpponent<S>;
  /** Advice for /hint where no bot plays. Absent: /hint asks the opponent, if the game has one. */
  advisor?: GameAdvisor<S>;
  /**
   * Whether the players of this game agreed to hints when it was created (/game new … hints:true,
   * handed to the game as its option `hints`): then /hint asks its opponent's logic for the caller's
   * side, bot or none. Absent: hints:true goes only with opponent:bot.
   */
  hintsAgreed?(state: S): boolean;
  /** The draws each event holds, for /game verify (src/engine/verify.ts). Absent: its dice cannot be checked. */
  draws?: DrawModel;
  /**
   * What happened since a point, per viewer (src/engine/recap.ts): the facts of each event, the standing
   * tallies and the recap's picture. Absent: the recap is the viewer's log lines, with no picture.
   */
  recap?: GameRecap<S, V>;
  /**
   * The picture of a view in words, for alt text (clipped to ALT_TEXT_MAX) and /map text:true (whole):
   * what a sighted player reads off it, from the view alone. Absent: the view's caption.
   */
  pictureText?(view: V): string;
}
