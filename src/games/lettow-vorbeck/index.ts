// Lettow-Vorbeck: East Africa 1914-18, a scenario of the Hand of Destiny system (rules 23-30 on
// top of the system rules 1-22). The game module the application runs.
// scenario.ts gives the data in the system's terms (LV_SCENARIO) and the hooks of 23-30; the system
// rules it runs on live in ../hand-of-destiny/: the stack check and path of a move (11.A-E, 12.4:
// movement/decide.ts, with this scenario's allowance and 29.B hooks) and the path walker (11, 12.1-12.3),
// occupation (9), the whole battle procedure (13-20: battle/, with this scenario's hooks for 24.4 air
// support, the card Battle Bonus, the TEC modifiers, breakoff, pursuit and retreat limits, Major Battle
// recruits), supply (21), the card decks (7.A-7.2) and the sequence of play with the end of a phase and
// the 5.0 victory check (6.2: sequence.ts, given this scenario's events and hooks by ./sequence.ts).
import type { GameModule } from '../../engine/types.ts';
import type { LvAction } from './actions.ts';
import { decide } from './decide.ts';
import { describe } from './describe.ts';
import type { LvEvent } from './events.ts';
import { evolve } from './evolve.ts';
import { actionGroups, legalActions } from './legal.ts';
import { forcedAction } from './forced.ts';
import { undoable } from './undoable.ts';
import { OPTION_SPECS, parseOptions } from './options.ts';
import { setupEvents } from './setup.ts';
import { initialState, SIDES, type LvState } from './state.ts';
import { expected, summary } from './summary.ts';
import { view, type LvView } from './view.ts';
import { withStrengths } from './data/unit-label.ts';

export const lettowVorbeck: GameModule<LvState, LvEvent, LvAction, LvView> = {
  id: 'lettow-vorbeck',
  title: 'Lettow-Vorbeck: East Africa 1914-18',
  sides: SIDES,
  seats: SIDES,
  options: OPTION_SPECS,
  revision: 'lv-1', // release 0.1.0
  revisions: ['lv-1'],
  endRule: '26.0', // Victory
  initial: initialState,
  setup: (raw, rng) => setupEvents(parseOptions(raw), rng),
  decide,
  evolve,
  actions: legalActions,
  actionGroups,
  view,
  // Every unit id a player reads comes with its type and strength (data/unit-label.ts).
  summary: (v) => withStrengths(summary(v)),
  describe: (e, viewer, before) => {
    const line = describe(e, viewer, before);
    return line ? withStrengths(line) : line; // undefined for a kernel event: the app words those (kernelLine)
  },
  expected: (s) => {
    const x = expected(s);
    return { ...x, text: withStrengths(x.text) };
  },
  result: (s) => s.result,
  isSandbox: (s) => s.options.sandbox,
  forced: forcedAction,
  undoable,
};
