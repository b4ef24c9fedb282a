// actions(): the legal British actions now. Column compositions are a representative set (a
// commander with all, or about half, of what he may take); decide() accepts any legal composition.
import { RuleError } from '../../engine/rule-error.ts';
import type { LegalAction } from '../../engine/types.ts';
import type { HodAction } from './actions.ts';
import { battleActions } from './battle-bridge.ts';
import { canForm } from './flow.ts';
import { assemblable, validateColumn } from './operational/assemble.ts';
import { assaultColumns, campKeep, columnFire, expectedBoer, fireOf } from './advisor/estimates.ts';
import { britishObjectives } from './control.ts';
import { expertTransfer } from './advisor/logistics.ts';
import { objectiveOf } from './loc.ts';
import { laagerShots } from './operational/bombard.ts';
import { destinations, transferable } from './operational/transfer.ts';
import type { HodState, Loc, Origin } from './state.ts';
import { asNeeded, campRecoveries } from './supply/sunday.ts';
import { assaultTargets } from './tactical/declare.ts';
import { dueNow, startable } from './tactical/movement.ts';
import { choiceSets } from './events-deck/cards.ts';
import { TACTICAL_HOUR_LABEL } from './tracks.ts';
import { isCommander, isCompany, isReserve, kind, membersAt, regimentOf, sectionType } from './units.ts';
import { tacticalLoc } from './loc.ts';
import type { AssaultableObjectiveId, ObjectiveId } from './data/types.ts';
import { OBJECTIVES } from './data/tactical-map.ts';
import { columnCostNote } from './supply/costs.ts';
import { d6Text, formationChances, formationText, nightInPositionChance } from './odds.ts';

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

/** The column a careful player would not leave out: at most `size` companies and reserves, strongest first. */
function strongest(cmd: string, coys: readonly string[], reserves: readonly string[], size: number): string[] {
  const pickedCoys = coys.slice(0, Math.max(1, Math.min(coys.length, size)));
  const room = Math.max(0, size - pickedCoys.length);
  return [cmd, ...pickedCoys, ...reserves.slice(0, Math.min(room, 2 * pickedCoys.length))];
}

/**
 * Assault columns from the British Camp (r. 3.1, 3.2): the representative set of proposals(), the
 * careful player's columns (advisor/estimates.ts, artillery with them), every commander's strongest
 * column with his guns, and at night the six-counter column (7 or more companies and reserves take −1
 * on the Night Assault Dispersal Roll, §3.7). Ranked by the careful player's estimate of the firepower
 * quotient (column fire against the Boer total to expect, Tables 5.2.1, 5.5.1), best first.
 */
export function assaultProposals(s: HodState, target: AssaultableObjectiveId, night: boolean): string[][] {
  const spec = { at: 'camp' as const, purpose: 'tactical' as const, target };
  const pool = assemblable(s, spec);
  const british = britishObjectives(s);
  const byFire = (a: string, b: string) => fireOf(s, b) - fireOf(s, a) || a.localeCompare(b);
  const keep = pool.filter((u) => isCompany(u) || isReserve(u)).length - 1; // r. 1.5: leave one in the camp
  const out: string[][] = [];
  const seen = new Set<string>(); // the sorted member lists of `out`
  const add = (units: readonly string[]): void => {
    if (units.filter((u) => isCompany(u) || isReserve(u)).length > keep) return;
    const key = [...units].sort().join();
    if (seen.has(key)) return;
    try {
      validateColumn(s, units, spec);
      out.push([...units]);
      seen.add(key);
    } catch (e) {
      // validateColumn refuses an illegal column with a RuleError: then it is not proposed.
      if (!(e instanceof RuleError)) throw e;
    }
  };
  for (const units of proposals(s, 'camp', 'tactical', target)) add(units);
  for (const units of assaultColumns(s, target, campKeep(s, british), () => true)) add(units);
  for (const cmd of pool.filter(isCommander)) {
    const general = kind(cmd) === 'general';
    const coys = pool.filter((u) => isCompany(u) && (general || regimentOf(u) === regimentOf(cmd))).sort(byFire);
    if (coys.length === 0) continue;
    // Guns give close support for case shot (Table 5.1.1); rockets do not, so they stay behind.
    const reserves = pool.filter((u) => isReserve(u) && sectionType(u) !== 'rocket').sort(byFire);
    add([cmd, ...coys, ...reserves.slice(0, 2 * coys.length)]);
    if (night) add(strongest(cmd, coys, reserves, 6));
  }
  const boer = expectedBoer(s, target, night, british); // the same for every column
  const q = (units: string[]) => columnFire(s, units, target) / boer;
  const score = new Map(out.map((u) => [u, q(u)]));
  const ranked = out.sort((a, b) => score.get(b)! - score.get(a)!);
  // A list a person can scan: the best PER_OBJECTIVE, keeping one with guns and, at night, one of six
  // counters at most if they ranked lower (any other legal column may still be named).
  const shown = ranked.slice(0, PER_OBJECTIVE);
  const ensure = (ok: (u: string[]) => boolean) => {
    const c = ranked.find(ok);
    if (c && !shown.includes(c)) shown.push(c);
  };
  ensure((u) => u.some((x) => kind(x) === 'section'));
  if (night) ensure((u) => u.filter((x) => isCompany(x) || isReserve(x)).length <= 6);
  // ... and the smallest, which leaves the most for other columns the same day.
  const size = (u: string[]) => u.filter((x) => isCompany(x) || isReserve(x)).length;
  const least = Math.min(...ranked.map(size));
  ensure((u) => size(u) === least);
  return shown;
}

/** How many assault columns are offered per objective (the best by the careful player's estimate). */
const PER_OBJECTIVE = 6;

/**
 * The assault choices of every target, grouped by objective (the objective whose best column has the
 * best quotient first) and best first within each.
 */
type Assault = { target: AssaultableObjectiveId; hex: string | undefined; units: string[] };

/**
 * The ranked assaults per position and time of day. States are never mutated (evolve.ts), and the
 * search reads nothing of the step or of the halts' bookkeeping (asked, resume): describe()'s prompts
 * ask it of `{ ...before, step }`, which shares every other field with the state evolve makes of the
 * same step-entered event, so a position found again with only those fields changed reuses it.
 */
const RANKED = new WeakMap<HodState['units'], { s: HodState; night: boolean; out: readonly Assault[] }[]>();
const STEP_ONLY = new Set(['step', 'asked', 'resume']);

function samePosition(a: HodState, b: HodState): boolean {
  if (a === b) return true;
  const ka = Object.keys(a).filter((k) => !STEP_ONLY.has(k));
  const kb = Object.keys(b).filter((k) => !STEP_ONLY.has(k));
  const ra = a as unknown as Record<string, unknown>;
  const rb = b as unknown as Record<string, unknown>;
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && ra[k] === rb[k]);
}

function rankedAssaults(s: HodState, night: boolean): readonly Assault[] {
  let known = RANKED.get(s.units);
  if (!known) RANKED.set(s.units, (known = []));
  const hit = known.find((k) => k.night === night && samePosition(k.s, s));
  if (hit) return hit.out;
  const out = searchAssaults(s, night);
  known.push({ s, night, out });
  if (known.length > 4) known.shift(); // a few positions per units record: the day's and the night's
  return out;
}

/** The assault columns offered now (r. 2.3, 2.5), without labels or odds: what the supply warnings weigh. */
export function offeredAssaultColumns(s: HodState, night: boolean): readonly (readonly string[])[] {
  return rankedAssaults(s, night).map((a) => a.units);
}

function searchAssaults(s: HodState, night: boolean): Assault[] {
  const groups = assaultTargets(s, night).map((t) => {
    const objective = t.objective as AssaultableObjectiveId;
    const columns = assaultProposals(s, objective, night);
    const best = columns[0]
      ? columnFire(s, columns[0], objective) / expectedBoer(s, objective, night, britishObjectives(s))
      : 0;
    return { objective, hex: t.hexes[0], columns, best };
  });
  groups.sort((a, b) => b.best - a.best);
  return groups.flatMap((g) => g.columns.map((units) => ({ target: g.objective, hex: g.hex, units })));
}

/** An objective holding box by name (the British Camp for 'camp'). */
const placeName = (loc: string): string => {
  const o = objectiveOf(loc as Loc);
  return o ? OBJECTIVES[o].name : loc;
};

/** r. 2.15: with no cartridges in the camp every company fires 0 — said on each assault choice. */
const noCartridges = (s: HodState): string =>
  s.supply.cartridges > 0 ? '' : ' — WARNING: no cartridges in the camp, companies fire 0 (r. 2.15)';

/** The British choices per position (states are never mutated, evolve.ts): expected(), the buttons, the
 *  supply warnings and the players all ask for the same position's choices, each costing the assault search. */
const LEGAL = new WeakMap<HodState, readonly LegalAction<HodAction>[]>();

export function legalActions(s: HodState, side: string): LegalAction<HodAction>[] {
  if (side !== 'British' || s.result) return [];
  let known = LEGAL.get(s);
  if (!known) LEGAL.set(s, (known = britishChoices(s)));
  return [...known]; // a caller's array of its own: sorting or filtering it leaves the cache alone
}

function britishChoices(s: HodState): LegalAction<HodAction>[] {
  const cont = (label: string): LegalAction<HodAction> => ({ action: { type: 'continue' }, label });
  switch (s.step) {
    case 'setup':
      return [cont('Start the war (opening Strategic Phase)')];
    case 'halt':
      // A halt of /hod continue whatever the standing orders (orders/halts.ts): run on, or change the orders.
      return [cont('Run on with the standing orders')];
    case 'night': {
      const out: LegalAction<HodAction>[] = [cont('2.3 No night assault tonight')];
      const warn = noCartridges(s);
      // §3.15: each night column says its odds of getting in position (odds.ts), and its cost (r. 2.15).
      const odds = (units: readonly string[], o: ObjectiveId, recon: boolean): string =>
        ` — ${d6Text(nightInPositionChance(s, units, o, recon), 'gets in position')}`;
      for (const { target, hex, units: shared } of rankedAssaults(s, true)) {
        const units = [...shared]; // the action's own: the ranking is shared by positions (RANKED)
        out.push({
          action: { type: 'night-assault', objective: target, units, hex },
          label: `Night assault on ${OBJECTIVES[target].name} from ${hex} with ${units.join(', ')}${odds(units, target, false)} — ${columnCostNote(s, units)}${warn}`,
        });
        if (s.held.includes('EV-23'))
          out.push({
            action: { type: 'night-assault', objective: target, units, hex, recon: true },
            label: `Night assault on ${OBJECTIVES[target].name} from ${hex} with ${units.join(', ')}, spending Reconnaissance (+1 dispersal, EV-23)${odds(units, target, true)} — ${columnCostNote(s, units)}${warn}`,
          });
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
            ? `2.5 Launch the ${s.tactical.length} declared assault(s) — ${columnCostNote(
                s,
                s.tactical.flatMap((c) => membersAt(s, tacticalLoc(c.id))),
              )}${noCartridges(s)}`
            : '2.5 No day assault today',
        ),
      ];
      const warn = noCartridges(s);
      // EV-23: a held Reconnaissance card may be spent on one column's Assault Formation Roll (+1).
      const recon = s.held.includes('EV-23') && !s.tactical.some((c) => c.recon);
      // §3.14: each column says its Assault Formation Roll odds (odds.ts); its result is not included (summary.ts).
      const odds = (units: readonly string[], o: ObjectiveId, r: boolean): string =>
        ` — ${formationText(formationChances(s, units, o, r))}`;
      for (const { target, hex, units: shared } of rankedAssaults(s, false)) {
        const units = [...shared]; // the action's own: the ranking is shared by positions (RANKED)
        out.push({
          action: { type: 'declare-assault', objective: target, units, hex },
          label: `Assault ${OBJECTIVES[target].name} from ${hex} with ${units.join(', ')}${odds(units, target, false)} — ${columnCostNote(s, units)}${warn}`,
        });
        if (recon && target !== 'MM')
          out.push({
            action: { type: 'declare-assault', objective: target, units, hex, recon: true },
            label: `Assault ${OBJECTIVES[target].name} from ${hex} with ${units.join(', ')}, spending Reconnaissance (+1 formation, EV-23)${odds(units, target, true)} — ${columnCostNote(s, units)}${warn}`,
          });
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
      const waiting = startable(s);
      const at = TACTICAL_HOUR_LABEL[s.today.hour] ?? `box ${s.today.hour}`;
      const due = dueNow(s).map((c) => c.id);
      const out: LegalAction<HodAction>[] = [
        cont(
          due.length
            ? `3.3 As declared: ${due.join(', ')} ${due.length === 1 ? 'starts' : 'start'} at ${at}`
            : `3.3 No column starts at ${at}`,
        ),
      ];
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
      // Grouped by where the counters stand, the strongest first; the careful player's transfer
      // (advisor/logistics.ts) leads the list.
      const moves: LegalAction<HodAction>[] = [];
      const from = (u: string) => s.units[u]!.loc;
      const units = transferable(s).sort(
        (a, b) => from(a).localeCompare(from(b)) || fireOf(s, b) - fireOf(s, a) || a.localeCompare(b),
      );
      for (const u of units)
        for (const to of destinations(s, u))
          moves.push({
            action: { type: 'transfer', units: [u], to },
            label: `Transfer ${u} from ${placeName(from(u))} to ${OBJECTIVES[to].name}`,
          });
      const advised = expertTransfer(s, moves)?.action;
      const first = advised ? moves.findIndex((m) => JSON.stringify(m.action) === JSON.stringify(advised)) : -1;
      if (first >= 0) {
        const [m] = moves.splice(first, 1);
        moves.unshift({ ...m!, label: `${m!.label} (the careful player's choice)` });
      }
      return [cont('2.13 No (more) transfers today'), ...moves];
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
