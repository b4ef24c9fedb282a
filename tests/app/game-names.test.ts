// A game is one folder (src/games/<game>/): outside it, only the registry names it. No shared file —
// the app, the engine, the store, the shared renderer, the Discord adapter, the console, the shared
// commands, src/main.ts and scripts/, every file of them — holds a registered game's id, its title (or
// the short title before its colon), or one of its own commands written as a slash command ("/hod"):
// not in code, not in a message, not in a comment. src/app/registry.ts, which lists the games, is the
// one exception.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAMES, presentationOf } from '../../src/app/registry.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const SHARED = [
  'src/app',
  'src/engine',
  'src/store',
  'src/render',
  'src/discord',
  'src/console',
  'commands',
  'scripts',
];
const EXCEPTIONS = new Set(['src/app/registry.ts']);

function files(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) return files(path);
    return /\.(ts|mts|mjs|cjs|js|sh)$/.test(name) ? [path] : [];
  });
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What names one game: its id, title and short title, and its commands as "/name" (not "/name-more"). */
function namesOf(g: (typeof GAMES)[number]): RegExp {
  const words = [g.id, g.module.title, g.module.title.split(':')[0]!.trim()].map(escape);
  const commands = g.commands.map((c) => `/${escape(c.data.name)}(?![\\w-])`);
  return new RegExp([...words, ...commands].join('|'));
}

describe('a game is named by the registry alone', () => {
  const scanned = [...SHARED.flatMap(files), 'src/main.ts'];

  it('scans every shared file, in every folder below them', () => {
    expect(scanned.length).toBeGreaterThan(90);
    for (const f of [
      'src/app/service.ts',
      'src/render/pool.ts',
      'src/app/verify/game-commands.ts',
      'scripts/build.mjs',
    ])
      expect(scanned).toContain(f);
    expect(GAMES.map((g) => g.id)).toEqual(expect.arrayContaining(['lettow-vorbeck', 'hill-of-doves']));
  });

  it('no shared file but the registry holds a game’s id, title or one of its commands (the grep)', () => {
    const naming = scanned
      .filter((f) => !EXCEPTIONS.has(f))
      .flatMap((f) =>
        readFileSync(join(ROOT, f), 'utf8')
          .split('\n')
          .flatMap((line, i) => {
            const game = GAMES.find((g) => namesOf(g).test(line));
            return game ? [`${f}:${i + 1} (${game.id}): ${line.trim()}`] : [];
          }),
      );
    expect(naming).toEqual([]);
  });

  it('the guard itself: an id, a title, a short title and a command are caught; a longer name is not', () => {
    const lv = GAMES.find((g) => g.id === 'lettow-vorbeck')!;
    const hod = GAMES.find((g) => g.id === 'hill-of-doves')!;
    expect(namesOf(lv).test('see src/games/lettow-vorbeck/')).toBe(true);
    expect(namesOf(lv).test('Lettow-Vorbeck maps')).toBe(true);
    expect(namesOf(lv).test('then /phase end')).toBe(true);
    expect(namesOf(hod).test('Hill of Doves laagers')).toBe(true);
    expect(namesOf(hod).test('/hod options')).toBe(true);
    expect(namesOf(hod).test('/hodge, /commanders')).toBe(false);
  });

  it('each registered game has a presentation under its own id', () => {
    for (const g of GAMES) expect(presentationOf(g.id)?.id).toBe(g.id);
  });
});
