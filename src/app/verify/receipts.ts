// Receipts (docs/integrity.md): the head hash of a game's chain (src/store/chain.ts) is shown in
// /game status and posted, short, with every hand-off ("Your move: … (receipt 1a2b3c4d5e6f)"). Once
// the game ends its seed is revealed, and anyone can recompute the chain from the log: every receipt
// a player kept must be in it, at the point it was posted. The hand-offs are read from the log as the
// service posts them: after a command (its events share actor and time) that changes which sides the
// game waits for, while it has no result (and at the game's start, see handoffs()).
import { evolveFolded, initialFolded, resultOf } from '../../engine/kernel.ts';
import type { AnyGameModule } from '../../engine/types.ts';
import type { LoggedEvent } from '../../engine/verify.ts';
import { CHAIN_START, checkLinks, RECEIPT_LENGTH, type ChainBreak, type ChainPoint } from '../../store/chain.ts';

/** An event of an exported log, with its chain hash (absent from files exported before the chain). */
export type ChainedEvent = LoggedEvent & { hash?: string | null };

/** The chain recomputed from the log's own events (their JSON text, as the store keeps it), against the
 *  hashes the log holds. */
export function logChain(
  key: string,
  gameId: number,
  events: readonly ChainedEvent[],
): { head: ChainPoint; hashes: string[] } | { broken: ChainBreak } {
  const hashes: string[] = [];
  let at = CHAIN_START;
  for (const l of events) {
    const r = checkLinks(key, gameId, at, [
      { seq: l.seq, type: l.event.type, data: JSON.stringify(l.event), hash: l.hash ?? null },
    ]);
    if ('broken' in r) return r;
    at = r.head;
    hashes.push(at.hash);
  }
  return { head: at, hashes };
}

export interface Handoff {
  /** The last event of the command after which the game waited for `sides`. */
  seq: number;
  sides: string[];
  receipt: string;
}

const sidesOf = (module: AnyGameModule, game: unknown): string => {
  try {
    return module.expected(game).sides.join(' and ');
  } catch {
    return ''; // a module whose initial state expects nothing in particular
  }
};

/**
 * The hand-offs of a log, each with its receipt (`hashes[i]`: the chain hash after event i + 1): the
 * end of every command after which the game waits for other sides, and the game's start (the end of
 * its creation and of the command after it: the "Your move" of the join that fills the last seat).
 */
export function handoffs(module: AnyGameModule, events: readonly LoggedEvent[], hashes: readonly string[]): Handoff[] {
  const out: Handoff[] = [];
  let f = initialFolded(module);
  let before = sidesOf(module, f.game);
  let commands = 0;
  events.forEach((l, i) => {
    f = evolveFolded(module, f, l.event);
    const next = events[i + 1];
    if (next && next.actor === l.actor && next.time === l.time) return; // the same command goes on
    const now = sidesOf(module, f.game);
    if ((now !== before || ++commands <= 2) && now !== '' && resultOf(module, f) === null)
      out.push({ seq: l.seq, sides: now.split(' and '), receipt: hashes[i]! });
    before = now;
  });
  return out;
}

/** One line per hand-off: "event 41 → Allied: 1a2b3c4d5e6f (full hash)". */
export const handoffLines = (list: readonly Handoff[]): string[] =>
  list.map((h) => `event ${h.seq} → ${h.sides.join(' and ')}: ${h.receipt.slice(0, RECEIPT_LENGTH)} (${h.receipt})`);

/** Where a receipt a player kept stands in the recomputed chain: the event after which it is the hash. */
export function findReceipt(receipt: string, hashes: readonly string[]): number | null {
  const r = receipt.trim().toLowerCase();
  if (!/^[0-9a-f]{8,64}$/.test(r)) return null;
  const i = hashes.findIndex((h) => h.startsWith(r));
  return i < 0 ? null : i + 1;
}
