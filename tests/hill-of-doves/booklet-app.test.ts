// The booklet in the app: /rules table:<id> answers every table of the spec's sections 3
// and 5 in a Hill of Doves game, from the data the rules read, with what applies now where that helps
// (3.6: each Ambush Roll target's modifier); /help lists this game's commands and the common ones only.
import { describe, expect, it } from 'vitest';
import { BOOKLET_TABLE_IDS, bookletTableText } from '../../src/games/hill-of-doves/booklet-tables.ts';
import { V1_TABLES, V2_TABLES } from '../../src/games/hill-of-doves/data/revisions.ts';
import type { HodView } from '../../src/games/hill-of-doves/view.ts';
import { harness } from '../helpers/harness.ts';

/** The numbered tables of spec §3 (Quick Reference Card) and §5 (Assault and Ambush Cards), sub-tables included. */
const SPEC_TABLES = [
  ...Array.from({ length: 17 }, (_, i) => `3.${i + 1}`),
  ...Array.from({ length: 15 }, (_, i) => `5.${i + 1}`),
  '5.1.1',
  '5.1.2',
  '5.2.1',
  '5.2.2',
  '5.2.3',
  '5.5.1',
  '5.5.2',
];

describe('/rules table: the Hill of Doves tables (spec §3, §5)', () => {
  it('every table of sections 3 and 5 answers in a Hill of Doves game, under its number', async () => {
    const h = harness();
    await h.run('alice: /game new game:hill-of-doves');
    await h.run('alice: /game join side:British');
    expect([...BOOKLET_TABLE_IDS].sort()).toEqual([...SPEC_TABLES].sort());
    for (const id of SPEC_TABLES) {
      const out = await h.run(`alice: /rules table:${id}`);
      expect(out).toHaveLength(1);
      expect(out[0]!.audience).toEqual({ kind: 'ephemeral', user: 'alice' });
      expect(out[0]!.text).toMatch(new RegExp(`^\\*\\*${id.replace(/\./g, '\\.')} `));
      const text = out[0]!.text;
      expect(text.length).toBeGreaterThan(80);
      expect(text.length).toBeLessThanOrEqual(2000);
      // A grid comes in a code block, fenced again on each page (a page never opens a block it does not close).
      if (!['5.3', '5.4', '5.15'].includes(id)) expect(text).toContain('```');
      expect((text.match(/```/g) ?? []).length % 2).toBe(0);
    }
    h.close();
  });

  it('3.6 Ambush Roll Table (r. 2.9): the rows and modifiers of the data, and each target of this position with its modifier', async () => {
    const h = harness();
    await h.run('alice: /game new game:hill-of-doves');
    await h.run('alice: /game join side:British');
    const text = await h.text('alice: /rules table:3.6');
    for (const m of V2_TABLES.ambush.modifiers) expect(text).toContain(m.text);
    for (const r of V2_TABLES.ambush.rows) expect(text).toContain(r.text);
    const g = h.read.game();
    const v = g.module.view(g.folded.game, { kind: 'side', side: 'British' }) as HodView;
    expect(v.now.ambush.length).toBeGreaterThan(0);
    expect(text).toContain(`weather marker: ${v.weather.shows}`);
    for (const a of v.now.ambush)
      expect(text).toMatch(
        new RegExp(
          `modifier ${a.modifier > 0 ? '\\+' : a.modifier < 0 ? '−' : ''}${Math.abs(a.modifier)}, .* \\(\\d in 6, <?\\d+%\\)`,
        ),
      );
    // The same table by its data id and with a section sign; an unknown one lists the tables.
    expect(await h.text('alice: /rules table:ambush')).toContain('3.6 Ambush Roll Table');
    expect(await h.text('alice: /rules table:§3.6')).toContain('3.6 Ambush Roll Table');
    const bad = await h.text('alice: /rules table:9.9');
    expect(bad).toContain('No table "9.9" in the Hill of Doves');
    h.close();
  });

  it('the tables show the numbers of the caller’s game’s component revision: a v2 game, a v1 game, and outside a game the current one', async () => {
    const h = harness();
    await h.run('alice: /game new game:hill-of-doves', 'new');
    await h.run('alice: /game join side:British', 'new');
    await h.run('bob: /game new game:hill-of-doves components:v1', 'old');
    await h.run('bob: /game join side:British', 'old');
    const v2 = (id: string) => h.text(`alice: /rules table:${id}`, 'new');
    const v1 = (id: string) => h.text(`bob: /rules table:${id}`, 'old');
    // 3.6 (r. 2.9): ambush on 7+ in v2, on 6+ in v1.
    expect(await v2('3.6')).toContain('7 or more: Ambush');
    expect(await v2('3.6')).toContain("Reconstruction v2 (this game's component revision)");
    expect(await v1('3.6')).toContain('6 or more: Ambush');
    expect(await v1('3.6')).not.toContain('7 or more');
    expect(await v1('3.6')).toContain("Reconstruction v1 (this game's component revision)");
    // 5.7 (r. 4.7): the Q 1 row holds with two hits in v2, is an overrun in v1.
    expect(V2_TABLES.ambushResult.rows.find((r) => r.min === 1)?.result).toBe('britishHold');
    expect(await v2('5.7')).toMatch(/^1 +British Hold +2 +2$/m);
    expect(await v1('5.7')).toMatch(/^1 +Overrun +2 +2$/m);
    // 3.13 (r. 2.17, §4.4): the camp's magazine holds 50 cartridges in v2, 60 in v1.
    const camp = (t: string) => /Camp maximum \(§4\.4\)(.*)$/m.exec(t)?.[1]?.trim().split(/ +/);
    expect(camp(await v2('3.13'))?.[3]).toBe(String(V2_TABLES.campSupplyMaximum.cartridges));
    expect(camp(await v1('3.13'))?.[3]).toBe(String(V1_TABLES.campSupplyMaximum.cartridges));
    expect([V2_TABLES.campSupplyMaximum.cartridges, V1_TABLES.campSupplyMaximum.cartridges]).toEqual([50, 60]);
    // Without a game's view (the presentation asked with none): the current revision, saying so.
    const none = bookletTableText('3.6', null);
    expect(none).toContain('7 or more: Ambush');
    expect(none).toContain('Reconstruction v2 (the current revision; a game shows its own)');
    h.close();
  });

  it('/game status names the game’s component revision, v1 for a game created before v2 existed (its options row has no components)', async () => {
    const h = harness();
    await h.run('alice: /game new game:hill-of-doves components:v1');
    await h.run('alice: /game join side:British');
    // A game made before the option existed: the row's options and the setup event both lack it.
    h.store.db.prepare('UPDATE games SET options = ?').run(JSON.stringify({}));
    expect('components' in h.read.events()[0]!).toBe(false);
    const old = await h.text('alice: /game status');
    expect(old).toContain('components:v1');
    expect(old).not.toContain('components:v2');
    expect(old).toContain('Components: reconstruction v1');
    await h.run('bob: /game new game:hill-of-doves', 'new');
    const now = await h.text('bob: /game status', 'new');
    expect(now).toContain('components:v2');
    expect(now).toContain('Components: reconstruction v2');
    h.close();
  });

  it('/rules section: still answers from the booklet; a Lettow-Vorbeck channel has its own tables, not these', async () => {
    const h = harness();
    await h.run('alice: /game new game:hill-of-doves', 'hod');
    expect(await h.text('alice: /rules section:2.9', 'hod')).toContain('Ambush');
    expect(await h.text('alice: /rules', 'hod')).toContain(
      'Hill of Doves: the First Boer War, 1881 (solitaire): the rules, tables and cards',
    );
    await h.run('alice: /game new game:lettow-vorbeck', 'lv');
    expect(await h.text('alice: /rules table:3.6', 'lv')).toContain('No table "3.6" in the Lettow-Vorbeck');
    expect(await h.text('alice: /rules section:13.1.2', 'lv')).toContain('13.1.2');
    h.close();
  });
});

describe('/help lists the commands of the channel’s game and the common ones', () => {
  it('a Hill of Doves channel lists /hod and /commander but no Lettow-Vorbeck command; a Lettow-Vorbeck channel the reverse', async () => {
    const h = harness();
    await h.run('alice: /game new game:hill-of-doves', 'hod');
    await h.run('alice: /game new game:lettow-vorbeck', 'lv');
    const hod = await h.text('alice: /help', 'hod');
    const lv = await h.text('alice: /help', 'lv');
    for (const common of ['/game ', '/rules ', '/replay ', '/map ', '/help ']) {
      expect(hod).toContain(common);
      expect(lv).toContain(common);
    }
    for (const own of ['/hod ', '/commander ']) {
      expect(hod).toContain(own);
      expect(lv).not.toContain(own);
    }
    for (const own of ['/card ', '/phase ', '/battle ', '/move ', '/recruit ']) {
      expect(lv).toContain(own);
      expect(hod).not.toContain(own);
    }
    expect(hod).toContain('/hod options lists the choices (continue always takes the passive one)');
    expect(lv).toContain('/phase end');
    // No game: every command, under its game's title.
    const none = await h.text('alice: /help', 'empty');
    expect(none).toContain('/hod ');
    expect(none).toContain('/card ');
    expect(none).toContain('No game is running in this channel');
    h.close();
  });
});
