// What the conformance kit catches (tests/conformance/declaration.ts): a deliberately leaking copy of the
// third game (River Crossing) — its view carries every unit where it stands, a field the allowlist does
// not know, and its log line of a hidden move names the units — fails the shape and leak checks while
// the others pass; broken copies fail each other check alone (an evolve that writes into its input, a
// state that does not survive a snapshot, a game that calls every event undoable, one that does not end
// in time); and each game's declaration can fail: its hidden markers see what the rules hide, and the
// checks fed with them flag a planted leak in a view, a picture model or a button.
import { beforeAll, describe, expect, it } from 'vitest';
import { fold, setupEvents } from '../../src/engine/kernel.ts';
import type { GamePresentation } from '../../src/engine/presentation.ts';
import type { AnyGameModule, GameEvent, Viewer } from '../../src/engine/types.ts';
import type { DestinyState } from '../../src/games/hand-of-destiny/state.ts';
import { hillOfDoves } from '../../src/games/hill-of-doves/index.ts';
import type { HodState } from '../../src/games/hill-of-doves/state.ts';
import type { HodView } from '../../src/games/hill-of-doves/view.ts';
import { lettowVorbeck } from '../../src/games/lettow-vorbeck/index.ts';
import type { LvState } from '../../src/games/lettow-vorbeck/state.ts';
import { riverCrossingGame } from '../fixtures/third-game/game.ts';
import type { Side } from '../hand-of-destiny/synthetic-scenario.ts';
import { MAJOR } from '../render/battle-record.ts';
import type { GameConformance } from './declaration.ts';
import { hillOfDovesConformance, hodHidden, hodViewProblems } from './games/hill-of-doves.ts';
import { hiddenUnits, lettowVorbeckConformance, lvBattleSheets, lvHidden } from './games/lettow-vorbeck.ts';
import { riverCrossingConformance, riverHidden } from './games/river-crossing.ts';
import { Scanned, namedIn } from './mentions.ts';
import { runKit, type KitReport } from './play.ts';
import { foldOpaque, shapeOf, shapeProblem } from './shape.ts';
import { CHECKS, decisionLeaks, pictureLeaks, type CheckName } from './watch.ts';

const base: AnyGameModule = riverCrossingGame.module;
const riverCrossingModule = base;
const riverCrossingPresentation = riverCrossingGame.presentation;
const decl: GameConformance = { ...riverCrossingConformance, games: riverCrossingConformance.games.slice(0, 2) };
const run = (module: AnyGameModule, d: GameConformance = decl): KitReport =>
  runKit({ id: base.id, module, presentation: riverCrossingPresentation }, d);

/** The checks that found something. */
const failing = (r: KitReport): CheckName[] => CHECKS.filter((c) => r.totals[c] > 0);

const leaky: AnyGameModule = {
  ...base,
  view: (state, viewer) => ({
    ...(base.view(state, viewer) as object),
    scouting: Object.entries((state as DestinyState<string>).units).map(([id, u]) => `${id}@${u.location}`),
  }),
  describe: (e: GameEvent, viewer, before) =>
    e.type === 'units-moved'
      ? `${String(e.side)} moves ${(e.units as string[]).join(', ')} (10.0: where is hidden).`
      : base.describe(e, viewer, before),
};

describe('the conformance kit on a leaking copy of the third game', () => {
  let report: KitReport;
  beforeAll(() => {
    report = run(leaky, riverCrossingConformance);
  });

  it('the shape check reports the unreviewed view field', () => {
    expect(report.findings.shape).toContainEqual(expect.stringContaining('scouting[] is not in the allowlist'));
  });

  it('the leak check reports the hidden units the view and the log lines name, for the other side and the public', () => {
    const leaks = report.findings.leaks.join('\n');
    expect(leaks).toMatch(/view\(public\) names (red|blue)-/);
    expect(leaks).toMatch(/view\(Blue\) names red-/);
    expect(leaks).toMatch(/the log line for (public|Blue) names red-inf-\d/);
    // Red's own view names Red's units: no finding is about a side's own pieces.
    expect(leaks).not.toMatch(/view\(Red\) names red-|line for Red names red-/);
  });

  it('the other checks still pass: the leak is in what the game shows, not in how it plays', () => {
    expect(failing(report)).toEqual(['shape', 'leaks']);
    expect(report.counts.undone).toBeGreaterThan(0);
  });
});

describe('the conformance kit on a copy of the third game whose recap leaks', () => {
  // The recap (src/engine/recap.ts) of a hidden move names its units and its path: the game's rules,
  // views and log lines are honest, its presentation's recap is not.
  const leakyRecap: GamePresentation = {
    ...riverCrossingPresentation,
    recap: {
      facts: (step) =>
        step.event.type === 'units-moved'
          ? [
              {
                kind: 'move',
                seq: step.seq,
                text: `${String(step.event.side)} moves ${(step.event.units as string[]).join(', ')}.`,
                at: step.event.path as string[],
              },
            ]
          : [],
    },
  };
  let report: KitReport;
  beforeAll(() => {
    report = runKit({ id: base.id, module: base, presentation: leakyRecap }, decl);
  });

  it('10.0 — the leak check reports the hidden units the recap names, in its model, its text and its alt text', () => {
    const leaks = report.findings.leaks.join('\n');
    expect(leaks).toMatch(/the recap model for (public|Blue|Red) names (red|blue)-/);
    expect(leaks).toMatch(/the recap text for (public|Blue|Red) names (red|blue)-/);
    expect(leaks).toMatch(/the recap alt text for (public|Blue|Red) names (red|blue)-/);
    expect(failing(report)).toEqual(['leaks']);
  });

  it('the honest third game’s recap passes the same scan', () => {
    const honest = run(base);
    expect(honest.findings.leaks).toEqual([]);
    expect(honest.counts.texts).toBeGreaterThan(report.counts.decisions);
  });
});

describe('each check of the kit can fail, and only it', () => {
  it('replay: an evolve that writes into the state it was given is caught', () => {
    const r = run({
      ...base,
      evolve: (s, e) => {
        const next = base.evolve(s, e);
        (s as Record<string, unknown>).touched = e.type; // the bug: the input is changed
        return next;
      },
    });
    expect(failing(r)).toEqual(['replay']);
    expect(r.findings.replay[0]).toContain('changed after it was made');
  });

  it('replay: a write into a state between the kept ones (every state is frozen) is caught where it happens', () => {
    // The third evolve writes into the state after event 2, which no snapshot keeps: only freezing
    // every state (frozen.ts) sees it.
    let calls = 0;
    const r = run({
      ...base,
      evolve: (s, e) => {
        if (++calls === 3) (s as Record<string, unknown>).touched = e.type;
        return base.evolve(s, e);
      },
    });
    expect(failing(r)).toEqual(['replay']);
    expect(r.findings.replay[0]).toMatch(/wrote into a state it was given \(Cannot add property touched/);
    expect(r.findings.replay[0]).toContain('catches.test.ts');
  });

  it('snapshot: a state that does not survive JSON (a Map) folds on differently from a snapshot', () => {
    const r = run({
      ...base,
      evolve: (s, e) => {
        const marks = (s as { marks?: unknown }).marks;
        const m = marks instanceof Map ? new Map(marks as Map<string, number>) : new Map<string, number>();
        m.set(e.type, (m.get(e.type) ?? 0) + 1);
        return { ...(base.evolve(s, e) as object), marks: m, kinds: m.size };
      },
    });
    expect(failing(r)).toEqual(['snapshot']);
    expect(r.findings.snapshot[0]).toMatch(
      /the snapshot at event \d+ plus the tail of the log is not the fold: it differs first at game\.kinds/,
    );
  });

  it('undo: a game that calls every event its player’s to take back is caught rolling dice and revealing units', () => {
    const r = run({ ...base, undoable: () => 'own' }, { ...decl, games: riverCrossingConformance.games });
    expect(failing(r)).toEqual(['undo']);
    const undo = r.findings.undo.join('\n');
    expect(undo).toContain('decided with another seed it gives other events: it used a die or a draw');
    expect(undo).toMatch(/it revealed (blue|red)-/);
  });

  it('play: a game that does not end within the step bound is caught', () => {
    const r = run(base, { ...decl, maxSteps: 5 });
    expect(failing(r)).toEqual(['play']);
    expect(r.findings.play[0]).toContain('no result after 5 decisions');
  });

  it('the leak scan matches whole ids and printed names, not parts of longer ones', () => {
    const t = new Scanned('["ger-1-fka-2","PAT-12","EV-01/21"] the 19 FKA; {"x":"EV-02/1"} moves with 9 FKA.');
    expect(['ger-1-fka', 'PAT-1', 'EV-01/2', 'EV-02/1', '9 FKA', '1 FKA'].map((m) => t.names(m))).toEqual([
      false,
      false,
      false,
      true,
      true,
      false,
    ]);
  });

  it('the shape check holds a field to the viewers the allowlist names', () => {
    const allowed = { a: 'public', b: 'side', c: 'referee' } as const;
    expect(shapeProblem('a', 'public', allowed)).toBeNull();
    expect(shapeProblem('b', 'public', allowed)).toBe('b is allowed to side views only');
    expect(shapeProblem('b', 'referee', allowed)).toBeNull();
    expect(shapeProblem('c', 'side', allowed)).toBe('c is allowed to referee views only');
    expect(shapeProblem('d', 'referee', allowed)).toBe('d is not in the allowlist');
  });
});

const PUBLIC: Viewer = { kind: 'public' };
const REFEREE: Viewer = { kind: 'referee' };
const side = (s: string): Viewer => ({ kind: 'side', side: s });

describe('Lettow-Vorbeck markers (10.0, R14, R36)', () => {
  const LV = lettowVorbeck as unknown as AnyGameModule;
  const s = fold(LV, setupEvents(LV, 'markers', {})).game as LvState;

  it('10.0 — the opponent’s face-down stacks and the draw piles are hidden; open boxes and own units are not', () => {
    const hidden = hiddenUnits(s, side('Allied'));
    expect(hidden.has('ger-1-fka')).toBe(true);
    expect(hidden.has('ger-kona')).toBe(false); // the Konigsberg box is open (R36)
    expect(hidden.has('ally-1-kar')).toBe(false);
    expect(JSON.stringify(LV.view(s, side('Allied')))).not.toContain('ger-1-fka');
    const markers = lvHidden(s, PUBLIC);
    for (const c of [...s.decks.German.draw, ...s.decks.Allied.draw]) expect(markers.has(c)).toBe(true);
    expect(lvHidden(s, REFEREE).size).toBe(0);
  });

  it('10.0, 20.B, 20.C — the battle sheet and button checks flag what the opponent may not see, by id or printed name', () => {
    const hidden = new Set(['ger-9-fka', 'ally-rff', 'ger-1-fka']);
    const aliases = lettowVorbeckConformance.aliases;
    const sheets = lvBattleSheets(MAJOR as GameEvent[], MAJOR.length);
    expect(sheets.map((m) => m.viewer)).toEqual([PUBLIC, side('German'), side('Allied')]);
    expect(pictureLeaks(sheets[0]!, hidden, aliases)).toEqual([]);
    // The German sheet names its own 20.B recruit, by its name: not for the Allies' eyes.
    expect(pictureLeaks(sheets[1]!, hidden, aliases)).toEqual([
      `the picture model ${sheets[1]!.what} for German names ger-9-fka (as "9 FKA")`,
    ]);
    const recruit = { label: 'Recruit ger-9-fka at tanga', command: '/battle recruit unit:ger-9-fka' };
    const decision = (isPublic: boolean) => ({
      sides: ['German'],
      prompt: '20.B',
      buttons: [{ ...recruit, public: isPublic }],
    });
    const fromPublic = (v: Viewer) => (v.kind === 'public' ? hidden : new Set<string>());
    expect(decisionLeaks(decision(false), fromPublic)).toEqual([]);
    expect(decisionLeaks(decision(true), fromPublic)).toHaveLength(1);
    expect(decisionLeaks(decision(false), (v) => (v.kind === 'side' ? hidden : new Set()))).toHaveLength(1);
  });
});

describe('Hill of Doves markers (the laagers cup, the Event Card Deck)', () => {
  const M = hillOfDoves as unknown as AnyGameModule;
  const s = fold(M, setupEvents(M, 'shape-plant', {})).game as HodState;
  const v = M.view(s, PUBLIC) as HodView;
  const allowed = hillOfDovesConformance.view.allowed;
  const isId = hillOfDovesConformance.view.isIdKey;

  it('the markers are the cup and every card copy not turned; the public view names none of them', () => {
    const markers = hodHidden(s, PUBLIC);
    expect(s.cup.length).toBeGreaterThan(0);
    for (const c of [...s.cup, ...s.deck]) expect(markers.has(c)).toBe(true);
    expect(namedIn(new Scanned(JSON.stringify(v)), markers)).toEqual([]);
    expect(hodViewProblems(s, PUBLIC, v)).toEqual([]);
    expect(hodHidden(s, REFEREE).size).toBe(0);
  });

  it('the guards catch a planted field: an unreviewed path, a copy of the cup, the deck order, a referee field in a public view', () => {
    const planted = { ...v, laagerDraws: { next: [...s.cup] } };
    expect(shapeOf(planted, isId).filter((p) => shapeProblem(p, 'public', allowed) !== null)).toEqual([
      'laagerDraws.next[]',
    ]);
    expect(hodViewProblems(s, PUBLIC, planted)).toContain('an array of cup counters at laagerDraws.next');
    const deckCard = s.deck[0]!;
    expect(namedIn(new Scanned(JSON.stringify({ ...v, discard: [deckCard] })), hodHidden(s, PUBLIC))).toContain(
      deckCard,
    );
    expect(namedIn(new Scanned(JSON.stringify({ ...v, cupCount: s.cup[0]! })), hodHidden(s, PUBLIC))).toEqual([
      s.cup[0],
    ]);
    expect(shapeProblem(foldOpaque('secret.combat.battles[]', ['secret.combat']), 'public', allowed)).toBe(
      'secret.combat… is allowed to referee views only',
    );
    expect(shapeProblem('secret.cup[]', 'referee', allowed)).toBeNull();
    // The referee view of the same state is caught too, were it ever sent to the British player.
    const refereeView = new Scanned(JSON.stringify(M.view(s, REFEREE)));
    expect(namedIn(refereeView, hodHidden(s, side('British'))).length).toBeGreaterThan(s.cup.length);
  });
});

describe('River Crossing markers (10.0)', () => {
  const s = fold(riverCrossingModule, setupEvents(riverCrossingModule, 'markers', {})).game as DestinyState<Side>;

  it('10.0 — each side’s units away from contact are hidden from the other and from the public, and the draw piles from all', () => {
    const fromBlue = riverHidden(s, side('Blue'));
    expect(fromBlue.has('red-inf-1')).toBe(true);
    expect(fromBlue.has('blue-inf-1')).toBe(false);
    expect(riverHidden(s, PUBLIC).has('blue-garrison')).toBe(true);
    for (const c of s.decks.Red.draw) expect(fromBlue.has(c)).toBe(true);
    expect(namedIn(new Scanned(JSON.stringify(riverCrossingModule.view(s, side('Blue')))), fromBlue)).toEqual([]);
    expect(namedIn(new Scanned(JSON.stringify(riverCrossingModule.view(s, REFEREE))), fromBlue).length).toBeGreaterThan(
      0,
    );
  });
});
