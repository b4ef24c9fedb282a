-- PostgreSQL dialect of migrations/0006_chain.sql: each event's hash chaining it to the one before
-- (filled for stored events by the code step, src/store/chain-migration.ts), and the commands table.
ALTER TABLE events ADD COLUMN hash TEXT;

CREATE TABLE commands (
  game_id   INTEGER NOT NULL REFERENCES games (id),
  first_seq INTEGER NOT NULL,
  last_seq  INTEGER NOT NULL,
  side      TEXT,
  action    TEXT    NOT NULL,
  PRIMARY KEY (game_id, first_seq)
);
