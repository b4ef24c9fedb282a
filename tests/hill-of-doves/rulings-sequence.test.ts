// Spec §9 rulings on the sequence of play and the Operational Phase (R3, R4, R6, R13, R36, R39, R42,
// R55, R56) and sections 2.6 and 2.10, each from a sandbox position with queued dice through the
// console harness.
import { afterEach, describe, expect, it } from 'vitest';
import { AUTO, monday, type Game } from './rulings-harness.ts';

let g: Game | undefined;
afterEach(() => g?.close());

const BATTLE = 'battle-bombard:none reserves:commit-all charge:never artillery:never';

describe('sequence of play (spec Table 0.3)', () => {
  it('R3 — after a night Assault Card play resumes at 2.4; after day assaults, at 2.6', async () => {
    g = await monday(`assault:ask columns:ask transfer:ask bombard:none supplies:none load:never ${BATTLE}`);
    await g.go();
    expect(g.st.step).toBe('night');
    // 3.2 dispersal D6 4 (in position); AsC-3i British consolidation D6 1 (no sangers).
    await g.dice(4, 1);
    await g.draw('VK-16');
    g.mark();
    await g.cmd('/hod night objective:NP units:HQ-58,COY-58-A,COY-58-B,COY-58-C hex:T0609');
    expect(g.fresh('combat.ended')).toHaveLength(1);
    expect(g.st.objectives.NP!.control).toBe('british');
    expect(g.st.step).toBe('columns'); // R3: back to 2.4
    expect(g.fresh('assault-recorded')).toHaveLength(0); // 2.6 comes later
    await g.go(); // pass 2.4
    expect(g.st.step).toBe('day');
    // 3.1 formation D6 3 (Line); 3.3 5 am D6 6 → 3 hexes; AsC-3i consolidation D6 1.
    await g.dice(3, 6, 1);
    await g.draw('PAT-1');
    g.mark();
    await g.cmd('/hod assault objective:ON units:HQ-3-60,COY-3-60-A,COY-3-60-B hex:T0807');
    await g.go();
    const types = g.fresh().map((e) => e.type);
    const ended = types.indexOf('combat.ended');
    expect(ended).toBeGreaterThan(0);
    // R3: the Assault Card is followed by 2.6 Record Assaults, then 2.7 and the Event Segment.
    expect(types.indexOf('assault-recorded')).toBeGreaterThan(ended);
    expect(types.indexOf('event-rolled')).toBeGreaterThan(types.indexOf('assault-recorded'));
  });

  it('R3 — after the Ambush Card play resumes at 2.10 (afternoon movement)', async () => {
    // v1: the ambush roll of 6 below ambushes on the first reconstruction's table (§3.6, 6+).
    g = await monday(
      `assault:ask columns:ask transfer:ask bombard:none supplies:none load:never ${BATTLE}`,
      2,
      'rulings',
      'v1',
    );
    await g.go();
    await g.go(); // pass 2.3
    await g.cmd('/hod column at:camp units:HQ-58,COY-58-A,COY-58-B');
    expect(g.st.step).toBe('day');
    // 2.8 Event Roll 1; 2.9 Ambush Roll on the column 6 → ambush; afternoon movement follows the card.
    await g.dice(1, 6);
    await g.draw('PAT-1', 'PAT-2');
    g.mark();
    await g.go();
    const types = g.fresh().map((e) => e.type);
    const moves = g.fresh('column-moved');
    expect(moves).toHaveLength(2);
    const ended = types.indexOf('combat.ended');
    expect(types.indexOf('ambush-rolled')).toBeLessThan(ended);
    expect(types.lastIndexOf('column-moved')).toBeGreaterThan(ended); // 2.10 after the Ambush Card
  });
});

describe('2.0 Operational Phase', () => {
  it('2.6 — a day assault that reached the Assault Card moves the British assault marker to the strategic time marker’s box', async () => {
    g = await monday(`assault:ask columns:none transfer:ask bombard:none supplies:none load:never ${BATTLE}`);
    await g.place('assault', '0');
    await g.go();
    await g.go(); // pass 2.3
    expect(g.st.assaultMarker).toBe(0);
    await g.dice(3, 6, 1);
    await g.draw('PAT-1');
    await g.cmd('/hod assault objective:NP units:HQ-3-60,COY-3-60-A,COY-3-60-B hex:T0609');
    await g.go();
    expect(g.st.assaultMarker).toBe(1);
  });

  it('2.6 / R13 (v1 games) — a night assault that dispersed, or a day column that dispersed for lack of daylight, does not count', async () => {
    g = await monday(
      `assault:ask columns:none transfer:ask bombard:none supplies:none load:never ${BATTLE}`,
      2,
      'rulings',
      'v1',
    );
    await g.place('assault', '0');
    await g.go();
    await g.dice(1); // 3.2: D6 1 → disperses
    await g.cmd('/hod night objective:NP units:HQ-58,COY-58-A hex:T0609');
    expect(g.st.units['COY-58-A']).toMatchObject({ loc: 'camp', side: 'reduced' });
    expect(g.st.step).toBe('day');
    // R13: Brownlow's Kop is 8 hexes away; leaving at 4 pm, 1 hex in the hour → disperses at 5 pm.
    await g.dice(3, 1);
    g.mark();
    await g.cmd('/hod assault objective:BK units:HQ-3-60,COY-3-60-A hex:T1203 depart:12');
    await g.go();
    expect(g.fresh('tactical-dispersed')).toHaveLength(1);
    expect(g.fresh('combat.started')).toHaveLength(0);
    expect(g.fresh('assault-recorded')).toHaveLength(0);
    expect(g.st.assaultMarker).toBe(0);
  });

  it('2.10 — the Afternoon Operational Movement is made like the morning one: the camp column moves again toward Fort Amiel', async () => {
    g = await monday(`assault:none columns:ask transfer:ask bombard:none supplies:none load:never ${BATTLE}`, 2);
    await g.go();
    // fine, box 2: 4 hexes a segment. 2.8 Event 1; 2.9 Ambush Rolls 1 (column, camp).
    await g.dice(1, 1, 1);
    g.mark();
    await g.cmd('/hod column at:camp units:HQ-58,COY-58-A,COY-58-B'); // no more columns possible: the day runs on
    const moves = g.fresh('column-moved');
    expect(moves.map((m) => [m.move, m.to])).toEqual([
      [4, 4],
      [4, 0],
    ]);
    // the afternoon move of 4 reaches Fort Amiel (index 0): the column arrives
    expect(g.fresh('column-arrived')[0]).toMatchObject({ at: 'fort' });
    expect(g.st.units['COY-58-A']!.loc).toBe('fort');
  });

  it('R36 — a column that starts a movement segment on the flooded Double Drifts does not move', async () => {
    g = await monday(`assault:none columns:ask transfer:ask bombard:none supplies:none load:never ${BATTLE}`, 4);
    await g.place('weather', '5:rain');
    await g.go();
    expect(g.st.weather.drifts).toBe('flooded');
    // 4 − 1 rain − 1 Mud/Deep Mud = 2: road 8 → 7 → 6 (the drifts: stop). Event 1, Ambush Rolls 1, 1.
    await g.dice(1, 1, 1);
    g.mark();
    await g.cmd('/hod column at:camp units:HQ-58,COY-58-A,COY-58-B');
    const moves = g.fresh('column-moved');
    expect(moves[0]).toMatchObject({ to: 6 });
    expect(String(moves[0]!.stop)).toMatch(/flooded/);
    expect(moves[1]).toMatchObject({ to: 6 });
    expect(String(moves[1]!.stop)).toMatch(/R36/);
    expect(g.st.columns[0]).toMatchObject({ road: 6 });
  });

  it('R55 — a column reaching its destination is not blocked by a new column standing in that hex', async () => {
    g = await monday(`assault:none columns:ask transfer:none bombard:none supplies:none load:never ${BATTLE}`, 2);
    await g.place('HQ-3-60', 'fort');
    await g.go();
    // Monday: the convoy column from Fort Amiel moves 3 + 3 (fine, box 2, −1 convoy): road 0 → 3 → 6.
    await g.cmd('/hod column at:fort units:HQ-3-60,COY-3-60-F,CONVOY');
    // 2.8 Event 1; 2.9 Ambush Rolls 1 (column, camp); Tuesday weather 2 (fine, box 1).
    await g.dice(1, 1, 1, 2);
    await g.go();
    expect(g.st.columns).toEqual([{ id: 'C1', origin: 'fort', road: 6 }]);
    expect(g.st.step).toBe('columns');
    // Tuesday: a new column stands in Mount Prospect (road 8); C1 (priority 3) moves first and arrives.
    await g.dice(1, 1, 1, 1);
    g.mark();
    await g.cmd('/hod column at:camp units:HQ-58,COY-58-A,COY-58-B');
    const arrived = g.fresh('column-arrived');
    expect(arrived[0]).toMatchObject({ column: 'C1', at: 'camp' });
    expect(g.fresh('convoy-unloaded')).toHaveLength(1);
    expect(g.st.units['COY-3-60-F']!.loc).toBe('camp');
  });

  it('R56 — a column whose only commander dies keeps moving toward its destination (priority 7)', async () => {
    g = await monday(`assault:none columns:ask transfer:none bombard:none supplies:none load:never ${BATTLE}`, 4);
    await g.place('weather', '3:rain'); // the 2.2 roll 4 moves it to Mud (box 4), drifts shallow
    await g.go();
    // 4 − 1 rain − 1 Mud = 2 a segment. 2.8: Event Roll 5, EV-13 Fever Strikes Colley, General Roll 6 + 1 = 7: killed.
    await g.card('EV-13/1');
    await g.dice(5, 6, 1, 1, 1);
    g.mark();
    await g.cmd('/hod column at:camp units:GEN-COLLEY,COY-58-A');
    expect(g.st.units['GEN-COLLEY']).toMatchObject({ side: 'dead', loc: 'camp' });
    const moves = g.fresh('column-moved');
    expect(moves.map((m) => m.to)).toEqual([6, 4]); // the afternoon move still happens
    expect(g.st.units['COY-58-A']!.loc).toBe('col:C1');
  });
});

describe('objectives, control and ambushes', () => {
  it('R4 — an insecure objective is British but fails its row of §3.9: it is rolled for; a secure one is not', async () => {
    g = await monday(AUTO);
    await g.places({ 'COY-58-A': 'obj:NP', 'marker:NP': 'british', 'COY-58-B': 'obj:RG', 'marker:RG': 'british' });
    expect(g.st.objectives.NP).toMatchObject({ control: 'british', secure: false });
    await g.dice(1, 1, 1, 1); // 2.8 Event Roll 1; Ambush Rolls
    await g.go(); // runs Monday on to the next decision; 2.9 rolls for the insecure NP and RG
    const first = g
      .events()
      .filter((e) => e.type === 'ambush-rolled')
      .slice(0, 2)
      .map((e) => e.target);
    expect(first).toEqual(['RG', 'NP']);
    // Now NP's row (Majuba Slopes, O'Neill's Farm) is complete: NP is secure and never an Ambush Roll target.
    const h = await monday(AUTO, 2, 'rulings-r4b');
    try {
      await h.places({
        'COY-58-A': 'obj:NP',
        'marker:NP': 'british',
        'COY-58-B': 'obj:MS',
        'marker:MS': 'british',
        'COY-58-C': 'obj:ON',
        'marker:ON': 'british',
      });
      expect(h.st.objectives.NP).toMatchObject({ control: 'british', secure: true });
      await h.dice(1, 2, 1, 1, 1); // diplomacy, weather, event, ambush rolls
      await h.go();
      const day1 = h
        .events()
        .filter((e) => e.type === 'ambush-rolled')
        .slice(0, 3)
        .map((e) => e.target);
      expect(day1).not.toContain('NP');
      expect(day1).toContain('MS');
    } finally {
      h.close();
    }
  });

  it('R6 — control is live: an occupied objective is British whatever its marker; a Boer objective meeting its row turns British only in 2.12', async () => {
    g = await monday(`assault:none columns:none transfer:ask bombard:none supplies:none load:never ${BATTLE}`);
    await g.places({ 'COY-58-A': 'obj:NP', 'COY-58-B': 'obj:ON', 'COY-58-C': 'obj:MM' });
    // markers still show Boer control, but occupation makes NP, ON and MM British
    expect(g.st.objectives.NP).toMatchObject({ control: 'british', marker: 'boer' });
    // Majuba Slopes now meets its row (MM, ON, NP British) but stays Boer until the Secure Objectives Segment
    expect(g.st.objectives.MS!.control).toBe('boer');
    await g.dice(1, 2, 1, 1, 1, 1);
    await g.go();
    expect(g.st.step).toBe('transfer'); // 2.13, after 2.12
    const flip = g.events().find((e) => e.type === 'marker-flipped' && e.objective === 'MS');
    expect(flip).toMatchObject({ to: 'british' });
    expect(String(flip!.cause)).toMatch(/2\.12/);
    expect(g.st.objectives.MS).toMatchObject({ control: 'british', secure: true });
  });

  it('R39 — an objective captured this Operational Phase takes +1 on its Ambush Roll the same day', async () => {
    g = await monday(`assault:ask columns:none transfer:ask bombard:none supplies:none load:never ${BATTLE}`);
    await g.go();
    await g.go(); // pass 2.3
    // 3.1 formation 3 (Line); 3.3 6 → 3 hexes; consolidation 1; 2.8 Event 1; 2.9 Ambush Roll on NP 2.
    await g.dice(3, 6, 1, 1, 2);
    await g.draw('PAT-1');
    await g.cmd('/hod assault objective:NP units:HQ-3-60,COY-3-60-A,COY-3-60-B hex:T0609');
    g.mark();
    await g.go();
    expect(g.st.objectives.NP!.control).toBe('british');
    const roll = g.fresh('ambush-rolled').find((e) => e.target === 'NP');
    // fine weather; +1 captured today; Majuba Slopes and O'Neill's are Boer (no −1)
    expect(roll).toMatchObject({ die: 2, modifier: 1 });
  });

  it('R42 — Ambush Rolls follow the full Boer Battle Priority order: columns at 5, then MS … NP, the camp 10, O’Neill’s 11', async () => {
    g = await monday(`assault:none columns:ask transfer:ask bombard:none supplies:none load:never ${BATTLE}`);
    await g.places({ 'COY-58-A': 'obj:ON', 'COY-58-B': 'obj:RG', 'COY-58-C': 'obj:MS' });
    await g.go();
    await g.dice(1, 1, 1, 1, 1, 1);
    g.mark();
    await g.cmd('/hod column at:camp units:HQ-3-60,COY-3-60-A');
    // BC is insecure (Nkwelo is Boer): it is rolled for between The Ridge and O'Neill's Farm.
    expect(g.fresh('ambush-rolled').map((e) => e.target)).toEqual(['col:C1', 'MS', 'RG', 'BC', 'ON']);
  });
});
