// The level-3 player's picture of the map, built from its side's view only: its own
// stacks unit by unit, the enemy's as the view shows them (units where revealed, else a count), and
// what a position is worth to it — supply centers (26.C-D), units and strength on the map (26.B),
// battles about to be fought and the enemy stacks that can reach its own next (threats).
import { SPACES, SUPPLY_CENTERS, isSpace, neighbours } from '../data/map.ts';
import type { Side } from '../data/types.ts';
import { unitById } from '../data/units.ts';
import { otherSide } from '../state.ts';
import type { LvView } from '../view.ts';
import { battleOutcome, forceStrength, winChance, type Force } from './odds.ts';

export interface Model {
  side: Side;
  turn: number;
  mine: Map<string, string[]>;
  theirs: Map<string, Force>;
}

const CENTERS: readonly string[] = SUPPLY_CENTERS;
const ADJ = ['land', 'rail', 'river'] as const;

export function modelOf(v: LvView, side: Side): Model {
  const mine = new Map<string, string[]>();
  const theirs = new Map<string, Force>();
  for (const s of v.stacks) {
    if (!isSpace(s.location)) continue;
    if (s.side === side) mine.set(s.location, [...(s.units ?? [])]);
    else theirs.set(s.location, { side: s.side, known: s.units ?? [], unknown: s.units ? 0 : s.count });
  }
  return { side, turn: v.turn.index, mine, theirs };
}

export function cloneModel(m: Model): Model {
  return { ...m, mine: new Map([...m.mine].map(([k, u]) => [k, [...u]])), theirs: new Map(m.theirs) };
}

/** Move own units (a move, a retreat, a placement from off the map when `from` is null). */
export function moveUnits(m: Model, units: readonly string[], from: string | null, to: string): Model {
  const out = cloneModel(m);
  if (from !== null) {
    const left = (out.mine.get(from) ?? []).filter((u) => !units.includes(u));
    if (left.length > 0) out.mine.set(from, left);
    else out.mine.delete(from);
  }
  if (isSpace(to)) out.mine.set(to, [...(out.mine.get(to) ?? []), ...units]);
  return out;
}

const own = (m: Model, units: readonly string[]): Force => ({ side: m.side, known: units, unknown: 0 });

/** Hop distances between map spaces by land, rail and river routes (computed once; the map is fixed). */
let DIST: Map<string, Map<string, number>> | null = null;
export function distance(a: string, b: string): number {
  if (!DIST) {
    DIST = new Map();
    for (const { id: start } of SPACES) {
      const d = new Map<string, number>([[start, 0]]);
      const queue = [start];
      while (queue.length > 0) {
        const x = queue.shift()!;
        for (const n of neighbours(x, ADJ)) {
          if (d.has(n)) continue;
          d.set(n, d.get(x)! + 1);
          queue.push(n);
        }
      }
      DIST.set(start, d);
    }
  }
  return DIST.get(a)?.get(b) ?? 99;
}

/** The enemy force that can reach `space` next turn: the stacks in and next to it (and half of those two away). */
function threatTo(m: Model, space: string): Force | null {
  let known: string[] = [];
  let unknown = 0;
  for (const [at, f] of m.theirs) {
    const d = distance(at, space);
    if (d > 2) continue;
    const share = d <= 1 ? 1 : 0.5;
    known = known.concat(share === 1 ? f.known : f.known.slice(0, Math.floor(f.known.length / 2)));
    unknown += share === 1 ? f.unknown : Math.floor(f.unknown / 2);
  }
  return known.length + unknown > 0 ? { side: otherSide(m.side), known, unknown } : null;
}

/** The weights of what a position is worth, per side (tuned in the arena, docs/lv-bot.md). */
export const WEIGHTS = {
  Allied: {
    strength: 1.5,
    theirStrength: 1.6,
    theirUnits: 1.5,
    centers: 4,
    allCenters: 3,
    far: 0.6,
    stackTarget: 0.5,
    allHeld: 30,
    jointMargin: 2,
  },
  German: {
    jointMargin: 0.5,
    strength: 1.4,
    units: 1.2,
    theirStrength: 0.8,
    centers: 1.0,
    theirCenters: 0.3,
    keepOne: 6,
    far: 0.1,
  },
};

const movable = (u: string): boolean => unitById(u).type !== 'Garrison';

/** What the position in `m` is worth to its side (higher is better; not a probability). */
export function worth(m: Model): number {
  const side = m.side;
  const late = Math.min(1, m.turn / 14);
  let myStr = 0;
  let theirStr = 0;
  let myUnits = 0;
  let theirUnits = 0;
  const mineHolds = new Map<string, number>(); // P(side holds the space after this phase's battles and the enemy's reply)
  const theirsHolds = new Map<string, number>();
  for (const [at, units] of m.mine) {
    const mineF = own(m, units);
    const s = forceStrength(mineF);
    const enemy = m.theirs.get(at);
    if (enemy) {
      // A battle here in this Battle Phase, the side attacking (6.2: it moved in).
      const o = battleOutcome(mineF, enemy, at);
      const p = o.p;
      const en = enemy.known.length + enemy.unknown;
      myStr += s * o.attackerKeeps;
      myUnits += units.length * o.attackerKeeps;
      theirStr += forceStrength(enemy) * o.defenderKeeps;
      theirUnits += en * o.defenderKeeps;
      mineHolds.set(at, p);
      theirsHolds.set(at, 1 - p);
      continue;
    }
    const threat = threatTo(m, at);
    // The enemy attacks a stack it should beat, about half the time.
    const q = threat ? winChance(threat, mineF, at) : 0;
    const risk = q > 0.45 ? 0.5 * q : 0.15 * q;
    myStr += s * (1 - 0.6 * risk);
    myUnits += units.length * (1 - 0.6 * risk);
    mineHolds.set(at, 1 - risk);
  }
  for (const [at, f] of m.theirs) {
    if (m.mine.has(at)) continue;
    theirStr += forceStrength(f);
    theirUnits += f.known.length + f.unknown;
    theirsHolds.set(at, 1);
  }
  let centers = 0;
  let held = 0;
  let all = 1; // P(every center held): what 26.C asks at the end
  let theirHeld = 0;
  for (const sc of CENTERS) {
    const mineP = mineHolds.get(sc) ?? 0;
    let theirP = theirsHolds.get(sc) ?? 0;
    // An empty center next to an enemy stack may be taken.
    if (mineP === 0 && theirP === 0 && threatTo(m, sc)) theirP = 0.3;
    centers += mineP - theirP;
    all *= mineP;
    held += mineP;
    theirHeld += theirP;
  }
  // How far the side is from what it goes for: for each target, the hops from the nearest of its
  // mobile stacks. The Allies go for every German stack and every center they do not hold (26.B-C);
  // the Germans keep near the centers (26.D).
  const hunters = [...m.mine].filter(([at, units]) => !m.theirs.has(at) && units.some(movable)).map(([at]) => at);
  const targets: [string, number][] = [];
  if (side === 'Allied') {
    for (const [at, f] of m.theirs)
      targets.push([at, CENTERS.includes(at) ? 1.5 : WEIGHTS.Allied.stackTarget + 0.25 * (f.known.length + f.unknown)]);
    for (const sc of CENTERS) if (!m.mine.has(sc) && !m.theirs.has(sc)) targets.push([sc, 1]);
  } else for (const sc of CENTERS) if (!m.mine.has(sc)) targets.push([sc, 0.3]);
  let far = 0;
  for (const [t, w] of targets) {
    let best = 8;
    for (const at of hunters) best = Math.min(best, distance(at, t));
    far += w * best;
  }
  if (side === 'Allied') {
    // 26.B: no German unit left on the map; 26.C: all eight centers.
    const w = WEIGHTS.Allied;
    return (
      w.strength * myStr -
      w.theirStrength * theirStr -
      w.theirUnits * theirUnits +
      w.centers * (1 + late) * centers +
      w.allCenters * late * (held >= 7.5 ? 1 : 0) +
      w.allHeld * Math.max(0, (m.turn - 11) / 3) * all -
      w.far * far
    );
  }
  // 26.D: one center held at the end is enough; 26.B: stay on the map.
  const w = WEIGHTS.German;
  const keepOne = w.keepOne * (1 - Math.pow(0.5, held)) * (0.5 + late);
  return (
    w.strength * myStr +
    w.units * myUnits -
    w.theirStrength * theirStr +
    w.centers * centers -
    w.theirCenters * theirHeld +
    keepOne -
    w.far * far
  );
}
