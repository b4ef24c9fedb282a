// Lettow-Vorbeck Turn Record Track (spec 1): 14 turns of four months, 1914 II to 1918 III (26.A, 25.0).
// The first player is fixed per turn (6.1.B): German in turns 1-5, Allied in turns 6-14, so the Allies play
// two player-turns in a row at the 1915 III / 1916 I switch and the German player moves last in 1918 III.
// RECONSTRUCTION. The context strings are flavour only.

import type { Provenance, TurnDef } from './types.ts';

export const TURNS_PROVENANCE: Provenance = { provisional: true, source: 'reconstruction', spec: '1' };

export const TURNS: readonly TurnDef[] = [
  { index: 1, label: '1914 II', months: 'May-Aug 1914', first: 'German', second: 'Allied', context: 'War declared; Taveta seized by the Germans' },
  { index: 2, label: '1914 III', months: 'Sep-Dec 1914', first: 'German', second: 'Allied', context: 'Tanga and Longido' },
  { index: 3, label: '1915 I', months: 'Jan-Apr 1915', first: 'German', second: 'Allied', context: 'Jassin; blockade runner *Rubens*' },
  { index: 4, label: '1915 II', months: 'May-Aug 1915', first: 'German', second: 'Allied', context: 'Bukoba raid; *Königsberg* destroyed; railway raids' },
  { index: 5, label: '1915 III', months: 'Sep-Dec 1915', first: 'German', second: 'Allied', context: '*Mimi* and *Toutou* on Lake Tanganyika' },
  { index: 6, label: '1916 I', months: 'Jan-Apr 1916', first: 'Allied', second: 'German', context: 'Smuts arrives; Moshi falls; Portugal at war' },
  { index: 7, label: '1916 II', months: 'May-Aug 1916', first: 'Allied', second: 'German', context: 'Belgian offensive; Tanga and Morogoro taken' },
  { index: 8, label: '1916 III', months: 'Sep-Dec 1916', first: 'Allied', second: 'German', context: 'Dar es Salaam falls; Tabora taken by the Belgians' },
  { index: 9, label: '1917 I', months: 'Jan-Apr 1917', first: 'Allied', second: 'German', context: 'Rufiji crossing; long rains' },
  { index: 10, label: '1917 II', months: 'May-Aug 1917', first: 'Allied', second: 'German', context: 'Van Deventer in command; KAR expanded' },
  { index: 11, label: '1917 III', months: 'Sep-Dec 1917', first: 'Allied', second: 'German', context: 'Mahiwa; Mahenge falls; Rovuma crossed at Ngomano' },
  { index: 12, label: '1918 I', months: 'Jan-Apr 1918', first: 'Allied', second: 'German', context: 'Campaign in Portuguese East Africa' },
  { index: 13, label: '1918 II', months: 'May-Aug 1918', first: 'Allied', second: 'German', context: 'Nhamacurra near Quelimane' },
  { index: 14, label: '1918 III', months: 'Sep-Dec 1918', first: 'Allied', second: 'German', context: 'Raid into Northern Rhodesia; surrender at Abercorn. LAST TURN: check 26.C/26.D after the End Turn Phase' },
];

/** Number of turns (26.A). */
export const LAST_TURN = 14;

/** The TRT box of a turn (1-14); throws outside 1-14. */
export function turnByIndex(index: number): TurnDef {
  const t = TURNS[index - 1];
  if (!t || t.index !== index) throw new Error(`No Lettow-Vorbeck turn ${index}`);
  return t;
}
