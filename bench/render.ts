// Render figures: the public map of a mid-game position against the cost of encoding a blank
// PNG of the same size (the baseline: rendering should cost at most 3x that), the PNG's size, and the
// time to build the GIF of a complete fuzzed game as /replay gif sends it (captions, battle sheets); and the recap picture of a turn of that game (its
// target: at most 1.5 x the public map, measured in the same run).
import { createCanvas } from 'canvas';
import { evolveFolded, initialFolded, setupEvents } from '../src/engine/kernel.ts';
import type { GameEvent } from '../src/engine/types.ts';
import type { LvView } from '../src/games/lettow-vorbeck/view.ts';
import { drawMap, renderMapPng } from '../src/games/lettow-vorbeck/render/lv-map.ts';
import { renderRecapPng, type LvRecapInput } from '../src/games/lettow-vorbeck/render/recap.ts';
import { lettowVorbeckPresentation } from '../src/games/lettow-vorbeck/presentation.ts';
import { buildRecap } from '../src/app/recap.ts';
import { captionedGif } from '../src/app/replay-gif.ts';
import type { Folded } from '../src/engine/kernel.ts';
import { LV, playGame } from '../tests/lettow-vorbeck/fuzz.ts';
import { midGame } from '../tests/render/position.ts';
import type { Figures, Section } from './run.ts';
import { round, timeEach } from './stats.ts';

const median = (sorted: number[]): number => sorted[Math.floor(sorted.length / 2)]!;

/**
 * A recap as a hand-off sends it: the German player's, over the events after the Allied turn began in
 * the middle of a played game up to the next German phase (the Allied moves, battles and cards of that
 * turn), with the German view at its end.
 */
function recapInput(events: readonly GameEvent[]): LvRecapInput {
  let f: Folded = initialFolded(LV);
  const folded: Folded[] = [f];
  for (const e of events) folded.push((f = evolveFolded(LV, f, e)));
  const began = (i: number, side: string): boolean =>
    events[i]!.type === 'phase-began' && (events[i] as GameEvent & { side?: string }).side === side;
  let from = Math.floor(events.length / 2);
  while (from < events.length - 1 && !began(from, 'Allied')) from++;
  let to = from + 1;
  while (to < events.length - 1 && !(began(to, 'German') && to - from > 40)) to++;
  const viewer = { kind: 'side', side: 'German' } as const;
  const model = buildRecap(LV, lettowVorbeckPresentation, folded[from]!, events.slice(from, to), viewer);
  return { model, view: LV.view(folded[to]!.game, viewer) as LvView };
}

export const renderBench: Section = {
  name: 'render',
  async run(log) {
    const pos = await midGame();
    const view = pos.view({ kind: 'public' });
    const t0 = performance.now();
    renderMapPng(view); // first picture: builds and caches the static layer
    log(`static layer (once per process): ${round(performance.now() - t0, 0)} ms`);
    const N = 15;
    const render = median(timeEach(N, () => renderMapPng(view)));
    const drawOnly = median(timeEach(N, () => drawMap(view)));
    const blank = createCanvas(1700, 1100);
    const bctx = blank.getContext('2d');
    bctx.fillStyle = '#ffffff';
    bctx.fillRect(0, 0, 1700, 1100);
    const encode = median(timeEach(N, () => blank.toBuffer('image/png')));
    const bytes = renderMapPng(view).length;
    log(
      `public map, mid-game: ${round(render, 1)} ms median (draw ${round(drawOnly, 1)} ms + PNG encode); blank PNG encode ${round(encode, 1)} ms; ratio ${round(render / encode, 2)} (target <= 3)`,
    );
    log(`map PNG: ${bytes} bytes (target < 1.5 MB)`);
    pos.h.close();

    // A complete fuzzed game (random legal actions for both sides to the end of 1918 III, or an earlier
    // result), seen by the referee as once it has ended: one view per event, as /replay gif builds it.
    // The whole log: its set-up (playGame's onEvent gives the events after it), then the play.
    const events: GameEvent[] = [...setupEvents(LV, 'render-bench', {})];
    const game = playGame('render-bench', {}, { onEvent: (e) => events.push(e), replayChecks: 0 });
    const recap = recapInput(events);
    renderRecapPng(recap);
    const recapMs = median(timeEach(N, () => renderRecapPng(recap)));
    const moves = recap.model.facts.filter((f) => f.kind === 'move').length;
    log(
      `recap picture (German, events #${recap.model.from + 1}-#${recap.model.to}: ${recap.model.facts.length} facts, ${moves} moves): ${round(recapMs, 1)} ms median, ${round(recapMs / render, 2)} x the public map (target <= 1.5)`,
    );
    // What /replay gif viewer:all sends: each step's caption and the battle sheets between the frames,
    // drawn again at a smaller scale if over Discord's upload limit (captionedGif).
    const t1 = performance.now();
    let lastPct = -1;
    const out = await captionedGif({ module: LV, row: { id: 0 } }, events, { kind: 'referee' }, (done, total) => {
      const pct = Math.floor((done / total) * 4);
      if (pct !== lastPct) log(`  gif progress ${done}/${total}`);
      lastPct = pct;
    });
    const gifS = (performance.now() - t1) / 1000;
    log(
      `GIF of a complete fuzzed game as /replay gif sends it (${game.result.label}, ${events.length} events, referee view, captions and battle sheets): ${out.frames} frames, ${out.gif.length} bytes, ${round(gifS, 2)} s (target < 60 s)`,
    );
    const figures: Figures = {
      render_public_map_ms: round(render, 1),
      render_recap_ms: round(recapMs, 1),
      png_encode_blank_ms: round(encode, 1),
      map_png_bytes: bytes,
      gif_full_game_s: round(gifS, 2),
      gif_full_game_frames: out.frames,
      gif_full_game_bytes: out.gif.length,
    };
    return figures;
  },
};
