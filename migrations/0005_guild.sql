-- The Discord server (guild) a game was created in, so /game list shows the games of the server it is
-- asked in. NULL: a console game, a game created in a DM, or one created before this column.
ALTER TABLE games ADD COLUMN guild TEXT;
CREATE INDEX games_by_guild ON games (guild, status);
