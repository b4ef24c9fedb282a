// One game's registration: its rules module, its presentation, its own slash commands and its picture
// jobs, given together by the game's folder (src/games/<game>/game.ts) and listed by the registry
// (src/app/registry.ts). defineGame keeps the game's state, view and action types while the parts are
// checked against each other (a presentation reads the module's views), then erases them: the registry,
// the app and the transports hold every game alike. The optional hooks they call get their defaults
// here, once.
import type { PendingDecision } from '../engine/buttons.ts';
import type { GamePresentation } from '../engine/presentation.ts';
import { lineFact, type GameRecap } from '../engine/recap.ts';
import type { AnyGameModule, GameAction, GameEvent, GameModule } from '../engine/types.ts';
import type { JobsLoader } from '../render/pool-jobs.ts';
import type { CommandSpec } from './command.ts';

/** What a game's folder brings, typed by its module's state S, events E, actions A and views V. */
export interface GameParts<S, E extends GameEvent, A extends GameAction, V> {
  module: GameModule<S, E, A, V>;
  presentation: GamePresentation<S, V>;
  /**
   * The slash commands that belong to this game: /help lists them in a channel playing it, Discord
   * registers them. Games of one system may share a command (the same CommandSpec); no two commands
   * may take one name.
   */
  commands?: readonly CommandSpec[];
  /** Its render-pool jobs table (src/render/pool-jobs.ts): the pool warms it with the others. */
  renderJobs?: JobsLoader;
}

/** A presentation as the registry holds it: its game's id and command names filled in, the types erased. */
export interface RegisteredPresentation extends GamePresentation {
  /** The id of the GameModule this presents. */
  id: string;
  /** The names of the game's own commands (GameParts.commands), in its order. */
  commands: readonly string[];
  /** The decision the game waits for as buttons; null when none (a game without the hook offers none). */
  decision(state: unknown, at: number, page?: number): PendingDecision | null;
  /** How a long list of legal actions is paged (a game without the hook: one page). */
  choicePages(actions: readonly { action: { type: string } }[]): number[][];
  /** The game's recap (a game without the hook: its viewer's log lines, no tallies, no picture). */
  recap: GameRecap;
  /** A view's picture in words (a game without the hook: the view's caption). */
  pictureText(view: unknown): string;
}

/** A game as the registry holds it. */
export interface GameDefinition {
  id: string;
  module: AnyGameModule;
  presentation: RegisteredPresentation;
  commands: readonly CommandSpec[];
  renderJobs?: JobsLoader;
}

const onePage = (actions: readonly unknown[]): number[][] => [actions.map((_, i) => i)];

export function defineGame<S, E extends GameEvent, A extends GameAction, V>(
  parts: GameParts<S, E, A, V>,
): GameDefinition {
  // The one place a game's types are erased: its hooks are methods, so a typed module or presentation
  // is also an untyped one.
  const module: AnyGameModule = parts.module;
  const shown: GamePresentation = parts.presentation;
  const commands = parts.commands ?? [];
  const presentation: RegisteredPresentation = {
    ...shown,
    id: module.id,
    commands: commands.map((c) => c.data.name),
    decision: (state, at, page) => shown.decision?.(state, at, page) ?? null,
    choicePages: (actions) => shown.choicePages?.(actions) ?? onePage(actions),
    recap: shown.recap ?? { facts: lineFact },
    pictureText: (view) => shown.pictureText?.(view) ?? `${module.title}: ${shown.replay.caption(view)}.`,
  };
  return { id: module.id, module, presentation, commands, ...(parts.renderJobs && { renderJobs: parts.renderJobs }) };
}
