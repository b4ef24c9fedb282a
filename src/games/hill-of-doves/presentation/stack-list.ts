// /stacks in Hill of Doves: the British counters of a view, place by place, as text.
import { unitsAt } from '../render/units.ts';
import { STRATEGIC_COLUMNS } from '../data/counters.ts';
import { OBJECTIVES } from '../data/tactical-map.ts';
import type { ObjectiveId } from '../data/types.ts';
import type { HodView } from '../view.ts';
import { fireStrength } from '../unit-label.ts';

const HOD_PLACES: ReadonlyMap<string, string> = new Map([
  ['camp', 'British Camp'],
  ['fort', 'Fort Amiel'],
  ['campHospital', 'British Camp hospital'],
  ['fortHospital', 'Fort Amiel hospital'],
  ['destroyed', 'Destroyed'],
  ['captured', 'Captured'],
]);

function hodPlace(loc: string): string {
  const [kind = '', id = ''] = loc.split(':');
  if (kind === 'obj') return Object.hasOwn(OBJECTIVES, id) ? OBJECTIVES[id as ObjectiveId].name : id;
  if (kind === 'tc') return `Tactical column ${id}`;
  if (kind === 'col') return `Operational column ${id}`;
  if (kind === 'strat') return STRATEGIC_COLUMNS.find((c) => c.id === id)?.name ?? id;
  return HOD_PLACES.get(loc) ?? loc;
}

/** The British counters of a view, place by place (counter-sheet order within a place). */
export function hodStackList(v: HodView): string {
  const lines: string[] = [];
  for (const loc of [...new Set(Object.values(v.units).map((u) => u.loc))].sort()) {
    lines.push(
      `${hodPlace(loc)}: ${unitsAt(v, loc)
        .map((u) => `${u.id} (${fireStrength(u.id, u.side) ?? u.side})`)
        .join(', ')}`,
    );
  }
  lines.push(`Laagers cup: ${v.cupCount} counters; event deck: ${v.deckCount} cards.`);
  return lines.join('\n');
}
