// The kernel wraps a game module's state with what every game shares: the sequence number, the
// sandbox dice queue and resignation. The fold is events.reduce(evolve), from the start or from a
// snapshot; both must give the same state (tests/spine/engine.test.ts).
import { ImpossibleEvent } from './impossible-event.ts';
import { RuleError } from './rule-error.ts';
import { rngFor } from './rng.ts';
import type { ActionGroup, AnyGameModule, GameAction, GameEvent, GameResult } from './types.ts';
import type { Restored } from './undo.ts';

export interface Folded {
  seq: number; // number of events folded so far
  diceQueue: number[]; // queued sandbox die results not yet used
  resigned: string | null; // the side that resigned, if any
  game: unknown;
  /** Forced steps play themselves (src/engine/auto.ts); set at creation, absent in older games. */
  auto?: true;
  /** Sides whose players confirm every step themselves (`confirm:true`, src/app/service/acting.ts setConfirm). */
  confirm?: string[];
  /** A take-back asked of the opponent (`/undo request`), until accepted, declined or play goes on. */
  undoRequest?: { side: string; from: number; to: number };
}

/** Events the kernel itself writes; their types start with "kernel." so no game can collide. */
export type KernelEvent =
  | { type: 'kernel.dice-queued'; values: number[] }
  | { type: 'kernel.queued-dice-used'; count: number }
  | { type: 'kernel.side-resigned'; side: string }
  /** Written at creation of a game whose forced steps play themselves. */
  | { type: 'kernel.auto-play' }
  /** A side's players confirm every step themselves, or no longer do (`confirm:`). */
  | { type: 'kernel.confirm-set'; side: string; confirm: boolean }
  /** What follows in the same append is a forced step of `side`, played by itself; `reason` says why. */
  | { type: 'kernel.forced'; side: string; reason: string }
  /** Events from..to are taken back (src/engine/undo.ts); the state before them is restored. */
  | { type: 'kernel.undone'; side: string; from: number; to: number; consent: boolean; restored: Restored }
  | { type: 'kernel.undo-requested'; side: string; from: number; to: number }
  | { type: 'kernel.undo-declined'; side: string };

const isKernelEvent = (e: GameEvent): e is KernelEvent => e.type.startsWith('kernel.');

export function initialFolded(module: AnyGameModule): Folded {
  return { seq: 0, diceQueue: [], resigned: null, game: module.initial() };
}

/**
 * `{ ...f, seq, game }`, written out: every game event makes one, and a spread of these objects (of
 * several shapes: auto, confirm) costs more than the game's own evolve. The same members in the same order.
 */
// Every member of Folded, so that a new one cannot be added without being copied by advanced() (undoRequest
// is never copied: a game event drops it, above in evolveFolded).
const FOLDED_MEMBERS: Record<keyof Folded, 'copied' | 'dropped'> = {
  seq: 'copied',
  diceQueue: 'copied',
  resigned: 'copied',
  game: 'copied',
  auto: 'copied',
  confirm: 'copied',
  undoRequest: 'dropped',
};
void FOLDED_MEMBERS;

function advanced(f: Folded, seq: number, game: unknown): Folded {
  const next: Folded = { seq, diceQueue: f.diceQueue, resigned: f.resigned, game };
  if (f.auto !== undefined) next.auto = f.auto;
  if (f.confirm !== undefined) next.confirm = f.confirm;
  return next;
}

export function evolveFolded(module: AnyGameModule, f: Folded, event: GameEvent): Folded {
  const seq = f.seq + 1;
  if (!isKernelEvent(event)) {
    if (f.undoRequest) {
      // Play went on: the take-back asked for no longer stands.
      const { undoRequest: _dropped, ...rest } = f;
      return { ...rest, seq, game: module.evolve(f.game, event) };
    }
    return advanced(f, seq, module.evolve(f.game, event));
  }
  switch (event.type) {
    case 'kernel.dice-queued':
      return { ...f, seq, diceQueue: [...f.diceQueue, ...event.values] };
    case 'kernel.queued-dice-used':
      return { ...f, seq, diceQueue: f.diceQueue.slice(event.count) };
    case 'kernel.side-resigned':
      return { ...f, seq, resigned: event.side };
    case 'kernel.auto-play':
      return { ...f, seq, auto: true };
    case 'kernel.confirm-set': {
      const rest = (f.confirm ?? []).filter((s) => s !== event.side);
      return { ...f, seq, confirm: event.confirm ? [...rest, event.side] : rest };
    }
    case 'kernel.forced':
      return { ...f, seq };
    case 'kernel.undone':
      return { seq, ...event.restored };
    case 'kernel.undo-requested':
      return { ...f, seq, undoRequest: { side: event.side, from: event.from, to: event.to } };
    case 'kernel.undo-declined': {
      const { undoRequest: _dropped, ...rest } = f;
      return { ...rest, seq };
    }
  }
}

export function fold(module: AnyGameModule, events: readonly GameEvent[], from?: Folded): Folded {
  let f = from ?? initialFolded(module);
  try {
    for (const e of events) f = evolveFolded(module, f, e);
  } catch (e) {
    // An event that cannot be true (impossible-event.ts): the fold knows its number.
    if (e instanceof ImpossibleEvent && e.seq === null) e.seq = f.seq + 1;
    throw e;
  }
  return f;
}

export function resultOf(module: AnyGameModule, f: Folded): GameResult | null {
  if (f.resigned !== null) {
    const other = module.sides.find((s) => s !== f.resigned) ?? null;
    return {
      winner: other,
      label: other ? `${other} win` : `${f.resigned} resigned`,
      reason: `${f.resigned} resigned`,
    };
  }
  return module.result(f.game);
}

/**
 * The step a game is at, as its players see it: who must act and what is expected of them (and who
 * resigned). A command that lost a race is re-decided only if the step is unchanged
 * (docs/decisions/database-holds-the-invariants.md).
 */
export function stepKey(module: AnyGameModule, f: Folded): string {
  const exp = module.expected(f.game);
  return JSON.stringify([f.resigned, exp.sides, exp.text]);
}

/** Queue die results in a sandbox game (`/sandbox dice values:6,5,1`). */
export const SANDBOX_DICE = 'sandbox-dice';
/** Discard the queued die results of a sandbox game (`/sandbox dice values:clear`). */
export const SANDBOX_DICE_CLEAR = 'sandbox-dice-clear';

/**
 * Decide the events that follow from an action, with the dice of event number f.seq + 1.
 * Kernel actions (sandbox dice) are handled here; everything else goes to the module.
 */
export function decideFolded(
  module: AnyGameModule,
  f: Folded,
  seed: string,
  side: string,
  action: GameAction,
): GameEvent[] {
  const over = resultOf(module, f);
  if (over !== null)
    throw new RuleError(
      f.resigned !== null ? 'resignation' : (module.endRule ?? 'game over'),
      `the game is over (${over.label}); no more moves`,
    );
  const sandbox = module.isSandbox(f.game);
  if (action.type.startsWith('sandbox-') && !sandbox) {
    throw new RuleError('sandbox', 'sandbox commands work only in a sandbox game (/game new ... sandbox:true)');
  }
  if (action.type === SANDBOX_DICE_CLEAR) return [{ type: 'kernel.queued-dice-used', count: f.diceQueue.length }]; // discarded
  if (action.type === SANDBOX_DICE) {
    const values = (action as GameAction & { values?: unknown }).values;
    if (
      !Array.isArray(values) ||
      values.length === 0 ||
      !values.every((v) => Number.isInteger(v) && v >= 1 && v <= 6)
    ) {
      throw new RuleError('sandbox', 'dice values must be whole numbers from 1 to 6, e.g. values:6,5,1');
    }
    return [{ type: 'kernel.dice-queued', values: values as number[] } satisfies KernelEvent];
  }
  const rng = rngFor(seed, f.seq + 1, f.diceQueue);
  const events = module.decide(f.game, side, action, rng);
  if (rng.queuedUsed > 0)
    return [{ type: 'kernel.queued-dice-used', count: rng.queuedUsed } satisfies KernelEvent, ...events];
  return events;
}

/** The setup events of a new game; the dice are those of event number 1. */
export function setupEvents(
  module: AnyGameModule,
  seed: string,
  options: Parameters<AnyGameModule['setup']>[0],
): GameEvent[] {
  return module.setup(options, rngFor(seed, 1));
}

/**
 * A random player's draw among a module's action groups (GameModule.actionGroups,
 * docs/decisions/lazy-random-player.md): uniform among the groups that hold an action, a group drawn empty
 * dropped and another drawn; null when none holds one. Deterministic given rand.
 */
export function drawFrom<A extends GameAction>(groups: readonly ActionGroup<A>[], rand: () => number): A | null {
  const left = [...groups];
  while (left.length > 0) {
    const at = Math.floor(rand() * left.length);
    const action = left[at]!.draw(rand);
    if (action) return action;
    left.splice(at, 1);
  }
  return null;
}
