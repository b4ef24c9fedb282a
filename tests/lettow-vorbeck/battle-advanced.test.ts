// Air Support (24.4) and the advanced battle rules 17-20 (R25-R28, R33, R44, R45), from sandbox positions,
// on the rules alone (tests/helpers/given.ts: battle-given.ts sets up battle-helpers.ts's positions by the
// actions their commands send).
import { describe, expect, it } from 'vitest';
import { battleGiven as battleAt } from './battle-given.ts';
import { LV } from './fuzz.ts';

type Sup = { winner: string; attacker: { modifiers: { id: string }[] }; defender: { modifiers: { id: string }[] } };

describe('24.4 Air Support', () => {
  it('24.4, R19 — a roll of 1-2 gives the Allies +1 in that battle; only once per Allied Battle Phase', () => {
    const h = battleAt('Allied', {
      'ger-4-fka': 'kondoa-irangi',
      'ally-c-ief': 'kondoa-irangi',
      'ger-5-fka': 'dodoma',
      'ally-b-ief': 'dodoma',
    });
    h.ok('Allied', {
      type: 'set-orders',
      orders: { fire: 'strongest-first', losses: 'weakest-first', retreat: 'nearest-supply' },
    });
    h.ok('German', {
      type: 'set-orders',
      orders: { fire: 'strongest-first', losses: 'weakest-first', retreat: 'nearest-supply' },
    });
    h.ok('Allied', { type: 'air-support', space: 'kondoa-irangi' }, [2, 3, 3]); // air support 2 = bonus; TS Allied 3+1 = 4, German 3
    expect(h.ev<{ die: number; result: string }>('battle.air-support-rolled')[0]).toMatchObject({
      die: 2,
      result: 'Bonus',
    });
    const s = h.ev<Sup>('battle.superiority-rolled')[0]!;
    expect(s.attacker.modifiers.map((m) => m.id)).toEqual(['air-support']);
    expect(s.winner).toBe('Allied');
    expect(h.refused('Allied', { type: 'air-support', space: 'dodoma' })).toContain('24.4');
    h.ok('Allied', { type: 'fight', space: 'dodoma' });
    expect(
      h
        .ev<Sup>('battle.superiority-rolled')
        .at(-1)!
        .attacker.modifiers.map((m) => m.id),
    ).not.toContain('air-support');
  });

  it('24.4, R19 — a roll of 6 eliminates air support for good; the Germans have none', () => {
    const h = battleAt('Allied', { 'ger-4-fka': 'kondoa-irangi', 'ally-c-ief': 'kondoa-irangi' });
    h.ok('Allied', {
      type: 'set-orders',
      orders: { fire: 'strongest-first', losses: 'weakest-first', retreat: 'nearest-supply' },
    });
    h.ok('German', {
      type: 'set-orders',
      orders: { fire: 'strongest-first', losses: 'weakest-first', retreat: 'nearest-supply' },
    });
    h.ok('Allied', { type: 'air-support', space: 'kondoa-irangi' }, [6]);
    expect(h.view().markers['ally-air-support']).toBe('deadpile');
    const g = battleAt('German', { 'ger-4-fka': 'kondoa-irangi', 'ally-c-ief': 'kondoa-irangi' });
    expect(g.refused('German', { type: 'air-support', space: 'kondoa-irangi' })).toContain('24.4');
  });
});

describe('17.0-20.0 advanced rules', () => {
  it('17.0, R28 — more artillery (MGC) gives +1, only in the advanced game', () => {
    const adv = battleAt('Allied', { 'ally-mgc': 'kondoa-irangi', 'ger-4-fka': 'kondoa-irangi' }, { advanced: true });
    adv.ok('Allied', { type: 'fight', space: 'kondoa-irangi' }, [3, 3]);
    expect(adv.ev<Sup>('battle.superiority-rolled')[0]!.attacker.modifiers.map((m) => m.id)).toEqual(['artillery']);
    const std = battleAt('Allied', { 'ally-mgc': 'kondoa-irangi', 'ger-4-fka': 'kondoa-irangi' });
    std.ok('Allied', { type: 'fight', space: 'kondoa-irangi' }, [3, 3]);
    expect(std.ev<Sup>('battle.superiority-rolled')[0]!.attacker.modifiers).toEqual([]);
  });

  it('18.0, 30.1, R26, R45 — a qualified unit breaks off instead of firing; if all break off there is no winner', () => {
    const h = battleAt(
      'German',
      { 'ger-3-fka': 'kondoa-irangi', 'ally-c-ief': 'kondoa-irangi' },
      { advanced: true, breakoff: true },
    );
    h.ok('German', { type: 'fight', space: 'kondoa-irangi' }, [6, 1]);
    const labels = LV.actions(h.g.state(), 'German').map((a) => a.label);
    expect(labels).toEqual([
      'Fire ger-3-fka (1 dice)',
      'Break off ger-3-fka to arusha',
      'Break off ger-3-fka to dodoma',
      'Break off ger-3-fka to tabora',
    ]);
    h.ok('German', { type: 'breakoff', unit: 'ger-3-fka', to: 'tabora' });
    expect(h.at('ger-3-fka')).toBe('tabora');
    expect(h.ev<{ winner: string | null; rule: string }>('battle.won')[0]).toMatchObject({ winner: null, rule: 'R45' });
    expect(h.ev('battle.retreated')).toHaveLength(0);
    expect(h.at('ally-c-ief')).toBe('kondoa-irangi');
  });

  it('R26 — without 30.1 nobody breaks off; Uganda Railway Raids (b) lets German light infantry break off even in the standard game', () => {
    const std = battleAt('German', {
      'ger-3-fka': 'kondoa-irangi',
      'ger-4-fka': 'kondoa-irangi',
      'ally-c-ief': 'kondoa-irangi',
    });
    std.ok('German', { type: 'fight', space: 'kondoa-irangi' }, [6, 1]);
    expect(std.refused('German', { type: 'breakoff', unit: 'ger-3-fka', to: 'tabora' })).toContain('13.1.2');
    const raid = battleAt(
      'German',
      { 'ger-3-fka': 'kondoa-irangi', 'ally-c-ief': 'kondoa-irangi' },
      { card: 'ger-railway-raids' },
    );
    raid.ok('German', { type: 'fight', space: 'kondoa-irangi' }, [6, 1]);
    raid.ok('German', { type: 'breakoff', unit: 'ger-3-fka', to: 'dodoma' });
    expect(raid.at('ger-3-fka')).toBe('dodoma');
  });

  it('19.0, R25, R44 — the winning attacker pursues with unpanicked mounted units only; a pursuit into the enemy is fought at once', () => {
    // longido held by the Germans, so a beaten C IEF at arusha has nowhere to retreat (13.5.C)
    const h = battleAt(
      'German',
      {
        'ger-fw': 'kondoa-irangi',
        'ger-4-fka': 'kondoa-irangi',
        'ally-c-ief': 'kondoa-irangi',
        'ger-5-fka': 'longido',
      },
      { advanced: true },
    );
    h.ok('German', { type: 'set-orders', orders: { fire: 'strongest-first' } });
    h.ok('German', { type: 'fight', space: 'kondoa-irangi' }, [6, 1, 4]); // German superior; ger-4-fka fires first (orders: equal strength, by id; 1 die out of supply, 21.4.B): 4 = P → C IEF panicked, Germans win
    const fight = h.said.join('\n');
    // 21.4.B shown as such: the out-of-supply units fight at their printed strength −1.
    expect(fight).toContain('ger-4-fka (Light infantry 1, out of supply: 2−1 (21.4.B))');
    expect(h.view().pending).toMatchObject({ side: 'Allied', kind: 'retreat' });
    h.ok('Allied', { type: 'retreat', to: 'arusha' });
    expect(h.view().pending).toMatchObject({ side: 'German', kind: 'pursuit' });
    expect(h.refused('German', { type: 'pursue', units: ['ger-4-fka'], to: 'arusha' })).toContain('19.2');
    h.ok('German', { type: 'pursue', units: ['ger-fw'], to: 'arusha' }, [6, 1, 4]); // the pursuit battle at arusha: German superior; FW (1 die out of supply) 4 = P → C IEF panicked, no retreat open → eliminated
    const started = h.ev<{ space: string; pursuit: boolean }>('battle.started');
    expect(started.map((b) => `${b.space}:${b.pursuit}`)).toEqual(['kondoa-irangi:false', 'arusha:true']);
    expect(h.at('ally-c-ief')).toBe('allied-recruit-box');
    expect(h.at('ger-fw')).toBe('arusha');
    // R44: FW has pursued once this Battle Phase, so no second pursuit is offered
    expect(h.ev('battle.finished')).toHaveLength(2);
    expect(h.view().pending).toBeNull();
  });

  it('19.1.B, R44 — the defender never pursues; 19.0 is advanced only', () => {
    const std = battleAt('German', { 'ger-fw': 'kondoa-irangi', 'ally-c-ief': 'kondoa-irangi' });
    std.ok('German', { type: 'fight', space: 'kondoa-irangi' }, [6, 1, 4, 1]);
    std.ok('Allied', { type: 'retreat', to: 'arusha' });
    expect(std.ev('battle.finished')).toHaveLength(1);
    expect(std.view().pending).toBeNull();
  });

  it('20.0, R33 — a Major Battle (4+ units a side): the winner recruits into the space, the loser removes a unit from the map', () => {
    const place = {
      'ger-1-fka': 'kondoa-irangi',
      'ger-2-fka': 'kondoa-irangi',
      'ger-3-fka': 'kondoa-irangi',
      'ger-4-fka': 'kondoa-irangi',
      'ally-b-ief': 'kondoa-irangi',
      'ally-c-ief': 'kondoa-irangi',
      'ally-1-kar': 'kondoa-irangi',
      'ally-vol-lf': 'kondoa-irangi',
    };
    const h = battleAt('German', place, { advanced: true });
    for (const p of ['German', 'Allied'] as const)
      h.ok(p, {
        type: 'set-orders',
        orders: {
          fire: 'strongest-first',
          losses: 'weakest-first',
          retreat: 'nearest-supply',
          pursuit: 'never',
          recruit: 'strongest',
        },
      });
    h.ok('German', { type: 'fight', space: 'kondoa-irangi' });
    const started = h.ev<{ major: boolean }>('battle.started')[0]!;
    expect(started.major).toBe(true);
    const won = h.ev<{ winner: string; loser: string }>('battle.won')[0]!;
    const rec = h.ev<{ side: string; unit: string | null; space: string }>('battle.major-recruit')[0]!;
    const lost = h.ev<{ side: string; unit: string | null; to: string }>('battle.major-loss')[0]!;
    expect(rec.side).toBe(won.winner);
    expect(lost.side).toBe(won.loser);
    if (rec.unit) expect(h.at(rec.unit)).toBe('kondoa-irangi');
    if (lost.unit) expect(h.at(lost.unit)).toBe(lost.to);
    // 3 against 4 is not a Major Battle
    const small = battleAt('German', { ...place, 'ger-4-fka': 'tabora' }, { advanced: true });
    for (const p of ['German', 'Allied'] as const)
      small.ok(p, {
        type: 'set-orders',
        orders: { fire: 'strongest-first', losses: 'weakest-first', retreat: 'nearest-supply', pursuit: 'never' },
      });
    small.ok('German', { type: 'fight', space: 'kondoa-irangi' });
    expect(small.ev<{ major: boolean }>('battle.started')[0]!.major).toBe(false);
    expect(small.ev('battle.major-recruit')).toHaveLength(0);
  });
});
