// PNG encoding for every picture the bot posts (maps, battle sheets), and the canvas they are drawn on.
//
// Encoding: these pictures are flat colours on a textured paper, so no row filter and zlib level 3
// encode two to three times faster than node-canvas's defaults (level 6, every filter tried per row)
// and give a smaller file, with the very same pixels (PNG is lossless).
//
// The canvas (measured with `npm run load`, docs/measurements.md): every posted picture covers its whole
// surface first (sea, paper), so it is drawn on an opaque canvas (RGB24) and encoded as an RGB PNG. With an
// alpha channel node-canvas divides every channel of every pixel by its alpha before deflating (a
// 1700 x 1100 map: 26 ms to encode, 15 ms opaque, 632 KB against 590 KB, the same pixels). And a
// render thread keeps its canvas of each size for the next picture (`paintPng`): a new 1700 x 1100
// canvas is 7.5 MB of fresh memory that the kernel zeroes page by page as it is first drawn on, and in
// a worker thread glibc hands each one fresh from the kernel (in a burst of 50 maps the two render
// threads spent more time in page faults than in drawing, and drew no faster than the main thread).
import { Canvas, createCanvas, type CanvasRenderingContext2D } from 'canvas';

export function encodePng(c: Canvas): Buffer {
  return c.toBuffer('image/png', { compressionLevel: 3, filters: Canvas.PNG_FILTER_NONE });
}

/** Kept canvases by size ("WxH"), oldest first; a few sizes (battle sheets grow with their rows). */
const kept = new Map<string, Canvas>();
const KEEP_SIZES = 4;

function keptCanvas(width: number, height: number): Canvas {
  const key = `${width}x${height}`;
  const hit = kept.get(key);
  if (hit) {
    kept.delete(key); // most recently used last
    kept.set(key, hit);
    return hit;
  }
  const canvas = createCanvas(width, height);
  canvas.getContext('2d', { pixelFormat: 'RGB24' }); // no alpha channel: the picture covers it whole
  kept.set(key, canvas);
  if (kept.size > KEEP_SIZES) kept.delete(kept.keys().next().value!);
  return canvas;
}

/**
 * The PNG of what `draw` paints on an opaque canvas of this size, which this thread keeps for its
 * next picture of the same size. The canvas is handed over as a new one would be (black, no path,
 * the default drawing state) and encoded before this returns, so no picture sees another's pixels.
 * Synchronous: a thread (or the main thread, RENDER_THREADS=0) paints one picture at a time.
 */
export function paintPng(width: number, height: number, draw: (ctx: CanvasRenderingContext2D) => void): Buffer {
  const canvas = keptCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.save(); // the default state stays below, untouched
  try {
    ctx.clearRect(0, 0, width, height);
    ctx.beginPath();
    draw(ctx);
    return encodePng(canvas);
  } finally {
    // Back to the default state even after a save() that `draw` left unmatched: node-canvas's
    // restore() does nothing once only the bottom state is left, so restoring too often is harmless.
    for (let i = 0; i < MAX_SAVE_DEPTH; i++) ctx.restore();
  }
}

/** Deeper than any nesting of save() in the drawing code. */
const MAX_SAVE_DEPTH = 32;
