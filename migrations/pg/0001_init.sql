-- PostgreSQL dialect of migrations/0001_init.sql (src/store/pg-migrate.ts): games, seats, the event
-- log and snapshots. Times stay ISO-8601 TEXT, as in SQLite, so both stores return the same rows.
CREATE TABLE games (
  id         SERIAL  PRIMARY KEY,
  kind       TEXT    NOT NULL,
  channel    TEXT    NOT NULL,
  status     TEXT    NOT NULL CHECK (status IN ('active', 'finished')),
  options    TEXT    NOT NULL,
  sandbox    INTEGER NOT NULL DEFAULT 0,
  seed       TEXT    NOT NULL,
  seed_hash  TEXT    NOT NULL,
  creator    TEXT    NOT NULL,
  created    TEXT    NOT NULL,
  ended      TEXT
);
CREATE INDEX games_by_channel ON games (channel, status);

CREATE TABLE seats (
  game_id   INTEGER NOT NULL REFERENCES games (id),
  side      TEXT    NOT NULL,
  user_id   TEXT    NOT NULL,
  user_name TEXT    NOT NULL,
  joined    TEXT    NOT NULL,
  PRIMARY KEY (game_id, side, user_id)
);

CREATE TABLE events (
  game_id INTEGER NOT NULL REFERENCES games (id),
  seq     INTEGER NOT NULL,
  type    TEXT    NOT NULL,
  data    TEXT    NOT NULL,
  actor   TEXT,
  time    TEXT    NOT NULL,
  UNIQUE (game_id, seq)
);

CREATE TABLE snapshots (
  game_id INTEGER NOT NULL REFERENCES games (id),
  seq     INTEGER NOT NULL,
  state   TEXT    NOT NULL,
  PRIMARY KEY (game_id, seq)
);
