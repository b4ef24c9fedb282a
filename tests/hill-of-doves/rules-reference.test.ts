// Hill of Doves from inside the game alone (the booklet, the spec's tables, the event cards): the long
// booklet sections come whole in pages (1.5, 2.4, 2.7, 2.15, 4.1, 4.5 were cut with "…"), the spec's
// map tables 2.2.2, 2.3.2, 2.4.6, 2.4.7 and the §7 event cards answer and agree with the data the
// rules read, Reconnaissance (EV-23) says it needs a mounted troop in the camp and how many are there,
// the Cold Steel table (5.8) says what applies now, /hint gives the careful player's advice (from the
// British board alone), and standing orders are named as /hod orders spells them.
import { describe, expect, it } from 'vitest';
import { carefulAdvice } from '../../src/games/hill-of-doves/advisor/careful.ts';
import { bookletTableText } from '../../src/games/hill-of-doves/booklet-tables.ts';
import { EVENT_CARDS } from '../../src/games/hill-of-doves/data/events.ts';
import { OPERATIONAL_ROAD } from '../../src/games/hill-of-doves/data/operational-map.ts';
import { V1_TABLES, V2_TABLES } from '../../src/games/hill-of-doves/data/revisions.ts';
import { RULES_TEXT } from '../../src/games/hill-of-doves/data/rules-text.ts';
import { STRATEGIC_ROUTE } from '../../src/games/hill-of-doves/data/strategic-map.ts';
import { OBJECTIVES_WITHIN_3 } from '../../src/games/hill-of-doves/data/tactical-map.ts';
import { withoutSecrets } from '../../src/games/hill-of-doves/presentation/advisor.ts';
import type { HodView } from '../../src/games/hill-of-doves/view.ts';
import { harness, type Harness } from '../helpers/harness.ts';
import { playCampaign, type Player } from './campaigns.ts';

const flat = (s: string): string =>
  s
    .split('\n')
    .filter((l) => !l.trim().startsWith('```'))
    .join(' ')
    .replace(/\s+/g, ' ');

async function game(): Promise<Harness> {
  const h = harness();
  await h.run('alice: /game new game:hill-of-doves');
  await h.run('alice: /game join side:British');
  return h;
}

/** Every page of an answer, joined (bodies only), after checking each fits one Discord message. */
async function pages(h: Harness, line: string): Promise<{ count: number; joined: string; texts: string[] }> {
  const first = await h.text(line);
  const count = Number(/— page 1 of (\d+)/.exec(first)?.[1] ?? 1);
  const texts = [first];
  for (let n = 2; n <= count; n++) texts.push(await h.text(`${line} page:${n}`));
  for (const t of texts) expect(t.replace(/^\[ephemeral alice\] /, '').length).toBeLessThanOrEqual(2000);
  return { count, joined: texts.map((t) => t.slice(t.indexOf('\n') + 1)).join('\n'), texts };
}

describe('Hill of Doves rules from inside the game', () => {
  it('1.5, 2.4, 2.7, 2.15, 4.1 and 4.5 come whole, in pages of one message, to their last word; page:2 answers', async () => {
    const h = await game();
    for (const k of ['1.5', '2.4', '2.7', '2.15', '4.1', '4.5']) {
      const { count, joined, texts } = await pages(h, `alice: /rules section:${k}`);
      expect(count, k).toBeGreaterThan(1);
      const source = RULES_TEXT[k]!.text;
      expect(flat(joined), k).toContain(flat(source));
      expect(source.length).toBeGreaterThan(1900); // too long for one message: the old answer cut it
      for (const t of texts) expect(t).not.toMatch(/…$/);
      expect(texts[1]).toMatch(
        new RegExp(`^\\[ephemeral alice\\] \\*\\*${k.replace('.', '\\.')} .* — page 2 of ${count}\\n`),
      );
    }
    h.close();
  });

  it('§7: every event card answers by id and by title, whole, with its copies in the game’s revision (EV-22: 3 in v2, 2 in v1)', async () => {
    const h = await game();
    for (const c of EVENT_CARDS) {
      const byId = await h.text(`alice: /rules card:${c.id}`);
      expect(byId).toContain(`**${c.title}** (/rules card:${c.id})`);
      expect(flat(byId)).toContain(flat(c.targetText));
      expect(flat(byId)).toContain(flat(c.effectText));
      const copies = V2_TABLES.eventDeck.filter((d) => d.card === c.id).length;
      expect(byId).toContain(`${copies} ${copies === 1 ? 'copy' : 'copies'} in the deck of reconstruction v2`);
      expect(await h.text(`alice: /rules card:"${c.title}"`)).toContain(`(/rules card:${c.id})`);
    }
    await h.run('bob: /game new game:hill-of-doves components:v1', 'old');
    await h.run('bob: /game join side:British', 'old');
    expect(V1_TABLES.eventDeck.filter((d) => d.card === 'EV-22')).toHaveLength(2);
    expect(await h.text('bob: /rules card:EV-22', 'old')).toContain('2 copies in the deck of reconstruction v1');
    expect(await h.text('alice: /rules card:EV-22')).toContain('3 copies in the deck of reconstruction v2');
    // Table 7.2 prints the spec's v1 counts; the game says where its own deck differs.
    const t72 = (await pages(h, 'alice: /rules table:7.2')).joined;
    expect(t72).toContain('This game plays reconstruction v2, which differs from the spec');
    expect(t72).toContain('EV-22 Boers Reinforce: 3 copies (spec v1: 2)');
    h.close();
  });

  it('the map tables 2.2.2, 2.3.2, 2.4.6 and 2.4.7 answer, and agree with the data the rules read', async () => {
    const h = await game();
    const route = flat((await pages(h, 'alice: /rules table:2.2.2')).joined);
    for (const r of STRATEGIC_ROUTE) expect(route).toContain(`| ${r.index} | ${r.hex} | ${r.name} |`);
    const road = flat((await pages(h, 'alice: /rules table:2.3.2')).joined);
    for (const r of OPERATIONAL_ROAD) expect(road).toContain(`| ${r.index} | ${r.hex} | ${r.name} |`);
    const within = flat((await pages(h, 'alice: /rules table:2.4.6')).joined);
    for (const [o, near] of Object.entries(OBJECTIVES_WITHIN_3))
      expect(within).toContain(`| ${o} | ${near.filter((n) => n !== o).join(', ')} |`);
    const paths = flat((await pages(h, 'alice: /rules table:"Table 2.4.7"')).joined);
    expect(paths).toContain('Line of communication for an assault (r. 2.3)');
    expect(paths).toContain('ruling R58');
    // The sections they stand in list them, and the booklet's names find the maps.
    expect(await h.text('alice: /rules table:§2.4')).toContain('- 2.4.7 Path rules (r. 2.3, 2.13, 2.15, 3.3)');
    expect(await h.text('alice: /rules table:"Tactical Map (TB)"')).toContain('**§2.4 Tactical Map (TB)**');
    h.close();
  });

  it('EV-23 Reconnaissance says it needs a mounted troop in the British Camp, and how many are there now', async () => {
    const h = await game();
    const v = (await h.app.viewFor({ channel: 'test', user: 'alice', name: 'alice' })).view as HodView;
    const mounted = Object.entries(v.units).filter(
      ([id, u]) => id.startsWith('TRP-') && u.loc === 'camp' && u.side === 'mounted',
    ).length;
    expect(mounted).toBeGreaterThan(0);
    const text = await h.text('alice: /rules card:EV-23');
    expect(text).toContain('If at least one mounted troop is in the British Camp Holding Box, **hold** this card');
    expect(text).toContain(
      `Now: ${mounted} mounted troop(s) in the British Camp Holding Box: drawn now, the card would be held.`,
    );
    // Outside a game: the rule, no "Now:" line.
    expect(await h.text('alice: /rules card:EV-23', 'elsewhere')).not.toContain('Now:');
    h.close();
  });

  it('5.8 Cold Steel Roll Table has a "Now:" line: no column out, then what each tactical column’s charge needs', async () => {
    const h = await game();
    expect(await h.text('alice: /rules table:5.8')).toContain(
      'Now: no tactical column is out; a charge is made only in an assault, after a British Retreat (r. 4.4).',
    );
    // A column in mass formation against The Nek (heights −1), its general and a mounted troop with it.
    const v = (await h.app.viewFor({ channel: 'test', user: 'alice', name: 'alice' })).view as HodView;
    const col: HodView['tactical'][number] = {
      id: 'T1',
      objective: 'NK',
      hex: 'T0803',
      formation: 'mass',
      at: 'T0803',
      arrived: 1,
      depart: 1,
    };
    const units = {
      ...v.units,
      'GEN-COLLEY': { loc: 'tc:T1', side: 'alive' },
      'TRP-MS-1': { loc: 'tc:T1', side: 'mounted' },
    };
    const text = bookletTableText('5.8', { ...v, tactical: [col], units })!;
    expect(text).toContain(
      'Now: column T1 against The Nek, mass formation, target on the heights: modifier +1, a charge succeeds on a D6 of 5+ (2 in 6, 33%); if its general leads and a mounted troop charges, +3: a D6 of 3+ (4 in 6, 67%) (exact odds from the dice, rounded to the nearest whole percent, halves up, never 0% or 100% unless exactly so).',
    );
    h.close();
  });

  it('/hint gives the careful player’s advice with its reason and a button that takes it: no bot, no option needed', async () => {
    const h = await game();
    expect(await h.text('alice: /help')).toContain('/hint');
    const [first] = await h.run('alice: /hint');
    expect(first!.audience).toEqual({ kind: 'ephemeral', user: 'alice' });
    expect(first!.text).toMatch(
      /^Hint \(the careful player\): first set the standing orders it plays with: .*battle-bombard:all/,
    );
    expect(first!.text).not.toContain('opponent:bot');
    const orders = first!.buttons![0]!;
    expect(orders.label).toBe('Take the hint');
    await h.run(`alice: ${orders.command}`);
    expect(h.state<{ orders: string }>().orders).toContain('battle-bombard:all');
    // Then an assault where the odds are good, said in numbers, and the button plays it.
    const [next] = await h.run('alice: /hint');
    expect(next!.text).toMatch(/quotient near \d+\.\d, above the \d(\.\d)? the careful player waits for/);
    const before = h.state().seq;
    await h.run(`alice: ${next!.buttons![0]!.command}`);
    expect(h.state().seq).toBeGreaterThan(before);
    // Someone not seated gets no advice.
    expect(await h.text('bob: /hint')).toContain('Only a seated player gets hints');
    h.close();
  });

  it('the careful player advises from the British board alone: without the cup, the draw queue and the deck it chooses as with them, at every decision of a campaign', () => {
    let compared = 0;
    const differences: string[] = [];
    const leaks: string[] = [];
    const player: Player = (s, legal) => {
      const full = carefulAdvice(s, legal);
      const seen = carefulAdvice(withoutSecrets(s), legal);
      compared++;
      if (JSON.stringify(full.action) !== JSON.stringify(seen.action))
        differences.push(
          `${s.step} w${s.week}d${s.day}: ${JSON.stringify(full.action)} / ${JSON.stringify(seen.action)}`,
        );
      for (const id of [...s.cup, ...s.drawQueue, ...s.deck]) if (seen.why.includes(id)) leaks.push(id);
      return full.action;
    };
    playCampaign('hint-careful', player, { check: false, maxDecisions: 120 });
    expect(compared).toBe(120);
    expect(differences).toEqual([]);
    expect(leaks).toEqual([]);
  });

  it('a refused standing order names it as /hod orders spells it: battle-bombard, not battleBombard', async () => {
    const h = await game();
    const out = await h.text('alice: /hod orders battle-bombard:sometimes');
    expect(out).toContain('battle-bombard may be ask, all, none');
    expect(out).not.toContain('battleBombard');
    h.close();
  });
});
