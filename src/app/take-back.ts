// What a take-back covers, in the players' words (src/engine/undo.ts, docs/decisions/undo-is-an-event.md):
// the class of a range of the log (TakeBackScan: a step that passed by itself after the player's own command
// is taken back with it) and the log lines it takes back, as a viewer saw them. No message names an event
// type: each event is spoken of by its own log line for that viewer.
import { evolveFolded, type Folded } from '../engine/kernel.ts';
import { kernelLine } from '../engine/kernel-lines.ts';
import type { AnyGameModule, GameEvent, Viewer } from '../engine/types.ts';
import { publicOut, type Output } from './outputs.ts';
import { TakeBackScan, UNDO_EVENTS, voidedSeqs, type LogRow, type Undoable } from '../engine/undo.ts';

export interface TakeBackRange {
  cls: Undoable;
  /** The log line of the event that set the class (or of the step it belongs to), quoted; '' when 'own'. */
  what: string;
  /** The lines of the player's own command(s) in the range. */
  own: string[];
  /** The lines of the steps that passed by themselves after them (their reasons). */
  passed: string[];
}

const MAX_LINES = 4;
/** A line as quoted in a message: no final stop, and a long one (a card's whole text) cut. */
const QUOTE = 140;
const trim = (line: string): string => {
  const l = line.replace(/\.$/, '');
  return l.length > QUOTE ? `${l.slice(0, QUOTE).replace(/\s+\S*$/, '')} …` : l;
};
const listed = (lines: readonly string[]): string =>
  lines.length > MAX_LINES
    ? `${lines.slice(0, MAX_LINES).map(trim).join('; ')} … and ${lines.length - MAX_LINES} more`
    : lines.map(trim).join('; ');

/**
 * The range from `from` to the end of `rows`, read from `before` (the state before event `from`), for the
 * side taking it back (`side`) as `viewer` sees it. `waitsFor`: the sides the game waits for now.
 */
export function takeBackRange(
  module: AnyGameModule,
  rows: readonly LogRow[],
  from: number,
  before: Folded,
  side: string | null,
  viewer: Viewer,
  waitsFor: readonly string[],
): TakeBackRange {
  if (!module.undoable) return { cls: 'never', what: `${module.title} has no take-backs`, own: [], passed: [] };
  const voided = voidedSeqs(rows);
  const scan = new TakeBackScan(module, side);
  const own: string[] = [];
  const passed: string[] = [];
  let f = before;
  let prev: LogRow | null = null;
  let lastLine = '';
  let what = '';
  let inForced = false;
  for (const r of rows) {
    if (r.seq < from) continue;
    if (!voided.has(r.seq) && !UNDO_EVENTS.has(r.event.type)) {
      if (prev && (prev.actor !== r.actor || prev.time !== r.time)) {
        scan.command();
        inForced = false;
      }
      prev = r;
      const line = lineOf(module, r.event, viewer, f.game);
      if (r.event.type === 'kernel.forced') inForced = true;
      if (line) {
        lastLine = line;
        if (r.event.type === 'kernel.forced') passed.push(line);
        else if (!inForced) own.push(line);
      }
      const worst = scan.worst;
      scan.add(r.event, f.game);
      if (scan.worst !== worst) what = lastLine ? `“${trim(lastLine)}”` : 'a step hidden from you';
    }
    f = evolveFolded(module, f, r.event);
  }
  const cls = scan.result(side !== null && waitsFor.includes(side));
  // The steps that passed handed the game on: the last of them is what needs consent.
  if (cls === 'consent' && scan.worst === 'own') what = `“${trim(passed.at(-1) ?? lastLine)}”`;
  return { cls, what, own, passed };
}

/** Plain words for what a take-back takes back: "your placement …; and what then passed by itself: …". */
export function takenBackWords(r: Pick<TakeBackRange, 'own' | 'passed'>): string {
  const own = r.own.length ? listed(r.own) : 'a step hidden from you';
  return r.passed.length ? `${own}; and what then passed by itself: ${listed(r.passed)}` : own;
}

function lineOf(module: AnyGameModule, e: GameEvent, viewer: Viewer, before: unknown): string | null {
  return e.type.startsWith('kernel.') ? kernelLine(e) : module.describe(e, viewer, before);
}

/** The scan of one command's events as they are appended (the Undo button): the side acting before it
 *  takes it back; `own(after)` says whether it may, alone. */
export function undoScan(
  module: AnyGameModule,
  before: Folded,
): { add: TakeBackScan['add']; own(after: Folded): boolean } {
  const sides = module.expected(before.game).sides;
  const side = sides.length === 1 ? sides[0]! : null;
  const scan = new TakeBackScan(module, side);
  return {
    add: (e, state) => scan.add(e, state),
    own: (after) => scan.result(side !== null && module.expected(after.game).sides.includes(side)) === 'own',
  };
}

/** The outputs of a take-back with its plain words added to its public lines (one post, not two). */
export function withTakenBack(out: Output[], words: string): Output[] {
  const at = out.findIndex((o) => o.audience.kind === 'public');
  if (at < 0) return [...out, publicOut(words)];
  return out.map((o, i) => (i === at ? { ...o, text: `${o.text}\n${words}` } : o));
}
