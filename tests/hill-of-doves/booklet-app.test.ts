// The booklet in the app (issue #10): /rules table:<id> answers every table of the spec's sections 3
// and 5 in a Hill of Doves game, from the data the rules read, with what applies now where that helps
// (3.6: each Ambush Roll target's modifier); /help lists this game's commands and the common ones only.
import { describe, expect, it } from 'vitest';
import { BOOKLET_TABLE_IDS } from '../../src/games/hill-of-doves/booklet-tables.ts';
import { AMBUSH } from '../../src/games/hill-of-doves/data/tables.ts';
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
      // A code block when it fits one Discord message, else plain lines (a split would cut the block).
      if (text.length <= 2000) expect(text).toContain('```');
      else expect(text).not.toContain('```');
    }
    h.close();
  });

  it('3.6 Ambush Roll Table (r. 2.9): the rows and modifiers of the data, and each target of this position with its modifier', async () => {
    const h = harness();
    await h.run('alice: /game new game:hill-of-doves');
    await h.run('alice: /game join side:British');
    const text = await h.text('alice: /rules table:3.6');
    for (const m of AMBUSH.modifiers) expect(text).toContain(m.text);
    for (const r of AMBUSH.rows) expect(text).toContain(r.text);
    const g = h.read.game();
    const v = g.module.view(g.folded.game, { kind: 'side', side: 'British' }) as HodView;
    expect(v.now.ambush.length).toBeGreaterThan(0);
    expect(text).toContain(`weather marker: ${v.weather.shows}`);
    for (const a of v.now.ambush)
      expect(text).toMatch(
        new RegExp(
          `modifier ${a.modifier > 0 ? '\\+' : a.modifier < 0 ? '−' : ''}${Math.abs(a.modifier)}, .* \\(\\d in 6\\)`,
        ),
      );
    // The same table by its data id and with a section sign; an unknown one lists the tables.
    expect(await h.text('alice: /rules table:ambush')).toContain('3.6 Ambush Roll Table');
    expect(await h.text('alice: /rules table:§3.6')).toContain('3.6 Ambush Roll Table');
    const bad = await h.text('alice: /rules table:9.9');
    expect(bad).toContain('No table "9.9". Tables: 3.1, 3.2');
    h.close();
  });

  it('/rules section: still answers from the booklet; a Lettow-Vorbeck channel has no tables', async () => {
    const h = harness();
    await h.run('alice: /game new game:hill-of-doves', 'hod');
    expect(await h.text('alice: /rules section:2.9', 'hod')).toContain('Ambush');
    expect(await h.text('alice: /rules', 'hod')).toContain('Name a rule');
    await h.run('alice: /game new game:lettow-vorbeck', 'lv');
    expect(await h.text('alice: /rules table:3.6', 'lv')).toContain('no tables in the app');
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
