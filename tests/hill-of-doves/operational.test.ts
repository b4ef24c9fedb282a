// 2.0 Operational Phase and 3.0 Tactical Phase, rule by rule, from sandbox positions with queued dice.
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../src/engine/rule-error.ts';
import { Pos } from './position.ts';

/** Monday 24 January at 2.3, weather rolled 5 (rain, box 4), as in spec 10.2. */
const monday = (components: 'v1' | 'v2' = 'v2') => {
  const p = new Pos('rule-test', { sandbox: 'true', components }).dice(4, 5);
  p.go();
  return p;
};

describe('2.0 Operational Phase', () => {
  it('2.1-2.2: the day starts and D6 5 is rain, marker 3 → 4 (Mud); drifts stay shallow', () => {
    const p = monday();
    expect(p.s.day).toBe(1);
    expect(p.s.weather).toEqual({ box: 4, shows: 'rain' });
    expect(p.s.step).toBe('night');
  });

  it('2.2 / R48: fine regresses and the marker stays in box 1 at the end of the track', () => {
    const p = new Pos().set('weather', '1:rain').dice(4, 2);
    p.go();
    expect(p.s.weather).toEqual({ box: 1, shows: 'fine' });
  });

  it('2.3: night assaults are refused against The Nek and Table Mountain, and need a line of communication', () => {
    const p = monday();
    expect(() => p.act({ type: 'night-assault', objective: 'TM', units: ['HQ-58', 'COY-58-A'] })).toThrow(
      /2\.3.*Nek or Table Mountain/,
    );
    expect(() => p.act({ type: 'night-assault', objective: 'LF', units: ['HQ-58', 'COY-58-A'] })).toThrow(
      /line of communication/,
    );
    expect(() => p.act({ type: 'night-assault', objective: 'MM', units: ['HQ-58', 'COY-58-A'] })).toThrow(/4\.13/);
  });

  it('2.3 / 3.2 / R14: a night assault uses an option; on a dispersal roll of 1 each company and reserve takes a hit and goes back to 2.4', () => {
    const p = monday();
    p.dice(2); // 3.2: D6 2 − 1 rain = 1 → disperses
    p.act({ type: 'night-assault', objective: 'NP', units: ['HQ-58', 'COY-58-A', 'COY-58-B'], hex: 'T0609' });
    expect(p.of('dispersal-rolled')[0]).toMatchObject({ die: 2, modifier: -1, dispersed: true });
    expect(p.s.nightAssaults).toBe(2);
    expect(p.s.units['COY-58-A']).toMatchObject({ loc: 'camp', side: 'reduced' });
    expect(p.s.step).toBe('columns');
  });

  it('2.4: column rules — a commander and a company, HQ only with its own regiment, reserves ≤ 2 × companies', () => {
    const p = monday();
    p.go(); // pass 2.3
    expect(p.s.step).toBe('columns');
    expect(() => p.act({ type: 'form-column', at: 'camp', units: ['COY-58-A'] })).toThrow(/2\.4/);
    expect(() => p.act({ type: 'form-column', at: 'camp', units: ['HQ-58', 'COY-3-60-A'] })).toThrow(/own regiment/);
    expect(() =>
      p.act({ type: 'form-column', at: 'camp', units: ['HQ-58', 'COY-58-A', 'TRP-MS-1', 'TRP-MS-2', 'SEC-FG-1'] }),
    ).toThrow(/twice/);
    p.act({ type: 'form-column', at: 'camp', units: ['HQ-3-60', 'COY-3-60-D', 'COY-3-60-E', 'TRP-MS-2'] });
    expect(p.s.columns).toEqual([{ id: 'C1', origin: 'camp', road: 8 }]);
    // No commander waits in Fort Amiel, so 2.4 ends at once and the game moves on to 2.5.
    expect(p.s.step).toBe('day');
    expect(() => p.act({ type: 'form-column', at: 'camp', units: ['HQ-58', 'COY-58-A'] })).toThrow(/2\.4/);
  });

  it('2.4: manhandled sections may not join an operational column', () => {
    const p = monday().set('SEC-FG-1', 'manhandled');
    p.go();
    expect(() => p.act({ type: 'form-column', at: 'camp', units: ['HQ-58', 'COY-58-A', 'SEC-FG-1'] })).toThrow(
      /manhandled/,
    );
  });

  it('2.5 / R58: each objective once per Tactical Phase; orders markers must be legal rifle fire hexes with a LOC', () => {
    const p = monday();
    p.go();
    p.go();
    expect(p.s.step).toBe('day');
    expect(() =>
      p.act({ type: 'declare-assault', objective: 'NP', units: ['GEN-COLLEY', 'COY-3-60-A'], hex: 'T0508' }),
    ).toThrow(/3\.1/);
    p.act({
      type: 'declare-assault',
      objective: 'NP',
      units: ['GEN-COLLEY', 'COY-3-60-A', 'COY-3-60-B', 'COY-3-60-C', 'NB-BOADICEA'],
      hex: 'T0609',
    });
    expect(() => p.act({ type: 'declare-assault', objective: 'NP', units: ['HQ-58', 'COY-58-A'] })).toThrow(/2\.5/);
  });

  it('3.1 / 3.3: formations are rolled at launch; columns move hour by hour and record their arrival box (spec 10.2 dice)', () => {
    const p = monday();
    p.go();
    p.go();
    p.act({
      type: 'declare-assault',
      objective: 'NP',
      units: ['GEN-COLLEY', 'COY-3-60-A', 'COY-3-60-B', 'COY-3-60-C', 'NB-BOADICEA'],
      hex: 'T0609',
    });
    p.act({
      type: 'declare-assault',
      objective: 'ON',
      units: ['HQ-58', 'COY-58-A', 'COY-58-B', 'COY-58-C', 'COY-58-D', 'COY-58-E'],
      hex: 'T0807',
    });
    p.dice(4, 2, 4, 2, 5);
    try {
      p.go();
    } catch (e) {
      if (!(e instanceof RuleError)) throw e;
      // the battle may stop for a decision; the tactical phase is what this test checks
    }
    const f = p.of('formation-rolled');
    expect(f.map((e) => [e.column, e.die, e.formation])).toEqual([
      ['T1', 4, 'line'],
      ['T2', 2, 'mass'],
    ]);
    const moves = p.of('tactical-moved');
    expect(moves[0]).toMatchObject({
      column: 'T1',
      hour: 1,
      die: 4,
      hexes: 2,
      path: ['T0709', 'T0609'],
      arrived: true,
    });
    expect(moves[1]).toMatchObject({ column: 'T2', hour: 1, die: 2, hexes: 1, path: ['T0808'], arrived: false });
    expect(moves[2]).toMatchObject({ column: 'T2', hour: 2, die: 5, hexes: 2, path: ['T0807'], arrived: true });
  });

  it('3.3 / R29: a column that has not arrived when the marker enters 5 pm disperses (v1 game: not recorded, R13)', () => {
    const p = monday('v1');
    p.go();
    p.go();
    p.act({ type: 'declare-assault', objective: 'BK', units: ['HQ-58', 'COY-58-A'], hex: 'T1203', depart: 12 });
    p.dice(3, 1);
    p.go();
    expect(p.of('tactical-dispersed')[0]).toMatchObject({ column: 'T1' });
    expect(p.s.units['COY-58-A']!.loc).toBe('camp');
    expect(p.of('assault-recorded')).toHaveLength(0); // R13
  });

  it('2.7: morning movement 4 − 1 rain − 1 Mud = 2 puts the camp column on the Double Drifts (spec 10.2)', () => {
    const p = monday();
    p.go();
    p.act({ type: 'form-column', at: 'camp', units: ['HQ-3-60', 'COY-3-60-D', 'COY-3-60-E', 'TRP-MS-2'] });
    p.orders({ assault: 'none' });
    p.dice(1, 1, 1, 1, 1, 1, 1, 1);
    if (p.s.step !== 'combat') p.go();
    const m = p.log.filter((e) => e.type === 'column-moved')[0] as unknown as { move: number; to: number };
    expect(m).toMatchObject({ move: 2, to: 6 });
  });

  it('2.7 / §3.5: a convoy column from Fort Amiel in rain and Mud moves 4 − 1 − 1 − 1 = 1 hex per segment', () => {
    const p = monday().set('HQ-3-60', 'fort');
    p.go();
    p.act({ type: 'form-column', at: 'fort', units: ['HQ-3-60', 'COY-3-60-F', 'CONVOY'] });
    expect(p.s.columns[0]!.origin).toBe('fort');
    p.orders({ assault: 'none' }).dice(1, 1, 1, 1, 1);
    if (p.s.step === 'columns' || p.s.step === 'day') p.go();
    const moved = p.log.filter((e) => e.type === 'column-moved') as unknown as { move: number; to: number }[];
    expect(moved[0]).toMatchObject({ move: 1, to: 1 });
  });

  it('2.12 / §3.9: an empty Boer objective meeting its row becomes British in the Secure Objectives Segment', () => {
    const p = new Pos()
      .set('marker:ON', 'british')
      .set('COY-58-A', 'ON')
      .set('marker:NP', 'british')
      .set('COY-58-B', 'NP')
      .set('marker:RG', 'british')
      .set('COY-58-C', 'RG')
      .set('marker:MM', 'british')
      .set('COY-58-D', 'MM');
    p.orders({ assault: 'none', columns: 'none', transfer: 'none' }).dice(4, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1);
    p.go();
    expect(
      p.log.some((e) => e.type === 'marker-flipped' && (e as unknown as { objective: string }).objective === 'MS'),
    ).toBe(true);
  });

  it('2.11: a section in The Nek bombards the Joubert laager (1 shells); Joubert dies on 1-2 and politics regresses', () => {
    const p = new Pos()
      .set('marker:NK', 'british')
      .set('COY-58-A', 'NK')
      .set('SEC-FG-1', 'NK')
      .set('politics', '3')
      .set('marker:TM', 'british')
      .set('COY-58-B', 'TM')
      .set('marker:RG', 'british')
      .set('COY-58-C', 'RG')
      .set('marker:LF', 'british')
      .set('COY-58-D', 'LF')
      .set('marker:ON', 'british')
      .set('COY-58-E', 'ON');
    p.orders({ assault: 'none', columns: 'none', transfer: 'none', bombard: 'ask' }).dice(
      4,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
    );
    p.go();
    expect(p.s.step).toBe('bombard');
    p.dice(2);
    p.act({ type: 'bombard-laager', laager: 'joubert', section: 'SEC-FG-1' });
    expect(p.s.laagers.joubert).toBe('destroyed');
    expect(p.s.joubertAlive).toBe(false);
    expect(p.s.politics).toBe(2);
  });

  it('2.13 / R5 / R54: transfers need a clear path; an insecure objective left empty falls to the Boers at the end', () => {
    const p = new Pos().set('marker:NP', 'british').set('COY-3-60-A', 'NP');
    p.orders({ assault: 'none', columns: 'none', transfer: 'ask' }).dice(4, 1, 1, 1, 1, 1, 1);
    p.go();
    expect(p.s.step).toBe('transfer');
    expect(() => p.act({ type: 'transfer', units: ['COY-3-60-A'], to: 'RG' })).toThrow(/2\.13/);
    p.act({ type: 'transfer', units: ['COY-3-60-A'], to: 'BC' });
    expect(() => p.act({ type: 'transfer', units: ['COY-3-60-A'], to: 'NP' })).toThrow(/R54/);
    p.go();
    expect(
      p.log.some(
        (e) => e.type === 'marker-flipped' && (e as unknown as { objective: string; to: string }).objective === 'NP',
      ),
    ).toBe(true);
  });

  it('2.15 / R18: counters in objectives without a supply path go hungry and roll; the camp feeds the rest', () => {
    const p = monday().set('day', '6').set('marker:LF', 'british').set('COY-58-A', 'LF').set('weather', '2:fine');
    p.orders({ assault: 'none', columns: 'none', transfer: 'none', supplies: 'ask', load: 'never' }).dice(
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
    );
    p.go();
    const rations = p.log.find((e) => e.type === 'rations-used') as unknown as { hungry: string[] } | undefined;
    expect(rations?.hungry ?? []).toContain('COY-58-A');
  });

  it('2.17 / R8: loading rolls one D6 per supply type, −1 with politics in a Supply −1 box', () => {
    const p = monday().set('day', '6').set('politics', '6');
    p.orders({ assault: 'none', columns: 'none', transfer: 'none', supplies: 'none', load: 'ask' }).dice(
      4,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
      1,
    );
    p.go();
    // the convoy starts loaded (Table 8.2): unload it first by sandbox, then load
    if (p.s.step === 'load') {
      p.dice(6, 6, 6, 6, 6, 6, 6);
      p.act({ type: 'load-convoy' });
      expect(p.of('convoy-loaded')[0]).toMatchObject({ modifier: -1 });
    } else {
      expect(p.s.convoyLoad).not.toBeNull();
    }
  });

  it('errors are RuleErrors citing the booklet', () => {
    const p = monday();
    try {
      p.act({ type: 'transfer', units: ['COY-58-A'], to: 'NP' });
    } catch (e) {
      expect(e).toBeInstanceOf(RuleError);
      expect((e as RuleError).rule).toBe('2.13');
    }
  });
});
