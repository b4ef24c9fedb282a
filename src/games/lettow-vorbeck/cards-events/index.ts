// Card events (7.1.3, 8.0) outside the Battle Phase procedure, and the Battle-Phase helpers the
// battle rules read. Recruiting-Phase events live in recruiting/start.ts and placement.ts.
export { battleBonusApplies, breakoffByCard } from './battle.ts';
export { freeRail, lakeHops } from './march.ts';
export { FEVER, FEVER_KIND, feverTargets, immediateEvents } from './immediate.ts';
