// 2.11 Bombard Laagers Segment (spec §3.10, r. 4.10, 4.17, R50).
import { RuleError } from '../../../engine/rule-error.ts';
import { BOMBARD_LAAGER, JOUBERT_ROLL, rollRow } from '../data/tables.ts';
import type { LaagerId, SectionId } from '../data/types.ts';
import type { Ctx } from '../ctx.ts';
import { britishObjectives } from '../control.ts';
import { hasSupplyPath } from '../map/paths.ts';
import type { HodState } from '../state.ts';
import { membersAt, sectionType } from '../units.ts';
import { movePolitics } from '../victory.ts';
import { objectiveLoc } from '../loc.ts';

export interface LaagerShot {
  laager: LaagerId;
  section: SectionId;
  ammunition: 'shells' | 'rockets';
}

export function laagerShots(s: HodState): LaagerShot[] {
  const british = britishObjectives(s);
  const out: LaagerShot[] = [];
  for (const laager of ['smit', 'joubert', 'coldstream'] as const) {
    const row = BOMBARD_LAAGER.rows[laager];
    if (s.laagers[laager] === 'destroyed' || !british.has(row.objective) || !hasSupplyPath(s, row.objective)) continue;
    for (const u of membersAt(s, objectiveLoc(row.objective))) {
      const t = sectionType(u);
      if (!t || !row.sections.includes(t)) continue;
      const ammunition = t === 'rocket' ? 'rockets' : 'shells';
      if (s.supply[ammunition] < 1) continue;
      out.push({ laager, section: u as SectionId, ammunition });
    }
  }
  return out;
}

export function bombardLaager(ctx: Ctx, laager: string, section: string): void {
  const shots = laagerShots(ctx.state);
  const shot = shots.find((x) => x.laager === laager && x.section === section);
  if (!shot) {
    throw new RuleError(
      '2.11',
      `no bombardment of the ${laager} laager by ${section} is possible: a laager is bombarded by a field gun, mountain gun or rocket section in its objective (Smit: Majuba Mountain, Joubert: The Nek, Coldstream: Brownlow's Kop), with shells or rockets and a supply path`,
      shots.map((x) => `${x.laager} by ${x.section}`),
    );
  }
  ctx.emit({ type: 'supply-changed', changes: { [shot.ammunition]: -1 }, cause: '2.11 — laager bombardment' });
  ctx.emit({ type: 'laager-destroyed', laager: shot.laager, section: shot.section, ammunition: shot.ammunition });
  if (shot.laager === 'joubert' && ctx.state.joubertAlive) {
    const die = ctx.die();
    const killed = rollRow(JOUBERT_ROLL, die) === 'killed';
    ctx.emit({ type: 'joubert-rolled', die, killed });
    if (killed) movePolitics(ctx, -1, '4.10 — Joubert killed');
  }
}
