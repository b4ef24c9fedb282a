// Pixel helpers for the render tests: read a picture, count "ink", compare with a reference image.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createCanvas, loadImage, type Canvas } from 'canvas';

export interface Pixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

export function pixelsOf(canvas: Canvas): Pixels {
  const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  return { width: canvas.width, height: canvas.height, data };
}

export async function pixelsOfPng(png: Buffer): Promise<Pixels> {
  const img = await loadImage(png);
  const c = createCanvas(img.width, img.height);
  c.getContext('2d').drawImage(img, 0, 0);
  return pixelsOf(c);
}

export function rgbAt(p: Pixels, x: number, y: number): [number, number, number] {
  const i = (Math.round(y) * p.width + Math.round(x)) * 4;
  return [p.data[i]!, p.data[i + 1]!, p.data[i + 2]!];
}

export const hex = (h: string): [number, number, number] => [
  parseInt(h.slice(1, 3), 16),
  parseInt(h.slice(3, 5), 16),
  parseInt(h.slice(5, 7), 16),
];
export const near = (a: readonly number[], b: readonly number[], tol = 12): boolean =>
  a.every((v, i) => Math.abs(v - b[i]!) <= tol);

/** Dark "ink" pixels (strength digits, type symbols) in a rectangle: every channel below 70. */
export function inkIn(p: Pixels, x: number, y: number, w: number, h: number): number {
  let n = 0;
  for (let j = Math.round(y); j < Math.round(y + h); j++) {
    for (let i = Math.round(x); i < Math.round(x + w); i++) {
      const [r, g, b] = rgbAt(p, i, j);
      if (r < 70 && g < 70 && b < 70) n++;
    }
  }
  return n;
}

/** Share of pixels of a rectangle within `tol` of a colour. */
export function shareOf(
  p: Pixels,
  colour: readonly number[],
  x: number,
  y: number,
  w: number,
  h: number,
  tol = 10,
): number {
  let n = 0;
  let all = 0;
  for (let j = Math.round(y); j < Math.round(y + h); j++) {
    for (let i = Math.round(x); i < Math.round(x + w); i++) {
      all++;
      if (near(rgbAt(p, i, j), colour, tol)) n++;
    }
  }
  return n / all;
}

export interface Diff {
  differing: number;
  share: number;
}

/** Pixels whose channels differ by more than `tol` from the reference. */
export function diff(a: Pixels, b: Pixels, tol = 40): Diff {
  if (a.width !== b.width || a.height !== b.height) return { differing: a.width * a.height, share: 1 };
  let n = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    if (
      Math.abs(a.data[i]! - b.data[i]!) > tol ||
      Math.abs(a.data[i + 1]! - b.data[i + 1]!) > tol ||
      Math.abs(a.data[i + 2]! - b.data[i + 2]!) > tol
    )
      n++;
  }
  return { differing: n, share: n / (a.width * a.height) };
}

/**
 * Compares a picture with the committed reference (tests/render/reference/<name>.png). A missing
 * reference fails: only UPDATE_REFERENCE=1 (re)writes the references, and then reports no difference.
 */
export async function compareWithReference(
  png: Buffer,
  file: string,
  mayWrite = true,
): Promise<Diff & { written: boolean }> {
  if (mayWrite && process.env['UPDATE_REFERENCE'] === '1') {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, png);
    return { differing: 0, share: 0, written: true };
  }
  if (!existsSync(file))
    throw new Error(
      `The reference picture ${file} is missing: to write it, run UPDATE_REFERENCE=1 npx vitest run tests/render`,
    );
  const [a, b] = await Promise.all([pixelsOfPng(png), pixelsOfPng(readFileSync(file))]);
  return { ...diff(a, b), written: false };
}
