// Choices a person can scan: the assault columns offered cover what a good player sends (the
// six-counter night column, §3.7; the guns' close support, Table 5.1.1) and come grouped by objective,
// best first by the careful player's estimate (advisor/estimates.ts); a unit list of /hod completes a
// counter at a time, each with its side and fire.
import { describe, expect, it } from 'vitest';
import { britishObjectives } from '../../src/games/hill-of-doves/control.ts';
import { accepts, columnFire, expectedBoer } from '../../src/games/hill-of-doves/advisor/estimates.ts';
import { hod } from '../../src/games/hill-of-doves/commands/hod.ts';
import type { AssaultableObjectiveId } from '../../src/games/hill-of-doves/data/types.ts';
import { hillOfDoves } from '../../src/games/hill-of-doves/index.ts';
import type { HodState } from '../../src/games/hill-of-doves/state.ts';
import { isCompany, isReserve, kind } from '../../src/games/hill-of-doves/units.ts';
import { given, type Position } from '../helpers/given.ts';
import { harness } from '../helpers/harness.ts';

/** Monday 24 January at 2.3 (weather D6 1: fine), sandbox. */
function monday(): Position {
  const p = given(hillOfDoves, { options: { sandbox: 'true', components: 'v2' } });
  p.play('British', { type: 'continue' }, [4, 1]);
  expect(p.state<HodState>().step).toBe('night');
  return p;
}

interface Column {
  objective: AssaultableObjectiveId;
  units: string[];
}
function assaults(p: Position, type: 'night-assault' | 'declare-assault'): Column[] {
  return hillOfDoves
    .actions(p.state<HodState>(), 'British')
    .map(
      (a) =>
        a.action as unknown as { type: string; objective: AssaultableObjectiveId; units: string[]; recon?: boolean },
    )
    .filter((a) => a.type === type && !a.recon)
    .map((a) => ({ objective: a.objective, units: a.units }));
}
const fighters = (units: readonly string[]) => units.filter((u) => isCompany(u) || isReserve(u)).length;
const guns = (units: readonly string[]) => units.filter((u) => kind(u) === 'section');

/** The columns are grouped by objective (each objective once, in one run) and best first in each. */
function expectRanked(s: HodState, cols: readonly Column[], night: boolean): void {
  const runs = cols.map((c) => c.objective).filter((o, i, xs) => i === 0 || xs[i - 1] !== o);
  expect(new Set(runs).size).toBe(runs.length);
  const british = britishObjectives(s);
  for (const o of new Set(runs)) {
    const q = cols
      .filter((c) => c.objective === o)
      .map((c) => columnFire(s, c.units, o) / expectedBoer(s, o, night, british));
    expect(q).toEqual([...q].sort((a, b) => b - a));
  }
}

describe('3.1, 3.2 — the assault columns offered', () => {
  it('§3.7, 3.2: the night choices include a six-counter column (no −1 for 7 or more) and a column with its guns, grouped by objective, best first', () => {
    const p = monday();
    const night = assaults(p, 'night-assault');
    expect(night.length).toBeGreaterThan(0);
    expect(night.some((c) => fighters(c.units) === 6)).toBe(true);
    expect(night.some((c) => guns(c.units).length > 0)).toBe(true);
    expectRanked(p.state<HodState>(), night, true);
  });

  it('Table 5.1.1, 3.1: the day choices include columns with artillery (close support for case shot), grouped and ranked', () => {
    const p = monday();
    p.play('British', { type: 'continue' }); // no night assault
    if (p.state<HodState>().step === 'columns') p.play('British', { type: 'continue' });
    expect(p.state<HodState>().step).toBe('day');
    const day = assaults(p, 'declare-assault');
    expect(day.some((c) => guns(c.units).some((g) => g.startsWith('SEC-FG') || g.startsWith('SEC-MG')))).toBe(true);
    expectRanked(p.state<HodState>(), day, false);
    // Every choice offered is one the rules accept.
    for (const c of day)
      expect(accepts(p.state<HodState>(), { type: 'declare-assault', objective: c.objective, units: c.units })).toBe(
        true,
      );
  });
});

describe('/hod unit lists complete a counter at a time, with side and fire', () => {
  it('2.4, Tables 6.3-6.7: units: offers the suggested columns whole, then each counter with its side and fire after the ids typed', async () => {
    const h = harness({ seed: 'hod-unit-lists' });
    await h.run('alice: /game new game:hill-of-doves');
    await h.run('alice: /game join side:British');
    await h.run('alice: /hod continue');
    if ((h.read.game().folded.game as HodState).step === 'night') await h.run('alice: /hod continue');
    expect((h.read.game().folded.game as HodState).step).toBe('columns');
    const ctx = { app: h.app, caller: { channel: 'test', user: 'alice', name: 'alice' } };
    const input = (units: string) => ({ name: 'hod', subcommand: 'column', options: { at: 'camp', units } });
    expect(hod.autocomplete).toBeDefined();
    const first = await hod.autocomplete!(ctx, input(''), { name: 'units', value: '' });
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThanOrEqual(25);
    expect(first[0]!.name).toMatch(/^Suggested: .* fire \d+/);
    const next = await hod.autocomplete!(ctx, input('HQ-58,COY-58-A,'), { name: 'units', value: 'HQ-58,COY-58-A,' });
    expect(next.length).toBeGreaterThan(0);
    for (const c of next) {
      expect(c.value.startsWith('HQ-58,COY-58-A,')).toBe(true);
      expect(c.name.length).toBeLessThanOrEqual(100);
      expect(c.value.length).toBeLessThanOrEqual(100);
      expect(c.name).toMatch(/^2 chosen \(fire 6\) \+ [A-Z0-9-]+ \((full strength, fire 6|.*)\)$/);
    }
    expect(next.some((c) => /SEC-FG-1 \(horse-drawn, case shot 6\)$/.test(c.name))).toBe(true);
    expect(next.some((c) => c.value.endsWith(',COY-58-A'))).toBe(false); // not twice
    const typed = await hod.autocomplete!(ctx, input('HQ-58,sec-f'), { name: 'units', value: 'HQ-58,sec-f' });
    expect(typed.map((c) => c.value)).toEqual(['HQ-58,SEC-FG-1', 'HQ-58,SEC-FG-2']);
    h.close();
  });
});
