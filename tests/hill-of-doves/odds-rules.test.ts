// The odds Hill of Doves shows before a roll (odds.ts), rule by rule, on the rules alone
// (tests/helpers/given.ts): Monday 24 January at 2.3 with the weather rolled to rain (box 4), as in
// spec 10.2. The figures are worked by hand from the tables (§3.6, §3.15).
import { describe, expect, it } from 'vitest';
import { bookletTableText } from '../../src/games/hill-of-doves/booklet-tables.ts';
import { hodButtons } from '../../src/games/hill-of-doves/buttons.ts';
import { hillOfDoves } from '../../src/games/hill-of-doves/index.ts';
import type { HodState } from '../../src/games/hill-of-doves/state.ts';
import { expected } from '../../src/games/hill-of-doves/summary.ts';
import { view } from '../../src/games/hill-of-doves/view.ts';
import { given, thenEvents } from '../helpers/given.ts';

const monday = () => {
  const g = given(hillOfDoves, { options: { sandbox: 'true' } });
  g.play('British', { type: 'continue' } as never, [4, 5]); // 2.1-2.2: rain, box 4
  expect(g.state<HodState>().step).toBe('night');
  return g;
};

const label = (s: HodState, objective: string, units: readonly string[]): string =>
  hillOfDoves
    .actions(s, 'British')
    .find(
      (a) =>
        a.action.type === 'night-assault' &&
        a.action.objective === objective &&
        !a.action.recon &&
        a.action.units.join(',') === units.join(','),
    )!.label;

describe('Hill of Doves: the odds where a roll decides', () => {
  const five = ['HQ-58', 'COY-58-A', 'COY-58-B', 'COY-58-C', 'COY-58-D', 'COY-58-E'];
  const rifles = ['HQ-3-60', 'COY-3-60-A', 'COY-3-60-B', 'COY-3-60-C', 'COY-3-60-D', 'COY-3-60-E'];
  const big = [
    'HQ-58',
    'COY-58-A',
    'COY-58-B',
    'COY-58-C',
    'COY-58-D',
    'COY-58-E',
    'NB-BOADICEA',
    'TRP-MS-1',
    'TRP-MS-2',
  ];

  it('3.2, §3.15 — each night column offered says its odds of getting in position: rain −1, 7+ companies and reserves −1, a Rifles HQ +1', () => {
    const s = monday().state<HodState>();
    // Disperses on 1 or less: rain −1 disperses on a D6 of 1-2, so 4 in 6.
    expect(label(s, 'BK', five)).toMatch(/ — gets in position 4 in 6, 67%$/);
    // Nine companies and reserves: −2, disperses on 1-3.
    expect(label(s, 'BK', big)).toMatch(/ — gets in position 3 in 6, 50%$/);
    // A Rifles HQ commands: −1 + 1, disperses on a 1 only.
    expect(label(s, 'BK', rifles)).toMatch(/ — gets in position 5 in 6, 83%$/);
    // The prompt lists the choices with their odds, and the buttons keep them.
    expect(expected(s).text).toContain(' — gets in position ');
    const buttons = hodButtons(s, 1, 10_000).filter((b) => b.command.startsWith('/hod night objective:BK '));
    expect(buttons.find((b) => b.command.includes(`units:${rifles.join(',')} `))!.label).toMatch(/ · in position 83%/);
  });

  it('3.2 — the odds shown are the roll made: the column of a Rifles HQ disperses on a 1 and only on a 1', () => {
    const one = monday();
    const two = monday();
    const a = { type: 'night-assault', objective: 'BK', units: rifles, hex: 'T1203' };
    const rolled = (events: readonly { type: string }[]) =>
      events.find((e) => e.type === 'dispersal-rolled') as unknown as { dispersed: boolean; modifier: number };
    expect(rolled(thenEvents(one.when('British', a as never, [1])))).toMatchObject({ modifier: 0, dispersed: true });
    expect(rolled(thenEvents(two.when('British', a as never, [2])))).toMatchObject({ modifier: 0, dispersed: false });
  });

  it('2.9, §3.6 — /rules table:3.6 gives each Ambush Roll target’s chance now, with the rounding stated', () => {
    const s = monday().state<HodState>();
    const text = bookletTableText('3.6', view(s, { kind: 'side', side: 'British' }))!;
    const now = text.slice(text.indexOf('Now ('));
    expect(now).toMatch(
      /: modifier [+−-]?\d+, (ambushed on a D6 of \d\+|no D6 ambushes it|every D6 ambushes it) \(\d in 6, (\d+%|0%|100%)\)/,
    );
    expect(now).toContain('exact odds from the dice, rounded to the nearest whole percent');
    // Each target's chance is the faces of one D6 that reach 7 with its modifier (reconstruction v2's
    // Ambush Roll Table, the game's revision: 7 or more ambushes; the spec's v1 said 6).
    let targets = 0;
    for (const m of now.matchAll(/modifier ([+−-]?)(\d+), [^(]*\((\d) in 6, (\S+)\)/g)) {
      const mod = (m[1] === '−' || m[1] === '-' ? -1 : 1) * Number(m[2]);
      const faces = [1, 2, 3, 4, 5, 6].filter((d) => d + mod >= 7).length;
      expect(Number(m[3]), m[0]).toBe(faces);
      expect(m[4], m[0]).toBe(`${faces === 0 ? 0 : faces === 6 ? 100 : Math.round((faces / 6) * 100)}%`);
      targets++;
    }
    expect(targets).toBeGreaterThan(0);
  });
});
