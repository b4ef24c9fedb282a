-- The next time-out of each game with a clock (src/engine/clock.ts nextTimeout): what the bot watches
-- for, written in the same transaction as the events it follows from, so that a start (or a shard that
-- takes the game over) finds every pending time-out in one read, without folding a game.
-- A game without a row has no time-out pending (no clock, or none running now).
CREATE TABLE clocks (
  game_id  INTEGER PRIMARY KEY REFERENCES games (id),
  side     TEXT    NOT NULL,                   -- the side whose clock runs out first
  due      INTEGER NOT NULL,                   -- epoch ms when it runs out
  head     INTEGER NOT NULL                    -- the game's event count it was computed at
);
