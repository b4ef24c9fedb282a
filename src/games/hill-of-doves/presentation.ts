// Hill of Doves' presentation (src/engine/presentation.ts): its booklet, rulings, tables and event
// cards for /rules (presentation/rules.ts), the careful player's advice for /hint
// (presentation/advisor.ts), its own commands for /help, and the sheet of render/ for
// /replay, the DMs and /stacks — always the British view (the laagers cup and the deck as counts),
// never the referee's, even once the war ends or in a sandbox — and for /map (the public view); the
// pictures of each assault and ambush after a battle card.
import type { GamePresentation } from '../../engine/presentation.ts';
import { drawHodGif, drawHodMap, drawHodRecap } from './render/in-pool.ts';
import type { Viewer } from '../../engine/types.ts';
import { HOD_DRAWS } from './presentation/draws.ts';
import { hodPicturesAfterInPool } from './presentation/pictures.ts';
import { HOD_ADVISOR } from './presentation/advisor.ts';
import { HOD_RULES } from './presentation/rules.ts';
import { hodStackList } from './presentation/stack-list.ts';
import { hodPictureText, hodRecapFacts, hodTallies } from './presentation/recap.ts';
import type { HodView } from './view.ts';
import type { HodState } from './state.ts';
import { HOD_BUTTONS_MAX, hodDecision, hodPages } from './buttons.ts';
import { withFire } from './unit-label.ts';

const label = (v: Viewer): string =>
  v.kind === 'public'
    ? 'Public view (laagers cup and deck as counts)'
    : 'British view (laagers cup and deck as counts)';

const WEEKDAY = /^(\w+) (\d{4})-(\d\d)-(\d\d)$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Tue 25 Jan" from the view's date ("Tuesday 1881-01-25"), or the date as given. */
function shortDate(date: string): string {
  const m = WEEKDAY.exec(date);
  if (!m) return date;
  return `${m[1]!.slice(0, 3)} ${Number(m[4])} ${MONTHS[Number(m[3]) - 1] ?? m[3]}`;
}

export const hillOfDovesPresentation: GamePresentation<HodState, HodView> = {
  decision: (state, at, page) => hodDecision(state, at, page),
  choicePages: (actions) => hodPages(actions, HOD_BUTTONS_MAX),
  choiceName: (value, state) => withFire(value, state.units), // "COY-58-A (full strength, fire 6)"
  // Take-backs (./undoable.ts): the British player's own decisions since the last draw or roll; the
  // game is solitaire, so nothing else is taken back, with or without consent.
  undo: {
    never:
      'was not a British decision (a card or counter drawn, a die rolled, the Boers or the day moving on): Hill of Doves takes back only your own decisions since the last draw or roll',
    consent:
      'passed a step by itself or used dice: Hill of Doves takes back only your own decisions since the last draw or roll, and, solitaire, has no opponent to consent',
    others: 'The co-commander who gave it may take it back with /undo last.',
  },
  help: 'The game runs the Boers and stops at each British decision: /hod options lists the choices (continue always takes the passive one), /hod orders sets standing orders (/rules table:orders says how each picks); each prompt says what the camp’s supplies will pay; /hint gives the careful player’s advice. The booklet, every table and event card: /rules (e.g. /rules table:3.6, /rules card:EV-23). How to play: docs/playing-hill-of-doves.md.',
  rules: HOD_RULES,
  advisor: HOD_ADVISOR,
  replay: {
    png: (view, viewer) => drawHodMap(view, label(viewer)),
    gif: (views, total, viewer, { progress, ...opts }) => drawHodGif(views, total, label(viewer), opts, progress),
    caption: (view) => `${view.date} (${view.step === 'setup' && view.week > 0 ? 'standing orders' : view.step})`,
    jumpPoint: (view) => {
      if (view.week === 0) return null;
      const group = `Week ${view.week}`;
      return { group, label: view.day === 0 ? `${group}, Strategic Phase` : `${group}, ${shortDate(view.date)}` };
    },
    refereeDrawnAs: 'British',
  },
  draws: HOD_DRAWS,
  picturesAfter: { after: ['combat.ended'], draw: hodPicturesAfterInPool },
  sidePicture: (view, opts) => drawHodMap(view, label({ kind: 'side', side: 'British' }), opts?.palette),
  map: {
    png: (view, opts) => drawHodMap(view, label({ kind: 'public' }), opts?.palette, opts?.lastMove),
    caption: (view) => `Hill of Doves, ${view.date}: public sheet (laagers cup and deck as counts).`,
  },
  stacks: {
    viewer: () => ({ kind: 'side', side: 'British' }),
    // The British view hides nothing the public one shows (solitaire: the cup and the deck are counts for
    // everyone), so the picture is /map's sheet; the list is what /stacks adds.
    text: (view, who) =>
      `Hill of Doves, ${view.date}, ${who} view:\n${hodStackList(view)}\nThe sheet is the one /map shows: Hill of Doves is solitaire and hides nothing from the British player that the public sees (the laagers cup and the event deck are counts for everyone); the list above is what /stacks adds.`,
  },
  // The recap since the player's last decision (presentation/recap.ts, render/recap.ts): in words, and
  // the sheet as its viewer sees it (labelled so) with the objectives where something happened marked.
  recap: {
    facts: hodRecapFacts,
    tallies: hodTallies,
    png: (model, view) => drawHodRecap({ model, view, label: label(model.viewer) }),
  },
  pictureText: hodPictureText,
};
