// Sunday: 2.15 British Camp Supply, 2.16 Fort Amiel Supply, 2.17 Load Ox Wagon Convoy
// (spec §3.11-3.13; R16, R18, R19, R34, R35, R44, R63).
// RULING (ours): when rations run short the game feeds the counters in the camp first, then those in
// objectives and columns, companies before reserves (r. 2.15 leaves the choice to the player).
// RULING (ours): Fort Amiel's stocks are unlimited, so every eligible counter there tries its
// Fort Amiel Supply Roll (2.16) without asking.
import { RuleError } from '../../../engine/rule-error.ts';
import { tablesFor } from '../data/revisions.ts';
import { FORT_AMIEL_SUPPLY, HUNGER_AND_THIRST, rollRow } from '../data/tables.ts';
import { SUPPLY_TYPES } from '../data/tracks.ts';
import type { BritishUnitId, SupplyAmounts } from '../data/types.ts';
import type { Ctx } from '../ctx.ts';
import { applyHit } from '../hits.ts';
import type { HodState } from '../state.ts';
import { freshSide, isFighting, kind, reducedSide } from '../units.ts';
import { tidy } from '../tidy.ts';
import { sundayRations } from './costs.ts';

/** r. 2.15: who must eat, and who can be fed from the camp (costs.ts sundayRations). */
export function rationsSegment(ctx: Ctx): void {
  const { used, hungry } = sundayRations(ctx.state);
  ctx.emit({ type: 'rations-used', used, hungry });
  const table = HUNGER_AND_THIRST[ctx.state.weather.shows];
  for (const u of hungry) {
    const die = ctx.die();
    const hit = rollRow(table, die) === 'hit';
    ctx.emit({ type: 'hunger-rolled', unit: u, die, hit });
    if (hit) applyHit(ctx, u, 1, '2.15 hunger and thirst');
  }
  tidy(ctx);
}

export interface SupplyChoice {
  medical: BritishUnitId[];
  herds: BritishUnitId[];
}

/** Counters in the British Camp that may use medical supplies or herds (r. 2.15, R34, R44). */
export function campRecoveries(s: HodState): SupplyChoice {
  const medical: BritishUnitId[] = [];
  const herds: BritishUnitId[] = [];
  for (const [id, st] of Object.entries(s.units)) {
    const u = id as BritishUnitId;
    if (!isFighting(u) || kind(u) === 'convoy') continue;
    const coyLike = kind(u) === 'company' || kind(u) === 'navalBrigade';
    if (st.loc === 'campHospital') medical.push(u);
    else if (st.loc === 'camp' && coyLike && st.side === 'reduced') medical.push(u);
    if (
      (kind(u) === 'troop' || kind(u) === 'section') &&
      (st.loc === 'camp' || st.loc === 'campHospital') &&
      st.side === reducedSide(u)
    )
      herds.push(u);
  }
  return { medical, herds };
}

export function useCampSupplies(ctx: Ctx, choice: SupplyChoice): void {
  const ok = campRecoveries(ctx.state);
  if (choice.medical.length > ctx.state.supply.medicalSupplies)
    throw new RuleError('2.15', `only ${ctx.state.supply.medicalSupplies} medical supplies in the British Camp`);
  if (choice.herds.length > ctx.state.supply.herds)
    throw new RuleError('2.15', `only ${ctx.state.supply.herds} herds in the British Camp`);
  for (const u of choice.medical)
    if (!ok.medical.includes(u))
      throw new RuleError(
        '2.15',
        `${u} cannot use medical supplies: only hospitalized counters, or reduced companies and naval brigades, in the British Camp`,
        ok.medical,
      );
  for (const u of choice.herds)
    if (!ok.herds.includes(u))
      throw new RuleError(
        '2.15',
        `${u} cannot use herds: only dismounted troops and manhandled sections in the British Camp`,
        ok.herds,
      );
  for (const u of choice.herds) {
    const inHospital = ctx.state.units[u]!.loc === 'campHospital';
    if (inHospital && !choice.medical.includes(u))
      throw new RuleError(
        '2.15',
        `${u} is hospitalized: it needs medical supplies to leave the hospital before herds remount it (R44)`,
      );
  }
  const reinforcements = ctx.state.held.includes('EV-21');
  for (const u of choice.medical) {
    const st = ctx.state.units[u]!;
    const coyLike = kind(u) === 'company' || kind(u) === 'navalBrigade';
    const side = st.loc === 'campHospital' ? (reinforcements && coyLike ? freshSide(u) : reducedSide(u)) : freshSide(u);
    ctx.emit({ type: 'recovery-made', unit: u, using: 'medicalSupplies', side, loc: 'camp', die: null });
  }
  for (const u of choice.herds)
    ctx.emit({ type: 'recovery-made', unit: u, using: 'herds', side: freshSide(u), loc: 'camp', die: null });
  const changes = { medicalSupplies: -choice.medical.length, herds: -choice.herds.length };
  if (choice.medical.length + choice.herds.length > 0)
    ctx.emit({ type: 'supply-changed', changes, cause: '2.15 British Camp Supply' });
}

/** Standing order supplies:as-needed: everything that can recover does, hospital first. */
export function asNeeded(s: HodState): SupplyChoice {
  const ok = campRecoveries(s);
  const med = [...ok.medical]
    .sort((a, b) => Number(s.units[b]!.loc === 'campHospital') - Number(s.units[a]!.loc === 'campHospital'))
    .slice(0, s.supply.medicalSupplies);
  const herds = ok.herds.filter((u) => s.units[u]!.loc !== 'campHospital' || med.includes(u)).slice(0, s.supply.herds);
  return { medical: med, herds };
}

/** 2.16: every eligible counter in Fort Amiel rolls (3-6 succeeds). */
export function fortAmielSegment(ctx: Ctx): void {
  for (const [id, st] of Object.entries(ctx.state.units)) {
    const u = id as BritishUnitId;
    if (!isFighting(u) || kind(u) === 'convoy') continue;
    const coyLike = kind(u) === 'company' || kind(u) === 'navalBrigade';
    let loc = st.loc;
    if (loc === 'fortHospital' || (loc === 'fort' && coyLike && st.side === 'reduced')) {
      const die = ctx.die();
      if (rollRow(FORT_AMIEL_SUPPLY, die) === 'succeeds') {
        const side = loc === 'fortHospital' ? reducedSide(u) : freshSide(u);
        ctx.emit({ type: 'recovery-made', unit: u, using: 'medicalSupplies', side, loc: 'fort', die });
        loc = 'fort';
      } else ctx.emit({ type: 'fort-supply-failed', unit: u, using: 'medicalSupplies', die });
    }
    if (
      loc === 'fort' &&
      (kind(u) === 'troop' || kind(u) === 'section') &&
      ctx.state.units[u]!.side === reducedSide(u)
    ) {
      const die = ctx.die();
      if (rollRow(FORT_AMIEL_SUPPLY, die) === 'succeeds')
        ctx.emit({ type: 'recovery-made', unit: u, using: 'herds', side: freshSide(u), loc: 'fort', die });
      else ctx.emit({ type: 'fort-supply-failed', unit: u, using: 'herds', die });
    }
  }
}

/** 2.17: the convoy may be loaded if it is in Fort Amiel and not already loaded. */
export const mayLoad = (s: HodState) => s.units.CONVOY?.loc === 'fort' && s.convoyLoad === null;

export function loadConvoy(ctx: Ctx): void {
  if (!mayLoad(ctx.state))
    throw new RuleError('2.17', 'the ox wagon convoy can be loaded only in Fort Amiel and only if not already loaded');
  let modifier = 0;
  if (ctx.state.politics >= 6 && ctx.state.politics <= 10) modifier -= 1; // r. 1.3, R8
  if (ctx.state.held.includes('EV-05')) modifier -= 1; // Wires Cut
  const table = tablesFor(ctx.state).loadWagons;
  const dice: number[] = [];
  const load = {} as Record<keyof SupplyAmounts, number>;
  for (const t of SUPPLY_TYPES) {
    const die = ctx.die();
    dice.push(die);
    load[t] = rollRow(table, die + modifier)![t];
  }
  ctx.emit({ type: 'convoy-loaded', dice, modifier, load });
}

/** R63: a held Wires Cut is discarded at the end of the next Load Ox Wagon Convoy Segment. */
export function endLoadSegment(ctx: Ctx): void {
  if (ctx.state.held.includes('EV-05'))
    ctx.emit({ type: 'card-released', card: 'EV-05', reason: 'R63 — end of the Load Ox Wagon Convoy Segment' });
}
