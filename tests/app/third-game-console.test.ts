// A game brings its own presentation (docs/decisions/a-game-brings-its-presentation.md): a third game, neither
// Lettow-Vorbeck nor Hill of Doves (River Crossing, the synthetic Hand of Destiny scenario,
// tests/fixtures/third-game/), added through the registry's test seam, plays through the console's parser and
// the real commands to its end: /help, /rules, /game status, /undo, /log and /replay come from its module and
// presentation.
import '../fixtures/third-game/register.ts'; // first: /game new reads its choices when commands/ loads
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Output } from '../../src/app/outputs.ts';
import { defineGame } from '../../src/app/define-game.ts';
import { GAME_IDS, registerGame } from '../../src/app/registry.ts';
import { card } from '../../src/games/hand-of-destiny/commands/index.ts';
import { riverCrossingGame } from '../fixtures/third-game/game.ts';
import { riverCrossing, THIRD_GAME_ID } from '../fixtures/third-game/module.ts';
import { riverCrossingPresentation } from '../fixtures/third-game/presentation.ts';
import { nextLine, PLAYER } from '../fixtures/third-game/play.ts';
import { harness, tempDbPath } from '../helpers/harness.ts';

const text = (out: readonly Output[]) => out.map((o) => o.text).join('\n');
const publicText = (out: readonly Output[]) =>
  out
    .filter((o) => o.audience.kind === 'public')
    .map((o) => o.text)
    .join('\n');

const root = join(import.meta.dirname, '..', '..');

describe('the registry’s test seam (registerGame)', () => {
  it('adds the game once, to the ids /game new offers; a second game of that id, or a command taking the name of another game’s, is refused', () => {
    expect(GAME_IDS).toEqual(['lettow-vorbeck', 'hill-of-doves', THIRD_GAME_ID]);
    expect(() => registerGame(riverCrossingGame)).toThrow(/already registered/);
    const other = { ...riverCrossing, id: 'other' };
    const ownCard = { ...card }; // the same name, another command
    expect(() =>
      registerGame(defineGame({ module: other, presentation: riverCrossingPresentation, commands: [ownCard] })),
    ).toThrow(/other's \/card is not the \/card of lettow-vorbeck/);
    expect(GAME_IDS).toHaveLength(3);
  });

  it('is called by no code that serves players: in src/ and commands/ only its definition and the registry name it', () => {
    const files = (dir: string): string[] =>
      readdirSync(join(root, dir), { withFileTypes: true }).flatMap((d) =>
        d.isDirectory() ? files(join(dir, d.name)) : d.name.endsWith('.ts') ? [join(dir, d.name)] : [],
      );
    const naming = [...files('src'), ...files('commands')].filter((f) =>
      readFileSync(join(root, f), 'utf8').includes('registerGame'),
    );
    expect(naming.sort()).toEqual(['src/app/games.ts', 'src/app/registry.ts']);
  });
});

describe('a third game through the console', () => {
  const h = harness({ seed: 'river-1' });
  const lines: string[] = []; // every command played, for the transcript of the last test
  let over = ''; // the line that ended the game
  const ok = async (line: string): Promise<Output[]> => {
    const out = await h.run(line);
    if (/Not allowed|Nothing was recorded|nothing was recorded/.test(text(out)))
      throw new Error(`${line}: ${text(out)}`);
    lines.push(line);
    return out;
  };
  afterAll(() => h.close());

  it('/help with no game lists it under its title; /game new and two joins seat Red and Blue', async () => {
    const help = text(await h.run('carol: /help'));
    expect(help).toMatch(/River Crossing \(a synthetic Hand of Destiny scenario\):\n {2}\/card draw/);
    const foreign = text(await h.run(`alice: /game new game:${THIRD_GAME_ID} sandbox:true`));
    expect(foreign).toMatch(/^River Crossing .* has no option sandbox:\. Its options: none, and for every game auto:/);
    const created = publicText(await ok(`alice: /game new game:${THIRD_GAME_ID}`));
    expect(created).toMatch(/New game #1: River Crossing/);
    expect(created).toContain('Options: none'); // it takes none
    expect(created).toContain('Sides: Red, Blue');
    await ok('alice: /game join side:Red');
    const joined = publicText(await ok('bob: /game join side:Blue'));
    expect(joined).toMatch(/Red/);
    expect(h.state<{ phase: string; activeSide: string }>()).toMatchObject({
      phase: 'campaign-card',
      activeSide: 'Red',
    });
  });

  it('/help in its channel: its own commands and help line, and what the caller may do now', async () => {
    const help = text(await h.run('alice: /help'));
    expect(help).toContain('River Crossing (a synthetic Hand of Destiny scenario):');
    expect(help).toMatch(/ {2}\/move — /);
    expect(help).toContain('Red takes the fortress r4');
    expect(help).toContain('• Draw your Campaign Card');
    expect(help).not.toMatch(/\/amphibious|\/fort|\/hod/); // Lettow-Vorbeck's and Hill of Doves' own commands
    expect(text(await h.run('bob: /help'))).toContain('You have nothing to do right now.');
  });

  it('/rules reads its own rulebook, and names its sections when one is unknown', async () => {
    expect(text(await h.run('bob: /rules section:10'))).toMatch(/^\*\*10\.0 Fog of war\*\*\nNeither side sees/);
    expect(text(await h.run('bob: /rules section:28.3'))).toBe(
      'No rule "28.3" in the River Crossing (a synthetic Hand of Destiny scenario) rules. Try 5.0, 6.2, 10.0, 11.0, 12.4 or 13.1; /rules lists them all.',
    );
    expect(text(await h.run('bob: /rules table:3.6'))).toMatch(/^No table "3\.6"/);
    // Its contents: its own sections, nothing of the other games.
    const contents = text(await h.run('bob: /rules'));
    expect(contents).toContain('- 12.4 Fleets');
    expect(contents).not.toMatch(/Tables and charts|Cards —/);
  });

  it('6.2 — the Red player-turn: Blue is refused; Red draws, ends two phases, moves a hidden stack (10.0)', async () => {
    const refused = text(await h.run('bob: /phase end'));
    expect(refused).toMatch(/^Not allowed: 6\.2 — it is the Red player-turn/);
    await ok('alice: /card draw');
    await ok('alice: /phase end');
    await ok('alice: /phase end');
    const moved = await ok('alice: /move units:red-inf-3 to:r2');
    expect(publicText(moved)).toContain('Red moves a stack of 1 (10.0: where is hidden).');
    expect(publicText(moved)).not.toContain('red-inf-3');
    const dm = moved.find((o) => o.audience.kind === 'dm');
    expect(dm?.audience).toEqual({ kind: 'dm', user: 'alice' });
    expect(dm?.text).toContain('[Red] Red moves red-inf-3 to r2 via hill → r2 (11.0).');
    expect(text(await h.run('bob: /game status'))).not.toContain('red-inf-3');
  });

  it('/undo last takes the move back (the game says a move that met no enemy is its player’s own)', async () => {
    const undone = await ok('alice: /undo last');
    expect(text(undone)).toMatch(/taken back|takes back/i);
    expect(h.read.game().folded.game).toMatchObject({ units: { 'red-inf-3': { location: 'hill' } } });
  });

  it('13.3 — standing orders are told to their side alone, and taken back by it', async () => {
    const set = await ok('alice: /orders losses:weakest-first');
    expect(publicText(set)).not.toContain('standing orders');
    expect(set.find((o) => o.audience.kind === 'dm')?.text).toContain(
      '[Red] Red standing orders: losses weakest-first',
    );
    await ok('alice: /undo last');
  });

  it('12.4 — the fleet carries two infantry onto the Blue stack at r3: the move is public (contact)', async () => {
    const moved = publicText(await ok('alice: /move units:red-fleet,red-inf-1,red-inf-2 to:r3'));
    expect(moved).toContain('Red moves red-fleet, red-inf-1, red-inf-2 to r3 via r1 → r2 → r3 (11.0).');
    await ok('alice: /phase end');
    const status = text(await h.run('carol: /game status'));
    expect(status).toContain('Game #1: River Crossing (a synthetic Hand of Destiny scenario) — running');
    expect(status).toContain('Turn I, Red battle phase.');
    expect(status).toContain('blue-inf-1 at r3'); // in contact: seen by all
    expect(status).toMatch(/Hidden stacks: .*1 Red at hill.*1 Blue at r4/);
  });

  it('13.1 — the battle at r3 and every turn after it, played from the legal actions to the end (5.0)', async () => {
    const fought = publicText(await ok('alice: /battle fight space:r3'));
    expect(fought).toContain('Battle at r3: Red attacks Blue (13.1).');
    for (let i = 0; i < 200 && !over; i++) {
      const g = h.read.game();
      const side = g.module.expected(g.folded.game).sides[0]!;
      const legal = h.read.legalActions({ channel: 'test', user: PLAYER.get(side)!, name: side });
      const out = await ok(nextLine(side, legal));
      over = out.map((o) => o.text).find((t) => t.startsWith('Game over:')) ?? '';
    }
    expect(over).toMatch(
      /^Game over: (Red win — 5\.0 — Red holds the fortress r4|Blue win — 5\.0 — Blue still holds r4 after turn II)\./,
    );
    const status = text(await h.run('carol: /game status'));
    expect(status).toContain('— finished');
    expect(status).toMatch(/Result: (Red|Blue) win/);
    const log = text(await h.run('carol: /log last:500'));
    expect(log).toContain('Turn II: Red campaign-card phase (6.2).');
    expect(log).toMatch(/fires: [1-6]/);
  });

  it('/replay: its own board and caption for a step, and a GIF of the whole game', async () => {
    const step = await h.run('carol: /replay step n:1');
    expect(step[0]!.text).toMatch(/^Game #1, step 1 of \d+ — Turn I, Red campaign-card, full view\.$/);
    const png = step[0]!.files?.[0]?.data;
    expect(png?.subarray(1, 4).toString()).toBe('PNG');
    const gif = await h.run('carol: /replay gif');
    expect(gif[0]!.text).toMatch(/^Game #1, \d+ steps in \d+ frames \(full view\)/);
    expect(gif[0]!.files?.[0]?.data.subarray(0, 6).toString()).toBe('GIF89a');
  });

  it('the same game through the console program itself (a child process, the game preloaded), to the same end', () => {
    const transcript = `${lines.join('\n')}\n/game status\n`;
    const r = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--import',
        './tests/fixtures/third-game/register.ts',
        'src/main.ts',
        '--db',
        tempDbPath(),
        '--seed',
        'river-1',
      ],
      { input: transcript, encoding: 'utf8', cwd: root, env: { ...process.env, DISCORD_TOKEN: '' } },
    );
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('[public] New game #1: River Crossing');
    expect(r.stdout).not.toContain('Not allowed');
    expect(over).not.toBe('');
    expect(r.stdout).toContain(`[public] ${over.split('\n')[0]!}`); // the same seed: the same dice, the same end
  });
});
