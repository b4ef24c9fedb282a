// Every check of the kit can fail: broken copies of the third game (River Crossing) — one whose evolve
// writes into the state it is given, one whose state does not survive a snapshot, one that calls every
// event undoable, one that never ends within the bound — are each caught by their check alone; and the
// word matching the leak scan rests on keeps to whole ids.
import { describe, expect, it } from 'vitest';
import type { AnyGameModule } from '../../src/engine/types.ts';
import { riverCrossingModule } from '../fixtures/third-game/module.ts';
import { riverCrossingPresentation } from '../fixtures/third-game/presentation.ts';
import type { GameConformance } from './declaration.ts';
import { riverCrossingConformance } from './games/river-crossing.ts';
import { Scanned } from './mentions.ts';
import { runKit, type KitReport } from './play.ts';
import { shapeProblem } from './shape.ts';
import { CHECKS, type CheckName } from './watch.ts';

const base = riverCrossingModule;
const decl: GameConformance = { ...riverCrossingConformance, games: riverCrossingConformance.games.slice(0, 2) };
const run = (module: AnyGameModule, d: GameConformance = decl): KitReport =>
  runKit({ id: base.id, module, presentation: riverCrossingPresentation }, d);

/** The checks that found something. */
const failing = (r: KitReport): CheckName[] => CHECKS.filter((c) => r.totals[c] > 0);

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
      /the snapshot at event \d+ plus the tail of the log differs from the fold, first at game\.kinds/,
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
