// 2.3 / 2.5 declaring assaults and 3.1 Assemble Tactical Columns (r. 2.3, 2.5, 3.1, 4.13; R14, R47,
// R58, R59). The orders marker goes in a legal rifle fire hex with a line of communication.
import { RuleError } from '../../../engine/rule-error.ts';
import { ASSAULTABLE_OBJECTIVE_IDS, OBJECTIVES } from '../data/tactical-map.ts';
import type { BritishUnitId, ObjectiveId, TacticalHexId } from '../data/types.ts';
import type { Ctx } from '../ctx.ts';
import { britishObjectives } from '../control.ts';
import { ordersHexes } from '../map/paths.ts';
import type { HodState, TacticalColumn } from '../state.ts';
import { validateColumn } from '../operational/assemble.ts';

export interface AssaultRequest {
  objective: string;
  units: readonly string[];
  hex?: string;
  depart?: number;
  recon?: boolean;
}

/** Objectives that may be assaulted now, with their orders hexes (r. 2.3, 2.5, 4.13). */
export function assaultTargets(s: HodState, night: boolean): { objective: ObjectiveId; hexes: TacticalHexId[] }[] {
  const british = britishObjectives(s);
  const declared = s.today.declared.map((c) => c.objective);
  const taken = s.today.declared.map((c) => c.hex);
  const out: { objective: ObjectiveId; hexes: TacticalHexId[] }[] = [];
  for (const o of ASSAULTABLE_OBJECTIVE_IDS) {
    if (british.has(o) || declared.includes(o)) continue;
    if (night && OBJECTIVES[o].assault !== 'dayAndNight') continue;
    if (o === 'MM' && !british.has('MS')) continue; // r. 4.13
    const hexes = ordersHexes(s, o, taken).map((h) => h.hex);
    if (hexes.length > 0) out.push({ objective: o, hexes });
  }
  return out;
}

export function buildColumn(
  ctx: Ctx,
  req: AssaultRequest,
  night: boolean,
): { column: TacticalColumn; units: BritishUnitId[] } {
  const s = ctx.state;
  const rule = night ? '2.3' : '2.5';
  const targets = assaultTargets(s, night);
  const o = req.objective.toUpperCase() as ObjectiveId;
  const t = targets.find((x) => x.objective === o);
  if (!t) {
    let why =
      'it needs a rifle fire hex linked to the British Camp by a path free of rifle fire hexes (line of communication, r. 2.3)';
    if (!(ASSAULTABLE_OBJECTIVE_IDS as readonly string[]).includes(o))
      why = 'it is not an objective the British may assault';
    else if (night && OBJECTIVES[o].assault !== 'dayAndNight')
      why = 'night assaults are not permitted against The Nek or Table Mountain (r. 2.3)';
    else if (britishObjectives(s).has(o)) why = 'it is already British controlled';
    else if (s.today.declared.some((c) => c.objective === o))
      why = 'each objective may be assaulted by only one tactical column per Tactical Phase (r. 2.5)';
    else if (o === 'MM' && !britishObjectives(s).has('MS'))
      why = 'Majuba Mountain may be assaulted only if Majuba Slopes is British controlled (r. 4.13)';
    throw new RuleError(
      o === 'MM' && !britishObjectives(s).has('MS') ? '4.13' : rule,
      `${req.objective} cannot be assaulted now: ${why}`,
      targets.map((x) => x.objective),
    );
  }
  const hex = (req.hex ? req.hex.toUpperCase() : t.hexes[0]!) as TacticalHexId;
  if (!t.hexes.includes(hex))
    throw new RuleError(
      '3.1',
      `${hex} is not a legal orders-marker hex for ${OBJECTIVES[o].name} (a passable rifle fire hex with a line of communication, holding no other orders marker, R58)`,
      t.hexes,
    );
  const units = validateColumn(s, req.units, { at: 'camp', purpose: 'tactical', target: o });
  const depart = req.depart ?? 1;
  if (!night && (!Number.isInteger(depart) || depart < 1 || depart > 12))
    throw new RuleError('3.3', 'departure hour must be a tactical time box from 1 (5 am) to 12 (4 pm)');
  if (req.recon && !s.held.includes('EV-23')) throw new RuleError('EV-23', 'no Reconnaissance card is held');
  const formation = o === 'MM' ? 'extended' : 'mass'; // r. 3.1 (day formations are rolled in 3.1 at launch)
  const column: TacticalColumn = {
    id: `T${s.nextColumn}`,
    objective: o,
    hex,
    formation,
    night,
    depart,
    at: OBJECTIVES.BC.hex,
    arrived: null,
    recon: req.recon ?? false,
  };
  return { column, units };
}
