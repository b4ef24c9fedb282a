// Changing a game's log in a SQLite file behind Heliograph's back, as someone with the file could:
// an event edited, deleted, two swapped, one slipped in — with the hashes left as they were, or the
// chain recomputed after the change (a forger with the file also has the game's seed, so a forged
// chain is whole; the receipts players kept and check-games --deep are what catch it).
import type Database from 'better-sqlite3';
import { CHAIN_START, chainEvents, chainKey } from '../../src/store/chain.ts';

type Event = Record<string, unknown> & { type: string };

export function eventAt(db: Database.Database, game: number, seq: number): Event {
  const row = db
    .prepare<[number, number], { data: string }>('SELECT data FROM events WHERE game_id = ? AND seq = ?')
    .get(game, seq);
  if (!row) throw new Error(`game ${game} has no event ${seq}`);
  return JSON.parse(row.data) as Event;
}

/** The seqs of a game's events of a type, in order. */
export function seqsOf(db: Database.Database, game: number, type: string): number[] {
  return db
    .prepare<[number, string], { seq: number }>('SELECT seq FROM events WHERE game_id = ? AND type = ? ORDER BY seq')
    .all(game, type)
    .map((r) => r.seq);
}

export function editEvent(db: Database.Database, game: number, seq: number, change: (e: Event) => void): void {
  const e = eventAt(db, game, seq);
  change(e);
  db.prepare('UPDATE events SET type = ?, data = ? WHERE game_id = ? AND seq = ?').run(
    e.type,
    JSON.stringify(e),
    game,
    seq,
  );
}

/** Deletes event `seq`; with `renumber`, the later events move down one (no gap left). */
export function deleteEvent(db: Database.Database, game: number, seq: number, renumber: boolean): void {
  db.transaction(() => {
    db.prepare('DELETE FROM events WHERE game_id = ? AND seq = ?').run(game, seq);
    if (!renumber) return;
    // Two steps: UNIQUE(game_id, seq) is checked row by row.
    db.prepare('UPDATE events SET seq = -(seq - 1) WHERE game_id = ? AND seq > ?').run(game, seq);
    db.prepare('UPDATE events SET seq = -seq WHERE game_id = ? AND seq < 0').run(game);
  })();
}

/** Swaps the contents of events a and b (each keeps its number and hash). */
export function swapEvents(db: Database.Database, game: number, a: number, b: number): void {
  const ea = eventAt(db, game, a);
  const eb = eventAt(db, game, b);
  const set = db.prepare('UPDATE events SET type = ?, data = ? WHERE game_id = ? AND seq = ?');
  db.transaction(() => {
    set.run(eb.type, JSON.stringify(eb), game, a);
    set.run(ea.type, JSON.stringify(ea), game, b);
  })();
}

/** Slips `event` in as event `at`; the events from `at` on move up one. Its hash is the one `at` had. */
export function insertEvent(db: Database.Database, game: number, at: number, event: Event): void {
  db.transaction(() => {
    const old = db
      .prepare<[number, number], { hash: string | null; actor: string | null; time: string }>(
        'SELECT hash, actor, time FROM events WHERE game_id = ? AND seq = ?',
      )
      .get(game, at)!;
    db.prepare('UPDATE events SET seq = -(seq + 1) WHERE game_id = ? AND seq >= ?').run(game, at);
    db.prepare('UPDATE events SET seq = -seq WHERE game_id = ? AND seq < 0').run(game);
    db.prepare('INSERT INTO events (game_id, seq, type, data, actor, time, hash) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
      game,
      at,
      event.type,
      JSON.stringify(event),
      old.actor,
      old.time,
      old.hash,
    );
  })();
}

/** Appends `event` at the end of the log, with `hash` (none: a hand-written row). */
export function appendByHand(db: Database.Database, game: number, event: Event, hash: string | null = null): number {
  const head = db.prepare<[number], { n: number }>('SELECT MAX(seq) AS n FROM events WHERE game_id = ?').get(game)!.n;
  db.prepare(
    "INSERT INTO events (game_id, seq, type, data, actor, time, hash) VALUES (?, ?, ?, ?, 'forger', '2030-01-01T00:00:00.000Z', ?)",
  ).run(game, head + 1, event.type, JSON.stringify(event), hash);
  return head + 1;
}

/** Recomputes every hash of the game from its events as they now are: the chain is whole again. */
export function forgeChain(db: Database.Database, game: number): void {
  const seed = db.prepare<[number], { seed: string }>('SELECT seed FROM games WHERE id = ?').get(game)!.seed;
  const rows = db
    .prepare<[number], { seq: number; type: string; data: string }>(
      'SELECT seq, type, data FROM events WHERE game_id = ? ORDER BY seq',
    )
    .all(game);
  const hashes = chainEvents(chainKey(seed), game, CHAIN_START, rows);
  const set = db.prepare('UPDATE events SET hash = ? WHERE game_id = ? AND seq = ?');
  db.transaction(() => rows.forEach((r, i) => set.run(hashes[i], game, r.seq)))();
}
