// Types for gifenc 1.0.3 (pure-JS GIF encoder, MIT; no bundled types). Only what src/render/gif.ts uses.
declare module 'gifenc' {
  export type Palette = number[][];
  export type QuantizeFormat = 'rgb565' | 'rgb444' | 'rgba4444';
  export interface QuantizeOptions {
    format?: QuantizeFormat;
    oneBitAlpha?: boolean | number;
    clearAlpha?: boolean;
    clearAlphaThreshold?: number;
    clearAlphaColor?: number;
  }
  export interface FrameOptions {
    palette?: Palette;
    first?: boolean;
    transparent?: boolean;
    transparentIndex?: number;
    /** Milliseconds. */
    delay?: number;
    /** 0 = loop forever, -1 = once. */
    repeat?: number;
    dispose?: number;
  }
  export interface Encoder {
    writeFrame(index: Uint8Array, width: number, height: number, opts?: FrameOptions): void;
    finish(): void;
    bytes(): Uint8Array;
    bytesView(): Uint8Array;
    reset(): void;
  }
  export interface GifencModule {
    GIFEncoder(opts?: { auto?: boolean; initialCapacity?: number }): Encoder;
    quantize(rgba: Uint8Array | Uint8ClampedArray, maxColors: number, options?: QuantizeOptions): Palette;
    applyPalette(rgba: Uint8Array | Uint8ClampedArray, palette: Palette, format?: QuantizeFormat): Uint8Array;
  }
  export const GIFEncoder: GifencModule['GIFEncoder'];
  export const quantize: GifencModule['quantize'];
  export const applyPalette: GifencModule['applyPalette'];
  const gifenc: GifencModule;
  export default gifenc;
}
