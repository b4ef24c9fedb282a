// Lettow-Vorbeck's presentation (src/engine/presentation.ts): its rulebook, rulings, charts, component
// spec and cards for /rules (presentation/rules.ts), its map for /replay (one frame per changed view,
// a jump point per game turn), /map (stacks face down, 10.0), the DMs and /stacks (a side's own view),
// the battle sheet after a battle, all drawn in the render pool; and Heliograph as an opponent
// (/game new … opponent:bot, /hint).
import type { GamePresentation } from '../../engine/presentation.ts';
import { drawLvGif, drawLvMap, drawLvRecap } from './render/in-pool.ts';
import { stackList } from './render/stack-list.ts';
import { lvDecision } from './presentation/step-buttons.ts';
import type { LvState } from './state.ts';
import type { LvView } from './view.ts';
import { botChoice } from './bot/index.ts';
import type { Side } from './data/types.ts';
import { LV_NAMES } from './names.ts';
import { LV_DRAWS } from './presentation/draws.ts';
import { lvPicturesAfter } from './presentation/pictures.ts';
import { LV_RULES } from './presentation/rules.ts';
import { lvPictureText, lvRecapFacts, lvTallies } from './presentation/recap.ts';
import { withStrengths } from './data/unit-label.ts';

export const lettowVorbeckPresentation: GamePresentation<LvState, LvView> = {
  help: 'Each phase: play it with its commands, then /phase end (a phase with nothing left to decide ends by itself). /rules has the rulebook, the charts (/rules table:brt, tec, units, cards, sequence) and every card; /orders sets standing orders for battles (/rules table:orders says how each sorts); /hint answers in games made with hints:true.',
  names: LV_NAMES,
  choiceName: (value) => withStrengths(value), // "ger-6-fka (Light infantry 2)"; a space as it is
  decision: (state) => lvDecision(state),
  rules: LV_RULES,
  replay: {
    png: (view) => drawLvMap(view),
    gif: (views, total, _viewer, { progress, ...opts }) => drawLvGif(views, total, opts, progress),
    caption: (view) => view.turn.label,
    // Where the sequence of play stands (the turn's player-turns and phases, 6.2).
    frameHeading: (view) =>
      view.phase === 'setup' || view.phase === 'game-over' || view.phase === 'end-turn'
        ? `${view.turn.label}, ${view.phase.replace('-', ' ')}`
        : `${view.turn.label}, ${view.activeSide} ${view.phase.replace('-', ' ')} phase`,
    jumpPoint: (view) => {
      const label = (view as Partial<LvView> | undefined)?.turn?.label;
      return label ? { group: label, label } : null;
    },
  },
  draws: LV_DRAWS,
  picturesAfter: { after: ['battle.finished'], draw: lvPicturesAfter },
  sidePicture: (view, opts) => drawLvMap(view, opts?.palette),
  map: {
    png: (view, opts) => drawLvMap(opts?.clock ? { ...view, clock: opts.clock } : view, opts?.palette, opts?.lastMove),
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
  // /game new … hints:true: both players agreed to hints (the bot's level 3 answers /hint).
  hintsAgreed: (state) => state.options.hints === true,
  stacks: { text: (view, who) => `${view.turn.label}, ${who} view:\n${stackList(view)}` },
  // The recap since a player's last decision (presentation/recap.ts, render/recap.ts): moves with their
  // paths, battles, losses, stacks in and out of sight, cards, and the supply centers held (26.C, 26.D).
  recap: {
    facts: lvRecapFacts,
    tallies: lvTallies,
    png: (model, view) => drawLvRecap({ model, view }),
  },
  pictureText: lvPictureText,
};
