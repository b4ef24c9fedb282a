// Hill of Doves (Godfrey Bailey, 2010): the First Boer War, 1881, solitaire. The player commands the
// British; the game runs the Boers, draws the laagers, turns the event cards and rolls every table.
import type { GameModule } from '../../engine/types.ts';
import type { HodAction } from './actions.ts';
import { tablesFor } from './data/revisions.ts';
import { decide } from './decide.ts';
import { undoable } from './undoable.ts';
import { describe } from './describe.ts';
import type { HodEvent } from './events.ts';
import { evolve } from './evolve.ts';
import { legalActions } from './legal.ts';
import { OPTION_SPECS, setupEvents } from './setup.ts';
import { initialState, SEATS, SIDES, type HodState } from './state.ts';
import { expected, summary } from './summary.ts';
import { view, type HodView } from './view.ts';
import { withFire } from './unit-label.ts';
import { RuleError } from '../../engine/rule-error.ts';

export const hillOfDoves: GameModule<HodState, HodEvent, HodAction, HodView> = {
  id: 'hill-of-doves',
  title: 'Hill of Doves: the First Boer War, 1881 (solitaire)',
  sides: SIDES,
  seats: SEATS,
  options: OPTION_SPECS,
  revision: 'hod-1', // release 0.1.0
  revisions: ['hod-1'],
  endRule: '1.5', // British Win War Segment (as decide() cites it)
  initial: initialState,
  setup: setupEvents,
  decide: (s, side, action, rng) => {
    try {
      return decide(s, side, action, rng);
    } catch (e) {
      // A refusal names each counter with its side and fire, as the choices do (the allowed list too).
      if (e instanceof RuleError && e.constructor === RuleError)
        throw new RuleError(
          e.rule,
          withFire(e.message, s.units),
          e.allowed.map((a) => withFire(a, s.units)),
        );
      throw e;
    }
  },
  evolve,
  actions: legalActions,
  view,
  // Every company and reserve a player reads of comes with its side and fire (unit-label.ts): in choices,
  // refusals and the log. A log line gives the side before its event; a line that turns a counter says
  // so after an arrow ("COY-58-A (full strength, fire 6) → reduced, fire 3").
  summary: (v) => withFire(summary(v), v.units),
  describe: (e, viewer, before) => {
    const line = describe(e, viewer, before);
    return line ? withFire(line, before.units) : line;
  },
  expected: (s) => {
    const x = expected(s);
    return { ...x, text: withFire(x.text, s.units) };
  },
  result: (s) => s.result,
  isSandbox: (s) => s.sandbox,
  undoable,
  // A game made before v2 has no components field in its setup event: it is v1, whatever today's default.
  optionsInEffect: (s) => ({ components: tablesFor(s).revision }),
};
