// Text built from a view: /game status and the "what is expected" line.
import type { Expectation } from '../../engine/types.ts';
import { battleExpected } from './battle/legal.ts';
import { marchExpected } from './march/hooks.ts';
import { cardById } from './data/cards.ts';
import { unitLabel as described } from './data/unit-label.ts';
import { turnByIndex } from './data/turns.ts';
import type { LvState } from './state.ts';
import { SIDES } from './state.ts';
import { PHASE_RULE } from './sequence.ts';
import { PHASE_NAME } from './data/phases.ts';
import type { LvView } from './view.ts';

export function summary(v: LvView): string {
  const lines = [
    `Turn ${v.turn.label} (${v.turn.index}/14), ${v.activeSide} player-turn ${v.playerTurn}, ${PHASE_NAME[v.phase]} (${PHASE_RULE[v.phase]}).`,
  ];
  for (const side of SIDES) {
    const c = v.cards[side];
    lines.push(
      `${side} cards: current ${c.current ? cardById(c.current).title : '—'}; draw pile ${c.drawPile}; discards ${c.discard.map((id) => cardById(id).title).join(', ') || '—'}; removed ${c.removed.map((id) => cardById(id).title).join(', ') || '—'}; recruit pool ${v.pools[side].count}${v.pools[side].units ? `: ${v.pools[side].units!.map(described).join(', ')}` : ''}${v.pools[side].waiting ? `; drawn, to be placed: ${v.pools[side].waitingUnits?.map(described).join(', ') ?? v.pools[side].waiting}` : ''}.`,
    );
  }
  const stacks = v.stacks.map(
    (s) => `${s.location}: ${s.side} ${s.units ? s.units.join(', ') : `${s.count} face-down`}`,
  );
  lines.push(`Stacks: ${stacks.join('; ') || 'none'}.`);
  return lines.join('\n');
}

export function expected(s: LvState): Expectation {
  if (s.phase === 'game-over') return { sides: [], text: 'the game is over.' };
  const label = turnByIndex(s.turn).label;
  const where = `${label}, ${PHASE_NAME[s.phase]} (${PHASE_RULE[s.phase]})`;
  const march = marchExpected(s, where); // march/: card choices, the Recruiting and March Phases
  if (march) return march;
  const battle = battleExpected(s, where); // battle/: the Battle Phase and pending decisions
  if (battle) return battle;
  switch (s.phase) {
    case 'setup':
      return { sides: [s.activeSide], text: `${where}: place your units (/setup place unit:… at:…), then /phase end.` };
    case 'campaign-card':
      return {
        sides: [s.activeSide],
        text:
          s.decks[s.activeSide].current === null
            ? `${where}: draw your Campaign Card with /card draw.`
            : `${where}: carry out the card, then /phase end.`,
      };
    default:
      return { sides: [s.activeSide], text: `${where}: /phase end when done.` };
  }
}
