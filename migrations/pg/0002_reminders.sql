-- PostgreSQL dialect of migrations/0002_reminders.sql: turn reminders and long button commands.
CREATE TABLE reminders (
  channel  TEXT    PRIMARY KEY,
  game_id  INTEGER NOT NULL REFERENCES games (id),
  head     INTEGER NOT NULL,
  users    TEXT    NOT NULL,
  text     TEXT    NOT NULL,
  due      BIGINT  NOT NULL,                   -- epoch ms: beyond INTEGER's range
  sent     INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE button_commands (
  id       SERIAL  PRIMARY KEY,
  users    TEXT    NOT NULL,
  channel  TEXT    NOT NULL,
  command  TEXT    NOT NULL,
  created  TEXT    NOT NULL
);
