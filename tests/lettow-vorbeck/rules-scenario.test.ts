// Scenario rules 23.0-24.3, 29.0, 30.0 and rulings R5, R14, through the commands.
import { describe, expect, it } from 'vitest';
import { harness } from '../helpers/harness.ts';
import { lv } from './lv-helpers.ts';
import { battleWith, dice, wrap, type Fired, type Won } from './rules-helpers.ts';

async function twoPlayers(options = '') {
  const h = wrap(harness());
  await h.ok(`alice: /game new game:lettow-vorbeck ${options}`);
  await h.ok('alice: /game join side:German');
  await h.ok('bob: /game join side:Allied');
  return h;
}

describe('23.0-24.3 the scenario and its units', () => {
  it('23.0 — two players: one controls all German units, the other all Allied units, and neither moves the other’s', async () => {
    const h = await twoPlayers('sandbox:true');
    expect(await h.text('carol: /game join side:Belgian')).toContain('not a side');
    expect(await h.text('carol: /game join side:German')).toContain('taken');
    await h.ok('alice: /sandbox card side:German card:ger-lettow-vorbeck');
    await h.ok('alice: /card draw');
    await h.ok('alice: /phase end');
    await h.ok('alice: /phase end');
    expect(h.view().phase).toBe('march');
    await h.refused('bob: /move units:ger-2-fka to:jassin');
    await h.ok('alice: /move units:ger-2-fka to:jassin');
    expect(h.at('ger-2-fka')).toBe('jassin');
    const units = Object.keys(h.view().units);
    expect(units.filter((u) => u.startsWith('ger-'))).toHaveLength(14);
    expect(units.filter((u) => u.startsWith('ally-'))).toHaveLength(22);
  });

  it('24.0 — German Abteilungen (FKA), British brigades, Belgian Force Publique columns: each side sees its own units by name and type', async () => {
    const h = await twoPlayers();
    const ger = await h.text('alice: /stacks');
    expect(ger).toContain('Moshi: German — 1 FKA [ger-1-fka] (Light infantry 3, elite)');
    expect(ger).toContain('Voi: Allied — 1 unit (face down)'); // 10.0
    const ally = await h.text('bob: /stacks');
    expect(ally).toContain(
      'Indian Ocean box: Allied — B IEF [ally-b-ief] (Regular infantry 4); C IEF [ally-c-ief] (Regular infantry 3)',
    );
    expect(ally).toContain('Kivu: Allied — 1 FP [ally-1-fp] (Light infantry 3)');
    expect(ally).toContain('Tanga: German — 1 unit (face down)');
  });

  it('24.1 — the unit type is the BRT column: a 5 panics for Light infantry and eliminates for Regular infantry', async () => {
    const h = await battleWith('German', {
      'ger-3-fka': 'kondoa-irangi',
      'ger-mark': 'kondoa-irangi',
      'ally-c-ief': 'kondoa-irangi',
      'ally-b-ief': 'kondoa-irangi',
    });
    await h.ok('alice: /orders fire:strongest-first');
    await h.ok('bob: /orders losses:weakest-first');
    // German superior; 3 FKA 5, 1 = P (C IEF panicked); B IEF 1, 1, 1, 1; MarK 5, 1 = E (B IEF eliminated)
    await dice(h, 6, 1, 5, 1, 1, 1, 1, 1, 5, 1);
    await h.ok('alice: /battle fight space:kondoa-irangi');
    const fired = h
      .ev<Fired & { unitType: string }>('battle.unit-fired')
      .map((f) => `${f.unit}:${f.unitType}:${f.results.join('')}`);
    expect(fired).toEqual([
      'ger-3-fka:Light infantry:P-',
      'ally-b-ief:Regular infantry:----',
      'ger-mark:Regular infantry:E-',
    ]);
    expect(h.at('ally-b-ief')).toBe('allied-recruit-box');
    expect(h.ev<Won>('battle.won')[0]).toMatchObject({ winner: 'German' });
  });

  it('24.2 — units carry the printed abbreviations (DESG, FKA, FW, MarK; SA, PEA, FP, EAD, MGC, RM, RFF, Ex), and /rules shows the table', async () => {
    const h = await twoPlayers();
    const ger = await h.text('alice: /stacks');
    for (const a of ['DESG [ger-desg-garrison]', 'MarK [ger-mark]', '5 FKA [ger-5-fka]', 'FW [ger-fw]'])
      expect(ger).toContain(a);
    const ally = await h.text('bob: /stacks');
    for (const a of ['1 SA [ally-1-sa]', 'PEA [ally-pea-infantry]', '2 FP [ally-2-fp]']) expect(ally).toContain(a);
    expect(ally).toContain(
      'Allied recruit pool: 2/KAR [ally-2-kar] (Light infantry 2, elite), 3/KAR [ally-3-kar] (Light infantry 2), RFF [ally-rff] (Light infantry 2), MGC [ally-mgc] (Regular infantry 2), RM [ally-rm] (Regular infantry 2, elite), EAD [ally-ead] (Regular infantry 3), Armored Car [ally-armored-car] (Armored car 2), 3 FP [ally-3-fp] (Light infantry 2), Ex [ally-ex] (Regular infantry 2)',
    );
    expect(await h.text('alice: /rules section:24.2')).toContain(
      '| DESG | Dar es Salaam | MarK | Marine Company (sailors) |',
    );
  });

  it('24.3 — the British Armored Car moves as mounted infantry: three spaces under Cavalry/Mounted infantry=3, not at all without it', async () => {
    const g = await lv();
    await g.run('alice: /sandbox place unit:ally-armored-car at:mombasa');
    await g.toMarch('Allied', 'ally-south-african-reinforcement'); // Regular infantry=2, Cavalry/Mounted infantry=3
    await g.run('alice: /move units:ally-armored-car to:same via:voi,taveta'); // rail, land, land
    expect(g.loc('ally-armored-car')).toBe('same');
    g.close();
    const h = await lv();
    await h.run('alice: /sandbox place unit:ally-armored-car at:mombasa');
    await h.toMarch('Allied', 'ally-royal-navy'); // Regular infantry=2, Light infantry=1
    expect(await h.say('alice: /move units:ally-armored-car to:jassin')).toContain('11.C');
    expect(h.loc('ally-armored-car')).toBe('mombasa');
    h.close();
  });
});

describe('29.0, 30.0 and rulings R5, R14', () => {
  it('29.0 — the Allies field three contingents that may not end a phase together: British with Portuguese is refused, Portuguese with Portuguese is fine', async () => {
    const g = await lv();
    await g.toMarch('Allied', 'ally-smuts-offensive');
    await g.run('alice: /sandbox place unit:ally-ex at:nairobi');
    expect(await g.say('alice: /phase end')).toContain('29.B');
    expect(g.view().phase).toBe('march');
    await g.run('alice: /sandbox place unit:ally-ex at:albertville');
    expect(await g.say('alice: /phase end')).toMatch(/29\.B.*albertville \(Belgian, Portuguese\)/);
    await g.run('alice: /sandbox place unit:ally-ex at:porto-amelia');
    await g.run('alice: /phase end');
    expect(g.view().phase).toBe('battle');
    g.close();
  });

  it('30.0 — any combination of the optional rules, or none: each of the eight combinations makes a game and /game status shows every switch', async () => {
    const flags = (b: boolean) => (b ? 'true' : 'false');
    for (let m = 0; m < 8; m++) {
      const [breakoff, supply, forts] = [(m & 1) > 0, (m & 2) > 0, (m & 4) > 0];
      const h = await twoPlayers(
        `advanced:true breakoff:${flags(breakoff)} supply:${flags(supply)} forts:${flags(forts)}`,
      );
      const status = await h.text('alice: /game status');
      expect(status).toContain(
        `advanced:true breakoff:${flags(breakoff)} supply:${flags(supply)} forts:${flags(forts)}`,
      );
      expect((h.state() as unknown as { options: Record<string, unknown> }).options).toMatchObject({
        advanced: true,
        breakoff,
        supply,
        forts,
      });
      h.close();
    }
    const none = await twoPlayers();
    expect(await none.text('alice: /game status')).toContain('advanced:false breakoff:false supply:false forts:false');
    none.close();
  });

  it('R5 — no leaders; for 26.B only combat units on the map count: a German fort marker and KonA in its box do not keep the Germans in the game', async () => {
    const g = await lv('advanced:true');
    await g.run('alice: /sandbox place unit:ger-5-fka at:kilosa');
    await g.toRecruiting('German', 'ger-lettow-vorbeck');
    await g.run('alice: /fort build at:kilosa unit:ger-5-fka');
    for (const u of [
      'ger-desg-garrison',
      'ger-1-fka',
      'ger-2-fka',
      'ger-3-fka',
      'ger-4-fka',
      'ger-5-fka',
      'ger-fw',
      'ger-mark',
    ])
      await g.run(`alice: /sandbox remove unit:${u}`);
    expect(g.view().markers['ger-fort']).toBe('kilosa');
    expect(g.loc('ger-kona')).toBe('konigsberg-recruit-box');
    expect(await g.say('alice: /phase end')).toContain('26.B');
    expect((g.state() as unknown as { winner: string }).winner).toBe('Allied');
    g.close();
  });

  it('R14 — the Recruit Box is the recruit pool: a unit put back there is drawn again as a recruit; the fort marker beside it never is', async () => {
    const g = await lv('advanced:true');
    for (const u of ['ger-6-fka', 'ger-7-fka', 'ger-8-fka', 'ger-9-fka', 'ger-10-fka'])
      await g.run(`alice: /sandbox place unit:${u} at:deadpile`);
    await g.run('alice: /sandbox remove unit:ger-3-fka'); // back to the German Recruit Box (27.1.B)
    expect(g.loc('ger-3-fka')).toBe('german-recruit-box');
    expect(g.view().markers['ger-fort']).toBe('german-recruit-box');
    await g.toRecruiting('German', 'ger-jassin'); // Recruit 1
    const drawn = g.read.events().filter((e) => e.type === 'recruit.units-drawn') as unknown as { units: string[] }[];
    expect(drawn[0]!.units).toEqual(['ger-3-fka']);
    await g.run('alice: /recruit place unit:ger-3-fka at:tabora');
    expect(g.loc('ger-3-fka')).toBe('tabora');
    expect(g.view().markers['ger-fort']).toBe('german-recruit-box');
    g.close();
  });
});
