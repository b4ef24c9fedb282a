// The Recruiting Phase (6.2.1.2, 27.0, R15, R47) and the card events of spec 7.2-7.3, each from a sandbox position.
import { describe, expect, it } from 'vitest';
import { lv } from './lv-helpers.ts';

const POOL_G = 'german-recruit-box';

describe('27.0 Reinforcements', () => {
  it('27.1.C — /phase end refuses while drawn recruits are not placed', async () => {
    const g = await lv();
    await g.toRecruiting('German', 'ger-jassin'); // Recruit 1
    const drawn = g.legal().find((a) => a.type === 'recruit-place');
    expect(drawn).toBeDefined();
    expect(await g.say('alice: /phase end')).toContain('27.1.C');
    expect(g.view().phase).toBe('recruiting');
    await g.run(`alice: /recruit place unit:${String(drawn!.unit)} at:tabora`);
    expect(g.loc(String(drawn!.unit))).toBe('tabora');
    await g.run('alice: /phase end');
    expect(g.view().phase).toBe('march');
    g.close();
  });

  it('27.2.B — German recruits go to supply centers or forts holding German units, nowhere else', async () => {
    const g = await lv();
    await g.toRecruiting('German', 'ger-jassin');
    const unit = String(g.legal().find((a) => a.type === 'recruit-place')!.unit);
    const spaces = g
      .legal()
      .filter((a) => a.type === 'recruit-place')
      .map((a) => a.at)
      .sort();
    expect(spaces).toEqual(['dar-es-salaam', 'moshi', 'tabora']);
    expect(await g.say(`alice: /recruit place unit:${unit} at:tanga`)).toContain('27.2.B');
    expect(g.loc(unit)).toBe(POOL_G);
    g.close();
  });

  it('27.1.D — reinforcements may not be placed in a space holding enemy units', async () => {
    const g = await lv();
    await g.run('alice: /sandbox place unit:ally-1-kar at:tabora');
    await g.toRecruiting('German', 'ger-jassin');
    const unit = String(g.legal().find((a) => a.type === 'recruit-place')!.unit);
    expect(await g.say(`alice: /recruit place unit:${unit} at:tabora`)).toContain('27.2.B');
    g.close();
  });

  it('R15 — a recruit with no legal space goes back to the pool when the phase ends', async () => {
    const g = await lv();
    for (const u of ['ger-desg-garrison', 'ger-mark', 'ger-1-fka', 'ger-3-fka', 'ger-fw', 'ger-5-fka'])
      await g.run(`alice: /sandbox place unit:${u} at:handeni`);
    await g.toRecruiting('German', 'ger-jassin');
    expect(g.legal().some((a) => a.type === 'recruit-place')).toBe(false);
    // A game that plays forced steps ends the phase itself, saying why: not "no recruits" (R15).
    const game = g.read.game();
    const forced = game.module.forced!(game.folded.game, 'German')!;
    expect(forced.action).toEqual({ type: 'end-phase' });
    expect(forced.reason).toBe('German has no space to place its recruit in (R15): Recruiting Phase passes (6.2.1.2)');
    const out = await g.say('alice: /phase end');
    expect(out).toContain('R15');
    expect(g.view().phase).toBe('march');
    expect(Object.values(g.view().units).filter((u) => u.location === POOL_G).length).toBe(5);
    g.close();
  });

  it('27.3.B — British recruits go to the Indian Ocean box or British-held supply centers and ports', async () => {
    const g = await lv();
    await g.toRecruiting('Allied', 'ally-royal-navy'); // Recruit 1
    const places = g.legal().filter((a) => a.type === 'recruit-place');
    const unit = String(places[0]!.unit);
    const spaces = [...new Set(places.map((a) => String(a.at)))].sort();
    if (unit === 'ally-3-fp')
      expect(spaces).toEqual(['albertville']); // 27.3.C
    else if (unit === 'ally-ex')
      expect(spaces).toEqual(['porto-amelia']); // 27.3.D
    else expect(spaces).toEqual(['indian-ocean-box', 'mombasa', 'nairobi']);
    g.close();
  });

  it("27.3.C — King's African Rifles: the Allied player chooses the recruits; a Belgian recruit goes to Albertville only", async () => {
    const g = await lv();
    await g.toRecruiting('Allied', 'ally-kings-african-rifles');
    expect(await g.say('alice: /phase end')).toContain('27.1.C');
    await g.run('alice: /recruit choose unit:ally-3-fp');
    await g.run('alice: /recruit choose unit:ally-rm');
    expect(await g.say('alice: /recruit place unit:ally-3-fp at:mombasa')).toContain('27.3.C');
    await g.run('alice: /recruit place unit:ally-3-fp at:albertville');
    await g.run('alice: /recruit place unit:ally-rm at:mombasa');
    expect([g.loc('ally-3-fp'), g.loc('ally-rm')]).toEqual(['albertville', 'mombasa']);
    g.close();
  });

  it('Indian Expeditionary Force — B IEF taken from the pool by choice, the rest drawn at random', async () => {
    const g = await lv();
    await g.run('alice: /sandbox remove unit:ally-b-ief');
    await g.toRecruiting('Allied', 'ally-indian-expeditionary-force');
    expect(await g.say('alice: /recruit choose unit:ally-rm')).toContain('7.1.3');
    await g.run('alice: /recruit choose unit:ally-b-ief');
    // B IEF was the only IEF unit in the pool: the other recruit is drawn at once.
    const waiting = [
      ...new Set(
        g
          .legal()
          .filter((a) => a.type === 'recruit-place')
          .map((a) => String(a.unit)),
      ),
    ];
    expect(waiting).toContain('ally-b-ief');
    expect(waiting.length).toBe(2);
    g.close();
  });

  it('Askari Levies — recruits may also go to a German-held town in German East Africa', async () => {
    const g = await lv();
    await g.toRecruiting('German', 'ger-askari-levies');
    const spaces = [
      ...new Set(
        g
          .legal()
          .filter((a) => a.type === 'recruit-place')
          .map((a) => String(a.at)),
      ),
    ].sort();
    expect(spaces).toEqual(['dar-es-salaam', 'moshi', 'mwanza', 'tabora', 'tanga']);
    g.close();
  });

  it('Blockade Runner — recruits may also go to an Indian Ocean port holding German units', async () => {
    const g = await lv();
    await g.toRecruiting('German', 'ger-blockade-runner');
    const spaces = [
      ...new Set(
        g
          .legal()
          .filter((a) => a.type === 'recruit-place')
          .map((a) => String(a.at)),
      ),
    ].sort();
    expect(spaces).toEqual(['dar-es-salaam', 'moshi', 'tabora', 'tanga']);
    g.close();
  });

  it('Negomano Stores — one extra recruit per supply center held outside German East Africa', async () => {
    const g = await lv();
    for (const u of ['ally-pea-garrison', 'ally-pea-infantry']) await g.run(`alice: /sandbox remove unit:${u}`);
    await g.run('alice: /sandbox place unit:ger-5-fka at:porto-amelia');
    await g.toRecruiting('German', 'ger-negomano-stores');
    const waiting = new Set(
      g
        .legal()
        .filter((a) => a.type === 'recruit-place')
        .map((a) => String(a.unit)),
    );
    expect(waiting.size).toBe(2);
    const spaces = new Set(
      g
        .legal()
        .filter((a) => a.type === 'recruit-place')
        .map((a) => String(a.at)),
    );
    expect(spaces.has('porto-amelia')).toBe(true);
    g.close();
  });

  it('SMS Konigsberg / 27.2.A — KonA is placed in the Rufiji Delta', async () => {
    const g = await lv();
    await g.toRecruiting('German', 'ger-sms-konigsberg');
    expect(g.loc('ger-kona')).toBe('rufiji-delta');
    g.close();
  });

  it('SMS Konigsberg — with Allied units in the Rufiji Delta, KonA goes to a German-held supply center instead', async () => {
    const g = await lv();
    await g.run('alice: /sandbox place unit:ally-1-kar at:rufiji-delta');
    await g.toRecruiting('German', 'ger-sms-konigsberg');
    expect(await g.say('alice: /recruit place unit:ger-kona at:rufiji-delta')).toContain('27.2.A');
    await g.run('alice: /recruit place unit:ger-kona at:tabora');
    expect(g.loc('ger-kona')).toBe('tabora');
    g.close();
  });

  it('South African Reinforcement / 27.3.A — the three SA units arrive as British reinforcements and may be split', async () => {
    const g = await lv();
    await g.toRecruiting('Allied', 'ally-south-african-reinforcement');
    await g.run('alice: /recruit place unit:ally-1-sa at:mombasa');
    await g.run('alice: /recruit place unit:ally-2-sa at:indian-ocean-box');
    expect(await g.say('alice: /recruit place unit:ally-3-sa at:albertville')).toContain('27.3.A');
    await g.run('alice: /recruit place unit:ally-3-sa at:nairobi');
    expect(['ally-1-sa', 'ally-2-sa', 'ally-3-sa'].map((u) => g.loc(u))).toEqual([
      'mombasa',
      'indian-ocean-box',
      'nairobi',
    ]);
    g.close();
  });

  it("Northey's Column — RFF is taken from the pool and placed at Abercorn, Fife or Karonga, besides the Recruit 1", async () => {
    const g = await lv();
    await g.run('alice: /sandbox place unit:ger-5-fka at:fife');
    await g.toRecruiting('Allied', 'ally-northeys-column');
    const rff = g
      .legal()
      .filter((a) => a.type === 'recruit-place' && a.unit === 'ally-rff')
      .map((a) => String(a.at));
    expect(rff.sort()).toEqual(['abercorn', 'karonga']);
    await g.run('alice: /recruit place unit:ally-rff at:karonga');
    expect(g.loc('ally-rff')).toBe('karonga');
    expect(g.legal().filter((a) => a.type === 'recruit-place').length).toBeGreaterThan(0); // the Recruit 1 draw waits too
    g.close();
  });
});

describe('8.1 Immediately events', () => {
  it('Fever and Tsetse — the Allied player chooses the unit; the German player waits (8.1)', async () => {
    const g = await lv();
    await g.run('alice: /sandbox place unit:ally-c-ief at:tanga');
    await g.run('alice: /sandbox place unit:ally-vol-lf at:moshi');
    await g.run('alice: /sandbox place unit:ger-2-fka at:jassin');
    await g.run('alice: /sandbox place unit:ger-1-fka at:handeni');
    await g.run('alice: /sandbox place unit:ger-3-fka at:handeni');
    await g.run('alice: /sandbox place unit:ger-fw at:handeni');
    await g.toCardPhase('German');
    await g.run('alice: /sandbox card side:German card:ger-fever-and-tsetse');
    await g.run('alice: /card draw');
    const status = await g.say('alice: /game status');
    expect(status).toContain('Allied');
    expect(status).toContain('Fever and Tsetse');
    expect(await g.say('alice: /phase end')).toMatch(/8\.1|6\.2/);
    expect(g.view().phase).toBe('campaign-card');
    expect(await g.say('alice: /choose unit:ally-1-kar')).toContain('7.1.3');
    await g.run('alice: /choose unit:ally-vol-lf');
    expect(g.loc('ally-vol-lf')).toBe('allied-recruit-box');
    await g.run('alice: /phase end');
    expect(g.view().phase).toBe('recruiting');
    g.close();
  });

  it('Fever and Tsetse — with no eligible Allied unit in German East Africa nothing happens', async () => {
    const g = await lv();
    await g.toCardPhase('German');
    await g.run('alice: /sandbox card side:German card:ger-fever-and-tsetse');
    expect(await g.say('alice: /card draw')).toContain('nothing happens');
    await g.run('alice: /phase end');
    expect(g.view().phase).toBe('recruiting');
    g.close();
  });
});
