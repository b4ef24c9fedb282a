// Lettow-Vorbeck's presentation (src/engine/presentation.ts): its rulebook and rulings for /rules,
// its map for /replay (one frame per changed view, a jump point per game turn), /map (stacks face
// down, 10.0), the DMs and /stacks (a side's own view), the battle sheet after a battle, all drawn in
// the render pool; and Heliograph as an opponent (/game new … opponent:bot, /hint).
import type { GamePresentation } from '../../engine/presentation.ts';
import { drawLvGif, drawLvMap } from './render/in-pool.ts';
import { stackList } from './render/stack-list.ts';
import { pendingDecision } from './battle/buttons.ts';
import { RULES_TEXT } from './data/rules-text.ts';
import { RULINGS } from './data/rulings.ts';
import type { LvState } from './state.ts';
import type { LvView } from './view.ts';
import { botChoice } from './bot/index.ts';
import type { Side } from './data/types.ts';
import { LV_NAMES } from './names.ts';
import { LV_DRAWS } from './presentation/draws.ts';
import { lvPicturesAfter } from './presentation/pictures.ts';

/** The text of a rule section or ruling, or null. A lettered paragraph ("28.1.B") falls back to its section. */
export function ruleText(query: string): string | null {
  const q = query.trim().replace(/^rule\s*/i, '');
  const ruling = RULINGS.find((r) => r.id.toLowerCase() === q.toLowerCase());
  if (ruling)
    return `${ruling.id} (${ruling.rules}) — ${ruling.question}\nRuling: ${ruling.ruling}\nWhy: ${ruling.why}`;
  for (const c of [q, `${q}.0`, q.replace(/\.[A-Z]$/i, '')]) {
    if (!Object.hasOwn(RULES_TEXT, c)) continue;
    const r = RULES_TEXT[c]!;
    return `${c} ${r.title}\n${r.text || '(see its subsections)'}`;
  }
  return null;
}

export const lettowVorbeckPresentation: GamePresentation<LvState, LvView> = {
  help: 'Each phase: play it with its commands, then /phase end. /rules section:<n> reads the rulebook; /orders sets standing orders for battles.',
  names: LV_NAMES,
  decision: (state) => pendingDecision(state),
  rules: { text: ruleText, examples: 'a section number such as 11.1.2 or 28.3, or a ruling such as R12' },
  replay: {
    png: (view) => drawLvMap(view),
    gif: (views, total, _viewer, { progress, ...opts }) => drawLvGif(views, total, opts, progress),
    caption: (view) => view.turn.label,
    jumpPoint: (view) => {
      const label = (view as Partial<LvView> | undefined)?.turn?.label;
      return label ? { group: label, label } : null;
    },
  },
  draws: LV_DRAWS,
  picturesAfter: { after: ['battle.finished'], draw: lvPicturesAfter },
  sidePicture: (view) => drawLvMap(view),
  map: {
    png: (view) => drawLvMap(view),
    caption: (view) => `${view.turn.label}, public map (stacks face down).`,
  },
  // Take-backs (src/engine/undo.ts, ./undoable.ts): what the other side has seen stays seen (10.0).
  undo: {
    never: 'showed the other side something (a card, a die, units revealed, 10.0)',
    consent: 'passed the turn or rolled dice. Ask the opponent with /undo request',
    others: 'To take back more, ask the opponent with /undo request.',
  },
  // Heliograph's opponent (src/games/lettow-vorbeck/bot, docs/decisions/bot-opponent.md): it reads its side's
  // view only.
  opponent: {
    sides: ['German', 'Allied'],
    choose: (state, side, level, seed) => botChoice(state, side as Side, level, seed),
  },
  stacks: { text: (view, who) => `${view.turn.label}, ${who} view:\n${stackList(view)}` },
};
