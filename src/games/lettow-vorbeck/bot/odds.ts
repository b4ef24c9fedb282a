// The level-3 player's battle arithmetic: who should win a battle (13.0) between two
// forces as a side's view shows them, by playing it a few hundred times in a simplified model — the
// BRT (spec 6), Tactical Superiority with its modifiers (13.1.1, 16.0, TEC), alternate fire strongest
// first (13.1.2), panic immunity of fortified and elite defenders (13.3.2, 14.A, 16.B), the owner
// losing its weakest units (13.3). Not the rules: the bot's own estimate, with its own fixed-seed
// generator (the same forces always give the same estimate), cached by the forces.
import { spaceById } from '../data/map.ts';
import { BRT, TACTICAL_MODIFIERS, TERRAIN_EFFECTS, type DieRoll } from '../data/tables.ts';
import type { Side, Terrain, UnitType } from '../data/types.ts';
import { unitById } from '../data/units.ts';

const DIE: readonly DieRoll[] = [1, 2, 3, 4, 5, 6];
const rows = new Map<UnitType, string>();

/**
 * The row of the BRT (data/tables.ts, spec 6) for a unit type as a string, index 0-5 for dice 1-6:
 * 'E' elimination, 'P' panic, '-' nothing. Made once per type.
 */
function brtRow(type: UnitType): string {
  let row = rows.get(type);
  if (row === undefined) {
    row = DIE.map((d) => BRT[type][d]).join('');
    rows.set(type, row);
  }
  return row;
}

/** A force as the estimate needs it: its units where known, else a count of face-down units. */
export interface Force {
  side: Side;
  known: readonly string[];
  /** Face-down units (10.0): taken as the side's common unit. */
  unknown: number;
}

export interface Outcome {
  /** The attacker's chance to win. */
  p: number;
  /** The share of each side's strength still on the map after the battle (eliminations only). */
  attackerKeeps: number;
  defenderKeeps: number;
}

interface Piece {
  strength: number;
  row: string;
  elite: boolean;
  type: UnitType;
}

/** The common unit of each side (spec 5.1-5.2: German askari companies, Allied brigades). */
const COMMON: Record<Side, Piece> = {
  German: { strength: 2, row: brtRow('Light infantry'), elite: false, type: 'Light infantry' },
  Allied: { strength: 2, row: brtRow('Regular infantry'), elite: false, type: 'Regular infantry' },
};

function pieces(f: Force): Piece[] {
  const out: Piece[] = f.known.map((id) => {
    const d = unitById(id);
    return { strength: d.strength, row: brtRow(d.type), elite: d.elite, type: d.type };
  });
  for (let i = 0; i < f.unknown; i++) out.push(COMMON[f.side]);
  return out.sort((a, b) => b.strength - a.strength);
}

/** Strength of a force (4.3.A), face-down units as the side's common unit. */
export function forceStrength(f: Force): number {
  return pieces(f).reduce((s, p) => s + p.strength, 0);
}

const TRIALS = 240;
const cache = new Map<string, Outcome>();

/** A small fixed-seed generator (xorshift32), seeded by the forces: the estimate is a pure function. */
function dice(key: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  let x = h || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return ((x >>> 0) % 6) + 1;
  };
}

/**
 * The Terrain Effects Chart's Tactical Superiority modifier of a battle space, read from the table the
 * rules count with (data/tables.ts, 13.1.1): the sides it may go to (0 attacker, 1 defender) and the unit
 * types a side needs unpanicked for it, or null when the terrain gives none.
 */
function terrainModifier(t: Terrain): { sides: readonly number[]; types: readonly UnitType[] | null } | null {
  const id = TERRAIN_EFFECTS[t].modifier;
  const def = TACTICAL_MODIFIERS.find((m) => m.id === id);
  if (!def) return null;
  const sides = def.appliesTo === 'Attacker' ? [0] : def.appliesTo === 'Defender' ? [1] : [0, 1];
  return { sides, types: def.unitTypes };
}

/** 0 fighting, 1 panicked, 2 eliminated. */
type Status = 0 | 1 | 2;

export function battleOutcome(attacker: Force, defender: Force, space: string, bonus = 0): Outcome {
  const key = `${[...attacker.known].sort().join(',')}+${attacker.unknown}|${[...defender.known].sort().join(',')}+${defender.unknown}|${space}|${bonus}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const a = pieces(attacker);
  const d = pieces(defender);
  let out: Outcome;
  if (d.length === 0) out = { p: 1, attackerKeeps: 1, defenderKeeps: 1 };
  else if (a.length === 0) out = { p: 0, attackerKeeps: 1, defenderKeeps: 1 };
  else out = simulate(a, d, space, defender.side, bonus, dice(key));
  if (cache.size > 50_000) cache.clear();
  cache.set(key, out);
  return out;
}

export function winChance(attacker: Force, defender: Force, space: string, bonus = 0): number {
  return battleOutcome(attacker, defender, space, bonus).p;
}

function simulate(a: Piece[], d: Piece[], space: string, defender: Side, bonus: number, roll: () => number): Outcome {
  const sp = spaceById(space);
  const fortified = sp.fortification !== null && sp.fortification.usableBy === defender; // 14.A, 14.C
  const sides = [a, d];
  const terrain = terrainModifier(sp.terrain);
  const total = sides.map((s) => s.reduce((x, p) => x + p.strength, 0));
  let wins = 0;
  const kept = [0, 0];
  for (let t = 0; t < TRIALS; t++) {
    const status: Status[][] = [a.map(() => 0), d.map(() => 0)];
    let loser = -1;
    for (let round = 0; round < 6 && loser < 0; round++) {
      const mod = (s: number): number => {
        const up = sides[s]!.filter((_, i) => status[s]![i] === 0);
        let m = up.some((p) => p.elite) ? 1 : 0; // 13.1.1.B
        if (
          terrain &&
          terrain.sides.includes(s) &&
          (terrain.types === null || up.some((p) => terrain.types!.includes(p.type)))
        )
          m++; // TEC
        return m + (s === 0 ? bonus : 0);
      };
      const first = roll() + mod(0) > roll() + mod(1) ? 0 : 1; // ties to the defender (13.1.1.D)
      const fired = [a.map(() => false), d.map(() => false)];
      let turn = first;
      for (let shots = 0; shots < a.length + d.length && loser < 0; shots++) {
        // The side to fire picks its strongest unit that may still fire; if it has none, the other fires on.
        let i = sides[turn]!.findIndex((_, k) => status[turn]![k] === 0 && !fired[turn]![k]);
        if (i < 0) {
          turn = 1 - turn;
          i = sides[turn]!.findIndex((_, k) => status[turn]![k] === 0 && !fired[turn]![k]);
          if (i < 0) break;
        }
        fired[turn]![i] = true;
        const shooter = sides[turn]![i]!;
        const target = 1 - turn;
        for (let die = 0; die < shooter.strength; die++) {
          const r = shooter.row[roll() - 1];
          if (r === '-') continue;
          const st = status[target]!;
          const ts = sides[target]!;
          // The owner loses its weakest unit: a fighting one first for eliminations (13.3.B).
          const weakest = (ok: (k: number) => boolean): number => {
            let w = -1;
            for (let k = ts.length - 1; k >= 0; k--) if (ok(k) && (w < 0 || ts[k]!.strength < ts[w]!.strength)) w = k;
            return w;
          };
          if (r === 'E') {
            const k = weakest((x) => st[x] === 0);
            const k2 = k >= 0 ? k : weakest((x) => st[x] === 1);
            if (k2 >= 0) st[k2] = 2;
          } else {
            // Panic: lost on fortified defenders (14.A) and elite defenders (16.B); a second panic eliminates.
            if (target === 1 && fortified) continue;
            const k = weakest((x) => st[x] === 0 && !(target === 1 && ts[x]!.elite));
            if (k >= 0) st[k] = 1;
            else if (!(target === 1 && ts.some((p, x) => st[x] === 0 && p.elite))) {
              const k2 = weakest((x) => st[x] === 1);
              if (k2 >= 0) st[k2] = 2;
            }
          }
          if (!st.includes(0)) {
            loser = target;
            break;
          }
        }
        turn = 1 - turn;
      }
    }
    if (loser === 1) wins++;
    for (let s = 0; s < 2; s++)
      kept[s]! += sides[s]!.reduce((x, p, k) => x + (status[s]![k] === 2 ? 0 : p.strength), 0) / total[s]!;
  }
  return { p: wins / TRIALS, attackerKeeps: kept[0]! / TRIALS, defenderKeeps: kept[1]! / TRIALS };
}
