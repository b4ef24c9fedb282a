// Component revisions (data/revisions.ts): a game keeps the revision it was created with, a stored v1
// log folds and plays on with its original tables, and the two booklet readings of spec revision 2
// (R65, R13) apply to v2 games only.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decideFolded, evolveFolded, fold, setupEvents } from '../../src/engine/kernel.ts';
import type { AnyGameModule, GameAction, GameEvent } from '../../src/engine/types.ts';
import { hillOfDoves } from '../../src/games/hill-of-doves/index.ts';
import { tablesFor, V1_TABLES, V2_TABLES } from '../../src/games/hill-of-doves/data/revisions.ts';
import { V2_CHANGES, type V2Value } from '../../src/games/hill-of-doves/data/reconstruction-v2.ts';
import { RULING_BY_ID } from '../../src/games/hill-of-doves/data/rulings.ts';
import { AMBUSH, LOAD_WAGONS, rollRow } from '../../src/games/hill-of-doves/data/tables.ts';
import type { HodState } from '../../src/games/hill-of-doves/state.ts';
import { ambushModifier, ambushTargets } from '../../src/games/hill-of-doves/operational/ambush.ts';
import { Pos } from './position.ts';

const M: AnyGameModule = hillOfDoves;

interface Fixture {
  seed: string;
  events: GameEvent[];
  state: Record<string, unknown>;
  actions: GameAction[];
  final: Record<string, unknown>;
}
const fixture = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'fixtures', 'hod-v1-campaign.json'), 'utf8'),
) as Fixture;

/** Every field the stored state had is unchanged (fields added since are not compared). */
function expectSameAsStored(actual: unknown, stored: Record<string, unknown>): void {
  const a = actual as Record<string, unknown>;
  for (const k of Object.keys(stored)) expect({ [k]: a[k] }).toEqual({ [k]: stored[k] });
}

describe('component revisions (1.0 set-up, data/revisions.ts)', () => {
  it('1.0: a new game records components v2 in its setup event; components:v1 recreates the first reconstruction', () => {
    const v2 = setupEvents(M, 'rev', {});
    expect(v2[0]).toMatchObject({ type: 'game-set-up', components: 'v2' });
    expect((fold(M, v2).game as HodState).components).toBe('v2');
    const v1 = setupEvents(M, 'rev', { components: 'v1' });
    expect(v1[0]!.type).toBe('game-set-up');
    expect('components' in v1[0]!).toBe(false); // the shape of the logs made before revisions existed
    expect((fold(M, v1).game as HodState).components).toBeUndefined(); // no field = v1, the shape of old logs
    expect(() => setupEvents(M, 'rev', { components: 'v3' })).toThrow(/components must be v2 or v1, not "v3"/);
  });

  it('1.0: the deck, the camp supply and the convoy load come from the game’s revision', () => {
    const v1 = fold(M, setupEvents(M, 'rev', { components: 'v1', sandbox: 'true' })).game as HodState;
    const v2 = fold(M, setupEvents(M, 'rev', { sandbox: 'true' })).game as HodState;
    expect(v1.supply).toEqual(V1_TABLES.campSupplyStart);
    expect(v2.supply).toEqual(V2_TABLES.campSupplyStart);
    expect(v1.convoyLoad).toEqual(V1_TABLES.convoyStartLoad);
    expect(v2.convoyLoad).toEqual(V2_TABLES.convoyStartLoad);
    expect([...v1.deck].sort()).toEqual(V1_TABLES.eventDeck.map((c) => c.copy).sort());
    expect([...v2.deck].sort()).toEqual(V2_TABLES.eventDeck.map((c) => c.copy).sort());
  });

  it('v1 keeps the first reconstruction’s values exactly; every changed v2 row says so', () => {
    expect(V1_TABLES.ambush).toBe(AMBUSH);
    expect(V1_TABLES.loadWagons).toBe(LOAD_WAGONS);
    expect(rollRow(tablesFor({}).ambush, 6)).toBe('ambush');
    for (const t of [V2_TABLES.ambush, V2_TABLES.loadWagons, V2_TABLES.ambushResult]) {
      const v1 = [V1_TABLES.ambush, V1_TABLES.loadWagons, V1_TABLES.ambushResult].find((x) => x.id === t.id)!;
      t.rows.forEach((row, i) => {
        const { source, ...rest } = row;
        if (JSON.stringify(rest) !== JSON.stringify(v1.rows[i])) expect(source).toBe('reconstruction v2');
      });
    }
  });

  it('§3.6 (r. 2.9): the British Camp’s Ambush Roll modifier is −1 in v1 and none in v2, through the game’s table', () => {
    const camp = (t: typeof V1_TABLES) =>
      t.ambush.modifiers.filter((m) => m.when?.kind === 'targetIsObjective' && m.when.objectives.includes('BC'));
    expect(camp(V1_TABLES).map((m) => m.value)).toEqual([-1]);
    expect(camp(V2_TABLES)).toEqual([]);
    expect(V2_CHANGES.campAmbushModifier).toMatchObject({ value: 0, v1: -1, source: 'reconstruction v2' });
    // The same position (the camp insecure at the start) in both revisions: the camp's modifier differs by exactly 1.
    const at = (components: 'v1' | 'v2') => {
      const s = new Pos('camp-modifier', { sandbox: 'true', components }).s;
      return ambushTargets(s).includes('BC') ? ambushModifier(s, 'BC') : null;
    };
    expect(at('v1')).not.toBeNull();
    expect(at('v2')).toBe(at('v1')! + 1);
  });

  it('every changed v2 number names its v1 value, which is the v1 table’s, and its source', () => {
    const { campSupplyStart, convoyStartLoad, campSupplyMaximum, eventCardCounts } = V2_CHANGES;
    const check = (changes: Partial<Record<string, V2Value>>, v1: (k: string) => number, v2: (k: string) => number) => {
      for (const [k, c] of Object.entries(changes)) {
        expect(c).toMatchObject({ source: 'reconstruction v2', v1: v1(k), value: v2(k) });
        expect(c!.value).not.toBe(c!.v1);
      }
    };
    type T = keyof typeof V1_TABLES.campSupplyStart;
    check(
      campSupplyStart,
      (k) => V1_TABLES.campSupplyStart[k as T],
      (k) => V2_TABLES.campSupplyStart[k as T],
    );
    check(
      convoyStartLoad,
      (k) => V1_TABLES.convoyStartLoad[k as T],
      (k) => V2_TABLES.convoyStartLoad[k as T],
    );
    check(
      campSupplyMaximum,
      (k) => V1_TABLES.campSupplyMaximum[k as T],
      (k) => V2_TABLES.campSupplyMaximum[k as T],
    );
    const copies = (deck: typeof V1_TABLES.eventDeck, id: string) => deck.filter((c) => c.card === id).length;
    check(
      eventCardCounts,
      (k) => copies(V1_TABLES.eventDeck, k),
      (k) => copies(V2_TABLES.eventDeck, k),
    );
  });

  it('a campaign stored before revision 2 (v1 log) folds to the same state and plays on with its original tables', () => {
    expect('components' in fixture.events[0]!).toBe(false);
    let f = fold(M, fixture.events);
    const s = f.game as HodState;
    expect(s.components).toBeUndefined(); // v1: the state keeps the shape of logs made before v2
    expect(tablesFor(s)).toBe(V1_TABLES);
    expectSameAsStored(f.game, fixture.state);
    for (const action of fixture.actions) {
      for (const e of decideFolded(M, f, fixture.seed, 'British', action)) f = evolveFolded(M, f, e);
    }
    expectSameAsStored(f.game, fixture.final);
    expect((f.game as HodState).result?.winner).toBe('Boer');
  });
});

describe('booklet readings of spec revision 2, pinned to v2 games', () => {
  const columns = (components: 'v1' | 'v2') => {
    const p = new Pos('rule-test', { sandbox: 'true', components }).dice(4, 5);
    p.go(); // the opening Strategic Phase and 2.1-2.2, to 2.3
    p.go(); // no night assault: 2.4
    expect(p.s.step).toBe('columns');
    return p;
  };

  it('2.4 R65: without a general, the commanding HQ (lowest movement priority) assembles only its own regiment’s companies, plus reserves', () => {
    const p = columns('v2');
    // HQ-3-60 (priority 3) commands a column that also holds HQ-58 (priority 5).
    expect(() =>
      p.act({ type: 'form-column', at: 'camp', units: ['HQ-58', 'HQ-3-60', 'COY-3-60-A', 'COY-58-A'] }),
    ).toThrow(
      /R65: COY-58-A \(full strength, fire \d\) is not of the regiment of HQ-3-60.*, which commands this column/,
    );
    p.act({ type: 'form-column', at: 'camp', units: ['HQ-58', 'HQ-3-60', 'COY-3-60-A', 'TRP-MS-1'] });
    expect(p.s.columns).toHaveLength(1);
    expect(p.s.units['HQ-58']!.loc).toBe(p.s.units['COY-3-60-A']!.loc);
    expect(RULING_BY_ID.get('R65')!.where).toBe('2.4');
  });

  it('2.4 R65 (v1 games keep the earlier reading): any company of the regiment of any HQ in the column', () => {
    const p = columns('v1');
    p.act({ type: 'form-column', at: 'camp', units: ['HQ-58', 'HQ-3-60', 'COY-3-60-A', 'COY-58-A'] });
    expect(p.s.columns).toHaveLength(1);
  });

  it('2.6 R13: a day assault counts as attempted even when its column disperses for lack of daylight', () => {
    const p = new Pos('rule-test', { sandbox: 'true' }).dice(4, 5);
    p.go();
    p.go();
    p.go();
    expect(p.s.step).toBe('day');
    // Brownlow's Kop is 8 hexes away; leaving at 4 pm (box 12), 1 hex in the hour → disperses at 5 pm.
    p.act({ type: 'declare-assault', objective: 'BK', units: ['HQ-58', 'COY-58-A'], hex: 'T1203', depart: 12 });
    p.dice(3, 1);
    p.go();
    expect(p.of('tactical-dispersed')[0]).toMatchObject({ column: 'T1', attempted: true });
    expect(p.of('combat.started')).toHaveLength(0);
    expect(p.of('assault-recorded')).toEqual([expect.objectContaining({ week: 1 })]);
    expect(p.s.assaultMarker).toBe(1);
    expect(p.replayEqual()).toBe(true);
  });
});
