// The application service: the one place where commands meet the store and the engine. GameService is
// what the transports, commands and tests hold; it is built in layers, one file per concern under
// service/, each using only the layers below it:
//   service/core.ts       the shared state: options, fold cache, chain points, the store
//   service/loading.ts    load a game: the fold, the first-load check, the chain of event hashes
//   service/acting.ts     act, /confirm, decide and append (retried on a lost race), what goes out after
//   service/lifecycle.ts  /game new, join, status, list, resign; views for a caller; start-up repair
//   service/undo.ts       take-backs: /undo last, /undo request, accept and decline
// (lifecycle and take-backs do not use each other; a class has one parent, so one sits on the other.)
import { GameUndo } from './service/undo.ts';

export type { LoadedGame, ServiceOptions } from './service/core.ts';

export class GameService extends GameUndo {}
