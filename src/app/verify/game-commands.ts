// /game verify and /game export (docs/decisions/verifiable-dice.md): the channel's game, or its last finished
// one, or the game `id:` of this channel (a game of another channel is not shown: it may be another server's).
import { ephemeralOut, publicOut, type Caller, type Output } from '../outputs.ts';
import type { GameService, LoadedGame } from '../service.ts';
import { UserError } from '../user-error.ts';
import { checkLog, gameLog, logFileText } from './log-file.ts';

/** After the end: the seed against its commitment, then every die and draw recomputed from it. */
async function gameOf(app: GameService, caller: Caller, id: number | undefined): Promise<LoadedGame> {
  if (id === undefined) return app.currentOrLastGame(caller.channel);
  const row = await app.store.game(id);
  if (!row || row.channel !== caller.channel)
    throw new UserError(`There is no game #${id} in this channel; /game status shows this channel's game.`);
  return app.load(row);
}

export async function verifyGame(app: GameService, caller: Caller, id?: number): Promise<Output[]> {
  const g = await gameOf(app, caller, id);
  if (g.row.status !== 'finished')
    throw new UserError(
      `Game #${g.row.id} is still running: its seed stays secret until the game ends (only its SHA-256 commitment ${g.row.seed_hash} is known), so its rolls can be verified then with /game verify.`,
    );
  const check = checkLog(await gameLog(app.store, g.row));
  return [publicOut(`Game #${g.row.id}: ${check.text}`)];
}

/** The log as a JSON file: a finished game, or a sandbox game at any time (it hides nothing). */
export async function exportGame(app: GameService, caller: Caller, id?: number): Promise<Output[]> {
  const g = await gameOf(app, caller, id);
  const sandbox = g.row.sandbox === 1;
  if (g.row.status !== 'finished' && !sandbox)
    throw new UserError(
      `Game #${g.row.id} is still running: its log holds what each side may not see of the other, so it is exported only once the game ends (sandbox games at any time).`,
    );
  const log = await gameLog(app.store, g.row);
  const name = `heliograph-game-${g.row.id}.json`;
  const seed =
    log.game.seed === null
      ? ' The seed stays secret until the game ends, so the file cannot yet be checked.'
      : ` Check it offline with npm run verify -- ${name}.`;
  return [
    ephemeralOut(caller.user, `Game #${g.row.id}: its log of ${log.events.length} events.${seed}`, {
      files: [{ name, data: Buffer.from(logFileText(log)) }],
    }),
  ];
}
