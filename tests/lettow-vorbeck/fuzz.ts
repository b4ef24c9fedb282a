// The Lettow-Vorbeck fuzzer: complete games of the game's random player (src/games/lettow-vorbeck/
// workloads/) for both sides, driven through the kernel (decideFolded / evolveFolded) for speed, with
// the game's own invariants checked after every event. Used by tests/lettow-vorbeck/fuzz.test.ts,
// tests/fuzz/run.ts and bench/lv.ts. Fog of war (views, log lines, battle sheets, buttons) is the
// conformance kit's (tests/conformance): npm run fuzz hands it each event and command (onFolded, onCommand).
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
import type { AnyGameModule, GameEvent, GameResult, RawOptions } from '../../src/engine/types.ts';
import { lettowVorbeck } from '../../src/games/lettow-vorbeck/index.ts';
import { OPTION_SETS, drawAction, listAction } from '../../src/games/lettow-vorbeck/workloads/index.ts';
import { BOXES, SPACES } from '../../src/games/lettow-vorbeck/data/map.ts';
import { CARDS } from '../../src/games/lettow-vorbeck/data/cards.ts';
import { UNITS } from '../../src/games/lettow-vorbeck/data/units.ts';
import type { LvState } from '../../src/games/lettow-vorbeck/state.ts';
import { contingentViolations } from '../../src/games/lettow-vorbeck/common/space.ts';

export const LV: AnyGameModule = lettowVorbeck;

/** Every combination of the options (the game's OPTION_SETS, src/games/lettow-vorbeck/workloads/). */
export const optionCombos = (): RawOptions[] => [...OPTION_SETS];

export interface FuzzOptions {
  /** Probability of ending the phase when /phase end is among the legal actions. */
  pEnd?: number;
  /** Replay the log from the start at this many random points (plus the end). */
  replayChecks?: number;
  maxActions?: number;
  /** Probability of taking back a command its player may take back alone (kernel.undone). */
  pUndo?: number;
  /** Check the invariants (after every event, 29.B at each phase end, the replay at the end, each take-back; default true; the bench turns them off). */
  invariants?: boolean;
  /**
   * Draw each action from the module's actionGroups (walking only what one draw needs)
   * instead of reading the whole list of actions(): uniform among the groups that hold an action (in
   * the March Phase a stack and kind of move, then one of its destinations), /phase end with pEnd as
   * with the list. The bench's random games; the fuzzer's default (and the fingerprints) read the list.
   */
  lazy?: boolean;
  /** Called with the position before each action is chosen (bench). */
  onState?: (s: LvState) => void;
  /** Called with each event after it is folded (bench, tools). */
  onEvent?: (e: GameEvent) => void;
  /** Called with each event and the states before and after it (the conformance kit's checks, npm run fuzz). */
  onFolded?: (before: Folded, e: GameEvent, after: Folded) => void;
  /** Called after the setup and each command with the state now and the log, the command's events its last `fresh`. */
  onCommand?: (f: Folded, log: readonly GameEvent[], fresh: number) => void;
}

export interface FuzzGame {
  seed: string;
  options: RawOptions;
  result: GameResult;
  events: number;
  actions: number;
}

const LOCATIONS = new Set([...SPACES.map((s) => s.id), ...BOXES.map((b) => b.id)]);

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

/** Plays one complete game; throws InvariantError (or whatever the rules throw) on a failure. */
export function playGame(seed: string, options: RawOptions, o: FuzzOptions = {}): FuzzGame {
  const rand = seedrandom(`fuzz:${seed}`);
  const pEnd = o.pEnd ?? 0.3;
  const maxActions = o.maxActions ?? 20000;
  const log: GameEvent[] = setupEvents(LV, seed, options);
  let f: Folded = initialFolded(LV);
  for (const e of log) {
    const before = f;
    f = evolveFolded(LV, f, e);
    o.onFolded?.(before, e, f);
  }
  o.onCommand?.(f, log, log.length);
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
      const folded = f;
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
      o.onFolded?.(folded, e, f);
      if (checks) checkInvariants(f.game as LvState, seed, f.seq);
      if (replayAt.has(f.seq)) {
        const replay = fold(LV, log);
        if (JSON.stringify(replay) !== JSON.stringify(f))
          fail('replaying the log does not reproduce the state', seed, f.seq);
      }
    }
    o.onCommand?.(f, log, events.length);
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
      const taken = f;
      f = evolveFolded(LV, f, undone);
      log.push(undone);
      o.onEvent?.(undone);
      o.onFolded?.(taken, undone, f);
      o.onCommand?.(f, log, 1);
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
