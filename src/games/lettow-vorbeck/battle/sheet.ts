// The battle sheet as one viewer may see it: the model render/battle.ts draws (it draws nothing
// else: no events, no unit data). Built from one battle's record (events.ts: from `battle.started`,
// with an optional `battle.air-support-rolled` before it, to `battle.finished`).
// All units in a battle space are revealed to both sides (R36), so both forces, the rolls and the
// losses are the same for every viewer. The 20.B recruit and the 20.C loss are not: they join or
// leave stacks away from the battle, so only their owner (and the referee) learns which unit it is
// (10.0) — the same rule as the log lines (describe.ts), through the view's `canSee`.
import type { Viewer } from '../../../engine/types.ts';
import { isSpace, spaceById } from '../data/map.ts';
import type { Side, UnitDef } from '../data/types.ts';
import { isUnit, unitById } from '../data/units.ts';
import { canSee } from '../view.ts';
import type { BattleEvent, SuperiorityRoll } from './events.ts';

/** What a counter shows: its printed face. */
export type CounterFace = Pick<UnitDef, 'id' | 'name' | 'side' | 'contingent' | 'type' | 'strength' | 'elite'>;

/** A counter in one of the two forces, with its state at the end of the record. */
export interface SheetCounter {
  face: CounterFace;
  /** 21.4.B: the strength it fought at when out of supply (below the printed one), else null. */
  outOfSupply: number | null;
  panicked: boolean;
  /** 13.6: it was panicked in this battle and rallied at its end (its face is up again, but it was hit). */
  rallied: boolean;
  eliminated: boolean;
}

export interface SheetForce {
  side: Side;
  role: 'attacker' | 'defender';
  counters: SheetCounter[];
}

/** One Tactical Superiority roll: the die and its line ("German: die 4 +1 elite (16.A) = 5"). */
export interface SheetRoll {
  die: number;
  text: string;
}

export type SheetRow =
  | { kind: 'round'; title: string; attacker: SheetRoll; defender: SheetRoll }
  | {
      kind: 'fire';
      side: Side;
      face: CounterFace;
      title: string;
      dice: { die: number; result: string }[];
      losses: string[];
    }
  | { kind: 'text'; text: string };

export interface BattleSheet {
  viewer: 'public' | 'referee' | Side;
  title: string;
  /** Terrain, fort, Major Battle, Air Support, out of supply. */
  facts: string[];
  /** Attacker first. */
  forces: [SheetForce, SheetForce];
  /** Each round's superiority roll, then each unit's fire with the losses it caused, in order. */
  rows: SheetRow[];
  outcome: string;
  /** Retreat, pursuit, 20.B/20.C, the eliminated units. */
  tail: string[];
}

const place = (id: string): string => (isSpace(id) ? spaceById(id).name : id);
// A battle record may name a unit the data does not know (a sandbox or test id): shown by its id.
const unitName = (id: string): string => (isUnit(id) ? unitById(id).name : id);

function face(id: string): CounterFace {
  const u = unitById(id);
  return {
    id: u.id,
    name: u.name,
    side: u.side,
    contingent: u.contingent,
    type: u.type,
    strength: u.strength,
    elite: u.elite,
  };
}

const rollText = (r: SuperiorityRoll): string => {
  const mods = r.modifiers.map((m) => `+${m.value} ${m.id} (${m.rule})`).join(' ');
  return `${r.side}: die ${r.die}${mods ? ` ${mods}` : ''} = ${r.total}`;
};

type Of<T extends BattleEvent['type']> = Extract<BattleEvent, { type: T }>;
const first = <T extends BattleEvent['type']>(record: readonly BattleEvent[], type: T): Of<T> | undefined =>
  record.find((e): e is Of<T> => e.type === type);

/** The battle sheet of `record` for `viewer`. Throws if the record has no `battle.started`. */
export function battleSheet(record: readonly BattleEvent[], viewer: Viewer): BattleSheet {
  const started = first(record, 'battle.started');
  if (!started) throw new Error('battleSheet: the record has no battle.started event');
  const finished = first(record, 'battle.finished');
  const air = first(record, 'battle.air-support-rolled');
  // Final state of each unit.
  const eliminated = new Set<string>();
  const panicked = new Set<string>();
  const rallied = new Set<string>();
  for (const side of ['German', 'Allied'] as const)
    for (const u of started.forces[side]) if (u.panicked) panicked.add(u.unit);
  for (const e of record) {
    if (e.type === 'battle.loss-taken') (e.effect === 'eliminated' ? eliminated : panicked).add(e.unit);
    if (e.type === 'battle.retreat-eliminated') e.units.forEach((u) => eliminated.add(u));
    if (e.type === 'battle.rallied')
      e.units.forEach((u) => {
        if (panicked.delete(u)) rallied.add(u);
      });
  }
  const rows: SheetRow[] = [];
  for (const e of record) {
    if (e.type === 'battle.superiority-rolled')
      rows.push({
        kind: 'round',
        title: `Round ${e.round} — Tactical Superiority (13.1.1): ${e.winner} fires first`,
        attacker: { die: e.attacker.die, text: rollText(e.attacker) },
        defender: { die: e.defender.die, text: rollText(e.defender) },
      });
    else if (e.type === 'battle.unit-fired')
      rows.push({
        kind: 'fire',
        side: e.side,
        face: face(e.unit),
        title: `${unitName(e.unit)} fires`,
        dice: e.dice.map((die, k) => ({ die, result: e.results[k] ?? '-' })),
        losses: [],
      });
    else if (e.type === 'battle.loss-taken') {
      const last = rows[rows.length - 1];
      const t = `${unitName(e.unit)} ${e.effect}${e.to ? ` → ${place(e.to)}` : ''}`;
      if (last && last.kind === 'fire') last.losses.push(t);
      else rows.push({ kind: 'text', text: t });
    } else if (e.type === 'battle.result-ignored')
      rows.push({ kind: 'text', text: `${e.side} ignores ${e.result} (${e.rule})` });
    else if (e.type === 'battle.unit-broke-off')
      rows.push({ kind: 'text', text: `${unitName(e.unit)} breaks off to ${place(e.to)} (18.0)` });
  }
  // 21.4.B: a unit out of supply fights at its printed strength −1; the record holds the strength it fought at.
  const reduced = [...started.forces[started.attacker], ...started.forces[started.defender]].filter(
    (u) => u.strength < unitById(u.unit).strength,
  );
  const facts = [
    `Terrain: ${started.terrain}`,
    started.fortification ? `${started.fortification.kind} (usable by ${started.fortification.usableBy})` : null,
    started.major ? 'Major battle (20.A)' : null,
    started.airSupport ? 'Air Support +1 Allied' : null,
    air ? `Air Support roll ${air.die}: ${air.result}` : null,
    reduced.length
      ? `Out of supply (21.4.B): ${reduced.map((u) => `${unitById(u.unit).name} ${unitById(u.unit).strength}→${u.strength}`).join(', ')}`
      : null,
  ].filter((x): x is string => x !== null);
  const force = (side: Side, role: SheetForce['role']): SheetForce => ({
    side,
    role,
    counters: started.forces[side].map((u) => ({
      face: face(u.unit),
      outOfSupply: u.strength < unitById(u.unit).strength ? u.strength : null,
      panicked: panicked.has(u.unit),
      rallied: rallied.has(u.unit) && !eliminated.has(u.unit),
      eliminated: eliminated.has(u.unit),
    })),
  });
  const won = first(record, 'battle.won');
  const winner = finished?.winner ?? won?.winner ?? null;
  const outcome = winner
    ? `${winner} wins${finished ? ` after ${finished.rounds} round${finished.rounds === 1 ? '' : 's'}` : ''}`
    : finished
      ? 'No winner'
      : 'Battle in progress';
  const tail: string[] = [];
  for (const e of record) {
    if (e.type === 'battle.retreated') tail.push(`${e.side} retreats to ${place(e.to)}`);
    if (e.type === 'battle.pursued') tail.push(`${e.side} pursues into ${place(e.to)}`);
    // 10.0: the 20.B recruit and the 20.C loss are named to their owner alone.
    if (e.type === 'battle.major-recruit' && e.unit)
      tail.push(`${e.side} recruits ${canSee(viewer, e.side) ? unitName(e.unit) : 'a unit'} from its pool (20.B)`);
    if (e.type === 'battle.major-loss' && e.unit)
      tail.push(
        `${e.side} puts ${canSee(viewer, e.side) ? unitName(e.unit) : 'a unit'} from ${place(e.from ?? '')} in its pool (20.C)`,
      );
  }
  if (finished?.eliminated.length) tail.push(`Eliminated: ${finished.eliminated.map(unitName).join(', ')}`);
  return {
    viewer: viewer.kind === 'side' ? (viewer.side as Side) : viewer.kind,
    title: `${started.pursuit ? 'Pursuit battle' : 'Battle'} at ${place(started.space)}`,
    facts,
    forces: [force(started.attacker, 'attacker'), force(started.defender, 'defender')],
    rows,
    outcome,
    tail,
  };
}

/**
 * The battle record that ends with the `battle.finished` at `log[end]`: back to its `battle.started`,
 * with the Air Support roll just before it (24.4).
 */
export function battleRecordEndingAt(log: readonly { type: string }[], end: number): BattleEvent[] {
  let start = end;
  while (start > 0 && log[start]!.type !== 'battle.started') start--;
  if (start > 0 && log[start - 1]!.type === 'battle.air-support-rolled') start--;
  return log.slice(start, end + 1) as BattleEvent[];
}
