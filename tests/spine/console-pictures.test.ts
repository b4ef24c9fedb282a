// Pictures the console writes are named by database, game and event number, so two runs on different
// databases (in the same folder) never overwrite each other's pictures.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { GameService } from '../../src/app/service.ts';
import { runConsole } from '../../src/console/console.ts';
import { SqliteStore } from '../../src/store/sqlite-store.ts';
import { tempDbPath } from '../helpers/harness.ts';

const TRANSCRIPT = [
  'alice: /game new game:lettow-vorbeck setup:quick auto:false',
  'alice: /game join side:German',
  'bob: /game join side:Allied',
  'carol: /map',
  'alice: /card draw',
  'carol: /map',
].join('\n');

async function consoleRun(dbPath: string, seed: string, channel = 'console'): Promise<string[]> {
  const store = new SqliteStore(dbPath);
  const app = new GameService(store, { seed });
  const output = new PassThrough();
  let text = '';
  output.on('data', (d: Buffer) => (text += d.toString()));
  await runConsole({
    app,
    dbPath,
    input: Readable.from([`:channel ${channel}\n${TRANSCRIPT}`]),
    output,
    interactive: false,
  });
  store.db.close();
  return [...text.matchAll(/\[file\] (\S+)/g)].map((m) => m[1]!);
}

describe('console pictures', () => {
  it('two console runs on different databases never overwrite each other’s pictures; names carry db, game and event', async () => {
    const a = tempDbPath('first.db');
    const b = join(dirname(a), 'second.db');
    const filesA = await consoleRun(a, 'seed-a');
    const bytesA = filesA.map((f) => readFileSync(f));
    const filesB = await consoleRun(b, 'seed-b');
    expect(filesA.length).toBeGreaterThanOrEqual(2);
    expect(filesB.length).toBe(filesA.length);
    expect(new Set([...filesA, ...filesB]).size).toBe(filesA.length + filesB.length);
    for (const f of filesA) expect(f).toMatch(/images\/first-game1-e\d+-/);
    for (const f of filesB) expect(f).toMatch(/images\/second-game1-e\d+-/);
    // The first run's pictures are still there, byte for byte.
    filesA.forEach((f, i) => expect(readFileSync(f).equals(bytesA[i]!)).toBe(true));
    // A second run on the same database plays game 2 in another channel: new names again.
    const again = await consoleRun(a, 'seed-c', 'other');
    for (const f of again) expect(f).toMatch(/first-game2-e\d+-/);
    expect(again.every((f) => existsSync(f) && !filesA.includes(f))).toBe(true);
  });
});

describe('console files', () => {
  it('a command’s text names the file the console writes (/game export: the path to give npm run verify)', async () => {
    const dbPath = tempDbPath('exports.db');
    const store = new SqliteStore(dbPath);
    const app = new GameService(store, { seed: 'export-seed' });
    const output = new PassThrough();
    let text = '';
    output.on('data', (d: Buffer) => (text += d.toString()));
    const lines = [
      'alice: /game new game:hill-of-doves',
      'alice: /game join side:British',
      'alice: /game resign confirm:true',
      'alice: /game export',
    ].join('\n');
    await runConsole({ app, dbPath, input: Readable.from([`:channel console\n${lines}`]), output, interactive: false });
    store.db.close();
    const written = [...text.matchAll(/\[file\] (\S+\.json)/g)].map((m) => m[1]!);
    expect(written).toHaveLength(1);
    expect(existsSync(written[0]!)).toBe(true);
    const named = /npm run verify -- (\S+?)\.?\n/.exec(text)?.[1];
    expect(named).toBe(written[0]);
  });
});
