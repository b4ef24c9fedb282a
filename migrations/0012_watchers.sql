-- Spectators of a game (/game watch, src/app/watchers.ts): not events (watching changes no rule, the fold
-- or the chain). A watcher gets the public view only; `ping` 1: a DM of each public hand-off post;
-- `seen` is the log's head at their last /recap (their next one starts there).
CREATE TABLE watchers (
  game_id    INTEGER NOT NULL REFERENCES games (id),
  user_id    TEXT    NOT NULL,
  user_name  TEXT    NOT NULL,
  ping       INTEGER NOT NULL DEFAULT 0,
  seen       INTEGER NOT NULL DEFAULT 0,
  since      TEXT    NOT NULL,
  PRIMARY KEY (game_id, user_id)
);
