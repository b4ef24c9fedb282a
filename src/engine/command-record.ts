// What a command was, recorded beside the events it wrote (the store's `commands` table), so that the
// events can be decided again from it and compared (npm run check-games -- --deep). The service
// decides every appending command through decideRecorded, so the recorded action and the events
// written cannot drift apart. Pure: the dice are those of the command's first event, as ever
// (decideFolded: rngFor(seed, f.seq + 1)), and forced steps that follow are part of the command
// (auto.ts), decided again with them.
import { decideWithForced, forcedEvents } from './auto.ts';
import {
  clockSetEvent,
  clockStamp,
  decideClock,
  DAY_MS,
  type ClockEvent,
  type ClockOp,
  type SleepWindow,
  type SleptTime,
} from './clock.ts';
import { fold, resultOf, setupEvents, type Folded, type KernelEvent } from './kernel.ts';
import type { AnyGameModule, GameAction, GameEvent, RawOptions } from './types.ts';
import type { Restored } from './undo.ts';

export type CommandRecord = Recorded & {
  /** When it was decided (epoch ms), in a game with a running clock: the clock events it ends with
   *  (src/engine/clock.ts clockStamp) are decided from it. Absent: the command does not touch the clock. */
  at?: number;
  /** clock_sleep:stops: how long each running side slept since the clock was last settled (written
   *  first, kernel.clock-slept), and each side's sleep hours in force at `at` (recorded for the sides
   *  whose clock then starts). Worked out by the application from the players' settings. */
  slept?: SleptTime[];
  hours?: { side: string; sleep: SleepWindow | null }[];
};

type Recorded =
  /** /game new: the set-up (the options as given, `auto` included); `forced` when every seat was taken
   *  with it (a game against Heliograph), so the forced first steps are part of it. */
  | { kind: 'setup'; options: RawOptions; forced?: boolean }
  /** A player's action, and the forced steps after it. */
  | { kind: 'act'; side: string; action: GameAction; standIn?: true }
  /** Forced steps alone (the last seat taken: the first steps play themselves). */
  | { kind: 'forced' }
  /** `confirm:` of a standing-orders command — and, when no longer confirming, the forced steps that
   *  then pass; `then`, the action of standing orders given in the same command, decided after it. */
  | { kind: 'confirm'; side: string; confirm: boolean; then?: { side: string; action: GameAction } }
  | { kind: 'resign'; side: string }
  | { kind: 'undo-request'; side: string; from: number }
  | { kind: 'undo-decline'; side: string }
  /** A take-back of events from.. (by `side`, alone or with the opponent's consent). */
  | { kind: 'undone'; side: string; from: number; consent: boolean }
  /** A clock command (`/game vacation|pause|resume|timeout`); side null: the application's timer. */
  | { kind: 'clock'; side: string | null; op: ClockOp };

/** The side a command acted for (the commands table's `side`), if any. */
export const recordSide = (r: CommandRecord): string | null => ('side' in r ? r.side : null);

/** The set-up's own options: `auto`, `clock`, `clockDay` and `clockSleep` are the kernel's. */
export function kernelSetupOptions(options: RawOptions): {
  auto: unknown;
  clock: string;
  day: number;
  sleep: boolean;
  game: RawOptions;
} {
  const { auto, clock, clockDay, clockSleep, ...game } = options;
  return {
    auto,
    clock: clock === undefined ? 'none' : String(clock),
    day: typeof clockDay === 'number' ? clockDay : DAY_MS,
    sleep: clockSleep === true,
    game,
  };
}

/** The events of a game's creation: the set-up, then kernel.auto-play unless turned off (on by default
 *  except in a sandbox). */
export function setupWithAuto(module: AnyGameModule, seed: string, options: RawOptions): GameEvent[] {
  const { auto, clock, day, sleep, game: gameRaw } = kernelSetupOptions(options);
  const events = setupEvents(module, seed, gameRaw);
  const sandbox = module.isSandbox(fold(module, events).game);
  if (auto === true || (auto === undefined && !sandbox)) events.push({ type: 'kernel.auto-play' });
  // The clock, when chosen (docs/clocks.md): its durations in milliseconds, recorded once.
  const set = clockSetEvent(clock, module.seats, day, sleep);
  if (set) events.push(set);
  return events;
}

/**
 * The events a recorded command writes on state `f` (the state before its first event). `restored`
 * gives the kernel state before event `from` (a take-back restores it).
 */
export function decideRecorded(
  module: AnyGameModule,
  f: Folded,
  seed: string,
  r: CommandRecord,
  restored: (from: number) => Restored,
): GameEvent[] {
  // Sleep comes off the running clocks before anything settles them: first for a clock command (no
  // dice), after the game's own events otherwise (they touch no clock; the dice keep their numbers).
  const slept: ClockEvent[] =
    r.at !== undefined && r.slept && r.slept.length > 0
      ? [{ type: 'kernel.clock-slept', at: r.at, sides: r.slept }]
      : [];
  if (r.kind === 'clock' && slept.length > 0) {
    const own = decideOwn(module, fold(module, slept, f), seed, r, restored);
    return stamped(module, f, [...slept, ...own], r);
  }
  const events = decideOwn(module, f, seed, r, restored);
  if (r.at === undefined || r.kind === 'setup') return events;
  if (resultOf(module, fold(module, events, f)) !== null) return events;
  return stamped(module, f, [...events, ...slept], r);
}

/** `events` and the clock events that end the command (clockStamp) at its time. */
function stamped(module: AnyGameModule, f: Folded, events: GameEvent[], r: CommandRecord): GameEvent[] {
  const after = fold(module, events, f);
  if (r.at === undefined || resultOf(module, after) !== null) return events;
  // A person's command brings them back (vacation over, seat taken back from the stand-in); a clock
  // command or the timer does not.
  const person = r.kind === 'clock' || (r.kind === 'act' && r.standIn) ? null : recordSide(r);
  return [...events, ...clockStamp(after.clock, person, module.expected(after.game).sides, r.at, r.hours)];
}

function decideOwn(
  module: AnyGameModule,
  f: Folded,
  seed: string,
  r: CommandRecord,
  restored: (from: number) => Restored,
): GameEvent[] {
  switch (r.kind) {
    case 'clock':
      return decideClock(f.clock, r.side, r.op, r.at ?? 0);
    case 'setup': {
      const events = setupWithAuto(module, seed, r.options);
      return r.forced ? [...events, ...forcedEvents(module, fold(module, events), seed)] : events;
    }
    case 'act':
      return decideWithForced(module, f, seed, r.side, r.action);
    case 'forced':
      return forcedEvents(module, f, seed);
    case 'confirm': {
      const set: KernelEvent = { type: 'kernel.confirm-set', side: r.side, confirm: r.confirm };
      const setting = r.confirm ? [set] : [set, ...forcedEvents(module, fold(module, [set], f), seed)];
      if (!r.then) return setting;
      return [...setting, ...decideWithForced(module, fold(module, setting, f), seed, r.then.side, r.then.action)];
    }
    case 'resign':
      return [{ type: 'kernel.side-resigned', side: r.side } satisfies KernelEvent];
    case 'undo-request':
      return [{ type: 'kernel.undo-requested', side: r.side, from: r.from, to: f.seq } satisfies KernelEvent];
    case 'undo-decline':
      return [{ type: 'kernel.undo-declined', side: r.side } satisfies KernelEvent];
    case 'undone':
      return [
        {
          type: 'kernel.undone',
          side: r.side,
          from: r.from,
          to: f.seq,
          consent: r.consent,
          restored: restored(r.from),
        } satisfies KernelEvent,
      ];
  }
}
