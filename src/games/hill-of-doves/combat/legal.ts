// The British decisions open now: combatActions (exactly the legal choices) and combatPending.
import { OBJECTIVES } from '../data/tactical-map.ts';
import type { BritishUnitId } from '../data/types.ts';
import { ambushBombardOptions, assaultBombardOptions } from './bombard.ts';
import type { CombatAction } from './contract.ts';
import { chargers, commandingGeneral, manCandidates } from './flow.ts';
import type { CombatState } from './state.ts';
import { committable } from './steps.ts';
import { unitName } from './units.ts';
import { chargeChance, d6Text } from '../odds.ts';
import { ROUNDING } from '../../../engine/chance.ts';

const TRACK_NAME = (h: number | undefined): string =>
  h === undefined ? '' : h < 8 ? `${h + 4} am` : h === 8 ? 'noon' : `${h - 8} pm`;

/** RULING (ours), for listing only: decideCombat accepts any non-empty subset of eligible chargers.
 * Every non-empty subset of `ids` (in order), capped: with more than 6 ids, only "all" and each single one. */
function subsets<T>(ids: readonly T[]): T[][] {
  if (ids.length > 6) return [ids.slice(), ...ids.map((i) => [i])];
  const out: T[][] = [];
  for (let m = (1 << ids.length) - 1; m >= 1; m--) out.push(ids.filter((_, i) => m & (1 << i)));
  return out;
}

export function combatActions(s: CombatState | null): { action: CombatAction; label: string }[] {
  if (!s) return [];
  const b = s.battles[s.step.battle];
  switch (s.step.seg) {
    case 'bombard': {
      if (s.kind === 'assault') {
        const opts = assaultBombardOptions(s);
        if (opts.length === 0) return [];
        return [
          ...opts.map((o) => ({
            action: { type: 'combat.bombard', section: o.section, target: o.target } as CombatAction,
            label: `${unitName(o.section)} bombards ${OBJECTIVES[o.target].name}`,
          })),
          {
            action: { type: 'combat.endBombardment' },
            label: `No more bombardment at ${TRACK_NAME(s.hours[s.step.hour])}`,
          },
        ];
      }
      const opts = ambushBombardOptions(s);
      if (opts.length === 0) return [];
      return [
        ...opts.map((o) => ({
          action: { type: 'combat.attemptBombardment', section: o.section, ambush: o.ambush } as CombatAction,
          label: `${unitName(o.section)} tries to spot the commando at ${s.battles[o.ambush]!.objective ? OBJECTIVES[s.battles[o.ambush]!.objective!].name : s.battles[o.ambush]!.target}`,
        })),
        { action: { type: 'combat.endBombardment' }, label: 'No more bombardment attempts' },
      ];
    }
    case 'reserves': {
      const open = b ? committable(b) : [];
      if (open.length === 0) return [];
      return [
        ...open.map((u) => ({
          action: { type: 'combat.commitReserve', reserve: u.id } as CombatAction,
          label: `Commit ${unitName(u.id)}`,
        })),
        { action: { type: 'combat.endReserves' }, label: 'Commit no more reserves' },
      ];
    }
    case 'charge': {
      if (!b) return [];
      const ids: BritishUnitId[] = chargers(b).map((u) => u.id);
      if (ids.length === 0) return [];
      const general = commandingGeneral(b);
      const out: { action: CombatAction; label: string }[] = [
        { action: { type: 'combat.noCharge' }, label: 'Accept the Retreat (no charge)' },
      ];
      // §5.8: each charge says its odds (odds.ts, from the table and modifiers the roll is made with).
      const odds = (set: BritishUnitId[], leads: boolean): string =>
        ` — ${d6Text(chargeChance(b, set, leads), 'succeeds')}`;
      for (const set of subsets(ids)) {
        const names = set.length === ids.length ? 'everyone eligible' : set.map(unitName).join(', ');
        out.push({
          action: { type: 'combat.charge', units: set, generalLeads: false },
          label: `Charge with ${names}${odds(set, false)}`,
        });
        if (general)
          out.push({
            action: { type: 'combat.charge', units: set, generalLeads: true },
            label: `Charge with ${names}, ${unitName(general)} leading${odds(set, true)}`,
          });
      }
      return out;
    }
    case 'man': {
      if (!b || b.pendingMan.length === 0) return [];
      const section = b.pendingMan[0]!;
      return [
        ...manCandidates(b).map((u) => ({
          action: { type: 'combat.manArtillery', section, by: u.id } as CombatAction,
          label: `${unitName(u.id)} mans ${unitName(section)}`,
        })),
        { action: { type: 'combat.leaveArtillery', section }, label: `Leave ${unitName(section)} in hospital` },
      ];
    }
    default:
      return [];
  }
}

export function combatPending(s: CombatState | null): { prompt: string; rule: string } | null {
  if (!s || combatActions(s).length === 0) return null;
  const b = s.battles[s.step.battle];
  const where = b?.objective ? OBJECTIVES[b.objective].name : (b?.target ?? '');
  switch (s.step.seg) {
    case 'bombard':
      return s.kind === 'assault'
        ? {
            prompt: `AsC-2 Bombardment Segment, ${TRACK_NAME(s.hours[s.step.hour])}: place bombardment markers on objectives assaulted this hour (one per section).`,
            rule: '4.1',
          }
        : {
            prompt: 'AmC-2 Bombardment Segment: choose sections to try to spot and bombard the commandos.',
            rule: '4.1',
          };
    case 'reserves':
      return { prompt: `AsC-3c Reserves Segment (${where}): commit reserves to fire, or stop.`, rule: '4.16' };
    case 'charge':
      return {
        prompt: `AsC-3f Result Segment (${where}): British Retreat — charge with cold steel, or retreat? Each charge shows its Cold Steel Roll odds (§5.8; ${ROUNDING}).`,
        rule: '4.4',
      };
    case 'man':
      return {
        prompt: `AsC-3h Casualties Segment (${where}): may a company or naval brigade man ${unitName(b!.pendingMan[0]!)}?`,
        rule: '4.1',
      };
    default:
      return null;
  }
}
