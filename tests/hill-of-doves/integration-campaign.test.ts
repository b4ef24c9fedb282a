// Campaign-level (end-to-end) tests of what the combat engine hands back: the campaign applies the
// Ambush Card's outcome and runs the rules that follow from it. Sandbox positions, queued dice and
// laager draws, driven through the kernel with /hod continue.
import { describe, expect, it } from 'vitest';
import { Pos } from './position.ts';

/** Standing orders that pass every British decision except 2.4 (so each run stops at the next day's 2.4). */
const STOP_AT_COLUMNS = {
  assault: 'none',
  columns: 'ask',
  transfer: 'none',
  bombard: 'none',
  supplies: 'ask',
  load: 'ask',
  battleBombard: 'none',
  reserves: 'commit-all',
  charge: 'never',
  artillery: 'never',
};

describe('integration: the Ambush Card outcome applied to the campaign', () => {
  it('r. 2.12 / §3.9: an objective lost in an overrun starts the insecurity cascade; the HQ goes home (r. 4.15); the Boer victory moves politics +2 (r. 1.3)', () => {
    const p = new Pos().orders(STOP_AT_COLUMNS);
    // Nkwelo Plateau is empty but secure (Majuba Slopes and O'Neill's Farm British), marker British.
    p.set('marker:NP', 'british')
      .set('COY-3-60-A', 'obj:MS')
      .set('HQ-58', 'obj:ON')
      .set('COY-58-A', 'obj:ON')
      .set('COY-58-A', 'reduced');
    p.dice(4, 5); // 1.3 Diplomacy; 2.2 rain
    p.go();
    expect(p.s.step).toBe('columns');
    expect(p.s.markers.NP).toBe('british');
    // 2.8 no event (1); 2.9 Majuba Slopes 1 + 1 = 2 no; O'Neill's 6 + 1 = 7 ambush. Nkwelo and the
    // camp are secure and are not rolled.
    p.dice(1, 1, 6).draws('VK-01');
    p.go();
    const rolls = p.of('ambush-rolled').map((e) => [e.target, e.die, e.modifier, e.ambush]);
    expect(rolls).toEqual([
      ['MS', 1, 1, false],
      ['ON', 6, 1, true],
    ]);
    // AmC-3: Boer 5 − 1 buildings = 4; British 3 → Q 0 → Overrun, 2 hits: the reduced company is hospitalized.
    const res = p.of('combat.resultFound')[0]!;
    expect([res.boer, res.british, res.quotient, res.result]).toEqual([4, 3, 0, 'overrun']);
    expect(p.s.units['COY-58-A']).toMatchObject({ loc: 'campHospital', side: 'reduced' });
    expect(p.s.units['HQ-58']!.loc).toBe('camp');
    expect(p.s.boerVictories).toBe(1);
    expect(p.s.politics).toBe(3);
    // O'Neill's falls; Nkwelo, empty and no longer secure, flips in the cascade; the camp is now
    // insecure but occupied, so it stays British; Majuba Slopes is occupied and stays British.
    expect(p.s.markers.ON).toBe('boer');
    expect(p.s.markers.NP).toBe('boer');
    const flips = p.of('marker-flipped').map((e) => [e.objective, e.to]);
    expect(flips).toContainEqual(['NP', 'boer']);
    expect(p.s.result).toBeNull();
    expect(p.replayEqual()).toBe(true);
  });

  it('r. 1.5 / R38: the insecure British Camp overrun in an ambush ends the war — the Boers win', () => {
    // v1: the ambush roll below is made against the first reconstruction's table (§3.6, 6+).
    const p = new Pos('rule-test', { sandbox: 'true', components: 'v1' }).orders({
      ...STOP_AT_COLUMNS,
      columns: 'none',
    });
    // Everyone but the 58th's HQ and one reduced company leaves the camp.
    for (const u of [
      'GEN-COLLEY',
      'HQ-3-60',
      'COY-58-B',
      'COY-58-C',
      'COY-58-D',
      'COY-58-E',
      'COY-3-60-A',
      'COY-3-60-B',
      'COY-3-60-C',
      'COY-3-60-D',
      'COY-3-60-E',
      'NB-BOADICEA',
      'TRP-MS-1',
      'TRP-MS-2',
      'SEC-FG-1',
      'SEC-FG-2',
      'SEC-MG',
      'SEC-GAT',
      'SEC-RKT',
    ])
      p.set(u, 'fort');
    p.set('COY-58-A', 'reduced');
    // 1.3, 2.2 rain; 2.8 no event; 2.9 the camp: D6 6 + 1 rain − 1 camp = 6 → ambush.
    p.dice(4, 5, 1, 6).draws('VK-01', 'VK-02', 'VK-03');
    p.go();
    expect(p.of('ambush-rolled').map((e) => [e.target, e.die, e.modifier, e.ambush])).toEqual([['BC', 6, 0, true]]);
    // Boer 5 + 5 + 4 = 14, redoubts − 7 = 7; British 3 → Q 0 → Overrun.
    const res = p.of('combat.resultFound')[0]!;
    expect([res.boer, res.british, res.quotient, res.result]).toEqual([7, 3, 0, 'overrun']);
    expect(p.s.result).toMatchObject({ winner: 'Boer' });
    expect(p.s.result!.reason).toMatch(/1\.5/);
    expect(p.s.step).toBe('over');
    expect(p.s.boerVictories).toBe(1);
    expect(() => p.go()).toThrow(/game is over/);
  });

  it('r. 4.12: a British Hold damages the convoy in a Fort Amiel column and half (rounded down) of each loaded supply is destroyed; no camp ammunition is paid (R16)', () => {
    const p = new Pos().orders(STOP_AT_COLUMNS);
    p.set('HQ-58', 'fort').set('COY-58-A', 'fort');
    p.dice(4, 5);
    p.go();
    expect(p.s.step).toBe('columns');
    expect(p.s.convoyLoad).toEqual({
      rations: 15,
      medicalSupplies: 3,
      herds: 1,
      cartridges: 15,
      shells: 3,
      caseShot: 1,
      rockets: 1,
    });
    p.act({ type: 'form-column', at: 'fort', units: ['HQ-58', 'COY-58-A', 'CONVOY'] });
    // 2.8 no event; 2.9 the column: D6 6 + 1 rain + 1 convoy = 8 → ambush; the camp: 1 − 1 − 1 = −1.
    p.dice(1, 6, 1).draws('VK-16', 'PAT-1');
    p.go();
    expect(p.of('ambush-rolled').map((e) => [e.target, e.ambush])).toEqual([
      ['col:C1', true],
      ['BC', false],
    ]);
    // Boer 2 + 1 = 3; British 6 (the convoy adds 0) → Q 2 → British Hold, 1 hit each.
    const res = p.of('combat.resultFound')[0]!;
    expect([res.boer, res.british, res.quotient, res.result]).toEqual([3, 6, 2, 'britishHold']);
    expect(p.s.units.CONVOY!.side).toBe('damaged');
    expect(p.s.units['COY-58-A']!.side).toBe('reduced');
    expect(p.s.convoyLoad).toEqual({
      rations: 8,
      medicalSupplies: 2,
      herds: 1,
      cartridges: 8,
      shells: 2,
      caseShot: 1,
      rockets: 1,
    });
    expect(p.s.supply.cartridges).toBe(40);
    expect(p.s.units.CONVOY!.loc).toBe('col:C1');
  });

  it('r. 4.12, 4.15, 2.15, 2.16 / R35: counters hospitalized in a Fort Amiel column go to the Fort Amiel Hospital Box, the destroyed convoy and the HQ go back to Fort Amiel, and on Sunday hospitalized counters return to their holding boxes, reduced', () => {
    const p = new Pos().orders(STOP_AT_COLUMNS);
    p.set('HQ-58', 'fort').set('COY-58-A', 'fort').set('COY-3-60-A', 'campHospital').set('COY-3-60-A', 'reduced');
    p.dice(4, 5);
    p.go();
    p.act({ type: 'form-column', at: 'fort', units: ['HQ-58', 'COY-58-A', 'CONVOY'] });
    p.set('day', '7'); // this Monday is played as a Sunday, so 2.15-2.17 follow the same run
    // 2.8 no event; 2.9 column 6 → ambush, camp 1; Boer 5 + 5 = 10 against 6 → Q 0 → Overrun.
    p.dice(1, 6, 1).draws('VK-01', 'VK-02');
    p.go();
    const res = p.of('combat.resultFound')[0]!;
    expect([res.quotient, res.result]).toEqual([0, 'overrun']);
    expect(p.s.units['COY-58-A']).toMatchObject({ loc: 'fortHospital', side: 'reduced' });
    expect(p.s.units.CONVOY).toMatchObject({ loc: 'fort', side: 'undamaged' });
    expect(p.s.convoyLoad).toBeNull();
    expect(p.s.units['HQ-58']!.loc).toBe('fort');
    expect(p.s.columns).toEqual([]);
    // 2.15 stops for the British Camp's medical supplies: the hospitalized company may recover.
    expect(p.s.step).toBe('supply');
    // 2.16: Fort Amiel Supply Roll D6 4 succeeds for COY-58-A.
    p.dice(4);
    p.act({ type: 'use-supplies', medical: ['COY-3-60-A'], herds: [] });
    expect(p.s.units['COY-3-60-A']).toMatchObject({ loc: 'camp', side: 'reduced' });
    expect(p.s.units['COY-58-A']).toMatchObject({ loc: 'fort', side: 'reduced' });
    expect(p.s.supply.medicalSupplies).toBe(7);
    expect(p.s.step).toBe('load');
    expect(p.replayEqual()).toBe(true);
  });
});
