-- PostgreSQL dialect of migrations/0005_guild.sql: the Discord server a game was created in.
ALTER TABLE games ADD COLUMN guild TEXT;
CREATE INDEX games_by_guild ON games (guild, status);
