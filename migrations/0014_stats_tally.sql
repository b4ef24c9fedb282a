-- /stats me (Store.statsRecord) counts a user's games from this summary of stats_seats instead of
-- grouping every seat of theirs: one row per server, user, game kind, side, opponent, result and
-- ending, with how many seats have them. Kept in the same transaction as stats_seats by the stores
-- (putStatsSeats, clearStats) and copied by migrate-store; rebuild-stats gives the same rows. The
-- opponent is part of the key so that games against opted-out users can be left out by summing over
-- these few rows (a seat names one opponent, and a user's seats in one game name the same one).
CREATE TABLE stats_tally (
  guild    TEXT NOT NULL,
  user_id  TEXT NOT NULL,
  kind     TEXT NOT NULL,
  side     TEXT NOT NULL,
  opponent TEXT NOT NULL,
  outcome  REAL NOT NULL,
  ending   TEXT NOT NULL,
  games    INTEGER NOT NULL,         -- > 0: a row whose last seat goes is deleted
  PRIMARY KEY (guild, user_id, kind, side, opponent, outcome, ending)
) WITHOUT ROWID;

INSERT INTO stats_tally (guild, user_id, kind, side, opponent, outcome, ending, games)
  SELECT guild, user_id, kind, side, opponent, outcome, ending, COUNT(*) FROM stats_seats
  GROUP BY guild, user_id, kind, side, opponent, outcome, ending;
