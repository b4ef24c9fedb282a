// Hill of Doves' presentation (src/engine/presentation.ts): its booklet, rulings, tables and event
// cards for /rules (presentation/rules.ts), the careful player's advice for /hint
// (presentation/advisor.ts), its own commands for /help, and the sheet of src/render/hill-of-doves/
// for /replay, the DMs and /stacks — always the British view (the laagers cup and the deck as counts),
// never the referee's, even once the war ends or in a sandbox — and for /map (the public view); the
// pictures of each assault and ambush after a battle card.
import type { GamePresentation } from '../../engine/presentation.ts';
import { drawHodGif, drawHodMap } from '../../render/hill-of-doves/in-pool.ts';
import type { Viewer } from '../../engine/types.ts';
import { HOD_DRAWS } from './presentation/draws.ts';
import { hodPicturesAfterInPool } from './presentation/pictures.ts';
import { HOD_ADVISOR } from './presentation/advisor.ts';
import { HOD_RULES } from './presentation/rules.ts';
import { hodStackList } from './presentation/stack-list.ts';
import type { HodView } from './view.ts';
import type { HodState } from './state.ts';
import { HOD_BUTTONS_MAX, hodDecision, hodPages } from './buttons.ts';

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

export const hillOfDovesPresentation: GamePresentation = {
  id: 'hill-of-doves',
  commands: ['hod', 'commander'],
  decision: (state, at, page) => hodDecision(state as HodState, at, page),
  choicePages: (actions) => hodPages(actions, HOD_BUTTONS_MAX),
  help: 'The game runs the Boers and stops at each British decision: /hod options lists the choices (continue always takes the passive one), /hod orders sets standing orders. The booklet, every table and event card: /rules (e.g. /rules table:3.6, /rules card:EV-23). How to play: docs/hod-playing.md.',
  rules: HOD_RULES,
  advisor: HOD_ADVISOR,
  replay: {
    png: (view, viewer) => drawHodMap(view as HodView, label(viewer)),
    gif: (views, total, viewer, { progress, ...opts }) =>
      drawHodGif(views as Iterable<HodView>, total, label(viewer), opts, progress),
    caption: (view) => `${(view as HodView).date} (${(view as HodView).step})`,
    jumpPoint: (view) => {
      const v = view as HodView;
      if (v.week === 0) return null;
      const group = `Week ${v.week}`;
      return { group, label: v.day === 0 ? `${group}, Strategic Phase` : `${group}, ${shortDate(v.date)}` };
    },
    refereeDrawnAs: 'British',
  },
  draws: HOD_DRAWS,
  picturesAfter: { after: ['combat.ended'], draw: hodPicturesAfterInPool },
  sidePicture: (view) => drawHodMap(view as HodView, label({ kind: 'side', side: 'British' })),
  map: {
    png: (view) => drawHodMap(view as HodView, label({ kind: 'public' })),
    caption: (view) => `Hill of Doves, ${(view as HodView).date}: public sheet (laagers cup and deck as counts).`,
  },
  stacks: {
    viewer: () => ({ kind: 'side', side: 'British' }),
    text: (view, who) => `Hill of Doves, ${(view as HodView).date}, ${who} view:\n${hodStackList(view as HodView)}`,
  },
};
