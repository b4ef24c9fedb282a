-- Integrity under several processes (docs/decisions/database-holds-the-invariants.md): the database, not a read
-- before a write, holds "one running game per channel" and "one player per side".

-- A database written before this migration may already hold two running games in one channel (two
-- concurrent /game new). Every command found the newest one; the older ones were unreachable and are
-- closed here so that the index below can be built.
UPDATE games SET status = 'finished', ended = COALESCE(ended, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
 WHERE status = 'active'
   AND EXISTS (SELECT 1 FROM games AS newer
                WHERE newer.channel = games.channel AND newer.status = 'active' AND newer.id > games.id);
CREATE UNIQUE INDEX games_one_running_per_channel ON games (channel) WHERE status = 'active';

-- A seat is a side's player (one per side) or a co-commander ('co': Hill of Doves /commander add,
-- any number). Older databases: the first seat of each side is its player, later ones (co-commanders,
-- or the second player of a race) become 'co' and keep acting as before.
ALTER TABLE seats ADD COLUMN role TEXT NOT NULL DEFAULT 'player' CHECK (role IN ('player', 'co'));
UPDATE seats SET role = 'co'
 WHERE EXISTS (SELECT 1 FROM seats AS first
                WHERE first.game_id = seats.game_id AND first.side = seats.side
                  AND (first.joined < seats.joined OR (first.joined = seats.joined AND first.rowid < seats.rowid)));
CREATE UNIQUE INDEX seats_one_player_per_side ON seats (game_id, side) WHERE role = 'player';
