// Lettow-Vorbeck from inside the game alone: the charts (Battle Results Table, Terrain Effects Chart,
// routes, unit roster, Campaign Cards, sequence of play) answer from the data the rules read; in a
// running game a card says where it is from what both players see (never the order of a draw pile),
// the roster shows only the units the caller may identify (10.0), the sequence marks the current
// phase; the game says which advanced and optional rules it plays (status, first message, rules
// 17-22 and 30); the recruit pool shows strengths and types; /orders says how losses and fire sort.
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../commands/index.ts';
import { CARDS } from '../../src/games/lettow-vorbeck/data/cards.ts';
import { PHASE_NAME } from '../../src/games/lettow-vorbeck/data/phases.ts';
import { PHASE_RULE } from '../../src/games/lettow-vorbeck/sequence.ts';
import { ROUTES, SPACES } from '../../src/games/lettow-vorbeck/data/map.ts';
import { BRT, TERRAIN_EFFECTS } from '../../src/games/lettow-vorbeck/data/tables.ts';
import type { Terrain, UnitType } from '../../src/games/lettow-vorbeck/data/types.ts';
import { UNITS } from '../../src/games/lettow-vorbeck/data/units.ts';
import type { LvView } from '../../src/games/lettow-vorbeck/view.ts';
import { harness, type Harness } from '../helpers/harness.ts';

async function pagesOf(h: Harness, line: string, channel = 'test'): Promise<string> {
  const first = await h.text(line, channel);
  const count = Number(/— page 1 of (\d+)/.exec(first)?.[1] ?? 1);
  const texts = [first];
  for (let n = 2; n <= count; n++) texts.push(await h.text(`${line} page:${n}`, channel));
  return texts.join('\n');
}

async function game(options = ''): Promise<Harness> {
  const h = harness();
  await h.run(`alice: /game new game:lettow-vorbeck ${options}`.trim());
  await h.run('alice: /game join side:German');
  await h.run('bob: /game join side:Allied');
  return h;
}

const viewOf = async (h: Harness, user: string): Promise<LvView> =>
  (await h.app.viewFor({ channel: 'test', user, name: user })).view as LvView;

describe('Lettow-Vorbeck charts from the data', () => {
  it('13.2 — /rules table:brt is the Battle Results Table of the data, die by die, with the Tactical Superiority modifiers', async () => {
    const h = harness();
    const text = await pagesOf(h, 'alice: /rules table:BRT');
    const types = Object.keys(BRT) as UnitType[];
    const header = /^Die +(.*)$/m.exec(text)![1]!.split(/ {2,}/);
    expect(header).toEqual(types);
    for (const d of [1, 2, 3, 4, 5, 6] as const)
      expect(new RegExp(`^${d} +${types.map((t) => BRT[t][d]).join(' +')}$`, 'm').test(text)).toBe(true);
    expect(text).toContain('Tactical Superiority (13.1.1)');
    expect(text).toContain('— advanced rules only');
    expect(await h.text('alice: /rules table:"battle results table"')).toContain('/rules table:brt');
    h.close();
  });

  it('11.1.1 — the Terrain Effects Chart names each terrain’s effects and spaces; the route chart every route of the map', async () => {
    const h = harness();
    const tec = await pagesOf(h, 'alice: /rules table:TEC');
    for (const t of Object.keys(TERRAIN_EFFECTS) as Terrain[]) {
      expect(tec).toContain(`**${t}** — movement: ${TERRAIN_EFFECTS[t].movement}`);
      expect(tec).toContain(
        `Spaces: ${SPACES.filter((s) => s.terrain === t)
          .map((s) => s.id)
          .join(', ')}.`,
      );
    }
    const routes = await pagesOf(h, 'alice: /rules table:routes');
    for (const k of ['land', 'rail', 'river', 'lake', 'ocean']) expect(routes).toContain(`- **${k}** — `);
    for (const r of ROUTES) {
      const line = new RegExp(`^- ${r.from}: .*\\b${r.to}\\b`, 'm');
      expect(line.test(routes), `${r.from}-${r.to}`).toBe(true);
    }
    h.close();
  });

  it('4.3, 24.1 — the unit roster has every unit’s strength and type; in a game it shows only what the caller may see (10.0)', async () => {
    const h = await game();
    const roster = await pagesOf(h, 'alice: /rules table:units');
    const v = await viewOf(h, 'alice');
    for (const u of UNITS) {
      const row = new RegExp(
        `^${u.id} +${u.name.replace(/[/]/g, '\\/')} +${u.type.replace('/', '\\/')} +${u.strength} `,
        'm',
      );
      expect(row.test(roster), u.id).toBe(true);
      const now = new RegExp(`^${u.id} .*  (\\S.*)$`, 'm').exec(roster)![1]!;
      if (v.units[u.id]) expect(now).toContain(v.units[u.id]!.location);
      else expect(now).toBe('not seen by you');
    }
    // The Allied units on the map are face down to the German player: none of their places shows.
    const hidden = UNITS.filter((u) => u.side === 'Allied' && !v.units[u.id]);
    expect(hidden.length).toBeGreaterThan(5);
    h.close();
  });

  it('7.0 — every Campaign Card answers, and in a game says where it is from what both players see, never a draw pile’s order', async () => {
    const h = await game();
    await h.run('alice: /card draw');
    const v = await viewOf(h, 'bob');
    const current = v.cards.German.current!;
    expect(current).not.toBeNull();
    for (const c of CARDS) {
      const text = await h.text(`bob: /rules card:${c.id}`);
      expect(text).toContain(c.event);
      const now = /Now: (.*)$/m.exec(text)![1]!;
      if (c.id === current) expect(now).toBe('face up: the German card in effect this player-turn.');
      else
        expect(now).toBe(
          `in the ${c.side} draw pile (${v.cards[c.side].drawPile} cards, order unknown to both players).`,
        );
    }
    const deck = await pagesOf(h, 'bob: /rules table:cards');
    expect(deck).toContain(`Now: ${v.cards.German.drawPile} cards in the German draw pile.`);
    // The same for either player: a card's place is public (7.A-B).
    expect(await h.text(`alice: /rules card:${current}`)).toContain('Now: face up: the German card in effect');
    h.close();
  });

  it('6.2 — the sequence of play marks the current phase, and the mark moves with the game', async () => {
    const h = await game('auto:false');
    const marked = (text: string) => [...text.matchAll(/^ *▶ +(.*)$/gm)].map((m) => m[1]);
    expect(marked(await h.text('alice: /rules table:sequence'))).toEqual(['Campaign Card Phase (6.2.1.1)']);
    await h.run('alice: /card draw');
    await h.run('alice: /phase end');
    const v = await viewOf(h, 'bob');
    expect(v.phase).not.toBe('campaign-card');
    const after = await h.text('bob: /rules table:sequence');
    expect(marked(after)).toEqual([`${PHASE_NAME[v.phase]} (${PHASE_RULE[v.phase]})`]);
    expect(after).toContain(`Now: 1914 II (turn 1 of 14), German player-turn 1, ${PHASE_NAME[v.phase]} (marked ▶).`);
    h.close();
  });
});

describe('which rules a game plays', () => {
  it('R41 — the first message and /game status say the advanced rules 17-22 and the optional rules are off; rules 17-22 and 30 say so', async () => {
    const h = harness();
    const first = await h.text('alice: /game new game:lettow-vorbeck');
    expect(first).toContain(
      'advanced rules OFF (17.0 Artillery, 18.0 Breakoff, 19.0 Pursuit After Battle, 20.0 Winning Major Battles and Morale',
    );
    expect(first).toContain('optional rules: 30.1 Breakoff off, 30.2 Supply off, 30.3 Forts off');
    expect(await h.text('alice: /game status')).toContain('advanced rules OFF');
    expect(await h.text('alice: /rules section:19.1')).toContain(
      'Now: this game plays without the advanced rules (advanced:false): 19.0 does not apply.',
    );
    expect(await h.text('alice: /rules section:30.2')).toContain(
      'Now: optional rule 30.2 is off in this game (supply:false).',
    );
    expect(await h.text('alice: /rules section:13.1.1')).not.toContain('advanced rules');
    const on = await h.text('alice: /game new game:lettow-vorbeck advanced:true supply:true', 'adv');
    expect(on).toContain('advanced rules ON');
    expect(on).toContain('30.2 Supply on');
    expect(await h.text('alice: /rules section:20.0', 'adv')).toContain(
      'plays with the advanced rules (17.0-22.0): 20.0 applies',
    );
    expect(await h.text('alice: /rules table:brt', 'adv')).toContain('the artillery modifier (17.0) applies');
    h.close();
  });

  it('27.1 — the recruit pool in /game status shows each unit’s type and strength to its owner', async () => {
    const h = await game();
    const status = await h.text('alice: /game status');
    expect(status).toContain('ger-6-fka (Light infantry 2)');
    expect(await h.text('carol: /game status')).not.toContain('ger-6-fka');
    h.close();
  });

  it('13.3, 13.1.2 — /orders says how losses and fire sort: strength first, elite breaks ties', () => {
    const json = COMMANDS.get('orders')!.data.toJSON();
    const choices = (name: string) =>
      (json.options ?? [])
        .filter((o) => o.name === name)
        .flatMap((o): { name: string; value: string | number }[] => ('choices' in o ? [...(o.choices ?? [])] : []))
        .map((c) => `${c.name} = ${String(c.value)}`);
    expect(choices('losses')).toEqual([
      'ask: wait for me = ask',
      'weakest-first: lowest strength first; at equal strength non-elite before elite = weakest-first',
      'strongest-first: highest strength first; at equal strength elite before non-elite = strongest-first',
    ]);
    expect(choices('fire')).toContain(
      'strongest-first: highest strength first; at equal strength elite before non-elite = strongest-first',
    );
  });
});
