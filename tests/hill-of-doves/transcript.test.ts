// The play-through of Monday 24 January (spec §10.2, with the opening Strategic Phase of §10.1)
// through the console harness, with the spec's dice and laager draws queued in the order the engine
// consumes them: Diplomacy, weather, the operational column, both day assaults (formations,
// hour-by-hour movement, AsC-1 draws, AsC-2 bombardments, AsC-3 results, charge, General Rolls,
// consolidation), the Record Assaults segment, the morning move to the Double Drifts, the Thunderstorm
// card, the Ambush Rolls, both ambushes (AmC-1 draws, AmC-2 Line of Sight, AmC-3 results and hits),
// the stranded afternoon move, and the transfers. Every figure the spec's table gives is asserted.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { harness, type Harness } from '../helpers/harness.ts';

const lines = readFileSync(join(import.meta.dirname, '..', 'transcripts', 'hod-monday-24-january.txt'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() && !l.startsWith('#'));

interface Ev {
  type: string;
  [k: string]: unknown;
}
interface FireLine {
  id: string;
  value: number;
  paid: Record<string, number>;
}
interface St {
  politics: number;
  boerVictories: number;
  assaultMarker: number;
  nightAssaults: number;
  step: string;
  weather: { box: number; shows: string; drifts: string };
  objectives: Record<string, { control: string; secure: boolean; sangers: boolean }>;
  laagers: Record<string, string>;
  smit: string;
  units: Record<string, { loc: string; side: string }>;
  columns: { id: string; origin: string; road: number }[];
  supply: Record<string, number>;
  cupCount: number;
  held: string[];
  discard: string[];
  secret: { drawQueue: string[] };
}

describe('spec 10.2: Monday 24 January 1881, the whole day', () => {
  let h: Harness;
  let out = '';
  let events: Ev[] = [];
  let st: St;
  const after: Record<string, St> = {};

  beforeAll(async () => {
    h = harness({ seed: 'hod-monday' });
    for (const l of lines) {
      out += `${(await h.run(l)).map((o) => o.text).join('\n')}\n`;
      if (l.includes('/hod column')) after.column = h.state() as unknown as St;
    }
    st = h.state() as unknown as St;
    const id = Number(h.state().id);
    events = h.store.sync.eventsBetween(id, 0).map((r) => ({ ...(JSON.parse(r.data) as object), type: r.type }) as Ev);
  });
  afterAll(() => h.close());

  /** The combat events of battle n of the k-th card (0 = the Assault Card, 1 = the Ambush Card). */
  const cards = () => {
    const out: Ev[][] = [];
    for (const e of events) {
      if (e.type === 'combat.started') out.push([]);
      if (e.type.startsWith('combat.')) out[out.length - 1]!.push(e);
    }
    return out;
  };
  const ofBattle = (card: number, battle: number, type: string) =>
    cards()[card]!.filter((e) => e.type === type && e.battle === battle);
  const paid = (card: number, battle: number, what: string) =>
    ofBattle(card, battle, 'combat.britishFired')
      .flatMap((e) => e.fire as FireLine[])
      .reduce((n, f) => n + (f.paid[what] ?? 0), 0);
  const bombardPaid = (card: number, what: string) =>
    cards()[card]!.filter(
      (e) => (e.type === 'combat.bombarded' || e.type === 'combat.bombardmentAttempted') && e.paid === what,
    ).length;

  it('10.1 and 2.1-2.3: Diplomacy fails, Monday begins in rain, no night assault', () => {
    expect(out).toContain('1.3 Diplomacy: D6 4 -1 = 3: no effect.');
    expect(out).toContain('1.6 The strategic time marker advances to box 1.');
    expect(out).toContain('2.1 Mon 24 Jan 1881.');
    expect(out).toContain('2.2 Weather: D6 5, rain; weather marker box 4.');
    expect(st.nightAssaults).toBe(3);
  });

  it('2.4: the operational column is formed at Mount Prospect (O0303) with 2 companies and 1 reserve', () => {
    expect(out).toContain(
      '2.4 Operational column C1 formed at Mount Prospect: HQ-3-60, COY-3-60-D (full strength, fire 6), COY-3-60-E (full strength, fire 6), TRP-MS-2 (mounted, fire 3).',
    );
    expect(after.column!.columns).toEqual([{ id: 'C1', origin: 'camp', road: 8 }]);
    expect(after.column!.weather).toEqual({ box: 4, shows: 'rain', drifts: 'shallow' });
  });

  it('2.5, 3.1, 3.3: two tactical columns, Line and Mass, arriving at 5 am and 6 am (overlapping)', () => {
    expect(out).toContain(
      '2.5 Assault T2 on Nkwelo Plateau, orders marker T0609: GEN-COLLEY, COY-3-60-A (full strength, fire 6), COY-3-60-B (full strength, fire 6), COY-3-60-C (full strength, fire 6), NB-BOADICEA (full strength, fire 6).',
    );
    expect(out).toContain(
      "2.5 Assault T3 on O'Neill's Farm, orders marker T0807: HQ-58, COY-58-A (full strength, fire 6), COY-58-B (full strength, fire 6), COY-58-C (full strength, fire 6), COY-58-D (full strength, fire 6), COY-58-E (full strength, fire 6).",
    );
    expect(out).toContain('3.1 T2 formation: D6 4 +0 → line.');
    expect(out).toContain('3.1 T3 formation: D6 2 +0 → mass.');
    expect(out).toContain('3.3 T2, 5 am: D6 4 -1 = 3 → 2 hex(es) allowed; moves 2: T0709–T0609, arrives.');
    expect(out).toContain('3.3 T3, 5 am: D6 2 -1 = 1 → 1 hex(es) allowed; moves 1: T0808.');
    expect(out).toContain('3.3 T3, 6 am: D6 5 -1 = 4 → 2 hex(es) allowed; moves 1: T0807, arrives.');
    const arrivals = events.filter((e) => e.type === 'tactical-moved' && e.arrived).map((e) => [e.column, e.hour]);
    expect(arrivals).toEqual([
      ['T2', 1],
      ['T3', 2],
    ]);
  });

  it('AsC-1: Nkwelo 2 counters (VK-16, PAT-2); O’Neill’s 4 counters with Smit and the crack veldkornetskap', () => {
    expect(out).toContain(
      'Commando strength 2 (Nkwelo Plateau day base 1; +1 supporting (Majuba Slopes)): VK-16 Marico (2), PAT-2 patrol (1)',
    );
    expect(out).toContain(
      "Commando strength 4 (O'Neill's Farm day base 2; +2 supporting (Majuba Slopes, The Ridge)): VK-05 Utrecht I (4), Smit (+2), VK-13 Pretoria II (2), VK-08 Standerton II (3), the crack veldkornetskap (6)",
    );
  });

  it('AsC-2: four sections bombard Nkwelo at 5 am and O’Neill’s at 6 am; rockets hit (6−1) then miss (4−1); shells 10 → 4, rockets 3 → 1', () => {
    expect(out).toContain('Rockets Roll D6 6 − 1 = 5: hit');
    expect(out).toContain('Rockets Roll D6 4 − 1 = 3: miss');
    const b = cards()[0]!.filter((e) => e.type === 'combat.bombarded');
    expect(b.map((e) => [e.section, e.hour])).toEqual([
      ['SEC-FG-1', 1],
      ['SEC-FG-2', 1],
      ['SEC-MG', 1],
      ['SEC-RKT', 1],
      ['SEC-FG-1', 2],
      ['SEC-FG-2', 2],
      ['SEC-MG', 2],
      ['SEC-RKT', 2],
    ]);
    expect(10 - bombardPaid(0, 'shells')).toBe(4);
    expect(3 - bombardPaid(0, 'rockets')).toBe(1);
  });

  it('AsC-3 Nkwelo: Boer 3 − 7 → 1, British 24, Q 24 → Boers Fall Back, 0 hits; Colley unharmed (D6 3); no sangers (5 − 1); cartridges 40 → 36', () => {
    expect(out).toContain('Boer firepower: counters 3 − bombardment 7 → 1');
    expect(out).toContain('British 24 = 24 vs Boer 1: Q 24 → Boers Fall Back, 0 hit(s) (4.7)');
    expect(out).toContain('Maj-Gen Sir George Pomeroy Colley General Roll D6 3: unharmed (4.10)');
    expect(out).toContain('British consolidation D6 5 − 1 = 4: no sangers (4.6)');
    const r = ofBattle(0, 0, 'combat.resultFound')[0]!;
    expect([r.boer, r.british, r.quotient, r.result, r.hits]).toEqual([1, 24, 24, 'boersFallBack', 0]);
    expect(40 - paid(0, 0, 'cartridges')).toBe(36);
    expect(st.objectives.NP!.control).toBe('british');
    expect(st.objectives.NP!.sangers).toBe(false);
  });

  it('AsC-3 O’Neill’s: Boer 15 + 2 − 5 = 12, British 30 − 10 = 20, Q 1 → Retreat 2; the charge (4 + 2 = 6) → Boers Fall Back, 1 hit each; Smit unharmed (3 + 1); cartridges 36 → 31', () => {
    expect(out).toContain('Boer firepower: counters 15 + Smit 2 − bombardment 5 → 12');
    expect(out).toContain('British 30 − fortification 10 = 20 vs Boer 12: Q 1 → British Retreat, 2 hit(s) (4.7)');
    expect(out).toMatch(/charge: D6 4 \+ 2 = 6 → Boers Fall Back, 1 hit each \(4\.4\)/);
    expect(out).toContain('Smit General Roll D6 3 + 1 = 4: unharmed (4.10)');
    expect(out).toContain(
      'Casualties: COY-58-A (full strength, fire 6) → reduced, fire 3, COY-58-B (full strength, fire 6) → reduced, fire 3, COY-58-C (full strength, fire 6) → reduced, fire 3, COY-58-D (full strength, fire 6) → reduced, fire 3, COY-58-E (full strength, fire 6) → reduced, fire 3 (4.12)',
    );
    const r = ofBattle(0, 1, 'combat.resultFound')[0]!;
    expect([r.boer, r.british, r.quotient, r.result, r.hits]).toEqual([12, 20, 1, 'britishRetreat', 2]);
    expect(36 - paid(0, 1, 'cartridges')).toBe(31);
    for (const c of ['A', 'B', 'C', 'D', 'E'])
      expect(st.units[`COY-58-${c}`]).toEqual({ loc: 'obj:ON', side: 'reduced' });
    expect(st.objectives.ON!.control).toBe('british');
    // The crack veldkornetskap and Smit went back to their boxes; every counter is back in the cup.
    expect(st.smit).toBe('alive');
    expect(st.cupCount).toBe(24);
  });

  it('2.6, 2.7, 2.8: the assault marker to box 1; the column 4 − 1 − 1 = 2 to the Double Drifts; Event D6 6 → Thunderstorm: Deep Mud, drifts flooded', () => {
    expect(out).toContain('2.6 The British assault marker moves to box 1.');
    expect(st.assaultMarker).toBe(1);
    expect(out).toContain('2.7 Column C1: 4 -2 = 2 hex(es); moves 2, O0303 Mount Prospect → O0305 Double Drifts.');
    expect(out).toContain('2.8 Event Roll D6 6: draw a card.');
    expect(out).toContain('Event card: Thunderstorm (EV-16).');
    expect(out).toContain('EV-16 Thunderstorm: rain, weather marker box 5.');
    expect(st.weather).toEqual({ box: 5, shows: 'rain', drifts: 'flooded' });
    expect(st.discard).toEqual(['EV-16/1']);
  });

  it('2.9: the camp is secure and not rolled; column 6 + 1 − 1 = 6 ambush; Nkwelo 3 + 2 = 5 none; O’Neill’s 5 + 2 = 7 ambush', () => {
    expect(out).not.toContain('Ambush Roll, British Camp');
    expect(out).toContain('2.9 Ambush Roll, operational column C1: D6 6 +0 = 6: AMBUSH.');
    expect(out).toContain('2.9 Ambush Roll, Nkwelo Plateau: D6 3 +2 = 5.');
    expect(out).toContain("2.9 Ambush Roll, O'Neill's Farm: D6 5 +2 = 7: AMBUSH.");
    expect(st.objectives.BC!.secure).toBe(true);
  });

  it('AmC-1, AmC-2: column VK-06 + VK-12 = 7; O’Neill’s VK-01 (5); Line of Sight 3/6/4/5 − 1; FG-2 bombards, the rocket misses (4 − 1); shells 4 → 3, rockets 1 → 0', () => {
    expect(out).toContain(
      'Commando strength 2 (operational column base 2): VK-06 Standerton I (4), VK-12 Potchefstroom I (3)',
    );
    expect(out).toContain("Commando strength 1 (O'Neill's Farm base 1): VK-01 Heidelberg I (5)");
    // Bug fixed in battle-bridge.ts (r. 4.5): the Assault Card used up the queued PS-1 and PC-2 (placed
    // as Smit and the crack); they used to stay queued and came back as Smit and the crack here.
    expect(out).not.toMatch(/operational column base 2\): (Smit|the crack)/);
    expect(st.secret.drawQueue).toEqual([]);
    expect(out).toContain('Field Gun Section 1, N/5 Battery RA (2 × 9-pr RML) Line of Sight D6 3 − 1 = 2: not spotted');
    expect(out).toContain(
      'Field Gun Section 2, N/5 Battery RA (2 × 9-pr RML) Line of Sight D6 6 − 1 = 5: spotted, fires (1 shells) → −2',
    );
    expect(out).toContain('Mountain Gun Section (2 × 7-pr RML) Line of Sight D6 4 − 1 = 3: not spotted');
    expect(out).toContain(
      'Rocket Section, HMS Boadicea (3 Hale rocket tubes) Line of Sight D6 5 − 1 = 4: spotted, fires (1 rockets), Rockets Roll D6 4 − 1 = 3: miss',
    );
    // Nothing bombards the column on the Operational Map.
    expect(
      cards()[1]!
        .filter((e) => e.type === 'combat.bombardmentAttempted')
        .every((e) => e.battle === 1),
    ).toBe(true);
    expect(4 - bombardPaid(1, 'shells')).toBe(3);
    expect(1 - bombardPaid(1, 'rockets')).toBe(0);
  });

  it('AmC-3 column: Boer 7, British 12 + 3 = 15, Q 2 → British Hold 1/1; cartridges 31 → 28', () => {
    const r = ofBattle(1, 0, 'combat.resultFound')[0]!;
    expect([r.boer, r.british, r.quotient, r.result, r.hits, r.reserveHits]).toEqual([7, 15, 2, 'britishHold', 1, 1]);
    expect(out).toContain(
      'Casualties: COY-3-60-D (full strength, fire 6) → reduced, fire 3, COY-3-60-E (full strength, fire 6) → reduced, fire 3, TRP-MS-2 (mounted, fire 3) → dismounted, fire 1 (4.12)',
    );
    expect(31 - paid(1, 0, 'cartridges')).toBe(28);
    expect(st.units['COY-3-60-D']).toEqual({ loc: 'col:C1', side: 'reduced' });
    expect(st.units['TRP-MS-2']).toEqual({ loc: 'col:C1', side: 'dismounted' });
  });

  it('AmC-3 O’Neill’s: Boer 5 − 1 buildings − 2 = 2, British 15, Q 7 → Boers Beaten Off; cartridges 28 → 23', () => {
    expect(out).toContain('Boer firepower: counters 5 − fortification 1 − bombardment 2 → 2');
    const r = ofBattle(1, 1, 'combat.resultFound')[0]!;
    expect([r.boer, r.british, r.quotient, r.result]).toEqual([2, 15, 7, 'boersBeatenOff']);
    expect(28 - paid(1, 1, 'cartridges')).toBe(23);
  });

  it('2.10-2.13: the column is stuck on the flooded drift; nothing secured; transfers; supplies and politics at the end of the day', () => {
    expect(out).toContain('2.10 — the column starts on the flooded Double Drifts and may move no further (R36)');
    expect(st.columns).toEqual([{ id: 'C1', origin: 'camp', road: 6 }]);
    for (const o of ['NK', 'TM', 'BK', 'MM', 'MS', 'LF', 'RG']) expect(st.objectives[o]!.control).toBe('boer');
    expect(Object.values(st.laagers)).toEqual(['intact', 'intact', 'intact']);
    expect(out).toContain(
      "2.13 SEC-FG-1 (horse-drawn, case shot 6), SEC-FG-2 (horse-drawn, case shot 6): British Camp → O'Neill's Farm.",
    );
    expect(out).toContain('2.13 GEN-COLLEY, NB-BOADICEA (full strength, fire 6): Nkwelo Plateau → British Camp.');
    const at = (loc: string) =>
      Object.entries(st.units)
        .filter(([, u]) => u.loc === loc)
        .map(([id]) => id)
        .sort();
    expect(at('obj:NP')).toEqual(['COY-3-60-A', 'COY-3-60-B', 'COY-3-60-C']);
    expect(at('obj:ON')).toEqual([
      'COY-58-A',
      'COY-58-B',
      'COY-58-C',
      'COY-58-D',
      'COY-58-E',
      'HQ-58',
      'SEC-FG-1',
      'SEC-FG-2',
    ]);
    expect(st.supply).toMatchObject({ rations: 40, cartridges: 23, shells: 3, rockets: 0, caseShot: 4 });
    expect([st.politics, st.boerVictories]).toEqual([1, 0]);
    expect(st.step).toBe('transfer');
  });
});
