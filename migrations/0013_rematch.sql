-- Rematch requests (/game rematch, src/app/rematch.ts): the players of a finished game who asked for its
-- rematch, kept until the last of them asks and the rematch starts, so that a restart of the bot
-- between two presses of the button loses nothing. Not events: the game's log and chain are untouched.
-- And an index for /stats me (below).
CREATE TABLE rematch_requests (
  game_id  INTEGER NOT NULL REFERENCES games (id),
  user_id  TEXT    NOT NULL,
  created  TEXT    NOT NULL,
  PRIMARY KEY (game_id, user_id)
);

-- /stats me (Store.statsRecord): a user's last games of a kind, newest first, read from the index
-- (their last dice luck) instead of sorting every seat of theirs on the server.
CREATE INDEX stats_seats_by_user_kind ON stats_seats (guild, user_id, kind, ended, game_id);
