// A typed command aimed at a step the game has since left by itself is refused with what happened, never
// applied to the new step (docs/decisions/forced-steps-play-themselves.md). A player who sends two commands
// in a row reads the first one's answer only afterwards: if steps then passed by themselves (auto.ts), the
// second was aimed at the step they were in when they sent the first. The step aimed at is that one; the
// commands refused are those the step now would take in another sense (the very action a forced step
// already took: ending a phase sent after that phase ended by itself would end the next one) and those it refuses
// anyway (the refusal then says what happened first, not only the rule). Sent again, a command of the
// first kind is applied: the refusal has told the player where the game stands.
import { decideFolded, evolveFolded, type Folded } from '../engine/kernel.ts';
import { kernelLine } from '../engine/kernel-lines.ts';
import { canonicalJson } from '../engine/refold.ts';
import { RuleError } from '../engine/rule-error.ts';
import type { AnyGameModule, GameAction, GameEvent } from '../engine/types.ts';
import { UNDO_EVENTS } from '../engine/undo.ts';
import type { Store } from '../store/store.ts';
import type { Caller } from './outputs.ts';
import { UserError } from './user-error.ts';

/** How far back the last command is looked for (one read per command): a command and its forced steps are
 *  shorter; a longer one is let through as sent. */
const TAIL = 64;
const MAX_LINES = 4;

export interface StaleGame {
  row: { id: number; seed: string };
  module: AnyGameModule;
  folded: Folded;
}

/** Refusals already given, per store: (game, event count, user, action) sent again passes. */
const told = new WeakMap<Store, Set<string>>();

/** Throws the refusal when `action` of `caller` (for `side`) was aimed at a step that has since passed by itself. */
export async function refuseStaleStep(
  store: Store,
  foldedAt: (seq: number) => Promise<Folded>,
  g: StaleGame,
  caller: Caller,
  side: string,
  action: GameAction,
): Promise<void> {
  if (!g.folded.auto || g.folded.seq === 0) return;
  const rows = await store.eventsBetween(g.row.id, Math.max(0, g.folded.seq - TAIL));
  const last = rows.at(-1);
  if (!last || last.seq !== g.folded.seq || last.actor !== caller.user) return;
  const group = rows.filter((r) => r.actor === last.actor && r.time === last.time);
  const events = group.map((r) => JSON.parse(r.data) as GameEvent);
  const first = events[0];
  // Forced steps alone (a seat filled) or a take-back: nothing the caller aimed at was passed over.
  if (!first || first.type.startsWith('kernel.') || group[0]!.seq <= rows[0]!.seq) return;
  if (events.some((e) => UNDO_EVENTS.has(e.type))) return;
  if (!events.some((e) => e.type === 'kernel.forced' && e.side === side)) return;

  // The forced actions taken after the caller's own events, and the lines the caller saw of them.
  let f = await foldedAt(group[0]!.seq - 1);
  const taken: string[] = [];
  const lines: string[] = [];
  let forced = false;
  for (const e of events) {
    if (e.type === 'kernel.forced') {
      forced = true;
      const step = g.module.forced?.(f.game, String(e.side));
      if (e.side === side && step) taken.push(canonicalJson(step.action));
    }
    if (forced) {
      const line = e.type.startsWith('kernel.') ? kernelLine(e) : g.module.describe(e, { kind: 'side', side }, f.game);
      if (line && !lines.includes(line)) lines.push(line);
    }
    f = evolveFolded(g.module, f, e);
  }
  const same = taken.includes(canonicalJson(action));
  let refused: RuleError | null = null;
  if (!same) {
    try {
      decideFolded(g.module, g.folded, g.row.seed, side, action);
      return; // legal now, and not what passed: the caller means this step
    } catch (e) {
      if (!(e instanceof RuleError)) throw e;
      refused = e;
    }
  }
  const key = `${g.row.id}:${g.folded.seq}:${caller.user}:${canonicalJson(action)}`;
  const seen = told.get(store) ?? new Set<string>();
  told.set(store, seen);
  if (same && seen.has(key)) return; // told once: sent again, it is meant for this step
  seen.add(key);
  const exp = g.module.expected(g.folded.game);
  const now = exp.sides.includes(side)
    ? `you are now at ${exp.text}`
    : `it is now ${exp.sides.join(' and ') || 'nobody'}'s move (${exp.text})`;
  const happened = lines.length > MAX_LINES ? [...lines.slice(0, MAX_LINES), '…'] : lines;
  throw new UserError(
    `After your last command the game moved on by itself: ${happened.map((l) => l.replace(/\.$/, '')).join('; ')}. ${capital(now.replace(/\.$/, ''))}. ` +
      (same
        ? 'Your command was aimed at the step that has passed and is not applied to this one; nothing was recorded. Send it again to do it in this step.'
        : `Your command was aimed at the step that has passed: ${refused!.explain()}. Nothing was recorded.`),
  );
}

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
