-- Statistics, a projection of the event logs (src/app/stats/): kept when a game ends and rebuilt from
-- nothing by `npm run rebuild-stats`, to the same rows. stats_seats: one row per seated player of a
-- finished game (its result, how it ended, the player's dice luck); stats_ratings: the Glicko-2 rating
-- of each subject (a player, a bot level, a solitaire set-up) per server, game, pool and side.
CREATE TABLE stats_seats (
  game_id   INTEGER NOT NULL,
  guild     TEXT NOT NULL,          -- '' for console and DM games
  kind      TEXT NOT NULL,
  setup     TEXT NOT NULL,
  ended     TEXT NOT NULL,
  side      TEXT NOT NULL,
  user_id   TEXT NOT NULL,
  user_name TEXT NOT NULL,
  opponent  TEXT NOT NULL,          -- 'user:<id>', 'bot:<level>' or 'setup:<setup>' (solitaire)
  outcome   REAL NOT NULL,          -- 1 win, 0.5 draw, 0 loss
  ending    TEXT NOT NULL,          -- 'condition', 'resignation', 'time' or another kind
  luck      REAL,                   -- percentile of the player's dice total; NULL without dice
  dice      INTEGER NOT NULL,
  PRIMARY KEY (game_id, side, user_id)
);
CREATE INDEX stats_seats_by_user ON stats_seats (guild, user_id);
CREATE INDEX stats_seats_by_kind ON stats_seats (guild, kind);

CREATE TABLE stats_ratings (
  guild   TEXT NOT NULL,
  kind    TEXT NOT NULL,
  pool    TEXT NOT NULL,            -- 'players', 'bot' (games against Heliograph) or 'solitaire'
  side    TEXT NOT NULL,
  subject TEXT NOT NULL,            -- 'user:<id>', 'bot:<level>' or 'setup:<setup>'
  name    TEXT NOT NULL,
  rating  REAL NOT NULL,
  rd      REAL NOT NULL,
  vol     REAL NOT NULL,
  games   INTEGER NOT NULL,
  PRIMARY KEY (guild, kind, pool, side, subject)
);
