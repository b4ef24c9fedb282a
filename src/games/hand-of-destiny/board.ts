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
  // The lists of one kinds array by its identity, so that the path walker's many asks build no key.
  const nearByKinds = new WeakMap<readonly string[], Map<string, readonly string[]>>();
  // The route kinds joining two spaces (either direction): routeBetween without building a key.
  const routes = new Map<string, Map<string, Set<string>>>();
  const join = (a: string, b: string, kind: string): void => {
    let from = routes.get(a);
    if (!from) routes.set(a, (from = new Map()));
    let kinds = from.get(b);
    if (!kinds) from.set(b, (kinds = new Set()));
    kinds.add(kind);
  };
  for (const r of sc.routes) {
    join(r.from, r.to, r.kind);
    join(r.to, r.from, r.kind);
  }
  // The units of each class (by id or type), asked for every unit of every stack.
  const classes = new Map<string, Set<string>>();
  const members = (cls: string): Set<string> => {
    let set = classes.get(cls);
    if (!set) {
      const list = sc.classes[cls as UnitClass] ?? [];
      set = new Set([...list, ...sc.units.filter((u) => list.includes(u.type)).map((u) => u.id)]);
      classes.set(cls, set);
    }
    return set;
  };
  const get = <T>(m: Map<string, T>, id: string, what: string): T => {
    const x = m.get(id);
    if (x === undefined) throw new Error(`Unknown ${sc.title} ${what}: ${id}`);
    return x;
  };
  const neighboursOf = (id: string, kinds: readonly string[]): readonly string[] => {
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
      let byId = nearByKinds.get(kinds);
      if (!byId) nearByKinds.set(kinds, (byId = new Map()));
      let list = byId.get(id);
      if (!list) byId.set(id, (list = neighboursOf(id, kinds)));
      return list;
    },
    routeBetween: (a, b, kind) => routes.get(a)?.get(b)?.has(kind) ?? false,
    is: (unit, cls) => {
      if (members(cls).has(unit)) return true;
      get(units, unit, 'unit'); // an unknown unit throws, as before
      return false;
    },
    other: (side) => (side === sc.sides[0] ? sc.sides[1] : sc.sides[0]),
  };
}
