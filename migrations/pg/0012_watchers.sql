-- PostgreSQL dialect of migrations/0012_watchers.sql: the spectators of a game.
CREATE TABLE watchers (
  game_id    INTEGER NOT NULL REFERENCES games (id),
  user_id    TEXT    NOT NULL,
  user_name  TEXT    NOT NULL,
  ping       INTEGER NOT NULL DEFAULT 0,
  seen       INTEGER NOT NULL DEFAULT 0,
  since      TEXT    NOT NULL,
  PRIMARY KEY (game_id, user_id)
);
