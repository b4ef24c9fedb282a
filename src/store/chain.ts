// The tamper-evident log: every event carries a hash that chains it to the one before, so an event
// changed, removed, reordered or slipped in after the fact breaks the chain at that event.
//
//   hash(n) = SHA-256 of the JSON text  ["<key>",<game id>,<n>,"<type>",<data>,"<hash(n-1)>"]
//             (hash(0) = '')
//
// One event has one such text: the key and hashes are hex, the ids integers, the type a JSON string,
// and <data> is the event's JSON text exactly as both stores keep it (TEXT, byte for byte) — written
// in as it is, neither parsed nor escaped, so checking a link costs one SHA-256 and no JSON work (the
// text is still unambiguous: <data> is what lies between the type's string and the fixed tail).
// `key` is derived from the game's secret seed: the head hash is shown to players as a receipt while
// the game runs, and an unkeyed hash would let an opponent test guesses of hidden events (which
// units moved, which card was drawn) against it. The seed is revealed at the end (DESIGN.md "Dice
// you can trust"), and from then on anyone can recompute the chain.
import * as crypto from 'node:crypto';

/** The hash before the first event. */
export const GENESIS = '';

/** Receipts shown in hand-offs: the first 12 hex digits of the head hash (48 bits: no collision by chance). */
export const RECEIPT_LENGTH = 12;

/** SHA-256 in hex, one call (crypto.hash: Node ≥ 20.12; createHash before). */
const sha256Hex: (text: string) => string =
  typeof crypto.hash === 'function'
    ? (text) => crypto.hash('sha256', text, 'hex')
    : (text) => crypto.createHash('sha256').update(text).digest('hex');

/** The chain key of a game: derived from its seed, never the seed itself. */
export const chainKey = (seed: string): string => sha256Hex(`heliograph-chain/1:${seed}`);

/** The hash of event `seq` of a game, given the hash of the event before it. */
export function eventHash(key: string, gameId: number, seq: number, type: string, data: string, prev: string): string {
  return sha256Hex(`["${key}",${gameId},${seq},${JSON.stringify(type)},${data},"${prev}"]`);
}

/** The hash of a link of one game: eventHash with the key and game id given. */
export type LinkHash = (seq: number, type: string, data: string, prev: string) => string;

/** eventHash for one game, for many links: the same text, its fixed head and each type's JSON made once. */
export function linkHasher(key: string, gameId: number): LinkHash {
  const head = `["${key}",${gameId},`;
  // A check or append sees a handful of event types: JSON.stringify once each, not once per event.
  const quoted = new Map<string, string>();
  return (seq, type, data, prev) => {
    let q = quoted.get(type);
    if (q === undefined) quoted.set(type, (q = JSON.stringify(type)));
    return sha256Hex(head + seq + ',' + q + ',' + data + ',"' + prev + '"]');
  };
}

/** The short form of a head hash, as posted in hand-offs. */
export const shortReceipt = (hash: string): string => hash.slice(0, RECEIPT_LENGTH);

/** A point of the chain: the hash after `seq` events. */
export interface ChainPoint {
  seq: number;
  hash: string;
}

export const CHAIN_START: ChainPoint = { seq: 0, hash: GENESIS };

/** What a link check reads of an event row. */
export interface ChainLink {
  seq: number;
  type: string;
  data: string;
  hash: string | null;
}

/** Where and why a chain breaks: the first event that does not hold. */
export interface ChainBreak {
  seq: number;
  why: string;
}

/** What a chain check finds: the head it reached, or the first event that does not hold. */
export type ChainCheck = { head: ChainPoint } | { broken: ChainBreak };

/** Where a link whose number is not the next one (`seq` + 1) breaks the chain. */
function outOfOrder(seq: number, found: number): ChainCheck {
  return {
    broken: {
      seq: seq + 1,
      why:
        found > seq + 1
          ? `event ${seq + 1} is missing (the log goes from event ${seq} to event ${found})`
          : `event ${found} comes again after event ${seq}`,
    },
  };
}

const noHash = (seq: number): ChainCheck => ({ broken: { seq, why: `event ${seq} has no hash` } });

const mismatch = (seq: number, type: string): ChainCheck => ({
  broken: {
    seq,
    why: `event ${seq} (${type}) does not match its hash: it, or the hash of the event before it, was changed`,
  },
});

/**
 * Checks `links` (in seq order) continue the chain from `from`: consecutive numbers, each stored hash
 * the hash of its own content and the hash before it. Returns the new head, or the first break.
 */
export function checkLinks(key: string, gameId: number, from: ChainPoint, links: Iterable<ChainLink>): ChainCheck {
  const hash = linkHasher(key, gameId);
  let seq = from.seq;
  let prev = from.hash;
  for (const l of links) {
    if (l.seq !== seq + 1) return outOfOrder(seq, l.seq);
    seq = l.seq;
    if (l.hash === null) return noHash(seq);
    if (hash(seq, l.type, l.data, prev) !== l.hash) return mismatch(seq, l.type);
    prev = l.hash;
  }
  return { head: { seq, hash: prev } };
}

/** A link as a store reads it in bulk: [seq, type, data, hash] (rows as arrays: no object per event). */
export type LinkRow = readonly [seq: number, type: string, data: string, hash: string | null];

/** checkLinks over rows[start..] read as arrays: the same checks and the same break, for the long checks. */
export function checkRows(
  key: string,
  gameId: number,
  from: ChainPoint,
  rows: readonly LinkRow[],
  start = 0,
): ChainCheck {
  const hash = linkHasher(key, gameId);
  let seq = from.seq;
  let prev = from.hash;
  for (let i = start; i < rows.length; i++) {
    const [n, type, data, stored] = rows[i]!;
    if (n !== seq + 1) return outOfOrder(seq, n);
    seq = n;
    if (stored === null) return noHash(seq);
    if (hash(seq, type, data, prev) !== stored) return mismatch(seq, type);
    prev = stored;
  }
  return { head: { seq, hash: prev } };
}

/** The hashes of new events appended after `from` (what a store writes, and what a writer expects it to). */
export function chainEvents(
  key: string,
  gameId: number,
  from: ChainPoint,
  events: readonly { type: string; data: string }[],
): string[] {
  const hash = linkHasher(key, gameId);
  let prev = from.hash;
  return events.map((e, i) => (prev = hash(from.seq + i + 1, e.type, e.data, prev)));
}
