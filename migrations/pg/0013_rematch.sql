-- PostgreSQL dialect of migrations/0013_rematch.sql: the players of a finished game who asked for its rematch.
CREATE TABLE rematch_requests (
  game_id  INTEGER NOT NULL REFERENCES games (id),
  user_id  TEXT    NOT NULL,
  created  TEXT    NOT NULL,
  PRIMARY KEY (game_id, user_id)
);
