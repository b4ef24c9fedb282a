// The name Heliograph's own seat takes in a game (the bot opponent's user name), kept apart from
// opponent.ts so that code the games' commands import (commanders.ts) does not load the registry.
export const BOT_NAME = 'Heliograph';
