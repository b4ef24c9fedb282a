// Transcripts through the real program as a separate process — what `npm start` runs, the built
// dist/main.js (tests/helpers/dist.ts) — on real SQLite files: the same --seed gives the same outputs,
// and a restart carries on exactly.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SPACES } from '../../src/games/lettow-vorbeck/data/map.ts';
import { QUICK_START } from '../../src/games/lettow-vorbeck/data/setup.ts';
import { spawnMain } from '../helpers/dist.ts';
import { tempDbPath } from '../helpers/harness.ts';

const root = join(import.meta.dirname, '..', '..');
const transcript = (name: string) => readFileSync(join(root, 'tests', 'transcripts', name), 'utf8');

function console_(input: string, args: string[]): string {
  const r = spawnMain(args, {
    input,
    env: { ...process.env, DISCORD_TOKEN: '' },
    cwd: root,
  });
  if (r.status !== 0) throw new Error(`console exited ${r.status}: ${r.stderr}`);
  return r.stdout;
}

const debugStates = (out: string) =>
  out
    .split('\n')
    .filter((l) => l.startsWith('[ephemeral alice] {'))
    .map(
      (l) =>
        JSON.parse(l.slice('[ephemeral alice] '.length)) as {
          seq: number;
          units: Record<string, { location: string }>;
          turn: { label: string };
          phase: string;
          activeSide: string;
        },
    );

const SEED = ['--seed', 'tanga-1914'];

/** The opening on a fresh database file, played once: two tests read what it printed, and the restart
 *  test carries its game on (each process start is most of a test's time). */
let opening: { db: string; out: string };
beforeAll(() => {
  const db = tempDbPath();
  opening = { db, out: console_(transcript('lv-opening.txt'), ['--db', db, ...SEED]) };
});

describe('console transcripts', () => {
  it('the same transcript with the same --seed gives the same outputs', () => {
    const a = opening.out;
    const b = console_(transcript('lv-opening.txt'), ['--db', tempDbPath(), ...SEED]);
    expect(a).toBe(b);
    expect(a).toContain('[public] New game #1: Lettow-Vorbeck');
    expect(a).toContain('[public] German draws Fever and Tsetse');
    expect(a).toContain('[dm alice] [German] 1914 II: German Recruiting Phase');
    expect(a).toContain('[public] Allied draws Mimi and Toutou');
    expect(a).not.toContain('Not allowed'); // every line of the transcript was legal
    const c = console_(transcript('lv-opening.txt'), ['--db', ':memory:', '--seed', 'another-seed']);
    expect(c).not.toBe(a); // other deck orders
  });

  it('/debug state shows the quick-start set-up of spec 8.4', () => {
    const [state] = debugStates(opening.out);
    expect(state).toBeDefined();
    for (const [unit, location] of Object.entries(QUICK_START)) expect(state!.units[unit]?.location).toBe(location);
    expect(state!.units['ger-1-fka']).toEqual({ side: 'German', location: 'moshi', panicked: false });
    expect(Object.keys(state!.units)).toHaveLength(36);
    expect(SPACES.some((s) => s.id === state!.units['ally-1-kar']!.location)).toBe(true);
    expect(state!.turn).toEqual({ index: 1, label: '1914 II' });
    expect(state!.phase).toBe('campaign-card');
    expect(state!.activeSide).toBe('German');
  });

  it('stopping the process and starting it again on the same --db carries on the game exactly', () => {
    const second = console_(transcript('lv-opening-more.txt'), ['--db', opening.db, ...SEED]);
    const straight = console_(transcript('lv-opening.txt') + transcript('lv-opening-more.txt'), [
      '--db',
      tempDbPath(),
      ...SEED,
    ]);
    expect(opening.out + second).toBe(straight);
    expect(second).toContain('Battle at taveta');
    const states = debugStates(second);
    expect(states[0]!.seq).toBeGreaterThan(debugStates(opening.out)[0]!.seq);
  });
});
