// /game verify and /game export (docs/decisions/verifiable-dice.md): the channel's game, or its last finished
// one, or the game `id:` of this channel (a game of another channel is not shown: it may be another server's).
// /game verify receipt:… looks a receipt a player kept up in the chain (receipts.ts), also while the
// game runs (the bot alone holds the seed then).
import { ephemeralOut, publicOut, type Caller, type Output } from '../outputs.ts';
import type { GameService, LoadedGame } from '../service.ts';
import { UserError } from '../user-error.ts';
import type { GameEvent } from '../../engine/types.ts';
import { chainKey } from '../../store/chain.ts';
import { checkLog, gameLog, logFileText } from './log-file.ts';
import { findReceipt, handoffLines, logChain } from './receipts.ts';

/** After the end: the seed against its commitment, then every die and draw recomputed from it. */
async function gameOf(app: GameService, caller: Caller, id: number | undefined): Promise<LoadedGame> {
  if (id === undefined) return app.currentOrLastGame(caller.channel);
  const row = await app.store.game(id);
  if (!row || row.channel !== caller.channel)
    throw new UserError(`There is no game #${id} in this channel; /game status shows this channel's game.`);
  return app.load(row);
}

export async function verifyGame(app: GameService, caller: Caller, id?: number, receipt?: string): Promise<Output[]> {
  const g = await gameOf(app, caller, id);
  if (g.row.status !== 'finished') {
    if (receipt !== undefined) return [ephemeralOut(caller.user, await receiptWhileRunning(app, g, receipt))];
    throw new UserError(
      `Game #${g.row.id} is still running: its seed stays secret until the game ends (only its SHA-256 commitment ${g.row.seed_hash} is known), so its rolls can be verified then with /game verify.`,
    );
  }
  const check = checkLog(await gameLog(app.store, g.row));
  const lines = [`Game #${g.row.id}: ${check.text}`];
  if (receipt !== undefined) lines.push(receiptLine(receipt, check.chain?.hashes));
  // Every hand-off with its receipt, as a file: a long game has hundreds.
  const list = check.chain?.handoffs ?? [];
  const files = list.length
    ? [
        {
          name: `heliograph-game-${g.row.id}-receipts.txt`,
          data: Buffer.from(
            `Game #${g.row.id} (${g.module.title}): the receipt posted with each hand-off, recomputed from the log\n${handoffLines(list).join('\n')}\n`,
          ),
        },
      ]
    : [];
  return [publicOut(lines.join('\n'), files.length ? { files } : {})];
}

/** What a kept receipt says of the log: the event after which it is the chain's hash, or that it is not in it. */
function receiptLine(receipt: string, hashes: readonly string[] | undefined): string {
  const r = receipt.trim();
  if (!/^[0-9a-fA-F]{8,64}$/.test(r))
    return `Receipt "${r.slice(0, 64)}" is not a receipt: a receipt is 8 to 64 hexadecimal digits (a hand-off shows 12).`;
  if (!hashes) return `Receipt ${r}: this log has no chain of hashes to look it up in.`;
  const at = findReceipt(r, hashes);
  return at === null
    ? `Receipt ${r} is NOT in this game's chain: the log was changed after you were given it (or it is a receipt of another game).`
    : `Receipt ${r} is in the chain: the hash after event #${at}. The log up to there is the one you were shown.`;
}

/** A running game's seed is secret, so only the bot can recompute its chain: it looks the receipt up in it. */
async function receiptWhileRunning(app: GameService, g: LoadedGame, receipt: string): Promise<string> {
  const key = chainKey(g.row.seed);
  const chain = logChain(
    key,
    g.row.id,
    (await app.store.eventsBetween(g.row.id, 0, g.folded.seq)).map((r) => ({
      seq: r.seq,
      actor: r.actor,
      time: r.time,
      event: JSON.parse(r.data) as GameEvent,
      hash: r.hash,
    })),
  );
  if ('broken' in chain)
    return `Game #${g.row.id}: the chain of event hashes breaks at event #${chain.broken.seq}; the operator can restore the game from a backup.`;
  return `Game #${g.row.id} (running): ${receiptLine(receipt, chain.hashes)}`;
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
