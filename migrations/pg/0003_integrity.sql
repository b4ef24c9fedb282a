-- PostgreSQL dialect of migrations/0003_integrity.sql: the database holds "one running game per
-- channel" and "one player per side" (docs/decisions/database-holds-the-invariants.md). The repairs mirror
-- SQLite's for a database copied in before this version; ctid stands in for SQLite's rowid as the tie-break.
UPDATE games SET status = 'finished',
       ended = COALESCE(ended, to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
 WHERE status = 'active'
   AND EXISTS (SELECT 1 FROM games AS newer
                WHERE newer.channel = games.channel AND newer.status = 'active' AND newer.id > games.id);
CREATE UNIQUE INDEX games_one_running_per_channel ON games (channel) WHERE status = 'active';

ALTER TABLE seats ADD COLUMN role TEXT NOT NULL DEFAULT 'player' CHECK (role IN ('player', 'co'));
UPDATE seats SET role = 'co'
 WHERE EXISTS (SELECT 1 FROM seats AS first
                WHERE first.game_id = seats.game_id AND first.side = seats.side
                  AND (first.joined < seats.joined OR (first.joined = seats.joined AND first.ctid < seats.ctid)));
CREATE UNIQUE INDEX seats_one_player_per_side ON seats (game_id, side) WHERE role = 'player';
