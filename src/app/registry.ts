// The games Heliograph can run, by id, each with its presentation (src/engine/presentation.ts): the
// one place outside src/games that knows which games there are.
import type { GamePresentation } from '../engine/presentation.ts';
import type { AnyGameModule } from '../engine/types.ts';
import { lettowVorbeck } from '../games/lettow-vorbeck/index.ts';
import { lettowVorbeckPresentation } from '../games/lettow-vorbeck/presentation.ts';
import { hillOfDoves } from '../games/hill-of-doves/index.ts';
import { hillOfDovesPresentation } from '../games/hill-of-doves/presentation.ts';

const GAMES: readonly { module: AnyGameModule; presentation: GamePresentation }[] = [
  { module: lettowVorbeck, presentation: lettowVorbeckPresentation },
  { module: hillOfDoves as unknown as AnyGameModule, presentation: hillOfDovesPresentation },
];

export const GAME_IDS: readonly string[] = GAMES.map((g) => g.module.id);

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
export const PRESENTATIONS: readonly GamePresentation[] = GAMES.map((g) => g.presentation);
