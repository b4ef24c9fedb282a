// The short labels of British counters ("58th A", "Colley", "FG1"): static data, read by the
// battle sheet (combat/sheet.ts) for its lines of text and by the renderer for its chips.
import { BRITISH_UNIT_BY_ID } from './counters.ts';
import type { BritishUnitId } from './types.ts';

const REGIMENT_TOP: Record<string, string> = { '58': '58th', '3-60': '3/60', '2-60': '2/60', '92': '92nd' };

/** Short name of a British counter: top line and main text. */
export function britishLabel(id: string): { top: string; main: string } {
  const d = BRITISH_UNIT_BY_ID.get(id as BritishUnitId);
  if (!d) return { top: '?', main: id };
  switch (d.kind) {
    case 'general':
      return { top: 'General', main: id === 'GEN-COLLEY' ? 'Colley' : 'Wood' };
    case 'hq':
      return { top: 'HQ', main: REGIMENT_TOP[d.regiment] ?? d.regiment };
    case 'company':
      return { top: REGIMENT_TOP[d.regiment] ?? d.regiment, main: id.slice(-1) };
    case 'navalBrigade':
      return { top: 'Naval Bde', main: id === 'NB-DIDO' ? 'Dido' : 'Boad.' };
    case 'troop':
      return id === 'TRP-NMP'
        ? { top: 'Police', main: 'NMP' }
        : id.startsWith('TRP-MS')
          ? { top: 'Mtd Sqn', main: id.slice(-1) }
          : { top: '15th Hus', main: id.slice(-1) };
    case 'section':
      return {
        top: { fieldGun: 'Field gun', mountainGun: 'Mtn gun', gatlingGun: 'Gatling', rocket: 'Rockets' }[d.sectionType],
        main:
          { 'SEC-FG-1': 'FG1', 'SEC-FG-2': 'FG2', 'SEC-MG': 'MG', 'SEC-GAT': 'Gat', 'SEC-RKT': 'Rkt' }[d.id] ?? d.id,
      };
    case 'convoy':
      return { top: 'Convoy', main: 'Ox' };
  }
}

/** One-line short name ("58th A", "Colley", "FG1"), for lists. */
export function britishShort(id: string): string {
  const l = britishLabel(id);
  const d = BRITISH_UNIT_BY_ID.get(id as BritishUnitId);
  if (!d) return id;
  if (d.kind === 'company') return `${l.top} ${l.main}`;
  if (d.kind === 'hq') return `HQ ${l.main}`;
  if (d.kind === 'navalBrigade') return `NB ${l.main}`;
  if (d.kind === 'troop') return id === 'TRP-NMP' ? 'NMP' : id.startsWith('TRP-MS') ? `MS ${l.main}` : `15H ${l.main}`;
  return l.main;
}
