// A game is one folder and one registration line: River Ferry (tests/fixtures/river-ferry/, a copy of
// the third game with an option and a command of its own) is registered by its register.ts alone, and
// the console serves it — /game new takes its option garrison: (offered with its choices, a wrong one
// refused), /help lists its own /fortress, and a game played with garrison:empty ends as that option
// makes it end. No shared file names it.
import '../fixtures/river-ferry/register.ts'; // first: /game new reads its options when commands/ loads
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../../commands/index.ts';
import type { Output } from '../../src/app/outputs.ts';
import { GAME_IDS } from '../../src/app/registry.ts';
import { FERRY_ID } from '../fixtures/river-ferry/module.ts';
import { harness } from '../helpers/harness.ts';

const text = (out: readonly Output[]) => out.map((o) => o.text).join('\n');
const root = join(import.meta.dirname, '..', '..');

describe('a game from one folder and one registration line, through the console', () => {
  const h = harness({ seed: 'ferry-1' });
  afterAll(() => h.close());
  const ok = async (line: string): Promise<Output[]> => {
    const out = await h.run(line);
    if (/Not allowed|Nothing was recorded|nothing was recorded/.test(text(out)))
      throw new Error(`${line}: ${text(out)}`);
    return out;
  };

  it('is registered with its option on /game new and its own command', () => {
    expect(GAME_IDS).toContain(FERRY_ID);
    expect(COMMANDS.get('fortress')?.data.name).toBe('fortress');
    const nu = COMMANDS.get('game')!
      .data.toJSON()
      .options!.find((o) => o.name === 'new') as {
      options: { name: string; description: string; choices?: { value: string }[] }[];
    };
    const garrison = nu.options.find((o) => o.name === 'garrison');
    expect(garrison?.choices?.map((c) => c.value)).toEqual(['held', 'empty']);
    expect(garrison?.description).toMatch(/^River Ferry: held: the Blue garrison holds the fortress r4/);
  });

  it('no shared file names it: src/, commands/ and scripts/ hold neither its id nor its command', () => {
    const files = (dir: string): string[] =>
      readdirSync(join(root, dir), { withFileTypes: true }).flatMap((d) =>
        d.isDirectory() ? files(join(dir, d.name)) : /\.(ts|mjs)$/.test(d.name) ? [join(dir, d.name)] : [],
      );
    const naming = [...files('src'), ...files('commands'), ...files('scripts')].filter((f) =>
      /river-ferry|River Ferry|\/fortress\b|garrison:/.test(readFileSync(join(root, f), 'utf8')),
    );
    expect(naming).toEqual([]);
  });

  it('/game new refuses a value its option does not offer, and another game refuses the option', async () => {
    await expect(h.run(`alice: /game new game:${FERRY_ID} garrison:sunk`)).rejects.toThrow(
      /garrison:sunk is not allowed for \/game new\. Allowed: held, empty\./,
    );
    expect(await h.text('alice: /game new game:hill-of-doves garrison:empty')).toMatch(
      /Hill of Doves.* has no option garrison:\./,
    );
    expect(await h.app.store.activeGameIn('test')).toBeUndefined();
  });

  it('garrison:empty — created with the option, /help lists /fortress, which shows the fortress empty', async () => {
    const created = text(await ok(`alice: /game new game:${FERRY_ID} garrison:empty`));
    expect(created).toContain('New game #1: River Ferry');
    expect(created).toContain('Options: garrison:empty');
    await ok('alice: /game join side:Red');
    await ok('bob: /game join side:Blue');
    const help = text(await h.run('alice: /help'));
    expect(help).toMatch(/River Ferry: .*:\n/);
    expect(help).toMatch(/ {2}\/fortress — What you see at the fortress r4/);
    expect(text(await h.run('bob: /fortress'))).toBe('Fortress r4 (Blue view): nobody.');
  });

  it('5.0 — Red lands at the empty fortress and wins when its March Phase ends', async () => {
    await ok('alice: /card draw');
    await ok('alice: /phase end');
    await ok('alice: /phase end');
    await ok('alice: /move units:red-fleet,red-inf-1,red-inf-2 to:r4');
    expect(text(await h.run('alice: /fortress'))).toBe('Fortress r4 (Red view): red-fleet, red-inf-1, red-inf-2.');
    expect(text(await h.run('bob: /fortress'))).toBe('Fortress r4 (Blue view): 3 Red unseen.'); // 10.0
    const over = text(await ok('alice: /phase end'));
    expect(over).toMatch(/Game over: Red win — 5\.0 — Red holds the fortress r4\./);
  });

  it('without the option the garrison holds the fortress (the default, held)', async () => {
    await ok(`alice: /game new game:${FERRY_ID}`);
    await ok('alice: /game join side:Red');
    await ok('bob: /game join side:Blue');
    expect(text(await h.run('bob: /fortress'))).toBe('Fortress r4 (Blue view): blue-garrison.');
    expect(text(await h.run('alice: /fortress'))).toBe('Fortress r4 (Red view): 1 Blue unseen.');
  });
});
