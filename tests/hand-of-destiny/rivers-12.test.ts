// 12.1-12.4 River movement, bridging, fleets and fleet transport, in the system rules, proven on the
// synthetic river scenario through the kernel.
import { describe, expect, it } from 'vitest';
import { at, game } from './synthetic-scenario.ts';

describe('12.1-12.2 river spaces and bridging', () => {
  it('12.1 — a land unit entering a river space must stop there', () => {
    const g = game({ 'red-inf-1': 'hill', 'blue-inf-1': 'land-b' });
    g.toMarch('Red');
    expect(() => g.act('Red', { type: 'move', units: ['red-inf-1'], to: 'r3', via: ['r2'] })).toThrow(
      /^12\.1 — .*a unit entering a river space \(r2\) must stop/,
    );
    g.act('Red', { type: 'move', units: ['red-inf-1'], to: 'r2' });
    expect(at(g, 'red-inf-1')).toBe('r2');
  });

  it('12.2 — with a friendly engineer in the river space, units do not have to stop when entering it', () => {
    const g = game({ 'red-inf-1': 'hill', 'red-eng': 'r2', 'blue-inf-1': 'land-b' });
    g.toMarch('Red');
    g.act('Red', { type: 'move', units: ['red-inf-1'], to: 'r3', via: ['r2'] });
    expect(at(g, 'red-inf-1')).toBe('r3');
  });

  it('12.2 — a friendly fleet in the river space bridges it too; an enemy fleet does not', () => {
    const g = game({ 'red-inf-1': 'hill', 'red-fleet': 'r2', 'blue-inf-1': 'land-b' });
    g.toMarch('Red');
    const moves = g.module.actions(g.state(), 'Red').map((a) => a.action);
    expect(moves).toContainEqual({ type: 'move', units: ['red-inf-1'], to: 'r3', via: ['r2'] });
    const h = game({ 'red-inf-1': 'hill', 'blue-fleet': 'r5', 'red-eng': 'fort-a' });
    h.toMarch('Red');
    expect(() => h.act('Red', { type: 'move', units: ['red-inf-1'], to: 'r3', via: ['r2'] })).toThrow(/^12\.1/);
  });
});

describe('12.3 fleets', () => {
  it('12.3.A — a fleet moves along river spaces without stopping, through a fortress space too', () => {
    const g = game({ 'red-fleet': 'r2', 'blue-inf-1': 'land-b' });
    g.toMarch('Red');
    const events = g.act('Red', { type: 'move', units: ['red-fleet'], to: 'r5' });
    expect(events[0]).toMatchObject({ type: 'units-moved', units: ['red-fleet'], path: ['r2', 'r3', 'r4', 'r5'] });
    expect(at(g, 'red-fleet')).toBe('r5');
  });

  it('12.3.B — a fleet moves at most the distance of the current Campaign Card', () => {
    const g = game({ 'red-fleet': 'r1', 'blue-inf-1': 'land-b' });
    g.toMarch('Red');
    expect(() => g.act('Red', { type: 'move', units: ['red-fleet'], to: 'r5' })).toThrow(
      /^12\.3\.B — the fleet may move at most 3 space\(s\) this turn; reaching r5 needs more; the nearest space on the way you can reach is r4/,
    );
    g.act('Red', { type: 'move', units: ['red-fleet'], to: 'r4' });
    expect(at(g, 'red-fleet')).toBe('r4');
  });

  it('12.3.C — a fleet does not stop for an enemy force in a river space', () => {
    const g = game({ 'red-fleet': 'r1', 'blue-inf-1': 'r2' });
    g.toMarch('Red');
    g.act('Red', { type: 'move', units: ['red-fleet'], to: 'r3', via: ['r2'] });
    expect(at(g, 'red-fleet')).toBe('r3');
  });

  it('12.3.C — but it stops for an enemy fleet, and for an enemy-occupied fortress', () => {
    const g = game({ 'red-fleet': 'r1', 'blue-fleet': 'r2', 'blue-inf-1': 'land-b' });
    g.toMarch('Red');
    expect(() => g.act('Red', { type: 'move', units: ['red-fleet'], to: 'r3', via: ['r2'] })).toThrow(
      /^12\.3\.C — .*a fleet that enters .* \(r2\) must stop/,
    );
    const h = game({ 'red-fleet': 'r3', 'blue-garrison': 'r4' });
    h.toMarch('Red');
    expect(() => h.act('Red', { type: 'move', units: ['red-fleet'], to: 'r5', via: ['r4'] })).toThrow(/^12\.3\.C/);
    expect(h.module.actions(h.state(), 'Red').map((a) => a.action)).toContainEqual({
      type: 'move',
      units: ['red-fleet'],
      to: 'r4',
      via: [],
    });
  });

  it('12.3.D — a fleet may never enter a non-river space', () => {
    const g = game({ 'red-fleet': 'r2', 'blue-inf-1': 'land-b' });
    g.toMarch('Red');
    expect(() => g.act('Red', { type: 'move', units: ['red-fleet'], to: 'hill' })).toThrow(
      /^12\.3\.D — fleets may never enter non-river spaces \(hill\)/,
    );
  });
});

describe('12.4 fleet transport', () => {
  it('12.4.A — a fleet embarks the land units it starts with; they move along and debark at the end', () => {
    const g = game({ 'red-fleet': 'r1', 'red-inf-1': 'r1', 'red-inf-2': 'r1', 'blue-inf-1': 'land-b' });
    g.toMarch('Red');
    const events = g.act('Red', { type: 'move', units: ['red-fleet', 'red-inf-1', 'red-inf-2'], to: 'r4' });
    expect(events[0]).toMatchObject({
      type: 'units-moved',
      carried: ['red-inf-1', 'red-inf-2'],
      path: ['r1', 'r2', 'r3', 'r4'],
    });
    expect([at(g, 'red-fleet'), at(g, 'red-inf-1'), at(g, 'red-inf-2')]).toEqual(['r4', 'r4', 'r4']);
  });

  it('12.4.B — land units transported by a fleet may not otherwise move in that March Phase', () => {
    const g = game({ 'red-fleet': 'r1', 'red-inf-1': 'r1', 'blue-inf-1': 'land-b' });
    g.toMarch('Red');
    g.act('Red', { type: 'move', units: ['red-fleet', 'red-inf-1'], to: 'r3' });
    expect(() => g.act('Red', { type: 'move', units: ['red-inf-1'], to: 'land-b' })).toThrow(
      /^11\.E — red-inf-1 has moved this March Phase \(12\.4\.B/,
    );
  });

  it('12.4.C — up to three land units may be transported by each fleet', () => {
    const g = game({
      'red-fleet': 'r1',
      'red-inf-1': 'r1',
      'red-inf-2': 'r1',
      'red-inf-3': 'r1',
      'red-inf-4': 'r1',
      'blue-inf-1': 'land-b',
    });
    g.toMarch('Red');
    expect(() =>
      g.act('Red', {
        type: 'move',
        units: ['red-fleet', 'red-inf-1', 'red-inf-2', 'red-inf-3', 'red-inf-4'],
        to: 'r3',
      }),
    ).toThrow(/^12\.4\.C/);
    g.act('Red', { type: 'move', units: ['red-fleet', 'red-inf-1', 'red-inf-2', 'red-inf-3'], to: 'r3' });
    expect(at(g, 'red-inf-4')).toBe('r1');
  });
});
