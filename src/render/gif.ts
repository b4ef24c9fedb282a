// Animated GIF from canvases (gifenc, pure JS). One global 256-colour palette, taken from the first
// frame and a swatch of the game's key colours (its counters), is applied to all frames: quantizing once keeps a long
// game fast, and the map's colours barely change from frame to frame. Identical consecutive frames are
// merged into one longer frame.
import { createCanvas, type Canvas } from 'canvas';
import * as gifencNs from 'gifenc';
import type { Encoder, GifencModule, Palette } from 'gifenc';
import type { FrameCaption, FrameInsert } from './caption.ts';

// gifenc is CommonJS for Node (everything on the default export) and ESM for bundlers such as vite
// (named exports, default = GIFEncoder): take the functions from whichever shape we were given.
const ns = gifencNs as unknown as Partial<GifencModule> & { default?: Partial<GifencModule> };
const gifenc: GifencModule = (typeof ns.GIFEncoder === 'function' ? ns : ns.default) as GifencModule;
const { GIFEncoder, quantize, applyPalette } = gifenc;

const resampled = new WeakMap<Canvas, Map<number, Canvas>>();

/**
 * A game's static layer at a frame's scale (timeline frames are drawn at 0.5), resampled once per
 * thread and not per frame. The same pixels: copied unscaled onto a new canvas, it is exactly what
 * drawing the layer scaled there would give.
 */
export function scaledOnce(layer: Canvas, scale: number): Canvas {
  let byScale = resampled.get(layer);
  if (!byScale) resampled.set(layer, (byScale = new Map()));
  const hit = byScale.get(scale);
  if (hit) return hit;
  const c = createCanvas(Math.round(layer.width * scale), Math.round(layer.height * scale));
  const ctx = c.getContext('2d');
  ctx.scale(scale, scale);
  ctx.drawImage(layer, 0, 0);
  byScale.set(scale, c);
  return c;
}

/** A timeline's progress: steps drawn so far, of the total. */
export type Progress = (done: number, total: number) => void;

export interface GifOptions {
  /** Frame scale (default 0.5: 850 x 550). */
  scale?: number;
  /** Milliseconds per step (default 450). */
  delay?: number;
  /** Pause on the last frame (default 3000 ms). */
  hold?: number;
  progress?: Progress;
  /** Each step's caption (index 0 = step 1): frames then carry a caption band (caption.ts). */
  captions?: readonly FrameCaption[];
  /** Pictures shown after steps (battle sheets), in step order; only with captions. */
  inserts?: readonly FrameInsert[];
}

export interface TimelineGif {
  gif: Buffer;
  steps: number;
  frames: number;
}

function swatch(width: number, colours: readonly string[]): Uint8ClampedArray {
  const rows = 8;
  const c = createCanvas(width, rows * colours.length);
  const ctx = c.getContext('2d');
  colours.forEach((col, i) => {
    ctx.fillStyle = col;
    ctx.fillRect(0, i * rows, width, rows);
  });
  return ctx.getImageData(0, 0, width, rows * colours.length).data;
}

const TRANSPARENT = 255;

export class GifBuilder {
  private readonly encoder: Encoder = GIFEncoder();
  private palette: Palette | null = null;
  private pending: { rgba: Uint8ClampedArray; delay: number } | null = null;
  /** The pixels of the last frame written: later frames only carry the pixels that changed. */
  private previous: Uint8ClampedArray | null = null;
  private written = 0;

  /** `keyColours`: colours that must survive quantization even if the first frame lacks them (the game's counters; none by default). */
  constructor(
    readonly width: number,
    readonly height: number,
    private readonly keyColours: readonly string[] = [],
  ) {}

  /** Adds a frame shown for `delay` ms; a frame identical to the previous one only lengthens it. */
  add(canvas: Canvas, delay: number): void {
    if (canvas.width !== this.width || canvas.height !== this.height)
      throw new Error(`GIF frame must be ${this.width}x${this.height}`);
    const rgba = canvas.getContext('2d').getImageData(0, 0, this.width, this.height).data;
    if (this.pending && Buffer.compare(Buffer.from(this.pending.rgba.buffer), Buffer.from(rgba.buffer)) === 0) {
      this.pending.delay += delay;
      return;
    }
    this.flush();
    this.pending = { rgba, delay };
  }

  /** Frames written so far (after merging duplicates). */
  get frames(): number {
    return this.written + (this.pending ? 1 : 0);
  }

  /** Lengthens the last frame (e.g. to pause on the final position). */
  hold(ms: number): void {
    if (this.pending) this.pending.delay += ms;
  }

  private flush(): void {
    const f = this.pending;
    if (!f) return;
    if (!this.palette) {
      const sw = this.keyColours.length > 0 ? swatch(this.width, this.keyColours) : new Uint8ClampedArray(0);
      const joined = new Uint8ClampedArray(f.rgba.length + sw.length);
      joined.set(f.rgba);
      joined.set(sw, f.rgba.length);
      // 255 colours and one transparent index (255) for "unchanged since the last frame".
      this.palette = [...quantize(joined, 255), [255, 0, 255]];
    }
    const prev = this.previous;
    let index: Uint8Array;
    if (!prev) index = applyPalette(f.rgba, this.palette);
    else {
      // Pixels equal to the previous frame become transparent: long runs of one index compress well.
      // Only the changed pixels are mapped to the palette (the same mapping, on a compact copy): a
      // frame that changes a few counters costs a few counters, not the whole sheet.
      const a = new Uint32Array(f.rgba.buffer, f.rgba.byteOffset, f.rgba.length / 4);
      const b = new Uint32Array(prev.buffer, prev.byteOffset, prev.length / 4);
      index = new Uint8Array(a.length).fill(TRANSPARENT);
      const changed: number[] = [];
      for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) changed.push(i);
      if (changed.length > 0) {
        const compact = new Uint32Array(changed.length);
        for (let k = 0; k < changed.length; k++) compact[k] = a[changed[k]!]!;
        const mapped = applyPalette(new Uint8ClampedArray(compact.buffer), this.palette);
        for (let k = 0; k < changed.length; k++) index[changed[k]!] = mapped[k]!;
      }
    }
    this.encoder.writeFrame(index, this.width, this.height, {
      palette: this.palette,
      delay: f.delay,
      repeat: 0,
      first: this.written === 0,
      ...(prev ? { transparent: true, transparentIndex: TRANSPARENT, dispose: 1 } : {}),
    });
    this.previous = f.rgba;
    this.written++;
    this.pending = null;
  }

  finish(): Buffer {
    this.flush();
    this.encoder.finish();
    return Buffer.from(this.encoder.bytes());
  }
}
