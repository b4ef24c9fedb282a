// A small GIF decoder for the render tests: every frame of a GIF as the full picture a viewer sees at
// that moment (frames drawn over the previous ones, transparent pixels left as they were), with its delay.
import type { Pixels } from './pixels.ts';

export interface GifFrame extends Pixels {
  delay: number;
}

function lzw(data: Uint8Array, minSize: number, count: number): Uint8Array {
  const out = new Uint8Array(count);
  const clear = 1 << minSize;
  const end = clear + 1;
  let size = minSize + 1;
  let prefix: number[] = [];
  let suffix: number[] = [];
  const reset = (): void => {
    prefix = [];
    suffix = [];
    for (let i = 0; i < clear; i++) {
      prefix[i] = -1;
      suffix[i] = i;
    }
    prefix[clear] = prefix[end] = -1;
    size = minSize + 1;
  };
  reset();
  let next = end + 1;
  let prev = -1;
  let bits = 0;
  let acc = 0;
  let o = 0;
  const first = (c: number): number => {
    while (prefix[c]! >= 0) c = prefix[c]!;
    return suffix[c]!;
  };
  const emit = (c: number): void => {
    const stack: number[] = [];
    while (c >= 0) {
      stack.push(suffix[c]!);
      c = prefix[c]!;
    }
    for (let i = stack.length - 1; i >= 0 && o < count; i--) out[o++] = stack[i]!;
  };
  for (const byte of data) {
    acc |= byte << bits;
    bits += 8;
    while (bits >= size) {
      const code = acc & ((1 << size) - 1);
      acc >>= size;
      bits -= size;
      if (code === clear) {
        reset();
        next = end + 1;
        prev = -1;
        continue;
      }
      if (code === end) return out;
      if (prev < 0) {
        emit(code);
        prev = code;
        continue;
      }
      if (code < next) {
        emit(code);
        prefix[next] = prev;
        suffix[next] = first(code);
      } else {
        prefix[next] = prev;
        suffix[next] = first(prev);
        emit(next);
      }
      next++;
      if (next === 1 << size && size < 12) size++;
      prev = code;
    }
  }
  return out;
}

export function gifFrames(gif: Buffer): GifFrame[] {
  let p = 6;
  const u16 = (at: number): number => gif[at]! | (gif[at + 1]! << 8);
  const width = u16(p);
  const height = u16(p + 2);
  const packed = gif[p + 4]!;
  p += 7;
  let global: Uint8Array | null = null;
  if (packed & 0x80) {
    const n = 3 * (1 << ((packed & 7) + 1));
    global = gif.subarray(p, p + n);
    p += n;
  }
  const screen = new Uint8ClampedArray(width * height * 4);
  const frames: GifFrame[] = [];
  let delay = 0;
  let transparent = -1;
  const blocks = (): Uint8Array => {
    const parts: Buffer[] = [];
    while (gif[p]! > 0) {
      parts.push(gif.subarray(p + 1, p + 1 + gif[p]!));
      p += gif[p]! + 1;
    }
    p++;
    return Buffer.concat(parts);
  };
  while (p < gif.length) {
    const b = gif[p++]!;
    if (b === 0x3b) break;
    if (b === 0x21) {
      const label = gif[p++]!;
      if (label === 0xf9) {
        const d = blocks();
        delay = (d[1]! | (d[2]! << 8)) * 10;
        transparent = d[0]! & 1 ? d[3]! : -1;
      } else blocks();
      continue;
    }
    if (b !== 0x2c) throw new Error(`GIF: unexpected block 0x${b.toString(16)} at ${p - 1}`);
    const [left, top, w, h] = [u16(p), u16(p + 2), u16(p + 4), u16(p + 6)];
    const fp = gif[p + 8]!;
    p += 9;
    let palette = global;
    if (fp & 0x80) {
      const n = 3 * (1 << ((fp & 7) + 1));
      palette = gif.subarray(p, p + n);
      p += n;
    }
    const min = gif[p++]!;
    const index = lzw(blocks(), min, w * h);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const k = index[y * w + x]!;
        if (k === transparent) continue;
        const at = ((top + y) * width + left + x) * 4;
        screen[at] = palette![k * 3]!;
        screen[at + 1] = palette![k * 3 + 1]!;
        screen[at + 2] = palette![k * 3 + 2]!;
        screen[at + 3] = 255;
      }
    frames.push({ width, height, data: screen.slice(), delay });
    transparent = -1;
  }
  return frames;
}
