// What the camp's supplies pay, said where the player decides and in the log (r. 2.15): the cost of
// each assault offered, Sunday's rations, the warning before a stock runs out, the expense line of a
// battle and of Sunday; the convoy shuttle at the first column prompt (r. 2.4, 2.7, 2.17); road hexes
// named as the Operational Map names them (Table 2.3.2).
import { describe, expect, it } from 'vitest';
import { evolveFolded, fold } from '../../src/engine/kernel.ts';
import type { GameAction, GameEvent } from '../../src/engine/types.ts';
import { hillOfDoves } from '../../src/games/hill-of-doves/index.ts';
import type { HodState } from '../../src/games/hill-of-doves/state.ts';
import { given, thenEvents, type Position } from '../helpers/given.ts';

const BRITISH = { kind: 'side', side: 'British' } as const;

/** Monday 24 January at 2.3 (weather D6 5: rain), in a sandbox game whose dice are queued. */
function monday(): Position {
  const p = given(hillOfDoves, { options: { sandbox: 'true', components: 'v2' } });
  p.play('British', { type: 'continue' }, [4, 5]);
  expect(p.state<HodState>().step).toBe('night');
  return p;
}

const prompt = (p: Position): string => hillOfDoves.expected(p.state<HodState>()).text;
const set = (key: string, value: string): GameAction => ({ type: 'sandbox-place', unit: key, at: value });

/** The log lines of `events` (the last ones of the log) as the British read them, each against the state before it. */
function lines(p: Position, events: readonly GameEvent[]): string[] {
  let f = fold(hillOfDoves, p.log.slice(0, p.log.length - events.length));
  const out: string[] = [];
  for (const e of events) {
    const line = e.type.startsWith('kernel.') ? null : hillOfDoves.describe(e as never, BRITISH, f.game as HodState);
    if (line) out.push(line);
    f = evolveFolded(hillOfDoves, f, e);
  }
  return out;
}

describe('r. 2.15 — what the camp will pay and did pay', () => {
  it('2.3, 2.15: the night assault prompt gives each column its cost in cartridges and the camp after it, and Sunday’s rations', () => {
    const p = monday();
    const text = prompt(p);
    // A company fires 1 cartridges, a committed reserve 0-1 (Table 5.1.1, r. 4.16).
    expect(text).toMatch(/Night assault on .+ — costs \d+(-\d+)? cartridges.*\(cartridges 40 → \d+(-\d+)?/);
    expect(text).toMatch(/Camp supplies: cartridges 40, rations 40/);
    expect(text).toMatch(/Sunday \(2\.15\) will eat \d+ rations \(rations 40 → \d+\)/);
    expect(text).not.toMatch(/⚠/);
  });

  it('2.15: a night assault’s battle says in its log line what it cost: "cartridges 40 → N: battle of …"', () => {
    const p = monday();
    // 3.2: D6 6 in position; the battle's other dice come from the seed.
    const events = thenEvents(
      p.when(
        'British',
        { type: 'night-assault', objective: 'NP', units: ['HQ-58', 'COY-58-A', 'COY-58-B'], hex: 'T0609' },
        [6],
      ),
    );
    expect(events.some((e) => e.type === 'combat.ended')).toBe(true);
    const after = p.state<HodState>().supply.cartridges;
    expect(after).toBeLessThan(40);
    expect(lines(p, events).join('\n')).toContain(`cartridges 40 → ${after}: battle of`);
  });

  it('2.15: the prompt warns when the largest assault offered would leave no cartridges', () => {
    const p = monday();
    p.play('British', set('supply:cartridges', '3'));
    expect(prompt(p)).toMatch(/⚠ The largest night assault offered would bring cartridges to 0 \(3 in the camp/);
    // Past 2.4, the log's line of the 2.5 prompt says it too.
    p.play('British', { type: 'continue' });
    const events = p.play('British', { type: 'continue' });
    expect(p.state<HodState>().step).toBe('day');
    expect(lines(p, events).join('\n')).toMatch(
      /2\.5 Day Assaults.*⚠ The largest assault offered would bring cartridges to 0/,
    );
  });

  it('2.15: the prompt warns when Sunday’s rations would empty the camp, and Sunday’s log line says what it ate', () => {
    const p = monday();
    p.play('British', set('supply:rations', '4'));
    expect(prompt(p)).toMatch(
      /⚠ Sunday's rations \(2\.15\) would bring rations to 0 \(4 in the camp, up to \d+ needed/,
    );
    p.play('British', {
      type: 'set-orders',
      orders: { assault: 'none', columns: 'none', transfer: 'none', bombard: 'none', supplies: 'none', load: 'never' },
    });
    // Monday to Sunday with nothing to decide: 2.15 eats the 4 rations left.
    const events = p.play('British', { type: 'continue' });
    expect(lines(p, events).join('\n')).toMatch(/2\.15 Rations used: 4; unfed: .*rations 4 → 0: Sunday \(r\. 2\.15\)/);
  });
});

describe('r. 2.4, 2.7, 2.17 — the convoy shuttle and the road', () => {
  it('2.4: the first column prompt says why the loaded convoy cannot leave Fort Amiel and how to fetch it', () => {
    const p = monday();
    const events = p.play('British', { type: 'continue' }); // no night assault
    expect(p.state<HodState>().step).toBe('columns');
    for (const text of [prompt(p), lines(p, events).join('\n')]) {
      expect(text).toContain('Convoy shuttle');
      expect(text).toMatch(/no HQ or general is in Fort Amiel/);
      expect(text).toMatch(/HQ-3-60/); // its regiment's COY-3-60-F waits in Fort Amiel
      expect(text).toMatch(/r\. 2\.4.*r\. 2\.7.*r\. 2\.17/s);
    }
    // Once a column has been formed, the note is not repeated.
    p.play('British', { type: 'form-column', at: 'camp', units: ['HQ-3-60', 'COY-3-60-D', 'COY-3-60-E'] });
    expect(p.state<HodState>().nextColumn).toBe(2);
  });

  it('Table 2.3.2: a column’s move names the road hexes as the map does (O0303 Mount Prospect), never "road hex 8"', () => {
    const p = monday();
    p.play('British', { type: 'continue' });
    const events = p.play('British', {
      type: 'form-column',
      at: 'camp',
      units: ['HQ-3-60', 'COY-3-60-D', 'COY-3-60-E'],
    });
    const more = p.state<HodState>().step === 'day' ? p.play('British', { type: 'continue' }) : [];
    const text = lines(p, [...events, ...more]).join('\n');
    expect(text).toMatch(/O0303 Mount Prospect → O03\d\d /);
    expect(text).not.toMatch(/road hex \d/);
  });
});
