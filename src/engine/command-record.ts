// What a command was, recorded beside the events it wrote (the store's `commands` table), so that the
// events can be decided again from it and compared (npm run check-games -- --deep). The service
// decides every appending command through decideRecorded, so the recorded action and the events
// written cannot drift apart. Pure: the dice are those of the command's first event, as ever
// (decideFolded: rngFor(seed, f.seq + 1)), and forced steps that follow are part of the command
// (auto.ts), decided again with them.
import { decideWithForced, forcedEvents } from './auto.ts';
import { fold, setupEvents, type Folded, type KernelEvent } from './kernel.ts';
import type { AnyGameModule, GameAction, GameEvent, RawOptions } from './types.ts';
import type { Restored } from './undo.ts';

export type CommandRecord =
  /** /game new: the set-up (the options as given, `auto` included); `forced` when every seat was taken
   *  with it (a game against Heliograph), so the forced first steps are part of it. */
  | { kind: 'setup'; options: RawOptions; forced?: boolean }
  /** A player's action, and the forced steps after it. */
  | { kind: 'act'; side: string; action: GameAction }
  /** Forced steps alone (the last seat taken: the first steps play themselves). */
  | { kind: 'forced' }
  /** `confirm:` of a standing-orders command — and, when no longer confirming, the forced steps that
   *  then pass; `then`, the action of standing orders given in the same command, decided after it. */
  | { kind: 'confirm'; side: string; confirm: boolean; then?: { side: string; action: GameAction } }
  | { kind: 'resign'; side: string }
  | { kind: 'undo-request'; side: string; from: number }
  | { kind: 'undo-decline'; side: string }
  /** A take-back of events from.. (by `side`, alone or with the opponent's consent). */
  | { kind: 'undone'; side: string; from: number; consent: boolean };

/** The side a command acted for (the commands table's `side`), if any. */
export const recordSide = (r: CommandRecord): string | null => ('side' in r ? r.side : null);

/** The events of a game's creation: the set-up, then kernel.auto-play unless turned off (on by default
 *  except in a sandbox). */
export function setupWithAuto(module: AnyGameModule, seed: string, options: RawOptions): GameEvent[] {
  const { auto, ...gameRaw } = options;
  const events = setupEvents(module, seed, gameRaw);
  const sandbox = module.isSandbox(fold(module, events).game);
  if (auto === true || (auto === undefined && !sandbox)) events.push({ type: 'kernel.auto-play' });
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
  switch (r.kind) {
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
