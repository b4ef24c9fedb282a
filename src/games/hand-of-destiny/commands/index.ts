// The Hand of Destiny system's slash commands (rules 6-22): the sequence of play, movement and
// battle. Each scenario lists those it plays in its own commands (src/games/lettow-vorbeck/commands/);
// scenarios that list one share the same command.
export { battle } from './battle.ts';
export { breakoff } from './breakoff.ts';
export { card } from './card.ts';
export { loss } from './loss.ts';
export { move } from './move.ts';
export { orders } from './orders.ts';
export { phase } from './phase.ts';
export { pursue } from './pursue.ts';
export { retreat } from './retreat.ts';
