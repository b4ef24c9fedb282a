// 17.B fleets count as artillery, 21.1 fleets are always in supply (and 21.2: a friendly fleet is a
// source of supply), in the system's Advanced Rules (synthetic scenario, through the kernel).
import { describe, expect, it } from 'vitest';
import { inSupply } from '../../src/games/hand-of-destiny/supply.ts';
import { game } from './synthetic-scenario.ts';

describe('17.0 artillery', () => {
  it('17.B — fleets count towards having the most artillery units: +1 to Tactical Superiority (17.A)', () => {
    const g = game(
      { 'red-fleet': 'r3', 'red-inf-1': 'r3', 'blue-inf-1': 'r3', 'blue-inf-2': 'r3' },
      { advanced: true },
    );
    g.toMarch('Red');
    g.toBattle('Red');
    const events = g.act('Red', { type: 'fight', space: 'r3' }, [3, 3]);
    const roll = events.find((e) => e.type === 'battle.superiority-rolled');
    expect(roll).toMatchObject({
      attacker: { side: 'Red', die: 3, modifiers: [{ id: 'artillery', rule: '17.A-B' }], total: 4 },
      defender: { side: 'Blue', total: 3 },
      winner: 'Red',
    });
  });

  it('17.A — with the Standard Rules only, no artillery modifier (2.1.C)', () => {
    const g = game({ 'red-fleet': 'r3', 'blue-inf-1': 'r3' });
    g.toMarch('Red');
    g.toBattle('Red');
    const roll = g
      .act('Red', { type: 'fight', space: 'r3' }, [3, 3])
      .find((e) => e.type === 'battle.superiority-rolled');
    expect(roll).toMatchObject({ attacker: { modifiers: [] }, winner: 'Blue' }); // 13.1.1.D: ties to the defender
  });
});

describe('21.0 supply', () => {
  it('21.1 — fleets are always in supply; 21.3 — a land unit far from any source is not (21.4.A at the March Phase)', () => {
    const g = game({ 'red-fleet': 'r5', 'red-inf-4': 'fort-a', 'blue-inf-1': 'land-b' }, { advanced: true });
    g.toMarch('Red');
    expect(g.state().outOfSupply).toEqual(['red-inf-4']);
    expect(inSupply(g.module.board, g.state(), 'red-fleet')).toBe(true);
  });

  it('21.2 — a unit within two spaces of a friendly fleet is in supply', () => {
    const g = game(
      { 'red-fleet': 'r5', 'red-inf-1': 'r3', 'red-inf-4': 'fort-a', 'blue-inf-1': 'land-b' },
      { advanced: true },
    );
    expect(inSupply(g.module.board, g.state(), 'red-inf-1')).toBe(true);
    expect(inSupply(g.module.board, g.state(), 'red-inf-4')).toBe(false);
  });
});
