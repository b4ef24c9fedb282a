// The Lettow-Vorbeck fuzzer: complete games of the game's random player (src/games/lettow-vorbeck/
// workloads/) for both sides, driven through the kernel (decideFolded / evolveFolded) for speed, with
// the invariants checked after every event. Used by tests/lettow-vorbeck/fuzz.test.ts, tests/fuzz/run.ts and bench/lv.ts.
import seedrandom from 'seedrandom';
import {
  decideFolded,
  evolveFolded,
  fold,
  initialFolded,
  resultOf,
  setupEvents,
  type Folded,
} from '../../src/engine/kernel.ts';
import { RuleError } from '../../src/engine/rule-error.ts';
import type { AnyGameModule, GameEvent, GameResult, RawOptions, Viewer } from '../../src/engine/types.ts';
import { lettowVorbeck } from '../../src/games/lettow-vorbeck/index.ts';
import { OPTION_SETS, drawAction, listAction } from '../../src/games/lettow-vorbeck/workloads/index.ts';
import { BOXES, SPACES, isSpace } from '../../src/games/lettow-vorbeck/data/map.ts';
import { CARDS } from '../../src/games/lettow-vorbeck/data/cards.ts';
import { UNITS, unitById } from '../../src/games/lettow-vorbeck/data/units.ts';
import type { LvState } from '../../src/games/lettow-vorbeck/state.ts';
import { contingentViolations } from '../../src/games/lettow-vorbeck/common/space.ts';
import { pendingButtons } from '../../src/games/lettow-vorbeck/battle/buttons.ts';
import type { BattleEvent } from '../../src/games/lettow-vorbeck/battle/events.ts';
import { battleRecordEndingAt, battleSheet } from '../../src/games/lettow-vorbeck/battle/sheet.ts';
import type { DecisionButton } from '../../src/engine/buttons.ts';

export const LV: AnyGameModule = lettowVorbeck;

/** Every combination of the options (the game's OPTION_SETS, src/games/lettow-vorbeck/workloads/). */
export const optionCombos = (): RawOptions[] => [...OPTION_SETS];

export interface FuzzOptions {
  /** Probability of ending the phase when /phase end is among the legal actions. */
  pEnd?: number;
  /** Check fog of war in view(), describe(), the battle sheets and the buttons after every event (slower). */
  checkLeaks?: boolean;
  /** Replay the log from the start at this many random points (plus the end). */
  replayChecks?: number;
  maxActions?: number;
  /** Probability of taking back a command its player may take back alone (issue #9, kernel.undone). */
  pUndo?: number;
  /** Check the invariants (after every event, 29.B at each phase end, the replay at the end, each take-back; default true; the bench turns them off). */
  invariants?: boolean;
  /**
   * Draw each action from the module's actionGroups (issue #14: walking only what one draw needs)
   * instead of reading the whole list of actions(): uniform among the groups that hold an action (in
   * the March Phase a stack and kind of move, then one of its destinations), /phase end with pEnd as
   * with the list. The bench's random games; the fuzzer's default (and the fingerprints) read the list.
   */
  lazy?: boolean;
  /** Called with the position before each action is chosen (bench). */
  onState?: (s: LvState) => void;
  /** Called with each event after it is folded (bench, tools). */
  onEvent?: (e: GameEvent) => void;
}

export interface FuzzGame {
  seed: string;
  options: RawOptions;
  result: GameResult;
  events: number;
  actions: number;
}

const LOCATIONS = new Set([...SPACES.map((s) => s.id), ...BOXES.map((b) => b.id)]);
const HIDDEN_BOXES = new Set(['indian-ocean-box', 'german-recruit-box', 'allied-recruit-box']);

export class InvariantError extends Error {}

const fail = (msg: string, seed: string, seq: number): never => {
  throw new InvariantError(`[seed ${seed} after event ${seq}] ${msg}`);
};

/** The invariants that must hold after every event. */
export function checkInvariants(s: LvState, seed: string, seq: number): void {
  const ids = Object.keys(s.units);
  if (s.started && ids.length !== UNITS.length)
    fail(`${ids.length} units in the state, expected ${UNITS.length}`, seed, seq);
  for (const [id, u] of Object.entries(s.units)) {
    if (!LOCATIONS.has(u.location)) fail(`${id} is in an unknown place "${u.location}"`, seed, seq);
    // Panicked units exist only inside a battle (13.3.2, 13.6).
    if (u.panicked && !(s.battle && s.battle.fight)) fail(`${id} is panicked outside a battle`, seed, seq);
  }
  if (!s.started) return;
  for (const side of ['German', 'Allied'] as const) {
    const d = s.decks[side];
    const all = [...d.draw, ...d.discard, ...d.removed, ...(d.current ? [d.current] : [])];
    const own = CARDS.filter((c) => c.side === side).map((c) => c.id);
    if (all.length !== own.length || new Set(all).size !== own.length || !all.every((c) => own.includes(c))) {
      fail(`${side} cards not all accounted for: ${all.join(',')}`, seed, seq);
    }
  }
}

/** The unit ids a viewer may not identify (10.0, R36): the other side's units in map spaces without contact, in the Indian Ocean box and in its pool. */
export function hiddenUnits(s: LvState, viewer: Viewer): Set<string> {
  const out = new Set<string>();
  if (viewer.kind === 'referee') return out;
  const contested = new Set<string>();
  const sidesAt = new Map<string, Set<string>>();
  for (const [id, u] of Object.entries(s.units)) {
    const set = sidesAt.get(u.location) ?? new Set<string>();
    set.add(unitById(id).side);
    sidesAt.set(u.location, set);
  }
  for (const [loc, set] of sidesAt) if (isSpace(loc) && set.size > 1) contested.add(loc);
  // R36: all units in a space where a battle happens are revealed, for the whole battle.
  const fight = s.battle?.fight;
  const inBattle = new Set<string>(fight ? [...fight.forces.German, ...fight.forces.Allied] : []);
  for (const [id, u] of Object.entries(s.units)) {
    const side = unitById(id).side;
    if (viewer.kind === 'side' && viewer.side === side) continue;
    if (inBattle.has(id)) continue;
    if ((isSpace(u.location) && !contested.has(u.location)) || HIDDEN_BOXES.has(u.location)) out.add(id);
  }
  return out;
}

const mentions = (text: string, id: string): boolean =>
  new RegExp(`(?<![\\w-])${id.replace(/[-]/g, '\\-')}(?![\\w-])`).test(text);

// A unit's printed name, where it names that unit alone: "Mombasa" and "Nairobi" are spaces too,
// and some names are printed on two counters ("PEA": the Portuguese infantry and garrison).
const PLACE_NAMES = new Set<string>(SPACES.map((sp) => sp.name));
const NAME_COUNT = new Map<string, number>();
for (const u of UNITS) NAME_COUNT.set(u.name, (NAME_COUNT.get(u.name) ?? 0) + 1);
const escape = (t: string): string => t.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const namesUnit = (text: string, id: string): boolean => {
  const name = unitById(id).name;
  if (PLACE_NAMES.has(name) || NAME_COUNT.get(name) !== 1) return false;
  return new RegExp(`(?<![\\w/-])${escape(name)}(?![\\w/-])`).test(text);
};

const VIEWERS: Viewer[] = [{ kind: 'public' }, { kind: 'side', side: 'German' }, { kind: 'side', side: 'Allied' }];

/**
 * The hidden units a battle sheet (the picture's input, battle/sheet.ts) names, by id or printed
 * name. The units of the battle itself were revealed to all (R36) and may be named.
 */
export function sheetLeaks(record: readonly BattleEvent[], viewer: Viewer, hidden: ReadonlySet<string>): string[] {
  const started = record.find((e) => e.type === 'battle.started');
  const fought = new Set(
    started?.type === 'battle.started' ? [...started.forces.German, ...started.forces.Allied].map((u) => u.unit) : [],
  );
  const json = JSON.stringify(battleSheet(record, viewer));
  return [...hidden].filter((id) => !fought.has(id) && (mentions(json, id) || namesUnit(json, id)));
}

/**
 * The hidden units a decision button names (label or command): a public button is seen by both sides
 * in the channel, so it may name no unit the public view hides; a private one goes to the deciding
 * side, so it may name no unit hidden from that side.
 */
export function buttonLeaks(
  buttons: readonly DecisionButton[],
  hiddenFromPublic: ReadonlySet<string>,
  hiddenFromDecider: ReadonlySet<string>,
): string[] {
  const out: string[] = [];
  for (const b of buttons) {
    const text = `${b.label} ${b.command}`;
    for (const id of b.public ? hiddenFromPublic : hiddenFromDecider)
      if (mentions(text, id) || namesUnit(text, id))
        out.push(`${id} in ${b.public ? 'public' : 'private'} button "${text}"`);
  }
  return out;
}

/**
 * Fog of war: neither view() (the input of the map and of each side's DM picture), describe(), the
 * battle sheet's model (after each battle) nor a decision button names a unit the viewer may not
 * identify. `log` is the log up to and including `e`.
 */
export function checkLeaks(
  before: LvState,
  after: LvState,
  e: GameEvent,
  seed: string,
  seq: number,
  log: readonly GameEvent[] = [],
): void {
  for (const viewer of VIEWERS) {
    const hiddenAfter = hiddenUnits(after, viewer);
    const json = JSON.stringify(LV.view(after, viewer));
    for (const id of hiddenAfter)
      if (mentions(json, id)) fail(`view(${JSON.stringify(viewer)}) reveals ${id}`, seed, seq);
    if (e.type.startsWith('kernel.')) continue;
    const line = `${LV.describe(e, viewer, before) ?? ''}\n${viewer.kind === 'public' ? LV.expected(after).text : ''}`;
    const hiddenBefore = hiddenUnits(before, viewer);
    for (const id of hiddenAfter) {
      if (hiddenBefore.has(id) && mentions(line, id))
        fail(`describe(${e.type}) for ${JSON.stringify(viewer)} reveals ${id}: ${line}`, seed, seq);
    }
    if (e.type === 'battle.finished' && log.length > 0) {
      const leaked = sheetLeaks(battleRecordEndingAt(log, log.length - 1), viewer, hiddenAfter);
      if (leaked.length) fail(`the battle sheet for ${JSON.stringify(viewer)} names ${leaked.join(', ')}`, seed, seq);
    }
  }
  if (after.pending) {
    const decider: Viewer = { kind: 'side', side: after.pending.side };
    const leaked = buttonLeaks(
      pendingButtons(after),
      hiddenUnits(after, { kind: 'public' }),
      hiddenUnits(after, decider),
    );
    if (leaked.length) fail(`decision buttons leak: ${leaked.join('; ')}`, seed, seq);
  }
}

/** Plays one complete game; throws InvariantError (or whatever the rules throw) on a failure. */
export function playGame(seed: string, options: RawOptions, o: FuzzOptions = {}): FuzzGame {
  const rand = seedrandom(`fuzz:${seed}`);
  const pEnd = o.pEnd ?? 0.3;
  const maxActions = o.maxActions ?? 20000;
  const log: GameEvent[] = setupEvents(LV, seed, options);
  let f: Folded = fold(LV, log);
  const replayAt = new Set<number>();
  for (let i = 0; i < (o.replayChecks ?? 2); i++) replayAt.add(Math.floor(rand() * 400) + 5);
  let actions = 0;
  const pUndo = o.pUndo ?? 0.05;
  const checks = o.invariants !== false;
  for (;;) {
    const result = resultOf(LV, f);
    if (result) {
      if (checks && JSON.stringify(fold(LV, log)) !== JSON.stringify(f))
        fail('replaying the log does not reproduce the state', seed, f.seq);
      return { seed, options, result, events: f.seq, actions };
    }
    if (++actions > maxActions) fail(`no result after ${maxActions} actions`, seed, f.seq);
    const s = f.game as LvState;
    o.onState?.(s);
    const sides = LV.expected(s).sides;
    if (sides.length === 0) fail('nobody is expected to act, but the game is not over', seed, f.seq);
    const side = sides[Math.floor(rand() * sides.length)]!;
    const action =
      (o.lazy ? drawAction(s, side, rand, pEnd) : listAction(s, side, rand, pEnd)) ??
      fail(`${side} is expected to act (${LV.expected(s).text}) but has no legal action`, seed, f.seq);
    let events: GameEvent[];
    try {
      events = decideFolded(LV, f, seed, side, action);
    } catch (e) {
      const why = e instanceof RuleError ? e.message : String(e);
      throw new InvariantError(
        `[seed ${seed} after event ${f.seq}] legal action ${JSON.stringify(action)} by ${side} was refused: ${why}`,
      );
    }
    const start = f;
    let own = true;
    for (const e of events) {
      const before = f.game as LvState;
      own &&= e.type.startsWith('kernel.') ? false : LV.undoable!(e, before) === 'own';
      // 29.B, R12: no two Allied contingents share a space at the end of a phase.
      if (checks && e.type === 'phase-began' && before.phase !== 'setup') {
        const bad = contingentViolations(before);
        if (bad.length)
          fail(`29.B broken at the end of the ${before.phase} phase: ${JSON.stringify(bad)}`, seed, f.seq);
      }
      f = evolveFolded(LV, f, e);
      log.push(e);
      o.onEvent?.(e);
      if (checks) checkInvariants(f.game as LvState, seed, f.seq);
      if (o.checkLeaks) checkLeaks(before, f.game as LvState, e, seed, f.seq, log);
      if (replayAt.has(f.seq)) {
        const replay = fold(LV, log);
        if (JSON.stringify(replay) !== JSON.stringify(f))
          fail('replaying the log does not reproduce the state', seed, f.seq);
      }
    }
    // Now and then the player takes the command back (/undo last): the state must be as before it.
    if (own && rand() < pUndo) {
      const { seq: _seq, ...restored } = start;
      const undone: GameEvent = {
        type: 'kernel.undone',
        side,
        from: start.seq + 1,
        to: f.seq,
        consent: false,
        restored,
      };
      f = evolveFolded(LV, f, undone);
      log.push(undone);
      o.onEvent?.(undone);
      if (checks && JSON.stringify({ ...f, seq: 0 }) !== JSON.stringify({ ...start, seq: 0 }))
        fail('a take-back does not restore the state before the command', seed, f.seq);
    }
  }
}

/** Plays `games` games across all option combinations. */
export function fuzz(games: number, o: FuzzOptions = {}, seedBase = 'lv'): FuzzGame[] {
  const combos = optionCombos();
  const out: FuzzGame[] = [];
  for (let i = 0; i < games; i++) out.push(playGame(`${seedBase}-${i}`, combos[i % combos.length]!, o));
  return out;
}

export const initial = (): Folded => initialFolded(LV);
