// The conformance kit over every registered game (tests/conformance/declaration.ts says what it checks
// and how a new game joins): each game is played once per declared seed, in beforeAll, and every check
// reads that one set of playthroughs. A game registered without a declaration fails here.
import { beforeAll, describe, expect, it } from 'vitest';
import { conformanceOf } from './games/index.ts';
import { runKit, type KitReport } from './play.ts';
import { registeredGames } from './registry.ts';

describe.each(registeredGames())('conformance kit: $id', (target) => {
  const decl = conformanceOf(target.id);
  let report: KitReport;

  beforeAll(() => {
    if (!decl)
      throw new Error(
        `${target.id} is registered but declares no conformance: add tests/conformance/games/${target.id}.ts (see tests/conformance/declaration.ts) to tests/conformance/games/index.ts`,
      );
    report = runKit(target, decl);
  });

  it('declares its view allowlist, its hidden markers and two or more seeded playthroughs', () => {
    expect(decl?.id).toBe(target.id);
    expect(Object.keys(decl!.view.allowed).length).toBeGreaterThan(0);
    expect(decl!.games.length).toBeGreaterThanOrEqual(2);
  });

  it('random play from its own seeded setup reaches a result within the step bound, every legal action accepted', () => {
    expect(report.findings.play).toEqual([]);
    expect(report.counts.playthroughs).toBe(decl!.games.length);
    expect(report.counts.decisions).toBeGreaterThan(decl!.games.length);
  });

  it('replay: folding the whole log from scratch equals the state evolved step by step, and no state changed after it was made', () => {
    expect(report.findings.replay).toEqual([]);
    expect(report.counts.events).toBeGreaterThan(report.counts.decisions);
  });

  it('snapshot plus tail: the state as the store keeps it (JSON), folded on with the rest of the log, equals the fold', () => {
    expect(report.findings.snapshot).toEqual([]);
    expect(report.counts.snapshots).toBeGreaterThan(0);
  });

  it('undo: an "own"-undoable command rolls no die, draws nothing, reveals nothing to its side, and its take-back restores the state before it', () => {
    expect(report.findings.undo).toEqual([]);
    if (target.module.undoable) {
      expect(report.counts.undoable).toBeGreaterThan(0);
      expect(report.counts.undone).toBeGreaterThan(0);
    } else expect(report.counts.undoable).toBe(0); // the game takes nothing back
  });

  it('view shape: every view of every viewer holds only the fields the game allowlists for that viewer, and the playthroughs reach the ones it names', () => {
    expect(report.findings.shape).toEqual([]);
    expect(report.counts.views).toBe(report.counts.events * (target.module.seats.length + 2));
  });

  it('leaks: no view, log line, status or "Next:" text, picture model or decision button names what its viewer may not see', () => {
    expect(report.findings.leaks).toEqual([]);
    expect(report.counts.hiding).toBeGreaterThan(0);
    expect(report.counts.lines).toBeGreaterThan(0);
    expect(report.counts.texts).toBeGreaterThan(0);
    if (decl!.buttons !== false) expect(report.counts.buttons).toBeGreaterThan(0);
    if (decl!.pictureModels) expect(report.counts.pictures).toBeGreaterThan(0);
  });
});
