// /hod continue never surprises (src/games/hill-of-doves/orders/halts.ts) for cards:auto: the default choice on
// EV-12, EV-15 and EV-18 (2.8, spec Table 7.2) is asked once in a campaign created with halts, then said in a line.
import { describe, expect, it } from 'vitest';
import { fold } from '../../src/engine/kernel.ts';
import type { GameEvent } from '../../src/engine/types.ts';
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

/** A sandbox campaign created with halts, cards:auto, run to Monday 24 January's 2.4 (columns:ask). */
function haltsMonday(): Pos {
  const p = new Pos('halts-cards');
  p.log[0] = { ...p.log[0]!, halts: true };
  p.f = fold(M, p.log);
  p.orders({
    assault: 'none',
    columns: 'ask',
    transfer: 'none',
    bombard: 'none',
    supplies: 'ask',
    load: 'ask',
    cards: 'auto',
  });
  p.dice(4, 5);
  for (let k = 0; k < 6 && p.s.step !== 'columns'; k++) p.go();
  expect(p.s.step).toBe('columns');
  return p;
}

/** Stack an event card, Event Roll 6 and the camp's Ambush Roll 1, and continue until a stop. */
function drawCard(p: Pos, copy: string): string[] {
  p.act({ type: 'sandbox-card', side: 'British', card: copy });
  p.dice(6, 1, 1);
  const lines: string[] = [];
  for (let k = 0; k < 4 && !p.log.slice(-20).some((e) => e.type === 'card-drawn'); k++) lines.push(...said(p, p.go()));
  return lines;
}

describe('2.8 cards:auto under /hod continue', () => {
  it('2.8 — cards:auto stops the first time a choice card comes up in the campaign; continue takes the default', () => {
    const p = haltsMonday();
    const lines = drawCard(p, 'EV-12/1');
    expect(p.s.step).toBe('card');
    expect(p.s.pendingCard).toMatchObject({ card: 'EV-12', count: 2 });
    expect(lines.at(-1)).toMatch(
      /^Asked once whatever the standing orders \(the first time in this campaign\): standing order cards:auto would decide this for you — EV-12 fever: COY-3-60-A .*, COY-3-60-B .*; continue = EV-12 fever/,
    );
    p.go();
    expect(p.s.units['COY-3-60-A']!.side).toBe('reduced');
    expect(p.s.units['COY-3-60-B']!.side).toBe('reduced');
    expect(p.s.units['COY-3-60-C']!.side).toBe('fullStrength');
  });

  it('2.8 — after that first time, cards:auto takes the default without stopping and says so in a line', () => {
    const p = haltsMonday();
    drawCard(p, 'EV-12/1');
    p.go();
    const lines: string[] = [];
    p.act({ type: 'sandbox-card', side: 'British', card: 'EV-12/2' });
    p.dice(6, 1, 1);
    for (let k = 0; k < 8 && !lines.some((l) => l.includes('cards:auto')); k++) {
      lines.push(...said(p, p.go()));
      expect(p.s.step).not.toBe('card');
    }
    expect(lines.join('\n')).toMatch(
      /Standing order cards:auto: EV-12 fever: COY-3-60-C .*, COY-3-60-D .* \(2\.8\) on Tue 25 Jan\./,
    );
  });
});
