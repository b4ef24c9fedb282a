// Small things players met: the sandbox dice queue can be seen and cleared, and after a
// game ends its commands say that it is over, with its result.
import { describe, expect, it } from 'vitest';
import { harness } from '../helpers/harness.ts';
import { lv } from './lv-helpers.ts';
import { unitLabel } from '../../src/games/lettow-vorbeck/data/unit-label.ts';

describe('sandbox dice queue', () => {
  it('sandbox — /sandbox dice shows the queue; values:clear discards it (logged), and the next dice come from the seed', async () => {
    const g = await lv();
    expect(await g.say('alice: /sandbox dice')).toContain('No die results are queued');
    await g.run('alice: /sandbox dice values:6,5,1');
    expect(await g.say('alice: /sandbox dice values:show')).toContain('Queued die results, next first: 6, 5, 1');
    const seq = g.state().seq;
    const cleared = await g.say('alice: /sandbox dice values:clear');
    expect(cleared).toContain('[public] [SANDBOX] alice discarded the queued die results (6, 5, 1)');
    expect(g.state().seq).toBe(seq + 1);
    expect(g.read.game().folded.diceQueue).toEqual([]);
    expect(await g.say('alice: /sandbox dice')).toContain('No die results are queued');
    expect(await g.say('alice: /sandbox dice values:clear')).toContain('nothing was recorded');
    g.close();
  });

  it('the dice queue is refused outside sandbox games', async () => {
    const h = harness();
    await h.run('alice: /game new game:lettow-vorbeck');
    expect(await h.text('alice: /sandbox dice')).toContain('sandbox games');
    h.close();
  });
});

describe('after the end', () => {
  it('6.2.3 — every command says the game is over, with its result, instead of "There is no game running"', async () => {
    const h = harness();
    await h.run('alice: /game new game:lettow-vorbeck setup:quick');
    await h.run('alice: /game join side:German');
    await h.run('bob: /game join side:Allied');
    await h.run('bob: /game resign confirm:true');
    for (const line of ['alice: /card draw', 'alice: /move units:ger-1-fka to:voi', 'bob: /game resign confirm:true']) {
      const out = await h.text(line);
      expect(out).toMatch(/Game #1 \(.*\) is over: German win \(Allied resigned\)/);
      expect(out).not.toContain('There is no game running');
    }
    h.close();
  });
});

describe('resign asks for confirmation', () => {
  it('6.2.3 — /game resign only asks (a button); /game resign confirm:true resigns', async () => {
    const h = harness();
    await h.run('alice: /game new game:lettow-vorbeck setup:quick');
    await h.run('alice: /game join side:German');
    await h.run('bob: /game join side:Allied');
    const seq = h.state().seq;
    const [ask] = await h.run('bob: /game resign');
    expect(ask!.audience).toEqual({ kind: 'ephemeral', user: 'bob' });
    expect(ask!.text).toContain('with a win for German');
    expect(ask!.buttons).toEqual([{ label: 'Resign as Allied', command: '/game resign confirm:true' }]);
    expect(h.state().seq).toBe(seq);
    expect(await h.text('carol: /game resign')).toContain('not seated'); // the seat checks come first
    expect(await h.text('bob: /game resign confirm:true')).toContain('Allied resigns');
    expect(h.read.game().row.status).toBe('finished');
    h.close();
  });
});

describe('prompts that ask for a choice list the choices', () => {
  it('7.1.3 — Fever and Tsetse: the Allied prompt lists the units it may strike, with their spaces', async () => {
    const g = await lv();
    await g.run('alice: /sandbox place unit:ally-b-ief at:tanga');
    await g.run('alice: /sandbox place unit:ally-vol-lf at:moshi');
    await g.toCardPhase('German');
    await g.run('alice: /sandbox card side:German card:ger-fever-and-tsetse');
    const out = await g.say('alice: /card draw');
    expect(out).toContain(
      'to put in your recruit pool (/choose unit:…): ally-b-ief (Regular infantry 4) (tanga), ally-vol-lf (Cavalry/Mounted infantry 2) (moshi).',
    );
    g.close();
  });

  it("7.1.1 — King's African Rifles: the Allied recruiting line lists the pool units to choose from", async () => {
    const g = await lv();
    await g.toRecruiting('Allied', 'ally-kings-african-rifles');
    const pool = g.legal().filter((a) => a.type === 'recruit-choose');
    expect(pool.length).toBeGreaterThan(0);
    const log = await g.say('alice: /log last:10');
    expect(log).toContain(
      `Choose with /recruit choose unit:… from ${pool.map((a) => unitLabel(String(a.unit))).join(', ')}.`,
    );
    g.close();
  });
});

describe('drawn recruits', () => {
  it('27.1.C — a drawn recruit no longer shows as in the pool: it waits to be placed, for its owner only', async () => {
    const h = await lv();
    await h.toRecruiting('German', 'ger-jassin'); // Recruit 1
    type Pools = {
      pools: Record<string, { count: number; units: string[] | null; waiting: number; waitingUnits: string[] | null }>;
    };
    const g = h.read.game();
    const own = g.module.view(g.folded.game, { kind: 'side', side: 'German' }) as Pools;
    const other = g.module.view(g.folded.game, { kind: 'side', side: 'Allied' }) as Pools;
    const drawn = own.pools.German!.waitingUnits!;
    expect(drawn).toHaveLength(1);
    expect(own.pools.German!.units).not.toContain(drawn[0]);
    expect(own.pools.German!.count).toBe(4);
    expect(other.pools.German!.units).toBeNull();
    expect(other.pools.German!.waitingUnits).toBeNull();
    expect(other.pools.German!.waiting).toBe(1);
    expect(await h.say('alice: /game status')).toContain(`drawn, to be placed: ${drawn[0]}`);
    await h.run(`alice: /recruit place unit:${drawn[0]} at:tabora`);
    const after = h.read.game();
    expect(
      (after.module.view(after.folded.game, { kind: 'side', side: 'German' }) as Pools).pools.German!.waiting,
    ).toBe(0);
    h.close();
  });
});

describe('setup:choose', () => {
  it('25.0 — /help groups the placements by unit; the other side sees the units being placed as not yet placed', async () => {
    const h = harness();
    await h.run('alice: /game new game:lettow-vorbeck setup:choose');
    await h.run('alice: /game join side:German');
    await h.run('bob: /game join side:Allied');
    const g0 = h.read.game();
    type V = {
      units: Record<string, unknown>;
      notYetPlaced: Record<string, number>;
      stacks: { side: string; location: string }[];
    };
    // The Allies place first (25.0): meanwhile the German sees their choosable units as not yet placed.
    expect((g0.module.view(g0.folded.game, { kind: 'side', side: 'German' }) as V).notYetPlaced.Allied).toBeGreaterThan(
      0,
    );
    await h.run('bob: /phase end');
    expect(
      (h.read.game().module.view(h.read.game().folded.game, { kind: 'side', side: 'German' }) as V).notYetPlaced.Allied,
    ).toBe(0);
    const legal = h.read.legalActions({ channel: 'test', user: 'alice', name: 'alice' });
    expect(legal.length).toBeGreaterThan(100);
    const help = await h.text('alice: /help');
    const places = help.split('\n').filter((l) => l.includes('• Set up '));
    expect(places.length).toBe(new Set(legal.flatMap((a) => (a.action as { unit?: string }).unit ?? [])).size);
    expect(help).toMatch(/• Set up ger-1-fka at [a-z-]+(, [a-z-]+){7}, … \(\d+ places\)/);
    const g = h.read.game();
    const allied = g.module.view(g.folded.game, { kind: 'side', side: 'Allied' }) as V;
    expect(allied.notYetPlaced.German).toBeGreaterThan(0);
    expect(allied.stacks.some((s) => s.side === 'German' && s.location === 'moshi')).toBe(false); // 1 FKA's quick-start space
    const german = g.module.view(g.folded.game, { kind: 'side', side: 'German' }) as V;
    expect(german.notYetPlaced.German).toBe(0);
    expect(german.stacks.some((s) => s.side === 'German' && s.location === 'moshi')).toBe(true);
    h.close();
  });
});
