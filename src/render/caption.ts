// The caption band under a replay GIF's frames, and the battle sheets shown between them. A phone shows a
// GIF about 400 px wide: an 850-px frame is shrunk by about half, so the caption is drawn at 30 px (bold
// heading) and 26 px (lines), about 14 and 12 px on the phone. The band has a fixed height (every
// frame of a GIF has one size) and changes with the frame, so it costs little in the GIF's bytes.
import { createCanvas, loadImage, type Canvas } from 'canvas';

/** What a frame's band says: where the game stands, and what happened since the previous frame. */
export interface FrameCaption {
  heading: string;
  lines: readonly string[];
}

/** A picture shown after a step of the timeline (a battle's sheet), with its caption. */
export interface FrameInsert {
  /** The step (1 = the first event) after which it is shown. */
  step: number;
  png: Uint8Array;
  caption: FrameCaption;
}

/** How long a battle sheet stays on screen (ms): long enough to read its result. */
export const INSERT_DELAY = 3000;

export const CAPTION_FONT = { heading: 30, line: 26 } as const;
/** Log lines a band holds under its heading; more are cut to the latest ones. */
export const CAPTION_LINES = 2;
const PAD = 10;
const LEADING = 8;
export const CAPTION_BAND = PAD * 2 + CAPTION_FONT.heading + CAPTION_LINES * (CAPTION_FONT.line + LEADING);
const INK = '#f4efe0';
const BAND = '#1e1e1e';

/** `text` cut with an ellipsis to `width` pixels in the context's font. */
function fit(ctx: ReturnType<Canvas['getContext']>, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (ctx.measureText(`${text.slice(0, mid)}…`).width <= width) lo = mid;
    else hi = mid - 1;
  }
  return `${text.slice(0, lo)}…`;
}

/** Draws the band at `y` across the canvas's width. */
function drawBand(canvas: Canvas, y: number, caption: FrameCaption): void {
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = BAND;
  ctx.fillRect(0, y, canvas.width, CAPTION_BAND);
  ctx.fillStyle = INK;
  ctx.textBaseline = 'top';
  const width = canvas.width - PAD * 2;
  ctx.font = `bold ${CAPTION_FONT.heading}px sans-serif`;
  ctx.fillText(fit(ctx, caption.heading, width), PAD, y + PAD);
  ctx.font = `${CAPTION_FONT.line}px sans-serif`;
  caption.lines.slice(-CAPTION_LINES).forEach((line, i) => {
    ctx.fillText(
      fit(ctx, line, width),
      PAD,
      y + PAD + CAPTION_FONT.heading + LEADING + i * (CAPTION_FONT.line + LEADING),
    );
  });
}

/** The map with the caption band below it. */
export function withCaption(map: Canvas, caption: FrameCaption): Canvas {
  const c = createCanvas(map.width, map.height + CAPTION_BAND);
  c.getContext('2d').drawImage(map, 0, 0);
  drawBand(c, map.height, caption);
  return c;
}

/** A picture (a battle sheet) fitted into a frame of `width` x `height` map pixels on the band's colour, with the band below. */
export async function insertFrame(
  png: Uint8Array,
  width: number,
  height: number,
  caption: FrameCaption,
): Promise<Canvas> {
  const img = await loadImage(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
  const c = createCanvas(width, height + CAPTION_BAND);
  const ctx = c.getContext('2d');
  ctx.fillStyle = BAND;
  ctx.fillRect(0, 0, width, height);
  const k = Math.min(width / img.width, height / img.height);
  const w = Math.round(img.width * k);
  const h = Math.round(img.height * k);
  ctx.drawImage(img, Math.round((width - w) / 2), Math.round((height - h) / 2), w, h);
  drawBand(c, height, caption);
  return c;
}

/**
 * The log lines of the steps since the last frame drawn: a GIF skips steps that change nothing on the
 * map, and what they said is shown on the next frame drawn.
 */
export class CaptionRoll {
  private lines: string[] = [];
  constructor(private readonly captions: readonly FrameCaption[] | undefined) {}

  get on(): boolean {
    return this.captions !== undefined;
  }

  /** Step `step` (1-based) has been passed. */
  pass(step: number): void {
    const c = this.captions?.[step - 1];
    if (c) this.lines.push(...c.lines);
  }

  /** Whether lines wait for a frame. */
  get waiting(): boolean {
    return this.lines.length > 0;
  }

  /** The caption of a frame drawn at `step`, with the lines gathered since the previous frame. */
  take(step: number): FrameCaption {
    const heading = this.captions?.[step - 1]?.heading ?? '';
    const lines = this.lines;
    this.lines = [];
    return { heading, lines };
  }
}
