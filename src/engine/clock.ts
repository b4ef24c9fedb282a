// The game clock (docs/clocks.md): a bank of time per side that runs while the game waits for that
// side, gains a fixed amount when the side hands off (up to a cap), stops during a vacation or a pause,
// and, once spent, lets the opponent choose what happens. Time enters only as events: the application
// stamps each clock event with the epoch milliseconds it happened at (`at`), and this fold reads no
// clock. Rules code (src/games) knows nothing of it: the kernel folds these events for every game.
// With the game option clock_sleep:stops, a side's clock is not charged during its player's sleep
// hours: the application works out how much of the time since the last settlement was slept and
// records it (kernel.clock-slept, before whatever settles next), so the fold never reads a time zone
// and a player's later change of settings changes no past charge.
import { RuleError } from './rule-error.ts';

/** One side's clock. `bank` is what was left at `ClockState.since` (for a side not running, what is left). */
export interface ClockSide {
  side: string;
  bank: number;
  /** Vacation time left (milliseconds), used by calendar time while away. */
  vacationLeft: number;
  /** Away on vacation from..until (epoch ms): the side's clock does not run in between. */
  away?: { from: number; until: number };
  /** clock_sleep:stops: its player's sleep hours in force since its clock last started (recorded then). */
  hours?: SleepWindow;
}

/** A player's sleep hours as recorded in the log: minutes after local midnight (from > to wraps past
 *  midnight) in an IANA time zone (null: UTC). The fold only carries them; the application reads them. */
export interface SleepWindow {
  from: number;
  to: number;
  zone: string | null;
}

/** Milliseconds of a side's running time spent asleep (not charged), as recorded by the application. */
export interface SleptTime {
  side: string;
  ms: number;
}

export interface ClockState {
  preset: string;
  /** Milliseconds of a day for this game (86 400 000; smaller in tests, CLOCK_DAY_MS). */
  day: number;
  /** clock_sleep:stops: a side's clock is not charged during its player's sleep hours. */
  sleep?: true;
  gain: number;
  cap: number;
  sides: ClockSide[];
  /** The sides whose clock runs (the sides the game waits for), since `since`. */
  running: string[];
  /** When the running clocks were last settled; null until the table is full and the clock starts. */
  since: number | null;
  paused?: true;
  /** A pause or a resumption asked by one side, until the other accepts or declines. */
  ask?: { side: string; what: 'pause' | 'resume' };
  /** A side whose clock ran out: the opponent chooses (claim, stand-in, more time, wait). */
  out?: { side: string; at: number; waiting?: true };
  /** Sides Heliograph's bot plays until their player comes back. */
  standIn?: string[];
  /** The side that lost on time (the opponent claimed the win). */
  lost?: string;
}

export interface ClockPreset {
  name: string;
  /** In days: the starting bank, the gain per hand-off, the cap, the vacation bank. */
  start: number;
  gain: number;
  cap: number;
  vacation: number;
}

/** In the spirit of Rally the Troops: a bank, a gain per hand-off, a cap; and days of vacation. */
export const CLOCK_PRESETS: readonly ClockPreset[] = [
  { name: 'relaxed', start: 7, gain: 2, cap: 14, vacation: 14 },
  { name: 'standard', start: 3, gain: 1, cap: 7, vacation: 7 },
  { name: 'fast', start: 0.5, gain: 0.25, cap: 1, vacation: 3 },
];
export const CLOCK_CHOICES: readonly string[] = ['none', ...CLOCK_PRESETS.map((p) => p.name)];
export const DAY_MS = 86_400_000;

/** A duration in the game's days: "3 days", "2 days 22 hours", "12 hours", "40 minutes". */
export function span(ms: number, day: number): string {
  const hour = day / 24;
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  let d = Math.floor(ms / day);
  let h = Math.round((ms - d * day) / hour);
  if (h === 24) [d, h] = [d + 1, 0];
  if (d > 0) return h > 0 ? `${plural(d, 'day')} ${plural(h, 'hour')}` : plural(d, 'day');
  if (ms >= hour) return plural(h, 'hour');
  return plural(Math.round(ms / (hour / 60)), 'minute');
}

export type ClockEvent =
  | {
      type: 'kernel.clock-set';
      preset: string;
      day: number;
      start: number;
      gain: number;
      cap: number;
      vacation: number;
      sides: string[];
      /** clock_sleep:stops (absent in games without it, and in games created before it). */
      sleep?: true;
    }
  /** The sides the game waits for changed (or the clock starts): those leaving gain, `to` run from `at`.
   *  `hours`: with clock_sleep:stops, the sleep hours in force for each side that starts running (null: none). */
  | { type: 'kernel.clock-turn'; at: number; to: string[]; hours?: { side: string; sleep: SleepWindow | null }[] }
  /** clock_sleep:stops: of the running time since the last settlement, `sides` slept this long each. */
  | { type: 'kernel.clock-slept'; at: number; sides: SleptTime[] }
  | { type: 'kernel.clock-timeout'; side: string; at: number }
  | { type: 'kernel.clock-wait'; side: string; by: string; at: number }
  | { type: 'kernel.clock-given'; side: string; by: string; ms: number; at: number }
  | { type: 'kernel.clock-stand-in'; side: string; by: string; at: number }
  | { type: 'kernel.clock-seat-back'; side: string; at: number }
  | { type: 'kernel.clock-claimed'; side: string; by: string; at: number }
  | { type: 'kernel.vacation-started'; side: string; at: number; until: number }
  | { type: 'kernel.vacation-ended'; side: string; at: number }
  | { type: 'kernel.pause-asked'; side: string; what: 'pause' | 'resume'; at: number }
  | { type: 'kernel.pause-declined'; side: string; at: number }
  | { type: 'kernel.paused'; side: string; at: number }
  | { type: 'kernel.resumed'; side: string; at: number };

export const CLOCK_EVENTS: ReadonlySet<string> = new Set([
  'kernel.clock-set',
  'kernel.clock-turn',
  'kernel.clock-slept',
  'kernel.clock-timeout',
  'kernel.clock-wait',
  'kernel.clock-given',
  'kernel.clock-stand-in',
  'kernel.clock-seat-back',
  'kernel.clock-claimed',
  'kernel.vacation-started',
  'kernel.vacation-ended',
  'kernel.pause-asked',
  'kernel.pause-declined',
  'kernel.paused',
  'kernel.resumed',
]);

/** The clock-set event of a preset (null for `none`); `day` shortens every duration in tests; `sleep`:
 *  clock_sleep:stops. */
export function clockSetEvent(
  preset: string,
  sides: readonly string[],
  day = DAY_MS,
  sleep = false,
): ClockEvent | null {
  if (preset === 'none') return null;
  const p = CLOCK_PRESETS.find((x) => x.name === preset);
  if (!p) throw new RuleError('clock', `clock:${preset} is not a clock; clocks: ${CLOCK_CHOICES.join(', ')}`);
  const ms = (days: number) => Math.round(days * day);
  return {
    type: 'kernel.clock-set',
    preset: p.name,
    day,
    start: ms(p.start),
    gain: ms(p.gain),
    cap: ms(p.cap),
    vacation: ms(p.vacation),
    sides: [...sides],
    ...(sleep ? { sleep: true as const } : {}),
  };
}

/** Time a side's clock ran between `since` and `t`, leaving out its vacation. */
function ran(since: number, t: number, away: ClockSide['away']): number {
  let e = t - since;
  if (away) {
    const a = Math.max(away.from, since);
    const b = Math.min(away.until, t);
    if (b > a) e -= b - a;
  }
  return Math.max(0, e);
}

/** Whether a side's clock runs now (the game waits for it, not paused, not held by the stand-in). */
export const runs = (c: ClockState, side: string): boolean =>
  c.since !== null && c.paused === undefined && c.running.includes(side) && !(c.standIn ?? []).includes(side);

/** The clock with every running side charged up to `t` (less what `slept` says it slept) and finished vacations used up. */
function settle(c: ClockState, t: number, slept: readonly SleptTime[] = []): ClockState {
  const sides = c.sides.map((s): ClockSide => {
    const asleep = slept.find((x) => x.side === s.side)?.ms ?? 0;
    const charged = runs(c, s.side) ? Math.max(0, ran(c.since!, t, s.away) - asleep) : 0;
    const bank = Math.max(0, s.bank - charged);
    if (s.away && s.away.until <= t) {
      const { away, ...rest } = s;
      return { ...rest, bank, vacationLeft: Math.max(0, s.vacationLeft - (away.until - away.from)) };
    }
    return { ...s, bank };
  });
  return { ...c, sides, since: c.since === null ? null : t };
}

const withSide = (c: ClockState, side: string, f: (s: ClockSide) => ClockSide): ClockState => ({
  ...c,
  sides: c.sides.map((s) => (s.side === side ? f(s) : s)),
});

function without<K extends 'out' | 'ask' | 'paused'>(c: ClockState, key: K): ClockState {
  const { [key]: _dropped, ...rest } = c;
  return rest as ClockState;
}

/** The clock after one of its events (the kernel's fold: pure, reads only the event's `at`). */
export function evolveClock(c: ClockState | undefined, e: ClockEvent): ClockState | undefined {
  if (e.type === 'kernel.clock-set')
    return {
      preset: e.preset,
      day: e.day,
      ...(e.sleep ? { sleep: true as const } : {}),
      gain: e.gain,
      cap: e.cap,
      sides: e.sides.map((side) => ({ side, bank: e.start, vacationLeft: e.vacation })),
      running: [],
      since: null,
    };
  if (!c) return c; // a clock event in a game without a clock changes nothing (never written)
  switch (e.type) {
    case 'kernel.clock-turn': {
      const started = c.since !== null;
      let n = settle(c, e.at);
      for (const side of n.running.filter((s) => !e.to.includes(s)))
        if (started) n = withSide(n, side, (s) => ({ ...s, bank: Math.min(n.cap, s.bank + n.gain) }));
      if (n.out && !e.to.includes(n.out.side)) n = without(n, 'out');
      for (const { side, sleep } of e.hours ?? [])
        n = withSide(n, side, (s) => {
          const { hours: _old, ...rest } = s;
          return sleep ? { ...rest, hours: sleep } : rest;
        });
      return { ...n, running: [...e.to], since: e.at };
    }
    case 'kernel.clock-slept':
      return settle(c, e.at, e.sides);
    case 'kernel.clock-timeout':
      return { ...settle(c, e.at), out: { side: e.side, at: e.at } };
    case 'kernel.clock-wait':
      return c.out ? { ...c, out: { ...c.out, waiting: true } } : c;
    case 'kernel.clock-given': {
      const n = withSide(settle(c, e.at), e.side, (s) => ({ ...s, bank: s.bank + e.ms }));
      return n.out?.side === e.side ? without(n, 'out') : n;
    }
    case 'kernel.clock-stand-in': {
      const n = settle(c, e.at);
      return { ...without(n, 'out'), standIn: [...(n.standIn ?? []).filter((s) => s !== e.side), e.side] };
    }
    case 'kernel.clock-seat-back': {
      const n = settle(c, e.at);
      const standIn = (n.standIn ?? []).filter((s) => s !== e.side);
      if (standIn.length > 0) return { ...n, standIn };
      const { standIn: _gone, ...rest } = n;
      return rest;
    }
    case 'kernel.clock-claimed':
      return { ...without(settle(c, e.at), 'out'), lost: e.side };
    case 'kernel.vacation-started':
      return withSide(settle(c, e.at), e.side, (s) => ({ ...s, away: { from: e.at, until: e.until } }));
    case 'kernel.vacation-ended':
      return withSide(settle(c, e.at), e.side, (s) => {
        if (!s.away) return s;
        const { away, ...rest } = s;
        return { ...rest, vacationLeft: Math.max(0, s.vacationLeft - (e.at - away.from)) };
      });
    case 'kernel.pause-asked':
      return { ...c, ask: { side: e.side, what: e.what } };
    case 'kernel.pause-declined':
      return without(c, 'ask');
    case 'kernel.paused':
      return { ...without(settle(c, e.at), 'ask'), paused: true };
    case 'kernel.resumed': {
      const n = without(without(c, 'ask'), 'paused');
      return { ...n, since: n.since === null ? null : e.at };
    }
  }
}

/** What is left on a side's clock at `now`, and whether it runs. */
export function remaining(c: ClockState, side: string, now: number): { left: number; running: boolean } {
  const s = c.sides.find((x) => x.side === side);
  if (!s) return { left: 0, running: false };
  if (!runs(c, side)) return { left: s.bank, running: false };
  return { left: Math.max(0, s.bank - ran(c.since!, now, s.away)), running: true };
}

/** When a running side's bank is spent: its vacation pushes the moment back. */
function spentAt(since: number, s: ClockSide): number {
  if (!s.away || s.away.until <= since) return since + s.bank;
  const a = Math.max(s.away.from, since);
  if (since + s.bank <= a) return since + s.bank;
  return s.away.until + s.bank - (a - since);
}

/** The next timeout the application must watch for (the earliest spent clock), or null. */
export function nextTimeout(c: ClockState | undefined): { side: string; due: number } | null {
  if (!c || c.since === null || c.paused || c.lost !== undefined) return null;
  let next: { side: string; due: number } | null = null;
  for (const s of c.sides) {
    if (!runs(c, s.side) || c.out?.side === s.side) continue;
    const due = spentAt(c.since, s);
    if (!next || due < next.due) next = { side: s.side, due };
  }
  return next;
}

/** What a person (or the timer) asks of the clock: `/game vacation`, `/game pause`, `/game timeout`. */
export type ClockOp =
  | { op: 'timeout'; side: string }
  | { op: 'claim' }
  | { op: 'stand-in' }
  | { op: 'give'; ms: number }
  | { op: 'wait' }
  | { op: 'back' }
  | { op: 'vacation'; days: number }
  | { op: 'pause' | 'resume'; answer: 'request' | 'accept' | 'decline' };

/**
 * The events of a clock command by `side` (null: the application's timer) at `at`; a RuleError
 * (rule "clock") says why it cannot be done now.
 */
export function decideClock(c: ClockState | undefined, side: string | null, op: ClockOp, at: number): ClockEvent[] {
  if (!c) throw new RuleError('clock', 'this game has no clock (it was created with clock:none or before clocks)');
  if (c.lost !== undefined) throw new RuleError('clock', `the game is over: ${c.lost} lost on time`);
  const opponentOf = (out: string): string => {
    if (side === null || side === out)
      throw new RuleError('clock', `only ${out}'s opponent chooses what happens when ${out}'s clock runs out`);
    return side;
  };
  switch (op.op) {
    case 'timeout': {
      const left = remaining(c, op.side, at);
      if (!left.running || c.out?.side === op.side || left.left > 0)
        throw new RuleError('clock', `${op.side}'s clock has not run out`);
      return [{ type: 'kernel.clock-timeout', side: op.side, at }];
    }
    case 'claim':
    case 'stand-in':
    case 'wait': {
      if (!c.out) throw new RuleError('clock', 'no clock has run out: there is nothing to choose');
      const by = opponentOf(c.out.side);
      if (op.op === 'claim') return [{ type: 'kernel.clock-claimed', side: c.out.side, by, at }];
      if (op.op === 'stand-in') return [{ type: 'kernel.clock-stand-in', side: c.out.side, by, at }];
      if (c.out.waiting) throw new RuleError('clock', `you already chose to wait for ${c.out.side}`);
      return [{ type: 'kernel.clock-wait', side: c.out.side, by, at }];
    }
    case 'give': {
      if (side === null) throw new RuleError('clock', 'time is given by a player');
      const to = c.out?.side ?? c.sides.find((s) => s.side !== side)?.side;
      if (!to || to === side) throw new RuleError('clock', 'time is given to the opponent, not to yourself');
      if (!(op.ms > 0)) throw new RuleError('clock', 'give at least one hour');
      return [{ type: 'kernel.clock-given', side: to, by: side, ms: op.ms, at }];
    }
    case 'back': {
      if (side === null || !(c.standIn ?? []).includes(side))
        throw new RuleError('clock', 'Heliograph is not standing in for your side');
      return [{ type: 'kernel.clock-seat-back', side, at }];
    }
    case 'vacation': {
      if (side === null) throw new RuleError('clock', 'a vacation is a player’s');
      const s = c.sides.find((x) => x.side === side);
      if (!s) throw new RuleError('clock', `${side} has no clock`);
      const away = s.away && s.away.until > at ? s.away : undefined;
      if (op.days === 0) {
        if (!away) throw new RuleError('clock', 'you are not on vacation; days:0 ends a vacation');
        return [{ type: 'kernel.vacation-ended', side, at }];
      }
      if (away) throw new RuleError('clock', `you are on vacation until then already; days:0 ends it`);
      const left = s.away ? Math.max(0, s.vacationLeft - (s.away.until - s.away.from)) : s.vacationLeft;
      const want = op.days * c.day;
      if (!Number.isInteger(op.days) || op.days < 0 || want > left)
        throw new RuleError(
          'clock',
          `days:${op.days} is more than your vacation left (${span(left, c.day)}); allowed: 1 to ${Math.floor(left / c.day)} days`,
        );
      return [{ type: 'kernel.vacation-started', side, at, until: at + want }];
    }
    case 'pause':
    case 'resume': {
      if (side === null) throw new RuleError('clock', 'a pause is agreed by the players');
      const paused = c.paused === true;
      if (op.op === 'pause' && paused) throw new RuleError('clock', 'the game is paused already; /game resume request');
      if (op.op === 'resume' && !paused) throw new RuleError('clock', 'the game is not paused');
      if (op.answer === 'request') {
        if (c.ask)
          throw new RuleError('clock', `${c.ask.side} has asked to ${c.ask.what} already: the opponent answers`);
        return [{ type: 'kernel.pause-asked', side, what: op.op, at }];
      }
      if (!c.ask || c.ask.what !== op.op)
        throw new RuleError('clock', `nobody has asked to ${op.op}: /game ${op.op} answer:request asks the opponent`);
      if (c.ask.side === side) throw new RuleError('clock', `your opponent answers your request, not you`);
      if (op.answer === 'decline') return [{ type: 'kernel.pause-declined', side, at }];
      return [op.op === 'pause' ? { type: 'kernel.paused', side, at } : { type: 'kernel.resumed', side, at }];
    }
  }
}

/**
 * The clock events that end a command of `side` (null: no person's) at `at` (appended after the command's own events):
 * a player who moves is back from vacation and takes their seat back from the stand-in, and when the
 * sides the game waits for change (or the clock is to start), a clock-turn. `after` is the clock after
 * the command's own events, `waiting` the sides the game then waits for (none once it is over).
 * `hours` (clock_sleep:stops): each side's sleep hours in force at `at`, recorded for the sides whose
 * clock starts.
 */
export function clockStamp(
  after: ClockState | undefined,
  side: string | null,
  waiting: readonly string[],
  at: number,
  hours: readonly { side: string; sleep: SleepWindow | null }[] = [],
): ClockEvent[] {
  if (!after || after.lost !== undefined) return [];
  const out: ClockEvent[] = [];
  if (side !== null) {
    const s = after.sides.find((x) => x.side === side);
    if (s?.away && s.away.until > at) out.push({ type: 'kernel.vacation-ended', side, at });
    if ((after.standIn ?? []).includes(side)) out.push({ type: 'kernel.clock-seat-back', side, at });
  }
  const to = waiting.filter((w) => after.sides.some((s) => s.side === w));
  const same = to.length === after.running.length && to.every((w) => after.running.includes(w));
  if (after.since === null || !same) {
    const starting = to.filter((w) => after.since === null || !after.running.includes(w));
    const sleep = starting.map((w) => ({ side: w, sleep: hours.find((h) => h.side === w)?.sleep ?? null }));
    out.push({ type: 'kernel.clock-turn', at, to, ...(after.sleep && sleep.length > 0 ? { hours: sleep } : {}) });
  }
  return out;
}
