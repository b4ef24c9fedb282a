// A worker's result goes back to the main thread with its PNG/GIF bytes moved, not copied (the
// main thread's cost per picture): src/render/pool-worker.ts `movable`.
import { Piscina } from 'piscina';
import { describe, expect, it } from 'vitest';
import { movable } from '../../src/render/pool-worker.ts';

type Moved = { [k: symbol]: unknown };
const transferOf = (m: unknown): unknown[] => (m as Moved)[Piscina.transferableSymbol] as unknown[];
const valueOf = (m: unknown): unknown => (m as Moved)[Piscina.valueSymbol];

describe('render pool transfer', () => {
  it('moves a PNG that owns its ArrayBuffer (no copy) and every buffer nested in a result', () => {
    const png = Buffer.alloc(100_000, 7); // large: its own ArrayBuffer, as node-canvas returns one
    const moved = movable(png);
    expect(transferOf(moved)).toEqual([png.buffer]);
    expect(valueOf(moved)).toBe(png);
    const gif = Buffer.alloc(50_000, 1);
    const files = movable([
      { battle: 1, data: png },
      { battle: 2, data: gif },
    ]);
    expect(transferOf(files)).toEqual([png.buffer, gif.buffer]);
    const timeline = movable({ gif, frames: 3 });
    expect((valueOf(timeline) as { gif: Uint8Array; frames: number }).frames).toBe(3);
    expect(transferOf(timeline)).toEqual([gif.buffer]);
  });

  it('copies a small Buffer out of Node’s shared pool instead of detaching the pool', () => {
    const small = Buffer.from('tiny'); // lives in the shared 8 KB pool
    const moved = movable(small);
    const [buf] = transferOf(moved) as ArrayBuffer[];
    expect(buf).not.toBe(small.buffer);
    expect(buf!.byteLength).toBe(4);
    expect(Buffer.from(valueOf(moved) as Uint8Array).toString()).toBe('tiny');
  });

  it('leaves a result without bytes as it is', () => {
    expect(movable({ n: 1 })).toEqual({ n: 1 });
  });
});
