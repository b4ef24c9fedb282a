// actions(): the legal British actions now. Column compositions are a representative set (a
// commander with all, or about half, of what he may take); decide() accepts any legal composition.
import { RuleError } from '../../engine/rule-error.ts';
import type { LegalAction } from '../../engine/types.ts';
import type { HodAction } from './actions.ts';
import { battleActions } from './battle-bridge.ts';
import { canForm } from './flow.ts';
import { assemblable, validateColumn } from './operational/assemble.ts';
import { laagerShots } from './operational/bombard.ts';
import { destinations, transferable } from './operational/transfer.ts';
import type { HodState, Origin } from './state.ts';
import { asNeeded, campRecoveries } from './supply/sunday.ts';
import { assaultTargets } from './tactical/declare.ts';
import { choiceSets } from './events-deck/cards.ts';
import { TACTICAL_HOUR_LABEL } from './describe.ts';
import { isCommander, isCompany, isReserve, kind, regimentOf } from './units.ts';
import type { ObjectiveId } from './data/types.ts';
import { OBJECTIVES } from './data/tactical-map.ts';
import { d6Text, nightInPositionChance } from './odds.ts';

/** Column proposals from a holding box: per commander, "all it may take" and "half". */
export function proposals(
  s: HodState,
  at: Origin,
  purpose: 'operational' | 'tactical',
  target?: ObjectiveId,
): string[][] {
  const pool = assemblable(s, target ? { at, purpose, target } : { at, purpose });
  const out: string[][] = [];
  for (const cmd of pool.filter(isCommander)) {
    const general = kind(cmd) === 'general';
    const coys = pool.filter((u) => isCompany(u) && (general || regimentOf(u) === regimentOf(cmd)));
    if (coys.length === 0) continue;
    // Reserves other than artillery (which bombards best from an objective), then infantry alone, then half.
    const reserves = pool.filter((u) => isReserve(u) && kind(u) !== 'section');
    const variants: string[][] = [
      [cmd, ...coys, ...reserves.slice(0, 2 * coys.length)],
      [cmd, ...coys],
      [cmd, ...coys.slice(0, Math.ceil(coys.length / 2))],
    ];
    const fightersHere = pool.filter((u) => isCompany(u) || isReserve(u)).length;
    for (let units of variants) {
      // Leave at least one company or reserve behind in the British Camp (r. 1.5: an empty, insecure camp falls).
      if (at === 'camp' && units.filter((u) => isCompany(u) || isReserve(u)).length >= fightersHere) {
        const drop =
          [...units].reverse().find((u) => isReserve(u)) ??
          (units.filter(isCompany).length > 1 ? [...units].reverse().find(isCompany) : undefined);
        if (!drop) continue;
        units = units.filter((u) => u !== drop);
      }
      try {
        validateColumn(s, units, target ? { at, purpose, target } : { at, purpose });
        if (!out.some((o) => o.join() === units.join())) out.push(units);
      } catch (e) {
        // validateColumn refuses an illegal column with a RuleError: then this variant is not proposed.
        if (!(e instanceof RuleError)) throw e;
      }
    }
  }
  return out;
}

/** r. 2.15: with no cartridges in the camp every company fires 0 — said on each assault choice. */
const noCartridges = (s: HodState): string =>
  s.supply.cartridges > 0 ? '' : ' — WARNING: no cartridges in the camp, companies fire 0 (r. 2.15)';

export function legalActions(s: HodState, side: string): LegalAction<HodAction>[] {
  if (side !== 'British' || s.result) return [];
  const cont = (label: string): LegalAction<HodAction> => ({ action: { type: 'continue' }, label });
  switch (s.step) {
    case 'setup':
      return [cont('Start the war (opening Strategic Phase)')];
    case 'night': {
      const out: LegalAction<HodAction>[] = [cont('2.3 No night assault tonight')];
      const warn = noCartridges(s);
      // §3.15: each night column says its odds of getting in position (odds.ts).
      const odds = (units: readonly string[], o: ObjectiveId, recon: boolean): string =>
        ` — ${d6Text(nightInPositionChance(s, units, o, recon), 'gets in position')}`;
      for (const t of assaultTargets(s, true)) {
        for (const units of proposals(s, 'camp', 'tactical', t.objective)) {
          out.push({
            action: { type: 'night-assault', objective: t.objective, units, hex: t.hexes[0] },
            label: `Night assault on ${OBJECTIVES[t.objective].name} from ${t.hexes[0]} with ${units.join(', ')}${odds(units, t.objective, false)}${warn}`,
          });
          if (s.held.includes('EV-23'))
            out.push({
              action: { type: 'night-assault', objective: t.objective, units, hex: t.hexes[0], recon: true },
              label: `Night assault on ${OBJECTIVES[t.objective].name} from ${t.hexes[0]} with ${units.join(', ')}, spending Reconnaissance (+1 dispersal, EV-23)${odds(units, t.objective, true)}${warn}`,
            });
        }
      }
      return out;
    }
    case 'columns': {
      const out: LegalAction<HodAction>[] = [cont('2.4 No (more) operational columns today')];
      for (const at of ['fort', 'camp'] as const) {
        if (s.today.columnsFormed.includes(at) || !canForm(s)) continue;
        for (const units of proposals(s, at, 'operational'))
          out.push({
            action: { type: 'form-column', at, units },
            label: `Column from ${at === 'fort' ? 'Fort Amiel' : 'the British Camp'}: ${units.join(', ')}`,
          });
      }
      return out;
    }
    case 'day': {
      const out: LegalAction<HodAction>[] = [
        cont(
          s.tactical.length > 0
            ? `2.5 Launch the ${s.tactical.length} declared assault(s)${noCartridges(s)}`
            : '2.5 No day assault today',
        ),
      ];
      const warn = noCartridges(s);
      // EV-23: a held Reconnaissance card may be spent on one column's Assault Formation Roll (+1).
      const recon = s.held.includes('EV-23') && !s.tactical.some((c) => c.recon);
      for (const t of assaultTargets(s, false)) {
        for (const units of proposals(s, 'camp', 'tactical', t.objective)) {
          out.push({
            action: { type: 'declare-assault', objective: t.objective, units, hex: t.hexes[0] },
            label: `Assault ${OBJECTIVES[t.objective].name} from ${t.hexes[0]} with ${units.join(', ')}${warn}`,
          });
          if (recon && t.objective !== 'MM')
            out.push({
              action: { type: 'declare-assault', objective: t.objective, units, hex: t.hexes[0], recon: true },
              label: `Assault ${OBJECTIVES[t.objective].name} from ${t.hexes[0]} with ${units.join(', ')}, spending Reconnaissance (+1 formation, EV-23)${warn}`,
            });
        }
      }
      for (const c of s.tactical)
        out.push({
          action: { type: 'withdraw-assault', column: c.id },
          label: `Withdraw the assault on ${OBJECTIVES[c.objective].name}`,
        });
      return out;
    }
    case 'card': {
      const p = s.pendingCard;
      if (!p) return [cont('2.8 Go on')];
      const sets = choiceSets(s, p);
      const what = (c: string[]) =>
        p.card === 'EV-18'
          ? `Sangers on ${c.map((o) => OBJECTIVES[o as ObjectiveId].name).join(', ')}`
          : `Fever strikes ${c.join(', ')}`;
      return [
        cont(`${p.card}: the default choice — ${what(sets[0] ?? [])}`),
        ...sets.map((c) => ({
          action: { type: 'card-choice', choice: c } as HodAction,
          label: `${p.card}: ${what(c)}`,
        })),
      ];
    }
    case 'depart': {
      const waiting = s.tactical.filter((c) => c.depart === null && c.arrived === null);
      const at = TACTICAL_HOUR_LABEL[s.today.hour] ?? `box ${s.today.hour}`;
      const out: LegalAction<HodAction>[] = [cont(`3.3 No column starts at ${at}`)];
      for (const c of waiting)
        out.push({
          action: { type: 'depart', columns: [c.id] },
          label: `${c.id} (${OBJECTIVES[c.objective].name}) starts at ${at}`,
        });
      if (waiting.length > 1)
        out.push({
          action: { type: 'depart', columns: waiting.map((c) => c.id) },
          label: `All waiting columns start at ${at}`,
        });
      return out;
    }
    case 'combat':
      return battleActions(s).map((a) => ({ action: a.action as HodAction, label: a.label }));
    case 'bombard':
      return [
        cont('2.11 No (more) laager bombardment today'),
        ...laagerShots(s).map((x) => ({
          action: { type: 'bombard-laager', laager: x.laager, section: x.section } as HodAction,
          label: `Bombard the ${x.laager} laager with ${x.section} (1 ${x.ammunition})`,
        })),
      ];
    case 'transfer': {
      const out: LegalAction<HodAction>[] = [cont('2.13 No (more) transfers today')];
      for (const u of transferable(s))
        for (const to of destinations(s, u))
          out.push({ action: { type: 'transfer', units: [u], to }, label: `Transfer ${u} to ${OBJECTIVES[to].name}` });
      return out;
    }
    case 'supply': {
      const r = campRecoveries(s);
      const auto = asNeeded(s);
      const out: LegalAction<HodAction>[] = [
        cont('2.15 Use no medical supplies or herds this Sunday'),
        {
          action: { type: 'use-supplies', medical: auto.medical, herds: auto.herds },
          label: `Use ${auto.medical.length} medical supplies and ${auto.herds.length} herds on everyone who can recover`,
        },
      ];
      if (s.supply.medicalSupplies > 0)
        for (const u of r.medical)
          out.push({ action: { type: 'use-supplies', medical: [u], herds: [] }, label: `Medical supplies for ${u}` });
      if (s.supply.herds > 0)
        for (const u of r.herds) {
          // R44: a hospitalized troop needs medical supplies before herds remount it.
          if (s.units[u as keyof typeof s.units]?.loc !== 'campHospital')
            out.push({ action: { type: 'use-supplies', medical: [], herds: [u] }, label: `Herds for ${u}` });
          else if (s.supply.medicalSupplies > 0 && r.medical.includes(u))
            out.push({
              action: { type: 'use-supplies', medical: [u], herds: [u] },
              label: `Medical supplies and herds for ${u} (R44)`,
            });
        }
      return out;
    }
    case 'load':
      // Continue first, as in every segment: the passive choice.
      return [
        cont('2.17 Leave the convoy empty this week'),
        { action: { type: 'load-convoy' }, label: '2.17 Load the ox wagon convoy' },
      ];
    default:
      return [];
  }
}
