// Refusals that say the real reason (docs/decisions/bad-input-is-refused.md): names as players type them, and a
// refused move names the rule that actually stops it (11.1.1, 11.1.2, 28.3, 28.2, 11.D) with the nearest legal
// space.
import { describe, expect, it } from 'vitest';
import { resolveName } from '../../src/app/names.ts';
import { RuleError } from '../../src/engine/rule-error.ts';
import { SPACES } from '../../src/games/lettow-vorbeck/data/map.ts';
import { LV_NAMES } from '../../src/games/lettow-vorbeck/names.ts';
import { lv, type Lv } from './lv-helpers.ts';
import { move } from '../../src/games/hand-of-destiny/commands/move.ts';

const space = (t: string): string => resolveName(t, 'space', LV_NAMES.entries('space'));
const unit = (t: string): string => resolveName(t, 'unit', LV_NAMES.entries('unit'));

describe('names as players type them', () => {
  it('Dodoma, dar es salaam and Dar es Salaam find their ids; units by id or printed name', () => {
    expect(space('Dodoma')).toBe('dodoma');
    expect(space('dar es salaam')).toBe('dar-es-salaam');
    expect(space('Dar es Salaam')).toBe('dar-es-salaam');
    expect(space('Kondoa Irangi')).toBe('kondoa-irangi');
    expect(space('Indian Ocean box')).toBe('indian-ocean-box');
    expect(unit('5 FKA')).toBe('ger-5-fka');
    expect(unit('1/KAR')).toBe('ally-1-kar');
    expect(unit('ger-5-fka')).toBe('ger-5-fka');
  });

  it('an unknown name gets "did you mean" with the closest few; an ambiguous one lists its ids', () => {
    expect(() => space('Dodma')).toThrow(/There is no space "Dodma"\. Did you mean dodoma/);
    expect(() => unit('ger-99-fka')).toThrow(/Did you mean ger-/);
    expect(() => unit('PEA')).toThrow(/names more than one unit: ally-pea-/);
  });
});

async function march(): Promise<Lv> {
  const g = await lv();
  await g.run('alice: /sandbox place unit:ally-1-kar at:dodoma');
  await g.toMarch('German', 'ger-lettow-vorbeck'); // Light infantry: 3 points
  return g;
}

describe('11.D refused moves name their cause', () => {
  it('11.D — /move units:ger-5-fka to:Dodoma is accepted where to:dodoma is', async () => {
    const g = await lv();
    await g.toMarch('German', 'ger-lettow-vorbeck');
    const out = await g.say('alice: /move units:ger-5-fka to:Dodoma');
    expect(out).not.toContain('Not allowed');
    expect(g.loc('ger-5-fka')).toBe('dodoma');
    await g.run('alice: /move units:"2 FKA" to:"Jassin"');
    expect(g.loc('ger-2-fka')).toBe('jassin');
    g.close();
  });

  it('11.D — autocomplete finds spaces as typed: "Dodo" and "dar es" offer dodoma and dar-es-salaam', async () => {
    const g = await lv();
    await g.toMarch('German', 'ger-lettow-vorbeck');
    const ctx = { app: g.app, caller: { channel: 'test', user: 'alice', name: 'alice' } };
    const offer = async (units: string, value: string) =>
      (
        await move.autocomplete!(ctx, { name: 'move', subcommand: null, options: { units } }, { name: 'to', value })
      ).map((c) => c.value);
    expect(await offer('ger-5-fka', 'Dodo')).toEqual(['dodoma']);
    expect(await offer('ger-mark', 'dar es')).toEqual([]); // it stands there: not a destination
    expect(await offer('ger-5-fka', 'Kondoa I')).toEqual(['kondoa-irangi']);
    g.close();
  });

  it('11.D — an unknown unit or space is answered with the closest names, not a list of recruit-pool units', async () => {
    const g = await march();
    const unknownUnit = await g.say('alice: /move units:ger-55-fka to:dodoma');
    expect(unknownUnit).toContain('There is no unit "ger-55-fka". Did you mean');
    expect(unknownUnit).not.toContain('ger-6-fka'); // a recruit-pool unit
    expect(await g.say('alice: /move units:ger-5-fka to:Dodma')).toContain('Did you mean dodoma');
    expect(g.loc('ger-5-fka')).toBe('tabora');
    g.close();
  });

  it('11.1.1 — a Stop space on the way stops the move there: the refusal names it and the nearest legal space', async () => {
    const g = await march();
    const out = await g.say('alice: /move units:ger-5-fka to:moshi');
    expect(out).toContain('11.1.1 — Mountain is Stop terrain: a unit entering arusha must stop there');
    expect(out).toContain('the nearest space on the way you can reach is arusha');
    expect(out).not.toContain('no route joins');
    g.close();
  });

  it('28.3 — a rail move must stop at the first enemy-held space: the refusal names it', async () => {
    const g = await march();
    const out = await g.say('alice: /move units:ger-5-fka to:kilosa');
    expect(out).toContain('28.3 — a rail move must stop in the first enemy-held space it enters (dodoma)');
    expect(out).toContain('nearest space on the way you can reach is dodoma');
    g.close();
  });

  it('11.1.2 — a land move into enemy units stops there', async () => {
    const g = await march();
    expect(await g.say('alice: /move units:ger-2-fka to:nairobi')).toContain(
      '11.1.2 — a unit that enters a space holding enemy units (mombasa) must stop there',
    );
    g.close();
  });

  it('28.2 — a lake crossing is refused with the /amphibious command that makes it', async () => {
    const g = await march();
    expect(await g.say('alice: /move units:ger-4-fka to:bukoba')).toContain(
      '28.2 — bukoba is reached from mwanza across the lake by amphibious movement: /amphibious units:ger-4-fka to:bukoba',
    );
    g.close();
  });

  it('11.D — too few movement points: the refusal says so and names the nearest space on the way', async () => {
    const g = await march();
    const out = await g.say('alice: /move units:ger-4-fka to:fife');
    expect(out).toContain('11.D — the stack may move at most 3 space(s) this turn; reaching fife needs more');
    expect(out).toContain('nearest space on the way you can reach is abercorn');
    g.close();
  });

  it('11.D — no refusal repeats its rule number or ends with a double period (every refused /move of a March Phase)', async () => {
    const g = await march();
    const legal = g.legal();
    let refusals = 0;
    for (const u of ['ger-5-fka', 'ger-4-fka', 'ger-mark', 'ger-2-fka']) {
      const ok = new Set(legal.filter((a) => a.type === 'move' && (a.units as string[]).join() === u).map((a) => a.to));
      for (const s of SPACES.filter((x) => !ok.has(x.id))) {
        const out = await g.say(`alice: /move units:${u} to:${s.id}`);
        const m = /Not allowed: ([0-9A-Z.]+) — (.*)/.exec(out);
        expect(m, out).not.toBeNull();
        const [, rule, rest] = m!;
        expect(rest, out).not.toContain(`${rule} —`);
        expect(rest, out).not.toContain(`(${rule})`);
        expect(out, out).not.toMatch(/\.\.(\s|$)/);
        expect(out, out).not.toContain('no route joins');
        refusals++;
      }
    }
    expect(refusals).toBeGreaterThan(100);
    g.close();
  });
});

describe('RuleError.explain', () => {
  it('11.1.2 — a message that repeats its rule or ends with a period is said once, without the period', () => {
    const e = new RuleError('11.1.2', '11.1.2 — a unit entering voi must stop (11.1.2).', ['voi']);
    expect(e.explain()).toBe('11.1.2 — a unit entering voi must stop. Allowed: voi');
    expect(new RuleError('28.2', 'boxes: use /amphibious.').explain()).toBe('28.2 — boxes: use /amphibious');
  });
});
