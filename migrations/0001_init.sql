-- Games, seats, the event log and snapshots (docs/architecture.md, "The store").
CREATE TABLE games (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  kind       TEXT    NOT NULL,                 -- game module id, e.g. 'lettow-vorbeck'
  channel    TEXT    NOT NULL,                 -- Discord channel/thread id, or a console channel name
  status     TEXT    NOT NULL CHECK (status IN ('active', 'finished')),
  options    TEXT    NOT NULL,                 -- JSON of the options chosen at /game new
  sandbox    INTEGER NOT NULL DEFAULT 0,
  seed       TEXT    NOT NULL,                 -- secret until the game ends
  seed_hash  TEXT    NOT NULL,                 -- SHA-256 of the seed, shown at creation
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
  seq     INTEGER NOT NULL,                    -- 1, 2, 3 ... within the game
  type    TEXT    NOT NULL,
  data    TEXT    NOT NULL,                    -- the event as JSON (type included)
  actor   TEXT,                                -- user id, or NULL for the game itself
  time    TEXT    NOT NULL,
  UNIQUE (game_id, seq)
);

CREATE TABLE snapshots (
  game_id INTEGER NOT NULL REFERENCES games (id),
  seq     INTEGER NOT NULL,                    -- the state after this many events
  state   TEXT    NOT NULL,                    -- the folded state as JSON
  PRIMARY KEY (game_id, seq)
);
