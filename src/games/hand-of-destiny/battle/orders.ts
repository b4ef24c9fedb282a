// Standing orders (/orders): deterministic choices the game makes for a side instead of waiting.
import type { Board } from '../board.ts';
import type { DestinyPosition } from '../scenario.ts';
import { fortifiedFor, unitsAt } from '../stacking.ts';
import { NO_ORDERS, type BattleHost, type StandingOrders } from './state.ts';

/**
 * What each standing order does and exactly how each choice picks, as weakestFirst/strongestFirst and
 * the pick functions below do it: /orders' choice names (Discord: at most 100 characters) and the
 * chart /rules table:orders.
 */
export const ORDER_CHOICES: Readonly<Record<string, { what: string; choices: Readonly<Record<string, string>> }>> = {
  losses: {
    what: 'who takes eliminations and panics (13.3, 20.C)',
    choices: {
      ask: 'ask: wait for me',
      'weakest-first': 'weakest-first: lowest strength first; at equal strength non-elite before elite',
      'strongest-first': 'strongest-first: highest strength first; at equal strength elite before non-elite',
    },
  },
  retreat: {
    what: 'where beaten units retreat (13.5)',
    choices: {
      ask: 'ask: wait for me',
      'nearest-supply': 'nearest-supply: the destination fewest steps from a retreat target; ties by space id',
    },
  },
  fire: {
    what: 'which unit fires next (13.1.2)',
    choices: {
      ask: 'ask: wait for me',
      'strongest-first': 'strongest-first: highest strength first; at equal strength elite before non-elite',
      'weakest-first': 'weakest-first: lowest strength first; at equal strength non-elite before elite',
    },
  },
  pursuit: {
    what: 'pursuit after a won battle (19.0)',
    choices: { ask: 'ask: wait for me', never: 'never: no pursuit' },
  },
  recruit: {
    what: 'the Major Battle recruit (20.B)',
    choices: {
      ask: 'ask: wait for me',
      strongest: 'strongest: the highest-strength recruit; at equal strength elite before non-elite',
    },
  },
};

export const ordersOf = <S extends string>(state: BattleHost<S>, side: S): StandingOrders =>
  state.battle?.orders[side] ?? NO_ORDERS;

/** Weakest first: lowest printed strength, then non-elite before elite, then id. */
export const weakestFirst = <S extends string>(b: Board<S>, units: readonly string[]): string[] =>
  [...units].sort(
    (x, y) =>
      b.unit(x).strength - b.unit(y).strength ||
      Number(b.unit(x).elite) - Number(b.unit(y).elite) ||
      x.localeCompare(y),
  );
/** Strongest first: highest strength, then elite before non-elite, then id. */
export const strongestFirst = <S extends string>(b: Board<S>, units: readonly string[]): string[] =>
  [...units].sort(
    (x, y) =>
      b.unit(y).strength - b.unit(x).strength ||
      Number(b.unit(y).elite) - Number(b.unit(x).elite) ||
      x.localeCompare(y),
  );

export function pickLoss<S extends string>(
  b: Board<S>,
  order: StandingOrders['losses'],
  units: readonly string[],
): string | null {
  if (order === 'ask' || units.length === 0) return null;
  return (order === 'weakest-first' ? weakestFirst(b, units) : strongestFirst(b, units))[0]!;
}

export function pickFire<S extends string>(
  b: Board<S>,
  order: StandingOrders['fire'],
  units: readonly string[],
): string | null {
  if (order === 'ask' || units.length === 0) return null;
  return (order === 'strongest-first' ? strongestFirst(b, units) : weakestFirst(b, units))[0]!;
}

/** Default retreat targets: the side's fortified spaces holding its units. */
function fortifiedHeld<S extends string>(b: Board<S>, state: DestinyPosition<S>, side: S): string[] {
  return Object.values(state.units)
    .map((u) => u.location)
    .filter((l) => b.isSpace(l) && unitsAt(b, state, l, side).length > 0 && fortifiedFor(b, state, l, side));
}

/**
 * RULING (ours): "nearest-supply" = the destination with the fewest steps (the scenario's adjacency)
 * to one of the scenario's retreat targets; ties by space id.
 */
export function pickRetreat<S extends string>(
  b: Board<S>,
  state: DestinyPosition<S>,
  side: S,
  options: readonly string[],
): string | null {
  if (options.length === 0) return null;
  const targets = new Set<string>(b.sc.hooks.retreatTargets?.(state, side) ?? fortifiedHeld(b, state, side));
  const dist = (from: string): number => {
    const seen = new Set([from]);
    let frontier = [from];
    for (let d = 0; frontier.length > 0; d++) {
      if (frontier.some((x) => targets.has(x))) return d;
      const nextF: string[] = [];
      for (const x of frontier)
        for (const n of b.neighbours(x, b.sc.adjacency))
          if (!seen.has(n)) {
            seen.add(n);
            nextF.push(n);
          }
      frontier = nextF;
    }
    return Number.MAX_SAFE_INTEGER;
  };
  return [...options].sort((x, y) => dist(x) - dist(y) || x.localeCompare(y))[0]!;
}
