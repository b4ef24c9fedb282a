// 21.3: the March Phase's list of units out of supply (supply/supply.ts, read from the sources
// outwards) is the system's (hand-of-destiny/supply.ts, read from each unit's space), on every
// position of fuzzed games with the advanced rules, with and without optional 30.2.
import { describe, expect, it } from 'vitest';
import { outOfSupply } from '../../src/games/hand-of-destiny/supply.ts';
import { LV_BOARD } from '../../src/games/lettow-vorbeck/scenario.ts';
import { outOfSupplyUnits } from '../../src/games/lettow-vorbeck/supply/supply.ts';
import { SIDES } from '../../src/games/lettow-vorbeck/state.ts';
import { optionCombos, playGame } from './fuzz.ts';

describe('21.3 — units out of supply as the March Phase begins', () => {
  it('21.3, 30.2 — outOfSupplyUnits lists what the system rules (21.1-21.2) list, on fuzzed positions', () => {
    const combos = optionCombos().filter((o) => o.advanced === true);
    let compared = 0;
    let outOfSupplySeen = 0;
    for (let i = 0; i < 8; i++) {
      playGame(`supply-${i}`, combos[i % combos.length]!, {
        replayChecks: 0,
        invariants: false,
        onState: (s) => {
          for (const side of SIDES) {
            const fast = outOfSupplyUnits(s, side);
            expect(fast).toEqual(outOfSupply(LV_BOARD, s, side));
            compared++;
            outOfSupplySeen += fast.length;
          }
        },
      });
    }
    expect(compared).toBeGreaterThan(1000);
    expect(outOfSupplySeen).toBeGreaterThan(0); // the positions include units out of supply
  }, 120_000);
});
