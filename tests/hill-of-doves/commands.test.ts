// The Hill of Doves commands through the console harness: a sandbox game, standing orders, /rules,
// and shared command (/commander add).
import { describe, expect, it } from 'vitest';
import type { HodState } from '../../src/games/hill-of-doves/state.ts';
import { isFighting } from '../../src/games/hill-of-doves/units.ts';
import { harness } from '../helpers/harness.ts';

describe('Hill of Doves commands', () => {
  it('a sandbox game waits in set-up, then /hod continue runs the opening Strategic Phase (1.0-1.6) to 2.3', async () => {
    const h = harness();
    await h.run('alice: /game new game:hill-of-doves sandbox:true');
    await h.run('alice: /game join side:British');
    expect(h.state().step).toBe('setup');
    await h.run('alice: /sandbox dice values:4,5');
    const out = await h.text('alice: /hod continue');
    expect(out).toContain('1.3 Diplomacy: D6 4 -1 = 3: no effect.');
    expect(out).toContain('2.2 Weather: D6 5, rain; weather marker box 4');
    const st = h.state();
    expect(st.week).toBe(1);
    expect(st.day).toBe(1);
    expect(st.step).toBe('night');
    h.close();
  });

  it('/rules section:2.9 gives the Hill of Doves booklet in a Hill of Doves channel', async () => {
    const h = harness();
    await h.run('alice: /game new game:hill-of-doves');
    const out = await h.text('alice: /rules section:2.9');
    expect(out).toContain('Ambush');
    h.close();
  });

  it('the seated British player (not merely the creator) adds and removes co-commanders; only a user can be one', async () => {
    const h = harness();
    await h.run('carol: /game new game:hill-of-doves');
    await h.run('alice: /game join side:British');
    // carol created the game but does not hold the British seat: she may not share it.
    expect(await h.text('carol: /commander add user:dave')).toContain('Only alice, who holds the British seat');
    expect(await h.text('bob: /commander add user:carol')).toContain('Only alice');
    for (const notUser of ['@everyone', '<@&123>', '<#456>', '"two words"'])
      expect(await h.text(`alice: /commander add user:${notUser}`)).toContain('is not a user');
    expect(h.read.game().seats.map((s) => s.user_id)).toEqual(['alice']);
    await h.run('alice: /commander add user:bob');
    expect(await h.text('alice: /commander add user:bob')).toContain('bob already commands the British');
    const before = h.state().seq;
    await h.run('bob: /hod continue');
    expect(h.state().seq).toBeGreaterThan(before);
    // A co-commander neither shares the command further nor resigns the seat.
    expect(await h.text('bob: /commander add user:dave')).toContain('Only alice');
    expect(await h.text('bob: /game resign confirm:true')).toContain(
      'Only alice, who holds the British seat, may resign',
    );
    expect(h.read.game().row.status).toBe('active');
    expect(await h.text('alice: /commander remove user:carol')).toContain(
      'carol is not a co-commander. Co-commanders: bob',
    );
    expect(await h.text('alice: /commander remove user:alice')).toContain('/game resign');
    expect(await h.text('alice: /commander remove user:bob')).toContain('bob leaves the British command');
    expect(h.read.game().seats.map((s) => s.user_id)).toEqual(['alice']);
    const seq = h.state().seq;
    expect(await h.text('bob: /hod continue')).not.toContain('Next:');
    expect(h.state().seq).toBe(seq);
    await h.run('alice: /game resign confirm:true');
    expect(h.read.game().row.status).toBe('finished');
    h.close();
  });

  it('standing orders are stored by an event and a quiet week passes in few commands', async () => {
    const h = harness();
    await h.run('alice: /game new game:hill-of-doves');
    await h.run('alice: /game join side:British');
    await h.run(
      'alice: /hod orders assault:none columns:none transfer:none supplies:as-needed load:always bombard:auto battle-bombard:all reserves:commit-all charge:always artillery:strongest',
    );
    // Each decision the orders take is asked once in the campaign, and the week's start halts (orders/halts.ts):
    // the week passes in a handful of commands, not one a decision.
    const st = () => h.state() as unknown as { week: number; result: unknown };
    let commands = 0;
    while (st().week < 2 && st().result === null && commands < 12) {
      await h.run('alice: /hod continue');
      commands++;
    }
    expect(st().week >= 2 || st().result !== null).toBe(true);
    expect(commands).toBeLessThanOrEqual(8);
    h.close();
  });

  it('1.5 after the British Camp falls, /game status says the British hold no objective (not an empty list)', async () => {
    const h = harness();
    await h.run('alice: /game new game:hill-of-doves sandbox:true');
    await h.run('alice: /game join side:British');
    await h.run('alice: /hod continue');
    // Every fighting unit leaves the camp: nothing holds BC, so the war ends at once (1.5, R38).
    const units = (h.read.game().folded.game as HodState).units;
    for (const [id, u] of Object.entries(units))
      if (isFighting(id) && u.loc === 'camp') await h.run(`alice: /sandbox place unit:${id} at:fort`);
    await h.run('alice: /hod continue');
    const status = await h.text('alice: /game status');
    expect(status).toContain('Boer win (1.5 — the British Camp became Boer controlled)');
    expect(status).toContain('British objectives: none.');
    expect(status).not.toMatch(/\(\* secure\): \./);
    h.close();
  });
});
