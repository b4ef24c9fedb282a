-- PostgreSQL dialect of migrations/0007_clocks.sql: the next time-out of each game with a clock.
CREATE TABLE clocks (
  game_id  INTEGER PRIMARY KEY REFERENCES games (id),
  side     TEXT    NOT NULL,
  due      BIGINT  NOT NULL,                   -- epoch ms: beyond INTEGER's range
  head     INTEGER NOT NULL
);
