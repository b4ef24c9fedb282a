// The code step of migration 0006 (migrations/0006_chain.sql, both dialects): the events stored before
// it gain their hashes, computed game by game from their own content in seq order (src/store/chain.ts),
// inside the migration's transaction. The events themselves are not touched, so every game folds
// exactly as before (npm run check-games on tests/fixtures/release-0.1.db).
import type Database from 'better-sqlite3';
import type pg from 'pg';
import { CHAIN_START, chainEvents, chainKey } from './chain.ts';

export const CHAIN_MIGRATION = 6;

export function backfillChainSqlite(db: Database.Database): void {
  const games = db.prepare<[], { id: number; seed: string }>('SELECT id, seed FROM games ORDER BY id').all();
  const events = db.prepare<[number], { seq: number; type: string; data: string }>(
    'SELECT seq, type, data FROM events WHERE game_id = ? ORDER BY seq',
  );
  const set = db.prepare('UPDATE events SET hash = ? WHERE game_id = ? AND seq = ?');
  for (const g of games) {
    const rows = events.all(g.id);
    // Chained as numbered 1..n: a log with a gap (never written by Heliograph) then breaks at the gap.
    const hashes = chainEvents(chainKey(g.seed), g.id, CHAIN_START, rows);
    rows.forEach((r, i) => set.run(r.seq === i + 1 ? hashes[i] : null, g.id, r.seq));
  }
}

export async function backfillChainPg(client: pg.PoolClient): Promise<void> {
  const games = (await client.query<{ id: number; seed: string }>('SELECT id, seed FROM games ORDER BY id')).rows;
  for (const g of games) {
    const rows = (
      await client.query<{ seq: number; type: string; data: string }>(
        'SELECT seq, type, data FROM events WHERE game_id = $1 ORDER BY seq',
        [g.id],
      )
    ).rows;
    if (rows.length === 0) continue;
    const hashes = chainEvents(chainKey(g.seed), g.id, CHAIN_START, rows);
    await client.query(
      `UPDATE events AS e SET hash = v.hash FROM unnest($2::integer[], $3::text[]) AS v (seq, hash)
        WHERE e.game_id = $1 AND e.seq = v.seq`,
      [g.id, rows.map((r) => r.seq), rows.map((r, i) => (r.seq === i + 1 ? hashes[i] : null))],
    );
  }
}
