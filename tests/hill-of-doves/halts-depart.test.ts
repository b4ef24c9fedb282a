// 3.3 under the standing order depart:as-declared (src/games/hill-of-doves/orders/halts.ts departByOrder): in
// campaigns created with halts, /hod continue stops the first time a declared column would start by the
// order (the player never having been asked about departures), and after that each start the order makes is
// said in the line of standing orders applied. Campaigns without halts start their columns silently, as
// they were recorded. On the rules alone (tests/hill-of-doves/position.ts, the kernel's decide and fold).
import { describe, expect, it } from 'vitest';
import { fold } from '../../src/engine/kernel.ts';
import type { GameEvent } from '../../src/engine/types.ts';
import { legalActions } from '../../src/games/hill-of-doves/legal.ts';
import { M, Pos } from './position.ts';

const british = { kind: 'side', side: 'British' } as const;
const said = (p: Pos, events: GameEvent[]): string[] => {
  let f = fold(M, p.log.slice(0, p.log.length - events.length));
  const out: string[] = [];
  for (const e of events) {
    const line = M.describe(e, british, f.game);
    if (line) out.push(line);
    f = fold(M, [e], f);
  }
  return out;
};

/**
 * Monday 24 January at 2.5, two day assaults declared: T1 on Nkwelo Plateau at 5 am, T2 on Brownlow's
 * Kop at 7 am (depart:3). `halts`: a campaign created with halts (the set-up event of a new campaign).
 */
function declared(halts: boolean): Pos {
  const p = new Pos('rule-test');
  if (halts) {
    p.log[0] = { ...p.log[0]!, halts: true };
    p.f = fold(M, p.log);
  }
  p.orders({
    assault: 'ask',
    columns: 'none',
    transfer: 'none',
    bombard: 'none',
    battleBombard: 'none',
    reserves: 'commit-all',
    charge: 'always',
    artillery: 'never',
  });
  p.dice(4, 5);
  for (let k = 0; k < 4 && p.s.step !== 'day'; k++) p.go();
  expect(p.s.step).toBe('day');
  p.act({
    type: 'declare-assault',
    objective: 'NP',
    units: ['GEN-COLLEY', 'COY-3-60-A', 'COY-3-60-B', 'COY-3-60-C', 'NB-BOADICEA'],
    hex: 'T0609',
  });
  p.act({ type: 'declare-assault', objective: 'BK', units: ['HQ-58', 'COY-58-A'], hex: 'T1203', depart: 3 });
  return p;
}

describe('3.3 depart:as-declared under /hod continue halts', () => {
  it('3.3 — the first start by the order stops the game once; continue starts the column as declared; the next start is said in a line', () => {
    const p = declared(true);
    p.dice(4, 4); // 3.1 formations
    const first = said(p, p.go());
    expect(p.s.step).toBe('depart');
    expect(p.s.today.hour).toBe(1);
    expect(p.of('tactical-moved')).toEqual([]); // stopped before T1 moved
    expect(first.at(-1)).toContain(
      'Asked once whatever the standing orders (the first time in this campaign): standing order depart:as-declared would decide this for you — T1 starts at 5 am; continue = T1 starts at 5 am.',
    );
    expect(legalActions(p.s, 'British').map((a) => a.label)).toEqual([
      '3.3 As declared: T1 starts at 5 am',
      'T1 (Nkwelo Plateau) starts at 5 am',
      "T2 (Brownlow's Kop) starts at 5 am",
      'All waiting columns start at 5 am',
    ]);
    p.dice(4, 4, 4, 4);
    const then = said(p, p.go());
    expect(p.of('tactical-moved')[0]).toMatchObject({ column: 'T1', hour: 1 });
    // T2 starts at 7 am by the order, now asked: said in the line of standing orders applied.
    expect(p.of('tactical-moved').find((e) => e.column === 'T2')).toMatchObject({ hour: 3 });
    expect(then.join('\n')).toMatch(/Standing order depart:as-declared: T2 starts at 7 am \(3\.3\) on Mon 24 Jan\./);
    expect(p.s.asked).toContain('depart');
    expect(p.replayEqual()).toBe(true);
  });

  it('3.3 — at the stop, /hod depart starts the named column now; the one declared for this hour and not named waits for the word', () => {
    const p = declared(true);
    p.dice(4, 4);
    p.go();
    expect(p.s.step).toBe('depart');
    p.dice(4, 4, 4, 4);
    const events = p.act({ type: 'depart', columns: ['T2'] });
    expect(events).toContainEqual({ type: 'column-departed', column: 'T2', hour: 1 });
    expect(events).toContainEqual({ type: 'departures-awaited', columns: ['T1'] });
    expect(p.of('tactical-moved').map((e) => e.column)).not.toContain('T1');
    // T1 held: the game asks for it at the next hour, as under depart:ask.
    expect(p.s.step).toBe('depart');
    expect(p.s.today.hour).toBe(2);
    expect(p.s.tactical.find((c) => c.id === 'T1')).toMatchObject({ depart: null });
  });

  it('3.3 — a campaign without halts (created before them) starts its columns silently, with the same events as before', () => {
    const p = declared(false);
    p.dice(4, 4);
    const events = p.go();
    expect(p.s.step).not.toBe('depart');
    expect(events.filter((e) => e.type === 'tactical-hour' || e.type === 'orders-applied')).toEqual([]);
    expect(p.of('tactical-moved')[0]).toMatchObject({ column: 'T1', hour: 1 });
  });
});
