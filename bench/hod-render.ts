// Hill of Doves render figures: the median time to draw and encode the public sheet of a fixed
// sandbox position (render_hod_map_ms; the static layer is cached once per process), the PNG's size,
// the median time of a battle picture (render_hod_battle_ms), and the time /replay gif takes for a
// whole campaign (hod_gif_full_campaign_s: fold the log into British views with their captions, draw
// one frame per segment and the battle sheets between them, encode), for the longest of a few expert-bot campaigns (the limit: under 60 s).
import { createCanvas } from 'canvas';
import { hodPicturesAfter } from '../src/games/hill-of-doves/presentation/pictures.ts';
import { captionedGif } from '../src/app/replay-gif.ts';
import { decideFolded, evolveFolded, fold, setupEvents, type Folded } from '../src/engine/kernel.ts';
import type { AnyGameModule, GameEvent } from '../src/engine/types.ts';
import { hillOfDoves } from '../src/games/hill-of-doves/index.ts';
import { expertPlayer } from '../src/games/hill-of-doves/workloads/players.ts';
import seedrandom from 'seedrandom';
import { drawHodSheet, encodePng, renderHodMapPng } from '../src/games/hill-of-doves/render/sheet.ts';
import { hodMidGame } from '../tests/render/hod-position.ts';
import type { Figures, Section } from './run.ts';
import { round, timeEach } from './stats.ts';

const median = (sorted: number[]): number => sorted[Math.floor(sorted.length / 2)]!;

const HOD: AnyGameModule = hillOfDoves;

/** One expert-bot campaign to its end: its log and how many days it lasted. */
function campaign(seed: string): { log: GameEvent[]; days: number } {
  const rand = seedrandom(`player:${seed}`);
  const log: GameEvent[] = setupEvents(HOD, seed, {});
  let f: Folded = fold(HOD, log);
  for (let k = 0; k < 20000 && HOD.result(f.game) === null; k++) {
    const action = expertPlayer(f.game as never, HOD.actions(f.game, 'British'), (n) => Math.floor(rand() * n));
    for (const e of decideFolded(HOD, f, seed, 'British', action)) {
      f = evolveFolded(HOD, f, e);
      log.push(e);
    }
  }
  const s = f.game as { week: number; day: number };
  return { log, days: (s.week - 1) * 7 + s.day };
}

/** The longest of a few campaigns (seeds fixed): a whole war, or as near as the bot gets. */
function longestCampaign(): { log: GameEvent[]; days: number } {
  let best = campaign('gif-bench-1');
  for (let k = 2; k <= 6 && best.days < 56; k++) {
    const c = campaign(`gif-bench-${k}`);
    if (c.days > best.days) best = c;
  }
  return best;
}

/** /replay gif of a finished campaign as the command sends it: every step's British view with its caption,
 *  the battle sheets between the frames (captionedGif). */
async function campaignGif(log: readonly GameEvent[]): Promise<{ seconds: number; frames: number; bytes: number }> {
  const t0 = performance.now();
  const out = await captionedGif({ module: HOD, row: { id: 0 } }, log, { kind: 'side', side: 'British' });
  return { seconds: (performance.now() - t0) / 1000, frames: out.frames, bytes: out.gif.length };
}

export const hodRenderBench: Section = {
  name: 'hod-render',
  async run(log) {
    const pos = await hodMidGame();
    const view = pos.view({ kind: 'public' });
    const t0 = performance.now();
    renderHodMapPng(view); // first picture: builds and caches the static layer
    log(`static layer (once per process): ${round(performance.now() - t0, 0)} ms`);
    const N = 15;
    const render = median(timeEach(N, () => renderHodMapPng(view)));
    const drawOnly = median(timeEach(N, () => drawHodSheet(view)));
    const bytes = renderHodMapPng(view).length;
    const blank = createCanvas(1700, 1100);
    const bctx = blank.getContext('2d');
    bctx.fillStyle = '#ffffff';
    bctx.fillRect(0, 0, 1700, 1100);
    const encode = median(timeEach(N, () => encodePng(blank)));
    log(`blank 1700 x 1100 PNG, same encoder settings: ${round(encode, 1)} ms`);
    const events = pos.log();
    const battle = median(timeEach(N, () => hodPicturesAfter(events, events.length)));
    log(
      `Hill of Doves public sheet: ${round(render, 1)} ms median (draw ${round(drawOnly, 1)} ms + PNG encode), ${bytes} bytes`,
    );
    log(`Hill of Doves battle picture: ${round(battle, 1)} ms median`);
    pos.h.close();
    const war = longestCampaign();
    const gif = await campaignGif(war.log);
    log(
      `Hill of Doves /replay gif of a whole campaign (${war.days} days, ${war.log.length} steps): ${round(gif.seconds, 1)} s, ${gif.frames} frames, ${gif.bytes} bytes`,
    );
    const figures: Figures = {
      hod_gif_full_campaign_s: round(gif.seconds, 1),
      hod_gif_full_campaign_frames: gif.frames,
      hod_gif_full_campaign_bytes: gif.bytes,
      render_hod_map_ms: round(render, 1),
      render_hod_map_draw_ms: round(drawOnly, 1),
      hod_map_png_bytes: bytes,
      png_encode_blank_hod_ms: round(encode, 1),
      render_hod_battle_ms: round(battle, 1),
    };
    return figures;
  },
};
