// PNG encoding for every picture the bot posts (maps, battle sheets). These pictures are flat colours
// on a textured paper: no row filter and zlib level 3 encode two to three times faster than node-canvas's
// defaults (level 6, every filter tried per row) and give a smaller file, with the very same pixels
// (PNG is lossless). Encoding was most of a map's cost (a Lettow-Vorbeck map: about 9 ms to draw, 85 ms
// to encode with the defaults, 28 ms so; 703 KB then, 632 KB now), and every byte is also copied and
// uploaded by the bot's main thread (issue #13).
import { Canvas } from 'canvas';

export function encodePng(c: Canvas): Buffer {
  return c.toBuffer('image/png', { compressionLevel: 3, filters: Canvas.PNG_FILTER_NONE });
}
