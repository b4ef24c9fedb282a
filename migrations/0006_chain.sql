-- The tamper-evident log (src/store/chain.ts, docs/integrity.md). Each event carries a hash chaining
-- it to the one before; the hashes of the events already stored are computed, game by game, by this
-- migration's code step (src/store/chain-migration.ts) in the same transaction.
ALTER TABLE events ADD COLUMN hash TEXT;

-- The command each append came from, beside the events it wrote (first_seq..last_seq): the side that
-- acted and the action as JSON (src/engine/command-record.ts), so that npm run check-games -- --deep
-- can decide every command again and compare the events. Games played before this table have none.
-- WITHOUT ROWID: one b-tree, not a table and its key's index, so an append writes fewer pages.
CREATE TABLE commands (
  game_id   INTEGER NOT NULL REFERENCES games (id),
  first_seq INTEGER NOT NULL,
  last_seq  INTEGER NOT NULL,
  side      TEXT,                              -- NULL: no side acted (creation, forced steps)
  action    TEXT    NOT NULL,                  -- the command record as JSON
  PRIMARY KEY (game_id, first_seq)
) WITHOUT ROWID;
