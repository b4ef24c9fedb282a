// 4.1 bombardment tasks (AsC-2, AmC-2), 4.17 rocket tubes (Tables 5.1.2, 5.11, 5.12).
import { BRITISH_UNIT_BY_ID } from '../data/counters.ts';
import { LINE_OF_SIGHT, ROCKETS, rollRow } from '../data/tables.ts';
import { OBJECTIVE_DISTANCES, OBJECTIVES, SUPPORT_RANGE } from '../data/tactical-map.ts';
import type { ObjectiveId, SectionId } from '../data/types.ts';
import type { Rng } from '../../../engine/rng.ts';
import type { ArtilleryPost } from './contract.ts';
import { countedCounters } from './commando.ts';
import type { Roll } from './events.ts';
import type { CombatState } from './state.ts';

/** R30: at most 3 markers per section per Assault Card. */
export const MAX_MARKERS_PER_SECTION = 3;

/** The bombardment a section can fire (Table 5.1.2): ammunition and reduction per marker; null for the Gatling. */
export function bombardOf(section: SectionId): { ammo: 'shells' | 'rockets'; value: number; rocket: boolean } | null {
  const def = BRITISH_UNIT_BY_ID.get(section);
  if (!def || def.kind !== 'section') return null;
  if (def.bombardment.kind === 'fixed')
    return { ammo: 'shells', value: def.bombardment.reductionPerMarker, rocket: false };
  if (def.bombardment.kind === 'rocketRoll')
    return { ammo: 'rockets', value: def.bombardment.reductionPerMarkerOnHit, rocket: true };
  return null; // 4.1: the Gatling gun section may not bombard
}

/** 4.1: a section may bombard at all (type, supply path, ammunition on the track). */
function canFire(s: CombatState, p: ArtilleryPost): boolean {
  const bo = bombardOf(p.section);
  return bo !== null && p.supplyPath && s.supplies[bo.ammo] > 0;
}

const inRange = (from: ObjectiveId, to: ObjectiveId): boolean =>
  from !== to && OBJECTIVE_DISTANCES[from][to] <= SUPPORT_RANGE;

/** AsC-2: the (section, target) pairs open in the current arrival box (r. 4.1, R30). */
export function assaultBombardOptions(s: CombatState): { section: SectionId; target: ObjectiveId }[] {
  if (s.kind !== 'assault' || s.night || s.step.seg !== 'bombard') return [];
  const hour = s.hours[s.step.hour];
  if (hour === undefined) return [];
  const out: { section: SectionId; target: ObjectiveId }[] = [];
  for (const p of s.artillery) {
    if (!canFire(s, p)) continue;
    const mine = s.bombardments.filter((m) => m.section === p.section);
    if (mine.length >= MAX_MARKERS_PER_SECTION) continue;
    if (mine.some((m) => m.hour === hour)) continue; // one objective per hour (and one marker per objective)
    for (const b of s.battles) {
      if (b.arrivalBox !== hour || !b.objective) continue;
      if (!inRange(p.objective, b.objective)) continue;
      if (mine.some((m) => m.target === b.objective)) continue;
      if (!out.some((o) => o.section === p.section && o.target === b.objective))
        out.push({ section: p.section, target: b.objective });
    }
  }
  return out;
}

/** AmC-2: the (section, ambush) attempts still open (one per section per commando in range). */
export function ambushBombardOptions(s: CombatState): { section: SectionId; ambush: number }[] {
  if (s.kind !== 'ambush' || s.step.seg !== 'bombard') return [];
  const ambushed = s.battles.map((b) => b.objective).filter((o): o is ObjectiveId => o !== null);
  const out: { section: SectionId; ambush: number }[] = [];
  for (const p of s.artillery) {
    if (!canFire(s, p) || ambushed.includes(p.objective)) continue;
    for (const b of s.battles) {
      if (!b.objective || countedCounters(b.commando).length === 0) continue; // operational map: never (AmC-2)
      if (!inRange(p.objective, b.objective)) continue;
      if (s.attempts.some((a) => a.section === p.section && a.ambush === b.index)) continue;
      out.push({ section: p.section, ambush: b.index });
    }
  }
  return out;
}

function modified(rng: Rng, modifier: number): Roll {
  const die = rng.die();
  return { die, modifier, total: die + modifier };
}

/** 4.17: the Rockets Roll (−1 in rain). */
export function rocketsRoll(s: CombatState, rng: Rng): { roll: Roll; hit: boolean } {
  const roll = modified(rng, s.weather === 'rain' ? -1 : 0);
  return { roll, hit: rollRow(ROCKETS, roll.total) === 'hit' };
}

/** 4.1: the Line of Sight Roll (AmC): +1 from heights, −1 rain, −2 Mist on the Berg. */
export function lineOfSightRoll(s: CombatState, from: ObjectiveId, rng: Rng): { roll: Roll; spotted: boolean } {
  const mod = (OBJECTIVES[from].heights ? 1 : 0) + (s.weather === 'rain' ? -1 : 0) + (s.mist ? -2 : 0);
  const roll = modified(rng, mod);
  return { roll, spotted: rollRow(LINE_OF_SIGHT, roll.total) === 'spotted' };
}
