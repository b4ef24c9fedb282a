// The recap facts of the Hand of Destiny battle procedure (13.0-20.0), for every scenario's presentation
// (src/engine/recap.ts): where battles were fought and how they ended, the losses, retreats and
// pursuits, and what standing orders or the only legal choice decided for the viewer's side. Battle
// events are public (R36: all units in a battle space are revealed), and the text is always the viewer's
// own log line. The blow-by-blow (dice, rounds, the prompts) stays in /log and on the battle sheet.
import type { RecapFact, RecapFactKind, RecapStep } from '../../engine/recap.ts';
import type { GameEvent } from '../../engine/types.ts';
import type { BattleEvent } from './battle/events.ts';

const QUIET = new Set([
  'battle.superiority-rolled',
  'battle.unit-fired',
  'battle.round-ended',
  'battle.awaiting',
  'battle.result-ignored',
  'battle.orders-set',
]);

/** The facts of a battle event (`battle.*`) for the step's viewer; [] for the blow-by-blow. */
export function battleFacts(step: RecapStep<unknown>): RecapFact[] {
  const e = step.event as BattleEvent;
  if (!step.line || QUIET.has(e.type)) return [];
  const fact = (kind: RecapFactKind, at: readonly string[], side?: string): RecapFact[] => {
    const decided = 'chosenBy' in e && e.chosenBy !== 'player' && mine(step, side);
    return [{ kind: decided ? 'decided' : kind, seq: step.seq, text: step.line!, at, ...(side ? { side } : {}) }];
  };
  switch (e.type) {
    case 'battle.started':
    case 'battle.won':
    case 'battle.finished':
      return fact('battle', [e.space]);
    case 'battle.loss-taken':
    case 'battle.retreat-eliminated':
      return fact('loss', [e.space], e.side);
    case 'battle.major-loss':
      return fact('loss', e.from ? [e.from] : [e.space], e.side);
    case 'battle.retreated':
    case 'battle.pursued':
    case 'battle.unit-broke-off':
      return e.to ? fact('move', [e.space, e.to], e.side) : fact('battle', [e.space], e.side);
    case 'battle.pursuit-declined':
    case 'battle.major-recruit':
      return fact('battle', [e.space], e.side);
    default:
      return [{ kind: 'event', seq: step.seq, text: step.line }];
  }
}

const mine = (step: RecapStep<unknown>, side: string | undefined): boolean =>
  side !== undefined && step.viewer.kind === 'side' && step.viewer.side === side;

export const isBattle = (e: GameEvent): boolean => e.type.startsWith('battle.');
