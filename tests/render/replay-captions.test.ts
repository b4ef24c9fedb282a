// The replay GIF worth watching: every frame carries a caption band (where the game stands, what
// happened, in the viewer's own log lines only), and the public sheets of the battles fought are frames
// of their own. Checked on the GIF's decoded pixels.
import { afterAll, describe, expect, it } from 'vitest';
import { battleInserts, captionedGif, captionedSteps, SMALL_SCALE } from '../../src/app/replay-gif.ts';
import { timelineViewer } from '../../src/app/timeline.ts';
import { CAPTION_BAND, insertFrame } from '../../src/render/caption.ts';
import { harness } from '../helpers/harness.ts';
import { gifFrames, type GifFrame } from './gif-frames.ts';
import { hodMidGame } from './hod-position.ts';
import { near, pixelsOf, rgbAt, type Pixels } from './pixels.ts';
import { playPlayerTurns } from './position.ts';

const INK: [number, number, number] = [0xf4, 0xef, 0xe0];
const BAND: [number, number, number] = [0x1e, 0x1e, 0x1e];

/** Pixels of the caption's ink and of its background in the band at the bottom of a frame. */
function band(f: Pixels): { ink: number; ground: number } {
  let ink = 0;
  let ground = 0;
  for (let y = f.height - CAPTION_BAND; y < f.height; y++)
    for (let x = 0; x < f.width; x++) {
      const c = rgbAt(f, x, y);
      if (near(c, INK, 40)) ink++;
      else if (near(c, BAND, 20)) ground++;
    }
  return { ink, ground };
}

/** The share of pixels of `a` near the same pixel of `b` (same size). */
function likeness(a: Pixels, b: Pixels): number {
  let same = 0;
  let n = 0;
  for (let y = 0; y < a.height; y += 3)
    for (let x = 0; x < a.width; x += 3) {
      n++;
      if (near(rgbAt(a, x, y), rgbAt(b, x, y), 30)) same++;
    }
  return same / n;
}

describe('Lettow-Vorbeck replay GIF captions', () => {
  const h = harness({ seed: 'replay-captions' });
  afterAll(() => h.close());

  it('every frame has a caption band with text; the GIF stays far under Discord’s 10 MiB', async () => {
    await h.run('alice: /game new game:lettow-vorbeck auto:false');
    await h.run('alice: /game join side:German');
    await h.run('bob: /game join side:Allied');
    await playPlayerTurns(h, 2, { users: ['alice', 'bob'], moves: 1 });
    const g = h.read.game();
    const out = await captionedGif(g, h.read.events(), timelineViewer(g, 'alice'));
    const frames = gifFrames(out.gif);
    expect(frames.length).toBe(out.frames);
    expect(frames[0]!.height).toBe(550 + CAPTION_BAND);
    for (const f of frames) {
      const { ink, ground } = band(f);
      expect(ink).toBeGreaterThan(400); // the heading at least
      expect(ground).toBeGreaterThan(ink); // on the dark band
    }
    // The map above the band is not the band's colour (the band is below the map, not over it).
    expect(near(rgbAt(frames[0]!, 425, 275), BAND, 20)).toBe(false);
    expect(out.gif.length).toBeLessThan(10 * 1024 * 1024);
  }, 120_000);

  it('a side’s captions hold only its own log lines (10.0): none of the other side’s hidden lines', async () => {
    const g = h.read.game();
    const events = h.read.events();
    const lines = (side: string) =>
      new Set(captionedSteps(g, events, { kind: 'side', side }).captions.flatMap((c) => c.lines));
    const german = lines('German');
    const allied = lines('Allied');
    // What /log shows alice, the German player: every caption line of hers is one of them.
    const log = (await h.text('alice: /log last:500'))
      .split('\n')
      .slice(1)
      .map((l) => l.replace(/^#\d+ /, ''));
    for (const l of german) expect(log).toContain(l);
    // The two sides' lines differ (hidden moves), and the Allied-only lines never reach a German caption.
    const alliedOnly = [...allied].filter((l) => !german.has(l));
    expect(alliedOnly.length).toBeGreaterThan(0);
    const germanText = [...german].join('\n');
    for (const l of alliedOnly) expect(germanText).not.toContain(l);
  });
});

describe('Hill of Doves replay GIF: the battle sheets are frames', () => {
  let frames: GifFrame[] = [];
  let p: Awaited<ReturnType<typeof hodMidGame>>;
  afterAll(() => p.h.close());

  it('the sheet of the night assault fought is a frame of the GIF, with its caption', async () => {
    p = await hodMidGame();
    const g = p.h.read.game();
    const events = p.log();
    const viewer = timelineViewer(g, 'alice');
    const { captions } = captionedSteps(g, events, viewer);
    const inserts = await battleInserts(g, events, captions);
    expect(inserts.length).toBeGreaterThan(0);
    const out = await captionedGif(g, events, viewer);
    frames = gifFrames(out.gif);
    const w = frames[0]!.width;
    const hMap = frames[0]!.height - CAPTION_BAND;
    const expected = pixelsOf(await insertFrame(inserts[0]!.png, w, hMap, inserts[0]!.caption));
    const best = Math.max(...frames.map((f) => likeness(f, expected)));
    expect(best).toBeGreaterThan(0.95);
    // No map frame looks like it: the sheet is its own frame.
    const like = frames.filter((f) => likeness(f, expected) > 0.95);
    expect(like.length).toBeGreaterThanOrEqual(1);
    expect(likeness(frames[0]!, expected)).toBeLessThan(0.6);
    for (const f of frames) expect(band(f).ink).toBeGreaterThan(400);
  }, 120_000);

  it('a GIF over the upload limit is drawn again smaller; still over it, it is refused with the sizes', async () => {
    const g = p.h.read.game();
    const events = p.log();
    const viewer = timelineViewer(g, 'alice');
    const full = await captionedGif(g, events, viewer);
    const small = await captionedGif(g, events, viewer, undefined, undefined, full.gif.length - 1);
    expect(small.gif.length).toBeLessThan(full.gif.length);
    expect(small.gif.readUInt16LE(6)).toBe(Math.round(1700 * SMALL_SCALE)); // logical screen width
    expect(gifFrames(small.gif).every((f) => band(f).ink > 400)).toBe(true); // the caption keeps its size
    await expect(captionedGif(g, events, viewer, undefined, undefined, 1000)).rejects.toThrow(
      /MB even at a smaller size, over Discord's 0\.0 MB upload limit; \/replay step/,
    );
  }, 240_000);
});
