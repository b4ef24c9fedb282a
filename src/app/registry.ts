// The games Heliograph can run, by id, each with its presentation (src/engine/presentation.ts): the
// one place outside src/games that knows which games there are.
import type { GamePresentation } from '../engine/presentation.ts';
import type { AnyGameModule } from '../engine/types.ts';
import { lettowVorbeck } from '../games/lettow-vorbeck/index.ts';
import { lettowVorbeckPresentation } from '../games/lettow-vorbeck/presentation.ts';
import { hillOfDoves } from '../games/hill-of-doves/index.ts';
import { hillOfDovesPresentation } from '../games/hill-of-doves/presentation.ts';

interface RegisteredGame {
  module: AnyGameModule;
  presentation: GamePresentation;
}

const GAMES: RegisteredGame[] = [
  { module: lettowVorbeck, presentation: lettowVorbeckPresentation },
  { module: hillOfDoves as unknown as AnyGameModule, presentation: hillOfDovesPresentation },
];

// Kept in step with GAMES by registerGame (the same arrays, so a game added before the commands are
// loaded is in /game new's choices, /help and the start line).
const ids: string[] = GAMES.map((g) => g.module.id);
const presentations: GamePresentation[] = GAMES.map((g) => g.presentation);

export const GAME_IDS: readonly string[] = ids;

export function gameModule(id: string): AnyGameModule | undefined {
  return GAMES.find((g) => g.module.id === id)?.module;
}

/** The presentation of a game kind, or undefined for an unknown kind. */
export function presentationOf(id: string): GamePresentation | undefined {
  return GAMES.find((g) => g.module.id === id)?.presentation;
}

/** The presentation used where no game is in play (/rules in an empty channel): the first game's. */
export const DEFAULT_PRESENTATION: GamePresentation = GAMES[0]!.presentation;

/** Every registered presentation, in registry order. */
export const PRESENTATIONS: readonly GamePresentation[] = presentations;

/**
 * TEST SEAM (docs/decisions/a-game-brings-its-presentation.md): adds a game that is not one of Heliograph's, so
 * tests can prove that a game brings everything the transports need in its module and presentation
 * (tests/fixtures/third-game/). Nothing in src/ or commands/ calls it and no command or option reaches it:
 * players cannot add a game. Call it before commands/ is imported (tests import
 * tests/fixtures/third-game/register.ts first; a child process takes it with `node --import`): /game new reads
 * its choices once.
 */
export function registerGame(module: AnyGameModule, presentation: GamePresentation): void {
  if (presentation.id !== module.id)
    throw new Error(`registerGame: presentation "${presentation.id}" is not of module "${module.id}"`);
  if (gameModule(module.id)) throw new Error(`registerGame: a game "${module.id}" is already registered`);
  GAMES.push({ module, presentation });
  ids.push(module.id);
  presentations.push(presentation);
}
