// The games Heliograph runs, one line each: every game's folder exports its definition
// (src/games/<game>/game.ts, made by src/app/define-game.ts). The one shared file that names a game.
// The lookups are src/app/games.ts's, re-exported here so whatever reads them has the games registered.
import { hillOfDovesGame } from '../games/hill-of-doves/game.ts';
import { lettowVorbeckGame } from '../games/lettow-vorbeck/game.ts';
import { PRESENTATIONS, registerGame } from './games.ts';

registerGame(lettowVorbeckGame);
registerGame(hillOfDovesGame);

export { GAME_IDS, GAMES, PRESENTATIONS, gameCommands, gameModule, presentationOf, registerGame } from './games.ts';

/** The presentation used where no game is in play (/rules in an empty channel): the first game's. */
export const DEFAULT_PRESENTATION = PRESENTATIONS[0]!;
