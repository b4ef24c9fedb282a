// Rules 4.1-4.17 and the battle rulings of spec §9, each from an input with queued dice and draws.
import { describe, expect, it } from 'vitest';
import { rngFor, type Rng } from '../../src/engine/rng.ts';
import { RuleError } from '../../src/engine/rule-error.ts';
import { LAAGERS_CUP_START } from '../../src/games/hill-of-doves/data/counters.ts';
import type { AssaultableObjectiveId, CupCounterId, ObjectiveId } from '../../src/games/hill-of-doves/data/types.ts';
import {
  boerBattlePriority,
  columnCommander,
  combatActions,
  decideCombat,
  evolveCombat,
  sortByBoerBattlePriority,
  startAmbush,
  startAssault,
  type AmbushInput,
  type AmbushOrder,
  type AssaultInput,
  type AssaultOrder,
  type CombatAction,
  type CombatEvent,
  type CombatOrders,
  type CombatOutcome,
  type CombatState,
  type EngagedUnit,
} from '../../src/games/hill-of-doves/combat/contract.ts';

const ALL_BOER: ObjectiveId[] = ['NK', 'TM', 'BK', 'MM', 'MS', 'LF', 'RG', 'ON', 'NP'];
const coy = (id: string, side: 'fullStrength' | 'reduced' = 'fullStrength'): EngagedUnit => ({
  id: id as EngagedUnit['id'],
  side,
});
const u = (id: string, side: EngagedUnit['side']): EngagedUnit => ({ id: id as EngagedUnit['id'], side });

function assaultInput(assaults: AssaultOrder[], over: Partial<AssaultInput> = {}): AssaultInput {
  return {
    night: false,
    weather: 'fine',
    assaults,
    boerControlled: ALL_BOER,
    sangers: [],
    destroyedLaagers: [],
    artillery: [],
    supplies: { cartridges: 30, shells: 10, caseShot: 10, rockets: 5 },
    cup: [...LAAGERS_CUP_START],
    queuedDraws: [],
    smit: 'laager',
    ...over,
  };
}
function ambushInput(ambushes: AmbushOrder[], over: Partial<AmbushInput> = {}): AmbushInput {
  return {
    weather: 'fine',
    ambushes,
    boerControlled: ALL_BOER,
    sangers: [],
    destroyedLaagers: [],
    artillery: [],
    supplies: { cartridges: 30, shells: 10, caseShot: 10, rockets: 5 },
    cup: [...LAAGERS_CUP_START],
    queuedDraws: [],
    smit: 'laager',
    noBritishAssault: false,
    boerScouts: false,
    boersReinforce: false,
    mist: false,
    ...over,
  };
}

interface Played {
  log: CombatEvent[];
  state: CombatState | null;
  outcome: CombatOutcome | null;
  rng: Rng;
}
function play(
  first: (rng: Rng, orders: CombatOrders) => CombatEvent[],
  dice: number[],
  actions: CombatAction[] = [],
  orders: CombatOrders = {},
): Played {
  const rng = rngFor('combat-test', 7, dice);
  const log = first(rng, orders);
  let state = log.reduce<CombatState | null>((s, e) => evolveCombat(s, e), null);
  for (const a of actions) {
    const evs = decideCombat(state!, a, rng, orders);
    log.push(...evs);
    state = evs.reduce<CombatState | null>((s, e) => evolveCombat(s, e), state);
  }
  const last = log[log.length - 1]!;
  return { log, state, outcome: last.type === 'combat.ended' ? last.outcome : null, rng };
}
const of = <T extends CombatEvent['type']>(log: CombatEvent[], t: T) =>
  log.filter((e): e is Extract<CombatEvent, { type: T }> => e.type === t);
const fate = (o: CombatOutcome | null, id: string) => o?.units.find((x) => x.id === id);
const asl = (a: Partial<AssaultOrder> & Pick<AssaultOrder, 'objective' | 'units'>): AssaultOrder => ({
  column: 'TC',
  hex: 'T0000',
  arrivalBox: 1,
  formation: 'line',
  ...a,
});
const orders: CombatOrders = { reserves: 'commit-all', charge: 'never', artillery: 'never', bombard: 'none' };

describe('4.1 Artillery', () => {
  it('4.1 close support: a committed field gun adds 6 and pays 1 case shot; a rocket section may not be committed (R31)', () => {
    const p = play(
      (r, o) =>
        startAssault(
          assaultInput(
            [
              asl({
                objective: 'RG',
                units: [coy('COY-58-A'), u('SEC-FG-1', 'horseDrawn'), u('SEC-RKT', 'horseDrawn')],
              }),
            ],
            { boerControlled: ['RG'], queuedDraws: ['PAT-1'] },
          ),
          r,
          o,
        ),
      [1],
    );
    expect(combatActions(p.state).map((a) => a.action)).toEqual([
      { type: 'combat.commitReserve', reserve: 'SEC-FG-1' },
      { type: 'combat.endReserves' },
    ]);
    expect(() => decideCombat(p.state!, { type: 'combat.commitReserve', reserve: 'SEC-RKT' }, rngFor('x', 1))).toThrow(
      /4\.16/,
    );
    const q = play(
      (r, o) =>
        startAssault(
          assaultInput([asl({ objective: 'RG', units: [coy('COY-58-A'), u('SEC-FG-1', 'horseDrawn')] })], {
            boerControlled: ['RG'],
            queuedDraws: ['PAT-1'],
          }),
          r,
          o,
        ),
      [1],
      [{ type: 'combat.commitReserve', reserve: 'SEC-FG-1' }],
    );
    expect(of(q.log, 'combat.resultFound')[0]!.british).toBe(12);
    expect(q.outcome!.ammunitionSpent).toEqual({ cartridges: 1, shells: 0, caseShot: 1, rockets: 0 });
  });

  it('4.1 rout: committed artillery is captured; uncommitted reserves take no hits and are not captured (4.16)', () => {
    const input = assaultInput(
      [
        asl({
          objective: 'RG',
          units: [
            u('GEN-COLLEY', 'alive'),
            coy('COY-58-A', 'reduced'),
            u('SEC-FG-1', 'horseDrawn'),
            u('TRP-MS-1', 'mounted'),
          ],
        }),
      ],
      { boerControlled: ['RG', 'ON', 'TM'], queuedDraws: ['VK-01', 'VK-02', 'VK-03'] },
    );
    // Colley's General Roll 5 + 2 (rout) = 7: killed (4.10). Boer consolidation 3: no sangers.
    const p = play(
      (r, o) => startAssault(input, r, o),
      [5, 3],
      [{ type: 'combat.commitReserve', reserve: 'SEC-FG-1' }, { type: 'combat.endReserves' }],
    );
    expect(of(p.log, 'combat.resultFound')[0]).toMatchObject({
      british: 9,
      boer: 14,
      quotient: 0,
      result: 'britishRout',
      hits: 2,
    });
    const o = p.outcome!;
    expect(fate(o, 'SEC-FG-1')?.place).toEqual({ kind: 'setAside', why: 'captured' });
    expect(fate(o, 'TRP-MS-1')).toMatchObject({
      hits: 0,
      after: 'mounted',
      place: { kind: 'holdingBox', place: 'camp' },
    });
    expect(fate(o, 'COY-58-A')).toMatchObject({ after: 'reduced', place: { kind: 'hospital', place: 'camp' } });
    expect([o.politicsDelta, o.boerVictoriesDelta]).toEqual([2, 1]); // 1.3
    expect(o.generalsKilled).toEqual(['GEN-COLLEY']);
    expect(fate(o, 'GEN-COLLEY')).toMatchObject({ after: 'dead', place: { kind: 'holdingBox', place: 'camp' } }); // R25
  });

  it('4.1 bombardment: within two intervening hexes, not its own objective; R30 at most 3 markers per card and one per hour', () => {
    const at = (objective: AssaultableObjectiveId, arrivalBox: number): AssaultOrder =>
      asl({ objective, arrivalBox, units: [coy('COY-58-A')], column: objective });
    const input = assaultInput([at('NK', 1), at('TM', 4), at('LF', 7), at('ON', 10)], {
      boerControlled: ['NK', 'TM', 'LF', 'ON'],
      artillery: [
        { section: 'SEC-FG-1', side: 'horseDrawn', objective: 'RG', supplyPath: true },
        { section: 'SEC-FG-2', side: 'horseDrawn', objective: 'BC', supplyPath: true },
      ],
      cup: ['PAT-1', 'PAT-2', 'PAT-3', 'PAT-4'],
    });
    const ask = { ...orders, bombard: 'ask' as const };
    const p = play(
      (r, o) => startAssault(input, r, o),
      [],
      [
        { type: 'combat.bombard', section: 'SEC-FG-1', target: 'NK' },
        { type: 'combat.bombard', section: 'SEC-FG-1', target: 'TM' },
        { type: 'combat.bombard', section: 'SEC-FG-1', target: 'LF' },
      ],
      ask,
    );
    // 2 pm (O'Neill's): FG-1 has used its three markers; only FG-2 (distance 3 from the camp) may fire.
    expect(combatActions(p.state).map((a) => a.action)).toEqual([
      { type: 'combat.bombard', section: 'SEC-FG-2', target: 'ON' },
      { type: 'combat.endBombardment' },
    ]);
    expect(() =>
      decideCombat(p.state!, { type: 'combat.bombard', section: 'SEC-FG-1', target: 'ON' }, rngFor('x', 1)),
    ).toThrow(/4\.1/);
    expect(of(p.log, 'combat.bombarded').map((e) => e.section)).toEqual(['SEC-FG-1', 'SEC-FG-1', 'SEC-FG-1']);
    const done = play(
      (r, o) => startAssault(input, r, o),
      [],
      [
        { type: 'combat.bombard', section: 'SEC-FG-1', target: 'NK' },
        { type: 'combat.bombard', section: 'SEC-FG-1', target: 'TM' },
        { type: 'combat.bombard', section: 'SEC-FG-1', target: 'LF' },
        { type: 'combat.endBombardment' },
      ],
      ask,
    );
    expect(done.outcome?.ammunitionSpent.shells).toBe(3);
    // The Nek is 7 hexes from the camp: out of range for FG-2.
    expect(() =>
      decideCombat(
        play((r, o) => startAssault(input, r, o), []).state!,
        { type: 'combat.bombard', section: 'SEC-FG-2', target: 'NK' },
        rngFor('x', 1),
      ),
    ).toThrow(RuleError);
  });

  it('4.1 no bombardment at night', () => {
    const input = assaultInput(
      [asl({ objective: 'RG', arrivalBox: null, formation: 'mass', units: [coy('COY-58-A')] })],
      {
        night: true,
        boerControlled: ['RG'],
        queuedDraws: ['PAT-1'],
        artillery: [{ section: 'SEC-FG-1', side: 'horseDrawn', objective: 'BC', supplyPath: true }],
      },
    );
    const p = play((r, o) => startAssault(input, r, o), [6]);
    expect(of(p.log, 'combat.bombarded')).toEqual([]);
    expect(p.outcome?.next).toBe('2.4');
  });

  it('4.1 Man Artillery Pieces: a company takes the hit that hospitalized a section, which returns manhandled', () => {
    const input = ambushInput(
      [
        {
          target: { kind: 'objective', objective: 'RG', secure: false, supplyPath: true },
          units: [coy('COY-58-A'), u('SEC-FG-1', 'manhandled')],
        },
      ],
      {
        boerControlled: ['NK'],
        queuedDraws: ['VK-07'],
        cup: ['VK-07'],
      },
    );
    // British 6 + 4 = 10 vs 3: Q 3, British Hold: only reserves take 1 hit.
    const p = play(
      (r, o) => startAmbush(input, r, o),
      [],
      [{ type: 'combat.manArtillery', section: 'SEC-FG-1', by: 'COY-58-A' }],
    );
    expect(of(p.log, 'combat.resultFound')[0]).toMatchObject({
      quotient: 3,
      result: 'britishHold',
      hits: 0,
      reserveHits: 1,
    });
    expect(fate(p.outcome, 'SEC-FG-1')).toMatchObject({
      after: 'manhandled',
      place: { kind: 'objective', objective: 'RG' },
    });
    expect(fate(p.outcome, 'COY-58-A')).toMatchObject({ after: 'reduced', hits: 1 });
  });

  it('4.1 AmC-2 Line of Sight: Mist on the Berg −2; a failed sighting costs nothing', () => {
    const input = ambushInput(
      [{ target: { kind: 'objective', objective: 'ON', secure: false, supplyPath: true }, units: [coy('COY-58-A')] }],
      {
        boerControlled: ['NK'],
        cup: ['VK-07'],
        mist: true,
        artillery: [{ section: 'SEC-FG-1', side: 'horseDrawn', objective: 'BC', supplyPath: true }],
      },
    );
    const p = play(
      (r, o) => startAmbush(input, r, o),
      [5],
      [{ type: 'combat.attemptBombardment', section: 'SEC-FG-1', ambush: 0 }],
    );
    expect(of(p.log, 'combat.bombardmentAttempted')[0]).toMatchObject({
      sight: { total: 3 },
      spotted: false,
      paid: null,
    });
    expect(p.outcome?.ammunitionSpent.shells).toBe(0);
  });
});

describe('4.2 Boer Battle Priority / 4.3 British Movement Priority', () => {
  it("4.2 The Nek first, O'Neill's Farm last, columns at 5 by commander priority", () => {
    expect([boerBattlePriority('NK'), boerBattlePriority('operationalColumns'), boerBattlePriority('ON')]).toEqual([
      1, 5, 11,
    ]);
    const sorted = sortByBoerBattlePriority(
      [{ t: 'ON' }, { t: 'colB', p: 5 }, { t: 'MS' }, { t: 'colA', p: 3 }, { t: 'NK' }],
      (x) =>
        x.p !== undefined ? { kind: 'column', priority: x.p } : { kind: 'objective', objective: x.t as ObjectiveId },
    );
    expect(sorted.map((x) => x.t)).toEqual(['NK', 'colA', 'colB', 'MS', 'ON']);
  });

  it('4.3 the lowest movement priority commands; AsC-1 breaks arrival ties by it', () => {
    expect(columnCommander([u('HQ-58', 'singleSided'), u('GEN-WOOD', 'alive'), u('HQ-3-60', 'singleSided')])).toBe(
      'GEN-WOOD',
    );
    expect(columnCommander([u('GEN-COLLEY', 'dead'), u('HQ-58', 'singleSided')])).toBe('HQ-58');
    const input = assaultInput(
      [
        asl({ column: 'A', objective: 'ON', units: [u('HQ-58', 'singleSided'), coy('COY-58-A')] }),
        asl({ column: 'B', objective: 'NP', units: [u('HQ-3-60', 'singleSided'), coy('COY-3-60-A')] }),
      ],
      { cup: ['PAT-1', 'PAT-2', 'PAT-3', 'PAT-4', 'VK-01', 'VK-02'] },
    );
    const p = play((r, o) => startAssault(input, r, o), [], [], orders);
    const started = p.log[0]!;
    expect(started.type === 'combat.started' && started.order).toEqual([1, 0]);
  });
});

describe('4.4 Cold Steel Charges', () => {
  it('4.4 / R11 / R64: a failed charge adds a separate hit to each charger; a troop that charges counts as committed', () => {
    const input = assaultInput(
      [
        asl({
          objective: 'RG',
          formation: 'mass',
          units: [u('HQ-58', 'singleSided'), coy('COY-58-A'), u('TRP-MS-1', 'mounted')],
        }),
      ],
      {
        boerControlled: ['RG'],
        queuedDraws: ['VK-01'],
      },
    );
    // Q = 6/5 = 1, Mass: British Retreat, 2. Charge 1 + 2 (Mass) + 1 (troop) = 4: fails. Boer consolidation 4: sangers.
    const p = play(
      (r, o) => startAssault(input, r, o),
      [1, 4],
      [{ type: 'combat.endReserves' }, { type: 'combat.charge', units: ['COY-58-A', 'TRP-MS-1'], generalLeads: false }],
    );
    expect(of(p.log, 'combat.charged')[0]).toMatchObject({ roll: { die: 1, modifier: 3, total: 4 }, success: false });
    expect(fate(p.outcome, 'COY-58-A')).toMatchObject({ hits: 3, place: { kind: 'setAside', why: 'destroyed' } });
    expect(fate(p.outcome, 'TRP-MS-1')).toMatchObject({ hits: 3, place: { kind: 'setAside', why: 'destroyed' } });
    expect(fate(p.outcome, 'HQ-58')?.place).toEqual({ kind: 'holdingBox', place: 'camp' }); // 4.15
    expect(p.outcome?.sangersPlaced).toEqual(['RG']); // 4.6: the Boers consolidate
  });

  it('4.4 / 4.8 troops may not charge a farm; a general leading adds +1 to the charge and to his General Roll', () => {
    const input = assaultInput(
      [
        asl({
          objective: 'ON',
          formation: 'line',
          units: [u('GEN-WOOD', 'alive'), coy('COY-58-A'), u('TRP-MS-1', 'mounted')],
        }),
      ],
      {
        boerControlled: ['ON'],
        queuedDraws: ['VK-01', 'VK-13'],
      },
    );
    const p = play((r, o) => startAssault(input, r, o), [5, 6], [{ type: 'combat.endReserves' }]);
    expect(of(p.log, 'combat.resultFound')[0]).toMatchObject({ british: 4, boer: 7, quotient: 0 });
    // Q 0 is a rout (no charge): build a retreat instead.
    const input2 = assaultInput(
      [
        asl({
          objective: 'ON',
          formation: 'line',
          units: [u('GEN-WOOD', 'alive'), coy('COY-58-A'), coy('COY-58-B'), u('TRP-MS-1', 'mounted')],
        }),
      ],
      {
        boerControlled: ['ON'],
        queuedDraws: ['VK-01', 'PAT-1'],
      },
    );
    const q = play((r, o) => startAssault(input2, r, o), [5, 6], [{ type: 'combat.endReserves' }]);
    expect(of(q.log, 'combat.resultFound')[0]).toMatchObject({
      british: 8,
      boer: 6,
      quotient: 1,
      result: 'britishRetreat',
    });
    expect(() =>
      decideCombat(q.state!, { type: 'combat.charge', units: ['TRP-MS-1'], generalLeads: false }, rngFor('x', 1)),
    ).toThrow(/4\.4/);
    const r2 = play(
      (r, o) => startAssault(input2, r, o),
      [5, 6],
      [{ type: 'combat.endReserves' }, { type: 'combat.charge', units: ['COY-58-A', 'COY-58-B'], generalLeads: true }],
    );
    // Charge 5 + 0 (Line) + 1 (general) = 6: success, Boers Fall Back with 1 hit each (R10).
    expect(of(r2.log, 'combat.charged')[0]).toMatchObject({ roll: { total: 6 }, success: true });
    expect(of(r2.log, 'combat.generalRolled')[0]!.rolls[0]).toMatchObject({
      who: 'GEN-WOOD',
      roll: { die: 6, modifier: 1, total: 7 },
      killed: true,
    });
    expect(r2.outcome?.objectivesCaptured).toEqual(['ON']);
    expect(fate(r2.outcome, 'TRP-MS-1')).toMatchObject({ hits: 0, place: { kind: 'objective', objective: 'ON' } });
    expect(fate(r2.outcome, 'COY-58-A')?.after).toBe('reduced');
  });
});

describe('4.5 Commando Strength / 4.10 Smit / 4.14 Overlapping Assaults', () => {
  it('4.5 / 4.10: the first patrol/crack brings the crack veldkornetskap, the first patrol/smit brings Smit (not counted); later ones are patrols', () => {
    const input = ambushInput(
      [{ target: { kind: 'objective', objective: 'NK', secure: false, supplyPath: true }, units: [coy('COY-58-A')] }],
      {
        boerControlled: ['TM'],
        queuedDraws: ['PC-1', 'PS-1', 'PC-2', 'PS-2', 'VK-01'],
      },
    );
    const p = play((r, o) => startAmbush(input, r, o), [6]);
    const c = of(p.log, 'combat.commandoDrawn')[0]!;
    expect(c.commando).toEqual(['CRACK-VK', 'SMIT', 'PC-2', 'PS-2']);
    expect(of(p.log, 'combat.boerFirepower')[0]).toMatchObject({ counters: 8, smit: 2, fortification: 3, total: 7 });
    expect(p.outcome?.cup.slice().sort()).toEqual([...LAAGERS_CUP_START].sort());
  });

  it('4.10 a dead Smit: patrol/smit counters are patrols; Smit killed on his General Roll (+1 on Boers Beaten Off)', () => {
    const dead = play(
      (r, o) =>
        startAmbush(
          ambushInput(
            [
              {
                target: { kind: 'objective', objective: 'RG', secure: false, supplyPath: true },
                units: [coy('COY-58-A')],
              },
            ],
            { queuedDraws: ['PS-1', 'PAT-1'], smit: 'dead' },
          ),
          r,
          o,
        ),
      [],
    );
    expect(of(dead.log, 'combat.commandoDrawn')[0]!.commando).toEqual(['PS-1', 'PAT-1']);
    const alive = play(
      (r, o) =>
        startAmbush(
          ambushInput(
            [
              {
                target: { kind: 'objective', objective: 'RG', secure: false, supplyPath: true },
                units: [coy('COY-58-A'), coy('COY-58-B'), coy('COY-58-C')],
              },
            ],
            { queuedDraws: ['PS-1', 'PAT-1', 'PAT-2'] },
          ),
          r,
          o,
        ),
      [6],
    );
    expect(of(alive.log, 'combat.generalRolled')[0]!.rolls).toEqual([
      { who: 'SMIT', roll: { die: 6, modifier: 1, total: 7 }, killed: true },
    ]);
    expect(alive.outcome?.smitKilled).toBe(true);
  });

  it('4.5 supports (+1 each, max +3, day only), destroyed laagers −1, minimum 1; R51 the cup runs dry; R60 an empty commando is no battle', () => {
    const one = (over: Partial<AssaultInput>, obj: AssaultableObjectiveId = 'RG') =>
      play(
        (r, o) => startAssault(assaultInput([asl({ objective: obj, units: [coy('COY-58-A')] })], over), r, o),
        [],
        [],
        orders,
      );
    expect(of(one({}).log, 'combat.commandoDrawn')[0]!.strength).toBe(4); // RG 1 + NK, TM, LF, ON capped at 3
    expect(of(one({ destroyedLaagers: ['smit', 'joubert'] }).log, 'combat.commandoDrawn')[0]!.strength).toBe(2);
    expect(
      of(one({ boerControlled: ['RG'], destroyedLaagers: ['smit'] }).log, 'combat.commandoDrawn')[0]!.strength,
    ).toBe(1);
    const dry = one({ boerControlled: ['RG', 'NK'], cup: ['PAT-1'] });
    expect(of(dry.log, 'combat.commandoDrawn')[0]!.commando).toEqual(['PAT-1']);
    const empty = one({ boerControlled: ['RG'], cup: [] });
    expect(of(empty.log, 'combat.noBattle')).toHaveLength(1);
    expect(empty.outcome).toMatchObject({ objectivesCaptured: ['RG'], ammunitionSpent: { cartridges: 0 } });
  });

  it('4.14 / R46: assaults overlap when arrival boxes differ by 2 or less; overlapping targets do not support; 2+ overlaps −1', () => {
    const three = assaultInput(
      [
        asl({ column: 'a', objective: 'NP', arrivalBox: 1, units: [coy('COY-58-A')] }),
        asl({ column: 'b', objective: 'ON', arrivalBox: 2, units: [coy('COY-58-B')] }),
        asl({ column: 'c', objective: 'MS', arrivalBox: 3, units: [coy('COY-58-C')] }),
      ],
      { boerControlled: ['NP', 'ON', 'MS'] },
    );
    const p = play((r, o) => startAssault(three, r, o), [], [], { ...orders, charge: 'never' });
    expect(of(p.log, 'combat.commandoDrawn').map((e) => e.strength)).toEqual([1, 1, 1]);
    const apart = assaultInput(
      [
        asl({ column: 'a', objective: 'NP', arrivalBox: 1, units: [coy('COY-58-A')] }),
        asl({ column: 'b', objective: 'ON', arrivalBox: 4, units: [coy('COY-58-B')] }),
      ],
      { boerControlled: ['NP', 'ON'] },
    );
    const q = play((r, o) => startAssault(apart, r, o), [], [], orders);
    expect(of(q.log, 'combat.commandoDrawn').map((e) => e.strength)).toEqual([2, 3]);
  });

  it('R26 Snipers: the isolated patrol is the commando; nothing is drawn, and it goes back to the cup', () => {
    const input = ambushInput(
      [
        {
          target: { kind: 'objective', objective: 'RG', secure: false, supplyPath: true },
          units: [coy('COY-58-A')],
          sniperPatrol: 'PAT-3',
        },
      ],
      {
        cup: LAAGERS_CUP_START.filter((c) => c !== 'PAT-3'),
      },
    );
    const p = play((r, o) => startAmbush(input, r, o), []);
    expect(of(p.log, 'combat.commandoDrawn')[0]!.commando).toEqual(['PAT-3']);
    expect(p.outcome?.returnedToCup).toEqual(['PAT-3']);
    expect(p.outcome?.cup).toHaveLength(24);
  });
});

describe('4.6 Consolidation / 4.8 Fortifications / 4.11 Heights', () => {
  it('4.6 / R24: capturing an outpost removes the Boer sangers, then the British roll (Colley −1, Wood +1)', () => {
    const input = assaultInput(
      [asl({ objective: 'RG', units: [u('GEN-WOOD', 'alive'), coy('COY-58-A'), coy('COY-58-B'), coy('COY-58-C')] })],
      {
        boerControlled: ['RG'],
        sangers: ['RG'],
        queuedDraws: ['PAT-1'],
      },
    );
    // Wood unharmed (1); consolidation 4 + 1 = 5: sangers.
    const p = play((r, o) => startAssault(input, r, o), [1, 4]);
    expect(of(p.log, 'combat.resultFound')[0]).toMatchObject({ raw: 18, fortification: 4, british: 14 }); // 4.8 sangers: floor(18/4)
    expect(of(p.log, 'combat.consolidated')[0]).toMatchObject({
      side: 'british',
      removedSangers: true,
      roll: { total: 5 },
      success: true,
    });
    expect(p.outcome).toMatchObject({ sangersRemoved: ['RG'], sangersPlaced: ['RG'] });
  });

  it('4.8 trenches and 4.11 heights at The Nek; no consolidation at a main position', () => {
    const input = assaultInput(
      [
        asl({
          objective: 'NK',
          units: ['A', 'B', 'C', 'D', 'E'].map((l) => coy(`COY-58-${l}`)).concat(coy('COY-3-60-A')),
        }),
      ],
      {
        boerControlled: ['NK'],
        queuedDraws: ['VK-13', 'VK-14', 'VK-15'],
      },
    );
    const p = play((r, o) => startAssault(input, r, o), []);
    expect(of(p.log, 'combat.boerFirepower')[0]).toMatchObject({ counters: 6, heights: 2, total: 8 });
    expect(of(p.log, 'combat.resultFound')[0]).toMatchObject({
      raw: 36,
      fortification: 12,
      british: 24,
      quotient: 3,
      result: 'boersFallBack',
      hits: 1,
    });
    expect(of(p.log, 'combat.consolidated')).toEqual([]);
  });

  it('4.8 redoubts halve the Boers at the British Camp; R38 an insecure camp overrun falls', () => {
    const input = ambushInput(
      [{ target: { kind: 'objective', objective: 'BC', secure: false, supplyPath: true }, units: [coy('COY-58-A')] }],
      {
        queuedDraws: ['VK-01', 'VK-02', 'VK-03'],
      },
    );
    const p = play((r, o) => startAmbush(input, r, o), []);
    expect(of(p.log, 'combat.boerFirepower')[0]).toMatchObject({ counters: 14, fortification: 7, total: 7 });
    expect(p.outcome).toMatchObject({
      britishCampFell: true,
      objectivesLost: ['BC'],
      politicsDelta: 2,
      boerVictoriesDelta: 1,
    });
  });

  it('4.11 Schuinshoogte is heights for a column; Majuba Mountain never is', () => {
    const col = play(
      (r, o) =>
        startAmbush(
          ambushInput(
            [
              {
                target: { kind: 'column', column: 'c', hex: 'O0306', origin: 'fort', priority: 3 },
                units: [coy('COY-58-A'), coy('COY-58-B')],
              },
            ],
            { queuedDraws: ['VK-01', 'VK-02'] },
          ),
          r,
          o,
        ),
      [],
    );
    expect(of(col.log, 'combat.resultFound')[0]).toMatchObject({ raw: 12, heights: 4, british: 16 });
    expect(col.outcome?.ammunitionSpent.cartridges).toBe(0); // R16: a Fort Amiel column pays nothing
    const mm = play(
      (r, o) =>
        startAmbush(
          ambushInput(
            [
              {
                target: { kind: 'objective', objective: 'MM', secure: false, supplyPath: true },
                units: [coy('COY-58-A')],
              },
            ],
            { cup: ['PAT-1'] },
          ),
          r,
          o,
        ),
      [],
    );
    expect(of(mm.log, 'combat.resultFound')[0]).toMatchObject({ heights: 0, british: 6 });
  });
});

describe('4.7 Firepower Quotient / 4.9 Gatling / 4.17 Rockets', () => {
  it('4.7 / R21: Q rounds down and the Boer total is never below 1', () => {
    const input = assaultInput([asl({ objective: 'NP', units: [coy('COY-58-A')] })], {
      boerControlled: ['NP'],
      queuedDraws: ['PAT-1'],
      artillery: [{ section: 'SEC-FG-1', side: 'horseDrawn', objective: 'BC', supplyPath: true }],
    });
    const p = play(
      (r, o) => startAssault(input, r, o),
      [6],
      [{ type: 'combat.bombard', section: 'SEC-FG-1', target: 'NP' }],
    );
    expect(of(p.log, 'combat.boerFirepower')[0]).toMatchObject({ counters: 1, bombardment: 2, total: 1 });
    expect(of(p.log, 'combat.resultFound')[0]!.quotient).toBe(6);
  });

  it('4.9 Gatling: jammed fires 0 and pays nothing; sustained fire with one cartridges left counts as firing', () => {
    const gat = (dice: number[], cartridges: number) =>
      play(
        (r, _o) =>
          startAmbush(
            ambushInput(
              [
                {
                  target: { kind: 'objective', objective: 'BC', secure: false, supplyPath: true },
                  units: [coy('COY-58-A'), u('SEC-GAT', 'horseDrawn')],
                },
              ],
              { cup: ['VK-13'], supplies: { cartridges, shells: 0, caseShot: 0, rockets: 0 } },
            ),
            r,
          ),
        dice,
      );
    const jam = gat([1], 10);
    expect(of(jam.log, 'combat.britishFired')[0]!.fire[1]).toMatchObject({
      id: 'SEC-GAT',
      value: 0,
      gatling: { die: 1, outcome: 'jammed' },
    });
    expect(jam.outcome?.ammunitionSpent.cartridges).toBe(1);
    const sus = gat([6], 2);
    expect(of(sus.log, 'combat.britishFired')[0]!.fire[1]).toMatchObject({
      value: 6,
      paid: { cartridges: 1 },
      gatling: { die: 6, outcome: 'firing' },
    });
    expect(gat([6], 10).outcome?.ammunitionSpent.cartridges).toBe(3);
  });

  it('4.17 a rocket miss removes the marker but the rockets are spent (rain −1)', () => {
    const input = assaultInput([asl({ objective: 'NP', units: [coy('COY-58-A')] })], {
      weather: 'rain',
      boerControlled: ['NP'],
      queuedDraws: ['VK-01'],
      artillery: [{ section: 'SEC-RKT', side: 'horseDrawn', objective: 'BC', supplyPath: true }],
    });
    const p = play(
      (r, o) => startAssault(input, r, o),
      [4, 1],
      [{ type: 'combat.bombard', section: 'SEC-RKT', target: 'NP' }],
      { charge: 'never' },
    );
    expect(of(p.log, 'combat.bombarded')[0]).toMatchObject({ rockets: { total: 3 }, value: 0 });
    expect(of(p.log, 'combat.boerFirepower')[0]!.bombardment).toBe(0);
    expect(p.outcome?.ammunitionSpent.rockets).toBe(1);
  });
});

describe('4.12 Hits / 4.13 Majuba / 4.15 HQs / 4.16 Reserves', () => {
  it('4.12 / R31 / R32: every reserve fights an ambush; the convoy is damaged, the rocket section adds 0 and takes hits', () => {
    const input = ambushInput(
      [
        {
          target: { kind: 'column', column: 'c', hex: 'O0303', origin: 'camp', priority: 3 },
          units: [coy('COY-58-A'), u('CONVOY', 'undamaged'), u('SEC-RKT', 'horseDrawn')],
        },
      ],
      {
        queuedDraws: ['VK-07', 'PAT-1'],
      },
    );
    // British 6 vs 3 + 1 = 4: Q 1, overrun: 2 hits each, the rocket section captured.
    const p = play((r, o) => startAmbush(input, r, o), []);
    expect(of(p.log, 'combat.resultFound')[0]).toMatchObject({ british: 6, quotient: 1, result: 'overrun' });
    expect(fate(p.outcome, 'CONVOY')?.place).toEqual({ kind: 'convoyDestroyed' });
    expect(fate(p.outcome, 'SEC-RKT')?.place).toEqual({ kind: 'setAside', why: 'captured' });
    expect(fate(p.outcome, 'COY-58-A')?.place).toEqual({ kind: 'hospital', place: 'camp' });
    const hold = play(
      (r, o) =>
        startAmbush(
          ambushInput(
            [
              {
                target: { kind: 'column', column: 'c', hex: 'O0303', origin: 'camp', priority: 3 },
                units: [coy('COY-58-A'), coy('COY-58-B'), u('CONVOY', 'undamaged')],
              },
            ],
            { queuedDraws: ['VK-07', 'PAT-1'] },
          ),
          r,
          o,
        ),
      [],
    );
    expect(fate(hold.outcome, 'CONVOY')).toMatchObject({
      after: 'damaged',
      convoyDamaged: true,
      place: { kind: 'column' },
    });
  });

  it('4.15 / AmC-3g: an HQ takes no hits and goes back when no company is left; an emptied insecure objective is lost', () => {
    const input = ambushInput(
      [
        {
          target: { kind: 'objective', objective: 'RG', secure: false, supplyPath: true },
          units: [u('HQ-58', 'singleSided'), coy('COY-58-A', 'reduced'), coy('COY-58-B', 'reduced')],
        },
      ],
      {
        queuedDraws: ['VK-07', 'VK-08'],
      },
    );
    const p = play((r, o) => startAmbush(input, r, o), []);
    expect(of(p.log, 'combat.resultFound')[0]).toMatchObject({ british: 6, boer: 6, quotient: 1, result: 'overrun' });
    const q = play(
      (r, o) =>
        startAmbush(
          ambushInput(
            [
              {
                target: { kind: 'objective', objective: 'RG', secure: false, supplyPath: true },
                units: [u('HQ-58', 'singleSided'), coy('COY-58-A', 'reduced'), coy('COY-58-B', 'reduced')],
              },
            ],
            { cup: ['VK-07'] },
          ),
          r,
          o,
        ),
      [],
    );
    expect(of(q.log, 'combat.resultFound')[0]).toMatchObject({ quotient: 2, result: 'britishHold' });
    expect(fate(q.outcome, 'HQ-58')).toMatchObject({ hits: 0, place: { kind: 'holdingBox', place: 'camp' } });
    expect(q.outcome?.objectivesLost).toEqual(['RG']);
  });

  it('4.12 a secure objective overrun by a Boers Raid stays British (r. 2.12)', () => {
    const p = play(
      (r, o) =>
        startAmbush(
          ambushInput(
            [
              {
                target: { kind: 'objective', objective: 'RG', secure: true, supplyPath: true },
                units: [coy('COY-58-A', 'reduced')],
              },
            ],
            { queuedDraws: ['VK-01', 'VK-02'] },
          ),
          r,
          o,
        ),
      [],
    );
    expect(p.outcome).toMatchObject({ objectivesLost: [], boerVictoriesDelta: 1 });
  });

  it('4.13 / R59: only certain counters assault Majuba Mountain, and only with Majuba Slopes British; always Extended', () => {
    const mm =
      (units: EngagedUnit[], boer: ObjectiveId[] = ['MM'], formation: AssaultOrder['formation'] = 'extended') =>
      () =>
        startAssault(
          assaultInput([asl({ objective: 'MM', formation, units })], { boerControlled: boer }),
          rngFor('x', 1),
        );
    expect(mm([coy('COY-58-A'), u('TRP-MS-1', 'mounted')])).toThrow(/4\.13/);
    expect(mm([coy('COY-58-A'), u('SEC-FG-1', 'horseDrawn')])).toThrow(/4\.13/);
    expect(mm([coy('COY-58-A')], ['MM', 'MS'])).toThrow(/4\.13/);
    expect(mm([coy('COY-58-A')], ['MM'], 'line')).toThrow(/3\.1/);
    expect(mm([coy('COY-58-A'), u('SEC-MG', 'horseDrawn')])).not.toThrow();
  });

  it('R47: the Majuba Slopes garrison takes no part in the assault', () => {
    const input = assaultInput(
      [
        asl({
          objective: 'MM',
          formation: 'extended',
          hex: 'T0406',
          units: [coy('COY-58-A', 'reduced'), u('SEC-MG', 'manhandled')],
          bystanders: [coy('COY-3-60-A')],
        }),
      ],
      {
        boerControlled: ['MM'],
        queuedDraws: ['VK-01', 'VK-02'],
      },
    );
    // British 3 + 3 = 6 vs 10: Q 0, Extended: Rout 1. The garrison neither fires nor takes hits.
    const p = play((r, o) => startAssault(input, r, o), [1], [{ type: 'combat.commitReserve', reserve: 'SEC-MG' }]);
    expect(of(p.log, 'combat.britishFired').flatMap((e) => e.fire.map((f) => f.id))).not.toContain('COY-3-60-A');
    expect(fate(p.outcome, 'COY-3-60-A')).toBeUndefined();
  });

  it('4.16 reserves: commit-if-retreat orders commit only when the companies alone would not win', () => {
    const mk = (draws: CupCounterId[]) =>
      assaultInput([asl({ objective: 'RG', units: [coy('COY-58-A'), coy('COY-58-B'), u('TRP-MS-1', 'mounted')] })], {
        boerControlled: ['RG'],
        queuedDraws: draws,
      });
    const easy = play((r, o) => startAssault(mk(['PAT-1']), r, o), [1], [], { reserves: 'commit-if-retreat' });
    expect(of(easy.log, 'combat.reserveCommitted')).toEqual([]);
    expect(fate(easy.outcome, 'TRP-MS-1')?.place).toEqual({ kind: 'objective', objective: 'RG' });
    const hard = play((r, o) => startAssault(mk(['VK-01']), r, o), [1], [], {
      reserves: 'commit-if-retreat',
      charge: 'never',
    });
    expect(of(hard.log, 'combat.reserveCommitted').map((e) => e.reserve)).toEqual(['TRP-MS-1']);
    expect(hard.state).toBeNull();
  });
});

describe('§9 rulings in battle', () => {
  it('R9: a rout in Extended formation gives 1 hit', () => {
    const p = play(
      (r, o) =>
        startAssault(
          assaultInput([asl({ objective: 'MM', formation: 'extended', units: [coy('COY-58-A')] })], {
            boerControlled: ['MM'],
            queuedDraws: ['VK-01', 'VK-02'],
          }),
          r,
          o,
        ),
      [1],
    );
    expect(of(p.log, 'combat.resultFound')[0]).toMatchObject({ result: 'britishRout', hits: 1 });
    expect(fate(p.outcome, 'COY-58-A')).toMatchObject({
      after: 'reduced',
      place: { kind: 'holdingBox', place: 'camp' },
    });
  });

  it('R53 / R61: no supply path fires 0; short cartridges — the strongest fire, the others add 0 but take hits', () => {
    const noPath = play(
      (r, o) =>
        startAmbush(
          ambushInput(
            [
              {
                target: { kind: 'objective', objective: 'MM', secure: false, supplyPath: false },
                units: [coy('COY-58-A')],
              },
            ],
            { cup: ['PAT-1'] },
          ),
          r,
          o,
        ),
      [],
    );
    expect(of(noPath.log, 'combat.britishFired')[0]!.fire[0]).toMatchObject({ value: 0, noAmmunition: true });
    const short = play(
      (r, o) =>
        startAmbush(
          ambushInput(
            [
              {
                target: { kind: 'objective', objective: 'RG', secure: false, supplyPath: true },
                units: [coy('COY-58-A', 'reduced'), coy('COY-58-B')],
              },
            ],
            { cup: ['VK-13'], supplies: { cartridges: 1, shells: 0, caseShot: 0, rockets: 0 } },
          ),
          r,
          o,
        ),
      [],
    );
    expect(of(short.log, 'combat.britishFired')[0]!.fire.map((f) => [f.id, f.value])).toEqual([
      ['COY-58-A', 0],
      ['COY-58-B', 6],
    ]);
  });

  it('R57: a dead general may not fight', () => {
    expect(() =>
      startAssault(
        assaultInput([asl({ objective: 'RG', units: [u('GEN-COLLEY', 'dead'), coy('COY-58-A')] })]),
        rngFor('x', 1),
      ),
    ).toThrow(/4\.10/);
  });

  it('2.3: no night assault on The Nek or Table Mountain', () => {
    expect(() =>
      startAssault(
        assaultInput([asl({ objective: 'NK', arrivalBox: null, formation: 'mass', units: [coy('COY-58-A')] })], {
          night: true,
        }),
        rngFor('x', 1),
      ),
    ).toThrow(/2\.3/);
  });

  it('standing orders resolve a quiet card without stopping; evolve is pure and replays to the same state', () => {
    const input = assaultInput(
      [
        asl({
          objective: 'NP',
          units: [u('GEN-COLLEY', 'alive'), coy('COY-3-60-A'), u('NB-BOADICEA', 'fullStrength')],
        }),
      ],
      {
        boerControlled: ['NP'],
        artillery: [{ section: 'SEC-FG-1', side: 'horseDrawn', objective: 'BC', supplyPath: true }],
      },
    );
    const full: CombatOrders = {
      bombard: 'all',
      reserves: 'commit-if-retreat',
      charge: 'when-general-present',
      artillery: 'strongest',
    };
    const a = startAssault(input, rngFor('seed', 3), full);
    const b = startAssault(input, rngFor('seed', 3), full);
    expect(a).toEqual(b);
    expect(a[a.length - 1]!.type).toBe('combat.ended');
    const snapshot = JSON.stringify(a);
    let s: CombatState | null = null;
    for (const e of a) s = evolveCombat(s, e);
    expect(s).toBeNull();
    expect(JSON.stringify(a)).toBe(snapshot);
    expect(combatActions(null)).toEqual([]);
  });
});
