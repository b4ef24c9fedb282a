// Spec §9 battle rulings (R10, R15, R16, R17, R25, R40) through the combat engine's inputs, with
// queued dice and laager draws, as in combat-rules.test.ts.
import { describe, expect, it } from 'vitest';
import { rngFor, type Rng } from '../../src/engine/rng.ts';
import { LAAGERS_CUP_START } from '../../src/games/hill-of-doves/data/counters.ts';
import type { ObjectiveId } from '../../src/games/hill-of-doves/data/types.ts';
import {
  decideCombat,
  evolveCombat,
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
const u = (
  id: string,
  side: EngagedUnit['side'] = 'fullStrength',
  from: EngagedUnit['from'] = 'camp',
): EngagedUnit => ({ id: id as EngagedUnit['id'], side, from });
const SUPPLIES = { cartridges: 30, shells: 10, caseShot: 10, rockets: 5 };

function assaultInput(assaults: AssaultOrder[], over: Partial<AssaultInput> = {}): AssaultInput {
  return {
    night: false,
    weather: 'fine',
    assaults,
    boerControlled: ALL_BOER,
    sangers: [],
    destroyedLaagers: [],
    artillery: [],
    supplies: { ...SUPPLIES },
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
    supplies: { ...SUPPLIES },
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
const asl = (a: Partial<AssaultOrder> & Pick<AssaultOrder, 'objective' | 'units'>): AssaultOrder => ({
  column: 'TC',
  hex: 'T0000',
  arrivalBox: 1,
  formation: 'line',
  ...a,
});

interface Played {
  log: CombatEvent[];
  outcome: CombatOutcome | null;
}
function play(
  first: (rng: Rng, orders: CombatOrders) => CombatEvent[],
  dice: number[],
  orders: CombatOrders,
  actions: CombatAction[] = [],
): Played {
  const rng = rngFor('rulings-combat', 3, dice);
  const log = first(rng, orders);
  let state = log.reduce<CombatState | null>((s, e) => evolveCombat(s, e), null);
  for (const a of actions) {
    const evs = decideCombat(state!, a, rng, orders);
    log.push(...evs);
    state = evs.reduce<CombatState | null>((s, e) => evolveCombat(s, e), state);
  }
  const last = log[log.length - 1]!;
  return { log, outcome: last.type === 'combat.ended' ? last.outcome : null };
}
const of = <T extends CombatEvent['type']>(log: CombatEvent[], t: T) =>
  log.filter((e): e is Extract<CombatEvent, { type: T }> => e.type === t);
const fate = (o: CombatOutcome | null, id: string) => o?.units.find((x) => x.id === id);
const AUTO: CombatOrders = { reserves: 'commit-all', charge: 'never', artillery: 'never', bombard: 'none' };

describe('spec §9 battle rulings', () => {
  it('R10 — a successful charge turns a Retreat into Boers Fall Back with 1 hit on each company and committed reserve instead of the Retreat hits', () => {
    // The Ridge: base 1 + NK and TM supporting = 3 counters, 5 + 5 + 4 = 14. British 3 × 6 = 18: Q 1, Mass → Retreat, 2 hits.
    const input = assaultInput(
      [
        asl({
          objective: 'RG',
          formation: 'mass',
          units: [u('HQ-58', 'singleSided'), u('COY-58-A'), u('COY-58-B'), u('COY-58-C')],
        }),
      ],
      {
        boerControlled: ['RG', 'NK', 'TM'],
        queuedDraws: ['VK-01', 'VK-02', 'VK-03'],
      },
    );
    // Cold Steel D6 4 + 2 (Mass) = 6: success. British consolidation D6 1.
    const p = play((r, o) => startAssault(input, r, o), [4, 1], { ...AUTO, charge: 'always' });
    expect(of(p.log, 'combat.resultFound')[0]).toMatchObject({ quotient: 1, result: 'britishRetreat', hits: 2 });
    expect(of(p.log, 'combat.charged')[0]).toMatchObject({ success: true });
    for (const id of ['COY-58-A', 'COY-58-B', 'COY-58-C'])
      expect(fate(p.outcome, id)).toMatchObject({
        hits: 1,
        after: 'reduced',
        place: { kind: 'objective', objective: 'RG' },
      });
    expect(p.outcome!.objectivesCaptured).toEqual(['RG']);
  });

  it('R15 — every commando is drawn at AsC-1 in arrival order before any result; the crack veldkornetskap placed for one is unavailable to the next', () => {
    const input = assaultInput(
      [
        asl({
          column: 'T2',
          objective: 'NP',
          arrivalBox: 5,
          units: [u('HQ-3-60', 'singleSided'), u('COY-3-60-A'), u('COY-3-60-B')],
        }),
        asl({
          column: 'T1',
          objective: 'ON',
          arrivalBox: 1,
          units: [u('HQ-58', 'singleSided'), u('COY-58-A'), u('COY-58-B')],
        }),
      ],
      {
        boerControlled: ['ON', 'NP', 'MS'],
        queuedDraws: ['PC-1', 'VK-16', 'VK-15', 'VK-14', 'PC-2', 'VK-13', 'VK-12'],
      },
    );
    const p = play((r, o) => startAssault(input, r, o), [], AUTO);
    const drawn = of(p.log, 'combat.commandoDrawn');
    // O'Neill's (arrival 5 am) first: base 2 + MS + NP (not overlapping: 4 boxes apart) = 4
    expect(drawn[0]).toMatchObject({ battle: 0, strength: 4 });
    expect(drawn[0]!.commando).toContain('CRACK-VK');
    // Nkwelo: base 1 + MS + ON (its assault does not overlap, so it still supports) = 3; PC-2 is only a patrol now
    expect(drawn[1]).toMatchObject({ battle: 1, strength: 3 });
    expect(drawn[1]!.draws[0]).toMatchObject({ counter: 'PC-2', as: 'patrol' });
    const firstResult = p.log.findIndex((e) => e.type === 'combat.resultFound');
    expect(p.log.indexOf(drawn[1]!)).toBeLessThan(firstResult);
  });

  it('R16 — a column that left Fort Amiel pays no camp ammunition when ambushed; one from Mount Prospect does', () => {
    const column = (origin: 'camp' | 'fort'): AmbushOrder => ({
      target: { kind: 'column', column: 'C1', hex: 'O0308', origin, priority: 3 },
      units: [
        u('HQ-3-60', 'singleSided', origin),
        u('COY-3-60-F', 'fullStrength', origin),
        u('COY-3-60-E', 'fullStrength', origin),
      ],
    });
    const fort = play(
      (r, o) => startAmbush(ambushInput([column('fort')], { queuedDraws: ['PAT-1', 'PAT-2'] }), r, o),
      [],
      AUTO,
    );
    expect(of(fort.log, 'combat.resultFound')[0]).toMatchObject({ british: 12, result: 'boersBeatenOff' });
    expect(fort.outcome!.ammunitionSpent.cartridges).toBe(0);
    expect(fort.outcome!.supplies.cartridges).toBe(30);
    const camp = play(
      (r, o) => startAmbush(ambushInput([column('camp')], { queuedDraws: ['PAT-1', 'PAT-2'] }), r, o),
      [],
      AUTO,
    );
    expect(camp.outcome!.ammunitionSpent.cartridges).toBe(2);
  });

  it('R17 — a tactical column’s companies always pay their cartridges from the camp (its supply path was checked at the orders marker)', () => {
    const input = assaultInput(
      [
        asl({
          objective: 'MM',
          formation: 'extended',
          hex: 'T0406',
          units: [u('HQ-58', 'singleSided'), u('COY-58-A'), u('COY-58-B'), u('COY-58-C')],
        }),
      ],
      {
        boerControlled: ['MM', 'NK', 'TM', 'BK', 'LF', 'RG'],
        queuedDraws: ['PAT-1', 'PAT-2'],
      },
    );
    const p = play((r, o) => startAssault(input, r, o), [1], AUTO);
    const fired = of(p.log, 'combat.britishFired')[0]!;
    expect(fired.fire.map((f) => f.paid)).toEqual([{ cartridges: 1 }, { cartridges: 1 }, { cartridges: 1 }]);
    expect(p.outcome!.ammunitionSpent.cartridges).toBe(3);
  });

  it('R25 — a general in the ambushed hex is present and rolls; killed, he returns dead to where he departed from', () => {
    const input = ambushInput(
      [
        {
          target: { kind: 'objective', objective: 'RG', secure: false, supplyPath: true },
          units: [u('GEN-COLLEY', 'alive'), u('COY-58-A', 'reduced')],
        },
      ],
      { boerControlled: ALL_BOER.filter((o) => o !== 'RG'), queuedDraws: ['VK-01', 'VK-02'] },
    );
    // 3 against 10: Q 0, Overrun. General Roll D6 5 + 2 (Overrun) = 7: killed.
    const p = play((r, o) => startAmbush(input, r, o), [5], AUTO);
    expect(of(p.log, 'combat.resultFound')[0]).toMatchObject({ result: 'overrun' });
    expect(of(p.log, 'combat.generalRolled')[0]!.rolls[0]).toMatchObject({ who: 'GEN-COLLEY', killed: true });
    expect(fate(p.outcome, 'GEN-COLLEY')).toMatchObject({
      after: 'dead',
      place: { kind: 'holdingBox', place: 'camp' },
    });
    expect(p.outcome!.generalsKilled).toEqual(['GEN-COLLEY']);
  });

  it('R25 — a general in a tactical column is present even though he never fires or is committed', () => {
    const input = assaultInput(
      [
        asl({
          objective: 'NP',
          units: [u('GEN-COLLEY', 'alive'), u('COY-58-A'), u('COY-58-B'), u('TRP-MS-1', 'mounted')],
        }),
      ],
      {
        boerControlled: ['NP'],
        queuedDraws: ['PAT-1'],
      },
    );
    const p = play((r, o) => startAssault(input, r, o), [3, 1], { ...AUTO, reserves: 'commit-none' });
    expect(of(p.log, 'combat.generalRolled')[0]!.rolls.map((r) => r.who)).toEqual(['GEN-COLLEY']);
    expect(fate(p.outcome, 'TRP-MS-1')).toMatchObject({ hits: 0, place: { kind: 'objective', objective: 'NP' } });
  });

  it('R40 — each destroyed laager takes one counter off every commando, down to the minimum of 1', () => {
    const amb = ambushInput(
      [{ target: { kind: 'objective', objective: 'RG', secure: false, supplyPath: true }, units: [u('COY-58-A')] }],
      {
        boerControlled: ALL_BOER.filter((o) => o !== 'RG'),
        destroyedLaagers: ['smit', 'joubert'],
      },
    );
    const a = play((r, o) => startAmbush(amb, r, o), [], AUTO);
    const d = of(a.log, 'combat.commandoDrawn')[0]!;
    expect(d.strength).toBe(1); // The Ridge 2 − 2, minimum 1
    expect(d.breakdown.join(' ')).toMatch(/destroyed laager/);
    const asn = assaultInput([asl({ objective: 'ON', units: [u('HQ-58', 'singleSided'), u('COY-58-A')] })], {
      boerControlled: ['ON', 'MS', 'RG', 'NP'],
      destroyedLaagers: ['coldstream'],
    });
    const b = play((r, o) => startAssault(asn, r, o), [], AUTO);
    expect(of(b.log, 'combat.commandoDrawn')[0]!.strength).toBe(2 + 3 - 1);
  });
});
