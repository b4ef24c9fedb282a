-- PostgreSQL dialect of migrations/0008_settings.sql: per-user settings, and reminder series' start.
CREATE TABLE user_settings (
  user_id  TEXT NOT NULL,
  key      TEXT NOT NULL,
  value    TEXT NOT NULL,
  updated  TEXT NOT NULL,
  PRIMARY KEY (user_id, key)
);
CREATE INDEX user_settings_by_key ON user_settings (key, value);
CREATE INDEX seats_by_user ON seats (user_id);

ALTER TABLE reminders ADD COLUMN since BIGINT NOT NULL DEFAULT 0;  -- epoch ms: beyond INTEGER's range
ALTER TABLE reminders ADD COLUMN held INTEGER NOT NULL DEFAULT 0;
