// 4.5 Commando Strength (Tables 5.2.1-5.2.3), 4.10 Smit, 4.14 overlapping assaults.
import { BOER_COUNTER_BY_ID } from '../data/counters.ts';
import { COMMANDO_STRENGTH_AMBUSH, COMMANDO_STRENGTH_ASSAULT } from '../data/tables.ts';
import { OBJECTIVES, OBJECTIVES_WITHIN_3 } from '../data/tactical-map.ts';
import { TACTICAL_TIME_RULES } from '../data/tracks.ts';
import type { CupCounterId } from '../data/types.ts';
import type { Rng } from '../../../engine/rng.ts';
import type { Draw } from './events.ts';
import type { Battle, CombatState } from './state.ts';

/** 4.14 / R46: two assaults overlap when their arrival boxes differ by 2 or less (day only). */
export function overlaps(a: Battle, b: Battle): boolean {
  if (a.arrivalBox === null || b.arrivalBox === null) return false;
  return Math.abs(a.arrivalBox - b.arrivalBox) <= TACTICAL_TIME_RULES.overlapMaxArrivalDifference;
}

/** Table 5.2.1 / 5.2.2: how many counters to draw, with a readable breakdown. */
export function commandoStrength(s: CombatState, b: Battle): { strength: number; breakdown: string[] } {
  const lines: string[] = [];
  let n: number;
  if (b.kind === 'assault') {
    const obj = b.objective as Exclude<typeof b.objective, 'BC' | null>;
    const base = s.night ? COMMANDO_STRENGTH_ASSAULT.night[obj] : COMMANDO_STRENGTH_ASSAULT.day[obj];
    n = base ?? 0;
    lines.push(`${OBJECTIVES[obj].name} ${s.night ? 'night' : 'day'} base ${n}`);
    if (!s.night) {
      // 4.5: a supporting objective is Boer-controlled, within distance 3, not under an overlapping assault.
      const others = s.battles.filter((o) => o.index !== b.index);
      const supports = OBJECTIVES_WITHIN_3[obj].filter(
        (o) => s.boerControlled.includes(o) && !others.some((x) => x.objective === o && overlaps(x, b)),
      );
      const plus = Math.min(supports.length, 3);
      if (plus > 0) {
        n += plus;
        lines.push(`+${plus} supporting (${supports.map((o) => OBJECTIVES[o].name).join(', ')})`);
      }
      const overlapping = others.filter((x) => overlaps(x, b)).length;
      if (overlapping >= 2) {
        n -= 1;
        lines.push(`−1 overlaps ${overlapping} other assaults (4.14)`);
      }
    }
  } else {
    n = b.objective ? COMMANDO_STRENGTH_AMBUSH.base[b.objective] : COMMANDO_STRENGTH_AMBUSH.base.operationalColumn;
    lines.push(`${b.objective ? OBJECTIVES[b.objective].name : 'operational column'} base ${n}`);
    if (s.noBritishAssault) {
      n += 1;
      lines.push("+1 No British Assault at Laing's Nek");
    }
    if (s.boerScouts) {
      n += 1;
      lines.push('+1 Boer Scouts');
    }
    if (s.boersReinforce && s.destroyedLaagers === 0) {
      n += 1;
      lines.push('+1 Boers Reinforce');
    }
    if (b.whiteFlagRuse) {
      n += 2;
      lines.push('+2 White Flag Ruse');
    }
  }
  if (s.destroyedLaagers > 0) {
    n -= s.destroyedLaagers;
    lines.push(`−${s.destroyedLaagers} destroyed laager(s)`);
  }
  const min = COMMANDO_STRENGTH_ASSAULT.minimum;
  if (n < min) {
    n = min;
    lines.push(`minimum ${min}`);
  }
  return { strength: n, breakdown: lines };
}

type DrawState = Pick<CombatState, 'cup' | 'queuedDraws' | 'drawsUsed' | 'smit' | 'crack'>;

/** One counter from the cup: the sandbox queue first (ids not in the cup are skipped), then rng.int. */
function drawOne(d: DrawState, cup: CupCounterId[], used: { n: number }, rng: Rng): CupCounterId | null {
  if (cup.length === 0) return null;
  while (used.n < d.queuedDraws.length) {
    const q = d.queuedDraws[used.n++]!;
    const i = cup.indexOf(q as CupCounterId);
    if (i >= 0) return cup.splice(i, 1)[0]!;
  }
  return cup.splice(rng.int(cup.length), 1)[0]!;
}

/** Table 5.2.3: draw a commando of `strength` counters for battle `battle`. */
export function drawCommando(
  d: DrawState,
  battle: number,
  strength: number,
  rng: Rng,
): { draws: Draw[]; commando: string[]; drawsUsed: number } {
  const cup = d.cup.slice();
  const used = { n: d.drawsUsed };
  let smit = d.smit;
  let crack = d.crack;
  const draws: Draw[] = [];
  const commando: string[] = [];
  let counted = 0;
  while (counted < strength) {
    const c = drawOne(d, cup, used, rng);
    if (c === null) break; // cup empty: the commando is smaller (R51)
    const def = BOER_COUNTER_BY_ID.get(c)!;
    if (def.kind === 'patrolCrack' && crack === 'coldstream') {
      // 4.5: the first patrol/crack drawn brings the crack veldkornetskap; the patrol/crack goes back.
      crack = battle;
      cup.push(c);
      commando.push('CRACK-VK');
      draws.push({ counter: c, as: 'crack' });
      counted++;
    } else if (def.kind === 'patrolSmit' && smit === 'laager') {
      // 4.10: the first patrol/smit drawn brings Smit; neither counts; draw again.
      smit = battle;
      cup.push(c);
      commando.push('SMIT');
      draws.push({ counter: c, as: 'smit' });
    } else {
      commando.push(c);
      draws.push({ counter: c, as: def.kind === 'patrolCrack' || def.kind === 'patrolSmit' ? 'patrol' : 'placed' });
      counted++;
    }
  }
  return { draws, commando, drawsUsed: used.n };
}

/** Firepower of a placed Boer counter (Table 5.1.1); Smit adds +2 to the total, not as a counter. */
export function boerCounterFirepower(id: string): number {
  if (id === 'CRACK-VK') return 6;
  if (id === 'SMIT') return 0;
  const def = BOER_COUNTER_BY_ID.get(id as CupCounterId);
  if (!def) return 0;
  if (def.kind === 'veldkornetskap') return def.firepower;
  return 1;
}

/** Counters that count toward the commando (not Smit). */
export const countedCounters = (commando: readonly string[]): string[] => commando.filter((c) => c !== 'SMIT');
