-- Players' notes on moments of a game (/note, src/app/notes.ts): not events (they never change the fold
-- or the chain), each pinned to the log's head when written. Private to the author while the game runs;
-- after the end shown in the replay and /log unless the author kept it private.
CREATE TABLE notes (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  game_id    INTEGER NOT NULL REFERENCES games (id),
  seq        INTEGER NOT NULL,                 -- the log's head when written (the moment noted)
  user_id    TEXT    NOT NULL,
  user_name  TEXT    NOT NULL,
  text       TEXT    NOT NULL,
  private    INTEGER NOT NULL DEFAULT 0,       -- 1: never shown to anyone but the author
  created    TEXT    NOT NULL
);
CREATE INDEX notes_by_game ON notes (game_id, seq);
