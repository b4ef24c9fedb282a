-- PostgreSQL dialect of migrations/0011_notes.sql: players' notes on moments of a game.
CREATE TABLE notes (
  id         SERIAL  PRIMARY KEY,
  game_id    INTEGER NOT NULL REFERENCES games (id),
  seq        INTEGER NOT NULL,
  user_id    TEXT    NOT NULL,
  user_name  TEXT    NOT NULL,
  text       TEXT    NOT NULL,
  private    INTEGER NOT NULL DEFAULT 0,
  created    TEXT    NOT NULL
);
CREATE INDEX notes_by_game ON notes (game_id, seq);
