// Decisions that belong to the other player mid-turn, standing orders, expected() and buttons.
import { describe, expect, it } from 'vitest';
import { battleAt, dice } from './battle-helpers.ts';

const alice = { channel: 'test', user: 'alice', name: 'alice' };
const bob = { channel: 'test', user: 'bob', name: 'bob' };

describe('pending decisions and standing orders', () => {
  it('13.1.2.C, R20 — the targeted player chooses losses: expected() names them, actions() lists exactly their choices, buttons carry them', async () => {
    const h = await battleAt('German', {
      'ger-3-fka': 'kondoa-irangi',
      'ally-c-ief': 'kondoa-irangi',
      'ally-b-ief': 'kondoa-irangi',
    });
    await dice(h, 6, 1, 6, 1); // German superior; ger-3-fka 6 = E against the Allies
    const out = await h.run('alice: /battle fight space:kondoa-irangi');
    expect(h.view().pending).toMatchObject({ side: 'Allied', kind: 'loss', space: 'kondoa-irangi' });
    const g = h.read.game('test');
    expect(g.module.expected(g.folded.game)).toMatchObject({ sides: ['Allied'] });
    expect(h.read.legalActions(bob).map((a) => a.label)).toEqual(['Lose ally-b-ief', 'Lose ally-c-ief']);
    expect(h.read.legalActions(alice)).toEqual([]);
    const buttons = out.flatMap((o) => o.buttons ?? []);
    expect(buttons).toEqual([
      { label: 'Lose ally-b-ief (Regular infantry 4)', command: '/loss unit:ally-b-ief' },
      { label: 'Lose ally-c-ief (Regular infantry 3)', command: '/loss unit:ally-c-ief' },
    ]);
    expect(await h.refused('alice: /loss unit:ally-b-ief')).toContain('waiting for the Allied player');
    expect(await h.refused('alice: /phase end')).toContain('13.A');
    await dice(h, 1, 1, 1);
    await h.ok('bob: /loss unit:ally-c-ief');
    expect(h.at('ally-c-ief')).toBe('allied-recruit-box');
  });

  it('standing orders — losses:weakest-first resolves the choice in the same command, written into the event', async () => {
    const h = await battleAt('German', {
      'ger-3-fka': 'kondoa-irangi',
      'ally-c-ief': 'kondoa-irangi',
      'ally-b-ief': 'kondoa-irangi',
    });
    await h.ok('bob: /orders losses:weakest-first fire:strongest-first retreat:nearest-supply');
    await dice(h, 6, 1, 6, 1, 1, 1, 1, 1);
    await h.ok('alice: /battle fight space:kondoa-irangi');
    const loss = h.ev<{ unit: string; chosenBy: string }>('battle.loss-taken')[0]!;
    expect(loss).toMatchObject({ unit: 'ally-c-ief', chosenBy: 'orders' }); // C IEF (3) is weaker than B IEF (4)
    expect(h.ev<{ unit: string; chosenBy: string }>('battle.unit-fired')[1]).toMatchObject({
      unit: 'ally-b-ief',
      chosenBy: 'forced',
    });
  });

  it('standing orders — set while a decision waits, they make it at once', async () => {
    const h = await battleAt('German', {
      'ger-3-fka': 'kondoa-irangi',
      'ally-c-ief': 'kondoa-irangi',
      'ally-b-ief': 'kondoa-irangi',
    });
    await dice(h, 6, 1, 6, 1);
    await h.ok('alice: /battle fight space:kondoa-irangi');
    expect(h.view().pending).toMatchObject({ side: 'Allied', kind: 'loss' });
    await dice(h, 1, 1, 1, 1);
    await h.ok('bob: /orders losses:strongest-first');
    expect(h.ev<{ unit: string; chosenBy: string }>('battle.loss-taken')[0]).toMatchObject({
      unit: 'ally-b-ief',
      chosenBy: 'orders',
    });
  });

  it('13.5, R24 standing orders — retreat:nearest-supply picks the destination nearest a held supply center', async () => {
    // Kondoa Irangi: arusha, dodoma (and tabora, German-held). The Allies hold nairobi: arusha is 2 steps (longido), dodoma farther.
    const h = await battleAt('German', { 'ger-3-fka': 'kondoa-irangi', 'ally-c-ief': 'kondoa-irangi' });
    await h.ok('bob: /orders retreat:nearest-supply');
    await dice(h, 6, 1, 4, 1);
    await h.ok('alice: /battle fight space:kondoa-irangi');
    expect(h.ev<{ to: string; chosenBy: string }>('battle.retreated')[0]).toMatchObject({
      to: 'arusha',
      chosenBy: 'orders',
    });
  });

  it('R36 — every unit of a battle is named to both sides in the log; standing orders stay private', async () => {
    const h = await battleAt('German', { 'ger-3-fka': 'kondoa-irangi', 'ally-c-ief': 'kondoa-irangi' });
    const orders = await h.run('bob: /orders losses:weakest-first');
    expect(
      orders
        .filter((o) => o.audience.kind === 'public')
        .map((o) => o.text)
        .join('\n'),
    ).not.toContain('weakest-first');
    await dice(h, 6, 1, 1, 1, 1, 1, 1);
    const out = await h.run('alice: /battle fight space:kondoa-irangi');
    const pub = out
      .filter((o) => o.audience.kind === 'public')
      .map((o) => o.text)
      .join('\n');
    expect(pub).toContain('ger-3-fka');
    expect(pub).toContain('ally-c-ief');
  });
});
