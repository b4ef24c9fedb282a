// Advanced rules: 21.0 supply (R29, R39, 30.2) and 22.0 fort markers (R30, R46, 30.3); plus 26.B
// and the Battle-Phase card helpers exported for the battle rules.
import { describe, expect, it } from 'vitest';
import { lv } from './lv-helpers.ts';
import { fold, setupEvents } from '../../src/engine/kernel.ts';
import { LV } from './fuzz.ts';
import type { LvState } from '../../src/games/lettow-vorbeck/state.ts';
import { inSupply } from '../../src/games/lettow-vorbeck/supply/supply.ts';
import { battleBonusApplies, breakoffByCard } from '../../src/games/lettow-vorbeck/cards-events/battle.ts';

function stateWith(
  options: Record<string, string | boolean>,
  place: Record<string, string>,
  patch: Partial<LvState> = {},
): LvState {
  const s = fold(LV, setupEvents(LV, 'adv', options)).game as LvState;
  const units = { ...s.units };
  for (const [u, at] of Object.entries(place)) units[u] = { location: at, panicked: false };
  return { ...s, units, ...patch };
}

describe('21.0 Supply (advanced)', () => {
  it('21.2 / R29 — in supply within two spaces of a friendly-occupied Fortress; out of supply at three', () => {
    const s = stateWith({ advanced: true }, { 'ger-5-fka': 'kilosa', 'ger-4-fka': 'iringa' });
    expect(inSupply(s, 'ger-5-fka')).toBe(true); // dar-es-salaam - morogoro - kilosa
    expect(inSupply(s, 'ger-4-fka')).toBe(false); // three spaces away
  });

  it('R29 — an unfortified supply center is no source without 30.2', () => {
    const s = stateWith({ advanced: true }, { 'ger-5-fka': 'tabora' });
    expect(inSupply(s, 'ger-5-fka')).toBe(false);
  });

  it('30.2.D — German units are always in supply inside German East Africa; 30.2.E Allied units need a held supply center within two', () => {
    const g = stateWith({ advanced: true, supply: true }, { 'ger-4-fka': 'iringa' });
    expect(inSupply(g, 'ger-4-fka')).toBe(true);
    const a = stateWith({ advanced: true, supply: true }, { 'ally-1-kar': 'iringa' });
    expect(inSupply(a, 'ally-1-kar')).toBe(false);
    const near = stateWith({ advanced: true, supply: true }, { 'ally-1-kar': 'kigali' }); // kigali - kivu - albertville (Belgian-held)
    expect(inSupply(near, 'ally-1-kar')).toBe(true);
  });

  it('30.2.C — a unit on a railroad traces supply along free rail spaces to a held supply center', () => {
    const s = stateWith({ advanced: true, supply: true }, { 'ally-1-kar': 'kisumu' });
    expect(inSupply(s, 'ally-1-kar')).toBe(true); // kisumu = nairobi (Allied-held)
    const blocked = stateWith(
      { advanced: true, supply: true },
      { 'ally-1-kar': 'dodoma', 'ally-nairobi-garrison': 'allied-recruit-box' },
    );
    expect(inSupply(blocked, 'ally-1-kar')).toBe(false);
  });

  it('R41 — in the Standard game every unit is in supply', () => {
    const s = stateWith({}, { 'ger-4-fka': 'iringa' });
    expect(inSupply(s, 'ger-4-fka')).toBe(true);
  });

  it('21.4.A / R39 — a unit out of supply when the March Phase begins moves one space less', async () => {
    const g = await lv('advanced:true');
    await g.run('alice: /sandbox place unit:ger-4-fka at:iringa');
    await g.toMarch('German', 'ger-lettow-vorbeck'); // All=3, reduced to 2
    expect(await g.say('alice: /move units:ger-4-fka to:tabora via:dodoma,kondoa-irangi')).toContain('11.D');
    await g.run('alice: /move units:ger-4-fka to:kondoa-irangi via:dodoma');
    expect(g.loc('ger-4-fka')).toBe('kondoa-irangi');
    g.close();
  });

  it('21.4.A — the same move is legal in the Standard game (no supply rule)', async () => {
    const g = await lv();
    await g.run('alice: /sandbox place unit:ger-4-fka at:iringa');
    await g.toMarch('German', 'ger-lettow-vorbeck');
    await g.run('alice: /move units:ger-4-fka to:tabora via:dodoma,kondoa-irangi');
    expect(g.loc('ger-4-fka')).toBe('tabora');
    g.close();
  });
});

describe('22.0 Fort markers (advanced)', () => {
  it('22.1.A — a fort is built in the Recruiting Phase in a supplied space; its builder may not move that turn', async () => {
    const g = await lv('advanced:true');
    await g.run('alice: /sandbox place unit:ger-5-fka at:kilosa');
    await g.toRecruiting('German', 'ger-lettow-vorbeck');
    await g.run('alice: /fort build at:kilosa unit:ger-5-fka');
    expect(g.view().markers['ger-fort']).toBe('kilosa');
    await g.run('alice: /phase end');
    expect(await g.say('alice: /move units:ger-5-fka to:dodoma')).toContain('22.1.A');
    g.close();
  });

  it('22.1.A — not where the space would be out of supply', async () => {
    const g = await lv('advanced:true');
    await g.toRecruiting('German', 'ger-lettow-vorbeck');
    expect(await g.say('alice: /fort build at:tabora unit:ger-5-fka')).toContain('22.1.A');
    g.close();
  });

  it('22.1.B — not in a space holding a Fortress', async () => {
    const g = await lv('advanced:true');
    await g.toRecruiting('German', 'ger-lettow-vorbeck');
    expect(await g.say('alice: /fort build at:dar-es-salaam unit:ger-mark')).toContain('22.1.B');
    g.close();
  });

  it('R30 — mounted units do not build forts, except with optional 30.3', async () => {
    const g = await lv('advanced:true');
    await g.run('alice: /sandbox place unit:ger-fw at:kilosa');
    await g.toRecruiting('German', 'ger-lettow-vorbeck');
    expect(await g.say('alice: /fort build at:kilosa unit:ger-fw')).toContain('R30');
    g.close();
    const h = await lv('advanced:true forts:true');
    await h.run('alice: /sandbox place unit:ger-fw at:kilosa');
    await h.toRecruiting('German', 'ger-lettow-vorbeck');
    await h.run('alice: /fort build at:kilosa unit:ger-fw');
    expect(h.view().markers['ger-fort']).toBe('kilosa');
    h.close();
  });

  it('22.3.B / 22.3.C — the owner removes the fort in a Recruiting Phase and may not rebuild it that turn', async () => {
    const g = await lv('advanced:true');
    await g.run('alice: /sandbox place unit:ger-5-fka at:kilosa');
    await g.toRecruiting('German', 'ger-lettow-vorbeck');
    await g.run('alice: /fort build at:kilosa unit:ger-5-fka');
    await g.run('alice: /fort remove at:kilosa');
    expect(g.view().markers['ger-fort']).toBe('german-recruit-box');
    expect(await g.say('alice: /fort build at:kilosa unit:ger-5-fka')).toContain('22.3.C');
    g.close();
  });

  it('22.1 — only in the Standard game? No: forts need advanced:true (R41)', async () => {
    const g = await lv();
    await g.toRecruiting('German', 'ger-lettow-vorbeck');
    expect(await g.say('alice: /fort build at:moshi unit:ger-1-fka')).toContain('R41');
    g.close();
  });

  it('R46 / 22.3.A — an enemy unit entering an empty fort removes it, without stopping', async () => {
    const g = await lv('advanced:true');
    await g.run('alice: /sandbox place unit:ally-1-kar at:voi');
    await g.run('alice: /sandbox place unit:ally-vol-lf at:voi');
    await g.toRecruiting('Allied', 'ally-smuts-offensive');
    const place = g.legal().find((a) => a.type === 'recruit-place');
    if (place) await g.run(`alice: /recruit place unit:${String(place.unit)} at:indian-ocean-box`);
    await g.run('alice: /fort build at:voi unit:ally-1-kar');
    expect(g.view().markers['ally-fort']).toBe('voi');
    g.close();
    // The German side: a German fort at taveta left empty is overrun by an Allied move through it.
    const h = await lv('advanced:true');
    await h.run('alice: /sandbox place unit:ger-5-fka at:taveta');
    await h.run('alice: /sandbox place unit:ally-1-kar at:voi');
    await h.toRecruiting('German', 'ger-lettow-vorbeck');
    await h.run('alice: /fort build at:taveta unit:ger-5-fka');
    await h.run('alice: /sandbox place unit:ger-5-fka at:handeni');
    await h.toMarch('Allied', 'ally-smuts-offensive');
    await h.run('alice: /move units:ally-1-kar to:moshi via:taveta');
    expect(h.loc('ally-1-kar')).toBe('moshi');
    expect(h.view().markers['ger-fort']).toBe('german-recruit-box');
    h.close();
  });
});

describe('Battle-Phase card events (exported for the battle rules)', () => {
  const inBattle = (side: 'German' | 'Allied', card: string): LvState => {
    const s = stateWith({}, {});
    return {
      ...s,
      phase: 'battle',
      activeSide: side,
      decks: { ...s.decks, [side]: { ...s.decks[side], current: card } },
    };
  };
  it('8.2 / R23 — Lettow-Vorbeck and Jassin: +1 in every battle of the German Battle Phase', () => {
    expect(battleBonusApplies(inBattle('German', 'ger-lettow-vorbeck'), 'mahenge')).toBe(true);
    expect(battleBonusApplies(inBattle('German', 'ger-jassin'), 'tanga')).toBe(true);
  });
  it('Uganda Railway Raids (a) — +1 only in British East Africa or Northern Rhodesia/Nyasaland; (b) German Light infantry and mounted units may break off', () => {
    const s = inBattle('German', 'ger-railway-raids');
    expect(battleBonusApplies(s, 'voi')).toBe(true);
    expect(battleBonusApplies(s, 'fife')).toBe(true);
    expect(battleBonusApplies(s, 'tanga')).toBe(false);
    expect(breakoffByCard(s, 'ger-1-fka')).toBe(true);
    expect(breakoffByCard(s, 'ger-mark')).toBe(false);
    expect(breakoffByCard(inBattle('German', 'ger-jassin'), 'ger-1-fka')).toBe(false);
  });
  it('Royal Navy — Indian Ocean ports and the Rufiji Delta; Mimi and Toutou — lake ports', () => {
    expect(battleBonusApplies(inBattle('Allied', 'ally-royal-navy'), 'tanga')).toBe(true);
    expect(battleBonusApplies(inBattle('Allied', 'ally-royal-navy'), 'rufiji-delta')).toBe(true);
    expect(battleBonusApplies(inBattle('Allied', 'ally-royal-navy'), 'moshi')).toBe(false);
    expect(battleBonusApplies(inBattle('Allied', 'ally-mimi-and-toutou'), 'kigoma')).toBe(true);
    expect(battleBonusApplies(inBattle('Allied', 'ally-mimi-and-toutou'), 'tabora')).toBe(false);
  });
  it('R23 — a card without a Battle Bonus gives none', () => {
    expect(battleBonusApplies(inBattle('Allied', 'ally-van-deventer'), 'tanga')).toBe(false);
  });
});

describe('26.B Sudden death and the sequence of play', () => {
  it('26.B / R32 — a side with no unit left on the map loses at the end of the phase', async () => {
    const g = await lv();
    await g.toMarch('German', 'ger-lettow-vorbeck');
    for (const u of [
      'ally-mombasa-garrison',
      'ally-vol-lf',
      'ally-nairobi-garrison',
      'ally-1-kar',
      'ally-1-fp',
      'ally-2-fp',
      'ally-pea-garrison',
      'ally-pea-infantry',
    ]) {
      await g.run(`alice: /sandbox remove unit:${u}`);
    }
    const out = await g.say('alice: /phase end');
    expect(out).toContain('German win');
    g.close();
  });

  it('6.2 — /game status always says what is expected next and from whom', async () => {
    const g = await lv();
    expect(await g.say('alice: /game status')).toContain(
      'German (alice) — 1914 II, Campaign Card Phase (6.2.1.1): draw your Campaign Card',
    );
    await g.toRecruiting('German', 'ger-jassin');
    const status = await g.say('alice: /game status');
    expect(status).toContain('Recruiting Phase (6.2.1.2): place your 1 recruit(s) (/recruit place');
    expect(status).not.toMatch(/place ger-/); // 10.0: the expected line is public
    g.close();
  });

  it('/rules — shows a rule section and a ruling', async () => {
    const g = await lv();
    expect(await g.say('alice: /rules section:11.1.2')).toContain('must stop');
    expect(await g.say('alice: /rules section:R12')).toContain('contingent');
    g.close();
  });
});
