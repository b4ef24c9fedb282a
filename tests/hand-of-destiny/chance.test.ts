// The stated rounding of every odds figure (src/engine/chance.ts): nearest whole percent, halves up,
// never 0% or 100% unless exactly so; and the Hand of Destiny's Tactical Superiority chance (13.1.1).
import { describe, expect, it } from 'vitest';
import { chance, percent } from '../../src/engine/chance.ts';
import { superiorityChance } from '../../src/games/hand-of-destiny/battle/odds.ts';
import { statedPercent } from '../helpers/forced-dice.ts';

describe('the odds as shown', () => {
  it('rounds to the nearest whole percent, halves up, and keeps 0% and 100% for the impossible and the certain', () => {
    expect(percent(chance(1, 8))).toBe('13%'); // 12.5 rounds up
    expect(percent(chance(1, 6))).toBe('17%');
    expect(percent(chance(1, 1296))).toBe('<1%'); // 0.08%: possible, not 0%
    expect(percent(chance(1295, 1296))).toBe('>99%');
    expect(percent(chance(0, 36))).toBe('0%');
    expect(percent(chance(36, 36))).toBe('100%');
    for (const d of [6, 36, 216, 1296])
      for (let n = 0; n <= d; n++) expect(percent(chance(n, d)), `${n}/${d}`).toBe(statedPercent(n, d));
  });

  it('refuses what is not a chance', () => {
    expect(() => chance(7, 6)).toThrow(/not a chance/);
    expect(() => chance(1, 0)).toThrow(/not a chance/);
  });

  it('13.1.1.D — Tactical Superiority: the higher total wins, ties to the defender', () => {
    expect(superiorityChance(0, 0)).toEqual({ n: 15, d: 36 });
    expect(superiorityChance(1, 0)).toEqual({ n: 21, d: 36 });
    expect(superiorityChance(0, 1)).toEqual({ n: 10, d: 36 });
    expect(superiorityChance(0, 6)).toEqual({ n: 0, d: 36 });
    expect(superiorityChance(5, 0)).toEqual({ n: 35, d: 36 }); // 1 + 5 against a 6 is a tie
    expect(superiorityChance(6, 0)).toEqual({ n: 36, d: 36 });
  });
});
