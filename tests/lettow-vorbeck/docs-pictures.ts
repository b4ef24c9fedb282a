// npm run docs:pictures: redraws the two example pictures of docs/playing-lettow-vorbeck.md
// (docs/public-map.png, docs/side-view.png) from the mid-game position the render tests use, so the docs show what the bot
// draws today. Run it after a change to the map renderer.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderMapPng } from '../../src/games/lettow-vorbeck/render/lv-map.ts';
import { midGame } from '../render/position.ts';

const pos = await midGame();
const docs = join(import.meta.dirname, '..', '..', 'docs');
writeFileSync(join(docs, 'public-map.png'), renderMapPng(pos.view({ kind: 'public' })));
writeFileSync(join(docs, 'side-view.png'), renderMapPng(pos.view({ kind: 'side', side: 'German' })));
pos.h.close();
console.log('docs/public-map.png and docs/side-view.png redrawn from the mid-game position.');
