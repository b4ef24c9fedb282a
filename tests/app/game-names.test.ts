// A game brings its own presentation (docs/decisions/a-game-brings-its-presentation.md): outside src/games,
// only the registry names a game. The app, the commands, the Discord adapter and the shared renderer
// (src/render/*.ts) hold no game id — no comparison with one, no import from a game's folder — and reach a game
// through its presentation.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_IDS, presentationOf } from '../../src/app/registry.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const EXCEPTIONS = new Set(['src/app/registry.ts']);

function files(dir: string, deep: boolean): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) return deep ? files(path, deep) : [];
    return /\.(ts|mjs)$/.test(name) ? [path] : [];
  });
}

describe('the games are named by the registry alone', () => {
  it('no file of src/app, src/discord, commands or src/render/*.ts names a game id (the Done-when grep)', () => {
    const scanned = [
      ...files('src/app', true),
      ...files('src/discord', true),
      ...files('commands', true),
      ...files('src/render', false),
    ];
    expect(scanned.length).toBeGreaterThan(40);
    const naming = scanned
      .filter((f) => !EXCEPTIONS.has(f))
      .flatMap((f) =>
        readFileSync(join(ROOT, f), 'utf8')
          .split('\n')
          .flatMap((line, i) => (GAME_IDS.some((id) => line.includes(id)) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(naming).toEqual([]);
  });

  it('each registered game has a presentation under its own id', () => {
    for (const id of GAME_IDS) expect(presentationOf(id)?.id).toBe(id);
  });
});
