// /hod continue never surprises (src/games/hill-of-doves/orders/halts.ts): whatever the standing orders, it
// stops at each week's start (1.6), when the camp's cartridges or rations run out (2.15), before a decision
// never asked in the campaign, and when transfer:none would strand a unit outside the camp (2.13); a decision
// the orders take is said in a line. On the rules alone (tests/hill-of-doves/position.ts, the kernel's decide
// and fold), as the reproductions of a passive campaign played to defeat in one /hod continue.
import { describe, expect, it } from 'vitest';
import { fold } from '../../src/engine/kernel.ts';
import type { GameEvent } from '../../src/engine/types.ts';
import { legalActions } from '../../src/games/hill-of-doves/legal.ts';
import { M, Pos, QUIET } from './position.ts';

const british = { kind: 'side', side: 'British' } as const;
/** One decision: continue, or in a battle its first choice. */
const next = (p: Pos): GameEvent[] => (p.s.step === 'combat' ? p.act(legalActions(p.s, 'British')[0]!.action) : p.go());
const said = (p: Pos, events: GameEvent[]): string[] => {
  // Lines as the log gives them: each event described on the state before it.
  let f = fold(M, p.log.slice(0, p.log.length - events.length));
  const out: string[] = [];
  for (const e of events) {
    const line = M.describe(e, british, f.game);
    if (line) out.push(line);
    f = fold(M, [e], f);
  }
  return out;
};

/** A campaign (not a sandbox) whose player has set every decision the orders cover to pass. */
const passive = (seed: string): Pos => new Pos(seed, {}).orders(QUIET);

describe('/hod continue stops whatever the standing orders', () => {
  it('1.6 — a passive campaign stops at the start of every week instead of playing the war in one /hod continue', () => {
    const p = passive('passive-1');
    let weeks = 0;
    for (let k = 0; k < 200 && !p.s.result; k++) {
      const events = next(p);
      const advanced = events.filter((e) => e.type === 'week-advanced').length;
      expect(advanced, `decision ${k}`).toBeLessThanOrEqual(1);
      if (advanced === 1 && !p.s.result) {
        weeks++;
        expect(events.at(-1)).toMatchObject({ type: 'step-entered', step: 'halt', rule: '1.6' });
        expect(said(p, events).at(-1)).toMatch(/^Week \d begins \(1\.6\): the game stops at each week's start\./);
      }
    }
    expect(weeks).toBeGreaterThanOrEqual(3);
  });

  it('2.15 — the passive campaign stops when the camp runs out of cartridges', () => {
    const p = passive('passive-1');
    let stopped = 0;
    for (let k = 0; k < 200 && !p.s.result; k++) {
      const had = p.s.supply.cartridges;
      const events = next(p);
      if (had > 0 && p.s.supply.cartridges === 0 && !p.s.result) {
        stopped++;
        expect(p.s.step).toBe('halt');
        expect(said(p, events).at(-1)).toContain('The British Camp has run out of cartridges (2.15).');
      }
    }
    expect(stopped).toBe(1);
  });

  it('2.3, 2.4, 2.5 — a decision the orders would take is asked once in a campaign; after that each is said in a line', () => {
    const p = passive('passive-1');
    const first = said(p, p.go()); // from the halt at week 1's start
    expect(p.s.step).toBe('night');
    expect(first.at(-1)).toContain(
      'Asked once whatever the standing orders (the first time in this campaign): standing order assault:none would decide this for you — no night assault',
    );
    p.go(); // 2.4 asked once
    expect(p.s.step).toBe('columns');
    p.go(); // 2.5 asked once
    expect(p.s.step).toBe('day');
    const lines = said(p, p.go());
    expect(lines).toContain(
      'Standing order assault:none: no night assault (2.3), no day assault (2.5) on Tue 25 Jan. Standing order columns:none: no operational column (2.4) on Tue 25 Jan.',
    );
  });

  it('2.13 — transfer:none that would leave Colley outside the camp with no way back stops the game once, then says each day it passes', () => {
    const p = new Pos('stranded');
    // A campaign created with halts (the set-up event of a new campaign); a sandbox, to place Colley.
    p.log[0] = { ...p.log[0]!, halts: true };
    p.f = fold(M, p.log);
    p.set('marker:NP', 'british').set('GEN-COLLEY', 'NP').set('COY-3-60-A', 'NP');
    p.orders({ assault: 'none', columns: 'none', transfer: 'none', bombard: 'none', supplies: 'none', load: 'never' });
    let lines: string[] = [];
    for (let k = 0; k < 12 && p.s.step !== 'transfer'; k++) lines = said(p, next(p));
    expect(p.s.step).toBe('transfer');
    expect(lines.at(-1)).toContain(
      'Standing order transfer:none would leave GEN-COLLEY at Nkwelo Plateau, COY-3-60-A (full strength, fire 6) at Nkwelo Plateau outside the British Camp with no way back but a transfer.',
    );
    // Told once: the next 2.13 passes by the order, with a line, and does not stop for them again.
    p.go();
    const later: string[] = [];
    for (let k = 0; k < 20 && !p.s.result && !later.some((l) => l.includes('transfer:none: no transfer')); k++) {
      later.push(...said(p, next(p)));
      expect(p.s.step).not.toBe('transfer');
    }
    expect(later.join('\n')).toMatch(/Standing order transfer:none: no transfer \(2\.13\) on \w{3} \d+ \w{3}\./);
  });

  it('the current standing orders are shown in /game status', () => {
    const p = passive('passive-1');
    expect(M.summary(M.view(p.s, british))).toContain(
      'Standing orders: assault:none columns:none bombard:none transfer:none supplies:none load:never',
    );
  });
});
