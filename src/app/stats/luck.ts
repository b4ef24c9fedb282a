// Dice luck from a verified log: each player's dice (the dice rolled in the commands they made: the
// events they appended) against fair six-sided dice. The luck is the percentile of their total
// among all totals of as many fair dice (normal approximation, mid-rank: 50 is exactly average). It
// says how high they rolled, not whether high rolls helped them. Only a log whose every roll the
// seed reproduces (src/engine/verify.ts) is read; otherwise nobody has a luck figure.
import { evolveFolded, initialFolded, type Folded } from '../../engine/kernel.ts';
import type { AnyGameModule } from '../../engine/types.ts';
import { verifyDice, type DrawModel, type LoggedEvent } from '../../engine/verify.ts';

export interface Luck {
  dice: number;
  /** 0-100; null when no die was rolled. */
  percentile: number | null;
}

/** Each actor's dice and luck, or null when the log's dice do not verify. */
export function luckOf(
  module: AnyGameModule,
  model: DrawModel,
  seed: string,
  log: readonly LoggedEvent[],
): Map<string, Luck> | null {
  const verdict = verifyDice(module, model, seed, log);
  if (!verdict.ok) return null;
  const totals = new Map<string, { n: number; sum: number }>();
  let f: Folded = initialFolded(module);
  for (const l of log) {
    if (!l.event.type.startsWith('kernel.') && l.actor !== null) {
      for (const d of model.draws(l.event, f.game)) {
        if (d.kind !== 'die') continue;
        const t = totals.get(l.actor) ?? { n: 0, sum: 0 };
        t.n++;
        t.sum += d.value;
        totals.set(l.actor, t);
      }
    }
    f = evolveFolded(module, f, l.event);
  }
  // Sandbox-queued dice are chosen, not rolled; a game with any (a sandbox game) is not counted anyway.
  return new Map([...totals].map(([actor, t]) => [actor, { dice: t.n, percentile: dicePercentile(t.sum, t.n) }]));
}

/** The percentile (0-100) of a total of n fair d6 (mean 3.5, variance 35/12 each); null for n = 0. */
export function dicePercentile(sum: number, n: number): number | null {
  if (n === 0) return null;
  const z = (sum - 3.5 * n) / Math.sqrt((35 / 12) * n);
  return Math.round(1000 * normalCdf(z)) / 10;
}

/** Φ(z), by the Abramowitz-Stegun 7.1.26 erf approximation (error below 1.5e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}
