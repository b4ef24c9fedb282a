// The games this process runs, as registered (src/app/define-game.ts): the program's list is
// src/app/registry.ts, which registers each game's definition here when it loads. Code that a game's
// own commands use (src/app/decision-buttons.ts) looks games up here rather than in the registry, which
// imports the games. Names no game.
import { registerRenderJobs } from '../render/pool-jobs.ts';
import type { CommandSpec } from './command.ts';
import type { GameDefinition, RegisteredPresentation } from './define-game.ts';
import type { AnyGameModule } from '../engine/types.ts';

// Kept in step with each other by registerGame (the same arrays the exports show).
const games: GameDefinition[] = [];
const ids: string[] = [];
const presentations: RegisteredPresentation[] = [];

/** Every registered game, in registry order. */
export const GAMES: readonly GameDefinition[] = games;

/** The ids of the registered games, in registry order (/game new's choices). */
export const GAME_IDS: readonly string[] = ids;

/** Every registered presentation, in registry order. */
export const PRESENTATIONS: readonly RegisteredPresentation[] = presentations;

export function gameModule(id: string): AnyGameModule | undefined {
  return games.find((g) => g.id === id)?.module;
}

/** The presentation of a game kind, or undefined for an unknown kind. */
export function presentationOf(id: string): RegisteredPresentation | undefined {
  return games.find((g) => g.id === id)?.presentation;
}

/**
 * Adds a game: the registry does, for each of Heliograph's, and a test may, for a game of its own
 * (tests/fixtures/third-game/), before commands/ is imported — /game new reads its choices and options,
 * and commands/index.ts its commands, when they load. A game's command may be another game's (the same
 * CommandSpec: games of one system share theirs), never another command of the same name.
 */
export function registerGame(game: GameDefinition): void {
  if (gameModule(game.id)) throw new Error(`registerGame: a game "${game.id}" is already registered`);
  const clash = game.commands.find((c) => commandClash(c));
  if (clash)
    throw new Error(
      `registerGame: ${game.id}'s /${clash.data.name} is not the /${clash.data.name} of ${commandClash(clash)}`,
    );
  games.push(game);
  ids.push(game.id);
  presentations.push(game.presentation);
  if (game.renderJobs) registerRenderJobs(game.renderJobs);
}

/** The game whose command of that name is another CommandSpec than `c`, if any. */
function commandClash(c: CommandSpec): string | undefined {
  return games.find((g) => g.commands.some((o) => o.data.name === c.data.name && o !== c))?.id;
}

/** The registered games' own commands, each once, in registry order. */
export function gameCommands(): CommandSpec[] {
  return [...new Set(games.flatMap((g) => g.commands))];
}
