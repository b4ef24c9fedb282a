// The kit can fail: a copy of the third game (River Crossing) that leaks — its view carries every unit
// where it stands (a field the allowlist does not know, naming the other side's face-down units), and
// its log line of a hidden move names the units — is caught by the shape and leak checks, while the
// checks it does not break (play, replay, snapshot, undo) still pass on it.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyGameModule, GameEvent } from '../../src/engine/types.ts';
import type { DestinyState } from '../../src/games/hand-of-destiny/state.ts';
import { riverCrossingModule } from '../fixtures/third-game/module.ts';
import { riverCrossingPresentation } from '../fixtures/third-game/presentation.ts';
import { riverCrossingConformance } from './games/river-crossing.ts';
import { runKit, type KitReport } from './play.ts';

const base = riverCrossingModule;

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
    report = runKit({ id: base.id, module: leaky, presentation: riverCrossingPresentation }, riverCrossingConformance);
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
    for (const check of ['play', 'replay', 'snapshot', 'undo'] as const)
      expect(report.findings[check], check).toEqual([]);
    expect(report.counts.undone).toBeGreaterThan(0);
  });
});
