// Movement rules 9.0, 11.1.4, 11.2, 12.0-12.5 (R6: no fleets or engineers in this scenario), 28.0 and
// rulings R2, R3, R35, from sandbox positions. lv(): alice holds both sides.
import { describe, expect, it } from 'vitest';
import { lv } from './lv-helpers.ts';
import { battleWith, dice, labels, type Started, type Sup } from './rules-helpers.ts';

describe('9.0 stacking and 11.0 movement modifications', () => {
  it('9.0 — stacking is unlimited: six German units from three spaces end their moves in one space', async () => {
    const g = await lv();
    await g.run('alice: /sandbox place unit:ger-4-fka at:same');
    await g.run('alice: /sandbox place unit:ger-5-fka at:same');
    await g.toMarch('German', 'ger-lettow-vorbeck'); // All except Garrisons=3
    await g.run('alice: /move units:ger-1-fka,ger-3-fka,ger-fw to:taveta');
    await g.run('alice: /move units:ger-4-fka,ger-5-fka to:taveta');
    await g.run('alice: /move units:ger-2-fka to:taveta via:korogwe,same');
    const at = ['ger-1-fka', 'ger-2-fka', 'ger-3-fka', 'ger-4-fka', 'ger-5-fka', 'ger-fw'].map((u) => g.loc(u));
    expect(new Set(at)).toEqual(new Set(['taveta']));
    await g.run('alice: /phase end');
    expect(g.view().phase).toBe('battle');
    g.close();
  });

  it('11.1.4 — contingents: Allied Intervention moves the Belgian and Portuguese contingents (Belgian=2, Portuguese=2) and no British unit', async () => {
    const g = await lv();
    await g.toMarch('Allied', 'ally-allied-intervention');
    await g.run('alice: /move units:ally-1-fp to:kigali');
    await g.run('alice: /move units:ally-pea-infantry to:lindi');
    expect(await g.say('alice: /move units:ally-1-kar to:taveta')).toContain('11.C');
    expect(await g.say('alice: /move units:ally-pea-garrison to:lindi')).toContain('11.1.3');
    expect([g.loc('ally-1-fp'), g.loc('ally-pea-infantry'), g.loc('ally-1-kar'), g.loc('ally-pea-garrison')]).toEqual([
      'kigali',
      'lindi',
      'voi',
      'porto-amelia',
    ]);
    g.close();
  });

  it('R3 — a type entry covers every contingent allowed to move: after Intervention, King’s African Rifles (Light infantry=3) moves Belgian 1 FP three spaces', async () => {
    const g = await lv();
    await g.toMarch('Allied', 'ally-allied-intervention');
    await g.toCardPhase('German');
    await g.run('alice: /sandbox card side:German card:ger-lettow-vorbeck');
    await g.toMarch('Allied', 'ally-kings-african-rifles');
    await g.run('alice: /move units:ally-1-fp to:tabora via:usumbura,kigoma'); // land, land, rail
    expect(g.loc('ally-1-fp')).toBe('tabora');
    expect(await g.say('alice: /move units:ally-pea-infantry to:lindi')).toContain('11.C'); // Regular infantry: not on this card
    g.close();
  });

  it('R2 — "All" (printed All except Garrisons) moves Regular, Light and mounted units, never a Garrison', async () => {
    const g = await lv();
    await g.toMarch('German', 'ger-lettow-vorbeck');
    await g.run('alice: /move units:ger-mark to:morogoro');
    await g.run('alice: /move units:ger-fw to:arusha');
    await g.run('alice: /move units:ger-2-fka to:jassin');
    expect(await g.say('alice: /move units:ger-desg-garrison to:morogoro')).toContain('11.1.3');
    expect([g.loc('ger-mark'), g.loc('ger-fw'), g.loc('ger-2-fka'), g.loc('ger-desg-garrison')]).toEqual([
      'morogoro',
      'arusha',
      'jassin',
      'dar-es-salaam',
    ]);
    g.close();
  });

  it('11.2 — Lettow-Vorbeck movement is modified by 28.0: with All=1 a unit goes one space by land but three by rail (28.3)', async () => {
    const g = await lv();
    await g.toMarch('Allied', 'ally-van-deventer');
    expect(await g.say('alice: /move units:ally-vol-lf to:tanga via:jassin')).toContain('11.D');
    await g.run('alice: /move units:ally-vol-lf to:kisumu via:voi,nairobi');
    expect(g.loc('ally-vol-lf')).toBe('kisumu');
    g.close();
  });

  it('28.0 — the scenario’s movement modifications in one Allied March Phase: closed regions (28.1), ocean moves (28.2) and rail (28.3)', async () => {
    const g = await lv();
    await g.toMarch('Allied', 'ally-smuts-offensive'); // All=3
    expect(await g.say('alice: /move units:ally-1-fp to:kigali')).toContain('28.1.A');
    await g.run('alice: /amphibious units:ally-c-ief to:kilwa');
    await g.run('alice: /move units:ally-vol-lf to:kisumu');
    expect([g.loc('ally-1-fp'), g.loc('ally-c-ief'), g.loc('ally-vol-lf')]).toEqual(['kivu', 'kilwa', 'kisumu']);
    expect(await g.say('alice: /move units:ally-c-ief to:lindi')).toContain('11.E'); // 28.2.A: the whole movement
    g.close();
  });

  it('R35 — before Allied Intervention nobody enters the closed regions, not even in retreat: a beaten unit whose only way out is Kivu is eliminated', async () => {
    const place = {
      'ger-4-fka': 'usumbura',
      'ally-c-ief': 'usumbura',
      'ally-b-ief': 'kigali',
      'ally-2-sa': 'kigoma',
      'ally-1-fp': 'albertville',
    };
    const before = await battleWith('Allied', place);
    await dice(before, 6, 1, 4, 1, 1); // Allied superior; C IEF 4 = P
    await before.ok('bob: /battle fight space:usumbura');
    expect(before.ev('battle.retreat-eliminated')).toHaveLength(1);
    expect(before.at('ger-4-fka')).toBe('german-recruit-box');
    const after = await battleWith('Allied', place, '', 'ally-allied-intervention');
    await dice(after, 6, 1, 4, 1, 1);
    await after.ok('bob: /battle fight space:usumbura');
    expect(after.at('ger-4-fka')).toBe('kivu');
  });
});

describe('12.0 River movement (R6: no fleets or engineers in this scenario)', () => {
  it('12.0 — a unit entering a river space stops there, and leaves it in a following friendly March Phase', async () => {
    const g = await lv();
    await g.run('alice: /sandbox place unit:ger-4-fka at:morogoro');
    await g.toMarch('German', 'ger-lettow-vorbeck');
    expect(await g.say('alice: /move units:ger-4-fka to:mahenge via:kibambawe')).toContain('12.1');
    await g.run('alice: /move units:ger-4-fka to:kibambawe');
    expect(g.loc('ger-4-fka')).toBe('kibambawe');
    await g.toCardPhase('Allied');
    await g.run('alice: /sandbox card side:Allied card:ally-smuts-offensive');
    await g.toMarch('German', 'ger-lettow-vorbeck');
    expect(await g.say('alice: /move units:ger-4-fka to:songea via:mahenge')).toContain('11.1.1'); // mahenge is Mountain: a stop of its own
    await g.run('alice: /move units:ger-4-fka to:mahenge');
    expect(g.loc('ger-4-fka')).toBe('mahenge');
    g.close();
  });

  it('12.2 — Bridging needs a friendly fleet or engineer; there are none (R6), so a friendly unit in the river space does not bridge it', async () => {
    const g = await lv();
    await g.run('alice: /sandbox place unit:ger-5-fka at:pangani');
    await g.toMarch('German', 'ger-lettow-vorbeck');
    expect(await g.say('alice: /move units:ger-2-fka to:dar-es-salaam via:pangani')).toContain('12.1');
    await g.run('alice: /move units:ger-2-fka to:pangani');
    expect([g.loc('ger-2-fka'), g.loc('ger-5-fka')]).toEqual(['pangani', 'pangani']);
    g.close();
  });

  it('12.3 — no fleets move along rivers here (R6): along the Rufiji every unit stops in the next river space, even coming from a river space', async () => {
    const g = await lv();
    await g.run('alice: /sandbox place unit:ger-4-fka at:rufiji-delta');
    await g.toMarch('German', 'ger-lettow-vorbeck');
    expect(await g.say('alice: /move units:ger-4-fka to:morogoro via:kibambawe')).toContain('12.1');
    await g.run('alice: /move units:ger-4-fka to:kibambawe');
    expect(g.loc('ger-4-fka')).toBe('kibambawe');
    g.close();
  });

  it('12.4, 13.5.B — no fleet transport (R6): a beaten stack may not retreat along the river into a river space', async () => {
    const h = await battleWith('Allied', {
      'ger-4-fka': 'kibambawe',
      'ger-3-fka': 'kibambawe',
      'ally-c-ief': 'kibambawe',
    });
    await h.ok('alice: /orders losses:weakest-first');
    await dice(h, 6, 1, 4, 4, 1); // Allied superior; C IEF 4, 4 = P, P
    await h.ok('bob: /battle fight space:kibambawe');
    expect(h.view().pending).toMatchObject({ side: 'German', kind: 'retreat' });
    expect(labels(h, 'alice')).toEqual(['Retreat to mahenge', 'Retreat to morogoro']);
    expect(await h.refused('alice: /retreat to:rufiji-delta')).toContain('13.5');
    await h.ok('alice: /retreat to:mahenge');
    expect([h.at('ger-3-fka'), h.at('ger-4-fka')]).toEqual(['mahenge', 'mahenge']);
  });

  it('12.5 — with no fleets, a battle in a river space is fought by land units as anywhere else (13.0): a landing at Pangani', async () => {
    const g = await lv();
    await g.run('alice: /sandbox place unit:ger-4-fka at:pangani');
    await g.toMarch('Allied', 'ally-smuts-offensive');
    await g.run('alice: /amphibious units:ally-c-ief to:pangani');
    expect(g.loc('ally-c-ief')).toBe('pangani');
    await g.run('alice: /phase end');
    await g.run('alice: /sandbox dice values:3,1,6,6,6');
    await g.run('alice: /battle fight space:pangani');
    const evs = g.read.events();
    const started = evs.find((e) => e.type === 'battle.started') as unknown as Started;
    expect(started.forces.German.map((u) => u.unit)).toEqual(['ger-4-fka']);
    expect(started.forces.Allied.map((u) => u.unit)).toEqual(['ally-c-ief']);
    const sup = evs.find((e) => e.type === 'battle.superiority-rolled') as unknown as Sup;
    expect(sup.attacker.modifiers.map((m) => m.id)).toEqual(['battle-bonus']);
    expect(sup.defender.modifiers.map((m) => m.id)).toEqual(['bush-light']);
    expect(g.loc('ger-4-fka')).toBe('german-recruit-box'); // Allied 3 + 1 beats 1 + 1; C IEF 6, 6, 6
    g.close();
  });
});
