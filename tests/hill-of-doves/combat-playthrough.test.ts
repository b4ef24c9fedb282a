// Spec §10.2, Monday 24 January: two assaults and two ambushes, in full, with the same dice and draws.
import { describe, expect, it } from 'vitest';
import { rngFor } from '../../src/engine/rng.ts';
import { LAAGERS_CUP_START } from '../../src/games/hill-of-doves/data/counters.ts';
import {
  combatActions,
  combatPending,
  decideCombat,
  describeCombat,
  evolveCombat,
  startAmbush,
  startAssault,
  type AmbushInput,
  type AssaultInput,
  type CombatAction,
  type CombatEvent,
  type CombatOutcome,
  type CombatState,
} from '../../src/games/hill-of-doves/combat/contract.ts';

function fold(events: CombatEvent[], from: CombatState | null = null): CombatState | null {
  return events.reduce<CombatState | null>((s, e) => evolveCombat(s, e), from);
}

const guns = ['SEC-FG-1', 'SEC-FG-2', 'SEC-MG', 'SEC-RKT'] as const;
const camp = (section: (typeof guns)[number] | 'SEC-GAT') => ({
  section,
  side: 'horseDrawn' as const,
  objective: 'BC' as const,
  supplyPath: true,
});

describe('spec §10.2 Monday 24 January', () => {
  it("AsC: Nkwelo Plateau (Colley, Line) and O'Neill's Farm (58th, Mass, charge) reproduce the play-through", () => {
    const input: AssaultInput = {
      night: false,
      weather: 'rain',
      assaults: [
        // Given out of order: AsC-1 sorts by arrival box.
        {
          column: 'TC2',
          objective: 'ON',
          hex: 'T0807',
          arrivalBox: 2,
          formation: 'mass',
          units: [
            { id: 'HQ-58', side: 'singleSided' },
            ...(['A', 'B', 'C', 'D', 'E'] as const).map((l) => ({
              id: `COY-58-${l}` as const,
              side: 'fullStrength' as const,
            })),
          ],
        },
        {
          column: 'TC1',
          objective: 'NP',
          hex: 'T0609',
          arrivalBox: 1,
          formation: 'line',
          units: [
            { id: 'GEN-COLLEY', side: 'alive' },
            { id: 'COY-3-60-A', side: 'fullStrength' },
            { id: 'COY-3-60-B', side: 'fullStrength' },
            { id: 'COY-3-60-C', side: 'fullStrength' },
            { id: 'NB-BOADICEA', side: 'fullStrength' },
          ],
        },
      ],
      boerControlled: ['NK', 'TM', 'BK', 'MM', 'MS', 'LF', 'RG', 'ON', 'NP'],
      sangers: [],
      destroyedLaagers: [],
      artillery: [...guns.map(camp), camp('SEC-GAT')],
      supplies: { cartridges: 40, shells: 10, caseShot: 5, rockets: 3 },
      cup: [...LAAGERS_CUP_START],
      queuedDraws: ['VK-16', 'PAT-2', 'VK-05', 'PS-1', 'VK-13', 'VK-08', 'PC-2'],
      smit: 'laager',
    };
    // Rockets Roll 6 (Nkwelo) and 4 (O'Neill's); Colley 3; consolidation 5; charge 4; Smit 3.
    const rng = rngFor('hod-10.2', 1, [6, 4, 3, 5, 4, 3]);
    const log: CombatEvent[] = startAssault(input, rng);
    let s = fold(log);
    const act = (a: CombatAction) => {
      const evs = decideCombat(s!, a, rng);
      log.push(...evs);
      s = fold(evs, s);
    };
    // AsC-1: Nkwelo 1 + 1 (Majuba Slopes) = 2; O'Neill's 2 + 2 (Majuba Slopes, The Ridge) = 4.
    const commandos = log.filter((e) => e.type === 'combat.commandoDrawn');
    expect(commandos.map((e) => e.type === 'combat.commandoDrawn' && e.strength)).toEqual([2, 4]);
    expect(commandos.map((e) => e.type === 'combat.commandoDrawn' && e.commando)).toEqual([
      ['VK-16', 'PAT-2'],
      ['VK-05', 'SMIT', 'VK-13', 'VK-08', 'CRACK-VK'],
    ]);
    // AsC-2 at 5 am: the Gatling may not bombard.
    expect(combatPending(s)?.rule).toBe('4.1');
    expect(
      combatActions(s)
        .filter((a) => a.action.type === 'combat.bombard')
        .map((a) => a.action),
    ).toEqual(guns.map((g) => ({ type: 'combat.bombard', section: g, target: 'NP' })));
    for (const g of guns) act({ type: 'combat.bombard', section: g, target: 'NP' });
    // 6 am
    for (const g of guns) act({ type: 'combat.bombard', section: g, target: 'ON' });
    // AsC-3c Nkwelo: commit the naval brigade.
    expect(combatPending(s)?.rule).toBe('4.16');
    act({ type: 'combat.commitReserve', reserve: 'NB-BOADICEA' }); // the last reserve: it fires at once
    // AsC-3f O'Neill's: British Retreat, the 58th charges.
    expect(combatPending(s)?.rule).toBe('4.4');
    act({
      type: 'combat.charge',
      units: ['COY-58-A', 'COY-58-B', 'COY-58-C', 'COY-58-D', 'COY-58-E'],
      generalLeads: false,
    });
    expect(s).toBeNull();
    expect(rng.queuedUsed).toBe(6);

    const results = log.filter((e) => e.type === 'combat.resultFound');
    expect(
      results.map((e) => e.type === 'combat.resultFound' && [e.boer, e.british, e.quotient, e.result, e.hits]),
    ).toEqual([
      [1, 24, 24, 'boersFallBack', 0],
      [12, 20, 1, 'britishRetreat', 2],
    ]);
    const boer = log.filter((e) => e.type === 'combat.boerFirepower');
    expect(boer.map((e) => e.type === 'combat.boerFirepower' && [e.counters, e.smit, e.bombardment, e.total])).toEqual([
      [3, 0, 7, 1],
      [15, 2, 5, 12],
    ]);
    const charge = log.find((e) => e.type === 'combat.charged');
    expect(charge?.type === 'combat.charged' && [charge.roll.total, charge.success]).toEqual([6, true]);
    const general = log.filter((e) => e.type === 'combat.generalRolled');
    expect(
      general.map((e) => e.type === 'combat.generalRolled' && e.rolls.map((r) => [r.who, r.roll.total, r.killed])),
    ).toEqual([[['GEN-COLLEY', 3, false]], [['SMIT', 4, false]]]);
    const cons = log.find((e) => e.type === 'combat.consolidated');
    expect(cons?.type === 'combat.consolidated' && [cons.side, cons.roll?.total, cons.success]).toEqual([
      'british',
      4,
      false,
    ]);

    const end = log[log.length - 1]!;
    expect(end.type).toBe('combat.ended');
    const o = (end as { outcome: CombatOutcome }).outcome;
    expect(o.objectivesCaptured.sort()).toEqual(['NP', 'ON']);
    expect(o.ammunitionSpent).toEqual({ cartridges: 9, shells: 6, caseShot: 0, rockets: 2 });
    expect(o.supplies).toEqual({ cartridges: 31, shells: 4, caseShot: 5, rockets: 1 });
    expect(
      o.units
        .filter((u) => u.id.startsWith('COY-58'))
        .every((u) => u.after === 'reduced' && u.place.kind === 'objective'),
    ).toBe(true);
    expect(o.units.find((u) => u.id === 'GEN-COLLEY')?.place).toEqual({ kind: 'objective', objective: 'NP' });
    expect(o.units.find((u) => u.id === 'NB-BOADICEA')?.after).toBe('fullStrength');
    expect(o.politicsDelta).toBe(0);
    expect(o.generalsKilled).toEqual([]);
    expect(o.smitKilled).toBe(false);
    expect(o.cup.slice().sort()).toEqual([...LAAGERS_CUP_START].sort());
    expect(o.next).toBe('2.6');
    for (const e of log) expect(describeCombat(e).length).toBeGreaterThan(0);
  });

  it("AmC: the operational column at Double Drifts holds, O'Neill's beats the Boers off", () => {
    const input: AmbushInput = {
      weather: 'rain',
      ambushes: [
        {
          target: { kind: 'objective', objective: 'ON', secure: false, supplyPath: true },
          units: (['A', 'B', 'C', 'D', 'E'] as const).map((l) => ({
            id: `COY-58-${l}` as const,
            side: 'reduced' as const,
          })),
        },
        {
          target: { kind: 'column', column: 'OC1', hex: 'O0305', origin: 'camp', priority: 3 },
          units: [
            { id: 'HQ-3-60', side: 'singleSided' },
            { id: 'COY-3-60-D', side: 'fullStrength' },
            { id: 'COY-3-60-E', side: 'fullStrength' },
            { id: 'TRP-MS-2', side: 'mounted' },
          ],
        },
      ],
      boerControlled: ['NK', 'TM', 'BK', 'MM', 'MS', 'LF', 'RG'],
      sangers: [],
      destroyedLaagers: [],
      artillery: guns.map(camp),
      supplies: { cartridges: 31, shells: 4, caseShot: 5, rockets: 1 },
      cup: [...LAAGERS_CUP_START],
      queuedDraws: ['VK-06', 'VK-12', 'VK-01'],
      smit: 'laager',
      noBritishAssault: false,
      boerScouts: false,
      boersReinforce: false,
      mist: false,
    };
    // Line of Sight FG-1 3, FG-2 6, MG 4, RKT 5; Rockets Roll 4.
    const rng = rngFor('hod-10.2', 2, [3, 6, 4, 5, 4]);
    const log = startAmbush(input, rng);
    let s = fold(log);
    const commandos = log.filter((e) => e.type === 'combat.commandoDrawn');
    expect(commandos.map((e) => e.type === 'combat.commandoDrawn' && e.commando)).toEqual([
      ['VK-06', 'VK-12'],
      ['VK-01'],
    ]);
    // The column is on the Operational Map: only O'Neill's (ambush 1) can be bombarded.
    expect(combatActions(s).map((a) => a.action)).toEqual([
      ...guns.map((g) => ({ type: 'combat.attemptBombardment', section: g, ambush: 1 })),
      { type: 'combat.endBombardment' },
    ]);
    for (const g of guns) {
      const evs = decideCombat(s!, { type: 'combat.attemptBombardment', section: g, ambush: 1 }, rng);
      log.push(...evs);
      s = fold(evs, s);
    }
    expect(s).toBeNull();
    const att = log.filter((e) => e.type === 'combat.bombardmentAttempted');
    expect(
      att.map((e) => e.type === 'combat.bombardmentAttempted' && [e.section, e.sight.total, e.spotted, e.value]),
    ).toEqual([
      ['SEC-FG-1', 2, false, 0],
      ['SEC-FG-2', 5, true, 2],
      ['SEC-MG', 3, false, 0],
      ['SEC-RKT', 4, true, 0],
    ]);
    const results = log.filter((e) => e.type === 'combat.resultFound');
    expect(results.map((e) => e.type === 'combat.resultFound' && [e.boer, e.british, e.quotient, e.result])).toEqual([
      [7, 15, 2, 'britishHold'],
      [2, 15, 7, 'boersBeatenOff'],
    ]);
    const o = (log[log.length - 1] as { outcome: CombatOutcome }).outcome;
    expect(o.supplies).toEqual({ cartridges: 23, shells: 3, caseShot: 5, rockets: 0 });
    const fate = (id: string) => o.units.find((u) => u.id === id);
    expect([fate('COY-3-60-D')?.after, fate('COY-3-60-E')?.after, fate('TRP-MS-2')?.after]).toEqual([
      'reduced',
      'reduced',
      'dismounted',
    ]);
    expect(fate('TRP-MS-2')?.place).toEqual({ kind: 'column' });
    expect(fate('COY-58-A')?.place).toEqual({ kind: 'objective', objective: 'ON' });
    expect(o.objectivesLost).toEqual([]);
    expect(o.boerVictoriesDelta).toBe(0);
    expect(o.next).toBe('2.10');
  });
});
