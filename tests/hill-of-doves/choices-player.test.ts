// The player's choices the booklet and spec leave open: event cards EV-12, EV-15 and EV-18 (spec
// Table 7.2) as pending decisions with their legal choices and a standing-orders default, hour-by-hour
// departures in the Tactical Movement Segment (r. 3.3), and a held Reconnaissance card (EV-23) spent
// through /hod.
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../src/engine/rule-error.ts';
import { M, Pos } from './position.ts';
import { harness } from '../helpers/harness.ts';

/** Monday 24 January stopped at 2.4 (columns:ask), rain; every other decision passed. */
function mondayAt24(extra: Record<string, string> = {}): Pos {
  const p = new Pos().orders({
    assault: 'none',
    columns: 'ask',
    transfer: 'none',
    bombard: 'none',
    supplies: 'ask',
    load: 'ask',
    ...extra,
  });
  p.dice(4, 5);
  p.go();
  expect(p.s.step).toBe('columns');
  return p;
}

/** Stack an event card and run 2.5-2.8 with Event Roll 6 and the camp's Ambush Roll 1. */
function drawCard(p: Pos, copy: string): void {
  p.act({ type: 'sandbox-card', side: 'British', card: copy });
  p.dice(6, 1, 1);
  p.go();
}

const legal = (p: Pos) => M.actions(p.s, 'British');

describe('2.8 event cards that leave the choice to the player', () => {
  it('EV-12 Enteric Fever (r. 4.12, Table 7.2): the game stops with the legal pairs; full-strength counters must be chosen before reduced ones', () => {
    const p = mondayAt24();
    p.set('COY-58-A', 'reduced');
    drawCard(p, 'EV-12/1');
    expect(p.s.step).toBe('card');
    expect(p.s.pendingCard).toMatchObject({ card: 'EV-12', count: 2 });
    expect(p.s.pendingCard!.options).toContain('NB-BOADICEA');
    expect(p.s.pendingCard!.options.at(-1)).toBe('COY-58-A'); // reduced counters come last
    const acts = legal(p);
    expect(acts[0]!.action).toEqual({ type: 'continue' });
    const choices = acts
      .filter((a) => a.action.type === 'card-choice')
      .map((a) => (a.action as unknown as { choice: string[] }).choice);
    // 10 full-strength companies and naval brigades: C(10, 2) = 45 legal pairs, none with the reduced COY-58-A.
    expect(choices).toHaveLength(45);
    expect(choices.some((c) => c.includes('COY-58-A'))).toBe(false);
    expect(() => p.act({ type: 'card-choice', choice: ['COY-58-A', 'COY-58-B'] })).toThrow(
      /EV-12.*full-strength counters must be chosen before reduced ones/,
    );
    expect(() => p.act({ type: 'card-choice', choice: ['COY-58-B'] })).toThrow(RuleError);
    expect(() => p.act({ type: 'card-choice', choice: ['TRP-MS-1', 'COY-58-B'] })).toThrow(/EV-12/);
    p.act({ type: 'card-choice', choice: ['COY-58-E', 'NB-BOADICEA'] });
    expect(p.s.units['COY-58-E']!.side).toBe('reduced');
    expect(p.s.units['NB-BOADICEA']!.side).toBe('reduced');
    expect(p.s.units['COY-3-60-A']!.side).toBe('fullStrength');
    expect(p.s.pendingCard).toBeNull();
    // Play went on to 2.9 and the next day's 2.4.
    expect(p.of('ambush-rolled').length).toBeGreaterThan(0);
    expect(p.s.step).toBe('columns');
    expect(p.replayEqual()).toBe(true);
  });

  it('EV-12: /hod continue at the choice, and the standing order cards:auto, both take the default (full-strength first, then by id)', () => {
    const a = mondayAt24();
    drawCard(a, 'EV-12/1');
    a.go();
    const b = mondayAt24({ cards: 'auto' });
    drawCard(b, 'EV-12/1');
    expect(b.of('card-choice-offered')).toEqual([]);
    for (const p of [a, b]) {
      expect(p.s.units['COY-3-60-A']!.side).toBe('reduced');
      expect(p.s.units['COY-3-60-B']!.side).toBe('reduced');
      expect(p.s.units['COY-3-60-C']!.side).toBe('fullStrength');
    }
  });

  it('EV-12: with no real choice (exactly two companies or naval brigades in the camp) the card acts at once', () => {
    const p = mondayAt24();
    for (const u of [
      'COY-58-C',
      'COY-58-D',
      'COY-58-E',
      'COY-3-60-A',
      'COY-3-60-B',
      'COY-3-60-C',
      'COY-3-60-D',
      'COY-3-60-E',
      'NB-BOADICEA',
    ])
      p.set(u, 'fort');
    drawCard(p, 'EV-12/1');
    expect(p.of('card-choice-offered')).toEqual([]);
    expect(p.s.units['COY-58-A']!.side).toBe('reduced');
    expect(p.s.units['COY-58-B']!.side).toBe('reduced');
  });

  it('EV-15 Fever at Fort Amiel (Table 7.2, V14): one company or reserve there, the player’s choice, never the ox wagon convoy', () => {
    const p = mondayAt24();
    drawCard(p, 'EV-15/1');
    expect(p.s.pendingCard).toEqual({ card: 'EV-15', count: 1, options: ['COY-3-60-F', 'TRP-NMP'] });
    expect(() => p.act({ type: 'card-choice', choice: ['CONVOY'] })).toThrow(/EV-15.*not the ox wagon convoy/);
    p.act({ type: 'card-choice', choice: ['TRP-NMP'] });
    expect(p.s.units['TRP-NMP']).toMatchObject({ loc: 'fort', side: 'dismounted' });
    expect(p.s.units['COY-3-60-F']!.side).toBe('fullStrength');
  });

  it('EV-18 Royal Engineers (r. 4.6, Table 7.2): sangers on the British outpost of the player’s choice; default the lowest Boer Battle Priority number', () => {
    const p = mondayAt24();
    p.set('COY-3-60-A', 'obj:MS').set('COY-3-60-B', 'obj:NP');
    drawCard(p, 'EV-18/1');
    expect(p.s.pendingCard).toEqual({ card: 'EV-18', count: 1, options: ['MS', 'NP'] });
    expect(legal(p)[0]!.label).toMatch(/default choice — Sangers on Majuba Slopes/);
    expect(() => p.act({ type: 'card-choice', choice: ['RG'] })).toThrow(
      /EV-18.*British-controlled outpost without a sangers marker/,
    );
    p.act({ type: 'card-choice', choice: ['np'] });
    expect(p.s.sangers).toEqual(['NP']);
  });

  it('EV-18: a choice is refused outside the Event Segment (2.8)', () => {
    const p = mondayAt24();
    expect(() => p.act({ type: 'card-choice', choice: ['NP'] })).toThrow(/2\.8/);
  });
});

describe('3.3 departures hour by hour (depart:ask)', () => {
  /** Monday at 2.5 with one day assault on Nkwelo Plateau declared, under depart:ask. */
  function declared(components: 'v1' | 'v2' = 'v2'): Pos {
    const p = new Pos('rule-test', { sandbox: 'true', components }).orders({
      assault: 'ask',
      columns: 'none',
      depart: 'ask',
      transfer: 'none',
      bombard: 'none',
      battleBombard: 'none',
      reserves: 'commit-all',
      charge: 'always',
      artillery: 'never',
    });
    p.dice(4, 5);
    p.go(); // 2.3
    p.go(); // 2.4 passed, 2.5
    expect(p.s.step).toBe('day');
    p.act({
      type: 'declare-assault',
      objective: 'NP',
      units: ['GEN-COLLEY', 'COY-3-60-A', 'COY-3-60-B', 'COY-3-60-C', 'NB-BOADICEA'],
      hex: 'T0609',
    });
    p.dice(4); // 3.1 formation
    p.go();
    return p;
  }

  it('r. 3.3: the game asks each hour which waiting columns start; a column held at 5 am starts at 6 am and arrives then', () => {
    const p = declared();
    expect(p.s.step).toBe('depart');
    expect(p.s.today.hour).toBe(1);
    expect(p.s.tactical[0]).toMatchObject({ id: 'T1', depart: null, arrived: null });
    expect(legal(p).map((a) => a.label)).toEqual([
      '3.3 No column starts at 5 am',
      'T1 (Nkwelo Plateau) starts at 5 am',
    ]);
    p.go(); // hold it at 5 am: no die is rolled
    expect(p.of('tactical-moved')).toEqual([]);
    expect(p.s.step).toBe('depart');
    expect(p.s.today.hour).toBe(2);
    expect(() => p.act({ type: 'depart', columns: ['T9'] })).toThrow(/3\.3/);
    p.dice(4); // 4 − 1 rain = 3 → 2 hexes: T0709, T0609
    p.act({ type: 'depart', columns: ['T1'] });
    const moved = p.of('tactical-moved')[0]!;
    expect(moved).toMatchObject({ column: 'T1', hour: 2, die: 4, hexes: 2, path: ['T0709', 'T0609'], arrived: true });
    expect(p.of('combat.started')).toHaveLength(1);
  });

  it('r. 3.3 / R29: a column never ordered to start disperses when the marker enters 5 pm, and in a v1 game the assault is not recorded (R13)', () => {
    const p = declared('v1');
    for (let h = 1; h <= 12; h++) p.go();
    expect(p.of('tactical-dispersed')).toHaveLength(1);
    expect(p.s.units['COY-3-60-A']!.loc).toBe('camp');
    expect(p.of('assault-recorded')).toEqual([]);
    expect(p.replayEqual()).toBe(true);
  });

  it('r. 3.3: the standing default (depart:as-declared) starts every column at 5 am without asking', () => {
    const p = new Pos().orders({
      assault: 'ask',
      columns: 'none',
      transfer: 'none',
      bombard: 'none',
      battleBombard: 'none',
      reserves: 'commit-all',
      charge: 'always',
      artillery: 'never',
    });
    expect(p.s.orders.depart).toBe('as-declared');
    p.dice(4, 5);
    p.go();
    p.go();
    p.act({
      type: 'declare-assault',
      objective: 'NP',
      units: ['GEN-COLLEY', 'COY-3-60-A', 'COY-3-60-B', 'COY-3-60-C', 'NB-BOADICEA'],
      hex: 'T0609',
    });
    p.dice(4, 4);
    p.go();
    expect(p.of('tactical-hour')).toEqual([]);
    expect(p.of('tactical-moved')[0]).toMatchObject({ hour: 1, arrived: true });
  });
});

describe('EV-23 Reconnaissance, held and spent through /hod', () => {
  it('EV-23 / §3.14: the card is held (a mounted troop is in the camp) and /hod assault recon:true spends it for +1 on the formation roll', async () => {
    const h = harness({ seed: 'recon' });
    await h.run('alice: /game new game:hill-of-doves sandbox:true');
    await h.run('alice: /game join side:British');
    await h.run('alice: /sandbox card side:British card:EV-23');
    // 10.1 Diplomacy 4; weather 5; 2.8 Event Roll 6; 2.9 the camp 1; Tuesday's weather 1.
    await h.run('alice: /sandbox dice values:4,5,6,1,1');
    await h.run('alice: /hod continue'); // to 2.3
    await h.run('alice: /hod continue'); // to 2.4
    await h.run('alice: /hod continue'); // to 2.5
    const out = (await h.run('alice: /hod continue')).map((o) => o.text).join('\n'); // Monday ends; Tuesday 2.3
    expect(out).toContain('Event card: Reconnaissance (EV-23).');
    expect((h.state() as unknown as { held: string[] }).held).toEqual(['EV-23']);
    await h.run('alice: /hod continue'); // 2.3 → 2.4
    await h.run('alice: /hod continue'); // 2.4 → 2.5
    await h.run(
      'alice: /hod assault objective:NP units:GEN-COLLEY,COY-3-60-A,COY-3-60-B,COY-3-60-C hex:T0609 recon:true',
    );
    await h.run(
      'alice: /hod orders battle-bombard:none reserves:commit-all charge:always artillery:strongest transfer:none',
    );
    await h.run('alice: /sandbox dice values:2,4');
    const launch = (await h.run('alice: /hod continue')).map((o) => o.text).join('\n');
    // D6 2 alone is Mass; with Reconnaissance 2 + 1 = 3 is Line.
    expect(launch).toContain('3.1 T1 formation: D6 2 +1 → line.');
    expect((h.state() as unknown as { held: string[] }).held).toEqual([]);
    h.close();
  });

  it('EV-23 / §3.15: a held Reconnaissance card spent on a night assault gives +1 on the dispersal roll', () => {
    const p = new Pos().orders({
      assault: 'ask',
      columns: 'none',
      transfer: 'none',
      bombard: 'none',
      battleBombard: 'none',
      reserves: 'commit-all',
      charge: 'always',
      artillery: 'never',
    });
    p.act({ type: 'sandbox-card', side: 'British', card: 'EV-23' });
    p.dice(4, 5);
    p.go(); // Monday 2.3
    p.go(); // 2.5
    p.dice(6, 1, 5); // 2.8 Event Roll 6 → Reconnaissance, held; 2.9 the camp 1; Tuesday rain
    p.go();
    expect(p.s.held).toEqual(['EV-23']);
    expect(p.s.step).toBe('night');
    p.dice(2); // 2 − 1 rain + 1 Reconnaissance = 2: in position (a 1 would disperse)
    p.act({
      type: 'night-assault',
      objective: 'NP',
      units: ['GEN-COLLEY', 'COY-3-60-A', 'COY-3-60-B', 'COY-3-60-C'],
      hex: 'T0609',
      recon: true,
    });
    expect(p.of('dispersal-rolled')[0]).toMatchObject({ die: 2, modifier: 0, dispersed: false, recon: true });
    expect(p.s.held).toEqual([]);
  });

  it('EV-23: recon is refused with no card held, and offered in the legal actions while it is held', () => {
    const p = new Pos().orders({ assault: 'ask', columns: 'none' });
    p.dice(4, 5);
    p.go();
    p.go();
    expect(() =>
      p.act({
        type: 'declare-assault',
        objective: 'NP',
        units: ['GEN-COLLEY', 'COY-3-60-A'],
        hex: 'T0609',
        recon: true,
      }),
    ).toThrow(/EV-23/);
    expect(legal(p).some((a) => (a.action as unknown as { recon?: boolean }).recon)).toBe(false);
    // Hold it by hand: drawing and holding the card through the Event Segment is tested above.
    const held = { ...p.s, held: ['EV-23' as const] };
    expect(M.actions(held, 'British').some((a) => (a.action as unknown as { recon?: boolean }).recon === true)).toBe(
      true,
    );
  });
});
