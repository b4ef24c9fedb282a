// Battle (13.0-13.6) from sandbox positions with queued dice, on the rules alone (tests/helpers/given.ts:
// battle-given.ts sets up battle-helpers.ts's positions by the actions their commands send).
import { describe, expect, it } from 'vitest';
import { battleGiven as battleAt } from './battle-given.ts';
import { LV } from './fuzz.ts';

type Sup = {
  winner: string;
  attacker: { die: number; total: number; modifiers: { id: string }[] };
  defender: { die: number; total: number; modifiers: { id: string }[] };
};

describe('13.0 Battle', () => {
  it('13.0.A, 13.A — battle is mandatory: /phase end is refused while a battle space is unfought', () => {
    const h = battleAt('German', { 'ger-1-fka': 'voi' });
    const no = h.refused('German', { type: 'end-phase' });
    expect(no).toContain('13.A');
    expect(no).toContain('voi');
    h.ok('German', { type: 'fight', space: 'voi' }, [6, 1, 6, 6, 6]);
    expect(h.view().pending).toBeNull();
    h.ok('German', { type: 'end-phase' });
    expect(h.view().activeSide).toBe('Allied');
  });

  it('13.0.B example — the moving (phasing) player is the attacker: three German units against two Allied', () => {
    const h = battleAt('German', {
      'ger-1-fka': 'taveta',
      'ger-3-fka': 'taveta',
      'ger-4-fka': 'taveta',
      'ally-1-kar': 'taveta',
      'ally-vol-lf': 'taveta',
    });
    h.ok('German', {
      type: 'set-orders',
      orders: { fire: 'strongest-first', losses: 'weakest-first', retreat: 'nearest-supply' },
    });
    h.ok('Allied', {
      type: 'set-orders',
      orders: { fire: 'strongest-first', losses: 'weakest-first', retreat: 'nearest-supply' },
    });
    h.ok('German', { type: 'fight', space: 'taveta' });
    const started = h.ev<{ attacker: string; defender: string; forces: Record<string, { unit: string }[]> }>(
      'battle.started',
    )[0]!;
    expect(started.attacker).toBe('German');
    expect(started.defender).toBe('Allied');
    expect(started.forces.German!.map((u) => u.unit)).toEqual(['ger-1-fka', 'ger-3-fka', 'ger-4-fka']);
    expect(h.ev('battle.finished')).toHaveLength(1);
  });

  it('13.1.A — the attacker chooses the order of battles; the defender may not', () => {
    const h = battleAt('German', { 'ger-1-fka': 'voi', 'ger-2-fka': 'mombasa' });
    expect(h.refused('Allied', { type: 'fight', space: 'voi' })).toContain('13.1.A');
    h.ok('German', {
      type: 'set-orders',
      orders: { fire: 'strongest-first', losses: 'weakest-first', retreat: 'nearest-supply' },
    });
    h.ok('Allied', {
      type: 'set-orders',
      orders: { fire: 'strongest-first', losses: 'weakest-first', retreat: 'nearest-supply' },
    });
    h.ok('German', { type: 'fight', space: 'mombasa' });
    expect(h.ev<{ space: string }>('battle.started')[0]!.space).toBe('mombasa');
    expect(h.refused('German', { type: 'fight', space: 'taveta' })).toContain('13.0.A');
  });

  it('13.1.1.B, 13.1.1.D — one elite DRM however many elites; ties go to the defender', () => {
    const h = battleAt('German', { 'ger-1-fka': 'taveta', 'ger-2-fka': 'taveta', 'ally-c-ief': 'taveta' });
    h.ok('German', { type: 'fight', space: 'taveta' }, [2, 3]); // German 2 +1 elite +1 Bush light = 4; Allied 3 +0 = 3? no: C IEF is Regular infantry → 3
    const s = h.ev<Sup>('battle.superiority-rolled')[0]!;
    expect(s.attacker.modifiers.map((m) => m.id)).toEqual(['elite', 'bush-light']);
    expect(s.attacker.total).toBe(4);
    expect(s.defender.total).toBe(3);
    expect(s.winner).toBe('German');
    const h2 = battleAt('German', { 'ger-1-fka': 'taveta', 'ally-c-ief': 'taveta' });
    h2.ok('German', { type: 'fight', space: 'taveta' }, [1, 3]); // 1+2 = 3 vs 3: tie → defender
    expect(h2.ev<Sup>('battle.superiority-rolled')[0]!.winner).toBe('Allied');
  });

  it('13.1.1.C, 8.2, R23 — a Battle Bonus card adds +1 to the phasing attacker only', () => {
    const h = battleAt(
      'German',
      { 'ger-4-fka': 'kondoa-irangi', 'ally-c-ief': 'kondoa-irangi' },
      { card: 'ger-lettow-vorbeck' },
    );
    h.ok('German', { type: 'fight', space: 'kondoa-irangi' }, [3, 3]);
    const s = h.ev<Sup>('battle.superiority-rolled')[0]!;
    expect(s.attacker.modifiers.map((m) => m.id)).toEqual(['battle-bonus']);
    expect(s.defender.modifiers).toEqual([]);
    expect(s.winner).toBe('German');
  });

  it('TEC — Clear: mounted +1; Bush: light infantry +1; Mountain: defender +1', () => {
    const clear = battleAt('German', { 'ger-fw': 'kondoa-irangi', 'ally-c-ief': 'kondoa-irangi' });
    clear.ok('German', { type: 'fight', space: 'kondoa-irangi' }, [3, 3]);
    expect(clear.ev<Sup>('battle.superiority-rolled')[0]!.attacker.modifiers.map((m) => m.id)).toEqual([
      'clear-mounted',
    ]);
    const bush = battleAt('German', { 'ger-fw': 'taveta', 'ally-1-kar': 'taveta' });
    bush.ok('German', { type: 'fight', space: 'taveta' }, [3, 3]);
    const b = bush.ev<Sup>('battle.superiority-rolled')[0]!;
    expect(b.attacker.modifiers).toEqual([]);
    expect(b.defender.modifiers.map((m) => m.id)).toEqual(['bush-light']);
    const mountain = battleAt('German', { 'ger-3-fka': 'arusha', 'ally-c-ief': 'arusha' });
    mountain.ok('German', { type: 'fight', space: 'arusha' }, [3, 3]);
    const m = mountain.ev<Sup>('battle.superiority-rolled')[0]!;
    expect(m.attacker.modifiers).toEqual([]);
    expect(m.defender.modifiers.map((x) => x.id)).toEqual(['mountain-defender']);
  });

  it('13.1.2, R37 — the superior side fires first, the firing side chooses, fire alternates, extra units fire last', () => {
    const h = battleAt('German', {
      'ger-3-fka': 'kondoa-irangi',
      'ger-4-fka': 'kondoa-irangi',
      'ger-5-fka': 'kondoa-irangi',
      'ally-c-ief': 'kondoa-irangi',
    });
    h.ok('German', { type: 'fight', space: 'kondoa-irangi' }, [6, 1]); // German superior
    expect(h.view().pending).toMatchObject({ side: 'German', kind: 'fire' });
    expect(h.refused('Allied', { type: 'fire', unit: 'ally-c-ief' })).toContain('waiting for the German player');
    h.ok('German', { type: 'fire', unit: 'ger-4-fka' }, [1, 1, 1, 1, 1]); // ger-4-fka misses; then Allied C IEF (its only unit) fires at once, misses
    // now German again: both remaining Germans fire in turn (extra units last)
    expect(h.view().pending).toMatchObject({ side: 'German', kind: 'fire' });
    expect(h.refused('German', { type: 'fire', unit: 'ger-4-fka' })).toContain('13.1.2');
    h.ok('German', { type: 'fire', unit: 'ger-5-fka' }, [1, 1, 1, 1, 6, 1]); // ger-5-fka misses, ger-3-fka (last) fires at once and misses; round 2: German superior
    const fired = h.ev<{ unit: string; chosenBy: string }>('battle.unit-fired').map((e) => `${e.unit}:${e.chosenBy}`);
    expect(fired).toEqual(['ger-4-fka:player', 'ally-c-ief:forced', 'ger-5-fka:player', 'ger-3-fka:forced']);
    // 13.1.3: nobody won, so round 2 starts with a new Tactical Superiority roll
    expect(h.ev('battle.round-ended')).toHaveLength(1);
    expect(h.ev('battle.superiority-rolled')).toHaveLength(2);
  });

  it('13.2, 13.1.2.D, 13.3.B, R43, R13, 13.5, 13.6 — BRT by the firing unit; eliminations before panics, chosen by the target; losers retreat and rally', () => {
    const h = battleAt('German', { 'ger-1-fka': 'voi', 'ger-3-fka': 'voi' });
    h.ok('German', { type: 'fight', space: 'voi' }, [1, 6, 6, 4]); // German 1+2=3, Allied 6+1=7: Allied fires first; 1/KAR (Light infantry) rolls 6 (E), 4 (P)
    expect(h.ev<{ results: string[] }>('battle.unit-fired')[0]!.results).toEqual(['E', 'P']);
    expect(h.view().pending).toMatchObject({ side: 'German', kind: 'loss' });
    h.ok('German', { type: 'take-loss', unit: 'ger-3-fka' }); // the E; the P then can only go to ger-1-fka
    expect(h.at('ger-3-fka')).toBe('german-recruit-box'); // R13
    const losses = h.ev<{ unit: string; result: string; effect: string; chosenBy: string }>('battle.loss-taken');
    expect(losses.map((l) => `${l.unit}:${l.result}:${l.effect}:${l.chosenBy}`)).toEqual([
      'ger-3-fka:E:eliminated:player',
      'ger-1-fka:P:panicked:forced',
    ]);
    // 13.1.2.D: ger-3-fka never fired; the Germans lost (13.1.4) and ger-1-fka retreated to taveta, the only legal space (13.5, R24), and rallied (13.6)
    expect(h.ev<{ unit: string }>('battle.unit-fired').map((e) => e.unit)).toEqual(['ally-1-kar']);
    expect(h.ev<{ winner: string }>('battle.won')[0]!.winner).toBe('Allied');
    expect(h.at('ger-1-fka')).toBe('taveta');
    expect(h.panicked('ger-1-fka')).toBe(false);
    expect(h.ev<{ to: string; chosenBy: string }>('battle.retreated')[0]).toMatchObject({
      to: 'taveta',
      chosenBy: 'forced',
    });
  });

  it('13.3.B, R20 — an elimination must go to an unpanicked unit while one is left', () => {
    const h = battleAt('German', {
      'ger-3-fka': 'kondoa-irangi',
      'ger-4-fka': 'kondoa-irangi',
      'ger-5-fka': 'kondoa-irangi',
      'ally-c-ief': 'kondoa-irangi',
    });
    h.ok('German', { type: 'fight', space: 'kondoa-irangi' }, [1, 6, 4, 1, 1]); // Allied superior; C IEF (Regular) 4 = P, then 1, 1
    h.ok('German', { type: 'take-loss', unit: 'ger-3-fka' }); // panicked
    // ger-4-fka misses (1, 1); ger-5-fka, the only one left, fires at once and misses (1, 1);
    // round 2: Allied superior again, C IEF rolls 5 (E), 1, 1
    h.ok('German', { type: 'fire', unit: 'ger-4-fka' }, [1, 1, 1, 1, 1, 6, 5, 1, 1]);
    expect(h.view().pending).toMatchObject({ side: 'German', kind: 'loss' });
    const no = h.refused('German', { type: 'take-loss', unit: 'ger-3-fka' });
    expect(no).toContain('13.3.B');
    h.ok('German', { type: 'take-loss', unit: 'ger-4-fka' });
    expect(h.at('ger-4-fka')).toBe('german-recruit-box');
    expect(h.panicked('ger-3-fka')).toBe(true);
  });

  it('13.3.2 — a second panic eliminates the unit', () => {
    const h = battleAt('German', {
      'ger-3-fka': 'kondoa-irangi',
      'ally-c-ief': 'kondoa-irangi',
      'ally-1-kar': 'kondoa-irangi',
    });
    // Allied superior: 1/KAR then C IEF need choosing → set orders
    h.ok('Allied', { type: 'set-orders', orders: { fire: 'strongest-first' } });
    h.ok('German', { type: 'fight', space: 'kondoa-irangi' }, [1, 6, 4, 4, 4]); // C IEF (3 dice) 4,4,4 = P,P,P: first P panics ger-3-fka, second panic eliminates it
    const l = h.ev<{ unit: string; result: string; effect: string }>('battle.loss-taken');
    expect(l.map((x) => `${x.result}:${x.effect}`)).toEqual(['P:panicked', 'P:eliminated']);
    expect(h.at('ger-3-fka')).toBe('german-recruit-box');
  });

  it('13.3.2 exception, 14.A-B, R20 — defenders in their own fortress ignore panics but are eliminated normally', () => {
    const h = battleAt('German', {
      'ger-fw': 'mombasa',
      'ger-3-fka': 'mombasa',
      'ally-vol-lf': 'indian-ocean-box',
    });
    // Mombasa: Fortress, Allied only; the Mombasa garrison (2) defends alone.
    h.ok('German', { type: 'set-orders', orders: { fire: 'strongest-first', losses: 'weakest-first' } });
    h.ok('German', { type: 'fight', space: 'mombasa' }, [6, 1, 4, 5, 6, 6]); // German superior; ger-3-fka (LI 2) fires 4,5 = P,P → no effect
    const ignored = h.ev<{ rule: string }>('battle.result-ignored');
    expect(ignored).toHaveLength(2);
    expect(ignored[0]!.rule).toContain('14.A');
    expect(h.panicked('ally-mombasa-garrison')).toBe(false);
  });

  it('R21, 14.C — Germans defending in the Allied fortress of Mombasa get no panic immunity', () => {
    const h = battleAt('Allied', {
      'ally-mombasa-garrison': 'indian-ocean-box',
      'ally-vol-lf': 'indian-ocean-box',
      'ger-3-fka': 'mombasa',
      'ally-c-ief': 'mombasa',
    });
    h.ok('Allied', { type: 'fight', space: 'mombasa' }, [6, 1, 4, 1, 1]); // Allied superior (no air support tried); C IEF 4 = P
    expect(h.ev<{ effect: string }>('battle.loss-taken')[0]!.effect).toBe('panicked');
  });

  it('16.B, R20 — defending elite units ignore panics; a P goes to a non-elite unit; attacking elites panic', () => {
    const h = battleAt('Allied', {
      'ger-1-fka': 'kondoa-irangi',
      'ger-3-fka': 'kondoa-irangi',
      'ally-c-ief': 'kondoa-irangi',
    });
    h.ok('Allied', { type: 'fight', space: 'kondoa-irangi' }, [6, 1, 4, 4, 1]); // Allied superior (6 vs 1+1 elite); C IEF: P, P, - → first P to ger-3-fka (forced: elite immune), second P to ger-3-fka again (eliminated)
    const l = h
      .ev<{ side: string; unit: string; effect: string; chosenBy: string }>('battle.loss-taken')
      .filter((x) => x.side === 'German');
    expect(l.map((x) => `${x.unit}:${x.effect}:${x.chosenBy}`)).toEqual([
      'ger-3-fka:panicked:forced',
      'ger-3-fka:eliminated:forced',
    ]);
    expect(h.panicked('ger-1-fka')).toBe(false);
    // attacking elite: ger-1-fka attacks alone at kondoa-irangi
    const a = battleAt('German', { 'ger-1-fka': 'kondoa-irangi', 'ally-c-ief': 'kondoa-irangi' });
    a.ok('German', { type: 'fight', space: 'kondoa-irangi' }, [1, 6, 4, 1, 1]);
    expect(a.ev<{ unit: string; effect: string }>('battle.loss-taken')[0]).toMatchObject({
      unit: 'ger-1-fka',
      effect: 'panicked',
    });
  });

  it('13.5.A, R24 — the loser chooses among legal retreats (no enemy, no river space); 13.5.C — none: eliminated', () => {
    // tanga: neighbours korogwe (rail), jassin, pangani (river space: never)
    const h = battleAt('German', {
      'ger-2-fka': 'indian-ocean-box',
      'ger-3-fka': 'tanga',
      'ally-c-ief': 'tanga',
    });
    h.ok('German', { type: 'fight', space: 'tanga' }, [1, 6, 4, 1, 1]);
    expect(h.view().pending).toMatchObject({ side: 'German', kind: 'retreat' });
    const opts = LV.actions(h.g.state(), 'German').map((a) => a.label);
    expect(opts).toEqual(['Retreat to jassin', 'Retreat to korogwe']);
    expect(h.refused('German', { type: 'retreat', to: 'pangani' })).toContain('13.5');
    h.ok('German', { type: 'retreat', to: 'jassin' });
    expect(h.at('ger-3-fka')).toBe('jassin');
    // 13.5.C: jassin's neighbours are mombasa (Allied) and tanga (Allied): the beaten unit is eliminated
    const c = battleAt('Allied', { 'ger-3-fka': 'jassin', 'ally-c-ief': 'jassin', 'ally-b-ief': 'tanga' });
    c.ok('Allied', { type: 'fight', space: 'jassin' }, [6, 1, 4, 1, 1]);
    expect(c.ev('battle.retreat-eliminated')).toHaveLength(1);
    expect(c.at('ger-3-fka')).toBe('german-recruit-box');
  });

  it('26.B, R32 — after a battle, a side with no unit left on the map loses at once', () => {
    const h = battleAt('German', { 'ger-1-fka': 'voi' });
    for (const u of [
      'ally-mombasa-garrison',
      'ally-vol-lf',
      'ally-nairobi-garrison',
      'ally-pea-garrison',
      'ally-pea-infantry',
      'ally-1-fp',
      'ally-2-fp',
    ]) {
      h.ok('German', { type: 'sandbox-remove', unit: u });
    }
    h.ok('German', { type: 'fight', space: 'voi' }, [6, 1, 6, 6, 6]);
    expect(h.view().result).toMatchObject({ winner: 'German' });
  });
});
