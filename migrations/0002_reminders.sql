-- The Discord adapter's own state (src/discord/): turn reminders and long button commands.
-- Kept in the database so a restart neither forgets a pending reminder nor breaks a button.

-- One pending reminder series per game channel: who is expected to act, and when to nudge them.
CREATE TABLE reminders (
  channel  TEXT    PRIMARY KEY,                -- Discord channel/thread id of the game
  game_id  INTEGER NOT NULL REFERENCES games (id),
  head     INTEGER NOT NULL,                   -- the game's event count when the series started
  users    TEXT    NOT NULL,                   -- JSON array of user ids to remind
  text     TEXT    NOT NULL,                   -- what is expected of them
  due      INTEGER NOT NULL,                   -- epoch ms of the next reminder
  sent     INTEGER NOT NULL DEFAULT 0          -- reminders already sent (at most 3)
);

-- Button / select-menu commands too long for a 100-character custom_id: the custom_id holds the row id.
CREATE TABLE button_commands (
  id       INTEGER PRIMARY KEY AUTOINCREMENT,
  users    TEXT    NOT NULL,                   -- comma-separated user ids the button is for ('' = anyone)
  channel  TEXT    NOT NULL,                   -- the game's channel ('' = the channel of the message)
  command  TEXT    NOT NULL,                   -- the console command line to run as the presser
  created  TEXT    NOT NULL
);
