// How outputs look in the console: one block per output, tagged with its audience; image files
// are written under the data folder and their paths printed. A file is named by its database, game
// and event number (`<db>-game<id>-e<seq>-<name>`), and never overwrites a different picture.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import type { Output } from '../app/outputs.ts';

const MAX_BUTTONS = 8;

export function audienceTag(o: Output): string {
  switch (o.audience.kind) {
    case 'public':
      return '[public]';
    case 'dm':
      return `[dm ${o.audience.user}]`;
    case 'ephemeral':
      return `[ephemeral ${o.audience.user}]`;
  }
}

/** Where the console writes a command's files: the folder, the database's name and the game's place. */
export interface PictureTarget {
  dir: string;
  /** The database file's name without extension (`memory` for :memory:). */
  db: string;
  /** The channel's game and its event count after the command, or null outside any game. */
  game: { id: number; seq: number } | null;
}

export const dbTag = (dbPath: string): string =>
  dbPath === ':memory:' ? 'memory' : basename(dbPath, extname(dbPath)).replace(/[^A-Za-z0-9_.-]+/g, '-');

/** The path for a file: named by database, game and event; a different picture already there keeps its name. */
export function picturePath(t: PictureTarget, name: string, data: Buffer): string {
  const where = t.game ? `game${t.game.id}-e${t.game.seq}` : 'no-game';
  const ext = extname(name);
  const stem = `${t.db}-${where}-${basename(name, ext)}`;
  for (let i = 1; ; i++) {
    const path = join(t.dir, `${stem}${i === 1 ? '' : `-${i}`}${ext}`);
    if (!existsSync(path) || readFileSync(path).equals(data)) return path;
  }
}

export function formatOutput(o: Output, target: PictureTarget): string {
  // The console writes files under its own names (by database, game and event): a text naming a file
  // (/game export's "npm run verify -- <file>") names the one written.
  const written = (o.files ?? []).map((f) => {
    mkdirSync(target.dir, { recursive: true });
    const path = picturePath(target, f.name, f.data); // written at once: a second file of the name gets -2
    writeFileSync(path, f.data);
    return { f, path };
  });
  const text = written.reduce((t, w) => t.split(w.f.name).join(w.path), o.text);
  const lines = text.split('\n');
  const out = [`${audienceTag(o)} ${lines[0] ?? ''}`, ...lines.slice(1).map((l) => `  ${l}`)];
  if (o.mentions?.length) out.push(`  (pings ${o.mentions.join(', ')})`);
  // Long decision lists (a game may offer 50) are cut short: /help and the game's own commands list them all.
  // The page buttons of a long list are always shown; the count says how many choices of this page are left out.
  const choices = (o.buttons ?? []).filter((b) => !b.page);
  const pages = (o.buttons ?? []).filter((b) => b.page);
  for (const b of choices.slice(0, MAX_BUTTONS)) out.push(`  [button] ${b.label} → ${b.command}`);
  if (choices.length > MAX_BUTTONS)
    out.push(
      `  [buttons] … ${choices.length - MAX_BUTTONS} more choices${pages.length ? ' on this page' : ''} (/help lists every choice)`,
    );
  for (const b of pages) out.push(`  [button] ${b.label} → ${b.command}`);
  for (const { f, path } of written) {
    out.push(`  [file] ${path}`);
    // The picture's alt text, as Discord shows it to a screen reader.
    if (f.description) out.push(`  [alt] ${f.description}`);
  }
  return out.join('\n');
}
