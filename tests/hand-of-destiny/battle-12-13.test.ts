// 12.5 battle after a fleet move, and 13.5.B retreat by river, in the system rules (synthetic scenario,
// through the kernel, with queued dice).
import { describe, expect, it } from 'vitest';
import { at, game } from './synthetic-scenario.ts';

describe('12.5 battle', () => {
  it('12.5.A — enemy units in the last space of a fleet move: a battle there in the Battle Phase', () => {
    const g = game({ 'red-fleet': 'r1', 'red-inf-1': 'r1', 'blue-inf-1': 'r3' });
    g.toMarch('Red');
    g.act('Red', { type: 'move', units: ['red-fleet', 'red-inf-1'], to: 'r3' });
    g.toBattle('Red');
    expect(() => g.act('Red', { type: 'end-phase' })).toThrow(/^13\.A — battle is mandatory .*r3/);
    expect(g.module.actions(g.state(), 'Red').map((a) => a.action)).toEqual([{ type: 'fight', space: 'r3' }]);
  });

  it('12.5.B-C — the transported land units debark and fight; the fleet fights as a land unit does', () => {
    const g = game({ 'red-fleet': 'r1', 'red-inf-1': 'r1', 'blue-inf-1': 'r3' });
    g.toMarch('Red');
    g.act('Red', { type: 'move', units: ['red-fleet', 'red-inf-1'], to: 'r3' });
    g.toBattle('Red');
    const start = g.act('Red', { type: 'fight', space: 'r3' }, [6, 1]); // Tactical Superiority: Red 6, Blue 1
    expect(start[0]).toMatchObject({ type: 'battle.started', attacker: 'Red' });
    const forces = start[0]!.type === 'battle.started' ? start[0]!.forces : null;
    expect([forces?.Red.map((u) => u.unit), forces?.Blue.map((u) => u.unit)]).toEqual([
      ['red-fleet', 'red-inf-1'],
      ['blue-inf-1'],
    ]);
    expect(start).toContainEqual(expect.objectContaining({ type: 'battle.superiority-rolled', winner: 'Red' }));
    expect(g.state().pending).toMatchObject({ side: 'Red', kind: 'fire' });
    const fire = g.act('Red', { type: 'fire', unit: 'red-fleet' }, [6, 3]); // 2 dice: Battle Strength 2 (13.1.2.B)
    expect(fire[0]).toMatchObject({ type: 'battle.unit-fired', unit: 'red-fleet', dice: [6, 3], results: ['E', '-'] });
    expect(fire).toContainEqual(
      expect.objectContaining({ type: 'battle.loss-taken', unit: 'blue-inf-1', effect: 'eliminated', to: 'deadpile' }),
    ); // 13.3.1
    expect(fire).toContainEqual(expect.objectContaining({ type: 'battle.won', winner: 'Red' }));
    expect(g.state().battle?.fight ?? null).toBeNull();
  });

  it('12.5.C — a fleet takes losses as a land unit does', () => {
    const g = game({ 'red-inf-1': 'r3', 'blue-fleet': 'r3' });
    g.toMarch('Red');
    g.toBattle('Red');
    g.act('Red', { type: 'fight', space: 'r3' }, [6, 1, 6, 6]); // Red superior; red-inf-1 (the only shooter) fires 6, 6
    expect(at(g, 'blue-fleet')).toBe('deadpile');
  });
});

describe('13.5.B retreat by river', () => {
  it('13.5.B — a fleet and the land units with it retreat along the river; the land units debark', () => {
    const g = game({ 'red-inf-1': 'r3', 'red-inf-2': 'r3', 'blue-fleet': 'r3', 'blue-inf-1': 'r3' });
    g.toMarch('Red');
    g.toBattle('Red');
    g.act('Red', { type: 'fight', space: 'r3' }, [6, 1]);
    g.act('Red', { type: 'fire', unit: 'red-inf-1' }, [4, 5]); // P, P
    g.act('Blue', { type: 'take-loss', unit: 'blue-fleet' }); // the second P goes to blue-inf-1 (only choice)
    expect(g.state().pending).toMatchObject({ side: 'Blue', kind: 'retreat' });
    const options = g.module.actions(g.state(), 'Blue').map((a) => a.label);
    expect(options).toEqual(['Retreat to r2 by river (13.5.B)', 'Retreat to r4 by river (13.5.B)']); // not land-b: 12.3.D
    const events = g.act('Blue', { type: 'retreat', to: 'r2' });
    expect(events[0]).toMatchObject({
      type: 'battle.retreated',
      units: ['blue-fleet', 'blue-inf-1'],
      to: 'r2',
      byRiver: true,
    });
    expect([at(g, 'blue-fleet'), at(g, 'blue-inf-1')]).toEqual(['r2', 'r2']);
    expect(g.state().units['blue-inf-1']!.panicked).toBe(false); // 13.6
  });

  it('13.5.B — land units without a fleet may not retreat into a river space', () => {
    const g = game({ 'red-inf-1': 'r3', 'blue-inf-1': 'r3' });
    g.toMarch('Red');
    g.toBattle('Red');
    const events = g.act('Red', { type: 'fight', space: 'r3' }, [6, 1, 4, 1]); // red-inf-1: P, -
    const retreat = events.find((e) => e.type === 'battle.retreated');
    expect(retreat).toMatchObject({ units: ['blue-inf-1'], to: 'land-b' });
    expect(retreat).not.toHaveProperty('byRiver'); // by land
  });

  it('13.5.C — with no space to retreat to, the retreating units are eliminated', () => {
    const g = game({ 'red-inf-1': 'r3', 'red-inf-2': 'land-b', 'blue-inf-1': 'r3' });
    g.toMarch('Red');
    g.toBattle('Red');
    const events = g.act('Red', { type: 'fight', space: 'r3' }, [6, 1, 4, 1]);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'battle.retreat-eliminated', units: ['blue-inf-1'], to: 'deadpile' }),
    );
  });
});
