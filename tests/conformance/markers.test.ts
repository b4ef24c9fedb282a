// Each game's declaration can fail (tests/conformance/games/): its hidden markers see what the rules
// hide, and the kit's checks, fed with them, flag a planted leak in a view, a picture model or a button.
import { describe, expect, it } from 'vitest';
import { fold, setupEvents } from '../../src/engine/kernel.ts';
import type { AnyGameModule, GameEvent, Viewer } from '../../src/engine/types.ts';
import { hillOfDoves } from '../../src/games/hill-of-doves/index.ts';
import type { HodState } from '../../src/games/hill-of-doves/state.ts';
import type { HodView } from '../../src/games/hill-of-doves/view.ts';
import { lettowVorbeck } from '../../src/games/lettow-vorbeck/index.ts';
import type { LvState } from '../../src/games/lettow-vorbeck/state.ts';
import type { DestinyState } from '../../src/games/hand-of-destiny/state.ts';
import { riverCrossingModule } from '../fixtures/third-game/module.ts';
import { MAJOR } from '../render/battle-record.ts';
import { hillOfDovesConformance, hodHidden, hodViewProblems } from './games/hill-of-doves.ts';
import { hiddenUnits, lettowVorbeckConformance, lvBattleSheets, lvHidden } from './games/lettow-vorbeck.ts';
import { riverHidden } from './games/river-crossing.ts';
import type { Side } from '../hand-of-destiny/synthetic-scenario.ts';
import { Scanned, namedIn } from './mentions.ts';
import { foldOpaque, shapeOf, shapeProblem } from './shape.ts';
import { decisionLeaks, pictureLeaks } from './watch.ts';

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
