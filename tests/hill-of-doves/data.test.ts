// Checks the Hill of Doves component data against the spec's own counts and consistency checks
// (the component spec, hill-of-doves-components.md: the counts of §1-§8, the derived tables of §2.4, the
// checks C1-C11 of §10.4 and the play-through of §10.2-10.3) and against the booklet.

import { describe, expect, it } from 'vitest';

import * as assault from '../../src/games/hill-of-doves/data/assault.ts';
import * as calendar from '../../src/games/hill-of-doves/data/calendar.ts';
import * as counters from '../../src/games/hill-of-doves/data/counters.ts';
import * as events from '../../src/games/hill-of-doves/data/events.ts';
import * as grid from '../../src/games/hill-of-doves/data/grid.ts';
import * as opMap from '../../src/games/hill-of-doves/data/operational-map.ts';
import { RULES_TEXT, RULES_TEXT_SOURCE } from '../../src/games/hill-of-doves/data/rules-text.ts';
import * as rulings from '../../src/games/hill-of-doves/data/rulings.ts';
import * as setup from '../../src/games/hill-of-doves/data/setup.ts';
import * as stratMap from '../../src/games/hill-of-doves/data/strategic-map.ts';
import * as tables from '../../src/games/hill-of-doves/data/tables.ts';
import * as tactMap from '../../src/games/hill-of-doves/data/tactical-map.ts';
import * as tracks from '../../src/games/hill-of-doves/data/tracks.ts';
import type {
  AssaultableObjectiveId,
  BritishUnitId,
  Condition,
  EventCardId,
  Modifier,
  ObjectiveId,
  RollTable,
  RuleNumber,
  SupplyType,
  TableId,
  TacticalHexId,
} from '../../src/games/hill-of-doves/data/types.ts';
import { expectGeneratedRulesText } from '../helpers/rules-text.ts';

const { OBJECTIVES, OBJECTIVE_IDS, TACTICAL_GRID, TACTICAL_HEXES } = tactMap;
const { distance, neighbours, pixelCentre } = grid;
const rollRow = tables.rollRow;
const rangeRow = tables.rangeRow;

/** Sum of the modifiers whose condition holds (a `per` modifier counts `count(per)` items, capped). */
function sumMods(
  mods: readonly Modifier[],
  holds: (c: Condition) => boolean,
  count: (per: string) => number = () => 0,
): number {
  const ok = (c: Condition | null): boolean => c === null || (c.kind === 'all' ? c.of.every(ok) : holds(c));
  let total = 0;
  for (const m of mods) {
    if (!ok(m.when)) continue;
    let v = m.per ? m.value * count(m.per) : m.value;
    if (m.maxTotal !== undefined) v = Math.min(v, m.maxTotal);
    total += v;
  }
  return total;
}
const is =
  (...kinds: Condition['kind'][]) =>
  (c: Condition): boolean =>
    kinds.includes(c.kind);

function must<T>(v: T | undefined | null, what = 'value'): T {
  if (v === undefined || v === null) throw new Error(`missing ${what}`);
  return v;
}

const hexById = new Map(TACTICAL_HEXES.map((h) => [h.id, h]));
const passable = (h: TacticalHexId): boolean => must(hexById.get(h), h).terrain.kind !== 'impassable';

// =============================================================================================

describe('provenance', () => {
  it('spec header — every data file carries provisional: true, source: reconstruction', () => {
    for (const mod of [
      assault,
      calendar,
      counters,
      events,
      grid,
      opMap,
      rulings,
      setup,
      stratMap,
      tables,
      tactMap,
      tracks,
    ]) {
      expect(mod.PROVENANCE.provisional).toBe(true);
      expect(mod.PROVENANCE.source).toBe('reconstruction');
      expect(mod.PROVENANCE.specVersion).toBe('spec v1, revision 1');
    }
  });
});

describe('rules text (booklet)', () => {
  it('rules-text.ts holds every booklet rule 1.0-4.17, 49 sections', () => {
    const keys = Object.keys(RULES_TEXT);
    expect(keys).toHaveLength(49);
    for (const k of ['1.1', '1.6', '2.1', '2.9', '2.10', '2.18', '3.1', '3.4', '4.1', '4.17'])
      expect(RULES_TEXT[k]?.text.length).toBeGreaterThan(50);
    expect(RULES_TEXT['2.9']?.title).toBe('Ambush Segment');
    expect(RULES_TEXT['4.17']?.title).toBe('Rocket Tubes');
    expect(RULES_TEXT['4.17']?.text).not.toContain('Referenced but not included');
  });

  it('rules-text.ts is what scripts/gen-rules-text.mjs made from the booklet (its rendering, the checksum it recorded)', () => {
    expectGeneratedRulesText('hill-of-doves', RULES_TEXT, RULES_TEXT_SOURCE);
  });
});

// =============================================================================================

describe('spec §1 — calendar', () => {
  it('Table 1.6 — 63 days, Monday 24 January to Sunday 27 March 1881', () => {
    const days = calendar.GAME_DAYS;
    expect(days).toHaveLength(calendar.DAY_COUNT);
    expect(days).toHaveLength(63);
    expect(must(days[0]).date.iso).toBe('1881-01-24');
    expect(must(days[62]).date.iso).toBe('1881-03-27');
    expect(calendar.FIRST_DAY.iso).toBe('1881-01-24');
    expect(calendar.LAST_DAY.iso).toBe('1881-03-27');
    const names = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    days.forEach((d, i) => {
      const t = new Date(Date.UTC(1881, 0, 24 + 7 * (d.week - 1) + (d.day - 1)));
      expect(d.ordinal).toBe(i + 1);
      expect(d.date.iso).toBe(t.toISOString().slice(0, 10));
      expect(d.date.month).toBe(t.getUTCMonth() + 1);
      expect(d.date.day).toBe(t.getUTCDate());
      expect(d.weekday).toBe(names[t.getUTCDay()]);
      expect(d.weekday).toBe(must(calendar.OPERATIONAL_TIME_TRACK[d.day]).label);
    });
  });

  it("C5 — 31 Jan 1881 is a Monday and box 1 holds 28 Jan (Laing's Nek)", () => {
    expect(new Date(Date.UTC(1881, 0, 31)).getUTCDay()).toBe(1);
    const jan31 = must(calendar.GAME_DAYS.find((d) => d.date.iso === '1881-01-31'));
    expect([jan31.week, jan31.day]).toEqual([2, 1]);
    expect(must(calendar.GAME_DAYS.find((d) => d.date.iso === '1881-01-28')).week).toBe(1);
  });

  it('Table 1.1 — Strategic Time Track: Start plus nine weeks, each Monday to Sunday', () => {
    const track = calendar.STRATEGIC_TIME_TRACK;
    expect(track).toHaveLength(10);
    expect(must(track[0]).label).toBe('Start');
    expect(must(track[0]).covers).toBeNull();
    const mon = ['Jan', 'Feb', 'Mar'];
    for (const b of track.slice(1)) {
      const week = calendar.GAME_DAYS.filter((d) => d.week === b.box);
      expect(week).toHaveLength(7);
      const covers = must(b.covers);
      expect(covers.first).toEqual(must(week[0]).date);
      expect(covers.last).toEqual(must(week[6]).date);
      expect(b.label).toBe(
        `${mon[covers.first.month - 1]} ${covers.first.day} to ${mon[covers.last.month - 1]} ${covers.last.day}`,
      );
    }
    expect(must(track[9]).label).toBe('Mar 21 to Mar 27'); // r. 1.5, 1.6
    expect(must(track[calendar.FIRST_SIEGE_BOX]).label).toBe('Jan 31 to Feb 6'); // r. 1.4
  });

  it('Table 1.5 — Operational Time Track: Start, Mon … Sun; only Sunday leads to 2.15 (r. 2.14)', () => {
    const t = calendar.OPERATIONAL_TIME_TRACK;
    expect(t.map((b) => b.label)).toEqual(['Start', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(t.filter((b) => b.afterNextDay === 'britishCampSupplySegment').map((b) => b.label)).toEqual(['Sun']);
  });

  it('Table 1.4 — reinforcement timing agrees with the counters and the Strategic Movement table', () => {
    // P(two strategic moves reach 6 hexes) with moves of 2/3/4 hexes each 1/3.
    const moves = [1, 2, 3, 4, 5, 6].map((d) => must(rollRow(tables.STRATEGIC_MOVEMENT, d)));
    let two = 0;
    for (const a of moves) for (const b of moves) if (a + b >= stratMap.NEWCASTLE_INDEX) two++;
    const pTwo = two / 36;
    let three = 0;
    for (const a of moves)
      for (const b of moves) for (const c of moves) if (a + b + c >= stratMap.NEWCASTLE_INDEX) three++;
    expect(three).toBe(216); // three moves always arrive
    for (const r of calendar.REINFORCEMENTS) {
      const col = must(counters.STRATEGIC_COLUMNS.find((c) => c.id === r.column));
      expect(col.waitsInBox).toBe(r.waitsInBox);
      expect(setup.SETUP.strategic.strategicColumns[r.column]).toBe(r.waitsInBox);
      expect(r.relocatedToDurbanInPhaseOfBox).toBe(r.waitsInBox);
      expect(r.firstMovedInPhaseOfBox).toBe(r.waitsInBox + 1);
      const [early, late] = r.arrivals;
      expect(must(early).endOfBox).toBe(r.waitsInBox + 2);
      expect(must(early).chance).toBeCloseTo(pTwo, 2);
      expect(must(late).chance).toBeCloseTo(1 - pTwo, 2);
      for (const a of r.arrivals) {
        // First usable day: the Monday after the Strategic Phase of box endOfBox (R2).
        expect(a.firstDayUsable).toEqual(
          must(calendar.GAME_DAYS.find((d) => d.week === a.endOfBox + 1 && d.day === 1)).date,
        );
      }
    }
  });
});

// =============================================================================================

describe('spec §2.1 — hex conventions', () => {
  it('Table 2.1.3 — test vectors', () => {
    expect(neighbours(TACTICAL_GRID, 'T0805').sort()).toEqual(
      ['T0804', 'T0806', 'T0705', 'T0706', 'T0905', 'T0906'].sort(),
    );
    expect(neighbours(TACTICAL_GRID, 'T0802').sort()).toEqual(
      ['T0801', 'T0803', 'T0702', 'T0703', 'T0902', 'T0903'].sort(),
    );
    expect(distance('T0802', 'T0809')).toBe(7);
    expect(distance('T0306', 'T0406')).toBe(1);
    expect(distance('S1015', 'S0810')).toBe(6);
    const p = pixelCentre(TACTICAL_GRID, 'T0809');
    expect([Math.round(p.x), Math.round(p.y)]).toEqual([480, 764]);
  });

  it('Table 2.1.1 — the neighbour relation is symmetric on all three maps', () => {
    for (const g of [TACTICAL_GRID, opMap.OPERATIONAL_GRID, stratMap.STRATEGIC_GRID]) {
      for (let c = 1; c <= g.columns; c++)
        for (let r = 1; r <= g.rows; r++) {
          const h = must(grid.hexAt(g, c, r));
          for (const n of neighbours(g, h)) {
            expect(neighbours(g, n)).toContain(h);
            expect(distance(h, n)).toBe(1);
          }
        }
    }
  });
});

describe('spec §2.2 — Strategic Map', () => {
  it('Table 2.2.2 — the route Durban → Newcastle is a path of 7 adjacent hexes', () => {
    const route = stratMap.STRATEGIC_ROUTE;
    expect(route.map((r) => r.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(must(route[0]).hex).toBe(stratMap.DURBAN_HEX);
    expect(must(route[6]).hex).toBe(stratMap.NEWCASTLE_HEX);
    for (let i = 1; i < route.length; i++) expect(distance(must(route[i - 1]).hex, must(route[i]).hex)).toBe(1);
    for (const r of route) {
      const p = pixelCentre(stratMap.STRATEGIC_GRID, r.hex);
      expect(r.pixel).toEqual({ x: Math.round(p.x), y: Math.round(p.y) });
    }
  });

  it('Table 2.2.3 / r. 1.4 — seven Transvaal towns, each with its modifier in Table 3.3, Pretoria rolled last', () => {
    const towns = Object.values(stratMap.TOWNS);
    expect(towns).toHaveLength(7);
    expect(stratMap.SIEGE_ORDER).toHaveLength(7);
    expect(stratMap.SIEGE_ORDER.at(-1)).toBe('PRETORIA');
    expect(new Set(stratMap.SIEGE_ORDER)).toEqual(new Set(Object.keys(stratMap.TOWNS)));
    for (const t of towns) {
      const own = tables.SIEGE.modifiers.filter((m) => m.when?.kind === 'siegeTownIs' && m.when.town === t.id);
      expect(own, t.id).toHaveLength(1);
      const p = pixelCentre(stratMap.STRATEGIC_GRID, t.hex);
      expect(t.pixel).toEqual({ x: Math.round(p.x), y: Math.round(p.y) });
      expect(stratMap.STRATEGIC_REGIONS.natalHexes).not.toContain(t.hex);
    }
  });
});

describe('spec §2.3 — Operational Map', () => {
  it('Table 2.3.2 — the road Fort Amiel → Mount Prospect is a path of 8 moves; Schuinshoogte heights, Double Drifts drifts', () => {
    const road = opMap.OPERATIONAL_ROAD;
    expect(road).toHaveLength(opMap.ROAD_LENGTH + 1);
    for (let i = 1; i < road.length; i++) expect(distance(must(road[i - 1]).hex, must(road[i]).hex)).toBe(1);
    // A path graph: non-consecutive road hexes are not adjacent.
    for (let i = 0; i < road.length; i++)
      for (let j = i + 2; j < road.length; j++)
        expect(distance(must(road[i]).hex, must(road[j]).hex)).toBeGreaterThan(1);
    expect(road.filter((r) => r.heights).map((r) => r.hex)).toEqual([opMap.SCHUINSHOOGTE_HEX]);
    expect(road.filter((r) => r.drifts).map((r) => r.hex)).toEqual([opMap.DOUBLE_DRIFTS_HEX]);
    expect(must(road[opMap.FORT_AMIEL_INDEX]).sameLocationAs).toBe('fortAmiel');
    expect(must(road[opMap.MOUNT_PROSPECT_INDEX]).sameLocationAs).toBe('britishCamp');
    for (const r of road) {
      const p = pixelCentre(opMap.OPERATIONAL_GRID, r.hex);
      expect(r.pixel).toEqual({ x: Math.round(p.x), y: Math.round(p.y) });
    }
  });

  it('Table 2.3.3 — trip times follow from the Operational Movement Table (§3.5)', () => {
    for (const t of opMap.TRIP_SEGMENTS) {
      const move = Math.max(
        tables.OPERATIONAL_MOVEMENT.minimum,
        tables.OPERATIONAL_MOVEMENT.base +
          sumMods(tables.OPERATIONAL_MOVEMENT.modifiers, (c) =>
            c.kind === 'columnIncludes'
              ? t.convoy
              : c.kind === 'weatherShows'
                ? c.weather === t.weather
                : c.kind === 'weatherBoxIn'
                  ? t.ground === 'mudDeepMud'
                  : false,
          ),
      );
      expect(move).toBe(t.hexesPerSegment);
      expect(Math.ceil(opMap.ROAD_LENGTH / move)).toBe(t.segments);
    }
  });
});

// =============================================================================================

describe('spec §2.4 — Tactical Map', () => {
  it('Table 2.4.1-2.4.2 — 120 hexes, 33 impassable, ten white objectives at their printed pixel centres', () => {
    expect(TACTICAL_HEXES).toHaveLength(120);
    expect(new Set(TACTICAL_HEXES.map((h) => h.id)).size).toBe(120);
    const impassable = TACTICAL_HEXES.filter((h) => h.terrain.kind === 'impassable').map((h) => h.id);
    const want = TACTICAL_HEXES.filter(
      (h) => h.row === 1 || h.col <= 2 || ['T0305', 'T0307', 'T0405'].includes(h.id),
    ).map((h) => h.id);
    expect(impassable.sort()).toEqual(want.sort());
    expect(impassable).toHaveLength(33);
    for (const h of TACTICAL_HEXES) {
      const p = pixelCentre(TACTICAL_GRID, h.id);
      expect(h.pixel).toEqual({ x: Math.round(p.x), y: Math.round(p.y) });
      expect(grid.hexColRow(h.id)).toEqual({ col: h.col, row: h.row });
    }
    for (const o of Object.values(OBJECTIVES)) {
      const hex = must(hexById.get(o.hex));
      expect(hex.terrain).toEqual({ kind: 'objective', objective: o.id });
      expect(hex.pixel).toEqual(o.pixel);
      expect(tactMap.OBJECTIVE_BY_HEX[o.hex]).toBe(o.id);
    }
  });

  it('r. 1.5 / C9 — 10 objectives: 2 main positions, 5 outposts, 2 farms, 1 camp', () => {
    const byType = (t: string) => OBJECTIVE_IDS.filter((id) => OBJECTIVES[id].type === t).sort();
    expect(OBJECTIVE_IDS).toHaveLength(10);
    expect(byType('mainPosition')).toEqual(['NK', 'TM'].sort());
    expect(byType('outpost')).toEqual(['MM', 'MS', 'BK', 'RG', 'NP'].sort());
    expect(byType('farm')).toEqual(['LF', 'ON'].sort());
    expect(byType('camp')).toEqual(['BC']);
  });

  it('r. 4.11 / r. 4.8 / r. 2.3 — heights, fortifications and night-assault bars', () => {
    expect(OBJECTIVE_IDS.filter((id) => OBJECTIVES[id].heights).sort()).toEqual(['NK', 'TM', 'BK'].sort());
    expect(OBJECTIVES.MM.heights).toBe(false);
    for (const id of OBJECTIVE_IDS) {
      const o = OBJECTIVES[id];
      const want = { mainPosition: 'trenches', farm: 'buildings', outpost: 'sangersMarkerOnly', camp: 'redoubts' }[
        o.type
      ];
      expect(o.fortification).toBe(want);
    }
    expect(OBJECTIVE_IDS.filter((id) => OBJECTIVES[id].assault === 'dayOnly').sort()).toEqual(['NK', 'TM'].sort());
    expect(OBJECTIVES.BC.assault).toBe('never');
  });

  it('Table 2.4.4 — neighbours of each objective match the grid rule', () => {
    for (const id of OBJECTIVE_IDS) {
      expect([...tactMap.OBJECTIVE_NEIGHBOURS[id]].sort()).toEqual(
        neighbours(TACTICAL_GRID, OBJECTIVES[id].hex).sort(),
      );
    }
  });

  it("C4 / r. 4.13 — Majuba Mountain's only passable neighbour is Majuba Slopes; no objective touches the camp", () => {
    expect(neighbours(TACTICAL_GRID, OBJECTIVES.MM.hex).filter(passable)).toEqual([OBJECTIVES.MS.hex]);
    const campNeighbours = neighbours(TACTICAL_GRID, OBJECTIVES.BC.hex);
    for (const n of campNeighbours) expect(tactMap.OBJECTIVE_BY_HEX[n]).toBeUndefined();
  });

  it('Table 2.4.5 — distances between objectives match the distance formula', () => {
    for (const a of OBJECTIVE_IDS)
      for (const b of OBJECTIVE_IDS)
        expect(tactMap.OBJECTIVE_DISTANCES[a][b]).toBe(distance(OBJECTIVES[a].hex, OBJECTIVES[b].hex));
  });

  it('Table 2.4.6 — objectives within two intervening hexes (distance ≤ 3)', () => {
    for (const a of OBJECTIVE_IDS) {
      const want = OBJECTIVE_IDS.filter(
        (b) => b !== a && distance(OBJECTIVES[a].hex, OBJECTIVES[b].hex) <= tactMap.SUPPORT_RANGE,
      );
      expect([...tactMap.OBJECTIVES_WITHIN_3[a]].sort()).toEqual(want.sort());
    }
  });

  /** LOC per Table 2.4.7 (r. 2.3): legal orders hexes of each Boer objective and their path length to the camp. */
  function locFacts(british: readonly ObjectiveId[]) {
    const boer = OBJECTIVE_IDS.filter((o) => !british.includes(o));
    const boerHexes = new Set(boer.map((o) => OBJECTIVES[o].hex));
    const rifle = new Set(boer.flatMap((o) => neighbours(TACTICAL_GRID, OBJECTIVES[o].hex)));
    const camp = OBJECTIVES.BC.hex;
    const pathLength = (from: TacticalHexId): number | null => {
      const seen = new Map<TacticalHexId, number>([[from, 0]]);
      const queue: TacticalHexId[] = [from];
      while (queue.length > 0) {
        const h = must(queue.shift());
        const d = must(seen.get(h));
        for (const n of neighbours(TACTICAL_GRID, h)) {
          if (seen.has(n)) continue;
          if (n === camp) return d + 1;
          if (!passable(n) || boerHexes.has(n) || rifle.has(n)) continue;
          seen.set(n, d + 1);
          queue.push(n);
        }
      }
      return null;
    };
    const assaultable: Partial<Record<AssaultableObjectiveId, { hex: TacticalHexId; length: number }[]>> = {};
    const notAssaultable: AssaultableObjectiveId[] = [];
    for (const o of boer) {
      if (o === 'BC') continue;
      const legal = neighbours(TACTICAL_GRID, OBJECTIVES[o].hex)
        .filter((h) => passable(h) && !boerHexes.has(h))
        .map((h) => ({ hex: h, length: pathLength(h) }))
        .filter((x): x is { hex: TacticalHexId; length: number } => x.length !== null);
      if (legal.length > 0) assaultable[o] = legal;
      else notAssaultable.push(o);
    }
    return { assaultable, notAssaultable };
  }

  it('Table 2.4.9 — lines of communication and path lengths are reproduced by a breadth-first search', () => {
    const sortLoc = (xs: readonly { hex: string; length: number }[]) =>
      [...xs].sort((a, b) => a.hex.localeCompare(b.hex));
    for (const tc of tactMap.LOC_TEST_CASES) {
      const got = locFacts(tc.british);
      expect([...got.notAssaultable].sort()).toEqual([...tc.notAssaultable].sort());
      expect(Object.keys(got.assaultable).sort()).toEqual(Object.keys(tc.assaultable).sort());
      for (const [o, entries] of Object.entries(tc.assaultable)) {
        expect(sortLoc(must(got.assaultable[o as AssaultableObjectiveId]))).toEqual(sortLoc(must(entries)));
      }
    }
  });

  it('C4 — at start NK, LF, MS and MM cannot be assaulted; every objective is assaultable in some listed situation', () => {
    expect([...locFacts(['BC']).notAssaultable].sort()).toEqual(['NK', 'LF', 'MS', 'MM'].sort());
    const ever = new Set(tactMap.LOC_TEST_CASES.flatMap((tc) => Object.keys(tc.assaultable)));
    expect([...ever].sort()).toEqual([...tactMap.ASSAULTABLE_OBJECTIVE_IDS].sort());
  });

  it('r. 4.13 / R59 — only generals, HQs, companies, naval brigades, mountain guns and rockets may enter Majuba Mountain', () => {
    for (const u of counters.BRITISH_UNITS) {
      const allowed =
        (tactMap.MAJUBA_ALLOWED.counterKinds as readonly string[]).includes(u.kind) ||
        (u.kind === 'section' && (tactMap.MAJUBA_ALLOWED.sectionTypes as readonly string[]).includes(u.sectionType));
      expect(u.mayEnterMajuba, u.id).toBe(allowed);
    }
  });
});

// =============================================================================================

describe('spec §3 and §5 — roll tables', () => {
  it('C10 — every roll table covers every modified roll from −2 to 10 exactly once (and the D6 faces 1-6)', () => {
    for (const t of tables.ROLL_TABLES) {
      expect(t.die).toBe('D6');
      for (let roll = -2; roll <= 10; roll++) {
        const hits = t.rows.filter((r) => (r.min === null || roll >= r.min) && (r.max === null || roll <= r.max));
        expect(hits, `${t.name} at ${roll}`).toHaveLength(1);
      }
      expect(must(t.rows[0]).min).toBeNull();
      expect(must(t.rows.at(-1)).max).toBeNull();
      for (let i = 1; i < t.rows.length; i++) expect(must(t.rows[i]).min).toBe(must(must(t.rows[i - 1]).max) + 1);
    }
  });

  it('C10 — the quotient tables (§5.6, §5.7) cover every Q from 0 up', () => {
    for (const rows of [tables.ASSAULT_RESULT.rows, tables.AMBUSH_RESULT.rows]) {
      for (let q = 0; q <= 200; q++)
        expect(rows.filter((r) => (r.min === null || q >= r.min) && (r.max === null || q <= r.max))).toHaveLength(1);
    }
  });

  it('C1 — every table, roll and result table has a catalogue entry, and every table object matches it', () => {
    const named: { id: TableId; spec: string; rules: readonly RuleNumber[] }[] = [
      ...tables.ROLL_TABLES,
      tables.OPERATIONAL_MOVEMENT,
      tables.BOER_BATTLE_PRIORITY,
      tables.BRITISH_MOVEMENT_PRIORITY,
      tables.BRITISH_SECURE_OBJECTIVES,
      tables.BOMBARD_LAAGER,
      tables.COMMANDO_STRENGTH_ASSAULT,
      tables.COMMANDO_STRENGTH_AMBUSH,
      tables.ASSAULT_FIREPOWER_TOTALS,
      tables.AMBUSH_FIREPOWER_TOTALS,
      tables.ASSAULT_RESULT,
      tables.AMBUSH_RESULT,
      tables.HITS,
    ];
    for (const t of named) {
      const info = tables.TABLES[t.id];
      expect(info.spec).toBe(t.spec);
      expect(info.rules).toEqual(t.rules);
      for (const r of t.rules) expect(RULES_TEXT[r], `${t.id} rule ${r}`).toBeDefined();
    }
    for (const [id, info] of Object.entries(tables.TABLES)) expect(info.id).toBe(id);
    const shown = new Set(named.map((t) => t.id));
    for (const id of Object.keys(tables.TABLES)) {
      if (!['commandoDraw', 'firepowerValues', 'bombardmentValues'].includes(id))
        expect(shown.has(id as TableId), id).toBe(true);
    }
  });

  it('every event card referenced by a modifier exists', () => {
    const cardsIn = (c: Condition | null): EventCardId[] =>
      c === null ? [] : c.kind === 'all' ? c.of.flatMap(cardsIn) : 'card' in c ? [c.card] : [];
    const mods = [
      ...tables.ROLL_TABLES.flatMap((t) => t.modifiers),
      ...tables.COMMANDO_STRENGTH_AMBUSH.modifiers,
      ...tables.COMMANDO_STRENGTH_ASSAULT.modifiers,
    ];
    const referenced = new Set(mods.flatMap((m) => cardsIn(m.when)));
    expect([...referenced].sort()).toEqual(['EV-05', 'EV-08', 'EV-09', 'EV-17', 'EV-22', 'EV-23']);
    for (const id of referenced) expect(events.EVENT_CARD_BY_ID.get(id)).toBeDefined();
  });

  it("§3.7 / r. 4.2 — Boer Battle Priority: The Nek first, O'Neill's Farm last; every objective and the operational columns once", () => {
    const e = tables.BOER_BATTLE_PRIORITY.entries;
    expect(e.map((x) => x.priority)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(must(e[0]).target).toBe('NK');
    expect(must(e.at(-1)).target).toBe('ON');
    expect(new Set(e.map((x) => x.target))).toEqual(new Set([...OBJECTIVE_IDS, 'operationalColumns']));
    for (const x of e)
      if (x.target !== 'operationalColumns') expect(OBJECTIVES[x.target].battlePriority).toBe(x.priority);
  });

  it('§3.8 / r. 4.3 — British Movement Priority: generals, then the Rifles, then the Line Infantry; matches the counters', () => {
    const e = tables.BRITISH_MOVEMENT_PRIORITY.entries;
    expect(e.map((x) => x.class)).toEqual([
      'armyGeneral',
      'armyGeneral',
      'rifles',
      'rifles',
      'lineInfantry',
      'lineInfantry',
    ]);
    for (const x of e) {
      const c = must(counters.BRITISH_UNIT_BY_ID.get(x.commander));
      expect(c.kind === 'general' || c.kind === 'hq').toBe(true);
      if (c.kind === 'general' || c.kind === 'hq') expect(c.movementPriority).toBe(x.priority);
      if (c.kind === 'hq') expect(c.class).toBe(x.class);
    }
    expect(tables.BRITISH_MOVEMENT_PRIORITY.uncommandedColumnPriority).toBeGreaterThan(
      Math.max(...e.map((x) => x.priority)),
    );
  });

  it('§3.9 — secure rows are the objectives within distance 3 (the camp left out), symmetric; laagers as overlooked', () => {
    const rows = tables.BRITISH_SECURE_OBJECTIVES.rows;
    for (const o of OBJECTIVE_IDS) {
      const want = tactMap.OBJECTIVES_WITHIN_3[o].filter((x) => o === 'BC' || x !== 'BC');
      expect([...rows[o].britishControlled].sort()).toEqual([...want].sort());
      for (const x of rows[o].britishControlled)
        if (o !== 'BC' && x !== 'BC') expect(rows[x].britishControlled).toContain(o);
      const overlooked = o === 'TM' ? 'joubert' : OBJECTIVES[o].bombardsLaager;
      expect(rows[o].laagerDestroyed).toBe(overlooked);
    }
  });

  it('§3.10 / r. 2.11 — every laager is bombarded from the objective that overlooks it; Majuba takes only its own sections', () => {
    for (const [laager, row] of Object.entries(tables.BOMBARD_LAAGER.rows)) {
      expect(OBJECTIVES[row.objective].bombardsLaager).toBe(laager);
      expect(row.joubertRoll).toBe(laager === 'joubert');
    }
    for (const s of tables.BOMBARD_LAAGER.rows.smit.sections)
      expect(tactMap.MAJUBA_ALLOWED.sectionTypes as readonly string[]).toContain(s);
    expect(rollRow(tables.JOUBERT_ROLL, 2)).toBe('killed');
    expect(rollRow(tables.JOUBERT_ROLL, 3)).toBe('survives');
  });

  it('§3.13 — Load Wagons averages, unmodified and at −1', () => {
    const types = tracks.SUPPLY_TYPES;
    for (const [key, shift] of [
      ['unmodified', 0],
      ['minusOne', -1],
    ] as const) {
      for (const t of types) {
        let sum = 0;
        for (let d = 1; d <= 6; d++) sum += must(rollRow(tables.LOAD_WAGONS, d + shift))[t];
        expect(Math.round((sum / 6) * 10) / 10, `${key} ${t}`).toBe(tables.LOAD_WAGONS_AVERAGES[key][t]);
      }
    }
    // Both −1 modifiers (R8 and Wires Cut) read a minus sign.
    expect(tables.LOAD_WAGONS.modifiers.map((m) => m.value)).toEqual([-1, -1]);
  });

  it('§3.14 / r. 3.1 — Majuba Mountain is always Extended, other night assaults Mass', () => {
    expect(tables.ASSAULT_FORMATION_FIXED.map((f) => [f.case, f.formation])).toEqual([
      ['majubaMountain', 'extended'],
      ['otherNightAssault', 'mass'],
    ]);
  });

  it('§3.4 / r. 2.2 — weather: 1-3 fine, 4-6 rain; Table 3.4.2 names tables that exist', () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => rollRow(tables.WEATHER, d))).toEqual([
      'fine',
      'fine',
      'fine',
      'rain',
      'rain',
      'rain',
    ]);
    for (const e of tables.WEATHER_EFFECTS) expect(tables.TABLES[e.table]).toBeDefined();
    expect(rollRow(tables.HUNGER_AND_THIRST.fine, 4)).toBe('hit');
    expect(rollRow(tables.HUNGER_AND_THIRST.rain, 4)).toBe('noHit');
    expect(rollRow(tables.HUNGER_AND_THIRST.rain, 5)).toBe('hit');
  });

  it('Table 5.2.1 / r. 2.3 — night commandos exist for every objective but The Nek and Table Mountain', () => {
    for (const o of tactMap.ASSAULTABLE_OBJECTIVE_IDS) {
      expect(tables.COMMANDO_STRENGTH_ASSAULT.night[o] === null).toBe(OBJECTIVES[o].assault === 'dayOnly');
      expect(tables.COMMANDO_STRENGTH_ASSAULT.day[o]).toBeGreaterThanOrEqual(1);
    }
    expect(Object.keys(tables.COMMANDO_STRENGTH_AMBUSH.base).sort()).toEqual(
      [...OBJECTIVE_IDS, 'operationalColumn'].sort(),
    );
  });

  it('§5.10 / r. 4.9 — the Gatling never exceeds 2 cartridges and a jam costs none', () => {
    const rows = [1, 2, 3, 4, 5, 6].map((d) => must(rollRow(tables.GATLING_GUN, d)));
    expect(rows.map((r) => r.firepower)).toEqual([0, 3, 6, 6, 6, 8]);
    expect(rows.map((r) => r.cartridges)).toEqual([0, 1, 1, 1, 1, 2]);
  });

  it('§5.14 / R11 — hits come in batches capped at 2', () => {
    expect(tables.HITS.batchCap).toBe(2);
    expect(tables.HITS.rows).toHaveLength(5);
  });
});

// =============================================================================================

describe('spec §4 — tracks', () => {
  it('§4.1 — Negotiations Track: 12 boxes, start in 1, Supply −1 in 6-10, Trnsvl Ind in 11', () => {
    const t = tracks.NEGOTIATIONS_TRACK;
    expect(t.map((b) => b.box)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(t.filter((b) => b.start).map((b) => b.box)).toEqual([tracks.POLITICS_START_BOX]);
    expect(t.filter((b) => b.supplyMinusOne).map((b) => b.box)).toEqual([6, 7, 8, 9, 10]);
    expect(t.filter((b) => b.transvaalIndependence).map((b) => b.box)).toEqual([tracks.TRANSVAAL_INDEPENDENCE_BOX]);
    expect(must(t.at(-1)).label).toBe('Trnsvl Ind');
  });

  it("§4.1 / r. 1.3 — a rout or an overrun is +1 Boer victory and +2 politics; Joubert's death −1", () => {
    const c = tracks.POLITICS_CAUSES;
    expect(c.filter((x) => x.boerVictories === 1).map((x) => x.politics)).toEqual([2, 2]);
    expect(must(c.find((x) => x.cause === 'Joubert killed')).politics).toBe(-1);
  });

  it('§4.3 / r. 2.2 — Weather Track: 5 boxes, start Wet on rain; drifts flood only in Deep Mud', () => {
    expect(tracks.WEATHER_TRACK.map((b) => b.label)).toEqual(['Dry', 'Firm', 'Wet', 'Mud', 'Deep Mud']);
    expect(tracks.WEATHER_TRACK.filter((b) => b.start).map((b) => b.box)).toEqual([tracks.WEATHER_START.box]);
    expect(tracks.WEATHER_TRACK.filter((b) => b.driftsFlooded).map((b) => b.label)).toEqual(['Deep Mud']);
    for (const b of tracks.WEATHER_TRACK) {
      expect(b.operationalMovementMinusOne).toBe(
        sumMods(tables.OPERATIONAL_MOVEMENT.modifiers, (c) => c.kind === 'weatherBoxIn' && c.boxes.includes(b.box)) ===
          -1,
      );
    }
  });

  it('§4.4 — British Camp Supply Track: 7 supplies, start ≤ maximum, totals fit the 0-30 boxes or the +30 backs', () => {
    const rows = Object.values(tracks.BRITISH_CAMP_SUPPLY_TRACK);
    expect(rows).toHaveLength(7);
    for (const r of rows) {
      expect(r.start).toBeLessThanOrEqual(r.maximum);
      expect(r.maximum).toBeLessThanOrEqual(
        tracks.SUPPLY_TRACK_BOXES.max + (r.plus30Back ? tracks.SUPPLY_TRACK_BOXES.plus30Back : 0),
      );
      expect(setup.SETUP.tactical.britishCampSupply[r.type]).toBe(r.start);
    }
  });

  it('§4.5 / r. 3.3, 4.14 — Tactical Time Track: 5 am to 8 pm Night; a 4 pm arrival ends before night', () => {
    const t = tracks.TACTICAL_TIME_TRACK;
    const r = tracks.TACTICAL_TIME_RULES;
    expect(t).toHaveLength(17);
    expect(must(t[r.firstBox]).label).toBe('5 am');
    expect(must(t[r.latestArrivalBox]).label).toBe('4 pm');
    expect(must(t[r.nightBox]).night).toBe(true);
    expect(must(t[r.nightBox]).hour).toBe(20); // night falls at eight o'clock (r. 3.3)
    expect(r.latestArrivalBox + r.battleDurationHours).toBeLessThan(r.nightBox);
    expect(r.dispersalBox).toBe(r.latestArrivalBox + 1);
    // Overlap (r. 4.14) of durations h+1..h+3 ⇔ |h − h'| ≤ 2.
    for (let h = 1; h <= 12; h++)
      for (let k = 1; k <= 12; k++) {
        const overlap = [1, 2, 3].some((i) => [1, 2, 3].includes(h + i - k));
        expect(overlap).toBe(Math.abs(h - k) <= r.overlapMaxArrivalDifference);
      }
  });

  it('§4.6 — the largest British total (every unit in one column, Gatling 8) is 171', () => {
    let total = 0;
    for (const u of counters.BRITISH_UNITS) {
      if (u.kind === 'company' || u.kind === 'navalBrigade') total += u.firepower.fullStrength;
      if (u.kind === 'troop') total += u.firepower.mounted;
      if (u.kind === 'section' && u.closeSupport.kind === 'fixed') total += u.closeSupport.horseDrawn;
      if (u.kind === 'section' && u.closeSupport.kind === 'gatlingRoll')
        total += Math.max(...[1, 2, 3, 4, 5, 6].map((d) => must(rollRow(tables.GATLING_GUN, d)).firepower));
    }
    expect(total).toBe(tracks.FIREPOWER_TRACK.largestBritishTotal);
    expect(total).toBeLessThanOrEqual(tracks.FIREPOWER_TRACK.range.max);
  });
});

// =============================================================================================

describe('spec §5.3-5.4 — Assault and Ambush Card sequences', () => {
  // The step texts are what /rules table:5.3 and 5.4 print; the index of each step is docs/hod-sequence-of-play.md.
  it('§5.3 — AsC-1, AsC-2, AsC-3 (3a-3j for each assault), AsC-4', () => {
    expect(assault.ASSAULT_CARD_SEQUENCE.map((s) => s.id)).toEqual([
      'AsC-1',
      'AsC-2',
      'AsC-3',
      'AsC-3a',
      'AsC-3b',
      'AsC-3c',
      'AsC-3d',
      'AsC-3e',
      'AsC-3f',
      'AsC-3g',
      'AsC-3h',
      'AsC-3i',
      'AsC-3j',
      'AsC-4',
    ]);
    for (const s of assault.ASSAULT_CARD_SEQUENCE) expect(s.procedure.length, s.id).toBeGreaterThan(10);
  });

  it('§5.4 — AmC-1, AmC-2, AmC-3 (3a-3g for each ambush), AmC-4', () => {
    expect(assault.AMBUSH_CARD_SEQUENCE.map((s) => s.id)).toEqual([
      'AmC-1',
      'AmC-2',
      'AmC-3',
      'AmC-3a',
      'AmC-3b',
      'AmC-3c',
      'AmC-3d',
      'AmC-3e',
      'AmC-3f',
      'AmC-3g',
      'AmC-4',
    ]);
    for (const s of assault.AMBUSH_CARD_SEQUENCE) expect(s.procedure.length, s.id).toBeGreaterThan(10);
  });
});

// =============================================================================================

describe('spec §6 — counter mix', () => {
  const kinds = (k: string) => counters.BRITISH_UNITS.filter((u) => u.kind === k);

  it('C3 — 2 generals, 4 HQs, 20 companies, 2 naval brigades, 5 troops, 5 sections, 1 convoy; ids unique', () => {
    expect(kinds('general')).toHaveLength(2);
    expect(kinds('hq')).toHaveLength(4);
    expect(kinds('company')).toHaveLength(20);
    expect(kinds('navalBrigade')).toHaveLength(2);
    expect(kinds('troop')).toHaveLength(5);
    expect(kinds('section')).toHaveLength(5);
    expect(kinds('convoy')).toHaveLength(1);
    expect(new Set(counters.BRITISH_COUNTERS.map((c) => c.id)).size).toBe(counters.BRITISH_COUNTERS.length);
  });

  it('Table 6.3 — companies by regiment: 58th 5, 3/60th 6, 92nd 5, 2/60th 4', () => {
    const by = (r: string) => counters.COMPANIES.filter((c) => c.regiment === r).length;
    expect([by('58'), by('3-60'), by('92'), by('2-60')]).toEqual([5, 6, 5, 4]);
    for (const c of counters.COMPANIES) expect(c.id.startsWith(`COY-${c.regiment}-`)).toBe(true);
  });

  it('r. 4.1 / C9 — eleven artillery pieces', () => {
    expect(counters.SECTIONS.reduce((s, x) => s + x.pieces, 0)).toBe(counters.ARTILLERY_PIECES);
    expect(counters.ARTILLERY_PIECES).toBe(11);
  });

  it('r. 4.1, 4.17 — the Gatling never bombards, the rocket section never gives close support', () => {
    const byType = (t: string) => must(counters.SECTIONS.find((s) => s.sectionType === t));
    expect(byType('gatlingGun').bombardment.kind).toBe('none');
    expect(byType('rocket').closeSupport.kind).toBe('none');
    expect(byType('rocket').bombardment.kind).toBe('rocketRoll');
  });

  it('Table 6.8 — strategic columns: Naval 0 companies / 1 reserve, Indian 9 companies / 2 reserves; contents start inside them', () => {
    for (const col of counters.STRATEGIC_COLUMNS) {
      const units = col.contents.map((id) => counters.BRITISH_COUNTER_BY_ID.get(id)).filter((c) => c !== undefined);
      expect(units).toHaveLength(col.contents.length);
      const companies = units.filter((u) => u.kind === 'company').length;
      const reserves = units.filter((u) => ['navalBrigade', 'troop', 'section', 'convoy'].includes(u.kind)).length;
      expect({ companies, reserves }).toEqual(counters.STRATEGIC_COLUMN_COUNTS[col.id]);
      for (const u of units) expect(u.start).toEqual({ kind: 'insideStrategicColumn', column: col.id });
    }
    const inside = counters.BRITISH_COUNTERS.filter((c) => c.start.kind === 'insideStrategicColumn').map((c) => c.id);
    expect(inside.sort()).toEqual(counters.STRATEGIC_COLUMNS.flatMap((c) => c.contents).sort());
  });

  it('Tables 6.10-6.11 — 16 veldkornetskaps, 4 patrols, 2 patrol/crack, 2 patrol/smit: 24 in the laagers cup', () => {
    const vks = counters.VELDKORNETSKAPS;
    expect(vks).toHaveLength(16);
    expect(vks.map((v) => (v.kind === 'veldkornetskap' ? v.firepower : 0))).toEqual([
      5, 5, 4, 4, 4, 4, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2,
    ]);
    expect(counters.LAAGERS_CUP_START).toHaveLength(counters.LAAGERS_CUP_COUNTS.total);
    expect(new Set(counters.LAAGERS_CUP_START).size).toBe(24);
    const k = (kind: string) =>
      counters.BOER_COUNTERS.filter((c) => c.kind === kind && c.start.kind === 'laagersCup').length;
    expect([k('veldkornetskap'), k('patrol'), k('patrolCrack'), k('patrolSmit')]).toEqual([16, 4, 2, 2]);
    expect(must(counters.BOER_COUNTER_BY_ID.get('CRACK-VK')).start).toEqual({
      kind: 'laagerBox',
      laager: 'coldstream',
    });
    expect(must(counters.BOER_COUNTER_BY_ID.get('SMIT')).start).toEqual({ kind: 'laagerBox', laager: 'smit' });
    expect(must(counters.BOER_COUNTER_BY_ID.get('JOUBERT')).start).toEqual({ kind: 'laagerBox', laager: 'joubert' });
  });

  it('Table 6.12 / C10 — supply counters cover every load amount and every halved remainder', () => {
    expect(counters.SUPPLY_COUNTERS).toHaveLength(42);
    expect(new Set(counters.SUPPLY_COUNTERS.map((c) => c.id)).size).toBe(42);
    for (const t of tracks.SUPPLY_TYPES) {
      const have = new Set(counters.SUPPLY_COUNTER_AMOUNTS[t]);
      const todo = tables.LOAD_WAGONS.rows.map((r) => r.result[t]).filter((x) => x > 0);
      const seen = new Set<number>();
      while (todo.length > 0) {
        const x = must(todo.pop());
        if (seen.has(x)) continue;
        seen.add(x);
        expect(have.has(x), `${t} ${x}`).toBe(true);
        const left = x - Math.floor(x / 2); // half (rounded down) destroyed (r. 4.12)
        if (left !== x) todo.push(left);
      }
    }
  });

  it('Table 6.13 — marker counts: 7 towns, 10 objectives, 3 laager wagons, 3 night assault options, 5 sangers, 7 supply markers', () => {
    const m = (id: string) => must(counters.MARKERS.find((x) => x.id === id)).count;
    expect([m('town'), m('objective'), m('boerWagon'), m('nightAssaultOption'), m('sangers'), m('supply')]).toEqual([
      7, 10, 3, 3, 5, 7,
    ]);
    expect(m('nightAssaultOption')).toBe(tracks.NIGHT_ASSAULT_OPTIONS);
    expect(m('heldCardReminder')).toBe(events.HELD_CARDS.length);
    expect(new Set(counters.MARKERS.map((x) => x.id)).size).toBe(counters.MARKERS.length);
  });
});

// =============================================================================================

describe('spec §7 — event deck', () => {
  it('Table 7.1 — the event deck has 32 cards in 23 titles', () => {
    expect(events.EVENT_CARDS).toHaveLength(23);
    expect(events.EVENT_DECK).toHaveLength(32);
    expect(events.EVENT_CARDS.reduce((s, c) => s + c.count, 0)).toBe(events.EVENT_DECK_RULES.deckSize);
    expect(new Set(events.EVENT_DECK.map((c) => c.copy)).size).toBe(32);
    expect(events.EVENT_CARDS.map((c) => c.id)).toEqual(
      Array.from({ length: 23 }, (_, i) => `EV-${String(i + 1).padStart(2, '0')}`),
    );
  });

  it('r. 2.8 — exactly 14 cards carry "roll a D6 greater than the number of mounted troops"; 18 do not', () => {
    const m = events.EVENT_DECK.filter((c) => must(events.EVENT_CARD_BY_ID.get(c.card)).mountedTroopCheck);
    expect(m).toHaveLength(events.EVENT_DECK_RULES.mountedTroopCheckCards);
    expect(m).toHaveLength(14);
    expect(events.EVENT_DECK.length - m.length).toBe(18);
  });

  it('R52 — only cards that target an objective, a column or a holding box carry the mounted-troop check', () => {
    for (const c of events.EVENT_CARDS) {
      if (!c.mountedTroopCheck) continue;
      expect([
        'raidObjective',
        'operationalColumnByMovementPriority',
        'holdingBox',
        'convoy',
        'insecureObjectiveByBattlePriority',
      ]).toContain(c.target.kind);
    }
  });

  it('r. 2.8 — every theme is used: fever, storms, sabotage, reinforcement, scouting, raiding, duplicity, engineering', () => {
    expect(new Set(events.EVENT_CARDS.map((c) => c.theme))).toEqual(
      new Set(['fever', 'storms', 'sabotage', 'reinforcement', 'scouting', 'raiding', 'duplicity', 'engineering']),
    );
  });

  it('r. 2.9, 2.12, 2.15 — the named cards exist: Boers Raid, Boers Reinforce, Reinforcements Arrive', () => {
    const titles = events.EVENT_CARDS.map((c) => c.title);
    for (const t of ['Boers Raid', 'Boers Reinforce', 'Reinforcements Arrive']) expect(titles).toContain(t);
  });

  it('Table 6.13 — four cards can be held: Wires Cut, Pontoon at the Drifts, Reinforcements Arrive, Reconnaissance', () => {
    expect([...events.HELD_CARDS].sort()).toEqual(['EV-05', 'EV-20', 'EV-21', 'EV-23']);
  });

  it('EV-11 — Boer Duplicity follows the siege order and never takes Pretoria', () => {
    const c = must(events.EVENT_CARD_BY_ID.get('EV-11'));
    expect(c.target.kind === 'townInOrder' && c.target.order).toEqual(
      stratMap.SIEGE_ORDER.filter((t) => t !== 'PRETORIA'),
    );
  });

  it('EV-03, EV-06, EV-07 — supply losses name real supply types', () => {
    for (const c of events.EVENT_CARDS) {
      if (c.effect.kind !== 'removeSupplies') continue;
      for (const t of Object.keys(c.effect.amounts)) expect(tracks.SUPPLY_TYPES).toContain(t as SupplyType);
    }
  });
});

// =============================================================================================

describe('spec §8 — starting set-up', () => {
  const placed = (): BritishUnitId[] => [
    ...setup.SETUP.operational.fortAmielHolding.map((p) => p.id),
    ...setup.SETUP.tactical.britishCampHolding.map((p) => p.id),
    'CONVOY',
    ...counters.STRATEGIC_COLUMNS.flatMap((c) => c.contents).filter(
      (id): id is BritishUnitId => !id.startsWith('SHIP-'),
    ),
  ];

  it('Tables 8.2-8.3 — every British unit is placed exactly once', () => {
    const ids = placed();
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(counters.BRITISH_UNITS.map((u) => u.id).sort());
  });

  it('Tables 6.1-6.7 agree with Tables 8.1-8.3 on where each counter starts', () => {
    for (const p of setup.SETUP.tactical.britishCampHolding)
      expect(must(counters.BRITISH_UNIT_BY_ID.get(p.id)).start).toEqual({ kind: 'britishCampHoldingBox' });
    for (const p of setup.SETUP.operational.fortAmielHolding)
      expect(must(counters.BRITISH_UNIT_BY_ID.get(p.id)).start).toEqual({ kind: 'fortAmielHoldingBox' });
    for (const s of setup.SETUP.strategic.ships)
      expect(must(counters.BRITISH_COUNTER_BY_ID.get(s.id)).start).toEqual({ kind: 'strategicHex', hex: s.hex });
    for (const col of counters.STRATEGIC_COLUMNS)
      expect(col.start).toEqual({ kind: 'strategicTimeTrack', box: setup.SETUP.strategic.strategicColumns[col.id] });
  });

  it('r. 4.12 — every counter starts on its front side (full-strength, mounted, horse-drawn, undamaged, alive)', () => {
    const front: Record<string, string> = {
      general: 'alive',
      hq: 'singleSided',
      company: 'fullStrength',
      navalBrigade: 'fullStrength',
      troop: 'mounted',
      section: 'horseDrawn',
    };
    for (const p of [...setup.SETUP.tactical.britishCampHolding, ...setup.SETUP.operational.fortAmielHolding]) {
      expect(p.side).toBe(front[must(counters.BRITISH_UNIT_BY_ID.get(p.id)).kind]);
    }
    expect(setup.SETUP.operational.convoy.side).toBe('undamaged');
  });

  it('Table 8.2 — the convoy starts loaded with the "2–3" row of the Load Wagons table', () => {
    expect(setup.SETUP.operational.convoy.loaded).toEqual(rollRow(tables.LOAD_WAGONS, 2));
    expect(setup.SETUP.operational.convoy.loaded).toEqual(rollRow(tables.LOAD_WAGONS, 3));
  });

  it('Table 8.3 — all five artillery sections (11 pieces) start in the camp', () => {
    const secs = setup.SETUP.tactical.britishCampHolding.filter((p) => p.id.startsWith('SEC-'));
    expect(secs.map((p) => p.id).sort()).toEqual(counters.SECTIONS.map((s) => s.id).sort());
  });

  it('C10 — the starting rations cover two Sundays for the 18 starting consumers on the Tactical Map', () => {
    const consumers = setup.SETUP.tactical.britishCampHolding.filter((p) => {
      const k = must(counters.BRITISH_UNIT_BY_ID.get(p.id)).kind;
      return k !== 'general' && k !== 'hq';
    });
    expect(consumers).toHaveLength(18);
    expect(setup.SETUP.tactical.britishCampSupply.rations).toBeGreaterThanOrEqual(2 * consumers.length);
  });

  it('Table 8.4 / §3.9 — only the British Camp is British at start, and it is insecure', () => {
    const markers = setup.SETUP.tactical.objectiveMarkers;
    expect(OBJECTIVE_IDS.filter((o) => markers[o] === 'british')).toEqual(['BC']);
    const secure = tables.BRITISH_SECURE_OBJECTIVES.rows.BC.britishControlled.every((o) => markers[o] === 'british');
    expect(secure).toBe(setup.SETUP.other.britishCampSecure);
    expect(secure).toBe(false);
  });

  it('Table 8.4 / r. 1.4 — No British Assault is not in effect at start', () => {
    const { strategicTimeMarker: t, britishAssaultMarker: a } = setup.SETUP.strategic;
    expect(!(a === t || a === t - 1)).toBe(setup.SETUP.other.noBritishAssaultInEffect);
  });

  it('Table 8.3 — the laagers cup, laagers, leaders and night assault options', () => {
    expect(setup.SETUP.tactical.laagersCup).toEqual(counters.LAAGERS_CUP_START);
    expect(Object.values(setup.SETUP.tactical.laagers)).toEqual(['intact', 'intact', 'intact']);
    expect(setup.SETUP.tactical.nightAssaultOptions).toBe(3);
    expect(Object.values(setup.SETUP.strategic.towns).every((t) => t === 'garrisoned')).toBe(true);
    expect(setup.SETUP.other.firstStep).toEqual({ phase: 'strategic', segment: '1.1', strategicBox: 0 });
  });
});

// =============================================================================================

describe('spec §9 — rulings', () => {
  it('R1-R65 are all present, in order, with every field filled', () => {
    expect(rulings.RULINGS.map((r) => r.id)).toEqual(Array.from({ length: 65 }, (_, i) => `R${i + 1}`));
    for (const r of rulings.RULINGS)
      for (const f of [r.where, r.problem, r.ruling, r.why]) expect(f.length).toBeGreaterThan(0);
  });

  it('rulings are verbatim (spot checks)', () => {
    expect(must(rulings.RULING_BY_ID.get('R21')).ruling).toBe('The Boer total is never below 1.');
    expect(must(rulings.RULING_BY_ID.get('R8')).where).toBe('1.3');
    expect(must(rulings.RULING_BY_ID.get('R29')).ruling).toBe(
      'When the tactical time marker enters 5 pm (box 13) and the column has not arrived. The last legal arrival is 4 pm.',
    );
  });
});

// =============================================================================================

describe('spec §10.2 — the Monday 24 January play-through reads the same off the tables', () => {
  const mods = (t: RollTable<unknown>, ...kinds: Condition['kind'][]) => sumMods(t.modifiers, is(...kinds));

  it('10.1 — opening Diplomacy: D6 4 − 1 (assault marker shares the box) = 3 fails', () => {
    expect(mods(tables.DIPLOMACY, 'assaultMarkerWithStrategicTimeMarker')).toBe(-1);
    expect(rollRow(tables.DIPLOMACY, 4 - 1)).toBe('noEffect');
  });

  it('2.2 — weather D6 5: rain; 3.1 — formations Line (Colley, D6 4) and Mass (58th HQ, D6 2)', () => {
    expect(rollRow(tables.WEATHER, 5)).toBe('rain');
    expect(rollRow(tables.ASSAULT_FORMATION, 4)).toBe('line');
    expect(rollRow(tables.ASSAULT_FORMATION, 2)).toBe('mass');
  });

  it('3.3 — tactical movement in rain (−1): D6 4 → 2 hexes, D6 2 → 1, D6 5 → 2 (TC2 needs only 1 more)', () => {
    const rain = mods(tables.TACTICAL_MOVEMENT, 'weatherShows');
    expect(rain).toBe(-1);
    expect([4, 2, 5].map((d) => rollRow(tables.TACTICAL_MOVEMENT, d + rain))).toEqual([2, 1, 2]);
  });

  it("AsC-1 — commandos: Nkwelo 1 + 1 support = 2; O'Neill's 2 + 2 supports = 4", () => {
    const t = tables.COMMANDO_STRENGTH_ASSAULT;
    const supports = (n: number) =>
      sumMods(t.modifiers, is('dayAssault'), (per) => (per === 'supportingObjective' ? n : 0));
    expect(t.day.NP + supports(1)).toBe(2);
    expect(t.day.ON + supports(2)).toBe(4);
    expect(t.day.RG + supports(4)).toBe(4); // Sat 29: the support cap of +3
  });

  it("AsC-2, AsC-3 — Nkwelo falls back (Q 24, Line); O'Neill's Retreat (Q 1, Mass) becomes Fall Back on a charge of 4 + 2", () => {
    expect(rollRow(tables.ROCKETS, 6 - 1)).toBe('hit');
    expect(rollRow(tables.ROCKETS, 4 - 1)).toBe('miss');
    const nkBoer = Math.max(tables.ASSAULT_FIREPOWER_TOTALS.boerMinimum, 2 + 1 - (2 + 2 + 1 + 2));
    expect(nkBoer).toBe(1);
    expect(must(rangeRow(tables.ASSAULT_RESULT.rows, Math.floor(24 / nkBoer))).line).toEqual({
      result: 'boersFallBack',
      hits: 0,
    });
    const onBoer = 4 + 2 + 3 + 6 + counters.FIREPOWER_NOTES.smitBonus - (2 + 2 + 1);
    const fort = must(tables.ASSAULT_FIREPOWER_TOTALS.fortification.buildings);
    const onBrit = 30 + fort.sign * Math.floor(30 / fort.divisor);
    expect([onBoer, onBrit]).toEqual([12, 20]);
    expect(must(rangeRow(tables.ASSAULT_RESULT.rows, Math.floor(onBrit / onBoer))).mass).toEqual({
      result: 'britishRetreat',
      hits: 2,
    });
    const mass = sumMods(tables.COLD_STEEL.modifiers, (c) => c.kind === 'formationIs' && c.formation === 'mass');
    expect(rollRow(tables.COLD_STEEL, 4 + mass)).toBe('succeeds');
    const smit = sumMods(tables.GENERAL_ROLL.modifiers, (c) =>
      c.kind === 'rollFor'
        ? c.subject === 'smit'
        : c.kind === 'battleResultIn'
          ? c.results.includes('boersFallBack')
          : false,
    );
    expect(smit).toBe(1);
    expect(rollRow(tables.GENERAL_ROLL, 3 + smit)).toBe('unharmed');
    const colley = sumMods(
      tables.OUTPOST_CONSOLIDATION.british.modifiers,
      (c) => c.kind === 'columnCommandedBy' && c.commanders.includes('GEN-COLLEY'),
    );
    expect(rollRow(tables.OUTPOST_CONSOLIDATION.british, 5 + colley)).toBe('fails');
    expect(rollRow(tables.OUTPOST_CONSOLIDATION.british, 6 + colley)).toBe('succeeds'); // Sat 29, The Ridge
  });

  it('2.7-2.9 — the column moves 2 (rain, Mud); Thunderstorm drawn on 6; ambushes on 6 and 7, none on 5', () => {
    const move =
      tables.OPERATIONAL_MOVEMENT.base +
      sumMods(tables.OPERATIONAL_MOVEMENT.modifiers, is('weatherShows', 'weatherBoxIn'));
    expect(move).toBe(2);
    expect(rollRow(tables.EVENT_ROLL, 6)).toBe('drawCard');
    const a = tables.AMBUSH;
    const column = 6 + sumMods(a.modifiers, is('weatherShows', 'targetHasMountedTroop'));
    const nkwelo = 3 + sumMods(a.modifiers, is('weatherShows', 'targetBecameBritishThisOperationalPhase'));
    const oneills = 5 + sumMods(a.modifiers, is('weatherShows', 'targetBecameBritishThisOperationalPhase'));
    expect([column, nkwelo, oneills]).toEqual([6, 5, 7]);
    expect([column, nkwelo, oneills].map((r) => rollRow(a, r))).toEqual(['ambush', 'noAmbush', 'ambush']);
  });

  it("AmC — column Q 2 holds (1 hit each); O'Neill's Q 7 beats the Boers off; line of sight in rain", () => {
    expect(tables.COMMANDO_STRENGTH_AMBUSH.base.operationalColumn).toBe(2);
    expect(tables.COMMANDO_STRENGTH_AMBUSH.base.ON).toBe(1);
    const rain = sumMods(tables.LINE_OF_SIGHT.modifiers, is('weatherShows'));
    expect([3, 6, 4, 5].map((d) => rollRow(tables.LINE_OF_SIGHT, d + rain))).toEqual([
      'notSpotted',
      'spotted',
      'notSpotted',
      'spotted',
    ]);
    expect(must(rangeRow(tables.AMBUSH_RESULT.rows, Math.floor(15 / 7)))).toMatchObject({
      result: 'britishHold',
      companyHits: 1,
      reserveHits: 1,
    });
    const b = must(tables.AMBUSH_FIREPOWER_TOTALS.fortification.buildings);
    const boer = 5 + b.sign * Math.floor(5 / b.divisor) - 2;
    expect(boer).toBe(2);
    expect(must(rangeRow(tables.AMBUSH_RESULT.rows, Math.floor(15 / boer))).result).toBe('boersBeatenOff');
    // Sun 30: The Ridge, 8 with sangers −2 = 6 against 33.
    const s = must(tables.AMBUSH_FIREPOWER_TOTALS.fortification.sangersMarker);
    expect(8 + s.sign * Math.floor(8 / s.divisor)).toBe(6);
    expect(must(rangeRow(tables.AMBUSH_RESULT.rows, Math.floor(33 / 6))).result).toBe('boersBeatenOff');
  });

  it("§10.3 — Sunday 30 January: the week's supplies add up (rations 40 + 15 − 19 = 36; load 20/3/3/15/4/0/2 is legal)", () => {
    const start = setup.SETUP.tactical.britishCampSupply;
    const unload = setup.SETUP.operational.convoy.loaded;
    expect(start.rations + unload.rations - 19).toBe(36);
    expect(start.medicalSupplies + unload.medicalSupplies - 3).toBe(8);
    const load = { rations: 20, medicalSupplies: 3, herds: 3, cartridges: 15, shells: 4, caseShot: 0, rockets: 2 };
    for (const t of tracks.SUPPLY_TYPES)
      expect(
        tables.LOAD_WAGONS.rows.some((r) => r.result[t] === load[t]),
        t,
      ).toBe(true);
    expect(rollRow(tables.FORT_AMIEL_SUPPLY, 5)).toBe('succeeds');
  });
});
