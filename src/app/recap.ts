// The recap: what happened in a game since a point of its log, as one viewer met it, in words and in a
// picture (src/engine/recap.ts holds the model). The hand-off post and /recap both come here. Every
// fact is read through the game's per-viewer gates (describe, view, its presentation's recap.facts), so
// a recap holds nothing its viewer could not see; the conformance kit scans it for every viewer.
import { evolveFolded, type Folded } from '../engine/kernel.ts';
import { kernelLine } from '../engine/kernel-lines.ts';
import { ALT_TEXT_MAX, type GamePresentation } from '../engine/presentation.ts';
import { lineFact, type RecapFact, type RecapFactKind, type RecapModel } from '../engine/recap.ts';
import type { AnyGameModule, GameEvent, Viewer } from '../engine/types.ts';
import { voidedSeqs } from '../engine/undo.ts';
import type { RegisteredPresentation } from './define-game.ts';
import type { OutputFile } from './outputs.ts';
import { presentationOf } from './registry.ts';
import type { GameService, LoadedGame } from './service.ts';
import { pictureViewer } from './timeline.ts';
import type { CommandRow, EventRow } from '../store/store.ts';
import type { CommandRecord } from '../engine/command-record.ts';
import { STAND_IN_USER } from './clock.ts';

/** A recap ready to send: its text, and its picture with alt text when the game draws one. */
export interface Recap {
  model: RecapModel;
  text: string;
  file?: OutputFile;
}

/** One hand-off to a side: the events others (or steps that passed by themselves) wrote between two of its decisions. */
export interface Handoff {
  /** 1, 2, …: the side's hand-offs in order (/recap at:n). */
  n: number;
  /** The recap covers the events after `from` up to `to`. */
  from: number;
  to: number;
}

/**
 * The last event a side decided itself: the last event of that side's latest recorded command (the
 * `commands` table, src/engine/command-record.ts), less the steps that then passed by themselves
 * (from its first kernel.forced on: they were decided for the side, and the recap tells them). 0 when
 * the side has decided nothing yet (or the game was played before commands were recorded). The
 * recap "since your last decision" is recapFor(app, game, viewer, await lastDecision(app, game, side)).
 */
export async function lastDecision(app: GameService, g: LoadedGame, side: string): Promise<number> {
  const mine = (await app.store.commands(g.row.id)).filter((c) => decidedBy(c, side));
  const last = mine.at(-1);
  return last ? decisionEnd(await app.store.eventsBetween(g.row.id, last.first - 1, last.last), last) : 0;
}

/** Whether a recorded command is the side's own decision: Heliograph's moves while it stood in for the
 *  side (recorded with `standIn`) are not, so the player's recap covers them (docs/clocks.md). */
function decidedBy(c: CommandRow, side: string): boolean {
  if (c.side !== side) return false;
  const record = JSON.parse(c.action) as Partial<CommandRecord>;
  return !(record.kind === 'act' && record.standIn === true);
}

/** The last event of a command before the forced steps that followed it; `rows` hold its events. */
function decisionEnd(rows: readonly Pick<EventRow, 'seq' | 'type'>[], c: CommandRow): number {
  const forced = rows.find((r) => r.seq >= c.first && r.seq <= c.last && r.type === 'kernel.forced');
  return forced ? forced.seq - 1 : c.last;
}

/**
 * A side's hand-offs, oldest first: before each of its decisions, the events since its previous one
 * (since the start for the first); and, when others have written since its latest, the one it is in now.
 * Empty ranges (two decisions in a row) are no hand-off.
 */
export async function handoffsOf(app: GameService, g: LoadedGame, side: string): Promise<Handoff[]> {
  const rows = await app.store.eventsBetween(g.row.id, 0);
  const mine = (await app.store.commands(g.row.id)).filter((c) => decidedBy(c, side));
  const out: Handoff[] = [];
  let from = 0;
  const add = (to: number): void => {
    if (to > from) out.push({ n: out.length + 1, from, to });
  };
  for (const c of mine) {
    add(c.first - 1);
    from = decisionEnd(rows.slice(c.first - 1, c.last), c);
  }
  add(g.folded.seq);
  return out;
}

/** The kind of a kernel event's fact: a step that passed by itself for `viewer`'s side is decided for them. */
function kernelFact(e: GameEvent, seq: number, viewer: Viewer, line: string): RecapFact {
  const side = (e as GameEvent & { side?: unknown }).side;
  const mine = viewer.kind === 'side' && side === viewer.side;
  const kind: RecapFactKind = e.type === 'kernel.forced' && mine ? 'decided' : 'event';
  return { kind, seq, text: line, ...(typeof side === 'string' ? { side } : {}) };
}

/**
 * The recap model for `viewer` of the events after `from` up to `to` (the head by default). Events
 * taken back since are left out.
 */
export async function recapModel(
  app: Pick<GameService, 'foldedAt' | 'store'>,
  g: LoadedGame,
  viewer: Viewer,
  from: number,
  to: number = g.folded.seq,
): Promise<RecapModel> {
  const start = await app.foldedAt(g.row.id, g.module, Math.max(0, Math.min(from, to)));
  const rows = await app.store.eventsBetween(g.row.id, start.seq);
  const events = rows.map((r) => JSON.parse(r.data) as GameEvent);
  const voided = voidedSeqs(events.map((event, i) => ({ seq: start.seq + i + 1, actor: null, time: '', event })));
  const standIn = new Set(rows.filter((r) => r.actor === STAND_IN_USER).map((r) => r.seq));
  return buildRecap(g.module, presentationFor(g), start, events.slice(0, to - start.seq), viewer, voided, standIn);
}

const presentationFor = (g: LoadedGame): RegisteredPresentation => {
  const p = presentationOf(g.module.id);
  if (!p) throw new Error(`no presentation registered for ${g.module.id}`);
  return p;
};

/** How a fact written by Heliograph standing in for an absent player begins (docs/clocks.md). */
export const STAND_IN_FACT = 'Heliograph (standing in): ';

/**
 * The recap model of `events` folded onto `start`, for `viewer`; `voided` are event numbers taken
 * back (left out); `standIn` those Heliograph wrote standing in for a side (named as its own). Pure:
 * the conformance kit calls it on the states it plays.
 */
export function buildRecap(
  module: AnyGameModule,
  p: GamePresentation,
  start: Folded,
  events: readonly GameEvent[],
  viewer: Viewer,
  voided: ReadonlySet<number> = new Set(),
  standIn: ReadonlySet<number> = new Set(),
): RecapModel {
  let f = start;
  const facts: RecapFact[] = [];
  for (const e of events) {
    const seq = f.seq + 1;
    const next = evolveFolded(module, f, e);
    if (!voided.has(seq) && e.type !== 'kernel.undone') {
      const own: RecapFact[] = [];
      if (e.type.startsWith('kernel.')) {
        const line = kernelLine(e);
        if (line) own.push(kernelFact(e, seq, viewer, line));
      } else {
        const line = module.describe(e, viewer, f.game);
        const step = { seq, event: e, viewer, before: f.game, after: next.game, line };
        own.push(...(p.recap ? p.recap.facts(step) : lineFact(step)));
      }
      facts.push(...(standIn.has(seq) ? own.map((x) => ({ ...x, text: STAND_IN_FACT + x.text })) : own));
    }
    f = next;
  }
  const view = module.view(f.game, viewer);
  return {
    game: module.id,
    viewer,
    from: start.seq,
    to: f.seq,
    caption: p.replay.caption(view),
    facts,
    tallies: p.recap?.tallies?.(view) ?? [],
  };
}

/** The headings of the recap's text, in the order it lists them. */
const SECTIONS: readonly [RecapFactKind, string][] = [
  ['decided', 'Decided for you'],
  ['move', 'Moves'],
  ['appeared', 'Came into sight'],
  ['vanished', 'Went out of sight'],
  ['battle', 'Battles'],
  ['loss', 'Losses'],
  ['card', 'Cards'],
  ['event', 'Also'],
];

/** How many lines of one kind the text lists before "… and N more". */
const PER_SECTION = 8;

const whoOf = (v: Viewer): string => (v.kind === 'side' ? v.side : v.kind);

/** The recap in words, at most `max` characters (the rest is in /log). */
export function recapText(m: RecapModel, max = 1800): string {
  const head = `Since event #${m.from} (events #${m.from + 1}–#${m.to}), as ${whoOf(m.viewer)}:`;
  if (m.to <= m.from) return `Nothing has happened since event #${m.from}. Now: ${m.caption}.`;
  const parts: string[] = [head];
  for (const [kind, title] of SECTIONS) {
    const lines = m.facts.filter((f) => f.kind === kind).map((f) => f.text);
    if (!lines.length) continue;
    const shown = lines.slice(-PER_SECTION);
    const more = lines.length - shown.length;
    parts.push(`**${title}**${more ? ` (last ${shown.length} of ${lines.length}; /log has them all)` : ''}`);
    parts.push(...shown.map((l) => `- ${l}`));
  }
  if (m.facts.length === 0) parts.push('Nothing you could see.');
  parts.push(...m.tallies, `Now: ${m.caption}.`);
  return clip(parts.join('\n'), max, '\n… (the rest is in /log)');
}

/** `text` cut to at most `max` characters at a line or word, ending with `tail`. */
export function clip(text: string, max: number, tail = '…'): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - tail.length);
  const cut = Math.max(room.lastIndexOf('\n'), room.lastIndexOf(' '));
  return `${room.slice(0, cut > max / 2 ? cut : room.length)}${tail}`;
}

/** The recap picture's alt text: what its arrows and marks show, at most ALT_TEXT_MAX characters. */
export function recapAltText(m: RecapModel): string {
  const moves = m.facts.filter((f) => f.kind === 'move' && f.at && f.at.length > 1);
  const marks = m.facts.filter((f) => f.kind !== 'move' && f.at?.length);
  const parts = [`Recap map for ${whoOf(m.viewer)}, events #${m.from + 1}–#${m.to}; now ${m.caption}.`];
  if (moves.length) parts.push(`Arrows: ${moves.map((f) => f.text).join(' ')}`);
  if (marks.length) parts.push(`Marked: ${marks.map((f) => f.text).join(' ')}`);
  if (!moves.length && !marks.length) parts.push('Nothing moved or happened on the map that you could see.');
  parts.push(...m.tallies);
  return clip(parts.join(' '), ALT_TEXT_MAX);
}

/** A picture's alt text from its view: the game's description of it, clipped to Discord's limit. */
export function altTextOf(gameKind: string, view: unknown): string {
  const p = presentationOf(gameKind);
  return clip(p ? p.pictureText(view) : 'A picture of the game.', ALT_TEXT_MAX);
}

/**
 * The recap for `viewer` of game `g`: what happened after event `sinceSeq` up to now, as that viewer
 * met it — the entry point of the hand-off post and of /recap.
 *
 * - `viewer` is whom it is for: `{ kind: 'side', side }` for a seated player (their side's own view of
 *   every event: nothing it could not see), the referee once the game is over or in a sandbox.
 * - `sinceSeq` is the last event the recap leaves out: for "since your last decision" pass
 *   `await lastDecision(app, g, side)` (0: from the start).
 * - It returns `text` (Markdown headings by kind — decided for you, moves, into and out of sight,
 *   battles, losses, cards, the rest — then the game's tallies and where the game stands; at most
 *   `opts.maxText` characters, 1,800 by default), `model` (the facts, for anyone who lays it out
 *   otherwise) and, when the game draws one, `file`: the recap picture (the viewer's map with arrows
 *   for the moves, the places where something happened marked, an inset of the area of action) with
 *   its alt text as `description` (at most 1,024 characters). No file when nothing
 *   happened or the game draws no recap.
 *
 * It reads the store (commands, events, a snapshot) and draws in the render pool; it writes nothing.
 */
export async function recapFor(
  app: GameService,
  g: LoadedGame,
  viewer: Viewer,
  sinceSeq: number,
  opts: RecapOptions = {},
): Promise<Recap> {
  const model = await recapModel(app, g, viewer, sinceSeq);
  return drawnRecap(app, g, model, opts);
}

export interface RecapOptions {
  /** The most characters of the text (default 1,800: room in a 2,000-character message for a line or two more). */
  maxText?: number;
}

/** A model's text and picture (drawn from the viewer's view after the model's last event). */
export async function drawnRecap(
  app: GameService,
  g: LoadedGame,
  model: RecapModel,
  opts: RecapOptions = {},
): Promise<Recap> {
  const p = presentationFor(g);
  const text = recapText(model, opts.maxText);
  if (!p.recap.png || model.to <= model.from) return { model, text };
  const end = model.to === g.folded.seq ? g.folded : await app.foldedAt(g.row.id, g.module, model.to);
  const view = g.module.view(end.game, pictureViewer(g.module.id, model.viewer));
  const data = await p.recap.png(model, view);
  return {
    model,
    text,
    file: { name: `recap-${g.row.id}-${model.from}-${model.to}.png`, data, description: recapAltText(model) },
  };
}
