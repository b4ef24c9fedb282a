// The sequence of play (6.0-6.2.2.4), the card lines (7.1.1-7.1.3), events (8.0) and rulings R16,
// R17, R40, from sandbox positions. lv(): alice holds both sides; harness(): alice German, bob Allied.
import { describe, expect, it } from 'vitest';
import { harness } from '../helpers/harness.ts';
import { lv, type Lv } from './lv-helpers.ts';
import { battleWith, dice, wrap, type Sup } from './rules-helpers.ts';

interface Deck {
  drawPile: number;
  current: string | null;
  discard: string[];
}
interface St {
  turn: { index: number; label: string };
  phase: string;
  activeSide: string;
  playerTurn: number;
  cards: Record<'German' | 'Allied', Deck>;
  pools: Record<'German' | 'Allied', { count: number }>;
}
const st = (g: Lv) => g.state() as unknown as St;
const evs = (g: Lv) => g.read.events();
const ev = <T>(g: Lv, type: string): T[] => evs(g).filter((e) => e.type === type) as unknown as T[];

describe('6.0 How to play: turns and the sequence of play', () => {
  it('6.0 — play goes by turns of two player-turns; the End Turn Phase moves the Turn marker one box (6.2.3)', async () => {
    const g = await lv();
    expect([st(g).turn.label, st(g).activeSide, st(g).phase]).toEqual(['1914 II', 'German', 'campaign-card']);
    await g.toCardPhase('Allied');
    expect([st(g).turn.index, st(g).playerTurn]).toEqual([1, 2]);
    await g.toCardPhase('German');
    expect([st(g).turn.index, st(g).turn.label, st(g).playerTurn]).toEqual([2, '1914 III', 1]);
    const phases = ev<{ turn: number; side: string; phase: string }>(g, 'phase-began').map(
      (p) => `${p.turn}:${p.side}:${p.phase}`,
    );
    expect(phases.slice(-3)).toEqual(['1:Allied:battle', '1:Allied:end-turn', '2:German:campaign-card']);
    g.close();
  });

  it('6.2.1.2 — Recruiting Phase (first player): the units the card calls for are drawn and must be placed now, before the March Phase', async () => {
    const g = await lv();
    await g.toRecruiting('German', 'ger-jassin'); // Recruit 1
    expect(st(g).phase).toBe('recruiting');
    const drawn = ev<{ units: string[] }>(g, 'recruit.units-drawn')[0]!.units;
    expect(drawn).toHaveLength(1);
    expect(await g.say('alice: /phase end')).toContain('27.1.C');
    await g.run(`alice: /recruit place unit:${drawn[0]} at:tabora`);
    expect(g.loc(drawn[0]!)).toBe('tabora');
    await g.run('alice: /phase end');
    expect(st(g).phase).toBe('march');
    expect(st(g).pools.German.count).toBe(4);
    g.close();
  });

  it('6.2.1.3 — March Phase (first player): the first player moves per 11.0 in the March Phase, not before', async () => {
    const g = await lv();
    await g.toRecruiting('German', 'ger-lettow-vorbeck');
    expect(await g.say('alice: /move units:ger-2-fka to:jassin')).toContain('Not allowed');
    expect(g.loc('ger-2-fka')).toBe('tanga');
    await g.run('alice: /phase end');
    expect(st(g).phase).toBe('march');
    await g.run('alice: /move units:ger-2-fka to:jassin');
    expect(g.loc('ger-2-fka')).toBe('jassin');
    g.close();
  });

  it('6.2.1.4 — Battle Phase (first player): German units in a space with enemy units must attack before the phase ends', async () => {
    const g = await lv();
    await g.toMarch('German', 'ger-lettow-vorbeck');
    await g.run('alice: /move units:ger-1-fka to:voi via:taveta'); // voi holds 1/KAR: stop
    await g.run('alice: /phase end');
    expect(st(g).phase).toBe('battle');
    expect(await g.say('alice: /phase end')).toContain('13.A');
    await g.run('alice: /sandbox dice values:6,1,6,6,6');
    await g.run('alice: /battle fight space:voi');
    expect(ev<{ attacker: string; space: string }>(g, 'battle.started')[0]).toMatchObject({
      attacker: 'German',
      space: 'voi',
    });
    expect(g.loc('ally-1-kar')).toBe('allied-recruit-box');
    await g.run('alice: /phase end');
    expect([st(g).activeSide, st(g).phase]).toEqual(['Allied', 'campaign-card']);
    g.close();
  });

  it('6.2.2 — Second Player-Turn: the second player then plays the same four phases', async () => {
    const g = await lv();
    await g.toCardPhase('Allied');
    const seen: string[] = [];
    await g.run('alice: /sandbox card side:Allied card:ally-smuts-offensive');
    await g.run('alice: /card draw');
    for (let i = 0; i < 4; i++) {
      seen.push(`${st(g).activeSide}:${st(g).playerTurn}:${st(g).phase}`);
      const place = g.legal().find((a) => a.type === 'recruit-place');
      if (place) await g.run(`alice: /recruit place unit:${String(place.unit)} at:${String(place.at)}`);
      await g.run('alice: /phase end');
    }
    expect(seen).toEqual(['Allied:2:campaign-card', 'Allied:2:recruiting', 'Allied:2:march', 'Allied:2:battle']);
    expect([st(g).turn.index, st(g).activeSide]).toEqual([2, 'German']);
    g.close();
  });

  it('6.2.2.1 — Campaign Card Phase (second player): the Allied player draws one card from the Allied deck; the German player may not draw it', async () => {
    const h = wrap(harness());
    await h.ok('alice: /game new game:lettow-vorbeck sandbox:true');
    await h.ok('alice: /game join side:German');
    await h.ok('bob: /game join side:Allied');
    await h.ok('alice: /sandbox card side:German card:ger-lettow-vorbeck');
    await h.ok('alice: /card draw');
    for (let i = 0; i < 4; i++) await h.ok('alice: /phase end');
    const s = () => h.state() as unknown as St;
    expect([s().activeSide, s().phase, s().playerTurn]).toEqual(['Allied', 'campaign-card', 2]);
    expect(await h.refused('alice: /card draw')).toContain('Allied');
    await h.ok('bob: /card draw');
    expect(s().cards.Allied.current).not.toBeNull();
    expect(s().cards.Allied.drawPile).toBe(8);
    expect(s().cards.German).toMatchObject({ current: null, drawPile: 8, discard: ['ger-lettow-vorbeck'] });
  });

  it('6.2.2.2 — Recruiting Phase (second player): South African Reinforcement brings the SA units on in the Allied Recruiting Phase', async () => {
    const g = await lv();
    await g.toCardPhase('Allied');
    await g.run('alice: /sandbox card side:Allied card:ally-south-african-reinforcement');
    await g.run('alice: /card draw');
    expect(g.loc('ally-1-sa')).toBe('south-african-box'); // not yet: the event is a Recruiting Phase event
    await g.run('alice: /phase end');
    expect(st(g).phase).toBe('recruiting');
    for (const u of ['ally-1-sa', 'ally-2-sa', 'ally-3-sa']) await g.run(`alice: /recruit place unit:${u} at:mombasa`);
    expect(['ally-1-sa', 'ally-2-sa', 'ally-3-sa'].map((u) => g.loc(u))).toEqual(['mombasa', 'mombasa', 'mombasa']);
    await g.run('alice: /phase end');
    expect(st(g).phase).toBe('march');
    g.close();
  });

  it('6.2.2.3 — March Phase (second player): the Allies move; German units do not move in the Allied March Phase', async () => {
    const g = await lv();
    await g.toMarch('Allied', 'ally-smuts-offensive');
    await g.run('alice: /move units:ally-1-kar to:taveta');
    expect(g.loc('ally-1-kar')).toBe('taveta');
    expect(await g.say('alice: /move units:ger-2-fka to:jassin')).toContain('Not allowed');
    expect(g.loc('ger-2-fka')).toBe('tanga');
    g.close();
  });

  it('6.2.2.4 — Battle Phase (second player): Allied units in a space with German units must attack; the Allies are the attacker', async () => {
    const g = await lv();
    await g.toMarch('Allied', 'ally-smuts-offensive');
    await g.run('alice: /move units:ally-1-kar to:moshi via:taveta');
    await g.run('alice: /phase end');
    expect(await g.say('alice: /phase end')).toContain('13.A');
    await g.run('alice: /orders side:German fire:strongest-first losses:weakest-first retreat:nearest-supply');
    await g.run('alice: /orders side:Allied fire:strongest-first losses:weakest-first retreat:nearest-supply');
    await g.run('alice: /sandbox dice values:1,6,6,6,6');
    await g.run('alice: /battle fight space:moshi');
    expect(ev<{ attacker: string; defender: string }>(g, 'battle.started')[0]).toMatchObject({
      attacker: 'Allied',
      defender: 'German',
    });
    expect(ev(g, 'battle.finished')).toHaveLength(1);
    await g.run('alice: /phase end');
    expect([st(g).turn.index, st(g).activeSide, st(g).phase]).toEqual([2, 'German', 'campaign-card']);
    g.close();
  });
});

describe('7.1 Campaign Card instructions and 8.0 events', () => {
  it('7.1.1 — Recruit: Blockade Runner (Recruit 2) brings two units from the recruit pool onto the map', async () => {
    const g = await lv();
    await g.toRecruiting('German', 'ger-blockade-runner');
    const drawn = ev<{ units: string[] }>(g, 'recruit.units-drawn')[0]!.units;
    expect(drawn).toHaveLength(2);
    for (const u of drawn) await g.run(`alice: /recruit place unit:${u} at:dar-es-salaam`);
    expect(drawn.map((u) => g.loc(u))).toEqual(['dar-es-salaam', 'dar-es-salaam']);
    expect(st(g).pools.German.count).toBe(3);
    g.close();
  });

  it('7.1.2 — Movement: the card names the types that move and how far (Jassin: Light infantry 2, Regular infantry 1, no mounted)', async () => {
    const g = await lv();
    for (const u of ['ger-mark', 'ger-4-fka', 'ger-fw'])
      await g.run(`alice: /sandbox place unit:${u} at:kondoa-irangi`);
    await g.toMarch('German', 'ger-jassin');
    expect(await g.say('alice: /move units:ger-mark to:bismarckburg via:tabora')).toContain('11.D');
    await g.run('alice: /move units:ger-mark to:tabora');
    await g.run('alice: /move units:ger-4-fka to:bismarckburg via:tabora');
    expect(await g.say('alice: /move units:ger-fw to:dodoma')).toContain('11.C');
    expect([g.loc('ger-mark'), g.loc('ger-4-fka'), g.loc('ger-fw')]).toEqual([
      'tabora',
      'bismarckburg',
      'kondoa-irangi',
    ]);
    g.close();
  });

  it('7.1.3 — Event: carried out in the segment it names: SMS Konigsberg (Recruiting Phase) lands KonA when that phase begins, not when drawn', async () => {
    const g = await lv();
    await g.toCardPhase('German');
    await g.run('alice: /sandbox card side:German card:ger-sms-konigsberg');
    await g.run('alice: /card draw');
    expect(g.loc('ger-kona')).toBe('konigsberg-recruit-box');
    await g.run('alice: /phase end');
    expect(st(g).phase).toBe('recruiting');
    const place = g.legal().find((a) => a.type === 'recruit-place' && a.unit === 'ger-kona');
    if (place) await g.run(`alice: /recruit place unit:ger-kona at:${String(place.at)}`);
    expect(g.loc('ger-kona')).toBe('rufiji-delta');
    g.close();
  });

  it('8.0 — read each event: Lettow-Vorbeck gives +1 in every battle, the similar Uganda Railway Raids only in British East Africa', async () => {
    const place = { 'ger-4-fka': 'kondoa-irangi', 'ally-c-ief': 'kondoa-irangi', 'ger-3-fka': 'voi' };
    const raids = await battleWith('German', place, '', 'ger-railway-raids');
    await raids.ok(`alice: /orders fire:strongest-first losses:weakest-first retreat:nearest-supply`);
    await raids.ok(`bob: /orders fire:strongest-first losses:weakest-first retreat:nearest-supply`);
    await dice(raids, 3, 3, 6, 6, 6);
    await raids.ok('alice: /battle fight space:kondoa-irangi');
    await dice(raids, 3, 3, 6, 6, 6);
    await raids.ok('alice: /battle fight space:voi');
    const r = raids.ev<Sup>('battle.superiority-rolled');
    expect(r[0]!.attacker.modifiers.map((m) => m.id)).toEqual([]);
    expect(r.at(-1)!.attacker.modifiers.map((m) => m.id)).toEqual(['battle-bonus', 'bush-light']);
    const lvCard = await battleWith('German', place, '', 'ger-lettow-vorbeck');
    await dice(lvCard, 3, 3);
    await lvCard.ok('alice: /battle fight space:kondoa-irangi');
    expect(lvCard.ev<Sup>('battle.superiority-rolled')[0]!.attacker.modifiers.map((m) => m.id)).toEqual([
      'battle-bonus',
    ]);
  });

  it('R16 — a card’s Recruit line is carried out in the Recruiting Phase, after its Immediately event (Fever and Tsetse)', async () => {
    const g = await lv();
    await g.run('alice: /sandbox place unit:ally-c-ief at:kondoa-irangi');
    await g.toCardPhase('German');
    await g.run('alice: /sandbox card side:German card:ger-fever-and-tsetse');
    await g.run('alice: /card draw');
    expect(ev(g, 'recruit.units-drawn')).toHaveLength(0);
    await g.run('alice: /choose unit:ally-c-ief');
    expect(g.loc('ally-c-ief')).toBe('allied-recruit-box');
    await g.run('alice: /phase end');
    const types = evs(g).map((e) => e.type);
    expect(types.indexOf('card.unit-to-pool')).toBeLessThan(types.indexOf('recruit.units-drawn'));
    expect(ev<{ units: string[] }>(g, 'recruit.units-drawn')[0]!.units).toHaveLength(1);
    expect(st(g).phase).toBe('recruiting');
    g.close();
  });

  it('R17 — an event lasts until the end of its player-turn: the Lettow-Vorbeck bonus helps the German attack but not the German defence in the Allied player-turn', async () => {
    const g = await lv();
    await g.run('alice: /sandbox place unit:ger-4-fka at:kondoa-irangi');
    await g.run('alice: /sandbox place unit:ally-c-ief at:kondoa-irangi');
    await g.toMarch('German', 'ger-lettow-vorbeck');
    await g.run('alice: /phase end');
    await g.run('alice: /sandbox dice values:3,3,6,6');
    await g.run('alice: /battle fight space:kondoa-irangi'); // German 3 + 1 beats 3; 4 FKA 6, 6 = E, E
    expect(g.loc('ally-c-ief')).toBe('allied-recruit-box');
    await g.toMarch('Allied', 'ally-van-deventer');
    expect(st(g).cards.German.discard).toContain('ger-lettow-vorbeck');
    await g.run('alice: /sandbox place unit:ally-b-ief at:kondoa-irangi');
    await g.run('alice: /phase end');
    await g.run('alice: /sandbox dice values:3,3,6,6,6,6');
    await g.run('alice: /battle fight space:kondoa-irangi');
    const sup = ev<Sup>(g, 'battle.superiority-rolled');
    expect(sup[0]!.attacker.modifiers.map((m) => m.id)).toEqual(['battle-bonus']);
    expect(sup.at(-1)!.defender.modifiers).toEqual([]);
    expect(sup.at(-1)!.winner).toBe('German'); // 3 v 3: the defender
    g.close();
  });

  it('R40 — turn 1 has no special rules: the Allies set up, then the Germans, then the German player-turn of 1914 II draws as usual', async () => {
    const g = await lv('setup:choose');
    expect([st(g).phase, st(g).activeSide]).toEqual(['setup', 'Allied']);
    await g.run('alice: /phase end');
    expect([st(g).phase, st(g).activeSide]).toEqual(['setup', 'German']);
    await g.run('alice: /phase end');
    expect([st(g).phase, st(g).activeSide, st(g).turn.label, st(g).playerTurn]).toEqual([
      'campaign-card',
      'German',
      '1914 II',
      1,
    ]);
    await g.run('alice: /card draw');
    expect(st(g).cards.German.drawPile).toBe(8);
    expect(st(g).cards.German.current).not.toBeNull();
    g.close();
  });
});
