// The recap (src/app/recap.ts): what happened since a player's last decision, from their own view of
// each event (10.0), in words and as a picture with alt text; /recap shows it again for any of their
// hand-offs; /map text:true gives the map in words. Played through the real commands of a
// Lettow-Vorbeck opening (the transcript tests/transcripts/lv-opening.txt, seed tanga-1914).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Output } from '../../src/app/outputs.ts';
import { handoffsOf, lastDecision, recapFor } from '../../src/app/recap.ts';
import { ALT_TEXT_MAX } from '../../src/engine/presentation.ts';
import { spaceById } from '../../src/games/lettow-vorbeck/data/map.ts';
import { SIDE_COLOUR } from '../../src/games/lettow-vorbeck/render/palette.ts';
import { lettowVorbeckPresentation } from '../../src/games/lettow-vorbeck/presentation.ts';
import type { LvView } from '../../src/games/lettow-vorbeck/view.ts';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { formatOutput } from '../../src/console/format.ts';
import { join } from 'node:path';
import { harness, type Harness } from '../helpers/harness.ts';
import { near, pixelsOfPng, rgbAt } from '../render/pixels.ts';

const text = (out: readonly Output[]): string => out.map((o) => o.text).join('\n');
const hexOf = (h: string): [number, number, number] =>
  [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];

const OPENING = [
  'alice: /game new game:lettow-vorbeck setup:quick auto:false',
  'alice: /game join side:German',
  'bob: /game join side:Allied',
  'alice: /card draw',
  'alice: /phase end',
  'alice: /recruit place unit:ger-8-fka at:tabora',
  'alice: /phase end',
  'alice: /move units:ger-1-fka,ger-3-fka to:taveta',
  'alice: /phase end',
  'alice: /phase end',
];

describe('the recap of a Lettow-Vorbeck opening, per viewer (10.0)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = harness({ seed: 'tanga-1914' });
    for (const line of OPENING) {
      const out = await h.run(line);
      if (/Not allowed|nothing was recorded/i.test(text(out))) throw new Error(`${line}: ${text(out)}`);
    }
  });
  afterAll(() => h.close());

  it('the last decision of a side is the last event of its latest command; a side that has not played has none', async () => {
    const g = h.read.game();
    const german = await lastDecision(h.app, g, 'German');
    const commands = await h.store.commands(g.row.id);
    expect(german).toBe(commands.filter((c) => c.side === 'German').at(-1)!.last);
    expect(await lastDecision(h.app, g, 'Allied')).toBe(0);
    // Allied's one hand-off: everything so far.
    expect(await handoffsOf(h.app, g, 'Allied')).toEqual([{ n: 1, from: 0, to: g.folded.seq }]);
  });

  it('10.0 — the Allied recap shows the German move with its path and the placement, naming no German unit', async () => {
    const g = h.read.game();
    const r = await recapFor(h.app, g, { kind: 'side', side: 'Allied' }, 0);
    const move = r.model.facts.find((f) => f.kind === 'move' && f.side === 'German');
    expect(move?.at?.at(-1)).toBe('taveta');
    expect(move?.text).toMatch(/German moves 2 units/);
    expect(r.model.facts).toContainEqual(expect.objectContaining({ kind: 'appeared', at: ['tabora'] }));
    expect(r.text).toMatch(/\*\*Moves\*\*/);
    expect(r.text).toMatch(/Supply centers held \(of 8; 26\.C, 26\.D\): German \d+/);
    expect(JSON.stringify(r.model)).not.toMatch(/ger-(1|3|8)-fka/);
    expect(r.text).not.toMatch(/ger-(1|3|8)-fka/);
  });

  it('the German recap of the same events names its own units', async () => {
    const r = await recapFor(h.app, h.read.game(), { kind: 'side', side: 'German' }, 0);
    expect(r.text).toMatch(
      /German moves ger-1-fka \(Light infantry 3, elite\), ger-3-fka \(Light infantry 2\): moshi → taveta/,
    );
  });

  it('the recap picture is a PNG with its alt text: the arrows and places, at most 1,024 characters', async () => {
    const r = await recapFor(h.app, h.read.game(), { kind: 'side', side: 'Allied' }, 0);
    expect(r.file?.data.subarray(1, 4).toString()).toBe('PNG');
    expect(r.file?.description).toMatch(/^Recap map for Allied, events #1–#\d+/);
    expect(r.file?.description).toMatch(/Arrows: German moves 2 units/);
    expect(r.file!.description!.length).toBeLessThanOrEqual(ALT_TEXT_MAX);
    expect(r.file?.description).not.toMatch(/ger-(1|3|8)-fka/);
  });

  it('the recap picture draws the German move as an arrow in the German colour from Moshi to Taveta, where the plain map has none', async () => {
    const g = h.read.game();
    const r = await recapFor(h.app, g, { kind: 'side', side: 'Allied' }, 0);
    const recap = await pixelsOfPng(r.file!.data);
    // The map unmarked (/map now marks the last move too: tests/app/map-last-move.test.ts).
    const view = g.module.view(g.folded.game, { kind: 'side', side: 'Allied' }) as LvView;
    const plain = await pixelsOfPng(await lettowVorbeckPresentation.map!.png(view));
    const [a, b] = [spaceById('moshi'), spaceById('taveta')];
    // Along the arrow, between the two spaces' rings.
    const along = [0.4, 0.5, 0.6].map((t) => ({
      x: Math.round(a.x + (b.x - a.x) * t),
      y: Math.round(a.y + (b.y - a.y) * t),
    }));
    const german = (p: typeof recap, x: number, y: number) => near(rgbAt(p, x, y), hexOf(SIDE_COLOUR.German), 30);
    expect(along.filter(({ x, y }) => german(recap, x, y)).length).toBeGreaterThanOrEqual(2);
    expect(along.filter(({ x, y }) => german(plain, x, y))).toEqual([]);
  });

  it('/recap shows the caller’s latest hand-off privately; list:true lists them; a wrong at: names the ones there are', async () => {
    const out = await h.run('bob: /recap');
    expect(out[0]?.audience).toEqual({ kind: 'ephemeral', user: 'bob' });
    expect(out[0]?.text).toMatch(/recap 1 of 1 \(events #1–#\d+\):\nSince event #0/);
    expect(out[0]?.files?.[0]?.description).toMatch(/^Recap map for Allied/);
    expect(text(await h.run('bob: /recap list:true'))).toMatch(/your hand-offs as Allied[^\n]*\nat:1 — events #1–#\d+/);
    expect(text(await h.run('bob: /recap at:4'))).toMatch(/at:4 — you have hand-offs 1 to 1 in game #\d+/);
    expect(text(await h.run('carol: /recap'))).toMatch(/You are not seated in game #\d+/);
  });

  it('after the Allied player acts and hands back, the German recap starts after its own last decision', async () => {
    await h.run('bob: /card draw');
    await h.run('bob: /phase end');
    const g = h.read.game();
    const since = await lastDecision(h.app, g, 'German');
    const r = await recapFor(h.app, g, { kind: 'side', side: 'German' }, since);
    expect(r.model.from).toBe(since);
    expect(r.model.facts.every((f) => f.seq > since)).toBe(true);
    expect(r.model.facts).toContainEqual(expect.objectContaining({ kind: 'card', side: 'Allied' }));
    const handoffs = await handoffsOf(h.app, g, 'German');
    expect(handoffs.at(-1)).toEqual(expect.objectContaining({ from: since, to: g.folded.seq }));
  });

  it('/map carries alt text from the public view; /map text:true posts the whole description in words', async () => {
    const map = await h.run('carol: /map');
    const alt = map[0]?.files?.[0]?.description ?? '';
    expect(alt).toMatch(/^Lettow-Vorbeck map, 1914 II, .* \(public view, stacks face down\)/);
    expect(alt.length).toBeLessThanOrEqual(ALT_TEXT_MAX);
    // The console prints it under the file it wrote.
    const dir = mkdtempSync(join(tmpdir(), 'recap-alt-'));
    expect(formatOutput(map[0]!, { dir, db: 'test', game: null })).toMatch(/\n {2}\[alt\] Lettow-Vorbeck map, 1914 II/);
    const words = await h.run('carol: /map text:true');
    expect(words[0]?.files).toBeUndefined();
    expect(words[0]?.text).toMatch(/Stacks: .*Taveta: German 2 units face down/);
    expect(words[0]?.text).toMatch(/Supply centers held/);
    expect(words[0]?.text).not.toMatch(/ger-(1|3|8)-fka/);
  });
});

describe('the recap of a Hill of Doves day (the spec’s Monday 24 January, tests/transcripts)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = harness({ seed: 'hod-recap' });
    const lines = readFileSync(join(import.meta.dirname, '..', 'transcripts', 'hod-monday-24-january.txt'), 'utf8')
      .split('\n')
      .filter((l) => l.trim() && !l.startsWith('#'));
    for (const line of lines) await h.run(line);
  });
  afterAll(() => h.close());

  it('lists the day’s battles, cards and transfers, with the tallies the war is lost on, and marks the transfers on the sheet', async () => {
    const g = h.read.game();
    const since = (await h.store.commands(g.row.id)).at(-6)!.last;
    const r = await recapFor(h.app, g, { kind: 'side', side: 'British' }, since);
    expect(r.text).toMatch(/\*\*Battles\*\*\n- Day Assault Card: Nkwelo Plateau, O'Neill's Farm/);
    expect(r.text).toMatch(/\*\*Cards\*\*\n- Event card: Thunderstorm \(EV-16\)/);
    expect(r.text).toMatch(/Politics box \d+; Boer victories \d+; camp supplies: rations \d+/);
    expect(r.model.facts).toContainEqual(expect.objectContaining({ kind: 'move', at: ['BC', 'ON'] }));
    expect(r.file?.data.subarray(1, 4).toString()).toBe('PNG');
    expect(r.file?.description).toMatch(
      /Arrows: 2\.13 SEC-FG-1 \(horse-drawn, case shot 6\), SEC-FG-2 \(horse-drawn, case shot 6\): British Camp → O'Neill's Farm/,
    );
    // The laagers cup and the deck stay counts: no Boer counter drawn since is named.
    expect(JSON.stringify(r.model)).not.toMatch(/VK-\d\d|PAT-\d|PS-\d|PC-\d/);
  });
});
