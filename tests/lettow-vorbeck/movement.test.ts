// Movement rules 9.0-12.1, 28.1-28.3 and rulings R1-R9, each from a sandbox position.
import { describe, expect, it } from 'vitest';
import { lv } from './lv-helpers.ts';

describe('11.0 Movement', () => {
  it('11.0.C — the rulebook example: with cavalry=3 and infantry=2, cavalry moves up to three spaces and infantry up to two', async () => {
    const g = await lv();
    await g.run('alice: /sandbox place unit:ally-1-sa at:south-african-box');
    await g.run('alice: /sandbox place unit:ally-vol-lf at:abercorn');
    await g.run('alice: /sandbox place unit:ally-c-ief at:abercorn');
    await g.run('alice: /sandbox place unit:ally-b-ief at:abercorn');
    await g.toMarch('Allied', 'ally-south-african-reinforcement'); // Regular infantry=2, Cavalry/Mounted infantry=3
    expect(await g.say('alice: /move units:ally-c-ief to:neu-langenburg via:fife,karonga')).toContain('11.D');
    expect(g.loc('ally-c-ief')).toBe('abercorn');
    await g.run('alice: /move units:ally-vol-lf to:neu-langenburg via:fife,karonga');
    expect(g.loc('ally-vol-lf')).toBe('neu-langenburg');
    await g.run('alice: /move units:ally-c-ief to:karonga via:fife');
    expect(g.loc('ally-c-ief')).toBe('karonga');
    g.close();
  });

  it('11.0.D — one unit may move two spaces, another one, a third none; a unit that has moved may not move again (11.E)', async () => {
    const g = await lv();
    for (const u of ['ger-3-fka', 'ger-4-fka', 'ger-5-fka'])
      await g.run(`alice: /sandbox place unit:${u} at:kondoa-irangi`);
    await g.toMarch('German', 'ger-lettow-vorbeck'); // All except Garrisons=3
    await g.run('alice: /move units:ger-3-fka to:tabora');
    await g.run('alice: /move units:ger-4-fka to:bismarckburg via:tabora');
    expect([g.loc('ger-3-fka'), g.loc('ger-4-fka'), g.loc('ger-5-fka')]).toEqual([
      'tabora',
      'bismarckburg',
      'kondoa-irangi',
    ]);
    expect(await g.say('alice: /move units:ger-3-fka to:mwanza')).toContain('11.E');
    expect(g.loc('ger-3-fka')).toBe('tabora');
    g.close();
  });

  it('11.E — a stack moves together from one space', async () => {
    const g = await lv();
    await g.toMarch('German', 'ger-lettow-vorbeck');
    expect(await g.say('alice: /move units:ger-1-fka,ger-2-fka to:taveta')).toContain('11.E');
    await g.run('alice: /move units:ger-1-fka,ger-3-fka,ger-fw to:taveta');
    expect(['ger-1-fka', 'ger-3-fka', 'ger-fw'].map((u) => g.loc(u))).toEqual(['taveta', 'taveta', 'taveta']);
    g.close();
  });

  it('11.C / R1 — only the unit types the card lists may move (Jassin: no Cavalry/Mounted infantry)', async () => {
    const g = await lv();
    await g.toMarch('German', 'ger-jassin');
    expect(await g.say('alice: /move units:ger-fw to:taveta')).toContain('11.C');
    expect(g.loc('ger-fw')).toBe('moshi');
    g.close();
  });

  it('11.1.2 — a unit entering an enemy-occupied space must stop', async () => {
    const g = await lv();
    await g.run('alice: /sandbox place unit:ally-1-kar at:taveta');
    await g.toMarch('German', 'ger-lettow-vorbeck');
    const t = await g.say('alice: /move units:ger-1-fka to:voi via:taveta');
    expect(t).toContain('11.1.2 — a unit that enters a space holding enemy units (taveta) must stop there');
    expect(g.loc('ger-1-fka')).toBe('moshi');
    await g.run('alice: /move units:ger-1-fka to:taveta');
    expect(g.loc('ger-1-fka')).toBe('taveta');
    g.close();
  });

  it('9.A — units move through spaces of their own side without hindrance', async () => {
    const g = await lv();
    await g.run('alice: /sandbox place unit:ger-5-fka at:taveta');
    await g.toMarch('German', 'ger-lettow-vorbeck');
    await g.run('alice: /move units:ger-1-fka to:voi via:taveta');
    expect(g.loc('ger-1-fka')).toBe('voi');
    g.close();
  });

  it('11.1.1 — entering a Mountain space by land ends the move (TEC Stop)', async () => {
    const g = await lv();
    await g.run('alice: /sandbox place unit:ger-5-fka at:taveta');
    await g.toMarch('German', 'ger-lettow-vorbeck');
    expect(await g.say('alice: /move units:ger-5-fka to:handeni via:same')).toContain('11.1.1');
    await g.run('alice: /move units:ger-5-fka to:same');
    expect(g.loc('ger-5-fka')).toBe('same');
    g.close();
  });

  it('12.1 / R6 / R7 — a unit entering a river space must stop (no bridging in this scenario)', async () => {
    const g = await lv();
    await g.toMarch('German', 'ger-lettow-vorbeck');
    expect(await g.say('alice: /move units:ger-2-fka to:dar-es-salaam via:pangani')).toContain('12.1');
    await g.run('alice: /move units:ger-2-fka to:pangani');
    expect(g.loc('ger-2-fka')).toBe('pangani');
    g.close();
  });

  it('11.1.3 / R4 — Garrison units never move', async () => {
    const g = await lv();
    await g.toMarch('German', 'ger-lettow-vorbeck');
    expect(await g.say('alice: /move units:ger-desg-garrison to:morogoro')).toContain('11.1.3');
    expect(g.loc('ger-desg-garrison')).toBe('dar-es-salaam');
    g.close();
  });

  it('3.2 — units move only along routes', async () => {
    const g = await lv();
    await g.toMarch('German', 'ger-lettow-vorbeck');
    expect(await g.say('alice: /move units:ger-2-fka to:moshi via:jassin')).toContain('3.2');
    g.close();
  });
});

describe('28.3 Rail movement (R8)', () => {
  it('28.3 — a chain of rail routes costs 1 MP, whatever its length (All=1 reaches Kisumu from Mombasa)', async () => {
    const g = await lv();
    await g.toMarch('Allied', 'ally-van-deventer'); // All except Garrisons=1
    await g.run('alice: /move units:ally-vol-lf to:kisumu');
    expect(g.loc('ally-vol-lf')).toBe('kisumu');
    g.close();
  });

  it('R8 — a Mountain space entered by rail does not stop the unit', async () => {
    const g = await lv();
    await g.run('alice: /sandbox place unit:ger-2-fka at:tanga');
    await g.toMarch('German', 'ger-jassin'); // Light infantry=2
    await g.run('alice: /move units:ger-2-fka to:moshi via:korogwe,same');
    expect(g.loc('ger-2-fka')).toBe('moshi');
    g.close();
  });

  it('R8 — a unit that enters a Stop space by land may not go on by rail', async () => {
    const g = await lv();
    await g.run('alice: /sandbox place unit:ger-5-fka at:taveta');
    await g.toMarch('German', 'ger-lettow-vorbeck');
    expect(await g.say('alice: /move units:ger-5-fka to:korogwe via:same')).toContain('11.1.1');
    g.close();
  });

  it('28.3 — a rail move must stop in the first enemy-occupied space', async () => {
    const g = await lv();
    await g.run('alice: /sandbox place unit:ally-1-kar at:korogwe');
    await g.toMarch('German', 'ger-jassin');
    expect(await g.say('alice: /move units:ger-2-fka to:same via:korogwe')).toContain(
      '28.3 — a rail move must stop in the first enemy-held space it enters (korogwe)',
    );
    await g.run('alice: /move units:ger-2-fka to:korogwe');
    expect(g.loc('ger-2-fka')).toBe('korogwe');
    g.close();
  });

  it('Interior Lines — German rail moves cost 0: land, rail, land with Light infantry=2 leaves a point', async () => {
    const g = await lv();
    await g.run('alice: /sandbox place unit:ger-5-fka at:kondoa-irangi');
    await g.toMarch('German', 'ger-interior-lines'); // Light infantry=2
    // kondoa-irangi -(land)- dodoma =(rail)= kilosa = morogoro = dar-es-salaam -(land)- pangani: 2 land steps, rail free.
    await g.run('alice: /move units:ger-5-fka to:pangani via:dodoma,kilosa,morogoro,dar-es-salaam');
    expect(g.loc('ger-5-fka')).toBe('pangani');
    g.close();
  });
});

describe('28.1 Closed regions and contingents', () => {
  it('28.1.B — no unit may enter Portuguese East Africa before Allied Intervention', async () => {
    const g = await lv();
    await g.run('alice: /sandbox place unit:ger-5-fka at:lindi');
    await g.toMarch('German', 'ger-lettow-vorbeck');
    expect(await g.say('alice: /move units:ger-5-fka to:porto-amelia')).toContain(
      '28.1.B — no unit may enter Portuguese East Africa before Allied Intervention',
    );
    g.close();
  });

  it('28.1.A — Belgian units do not move before Allied Intervention; after it they move under Belgian=2', async () => {
    const g = await lv();
    await g.toMarch('Allied', 'ally-smuts-offensive');
    expect(await g.say('alice: /move units:ally-1-fp to:kigali')).toContain('28.1.A');
    expect(g.loc('ally-1-fp')).toBe('kivu');
    await g.toMarch('Allied', 'ally-allied-intervention');
    await g.run('alice: /move units:ally-1-fp to:kigali');
    expect(g.loc('ally-1-fp')).toBe('kigali');
    g.close();
  });

  it('29.B / R12 — a British unit may not end a move in a space holding Belgian units, but may pass through', async () => {
    const g = await lv();
    await g.run('alice: /sandbox place unit:ally-1-fp at:taveta');
    await g.run('alice: /sandbox place unit:ally-1-kar at:voi');
    await g.toMarch('Allied', 'ally-smuts-offensive');
    expect(await g.say('alice: /move units:ally-1-kar to:taveta')).toContain('29.B');
    await g.run('alice: /move units:ally-1-kar to:moshi via:taveta');
    expect(g.loc('ally-1-kar')).toBe('moshi');
    g.close();
  });

  it('29.B — /phase end refuses while two Allied contingents share a space', async () => {
    const g = await lv();
    await g.toMarch('Allied', 'ally-smuts-offensive');
    await g.run('alice: /sandbox place unit:ally-1-fp at:nairobi');
    expect(await g.say('alice: /phase end')).toContain('29.B');
    expect(g.view().phase).toBe('march');
    g.close();
  });
});

describe('28.2 Amphibious movement (R9, R11)', () => {
  it('28.2.1 — a lake move goes port to port and uses the whole movement', async () => {
    const g = await lv();
    await g.toMarch('German', 'ger-lettow-vorbeck');
    await g.run('alice: /amphibious units:ger-4-fka to:bukoba');
    expect(g.loc('ger-4-fka')).toBe('bukoba');
    expect(await g.say('alice: /move units:ger-4-fka to:kigali')).toContain('11.E');
    g.close();
  });

  it('28.2.2 — only the Allies move by sea', async () => {
    const g = await lv();
    await g.toMarch('German', 'ger-lettow-vorbeck');
    expect(await g.say('alice: /amphibious units:ger-2-fka to:dar-es-salaam')).toContain('28.2.2');
    g.close();
  });

  it('28.2.3 / 28.2.B — Allied units sail from the Indian Ocean box to an enemy-held port and stop there', async () => {
    const g = await lv();
    await g.toMarch('Allied', 'ally-royal-navy');
    await g.run('alice: /amphibious units:ally-b-ief,ally-c-ief to:tanga');
    expect([g.loc('ally-b-ief'), g.loc('ally-c-ief')]).toEqual(['tanga', 'tanga']);
    g.close();
  });

  it('28.1.B / R9 — no landing in Portuguese East Africa before Intervention', async () => {
    const g = await lv();
    await g.toMarch('Allied', 'ally-royal-navy');
    expect(await g.say('alice: /amphibious units:ally-b-ief to:porto-amelia')).toContain('28.2');
    expect(g.loc('ally-b-ief')).toBe('indian-ocean-box');
    g.close();
  });

  it('28.2.3 — units in the Indian Ocean box leave it only by amphibious movement', async () => {
    const g = await lv();
    await g.toMarch('Allied', 'ally-royal-navy');
    expect(await g.say('alice: /move units:ally-b-ief to:mombasa')).toContain('28.2.3');
    g.close();
  });

  it('Mimi and Toutou — an Allied lake hop costs 1 point and the unit may go on by land', async () => {
    const g = await lv();
    await g.run('alice: /sandbox place unit:ally-1-kar at:kisumu');
    await g.toMarch('Allied', 'ally-mimi-and-toutou'); // Light infantry=2
    await g.run('alice: /move units:ally-1-kar to:kigali via:bukoba');
    expect(g.loc('ally-1-kar')).toBe('kigali');
    g.close();
  });
});

describe('10.0 Fog of war in moves', () => {
  it('10.0 / R36 — the public line of a move gives a count and the path, never the units', async () => {
    const g = await lv();
    await g.toMarch('German', 'ger-lettow-vorbeck');
    const out = await g.run('alice: /move units:ger-1-fka,ger-3-fka to:taveta');
    const pub = out
      .filter((o) => o.audience.kind === 'public')
      .map((o) => o.text)
      .join('\n');
    expect(pub).toContain('German moves 2 units: moshi → taveta.');
    expect(pub).not.toMatch(/ger-1-fka|ger-3-fka/);
    const dm = out
      .filter((o) => o.audience.kind === 'dm')
      .map((o) => o.text)
      .join('\n');
    expect(dm).toContain('ger-1-fka (Light infantry 3, elite), ger-3-fka (Light infantry 2)');
    g.close();
  });
});
