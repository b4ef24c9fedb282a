// Which units a Campaign Card's Movement entry covers (11.C, R1-R4, 24.3, 11.1.3-11.1.4): the
// scenario's cardCovers hook (scenario.ts), read by the system's card movement (11.B-C).
import type { MoveKey } from '../data/types.ts';
import { unitById } from '../data/units.ts';

/** Does a Movement entry cover this unit (11.C, R1-R3, 24.3)? */
export function entryCovers(key: MoveKey, unit: string): boolean {
  const d = unitById(unit);
  if (d.type === 'Garrison') return false; // 11.1.3, R2, R4: no card moves garrisons
  switch (key) {
    case 'All':
      return true; // printed "All except Garrisons" (R2)
    case 'Belgian':
    case 'Portuguese':
      return d.contingent === key; // 11.1.4
    case 'Cavalry/Mounted infantry':
      return d.type === 'Cavalry/Mounted infantry' || d.type === 'Armored car'; // 24.3
    default:
      return d.type === key;
  }
}
