// The map (3.0) and the pieces (4.0) of a scenario, indexed once: spaces (3.1), routes (3.2), units
// (4.3) and the unit classes the system rules name (fleets, engineers, artillery, ...).
import type { DestinyCard, DestinySpace, DestinyUnit, Scenario, UnitClass } from './scenario.ts';

export interface Board<S extends string = string> {
  sc: Scenario<S>;
  isSpace(id: string): boolean;
  space(id: string): DestinySpace;
  /** 12.1: a river space. */
  isRiver(id: string): boolean;
  unit(id: string): DestinyUnit<S>;
  isUnit(id: string): boolean;
  card(id: string): DestinyCard<S>;
  /** The spaces joined to `id` by a route of one of `kinds`, in route-table order, without duplicates. */
  neighbours(id: string, kinds: readonly string[]): readonly string[];
  routeBetween(a: string, b: string, kind: string): boolean;
  is(unit: string, cls: UnitClass): boolean;
  other(side: S): S;
}

export function boardOf<S extends string>(sc: Scenario<S>): Board<S> {
  const spaces = new Map(sc.spaces.map((s) => [s.id, s]));
  const units = new Map(sc.units.map((u) => [u.id, u]));
  const cards = new Map(sc.cards.map((c) => [c.id, c]));
  const near = new Map<string, string[]>();
  const key = (a: string, b: string, kind: string) => `${kind}:${a}:${b}`;
  const routes = new Set<string>();
  for (const r of sc.routes) {
    routes.add(key(r.from, r.to, r.kind));
    routes.add(key(r.to, r.from, r.kind));
  }
  const get = <T>(m: Map<string, T>, id: string, what: string): T => {
    const x = m.get(id);
    if (x === undefined) throw new Error(`Unknown ${sc.title} ${what}: ${id}`);
    return x;
  };
  return {
    sc,
    isSpace: (id) => spaces.has(id),
    space: (id) => get(spaces, id, 'space'),
    isRiver: (id) => spaces.get(id)?.river != null,
    unit: (id) => get(units, id, 'unit'),
    isUnit: (id) => units.has(id),
    card: (id) => get(cards, id, 'card'),
    neighbours(id, kinds) {
      const k = `${id}|${kinds.join(',')}`;
      const hit = near.get(k);
      if (hit) return hit;
      const out: string[] = [];
      for (const r of sc.routes) {
        if (!kinds.includes(r.kind)) continue;
        const other = r.from === id ? r.to : r.to === id ? r.from : null;
        if (other !== null && !out.includes(other)) out.push(other);
      }
      near.set(k, out);
      return out;
    },
    routeBetween: (a, b, kind) => routes.has(key(a, b, kind)),
    is: (unit, cls) => {
      const list = sc.classes[cls] ?? [];
      return list.includes(unit) || list.includes(get(units, unit, 'unit').type);
    },
    other: (side) => (side === sc.sides[0] ? sc.sides[1] : sc.sides[0]),
  };
}
