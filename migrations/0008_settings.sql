-- Per-user settings (/settings, src/app/settings.ts): private, remembered across games. One row per user
-- and setting (key/value), so that a later setting is a new key, not a new column.
CREATE TABLE user_settings (
  user_id  TEXT NOT NULL,                      -- Discord user id (or console name)
  key      TEXT NOT NULL,                      -- 'tz', 'sleep', 'digest', 'palette', …
  value    TEXT NOT NULL,
  updated  TEXT NOT NULL,
  PRIMARY KEY (user_id, key)
);
-- The daily digest finds its users by setting.
CREATE INDEX user_settings_by_key ON user_settings (key, value);
-- /games mine: the running games a user is seated in.
CREATE INDEX seats_by_user ON seats (user_id);

-- Reminder series (src/discord/reminders.ts): when the wait began (reminders come sooner as it grows)
-- and whether the hand-off ping itself waited for the player's waking hours (sent by the next run).
-- 0 in rows written before: the series is taken as starting one interval before its next reminder.
ALTER TABLE reminders ADD COLUMN since INTEGER NOT NULL DEFAULT 0;
ALTER TABLE reminders ADD COLUMN held INTEGER NOT NULL DEFAULT 0;
