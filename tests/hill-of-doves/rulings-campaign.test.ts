// Spec §9 rulings on columns, transfers, paths, supply, events and the ways to win (R7, R12, R16,
// R19, R20, R22, R23, R27, R28, R33, R34, R35, R37, R41, R43, R44, R45, R49, R50, R62, R63) and
// section 2.16, each from a sandbox position with queued dice and laager draws through the console
// harness.
import { afterEach, describe, expect, it } from 'vitest';
import { AUTO, Game as Sandbox, monday, sunday, type Game } from './rulings-harness.ts';

let g: Game | undefined;
afterEach(() => g?.close());

const BATTLE = 'battle-bombard:none reserves:commit-all charge:never artillery:never';
const DAY = `assault:ask columns:none transfer:ask bombard:none supplies:none load:never ${BATTLE}`;
/** Sunday: standing orders stop at 2.15 (supplies:ask). */
const SUNDAY = `assault:none columns:none transfer:none bombard:none supplies:ask load:never ${BATTLE}`;

describe('2.4 / 3.1 columns', () => {
  it('R37 — reserves may number at most twice the companies; generals and HQs are not counted', async () => {
    g = await monday(`assault:none columns:ask transfer:ask bombard:none supplies:none load:never ${BATTLE}`);
    await g.go();
    expect(
      await g.refused('/hod column at:camp units:GEN-COLLEY,HQ-58,COY-58-A,TRP-MS-1,TRP-MS-2,NB-BOADICEA'),
    ).toMatch(/twice/);
    await g.dice(1, 1, 1);
    await g.cmd('/hod column at:camp units:GEN-COLLEY,HQ-58,COY-58-A,TRP-MS-1,TRP-MS-2');
    const formed = g.events().find((e) => e.type === 'column-formed');
    expect(formed!.units).toEqual(['GEN-COLLEY', 'HQ-58', 'COY-58-A', 'TRP-MS-1', 'TRP-MS-2']);
  });

  it('R22 — the 2/60th and 3/60th are two regiments for assembly, but both are Rifles (+1 formation roll)', async () => {
    g = await monday(DAY);
    await g.places({ 'COY-2-60-A': 'camp', 'HQ-2-60': 'camp' });
    await g.go();
    await g.go(); // pass 2.3
    expect(await g.refused('/hod assault objective:NP units:HQ-3-60,COY-2-60-A hex:T0609')).toMatch(/own regiment/);
    await g.dice(2, 6, 1); // formation 2 + 1 Rifles = 3 (Line); movement; consolidation
    await g.draw('PAT-1');
    await g.cmd('/hod assault objective:NP units:HQ-2-60,COY-2-60-A hex:T0609');
    g.mark();
    await g.go();
    expect(g.fresh('formation-rolled')[0]).toMatchObject({ die: 2, modifier: 1, formation: 'line' });
  });

  it('R45 — Wood and the Dido brigade with no company cannot form a column at Fort Amiel; with a company they can', async () => {
    g = await monday(`assault:none columns:ask transfer:ask bombard:none supplies:none load:never ${BATTLE}`);
    await g.places({ 'GEN-WOOD': 'fort', 'NB-DIDO': 'fort', 'COY-3-60-F': 'camp' });
    await g.go();
    expect(g.st.step).toBe('columns');
    expect(await g.refused('/hod column at:fort units:GEN-WOOD,NB-DIDO')).toMatch(/2\.4/);
    await g.place('COY-3-60-F', 'fort');
    await g.cmd('/hod column at:fort units:GEN-WOOD,COY-3-60-F,NB-DIDO');
    expect(g.st.units['NB-DIDO']!.loc).toMatch(/^col:/);
  });

  it('R12 — after a failed assault the survivors go back to the camp and the hospitalized to its Hospital Box; the column is gone', async () => {
    g = await monday(DAY);
    await g.place('COY-58-B', 'reduced');
    await g.go();
    await g.go();
    // 3.1 formation 6 → Extended; 3.3 D6 6 → 3 hexes; Boer consolidation D6 1. NP 1 + 2 supports = 3 counters.
    await g.dice(6, 6, 1);
    await g.draw('VK-01', 'VK-02', 'VK-03');
    await g.cmd('/hod assault objective:NP units:HQ-58,COY-58-A,COY-58-B hex:T0609');
    g.mark();
    await g.go();
    const res = g.fresh('combat.resultFound')[0]!;
    expect(res).toMatchObject({ result: 'britishRout', hits: 1 });
    expect(g.st.units['COY-58-A']).toMatchObject({ loc: 'camp', side: 'reduced' });
    expect(g.st.units['COY-58-B']).toMatchObject({ loc: 'campHospital' });
    expect(g.st.units['HQ-58']!.loc).toBe('camp');
    expect(g.st.tactical).toEqual([]);
  });
});

describe('2.3 / 2.13 / 3.3 paths and Majuba', () => {
  it('R20 — both ends of a path are exempt: an orders marker may sit in a rifle fire hex; the route avoids every other rifle fire hex', async () => {
    g = await monday(DAY);
    await g.go();
    await g.go();
    // T0804 is a rifle fire hex of The Ridge with no line of communication (r. 2.3).
    expect(await g.refused('/hod assault objective:RG units:HQ-58,COY-58-A hex:T0804')).toMatch(
      /3\.1|line of communication/,
    );
    // T0806 is a rifle fire hex of both The Ridge and O'Neill's Farm, yet a legal orders hex (Table 2.4.9).
    await g.dice(3, 6, 6, 6, 1);
    await g.draw('PAT-1', 'PAT-2', 'PAT-3', 'PAT-4');
    await g.cmd('/hod assault objective:RG units:HQ-58,COY-58-A,COY-58-B,COY-58-C hex:T0806');
    g.mark();
    await g.go();
    const path = g.fresh('tactical-moved').flatMap((e) => e.path as string[]);
    expect(path[path.length - 1]).toBe('T0806');
    const rifleFire = [
      'T0706',
      'T0708',
      'T0606',
      'T0607',
      'T0807',
      'T0804',
      'T0705',
      'T0905',
      'T0906',
      'T0508',
      'T0510',
      'T0408',
      'T0409',
      'T0608',
      'T0609',
    ];
    expect(path.filter((h) => rifleFire.includes(h))).toEqual([]);
  });

  it('R41 — Majuba Mountain is reached only through Majuba Slopes: its other neighbours are cliffs', async () => {
    g = await monday(DAY);
    await g.go();
    await g.go();
    expect(await g.refused('/hod assault objective:MM units:HQ-58,COY-58-A')).toMatch(/4\.13/);
    await g.close();
    g = await monday(DAY, 2, 'rulings-r41');
    await g.places({ 'COY-3-60-E': 'obj:MS', 'marker:MS': 'british', 'COY-3-60-D': 'obj:NP', 'marker:NP': 'british' });
    await g.go();
    await g.go();
    expect(await g.refused('/hod assault objective:MM units:HQ-58,COY-58-A hex:T0307')).toMatch(/T0307|3\.1/);
    expect(await g.refused('/hod assault objective:MM units:HQ-58,COY-58-A hex:T0405')).toMatch(/T0405|3\.1/);
    await g.cmd('/hod assault objective:MM units:HQ-58,COY-58-A');
    expect(g.st.tactical[0]).toMatchObject({ objective: 'MM', hex: 'T0406', formation: 'extended' });
  });

  it('R23 — HQs and companies of two regiments in one objective without a general: the smaller regiment goes back to the camp at the end of 2.13', async () => {
    g = await monday(AUTO);
    await g.places({ 'COY-58-A': 'obj:NP', 'COY-58-B': 'obj:NP', 'COY-3-60-A': 'obj:NP', 'marker:NP': 'british' });
    await g.dice(1, 1, 1); // Event Roll 1; Ambush Rolls 1, 1
    await g.go();
    const moved = g.events().find((e) => e.type === 'units-moved' && String(e.rule).startsWith('R23'));
    expect(moved).toMatchObject({ units: ['COY-3-60-A'], to: 'camp' });
    expect(g.events().findIndex((e) => e.type === 'units-moved' && String(e.rule).startsWith('R23'))).toBeGreaterThan(
      g.events().findIndex((e) => e.type === 'transfer-opened'),
    );
  });

  it('R50 — a laager may be bombarded only with a supply path from the objective to the camp', async () => {
    g = await monday(`assault:none columns:none transfer:ask bombard:auto supplies:none load:never ${BATTLE}`);
    // The Nek is British, but The Ridge, Laing's Farm and Table Mountain are Boer: every hex out of it is a rifle fire hex.
    await g.places({
      'COY-58-A': 'obj:NK',
      'SEC-FG-1': 'obj:NK',
      'marker:NK': 'british',
      'COY-58-B': 'obj:NP',
      'marker:NP': 'british',
    });
    await g.dice(1, 1, 1, 1);
    await g.go();
    expect(g.st.step).toBe('transfer');
    expect(g.st.laagers.joubert).toBe('intact');
    expect(g.st.supply.shells).toBe(10);
    expect(g.events().some((e) => e.type === 'laager-destroyed')).toBe(false);
  });
});

describe('2.15 / 2.16 Sunday supply', () => {
  it('R19 / R16 — hospitalized counters and Fort Amiel counters eat nothing from the camp and never go hungry', async () => {
    g = await sunday(SUNDAY);
    await g.places({ 'COY-58-A': 'campHospital', 'TRP-MS-1': 'campHospital' });
    await g.place('COY-58-A', 'reduced');
    await g.place('TRP-MS-1', 'dismounted');
    await g.place('supply:rations', '16');
    await g.dice(1, 1); // Event 1, Ambush Roll on the camp 1
    g.mark();
    await g.go();
    // The camp holds 10 companies, a naval brigade, 2 troops and 5 sections: 18, less the 2 hospitalized.
    expect(g.fresh('rations-used')[0]).toMatchObject({ used: 16, hungry: [] });
    expect(g.fresh('hunger-rolled')).toEqual([]);
    expect(g.st.supply.rations).toBe(0);
    expect(g.st.step).toBe('supply');
  });

  it('R19 — a hospitalized counter may not transfer or be assembled into a column', async () => {
    // v1: this seed's unqueued dice and shuffle were chosen against the first reconstruction (deck of 32, §3.6 6+).
    g = await monday(
      `assault:ask columns:none transfer:ask bombard:none supplies:none load:never ${BATTLE}`,
      2,
      'rulings',
      'v1',
    );
    await g.places({ 'COY-58-A': 'campHospital', 'COY-58-B': 'obj:NP', 'marker:NP': 'british' });
    await g.go();
    expect(await g.refused('/hod night objective:ON units:HQ-58,COY-58-A,COY-58-C')).toMatch(/COY-58-A/);
    await g.go();
    await g.go();
    await g.dice(1, 1, 1);
    await g.go();
    expect(g.st.step).toBe('transfer');
    expect(await g.refused('/hod transfer units:COY-58-A to:NP')).toMatch(/2\.13/);
  });

  it('R34 — medical supplies are used only by counters in the British Camp', async () => {
    g = await sunday(SUNDAY);
    await g.places({ 'COY-58-A': 'obj:NP', 'marker:NP': 'british' });
    await g.place('COY-58-A', 'reduced');
    await g.place('COY-58-B', 'reduced');
    await g.dice(1, 1, 1);
    await g.go();
    expect(g.st.step).toBe('supply');
    expect(await g.refused('/hod supplies medical:COY-58-A')).toMatch(/2\.15/);
    g.mark();
    await g.cmd('/hod supplies medical:COY-58-B');
    expect(g.fresh('recovery-made').map((e) => [e.unit, e.side])).toEqual([['COY-58-B', 'fullStrength']]);
  });

  it('R44 — one step a Sunday from medical supplies; a troop may use medical supplies and herds together, but herds alone cannot leave hospital', async () => {
    g = await sunday(SUNDAY);
    await g.places({ 'COY-58-A': 'campHospital', 'TRP-MS-1': 'campHospital', 'TRP-MS-2': 'campHospital' });
    await g.place('COY-58-A', 'reduced');
    await g.place('TRP-MS-1', 'dismounted');
    await g.place('TRP-MS-2', 'dismounted');
    await g.dice(1, 1);
    await g.go();
    expect(g.st.step).toBe('supply');
    expect(await g.refused('/hod supplies herds:TRP-MS-2')).toMatch(/R44/);
    await g.cmd('/hod supplies medical:COY-58-A,TRP-MS-1 herds:TRP-MS-1');
    expect(g.st.units['COY-58-A']).toMatchObject({ loc: 'camp', side: 'reduced' }); // hospital → reduced only
    expect(g.st.units['TRP-MS-1']).toMatchObject({ loc: 'camp', side: 'mounted' }); // hospital → mounted in one Sunday
    expect(g.st.units['TRP-MS-2']!.loc).toBe('campHospital');
  });

  it('2.16 — at Fort Amiel a reduced company and a dismounted troop recover on a Fort Amiel Supply Roll of 3-6', async () => {
    g = await sunday(SUNDAY.replace('supplies:ask', 'supplies:none'));
    await g.place('COY-3-60-F', 'reduced');
    await g.place('TRP-NMP', 'dismounted');
    await g.dice(1, 1, 5, 5);
    g.mark();
    await g.go();
    expect(g.fresh('recovery-made').map((e) => [e.unit, e.using, e.side, e.die])).toEqual(
      expect.arrayContaining([
        ['COY-3-60-F', 'medicalSupplies', 'fullStrength', 5],
        ['TRP-NMP', 'herds', 'mounted', 5],
      ]),
    );
    expect(g.st.supply.medicalSupplies).toBe(8); // Fort Amiel's stocks are unlimited
  });

  it('2.16 — a failed Fort Amiel Supply Roll (1-2) gives no recovery this Sunday', async () => {
    g = await sunday(SUNDAY.replace('supplies:ask', 'supplies:none'));
    await g.place('COY-3-60-F', 'reduced');
    await g.dice(1, 1, 2);
    g.mark();
    await g.go();
    expect(g.fresh('fort-supply-failed')[0]).toMatchObject({ unit: 'COY-3-60-F', die: 2 });
    expect(g.st.units['COY-3-60-F']!.side).toBe('reduced');
  });

  it('R35 — a hospitalized counter at Fort Amiel that makes its roll goes to the Fort Amiel Holding Box, reduced', async () => {
    // v1: this seed's unqueued dice and shuffle were chosen against the first reconstruction (deck of 32, §3.6 6+).
    g = await sunday(SUNDAY.replace('supplies:ask', 'supplies:none'), 'rulings-sunday', 'v1');
    await g.places({ 'COY-3-60-F': 'fortHospital' });
    await g.place('COY-3-60-F', 'reduced');
    await g.dice(1, 1, 3);
    await g.go();
    expect(g.st.units['COY-3-60-F']).toMatchObject({ loc: 'fort', side: 'reduced' });
  });
});

describe('2.8 event cards', () => {
  it('R7 — White Flag Ruse picks an insecure objective, never a secure one', async () => {
    // v1: this seed's unqueued dice and shuffle were chosen against the first reconstruction (deck of 32, §3.6 6+).
    g = await monday(AUTO, 2, 'rulings', 'v1');
    // NP is secure (MS and ON British); MS and ON are insecure.
    await g.places({ 'COY-58-A': 'obj:NP', 'COY-58-B': 'obj:MS', 'COY-58-C': 'obj:ON' });
    await g.card('EV-09/1');
    await g.dice(5, 3);
    g.mark();
    await g.go();
    expect(g.fresh('ambush-marked').map((e) => e.target)).toEqual(['MS']);
  });

  it('R7 — Boers Raid strikes the secure objective first and may ambush its occupants', async () => {
    g = await monday(AUTO);
    await g.places({ 'COY-58-A': 'obj:NP', 'COY-58-B': 'obj:MS', 'COY-58-C': 'obj:ON' });
    await g.card('EV-01/1');
    await g.dice(5, 3);
    g.mark();
    await g.go();
    expect(g.fresh('ambush-marked')[0]).toMatchObject({ target: 'NP' });
  });

  it('R7 — Stores Fired hits the camp’s stores even when the camp is secure', async () => {
    g = await monday(AUTO);
    await g.places({ 'COY-58-A': 'obj:NP', 'COY-58-B': 'obj:ON' });
    expect(g.st.objectives.BC!.secure).toBe(true);
    await g.card('EV-06/1');
    await g.dice(5, 3); // 3 > 2 mounted troops in the camp
    await g.go();
    expect(g.events().find((e) => e.type === 'supply-changed')).toMatchObject({ changes: { rations: -4 } });
  });

  it('R43 — the mounted-troop check of a holding box counts the mounted troops in that box', async () => {
    // v1: this seed's unqueued dice and shuffle were chosen against the first reconstruction (deck of 32, §3.6 6+).
    g = await monday(AUTO, 2, 'rulings', 'v1');
    await g.card('EV-03/1');
    await g.dice(5, 2); // 2 is not greater than the 2 mounted troops in the camp
    await g.go();
    expect(g.events().find((e) => e.type === 'card-resolved')).toMatchObject({ card: 'EV-03', die: 2 });
    expect(g.events().some((e) => e.type === 'supply-changed')).toBe(false);
    g.close();
    g = await monday(AUTO, 2, 'rulings-r43');
    await g.place('TRP-MS-2', 'dismounted'); // one mounted troop left
    await g.card('EV-03/1');
    await g.dice(5, 2);
    await g.go();
    expect(g.events().find((e) => e.type === 'supply-changed')).toMatchObject({ changes: { herds: -2 } });
  });

  it('R62 — Convoy Harassed halves each loaded supply and the convoy counter takes no hit', async () => {
    g = await monday(AUTO);
    await g.card('EV-04/1');
    await g.dice(5, 2); // 2 > 1 mounted troop (TRP-NMP) in Fort Amiel
    await g.go();
    const changed = g.events().find((e) => e.type === 'convoy-load-changed');
    // Table 8.2: 15/3/1/15/3/1/1, less floor(half) of each
    expect(changed!.load).toEqual({
      rations: 8,
      medicalSupplies: 2,
      herds: 1,
      cartridges: 8,
      shells: 2,
      caseShot: 1,
      rockets: 1,
    });
    expect(g.events().some((e) => e.type === 'unit-changed' && e.unit === 'CONVOY')).toBe(false);
  });

  it('R62 — Snipers ambushes its target with one isolated patrol instead of giving a hit', async () => {
    g = await monday(AUTO);
    await g.places({ 'COY-58-A': 'obj:NP', 'marker:NP': 'british' });
    await g.card('EV-10/1');
    await g.draw('VK-05', 'PAT-3');
    await g.dice(5, 1, 1); // Event Roll 5; the check D6 1 > 0 mounted troops; Ambush Roll on the camp 1
    g.mark();
    await g.go();
    expect(g.fresh('sniper-placed')[0]).toMatchObject({ target: 'NP', patrol: 'PAT-3', returned: ['VK-05'] });
    const drawn = g.fresh('combat.commandoDrawn')[0]!;
    expect(drawn.commando).toEqual(['PAT-3']);
    expect(g.fresh('unit-changed').filter((e) => e.unit === 'COY-58-A' && String(e.cause).includes('EV-10'))).toEqual(
      [],
    );
  });

  it('R63 — a held Wires Cut expires at the end of the next Load Ox Wagon Convoy Segment even with no load made', async () => {
    g = await sunday(AUTO);
    await g.card('EV-05/1');
    await g.dice(5, 3, 1); // Event Roll 5; 3 > 1 mounted troop at Fort Amiel: held; Ambush Roll 1
    g.mark();
    await g.go();
    expect(g.fresh('card-resolved')[0]).toMatchObject({ card: 'EV-05', held: true });
    expect(g.fresh('convoy-loaded')).toEqual([]); // the convoy is still loaded from the set-up
    const released = g.fresh('card-released').find((e) => e.card === 'EV-05');
    expect(String(released!.reason)).toMatch(/R63/);
    expect(g.st.held).not.toContain('EV-05');
  });
});

describe('convoy, ships and the ways to win', () => {
  it('R33 — a convoy damaged while in Fort Amiel is flipped back to undamaged at once; its load stays as it is', async () => {
    g = await monday(AUTO);
    await g.place('CONVOY', 'damaged');
    await g.dice(1, 1);
    await g.go();
    const fix = g.events().find((e) => e.type === 'unit-changed' && e.unit === 'CONVOY');
    expect(String(fix!.cause)).toMatch(/R33/);
    expect(g.st.units.CONVOY).toMatchObject({ loc: 'fort', side: 'undamaged' });
  });

  it('R49 — the ships have no game function: no ship counter is in play, and the Naval Column brings only Wood and the Dido brigade', async () => {
    // v1: this seed's unqueued dice and shuffle were chosen against the first reconstruction (deck of 32, §3.6 6+).
    g = await monday(AUTO, 2, 'rulings', 'v1');
    await g.place('week', '1');
    await g.go();
    expect(Object.keys(g.st.units).filter((u) => u.startsWith('SHIP-'))).toEqual([]);
    const inColumn = Object.entries(g.st.units)
      .filter(([, u]) => u.loc === 'strat:STRAT-NAVAL')
      .map(([id]) => id)
      .sort();
    expect(inColumn).toEqual(['GEN-WOOD', 'NB-DIDO']);
  });

  it('R27 — a rout moves politics at once; entering Trnsvl Ind ends the war in the same segment', async () => {
    g = await monday(DAY);
    await g.places({ politics: '9' });
    await g.place('COY-58-A', 'reduced');
    await g.go();
    await g.go();
    await g.dice(3, 6, 1); // Line; 3 hexes; Boer consolidation
    await g.draw('VK-01', 'VK-02', 'VK-03');
    await g.cmd('/hod assault objective:NP units:HQ-58,COY-58-A hex:T0609');
    g.mark();
    await g.go();
    expect(g.fresh('combat.resultFound')[0]).toMatchObject({ result: 'britishRout' });
    expect(g.st.politics).toBe(11);
    expect(g.st.boerVictories).toBe(1);
    expect(g.st.result).toMatchObject({ winner: 'Boer' });
    expect(g.st.result!.reason).toMatch(/^1\.3/);
    expect(g.fresh('diplomacy-rolled')).toEqual([]);
    expect(g.fresh('event-rolled')).toEqual([]);
  });

  it('R28 — sieges are rolled in the fixed order with Pretoria last; its fall ends the war', async () => {
    g = await Sandbox.sandbox('rulings-r28');
    await g.orders(AUTO);
    await g.places({ week: '8', assault: '1', victories: '3' });
    await g.dice(1, 6, 6, 6, 6, 6, 6, 6); // Diplomacy 1, then the seven Siege Rolls
    await g.go();
    const rolls = g.events().filter((e) => e.type === 'siege-rolled');
    expect(rolls.map((r) => r.town)).toEqual([
      'POTCHEFSTROOM',
      'RUSTENBURG',
      'MARABASTAD',
      'LYDENBURG',
      'WAKKERSTROOM',
      'STANDERTON',
      'PRETORIA',
    ]);
    expect(rolls.every((r) => r.captured)).toBe(true);
    expect(g.st.result!.reason).toMatch(/^1\.4/);
  });
});
