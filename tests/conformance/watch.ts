// The kit's checks on one playthrough, fed by whoever drives the game (the kit's own player, play.ts,
// or a game's fuzzer: npm run fuzz, npm run fuzz:hod): after each event, the views of every viewer (the
// replay's frames, the pictures' input) and the event's log line for each; after each command, the
// texts sent with it ("Next:", /game status, /stacks), the decision buttons and the picture models;
// at the end, the replay, the snapshots and the states kept along the way. What they find goes into
// `findings`, by check (declaration.ts lists them); nothing throws.
import type { Folded } from '../../src/engine/kernel.ts';
import type { PendingDecision } from '../../src/engine/buttons.ts';
import type { GamePresentation } from '../../src/engine/presentation.ts';
import { firstDifference, refold } from '../../src/engine/refold.ts';
import type { AnyGameModule, GameEvent, Viewer } from '../../src/engine/types.ts';
import type { GameConformance, PictureModel } from './declaration.ts';
import { Scanned, namedIn, viewerName } from './mentions.ts';
import { ShapeRecorder, audienceOf, shapeProblem } from './shape.ts';
import { buildRecap, recapAltText, recapText } from '../../src/app/recap.ts';

/** A registered game as the kit plays it. */
export interface KitTarget {
  id: string;
  module: AnyGameModule;
  presentation: GamePresentation;
}

export const CHECKS = ['play', 'replay', 'snapshot', 'undo', 'shape', 'leaks'] as const;
export type CheckName = (typeof CHECKS)[number];

/** Problems found, by check: the first few of each kind in full, and how many in all. */
export class Findings {
  readonly list = Object.fromEntries(CHECKS.map((c) => [c, [] as string[]])) as Record<CheckName, string[]>;
  readonly total = Object.fromEntries(CHECKS.map((c) => [c, 0])) as Record<CheckName, number>;
  private readonly perKind = new Map<string, number>();
  /** `kind` groups alike findings ("view(public)", "log line"), so one loud kind does not hide the others. */
  add(check: CheckName, message: string, kind: string = check): void {
    this.total[check]++;
    const key = `${check}/${kind}`;
    const n = this.perKind.get(key) ?? 0;
    this.perKind.set(key, n + 1);
    if (n < 5) this.list[check].push(message);
  }
}

/** How much each check looked at: a check that looked at nothing proves nothing. */
export interface Counts {
  playthroughs: number;
  decisions: number;
  events: number;
  views: number;
  /** Views whose viewer had something hidden from it: a game that hides nothing tests no leak. */
  hiding: number;
  lines: number;
  texts: number;
  buttons: number;
  pictures: number;
  snapshots: number;
  /** 'own'-undoable commands checked (no die, nothing revealed). */
  undoable: number;
  /** Of those, the ones taken back and played on from. */
  undone: number;
}

export const noCounts = (): Counts => ({
  playthroughs: 0,
  decisions: 0,
  events: 0,
  views: 0,
  hiding: 0,
  lines: 0,
  texts: 0,
  buttons: 0,
  pictures: 0,
  snapshots: 0,
  undoable: 0,
  undone: 0,
});

/**
 * Every viewer a game's views go to: the public, each seat (a side people sit at; a solitaire game's own
 * side has no player to show anything to), the referee.
 */
export const viewersOf = (m: AnyGameModule): Viewer[] => [
  { kind: 'public' },
  ...m.seats.map((side): Viewer => ({ kind: 'side', side })),
  { kind: 'referee' },
];

/** Where two folded states differ (null when they are equal as JSON). */
export function stateDifference(a: unknown, b: unknown): string | null {
  return JSON.stringify(a) === JSON.stringify(b) ? null : firstDifference(a, b);
}

/** Where snapshots are taken: early ones for short games, later ones for long (the app's GameService writes one every 100 events). */
const SNAPSHOT_AT: ReadonlySet<number> = new Set([20, 50, 100, 200, 400, 800]);
const NONE: ReadonlySet<string> = new Set();
/** The longest recap range the kit checks at once (a long turn is checked in pieces). */
const RECAP_SPAN = 150;

/**
 * What a decision's buttons name that their readers may not see: a button the game marks public goes on
 * the channel, so it may name nothing hidden from the public; the others, and the prompt, go to the
 * deciding sides alone (src/app/decision-buttons.ts placeDecision).
 */
export function decisionLeaks(
  d: PendingDecision,
  hidden: (viewer: Viewer) => ReadonlySet<string>,
  aliases?: (marker: string) => readonly string[],
): string[] {
  const out: string[] = [];
  const deciders = d.sides.map((side): Viewer => ({ kind: 'side', side }));
  const scan = (t: string, who: Viewer, what: string): void => {
    for (const m of namedIn(new Scanned(t), hidden(who), aliases))
      out.push(`${what} names ${m}, hidden from ${viewerName(who)}: "${t}"`);
  };
  for (const who of deciders) scan(d.prompt, who, 'the decision prompt');
  for (const b of d.buttons) {
    const t = `${b.label} ${b.command}`;
    if (b.public) scan(t, { kind: 'public' }, 'a public button');
    else for (const who of deciders) scan(t, who, 'a private button');
  }
  return out;
}

/** What a picture model names that its viewer may not see (`hidden`), bar what the picture may name. */
export function pictureLeaks(
  p: PictureModel,
  hidden: ReadonlySet<string>,
  aliases?: (marker: string) => readonly string[],
): string[] {
  return namedIn(new Scanned(JSON.stringify(p.model)), hidden, aliases, p.mayName).map(
    (m) => `the picture model ${p.what} for ${viewerName(p.viewer)} names ${m}`,
  );
}

export class Watch {
  readonly findings = new Findings();
  readonly counts = noCounts();
  private readonly shapes: ShapeRecorder;
  private readonly viewers: Viewer[];
  private readonly hiddenOf = new WeakMap<object, Map<string, ReadonlySet<string>>>();
  private tag = '';
  private last = new Map<string, { json: string; text: Scanned; view: unknown }>();
  private snapshots: { seq: number; json: string }[] = [];
  private kept: { f: Folded; json: string }[] = [];
  /** Decisions looked at: which page of the next one to look at. */
  private decisions = 0;
  /**
   * The recap range being gathered: the state it starts from, its events, and per viewer the markers
   * hidden from it in every state of the range (a recap may name what a battle revealed for a while).
   */
  private recap: { start: Folded; events: GameEvent[]; hidden: Map<string, Set<string>>; sides: string } | null = null;

  constructor(
    readonly target: KitTarget,
    readonly decl: GameConformance,
  ) {
    this.viewers = viewersOf(target.module);
    this.shapes = new ShapeRecorder(decl.view.isIdKey, decl.view.opaque);
  }

  /** Starts a playthrough; `tag` names it in findings ("seed-1 (random)"). */
  begin(tag: string): void {
    this.tag = tag;
    this.last = new Map();
    this.snapshots = [];
    this.kept = [];
    this.recap = null;
    this.counts.playthroughs++;
  }

  add(check: CheckName, at: string, message: string, kind?: string): void {
    this.findings.add(check, `[${this.target.id} ${this.tag}, ${at}] ${message}`, kind);
  }

  /** The markers hidden from `viewer` in the state of `f` (none for the referee), computed once per state. */
  hidden(f: Folded, viewer: Viewer): ReadonlySet<string> {
    if (viewer.kind === 'referee') return NONE;
    const key = viewerName(viewer);
    const game = f.game as object;
    let byViewer = this.hiddenOf.get(game);
    if (!byViewer) this.hiddenOf.set(game, (byViewer = new Map()));
    let set = byViewer.get(key);
    if (!set) byViewer.set(key, (set = this.decl.hidden(f.game, viewer)));
    return set;
  }

  /** After each event: every viewer's view (shape and markers) and its log line (markers hidden before and after). */
  event(before: Folded, e: GameEvent, after: Folded): void {
    const { module } = this.target;
    const at = `event ${after.seq} (${e.type})`;
    this.counts.events++;
    if (SNAPSHOT_AT.has(after.seq)) {
      const json = JSON.stringify(after);
      this.snapshots.push({ seq: after.seq, json });
      this.kept.push({ f: after, json });
    }
    const kernel = e.type.startsWith('kernel.');
    this.gatherRecap(before, e, after);
    for (const viewer of this.viewers) {
      const name = viewerName(viewer);
      const view = module.view(after.game, viewer);
      this.counts.views++;
      const json = JSON.stringify(view);
      let seen = this.last.get(name);
      if (seen?.json !== json) {
        seen = { json, text: new Scanned(json), view };
        this.last.set(name, seen);
        this.shapes.record(view, audienceOf(viewer), `${this.tag}, ${at}`);
      }
      for (const p of this.decl.view.check?.(after.game, viewer, view) ?? [])
        this.add('shape', at, `view(${name}): ${p}`, 'game view check');
      const hiddenAfter = this.hidden(after, viewer);
      if (hiddenAfter.size > 0) this.counts.hiding++;
      for (const m of namedIn(seen.text, hiddenAfter))
        this.add('leaks', at, `view(${name}) names ${m}`, `view(${name})`);
      if (kernel) continue;
      const line = module.describe(e, viewer, before.game);
      this.counts.lines++;
      if (line === null || viewer.kind === 'referee') continue;
      // Hidden before and after: an event may name what it reveals, and what the viewer saw before.
      const hiddenBefore = this.hidden(before, viewer);
      const both = [...hiddenAfter].filter((m) => hiddenBefore.has(m));
      for (const m of namedIn(new Scanned(line), both))
        this.add('leaks', at, `the log line for ${name} names ${m}: "${line}"`, `line(${name})`);
    }
  }

  /**
   * After each command (and the setup), with `f` the state players now see and the command's events
   * the last `fresh` of `log`: the texts, the decision buttons and the picture models.
   */
  command(f: Folded, log: readonly GameEvent[], fresh: number): void {
    const { module, presentation } = this.target;
    const at = `after event ${f.seq}`;
    const pub: Viewer = { kind: 'public' };
    const text = (who: Viewer, what: string, t: string): void => {
      this.counts.texts++;
      for (const m of namedIn(new Scanned(t), this.hidden(f, who)))
        this.add('leaks', at, `${what} for ${viewerName(who)} names ${m}: "${t.slice(0, 300)}"`, what);
    };
    text(pub, 'the "Next:" line', module.expected(f.game).text);
    for (const viewer of this.viewers) {
      if (viewer.kind === 'referee') continue;
      text(viewer, '/game status', module.summary(this.viewOf(f, viewer)));
      if (viewer.kind === 'side' && presentation.stacks) {
        const shown = presentation.stacks.viewer?.(viewer) ?? viewer;
        text(viewer, '/stacks', presentation.stacks.text(this.viewOf(f, shown), viewerName(shown)));
      }
    }
    this.decision(f, at);
    this.recapChecks(f, at);
    for (const p of this.decl.pictureModels?.(log, fresh) ?? []) {
      this.counts.pictures++;
      for (const leak of pictureLeaks(p, this.hidden(f, p.viewer), this.decl.aliases))
        this.add('leaks', at, leak, 'pictures');
    }
  }

  /** Adds an event to the recap range (starting one at `before` if none is open). */
  private gatherRecap(before: Folded, e: GameEvent, after: Folded): void {
    if (!this.recap) {
      const hidden = new Map(this.viewers.map((v) => [viewerName(v), new Set(this.hidden(before, v))]));
      const sides = this.target.module.expected(before.game).sides.join();
      this.recap = { start: before, events: [], hidden, sides };
    }
    this.recap.events.push(e);
    for (const v of this.viewers) {
      const still = this.hidden(after, v);
      const set = this.recap.hidden.get(viewerName(v))!;
      for (const m of set) if (!still.has(m)) set.delete(m);
    }
  }

  /**
   * At a hand-off (the sides the game waits for change), at the end, or after RECAP_SPAN events: the
   * recap of the range for every viewer, as the hand-off post and /recap send it — its model (the
   * picture's input, with the view the kit scans anyway), its text and its picture's alt text — and
   * each viewer's picture in words (alt text, /map text:true) now. None may name a marker hidden from
   * that viewer throughout the range.
   */
  private recapChecks(f: Folded, at: string): void {
    const r = this.recap;
    if (!r) return;
    const { module, presentation } = this.target;
    const sides = module.expected(f.game).sides.join();
    const over = module.result(f.game) !== null;
    if (sides === r.sides && !over && r.events.length < RECAP_SPAN) return;
    this.recap = null;
    for (const viewer of this.viewers) {
      if (viewer.kind === 'referee') continue;
      const name = viewerName(viewer);
      const hidden = r.hidden.get(name)!;
      const model = buildRecap(module, presentation, r.start, r.events, viewer);
      const scan = (what: string, t: string): void => {
        this.counts.texts++;
        for (const m of namedIn(new Scanned(t), hidden))
          this.add('leaks', at, `${what} for ${name} names ${m}: "${t.slice(0, 300)}"`, what);
      };
      scan('the recap model', JSON.stringify(model));
      scan('the recap text', recapText(model));
      scan('the recap alt text', recapAltText(model));
      const text = presentation.pictureText?.(this.viewOf(f, viewer));
      if (text !== undefined) {
        this.counts.texts++;
        for (const m of namedIn(new Scanned(text), this.hidden(f, viewer)))
          this.add('leaks', at, `the picture text for ${name} names ${m}: "${text.slice(0, 300)}"`, 'picture text');
      }
    }
  }

  /** The view of the state players see now: the one event() made for the last event, else a new one. */
  private viewOf(f: Folded, viewer: Viewer): unknown {
    const seen = this.last.get(viewerName(viewer));
    return seen ? seen.view : this.target.module.view(f.game, viewer);
  }

  /**
   * The decision the game waits for, as buttons (decisionLeaks): one page of it per command, in turn as
   * the game goes on (page 1 at the first command, 2 at the next…): each page costs the game's legality
   * again, and the pages are built alike.
   */
  private decision(f: Folded, at: string): void {
    const { module, presentation } = this.target;
    if (!presentation.decision) return;
    this.decisions++;
    let page = 1;
    if (presentation.choicePages) {
      const side = module.expected(f.game).sides[0];
      const pages = side === undefined ? 1 : presentation.choicePages(module.actions(f.game, side)).length;
      page = 1 + (this.decisions % Math.max(1, pages));
    }
    const d = presentation.decision(f.game, f.seq, page);
    if (!d) return;
    this.counts.buttons += d.buttons.length;
    for (const leak of decisionLeaks(d, (v) => this.hidden(f, v), this.decl.aliases))
      this.add('leaks', at, `page ${page}: ${leak}`, 'buttons');
  }

  /** At the end of a playthrough: the replay, the snapshots, and the states kept along the way. */
  finish(f: Folded, log: readonly GameEvent[]): void {
    const { module } = this.target;
    const at = `the end (event ${f.seq})`;
    /** Where folding `events` onto `from` (refold.ts, as npm run check-games does) ends up unlike `f`. */
    const unlike = (events: readonly GameEvent[], from?: Folded): string | null => {
      const r = refold(module, events, from);
      if ('diverged' in r) return `${r.diverged.reason}: ${r.diverged.detail}`;
      const d = stateDifference(r.folded, f);
      return d === null ? null : `it differs first at ${d}`;
    };
    const replayed = unlike(log);
    if (replayed !== null) this.add('replay', at, `folding the log from scratch is not the state played: ${replayed}`);
    for (const k of this.kept)
      if (JSON.stringify(k.f) !== k.json)
        this.add(
          'replay',
          at,
          `the state after event ${k.f.seq} changed after it was made: decide() or evolve() wrote into a state it was given (${firstDifference(JSON.parse(k.json), k.f)})`,
        );
    for (const s of this.snapshots) {
      this.counts.snapshots++;
      const d = unlike(log.slice(s.seq), JSON.parse(s.json) as Folded);
      if (d !== null)
        this.add('snapshot', at, `the snapshot at event ${s.seq} plus the tail of the log is not the fold: ${d}`);
    }
  }

  /** The shape check over every playthrough watched: each path allowed to each audience that saw it, the must-see paths seen. */
  shapeFindings(): void {
    for (const [path, by] of this.shapes.seen)
      for (const [audience, where] of by) {
        const problem = shapeProblem(path, audience, this.decl.view.allowed);
        if (problem) this.findings.add('shape', `[${this.target.id} ${where}] a ${audience} view: ${problem}`, path);
      }
    for (const p of this.decl.view.mustSee ?? [])
      if (!this.shapes.seen.has(p))
        this.findings.add(
          'shape',
          `[${this.target.id}] no playthrough reached a view with ${p}: the allowlist goes untested there`,
          p,
        );
  }
}
