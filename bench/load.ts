// npm run load [-- --json] [-- --games N]: the load test of issue #13. Bounded and loopback only.
// The bot runs as in production (node dist/main.js with DISCORD_TOKEN, its own process) against the
// fake Discord of tests/discord/fake, which runs here and plays simulated players:
//   - idle: one /map at a time (each a picture), each waiting for the last to be delivered;
//   - burst50: 50 /map at once, three times (each a picture);
//   - play: N quick Lettow-Vorbeck games played side by side, each player to move drawing its card
//     and ending its phases (each move DMs both sides their pictures).
// Twice: with the render pool (RENDER_THREADS unset: one thread per core) and with RENDER_THREADS=0
// (every picture drawn in the bot's main thread). An acknowledgement is Discord's first answer to an
// interaction (a reply or a deferral), timed from the INTERACTION_CREATE sent to the callback received.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDist, distStale, ROOT } from '../scripts/build.mjs';
import { registerCommands } from '../src/discord/register.ts';
import { fakeEnv } from '../tests/discord/fake/client-options.ts';
import { startFakeDiscord, type FakeDiscord } from '../tests/discord/fake/fake-discord.ts';
import type { InteractionRecord } from '../tests/discord/fake/interaction-record.ts';
import { slash } from '../tests/discord/fake/slash.ts';
import { lettowVorbeck } from '../src/games/lettow-vorbeck/index.ts';
import type { LvView } from '../src/games/lettow-vorbeck/view.ts';
import { drawLvMap } from '../src/render/lettow-vorbeck/in-pool.ts';
import { closeRenderPool, setRenderThreads, warmRenderPool } from '../src/render/pool.ts';
import { harness } from '../tests/helpers/harness.ts';

interface Args {
  games: number;
  json: boolean;
  idle: number;
  bursts: number;
  moves: number;
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { games: 10, json: false, idle: 15, bursts: 3, moves: 8 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const num = (): number => {
      const n = Number(argv[++i]);
      if (!Number.isInteger(n) || n < 1 || n > 200) throw new Error(`${a} needs a whole number from 1 to 200`);
      return n;
    };
    if (a === '--json') args.json = true;
    else if (a === '--games') args.games = num();
    else if (a === '--idle') args.idle = num();
    else if (a === '--bursts') args.bursts = num();
    else if (a === '--moves') args.moves = num();
    else throw new Error(`Unknown flag ${a}. Flags: --json, --games N, --idle N, --bursts N, --moves N`);
  }
  return args;
}

const BURST = 50;
const SPECTATORS = 5;

function percentile(xs: readonly number[], p: number): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
}

const round = (x: number, digits = 1): number => Number(x.toFixed(digits));

/** Milliseconds from the INTERACTION_CREATE to Discord's first answer to it. */
function ackMs(r: InteractionRecord): number {
  if (!r.callback) throw new Error(`${r.label} was never acknowledged (Discord would have shown "did not respond")`);
  return r.callback.at - r.sentAt;
}

const hasPicture = (r: InteractionRecord): boolean => r.files.some((f) => f.name.endsWith('.png'));

/** The bot as `npm start` runs it, in its own process. */
async function startBot(fake: FakeDiscord, db: string, threads: number | undefined): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...fakeEnv(fake),
    BACKUP_KEEP: '0',
    REMINDER_HOURS: '24',
  };
  if (threads === undefined) delete env.RENDER_THREADS;
  else env.RENDER_THREADS = String(threads);
  const child = spawn(process.execPath, [join(ROOT, 'dist', 'main.js'), '--db', db], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => void (stderr += d.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the bot did not log in within 60 s:\n${stderr}`)), 60_000);
    child.stdout!.on('data', (d: Buffer) => {
      if (d.toString().includes('logged in as')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`the bot exited (${code}) before logging in:\n${stderr}`)));
  });
  return child;
}

async function stopBot(child: ChildProcess): Promise<void> {
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  await exited;
}

interface Game {
  channel: string;
  players: Map<string, string>; // side → user
}

async function createGames(fake: FakeDiscord, n: number): Promise<Game[]> {
  const games: Game[] = [];
  for (let i = 0; i < n; i++) {
    const channel = `table-${i + 1}`;
    const german = `g${i + 1}`;
    const allied = `a${i + 1}`;
    await slash(fake, german, channel, '/game new game:lettow-vorbeck setup:quick');
    await slash(fake, german, channel, '/game join side:German');
    await slash(fake, allied, channel, '/game join side:Allied');
    games.push({
      channel,
      players: new Map([
        ['German', german],
        ['Allied', allied],
      ]),
    });
  }
  return games;
}

/** Waits until every picture of these interactions has been delivered (or given up); how many were. */
async function delivered(rs: readonly InteractionRecord[]): Promise<number> {
  const got = await Promise.all(
    rs.map((r) =>
      r.waitFor(hasPicture, 300_000, `${r.label}: its picture`).then(
        () => true,
        () => false,
      ),
    ),
  );
  return got.filter(Boolean).length;
}

/** One /map at a time, each delivered before the next. */
async function idle(fake: FakeDiscord, games: readonly Game[], count: number): Promise<number[]> {
  const acks: number[] = [];
  for (let i = 0; i < count; i++) {
    const r = await slash(fake, `s${(i % SPECTATORS) + 1}`, games[i % games.length]!.channel, '/map');
    await delivered([r]);
    acks.push(ackMs(r));
  }
  return acks;
}

/** 50 /map at once; the acknowledgements and the pictures per second until the last is delivered. */
async function burst(fake: FakeDiscord, games: readonly Game[]): Promise<{ acks: number[]; rendersPerS: number }> {
  const t0 = Date.now();
  // An interaction the bot acknowledged but never answered in time rejects: counted as undelivered.
  const sent = await Promise.allSettled(
    Array.from({ length: BURST }, (_, i) =>
      slash(fake, `s${(i % SPECTATORS) + 1}`, games[i % games.length]!.channel, '/map'),
    ),
  );
  const rs = sent.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const pictures = await delivered(rs);
  // Until the last picture that arrived (not until giving up on one that never did).
  const lastAt = Math.max(...rs.filter(hasPicture).map((r) => r.lastActivityAt));
  const secs = (lastAt - t0) / 1000;
  if (pictures < BURST) console.error(`load: ${BURST - pictures} of ${BURST} pictures never arrived`);
  return { acks: rs.filter((r) => r.callback).map(ackMs), rendersPerS: pictures / secs };
}

const MOVE = /(?:Your move|Next): (German|Allied) \(/;

/** The side the game waits for, from the last answer that says so. */
function sideToMove(r: InteractionRecord): string | undefined {
  for (const m of [...r.messages].reverse()) {
    const side = MOVE.exec(m.content)?.[1];
    if (side) return side;
  }
  return undefined;
}

/** The simulated players of one game: the side to move draws its card, or else ends its phase. */
async function play(fake: FakeDiscord, g: Game, moves: number, acks: number[]): Promise<number> {
  let side = 'German';
  let commands = 0;
  for (let i = 0; i < moves; i++) {
    const user = g.players.get(side)!;
    let r = await slash(fake, user, g.channel, '/card draw');
    acks.push(ackMs(r));
    commands++;
    if (r.ephemeral) {
      r = await slash(fake, user, g.channel, '/phase end');
      acks.push(ackMs(r));
      commands++;
    }
    const next = sideToMove(r);
    if (r.ephemeral && !next) side = side === 'German' ? 'Allied' : 'German';
    else if (next) side = next;
  }
  return commands;
}

interface RunFigures {
  ack_p50_ms_idle: number;
  ack_p99_ms_idle: number;
  ack_p50_ms_burst50: number;
  ack_p99_ms_burst50: number;
  renders_per_s: number;
  commands_per_s: number;
  ack_p99_ms_play: number;
  acks_over_3s: number;
  pictures_in_play: number;
}

async function measure(
  fake: FakeDiscord,
  games: readonly Game[],
  args: Args,
  bursts: number,
  log: (l: string) => void,
) {
  await idle(fake, games, 3); // the first pictures of each thread load the renderers
  const idleAcks = await idle(fake, games, args.idle);
  const burstAcks: number[] = [];
  const rates: number[] = [];
  for (let b = 0; b < bursts; b++) {
    const out = await burst(fake, games);
    burstAcks.push(...out.acks);
    rates.push(out.rendersPerS);
  }
  const playAcks: number[] = [];
  const filesBefore = countPictures(fake);
  const t0 = performance.now();
  const commands = (await Promise.all(games.map((g) => play(fake, g, args.moves, playAcks)))).reduce((a, b) => a + b);
  const playSecs = (performance.now() - t0) / 1000;
  const figures: RunFigures = {
    ack_p50_ms_idle: round(percentile(idleAcks, 50)),
    ack_p99_ms_idle: round(percentile(idleAcks, 99)),
    ack_p50_ms_burst50: round(percentile(burstAcks, 50)),
    ack_p99_ms_burst50: round(percentile(burstAcks, 99)),
    renders_per_s: round(percentile(rates, 50), 2),
    commands_per_s: round(commands / playSecs, 1),
    ack_p99_ms_play: round(percentile(playAcks, 99)),
    pictures_in_play: countPictures(fake) - filesBefore,
    acks_over_3s: [...idleAcks, ...burstAcks, ...playAcks].filter((ms) => ms > 3000).length,
  };
  log(
    `  idle ack p50/p99 ${figures.ack_p50_ms_idle}/${figures.ack_p99_ms_idle} ms; burst of ${BURST}: ack p50/p99 ` +
      `${figures.ack_p50_ms_burst50}/${figures.ack_p99_ms_burst50} ms, ${figures.renders_per_s} renders/s (median of ${bursts}); ` +
      `play: ${commands} commands in ${games.length} games, ${figures.commands_per_s} commands/s, ack p99 ${figures.ack_p99_ms_play} ms, ` +
      `${figures.pictures_in_play} pictures; ${figures.acks_over_3s} acknowledgements after 3 s`,
  );
  return figures;
}

/** PNGs the bot has sent so far (channel posts, DMs, interaction answers). */
function countPictures(fake: FakeDiscord): number {
  return fake.requests.reduce((n, r) => n + r.files.filter((f) => f.name.endsWith('.png')).length, 0);
}

/**
 * The pictures alone, without Discord: 50 public maps of a quick game drawn at once through the pool
 * (`threads`) in this process, as pictures per second. Separates the drawing from the sending.
 */
async function rendersAlone(threads: number): Promise<number> {
  const h = harness({ seed: 'load-renders' });
  try {
    await h.run('alice: /game new game:lettow-vorbeck setup:quick');
    await h.run('alice: /game join side:German');
    await h.run('bob: /game join side:Allied');
    const g = await h.app.load((await h.store.activeGameIn('test'))!);
    const view = lettowVorbeck.view(g.folded.game as never, { kind: 'public' }) as LvView;
    await setRenderThreads(threads);
    await warmRenderPool();
    await drawLvMap(view);
    const t0 = performance.now();
    await Promise.all(Array.from({ length: BURST }, () => drawLvMap(view)));
    return BURST / ((performance.now() - t0) / 1000);
  } finally {
    await closeRenderPool();
    await h.close();
  }
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const log = args.json ? () => {} : (line: string) => console.log(line);
  if (distStale()) await buildDist();
  const users = [
    ...Array.from({ length: args.games }, (_, i) => [{ username: `g${i + 1}` }, { username: `a${i + 1}` }]).flat(),
    ...Array.from({ length: SPECTATORS }, (_, i) => ({ username: `s${i + 1}` })),
  ];
  const channels = Array.from({ length: args.games }, (_, i) => ({ name: `table-${i + 1}` }));
  // Discord drops an interaction unanswered after 3 s; the fake waits longer so that one thread's late
  // answers still arrive and are counted (acks_over_3s) rather than lost.
  const fake = await startFakeDiscord({
    users,
    channels,
    ackTimeoutMs: 60_000,
    deferredTimeoutMs: 300_000,
    settleMs: 20,
  });
  const dir = mkdtempSync(join(tmpdir(), 'heliograph-load-'));
  const load0 = loadavg()[0]!;
  try {
    await registerCommands({ ...fakeEnv(fake), DISCORD_CLIENT_ID: fake.applicationId });
    const pool = availableParallelism();
    log(`Load test: ${args.games} games, ${availableParallelism()} cores, load average ${load0.toFixed(2)}`);
    const out: Record<string, number> = {};
    let games: Game[] = [];
    for (const [name, threads] of [
      ['pool', undefined],
      ['main', 0],
    ] as const) {
      const bot = await startBot(fake, join(dir, `${name}.db`), threads);
      try {
        if (name === 'pool') log(`== render pool (${pool} threads)`);
        else log('== one thread (RENDER_THREADS=0)');
        games = await createGames(fake, args.games);
        // One thread draws a burst in about 50 x the time of a picture: one burst is enough to time it.
        const f = await measure(fake, games, args, name === 'pool' ? args.bursts : 1, log);
        if (name === 'pool') Object.assign(out, { ...f, renders_per_s_pool: f.renders_per_s });
        else
          Object.assign(out, {
            renders_per_s_main: f.renders_per_s,
            ack_p99_ms_idle_main: f.ack_p99_ms_idle,
            ack_p99_ms_burst50_main: f.ack_p99_ms_burst50,
            commands_per_s_main: f.commands_per_s,
            ack_p99_ms_play_main: f.ack_p99_ms_play,
            acks_over_3s_main: f.acks_over_3s,
          });
      } finally {
        await stopBot(bot);
      }
    }
    delete out.renders_per_s;
    out.renders_per_s_alone_pool = round(await rendersAlone(pool), 2);
    out.renders_per_s_alone_main = round(await rendersAlone(0), 2);
    log(
      `pictures alone (no Discord): pool ${out.renders_per_s_alone_pool}/s, one thread ${out.renders_per_s_alone_main}/s`,
    );
    Object.assign(out, {
      render_threads: pool,
      games: args.games,
      cores: availableParallelism(),
      loadavg_start: round(load0, 2),
      loadavg_end: round(loadavg()[0]!, 2),
    });
    const ratio = out.renders_per_s_pool! / out.renders_per_s_main!;
    log(
      `renders/s: pool ${out.renders_per_s_pool} vs one thread ${out.renders_per_s_main} (x${ratio.toFixed(2)}); ` +
        `burst ack p99 ${out.ack_p99_ms_burst50} ms vs idle ${out.ack_p99_ms_idle} ms (x${(out.ack_p99_ms_burst50! / out.ack_p99_ms_idle!).toFixed(2)})`,
    );
    if (args.json) console.log(JSON.stringify(out));
  } finally {
    await fake.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(`load: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  process.exit(1);
});
