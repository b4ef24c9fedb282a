// Reading the view's British counters by place, in counter-sheet order (generals, HQs, companies,
// naval brigades, troops, sections, convoy).
import { BRITISH_UNITS } from '../data/counters.ts';
import type { HodView } from '../view.ts';

const ORDER = new Map<string, number>(BRITISH_UNITS.map((u, i) => [u.id, i]));

export interface PlacedUnit {
  id: string;
  side: string;
}

/** The counters the view puts at a place ('camp', 'fort', 'obj:NK', 'tc:T1', 'col:C1' …). */
export function unitsAt(view: HodView, loc: string): PlacedUnit[] {
  return Object.entries(view.units)
    .filter(([, u]) => u.loc === loc)
    .map(([id, u]) => ({ id, side: u.side }))
    .sort((a, b) => (ORDER.get(a.id) ?? 99) - (ORDER.get(b.id) ?? 99));
}
