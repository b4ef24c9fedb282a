// Lettow-Vorbeck's presentation (src/engine/presentation.ts): its rulebook, rulings, charts, component
// spec and cards for /rules (presentation/rules.ts), its map for /replay (one frame per changed view,
// a jump point per game turn), /map (stacks face down, 10.0), the DMs and /stacks (a side's own view),
// the battle sheet after a battle, all drawn in the render pool; and Heliograph as an opponent
// (/game new … opponent:bot, /hint).
import type { GamePresentation } from '../../engine/presentation.ts';
import { drawLvGif, drawLvMap } from '../../render/lettow-vorbeck/in-pool.ts';
import { stackList } from '../../render/lettow-vorbeck/stack-list.ts';
import { pendingDecision } from './battle/buttons.ts';
import type { LvState } from './state.ts';
import type { LvView } from './view.ts';
import { botChoice } from './bot/index.ts';
import type { Side } from './data/types.ts';
import { LV_NAMES } from './names.ts';
import { LV_DRAWS } from './presentation/draws.ts';
import { lvPicturesAfter } from './presentation/pictures.ts';
import { LV_RULES } from './presentation/rules.ts';

export const lettowVorbeckPresentation: GamePresentation = {
  id: 'lettow-vorbeck',
  commands: [
    'card',
    'phase',
    'setup',
    'battle',
    'loss',
    'retreat',
    'pursue',
    'breakoff',
    'air-support',
    'orders',
    'move',
    'amphibious',
    'recruit',
    'fort',
    'choose',
  ],
  help: 'Each phase: play it with its commands, then /phase end. /rules has the rulebook, the charts (/rules table:brt, tec, units, cards, sequence) and every card; /orders sets standing orders for battles.',
  names: LV_NAMES,
  decision: (state) => pendingDecision(state as LvState),
  rules: LV_RULES,
  replay: {
    png: (view) => drawLvMap(view as LvView),
    gif: (views, total, _viewer, { progress, ...opts }) => drawLvGif(views as Iterable<LvView>, total, opts, progress),
    caption: (view) => (view as LvView).turn.label,
    jumpPoint: (view) => {
      const label = (view as Partial<LvView> | undefined)?.turn?.label;
      return label ? { group: label, label } : null;
    },
  },
  draws: LV_DRAWS,
  picturesAfter: { after: ['battle.finished'], draw: lvPicturesAfter },
  sidePicture: (view) => drawLvMap(view as LvView),
  map: {
    png: (view) => drawLvMap(view as LvView),
    caption: (view) => `${(view as LvView).turn.label}, public map (stacks face down).`,
  },
  // Heliograph's opponent (issue #14, src/games/lettow-vorbeck/bot): it reads its side's view only.
  opponent: {
    sides: ['German', 'Allied'],
    choose: (state, side, level, seed) => botChoice(state as LvState, side as Side, level, seed),
  },
  stacks: { text: (view, who) => `${(view as LvView).turn.label}, ${who} view:\n${stackList(view as LvView)}` },
};
