// Checks the Lettow-Vorbeck component data against the spec's own consistency checks
// (the component spec, lettow-vorbeck-components.md: counts tables of 2.3, 5.4, 7.4 and the static checks of
// 10.1).

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import {
  BOXES,
  CANVAS,
  CLOSED_REGIONS,
  GERMAN_EAST_AFRICA_SPACES,
  LAKE_LABELS,
  OCEAN_POINTS,
  PROVENANCE,
  ROUTES,
  SPACES,
  SUPPLY_CENTERS,
  TRT_LAYOUT,
  entersStop,
  isBox,
  isSpace,
  lakePorts,
  neighbours,
  oceanLinks,
  spaceById,
} from '../../src/games/lettow-vorbeck/data/map.ts';
import { MARKERS, UNITS, UNITS_PROVENANCE, unitById } from '../../src/games/lettow-vorbeck/data/units.ts';
import { CARDS, CARDS_PROVENANCE, cardById } from '../../src/games/lettow-vorbeck/data/cards.ts';
import { TURNS, TURNS_PROVENANCE } from '../../src/games/lettow-vorbeck/data/turns.ts';
import {
  AIR_SUPPORT,
  BRT,
  TABLES_PROVENANCE,
  TACTICAL_MODIFIERS,
  TERRAIN_EFFECTS,
  airSupportResult,
} from '../../src/games/lettow-vorbeck/data/tables.ts';
import {
  QUICK_START,
  QUICK_START_MARKERS,
  SETUP_CHOICES,
  SETUP_PROVENANCE,
  SETUP_ROWS,
} from '../../src/games/lettow-vorbeck/data/setup.ts';
import { RULINGS, RULINGS_PROVENANCE, rulingById } from '../../src/games/lettow-vorbeck/data/rulings.ts';
import { RULES_TEXT, RULES_TEXT_SOURCE } from '../../src/games/lettow-vorbeck/data/rules-text.ts';
import type { CardDef, MoveKey, Side, SpaceDef, UnitDef, UnitType } from '../../src/games/lettow-vorbeck/data/types.ts';
import { expectGeneratedRulesText } from '../helpers/rules-text.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

function countBy<T>(items: readonly T[], key: (t: T) => string | null): Record<string, number> {
  const out: Record<string, number> = {};
  for (const t of items) {
    const k = key(t);
    if (k !== null) out[k] = (out[k] ?? 0) + 1;
  }
  return out;
}
const ids = (xs: readonly { id: string }[]): string[] => xs.map((x) => x.id);
const sorted = (xs: readonly string[]): string[] => [...xs].sort();
const landKinds = ['land', 'rail', 'river'] as const;

describe('provenance', () => {
  it('spec header — every data file is marked provisional reconstruction', () => {
    for (const p of [
      PROVENANCE,
      UNITS_PROVENANCE,
      CARDS_PROVENANCE,
      TURNS_PROVENANCE,
      TABLES_PROVENANCE,
      SETUP_PROVENANCE,
      RULINGS_PROVENANCE,
    ]) {
      expect(p.provisional).toBe(true);
      expect(p.source).toBe('reconstruction');
    }
  });
});

describe('map', () => {
  it('spec 2.3 — 44 spaces with unique kebab-case ids inside the canvas', () => {
    expect(SPACES).toHaveLength(44);
    expect(new Set(ids(SPACES)).size).toBe(44);
    for (const s of SPACES) expect(s.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('spec 2.3 — region counts 30 / 5 / 3 / 2 / 4', () => {
    expect(countBy(SPACES, (s) => s.region)).toEqual({
      'German East Africa': 30,
      'British East Africa': 5,
      'Northern Rhodesia/Nyasaland': 3,
      'Belgian Congo': 2,
      'Portuguese East Africa': 4,
    });
    expect(GERMAN_EAST_AFRICA_SPACES).toHaveLength(30);
  });

  it('spec 2.3 / 4.1 — terrain counts Clear 14 / Bush 18 / Mountain 10 / Swamp 2, matching the TEC lists', () => {
    expect(countBy(SPACES, (s) => s.terrain)).toEqual({ Clear: 14, Bush: 18, Mountain: 10, Swamp: 2 });
    const tec: Record<string, string[]> = {
      Clear: [
        'kisumu',
        'nairobi',
        'mombasa',
        'kondoa-irangi',
        'dar-es-salaam',
        'dodoma',
        'tabora',
        'mwanza',
        'usumbura',
        'abercorn',
        'fife',
        'albertville',
        'porto-amelia',
        'mozambique',
      ],
      Bush: [
        'voi',
        'taveta',
        'korogwe',
        'jassin',
        'tanga',
        'pangani',
        'handeni',
        'kilosa',
        'bukoba',
        'kigoma',
        'kibambawe',
        'kilwa',
        'lindi',
        'bismarckburg',
        'wiedhafen',
        'songea',
        'karonga',
        'ngomano',
      ],
      Mountain: [
        'longido',
        'arusha',
        'moshi',
        'same',
        'morogoro',
        'kigali',
        'iringa',
        'mahenge',
        'neu-langenburg',
        'kivu',
      ],
      Swamp: ['rufiji-delta', 'quelimane'],
    };
    for (const [terrain, list] of Object.entries(tec)) {
      expect(sorted(SPACES.filter((s) => s.terrain === terrain).map((s) => s.id))).toEqual(sorted(list));
    }
  });

  it('spec 2.3 — 4 river spaces, 14 rail spaces, 9 ocean ports, lake ports 3/4/2, 37 towns', () => {
    expect(sorted(SPACES.filter((s) => s.river !== null).map((s) => s.id))).toEqual(
      sorted(['pangani', 'kibambawe', 'rufiji-delta', 'ngomano']),
    );
    expect(SPACES.filter((s) => s.rail)).toHaveLength(14);
    expect(SPACES.filter((s) => s.oceanPort)).toHaveLength(9);
    expect(countBy(SPACES, (s) => s.lake)).toEqual({ 'Lake Victoria': 3, 'Lake Tanganyika': 4, 'Lake Nyasa': 2 });
    expect(SPACES.filter((s) => s.town)).toHaveLength(37);
  });

  it('spec 2.2 — 8 supply centers, 4 per side, with the listed fortifications', () => {
    expect(SUPPLY_CENTERS).toHaveLength(8);
    const home = (side: Side): string[] => sorted(SPACES.filter((s) => s.supplyCenter === side).map((s) => s.id));
    expect(home('Allied')).toEqual(sorted(['mombasa', 'nairobi', 'albertville', 'porto-amelia']));
    expect(home('German')).toEqual(sorted(['dar-es-salaam', 'tabora', 'moshi', 'mahenge']));
    const forts = Object.fromEntries(SPACES.filter((s) => s.fortification).map((s) => [s.id, s.fortification]));
    expect(forts).toEqual({
      mombasa: { kind: 'Fortress', usableBy: 'Allied' },
      nairobi: { kind: 'Base', usableBy: 'Allied' },
      albertville: { kind: 'Base', usableBy: 'Allied' },
      'dar-es-salaam': { kind: 'Fortress', usableBy: 'German' },
    });
  });

  it('spec 2.4 — 6 off-map boxes with the spec ids', () => {
    expect(ids(BOXES)).toEqual([
      'allied-recruit-box',
      'deadpile',
      'indian-ocean-box',
      'konigsberg-recruit-box',
      'south-african-box',
      'german-recruit-box',
    ]);
    for (const b of BOXES) {
      expect(isBox(b.id)).toBe(true);
      expect(isSpace(b.id)).toBe(false);
      expect(neighbours(b.id, ['land', 'rail', 'river', 'lake'])).toEqual([]);
    }
  });

  it('spec 3.2 — 63 land/rail/river routes + 10 lake links, numbered 1-73', () => {
    expect(ROUTES).toHaveLength(73);
    expect(ROUTES.map((r) => r.n)).toEqual(Array.from({ length: 73 }, (_, i) => i + 1));
    expect(ROUTES.filter((r) => r.kind !== 'lake')).toHaveLength(63);
    expect(countBy(ROUTES, (r) => r.kind)).toEqual({ rail: 11, river: 1, land: 51, lake: 10 });
  });

  it('spec 10.1 #18 — every route endpoint is one of the 44 spaces, no route joins a space to itself', () => {
    for (const r of ROUTES) {
      expect(isSpace(r.from), `route ${r.n} from ${r.from}`).toBe(true);
      expect(isSpace(r.to), `route ${r.n} to ${r.to}`).toBe(true);
      expect(r.from).not.toBe(r.to);
    }
  });

  it('spec 10.1 #8 — no route is listed twice with the same kind', () => {
    const keys = ROUTES.map((r) => `${r.kind}:${sorted([r.from, r.to]).join('|')}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('spec 10.1 #8 — rail flags match the rail route endpoints exactly', () => {
    const railEnds = new Set(ROUTES.filter((r) => r.kind === 'rail').flatMap((r) => [r.from, r.to]));
    expect(sorted([...railEnds])).toEqual(sorted(SPACES.filter((s) => s.rail).map((s) => s.id)));
  });

  it('spec 10.1 #18 — river and lake routes agree with the river and lake-port flags', () => {
    for (const r of ROUTES.filter((x) => x.kind === 'river')) {
      expect(spaceById(r.from).river).toBe(r.water);
      expect(spaceById(r.to).river).toBe(r.water);
    }
    for (const r of ROUTES.filter((x) => x.kind === 'lake')) {
      expect(spaceById(r.from).lake).toBe(r.water);
      expect(spaceById(r.to).lake).toBe(r.water);
    }
    for (const r of ROUTES.filter((x) => x.kind === 'land' || x.kind === 'rail')) expect(r.water).toBeNull();
  });

  it('spec 10.1 #10 — each lake has at least two ports and all its ports are pairwise linked', () => {
    for (const label of LAKE_LABELS) {
      const ports = lakePorts(label.lake);
      expect(sorted(ports)).toEqual(sorted(label.ports));
      expect(ports.length).toBeGreaterThanOrEqual(2);
      for (const p of ports) expect(sorted(neighbours(p, ['lake']))).toEqual(sorted(ports.filter((q) => q !== p)));
      const links = ROUTES.filter((r) => r.kind === 'lake' && r.water === label.lake);
      expect(links).toHaveLength((ports.length * (ports.length - 1)) / 2);
    }
  });

  it('spec 3.3 / 10.1 #10 — Indian Ocean network: 9 ports + the Indian Ocean box, PEA ports closed before Intervention', () => {
    expect(OCEAN_POINTS).toHaveLength(10);
    expect(OCEAN_POINTS[0]?.id).toBe('indian-ocean-box');
    expect(sorted(OCEAN_POINTS.filter((p) => p.id !== 'indian-ocean-box').map((p) => p.id))).toEqual(
      sorted(SPACES.filter((s) => s.oceanPort).map((s) => s.id)),
    );
    expect(sorted(OCEAN_POINTS.filter((p) => p.closedBeforeIntervention).map((p) => p.id))).toEqual(
      sorted(['porto-amelia', 'mozambique', 'quelimane']),
    );
    for (const p of OCEAN_POINTS) {
      expect(p.region).toBe(isBox(p.id) ? 'Off-map box' : spaceById(p.id).region);
    }
    expect(oceanLinks('indian-ocean-box', false)).toHaveLength(6);
    expect(oceanLinks('mombasa', true)).toHaveLength(9);
    expect(oceanLinks('rufiji-delta', true)).toEqual([]);
  });

  it('spec 10.1 #8 — all 44 spaces form one network by land/rail/river routes', () => {
    const start = SPACES[0]!.id;
    const seen = new Set([start]);
    const queue = [start];
    while (queue.length > 0) {
      const s = queue.shift()!;
      for (const n of neighbours(s, landKinds))
        if (!seen.has(n)) {
          seen.add(n);
          queue.push(n);
        }
    }
    expect(seen.size).toBe(44);
  });

  it('spec 3.1 / 10.3 — adjacency helper: jassin touches only mombasa and tanga; pairs with both a land and a lake link', () => {
    expect(sorted(neighbours('jassin', landKinds))).toEqual(['mombasa', 'tanga']);
    expect(neighbours('kisumu', ['land'])).toContain('mwanza');
    expect(neighbours('kisumu', ['lake'])).toContain('mwanza');
    expect(neighbours('kibambawe', ['land', 'rail'])).not.toContain('rufiji-delta');
  });

  it('spec 2.5 — closed regions are exactly the Belgian Congo and Portuguese East Africa spaces', () => {
    expect(CLOSED_REGIONS).toHaveLength(2);
    for (const c of CLOSED_REGIONS) {
      expect(sorted(c.spaces)).toEqual(sorted(SPACES.filter((s) => s.region === c.region).map((s) => s.id)));
      expect(c.spaces).toContain(c.placementSpace);
      expect(spaceById(c.placementSpace).supplyCenter).toBe('Allied');
    }
  });

  it('spec 10.1 #7 — centres at least 70 px apart (spec: 71, rufiji-delta - kilwa = 70.7) and at least 30 px inside the canvas', () => {
    const pts = [...SPACES, ...BOXES];
    let min = Infinity;
    for (let i = 0; i < pts.length; i++)
      for (let j = i + 1; j < pts.length; j++)
        min = Math.min(min, Math.hypot(pts[i]!.x - pts[j]!.x, pts[i]!.y - pts[j]!.y));
    expect(min).toBeGreaterThanOrEqual(70);
    expect(Math.round(min)).toBe(CANVAS.minCentreDistance);
    for (const p of pts) {
      expect(Math.min(p.x, p.y, CANVAS.width - p.x, CANVAS.height - p.y), p.id).toBeGreaterThanOrEqual(30);
    }
  });

  const segDist = (p: { x: number; y: number }, a: SpaceDef, b: SpaceDef): number => {
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)));
    return Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy);
  };
  const landRoutes = ROUTES.filter((r) => r.kind !== 'lake');

  it('spec 10.1 #9 — no two land/rail/river routes cross; none passes within 40 px of a third space', () => {
    const orient = (p: SpaceDef, q: SpaceDef, r: SpaceDef): number =>
      Math.sign((q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x));
    for (let i = 0; i < landRoutes.length; i++) {
      for (let j = i + 1; j < landRoutes.length; j++) {
        const a = landRoutes[i]!;
        const b = landRoutes[j]!;
        if ([a.from, a.to].some((x) => x === b.from || x === b.to)) continue;
        const [p, q, r, s] = [spaceById(a.from), spaceById(a.to), spaceById(b.from), spaceById(b.to)];
        const crosses = orient(p, q, r) * orient(p, q, s) < 0 && orient(r, s, p) * orient(r, s, q) < 0;
        expect(crosses, `routes ${a.n} and ${b.n} cross`).toBe(false);
      }
    }
    for (const r of landRoutes) {
      for (const s of SPACES) {
        if (s.id === r.from || s.id === r.to) continue;
        expect(segDist(s, spaceById(r.from), spaceById(r.to)), `route ${r.n} near ${s.id}`).toBeGreaterThanOrEqual(40);
      }
    }
  });

  it('spec 10.1 #19 — lake labels at least 75 px from every space and land/rail/river route; no space overlaps a box or the TRT', () => {
    for (const l of LAKE_LABELS) {
      for (const s of SPACES) expect(Math.hypot(s.x - l.x, s.y - l.y)).toBeGreaterThanOrEqual(75);
      for (const r of landRoutes) expect(segDist(l, spaceById(r.from), spaceById(r.to))).toBeGreaterThanOrEqual(75);
    }
    const r = CANVAS.spaceDiameter / 2;
    const rects = [
      ...BOXES.map((b) => ({
        x0: b.x - CANVAS.boxWidth / 2,
        y0: b.y - CANVAS.boxHeight / 2,
        x1: b.x + CANVAS.boxWidth / 2,
        y1: b.y + CANVAS.boxHeight / 2,
      })),
      ...Array.from({ length: TRT_LAYOUT.boxes }, (_, k) => ({
        x0: TRT_LAYOUT.firstX + k * TRT_LAYOUT.step,
        y0: TRT_LAYOUT.firstY,
        x1: TRT_LAYOUT.firstX + k * TRT_LAYOUT.step + TRT_LAYOUT.boxSize,
        y1: TRT_LAYOUT.firstY + TRT_LAYOUT.boxSize,
      })),
    ];
    for (const s of SPACES) {
      for (const q of rects) {
        const cx = Math.max(q.x0, Math.min(s.x, q.x1));
        const cy = Math.max(q.y0, Math.min(s.y, q.y1));
        expect(Math.hypot(s.x - cx, s.y - cy), s.id).toBeGreaterThanOrEqual(r);
      }
    }
  });

  it('spec 1 — TRT layout: 14 boxes, last right edge 764', () => {
    expect(TRT_LAYOUT.firstX + (TRT_LAYOUT.boxes - 1) * TRT_LAYOUT.step + TRT_LAYOUT.boxSize).toBe(
      TRT_LAYOUT.lastRightEdge,
    );
    expect(TRT_LAYOUT.boxes).toBe(TURNS.length);
  });

  it('spec 10.2 — reachability on an empty map agrees with a recomputation (Stop, river and rail rules, R8)', () => {
    const isStop = (id: string): boolean => {
      const s = spaceById(id);
      const stop = TERRAIN_EFFECTS[s.terrain].stop || s.river !== null;
      expect(entersStop(id)).toBe(stop);
      return stop;
    };
    const railNet = (from: string): string[] => {
      const seen = new Set([from]);
      const q = [from];
      while (q.length > 0)
        for (const n of neighbours(q.shift()!, ['rail']))
          if (!seen.has(n)) {
            seen.add(n);
            q.push(n);
          }
      seen.delete(from);
      return [...seen];
    };
    // Spaces where a unit can be at the end of one March Phase with `allowance` points.
    const oneTurn = (start: string, allowance: number): Set<string> => {
      const best = new Map<string, number>([[start, 0]]); // fewest points used to stand there, not stopped
      const out = new Set([start]);
      const q = [start];
      while (q.length > 0) {
        const s = q.shift()!;
        const used = best.get(s)!;
        if (used >= allowance) continue;
        const step = (n: string, stopped: boolean): void => {
          out.add(n);
          if (!stopped && (best.get(n) ?? Infinity) > used + 1) {
            best.set(n, used + 1);
            q.push(n);
          }
        };
        for (const n of neighbours(s, ['land', 'river'])) step(n, isStop(n));
        if (spaceById(s).rail) for (const n of railNet(s)) step(n, false);
      }
      return out;
    };
    const turnsNeeded = (from: string, to: string, allowance: number): number => {
      let frontier = new Set([from]);
      for (let t = 1; t <= 20; t++) {
        const next = new Set<string>();
        for (const s of frontier) for (const n of oneTurn(s, allowance)) next.add(n);
        if (next.has(to)) return t;
        frontier = next;
      }
      return Infinity;
    };
    const table: [string, string, number, number, number, number][] = [
      ['mombasa', 'moshi', 3, 2, 1, 1],
      ['nairobi', 'arusha', 2, 2, 2, 2],
      ['mombasa', 'tanga', 2, 1, 1, 1],
      ['tanga', 'dar-es-salaam', 2, 2, 2, 2],
      ['dar-es-salaam', 'tabora', 1, 1, 1, 1],
      ['kivu', 'tabora', 3, 2, 1, 1],
      ['porto-amelia', 'mahenge', 3, 2, 1, 1],
      ['fife', 'mahenge', 3, 3, 2, 2],
      ['kilwa', 'mahenge', 1, 1, 1, 1],
      ['moshi', 'voi', 2, 1, 1, 1],
      ['moshi', 'nairobi', 3, 2, 1, 1],
      ['tanga', 'mombasa', 2, 1, 1, 1],
      ['mahenge', 'porto-amelia', 3, 2, 1, 1],
      ['mwanza', 'kisumu', 1, 1, 1, 1],
      ['moshi', 'mahenge', 5, 3, 3, 3],
    ];
    for (const [from, to, ...expected] of table) {
      expect(
        [1, 2, 3, 4].map((a) => turnsNeeded(from, to, a)),
        `${from} -> ${to}`,
      ).toEqual(expected);
    }
  });
});

describe('counters', () => {
  const bySide = (side: Side): readonly UnitDef[] => UNITS.filter((u) => u.side === side);

  it('spec 5.4 — 36 units: 14 German, 22 Allied, unique ids', () => {
    expect(UNITS).toHaveLength(36);
    expect(new Set(ids(UNITS)).size).toBe(36);
    expect(bySide('German')).toHaveLength(14);
    expect(bySide('Allied')).toHaveLength(22);
    for (const u of UNITS) expect(u.id.startsWith(u.side === 'German' ? 'ger-' : 'ally-')).toBe(true);
  });

  it('spec 5.4 — contingents: German 14; British Empire 16, Belgian 3, Portuguese 3', () => {
    expect(countBy(bySide('German'), (u) => u.contingent)).toEqual({ German: 14 });
    expect(countBy(bySide('Allied'), (u) => u.contingent)).toEqual({ 'British Empire': 16, Belgian: 3, Portuguese: 3 });
  });

  it('spec 5.4 — unit types per side', () => {
    expect(countBy(bySide('German'), (u) => u.type)).toEqual({
      'Light infantry': 10,
      'Regular infantry': 2,
      'Cavalry/Mounted infantry': 1,
      Garrison: 1,
    });
    expect(countBy(bySide('Allied'), (u) => u.type)).toEqual({
      'Light infantry': 7,
      'Regular infantry': 9,
      'Cavalry/Mounted infantry': 2,
      'Armored car': 1,
      Garrison: 3,
    });
  });

  it('spec 5.4 — total strength 31 / 51, elite 3 / 2, strengths 1-4 (10.1 #16)', () => {
    const total = (side: Side): number => bySide(side).reduce((n, u) => n + u.strength, 0);
    expect(total('German')).toBe(31);
    expect(total('Allied')).toBe(51);
    expect(
      bySide('German')
        .filter((u) => u.elite)
        .map((u) => u.id),
    ).toEqual(['ger-1-fka', 'ger-2-fka', 'ger-kona']);
    expect(
      bySide('Allied')
        .filter((u) => u.elite)
        .map((u) => u.id),
    ).toEqual(['ally-2-kar', 'ally-rm']);
    for (const u of UNITS) {
      expect(u.strength).toBeGreaterThanOrEqual(1);
      expect(u.strength).toBeLessThanOrEqual(4);
    }
  });

  it('spec 5.4 — setup markings: Start 8 / 10, named box 1 / 3, R 5 / 9', () => {
    expect(countBy(bySide('German'), (u) => u.setup)).toEqual({ Start: 8, 'Konigsberg recruit box': 1, R: 5 });
    expect(countBy(bySide('Allied'), (u) => u.setup)).toEqual({ Start: 10, 'South African box': 3, R: 9 });
  });

  it('R28 — only MGC counts as artillery', () => {
    expect(UNITS.filter((u) => u.artillery).map((u) => u.id)).toEqual(['ally-mgc']);
  });

  it('spec 5.3 / 1.0 — 4 markers, 40 pieces in all', () => {
    expect(ids(MARKERS)).toEqual(['turn-marker', 'ger-fort', 'ally-fort', 'ally-air-support']);
    expect(UNITS.length + MARKERS.length).toBe(40);
    expect(countBy(MARKERS, (m) => m.kind)).toEqual({ Turn: 1, Fort: 2, 'Air Support': 1 });
  });

  it('spec 10.1 #3 — every unit named in 25.1 / 25.2 exists with that printed name', () => {
    const named: Record<string, string> = {
      'ally-mombasa-garrison': 'Mombasa',
      'ally-nairobi-garrison': 'Nairobi',
      'ally-1-kar': '1/KAR',
      'ally-vol-lf': 'Vol/LF',
      'ally-b-ief': 'B IEF',
      'ally-c-ief': 'C IEF',
      'ally-pea-garrison': 'PEA',
      'ally-pea-infantry': 'PEA',
      'ally-1-fp': '1 FP',
      'ally-2-fp': '2 FP',
      'ger-desg-garrison': 'DESG',
      'ger-kona': 'KonA',
    };
    for (const [id, name] of Object.entries(named)) expect(unitById(id).name).toBe(name);
  });
});

describe('tables', () => {
  it('spec 6 — BRT per-die chances of E / P per column', () => {
    const chances = (t: UnitType): [number, number] => {
      const col = Object.values(BRT[t]);
      return [col.filter((r) => r === 'E').length, col.filter((r) => r === 'P').length];
    };
    expect(chances('Light infantry')).toEqual([1, 2]);
    expect(chances('Regular infantry')).toEqual([2, 1]);
    expect(chances('Cavalry/Mounted infantry')).toEqual([0, 3]);
    expect(chances('Armored car')).toEqual([2, 2]);
    expect(chances('Garrison')).toEqual([1, 1]);
    for (const t of Object.keys(BRT) as UnitType[]) {
      expect(BRT[t][1]).toBe('-');
      expect(BRT[t][2]).toBe('-');
    }
  });

  it('24.4 — Air Support: 1-2 bonus, 3-5 nothing, 6 eliminated', () => {
    expect(([1, 2, 3, 4, 5, 6] as const).map(airSupportResult)).toEqual([
      'Bonus',
      'Bonus',
      'No effect',
      'No effect',
      'No effect',
      'Eliminated',
    ]);
    expect(AIR_SUPPORT).toHaveLength(3);
  });

  it('spec 6 / 4.1 — seven Tactical Superiority modifiers; each terrain modifier matches the TEC', () => {
    expect(TACTICAL_MODIFIERS.map((m) => m.id)).toEqual([
      'elite',
      'battle-bonus',
      'artillery',
      'air-support',
      'clear-mounted',
      'bush-light',
      'mountain-defender',
    ]);
    for (const [terrain, eff] of Object.entries(TERRAIN_EFFECTS)) {
      if (eff.modifier === null) continue;
      expect(TACTICAL_MODIFIERS.find((m) => m.id === eff.modifier)?.terrain).toBe(terrain);
    }
    expect(TERRAIN_EFFECTS.Mountain.stop && TERRAIN_EFFECTS.Swamp.stop).toBe(true);
    expect(TERRAIN_EFFECTS.Clear.stop || TERRAIN_EFFECTS.Bush.stop).toBe(false);
  });
});

describe('cards', () => {
  const deck = (side: Side): readonly CardDef[] => CARDS.filter((c) => c.side === side);

  it('spec 7.4 — 18 cards, 9 per side, unique ids', () => {
    expect(CARDS).toHaveLength(18);
    expect(new Set(ids(CARDS)).size).toBe(18);
    expect(deck('German')).toHaveLength(9);
    expect(deck('Allied')).toHaveLength(9);
  });

  it('spec 7.4 — Remove from Play 1 / 2; recruit sums 8 / 11', () => {
    expect(
      deck('German')
        .filter((c) => c.removeFromPlay)
        .map((c) => c.id),
    ).toEqual(['ger-sms-konigsberg']);
    expect(
      deck('Allied')
        .filter((c) => c.removeFromPlay)
        .map((c) => c.id),
    ).toEqual(['ally-south-african-reinforcement', 'ally-allied-intervention']);
    expect(deck('German').reduce((n, c) => n + c.recruit, 0)).toBe(8);
    expect(deck('Allied').reduce((n, c) => n + c.recruit, 0)).toBe(11);
  });

  it('spec 7.4 / 10.1 #14 — cards moving each type (with max allowance); no card lists Garrison', () => {
    const allowance = (c: CardDef, key: MoveKey): number => Math.max(c.movement[key] ?? 0, c.movement.All ?? 0);
    const stat = (side: Side, key: MoveKey): [number, number] => {
      const a = deck(side)
        .map((c) => allowance(c, key))
        .filter((n) => n > 0);
      return [a.length, Math.max(...a)];
    };
    expect(stat('German', 'Light infantry')).toEqual([9, 3]);
    expect(stat('Allied', 'Light infantry')).toEqual([7, 3]);
    expect(stat('German', 'Regular infantry')).toEqual([6, 3]);
    expect(stat('Allied', 'Regular infantry')).toEqual([7, 3]);
    expect(stat('German', 'Cavalry/Mounted infantry')).toEqual([4, 4]);
    expect(stat('Allied', 'Cavalry/Mounted infantry')).toEqual([4, 3]);
    // Belgian units are all Light infantry; Portuguese mobile units are Regular infantry (R3: larger entry).
    const moves = (c: CardDef, contingent: 'Belgian' | 'Portuguese', type: MoveKey): boolean =>
      Math.max(c.movement[contingent] ?? 0, allowance(c, type)) > 0;
    expect(deck('Allied').filter((c) => moves(c, 'Belgian', 'Light infantry'))).toHaveLength(8);
    expect(deck('Allied').filter((c) => moves(c, 'Portuguese', 'Regular infantry'))).toHaveLength(8);
    for (const c of CARDS) expect(Object.keys(c.movement)).not.toContain('Garrison');
  });

  it('spec 7.2 / 7.3 — Movement lines exactly as the tables', () => {
    expect(cardById('ger-sms-konigsberg').movement).toEqual({ 'Light infantry': 2, 'Regular infantry': 2 });
    expect(cardById('ger-lettow-vorbeck').movement).toEqual({ All: 3 });
    expect(cardById('ger-railway-raids').movement).toEqual({ 'Cavalry/Mounted infantry': 4, 'Light infantry': 3 });
    expect(cardById('ally-allied-intervention').movement).toEqual({ Belgian: 2, Portuguese: 2 });
    expect(cardById('ally-van-deventer').movement).toEqual({ All: 1 });
    expect(cardById('ally-northeys-column').movement).toEqual({
      'Light infantry': 2,
      'Regular infantry': 2,
      'Cavalry/Mounted infantry': 2,
    });
  });

  it('spec 7.4 / 10.1 #15 — named cards, two-timing cards, one reshuffle card per side', () => {
    expect(cardById('ger-sms-konigsberg').side).toBe('German');
    expect(cardById('ally-south-african-reinforcement').side).toBe('Allied');
    expect(cardById('ally-allied-intervention').timing).toEqual(['Immediately']);
    expect(cardById('ger-interior-lines').timing).toEqual(['March Phase', 'End of player-turn']);
    expect(cardById('ally-mimi-and-toutou').timing).toEqual(['March Phase', 'Battle Phase']);
    for (const side of ['German', 'Allied'] as const) {
      expect(deck(side).filter((c) => c.event.includes('Reshuffle'))).toHaveLength(1);
    }
  });
});

describe('turns', () => {
  it('spec 1 — 14 turns 1914 II to 1918 III; German first in 1-5, Allied first in 6-14', () => {
    expect(TURNS).toHaveLength(14);
    expect(TURNS[0]?.label).toBe('1914 II');
    expect(TURNS[13]?.label).toBe('1918 III');
    for (const t of TURNS) {
      expect(t.first).toBe(t.index <= 5 ? 'German' : 'Allied');
      expect(t.second).toBe(t.index <= 5 ? 'Allied' : 'German');
    }
    expect(TURNS.map((t) => t.index)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
  });
});

describe('setup', () => {
  it('spec 8.4 — quick-start placement, space by space', () => {
    const byPlace: Record<string, string[]> = {};
    for (const [u, loc] of Object.entries(QUICK_START)) (byPlace[loc] ??= []).push(u);
    const expected: Record<string, string[]> = {
      mombasa: ['ally-mombasa-garrison', 'ally-vol-lf'],
      nairobi: ['ally-nairobi-garrison'],
      voi: ['ally-1-kar'],
      'indian-ocean-box': ['ally-b-ief', 'ally-c-ief'],
      'porto-amelia': ['ally-pea-garrison', 'ally-pea-infantry'],
      kivu: ['ally-1-fp'],
      albertville: ['ally-2-fp'],
      'south-african-box': ['ally-1-sa', 'ally-2-sa', 'ally-3-sa'],
      'allied-recruit-box': [
        'ally-2-kar',
        'ally-3-kar',
        'ally-rff',
        'ally-mgc',
        'ally-rm',
        'ally-ead',
        'ally-armored-car',
        'ally-3-fp',
        'ally-ex',
      ],
      moshi: ['ger-1-fka', 'ger-3-fka', 'ger-fw'],
      tanga: ['ger-2-fka'],
      mwanza: ['ger-4-fka'],
      tabora: ['ger-5-fka'],
      'dar-es-salaam': ['ger-desg-garrison', 'ger-mark'],
      'konigsberg-recruit-box': ['ger-kona'],
      'german-recruit-box': ['ger-6-fka', 'ger-7-fka', 'ger-8-fka', 'ger-9-fka', 'ger-10-fka'],
    };
    expect(Object.keys(byPlace).sort()).toEqual(Object.keys(expected).sort());
    for (const [loc, units] of Object.entries(expected)) expect(sorted(byPlace[loc] ?? [])).toEqual(sorted(units));
    expect(QUICK_START_MARKERS).toEqual({
      'turn-marker': '1914 II',
      'ally-air-support': 'indian-ocean-box',
      'ally-fort': 'allied-recruit-box',
      'ger-fort': 'german-recruit-box',
    });
    for (const m of MARKERS) expect(QUICK_START_MARKERS[m.id as keyof typeof QUICK_START_MARKERS]).toBe(m.setup);
  });

  it('spec 8.2 / 8.3 / 10.1 #11 — every unit is in one setup row; quick-start and legal setup agree', () => {
    const rowUnits = SETUP_ROWS.flatMap((r) => r.units);
    expect(sorted(rowUnits)).toEqual(sorted(ids(UNITS)));
    for (const row of SETUP_ROWS) {
      for (const id of row.units) {
        const u = unitById(id);
        expect(u.side).toBe(row.side);
        expect(sorted(u.legalSetup)).toEqual(sorted(row.legalSpaces));
        expect(u.legalSetup).toContain(u.quickStart);
        expect(QUICK_START[id as keyof typeof QUICK_START]).toBe(u.quickStart);
      }
      for (const loc of row.legalSpaces) expect(isSpace(loc) || isBox(loc)).toBe(true);
    }
    expect(sorted(SETUP_ROWS.flatMap((r) => r.markers))).toEqual(
      sorted(ids(MARKERS).filter((m) => m !== 'turn-marker')),
    );
  });

  it('R34 — player choices: 5 BEA towns, 30 GEA spaces, 2 Belgian Congo spaces', () => {
    expect(SETUP_CHOICES.map((r) => [r.side, r.legalSpaces.length])).toEqual([
      ['Allied', 5],
      ['Allied', 2],
      ['German', 30],
    ]);
    expect(sorted(SETUP_CHOICES[0]!.legalSpaces)).toEqual(sorted(['kisumu', 'nairobi', 'voi', 'taveta', 'mombasa']));
    expect(sorted(SETUP_CHOICES[1]!.legalSpaces)).toEqual(['albertville', 'kivu']);
  });
});

describe('rulings and rules text', () => {
  it('spec 9 — all 47 rulings R1-R47 present in order with question, ruling and why', () => {
    expect(RULINGS.map((r) => r.id)).toEqual(Array.from({ length: 47 }, (_, i) => `R${i + 1}`));
    for (const r of RULINGS) {
      expect(r.rules.length).toBeGreaterThan(0);
      expect(r.question.length).toBeGreaterThan(0);
      expect(r.ruling.length).toBeGreaterThan(0);
      expect(r.why.length).toBeGreaterThan(0);
    }
    expect(rulingById('r27')?.ruling).toBe('Read it as 18.0.');
  });

  it('rulebook — RULES_TEXT has 13.1.2, 28.2.3, 30.3, 24.4 and 6.2.1.1 with their titles', () => {
    expect(RULES_TEXT['13.1.2']?.title).toBe('Conduct Battle');
    expect(RULES_TEXT['13.1.2']?.text).toMatch(/^A\. The side without Tactical Superiority lines up all its units\./);
    expect(RULES_TEXT['28.2.3']?.title).toBe('Indian Ocean Box');
    expect(RULES_TEXT['30.3']?.title).toBe('Forts');
    expect(RULES_TEXT['30.3']?.text).toBe(
      'Forts (standard rule 22.0) may be built by any unit. Each side can have a maximum of one at any one time.',
    );
    expect(RULES_TEXT['24.4']?.text).toContain('| 6 | Air support is eliminated; no other effects. |');
    expect(RULES_TEXT['6.2.1.1']?.title).toBe('Campaign Card Phase');
    expect(Object.keys(RULES_TEXT)).toHaveLength(115);
  });

  it('scripts/gen-rules-text.mjs — RULES_TEXT is its rendering, with the checksum it recorded making it from the rulebook', () => {
    expectGeneratedRulesText('lettow-vorbeck', RULES_TEXT, RULES_TEXT_SOURCE);
  });

  it('scripts/gen-rules-text.mjs — reads the heading styles of both rulebooks (a made-up one in tests/fixtures/rulebooks)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gen-rules-'));
    try {
      const out = path.join(dir, 'made-up.ts');
      const script = path.join(ROOT, 'scripts/gen-rules-text.mjs');
      const made = execFileSync(
        process.execPath,
        [script, path.join(ROOT, 'tests/fixtures/rulebooks/headings.md'), out],
        {
          stdio: 'pipe',
        },
      );
      expect(made.toString()).toContain('5 sections');
      const text = fs.readFileSync(out, 'utf8');
      const keys = [...text.matchAll(/^ {2}"([\d.]+)": \{$/gm)].map((m) => m[1]);
      expect(keys).toEqual(['2.10', '13.1.2', '1.0', '4.2', '1.1']); // bullets and sentences are not headings
      expect(text).toContain('title: "STRATEGIC PHASE"'); // "## 1.0. STRATEGIC PHASE": trailing dot
      expect(text).toContain('title: "Bold Titles"'); // "**4.2 Bold Titles**"
      expect(text).toContain('**Fort Amiel**'); // an unnumbered heading inside a section
      expect(text).toContain('Two digits after the dot'); // the table-of-contents line had no text
      expect(text).toContain('\\n\\nBlank lines collapse.');
      expect(text).not.toContain('Referenced but not included');
      expect(text).not.toContain('transcription note');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
