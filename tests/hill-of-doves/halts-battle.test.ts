// /hod continue never surprises (src/games/hill-of-doves/orders/battle-orders.ts) for the battle orders
// (battle-bombard, reserves, charge, artillery): in a campaign created with halts, a battle decision an order
// would take stops the battle the first time it comes up, and after that each decision is said in a line.
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

/** A sandbox campaign created with halts, every British decision passed by order but 2.4, at Monday's 2.4. */
function haltsMonday(): Pos {
  const p = new Pos('halts-battle');
  p.log[0] = { ...p.log[0]!, halts: true };
  p.f = fold(M, p.log);
  p.orders({
    assault: 'none',
    columns: 'ask',
    transfer: 'none',
    bombard: 'none',
    supplies: 'ask',
    load: 'ask',
    battleBombard: 'none',
    reserves: 'commit-all',
    charge: 'never',
    artillery: 'never',
  });
  p.set('HQ-58', 'obj:ON').set('COY-58-A', 'obj:ON');
  p.dice(4, 5);
  for (let k = 0; k < 6 && p.s.step !== 'columns'; k++) p.go();
  expect(p.s.step).toBe('columns');
  return p;
}

/** 2.8 no event (1), 2.9 an ambush at O'Neill's Farm (6), the commando VK-01; continue until a stop. */
function ambushAtONeills(p: Pos): string[] {
  p.dice(1, 1, 6).draws('VK-01');
  const lines: string[] = [];
  const from = p.log.length;
  for (let k = 0; k < 4 && !p.log.slice(from).some((e) => e.type === 'combat.started'); k++)
    lines.push(...said(p, p.go()));
  return lines;
}

describe('battle standing orders under /hod continue', () => {
  it('AmC-2 (4.1) — battle-bombard:none stops the ambush the first time a bombardment could be made; the player chooses once', () => {
    const p = haltsMonday();
    const lines = ambushAtONeills(p);
    expect(p.s.step).toBe('combat');
    expect(p.s.combat?.step.seg).toBe('bombard');
    expect(lines.at(-1)).toMatch(
      /^Asked once whatever the standing orders \(the first time in this campaign\): standing order battle-bombard:none would decide this for you/,
    );
    expect(p.s.asked).toContain('battle:battleBombard');
  });

  it('AmC-2 (4.1) — once asked, battle-bombard:none decides the next ambush without stopping and says so in a line', () => {
    const p = haltsMonday();
    ambushAtONeills(p);
    p.act({ type: 'combat.endBombardment' });
    for (let k = 0; k < 6 && p.s.step !== 'columns'; k++) p.go();
    expect(p.s.step).toBe('columns');
    // Tuesday is fine (no +1 on the Ambush Roll): no event, no ambush; Wednesday's 2.2 rolls rain (D6 4).
    p.set('marker:ON', 'british').set('HQ-58', 'obj:ON').set('COY-58-B', 'obj:ON');
    p.dice(1, 1, 1);
    for (let k = 0; k < 6 && p.s.step !== 'transfer'; k++) p.go();
    p.dice(4);
    for (let k = 0; k < 6 && p.s.step !== 'columns'; k++) p.go();
    const lines = ambushAtONeills(p);
    expect(p.log.filter((e) => e.type === 'combat.started')).toHaveLength(2);
    expect(p.s.combat?.step.seg).not.toBe('bombard');
    expect(lines.join('\n')).toMatch(
      /Standing order battle-bombard:none: no \(more\) battle bombardment at O'Neill's Farm \(4\.1\) on \w{3} \d+ \w{3}\./,
    );
  });
});
