// The text that goes with a side's picture: each stack the viewer can identify, unit by unit.
import { isSpace, spaceById, boxById, isBox } from '../data/map.ts';
import { unitById } from '../data/units.ts';
import type { LvView } from '../view.ts';
import { unitStrength } from '../data/unit-label.ts';

/** "6 FKA [ger-6-fka] (Light infantry 2)": the name on the counter, the id to type, what it fights with. */
const named = (id: string, extra = ''): string => `${unitById(id).name} [${id}] (${unitStrength(id)}${extra})`;

const place = (id: string): string =>
  isSpace(id) ? spaceById(id).name : isBox(id) ? boxById(id).name.replace(/ \(.*\)$/, '') : id;

export function stackList(view: LvView): string {
  const lines: string[] = [];
  for (const st of view.stacks) {
    if (st.units === null) {
      lines.push(`${place(st.location)}: ${st.side} — ${st.count} unit${st.count === 1 ? '' : 's'} (face down)`);
      continue;
    }
    const units = st.units.map((id) => named(id, view.units[id]?.panicked ? ', panicked' : ''));
    lines.push(`${place(st.location)}: ${st.side}${st.revealed ? ' (revealed)' : ''} — ${units.join('; ')}`);
  }
  for (const side of ['German', 'Allied'] as const) {
    if (view.notYetPlaced[side] > 0)
      lines.push(`${side}: ${view.notYetPlaced[side]} units not yet placed (set-up, 25.0)`);
    const pool = view.pools[side];
    const drawn = pool.waiting
      ? `; drawn, to be placed: ${pool.waitingUnits ? pool.waitingUnits.map((id) => named(id)).join(', ') : `${pool.waiting} units`}`
      : '';
    lines.push(
      `${side} recruit pool: ${pool.units ? pool.units.map((id) => named(id)).join(', ') || 'empty' : `${pool.count} units`}${drawn}`,
    );
  }
  return lines.join('\n');
}
