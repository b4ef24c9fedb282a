// npm run load [-- --json]: the load test (docs/measurements.md). Bounded (a minute or two on a quiet 2-core
// machine) and loopback only. The bot runs as in production (node dist/main.js with DISCORD_TOKEN, its
// own process) against the fake Discord of tests/discord/fake, which runs here and plays simulated players:
//   - idle: one /map at a time (each a picture), each waiting for the last to be delivered;
//   - burst50: 50 /map at once, twice (each a picture); then 50 /game status at once, twice (no picture:
//     what the same burst costs the HTTP stacks without pictures);
//   - play: N quick Lettow-Vorbeck games played side by side, each player to move drawing its card
//     and ending its phases (each move DMs both sides their pictures).
// First, the floor of the acknowledgement criterion: the same idle and burst counts as bare HTTP
// requests between two processes, no bot (ack-floor.ts).
// Three times, the same work each: with the render pool (RENDER_THREADS unset: one thread per core) on
// SQLite; with RENDER_THREADS=0 (every picture drawn in the bot's main thread) on SQLite; with the pool
// on PostgreSQL (DATABASE_URL, TEST_DATABASE_URL, or else the throwaway cluster of
// scripts/test-postgres.sh; each run gets a database of its own, dropped afterwards).
// An acknowledgement is Discord's first answer to an interaction (a reply or a deferral), timed from
// the INTERACTION_CREATE sent to the callback received (to a fraction of a millisecond: an idle one
// takes about 2 ms here). `--trace` also reports, per burst, when each stage of the acknowledgements
// happened (load-trace.ts); `--profile DIR` runs the bot with --cpu-prof. Renders per second are counted by the bot
// where the pictures are drawn (src/render/pool-stats.ts, asked over the child's IPC channel): the
// pictures of a burst over the span from the first one started to the last one finished.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildDist, distStale, ROOT } from '../scripts/build.mjs';
import { ackFloor } from './ack-floor.ts';
import { AckTrace } from './load-trace.ts';
import {
  startThrowawayPostgres,
  stopThrowawayPostgres,
  throwawayPostgresRunning,
} from '../scripts/throwaway-postgres.ts';
import { RENDER_STATS_REQUEST } from '../src/discord/bot.ts';
import { registerCommands } from '../src/discord/register.ts';
import type { RenderStats } from '../src/render/pool-stats.ts';
import { isPostgresUrl } from '../src/store/select.ts';
import { fakeEnv } from '../tests/discord/fake/client-options.ts';
import { startFakeDiscord, type FakeDiscord } from '../tests/discord/fake/fake-discord.ts';
import type { InteractionRecord } from '../tests/discord/fake/interaction-record.ts';
import { slash } from '../tests/discord/fake/slash.ts';

interface Args {
  games: number;
  json: boolean;
  idle: number;
  bursts: number;
  moves: number;
  postgres: boolean;
  /** --trace: the bot writes the stages of each acknowledgement (ACK_TRACE=1), reported per burst. */
  trace: boolean;
  /** --profile DIR: the bot runs with --cpu-prof, its profiles (main and render threads) written to DIR. */
  profile: string | undefined;
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = {
    games: 10,
    json: false,
    idle: 20,
    bursts: 2,
    moves: 8,
    postgres: true,
    trace: false,
    profile: undefined,
  };
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
    else if (a === '--no-postgres') args.postgres = false;
    else if (a === '--trace') args.trace = true;
    else if (a === '--profile') {
      const dir = argv[++i];
      if (!dir) throw new Error('--profile needs a directory for the CPU profiles');
      args.profile = dir;
    } else
      throw new Error(
        `Unknown flag ${a}. Flags: --json, --games N, --idle N, --bursts N, --moves N, --no-postgres, --trace, --profile DIR`,
      );
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
const median = (xs: readonly number[]): number => percentile(xs, 50);

/** Milliseconds from the INTERACTION_CREATE to Discord's first answer to it. */
function ackMs(r: InteractionRecord): number {
  if (!r.callback) throw new Error(`${r.label} was never acknowledged (Discord would have shown "did not respond")`);
  return r.callback.receivedAt - r.sentAtMs;
}

const hasPicture = (r: InteractionRecord): boolean => r.files.some((f) => f.name.endsWith('.png'));

interface Bot {
  child: ChildProcess;
  /** The pictures the bot has drawn since the last ask (src/render/pool-stats.ts). */
  renderStats(): Promise<RenderStats>;
  /** With --trace: the stages of its acknowledgements (load-trace.ts). */
  trace: AckTrace | undefined;
}

/** The bot as `npm start` runs it, in its own process (with an IPC channel for its render counters). */
async function startBot(
  fake: FakeDiscord,
  store: { db: string } | { url: string },
  threads: number | undefined,
  traced: boolean,
  profileDir: string | undefined,
): Promise<Bot> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...fakeEnv(fake),
    BACKUP_KEEP: '0',
    REMINDER_HOURS: '24',
  };
  if (threads === undefined) delete env.RENDER_THREADS;
  else env.RENDER_THREADS = String(threads);
  if (traced) env.ACK_TRACE = '1';
  else delete env.ACK_TRACE;
  if ('url' in store) env.DATABASE_URL = store.url;
  else delete env.DATABASE_URL;
  const args = 'db' in store ? ['--db', store.db] : [];
  const profile = profileDir ? ['--cpu-prof', '--cpu-prof-interval=250', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...profile, join(ROOT, 'dist', 'main.js'), ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let stderr = '';
  const trace = traced ? new AckTrace() : undefined;
  child.stderr!.on('data', (d: Buffer) => {
    stderr += d.toString();
    trace?.feed(d.toString());
  });
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
  const renderStats = () =>
    new Promise<RenderStats>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the bot did not answer for its render counters')), 10_000);
      const onMessage = (m: unknown): void => {
        if (typeof m !== 'object' || m === null || !('renderStats' in m)) return;
        clearTimeout(timer);
        child.off('message', onMessage);
        resolve((m as { renderStats: RenderStats }).renderStats);
      };
      child.on('message', onMessage);
      child.send(RENDER_STATS_REQUEST);
    });
  return { child, renderStats, trace };
}

async function stopBot(bot: Bot): Promise<void> {
  const exited = new Promise<void>((r) => bot.child.once('exit', () => r()));
  bot.child.kill('SIGTERM');
  await exited;
}

interface Game {
  channel: string;
  players: Map<string, string>; // side → user
}

/** `n` quick games, in channels of their own for this run (`prefix`): a store never sees a channel twice. */
async function createGames(fake: FakeDiscord, n: number, prefix: number): Promise<Game[]> {
  const games: Game[] = [];
  for (let i = 0; i < n; i++) {
    const channel = `table-${prefix * n + i + 1}`;
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
      r.waitFor(hasPicture, 60_000, `${r.label}: its picture`).then(
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

interface BurstOut {
  acks: number[];
  /** Pictures drawn per second by the bot's renderer (pool or main thread) during the burst. */
  rendersPerS: number;
  /** Pictures delivered to Discord per second, from the burst sent to the last picture received. */
  deliveredPerS: number;
  lost: number;
  /** The burst's interactions (for --trace). */
  records: InteractionRecord[];
}

/** 50 /map at once: the acknowledgements, the renders per second and the pictures delivered per second. */
async function burst(fake: FakeDiscord, bot: Bot, games: readonly Game[]): Promise<BurstOut> {
  await bot.renderStats(); // counters start again
  const t0 = Date.now();
  // An interaction the bot acknowledged but never answered in time rejects: counted as undelivered.
  const sent = await Promise.allSettled(
    Array.from({ length: BURST }, (_, i) =>
      slash(fake, `s${(i % SPECTATORS) + 1}`, games[i % games.length]!.channel, '/map'),
    ),
  );
  const rs = sent.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const pictures = await delivered(rs);
  const drawn = await bot.renderStats();
  // Until the last picture that arrived (not until giving up on one that never did).
  const lastAt = Math.max(...rs.filter(hasPicture).map((r) => r.lastActivityAt));
  return {
    acks: rs.filter((r) => r.callback).map(ackMs),
    rendersPerS: drawn.spanMs > 0 ? drawn.completed / (drawn.spanMs / 1000) : 0,
    deliveredPerS: pictures / ((lastAt - t0) / 1000),
    lost: BURST - pictures,
    records: rs,
  };
}

/**
 * 50 /game status at once: a burst with no picture at all, each answered with its text in the
 * acknowledgement itself. Beside burst50, what the same burst costs without pictures: the part of the
 * acknowledgement tail that the bot's and the fake's HTTP stacks make, whatever a command does.
 */
async function textBurst(fake: FakeDiscord, games: readonly Game[]): Promise<number[]> {
  const rs = await Promise.all(
    Array.from({ length: BURST }, (_, i) =>
      slash(fake, `s${(i % SPECTATORS) + 1}`, games[i % games.length]!.channel, '/game status'),
    ),
  );
  return rs.map(ackMs);
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

/** The figures of one configuration (bot process, render threads, store). */
interface RunFigures {
  ack_p50_ms_idle: number;
  ack_p99_ms_idle: number;
  ack_p50_ms_burst50: number;
  ack_p99_ms_burst50: number;
  ack_p99_ms_burst50_text: number;
  renders_per_s: number;
  delivered_per_s: number;
  pictures_lost: number;
  commands_per_s: number;
  ack_p99_ms_play: number;
  acks_over_3s: number;
}

async function measure(
  fake: FakeDiscord,
  bot: Bot,
  games: readonly Game[],
  args: Args,
  log: (l: string) => void,
): Promise<RunFigures> {
  await idle(fake, games, 3); // the first pictures of each thread load the renderers
  const idleAcks = await idle(fake, games, args.idle);
  const bursts: BurstOut[] = [];
  for (let b = 0; b < args.bursts; b++) {
    const out = await burst(fake, bot, games);
    bursts.push(out);
    if (bot.trace) log(`  burst ${b + 1}:\n${bot.trace.report(out.records)}`);
  }
  const burstAcks = bursts.flatMap((b) => b.acks);
  const textAcks: number[] = [];
  for (let b = 0; b < args.bursts; b++) textAcks.push(...(await textBurst(fake, games)));
  const playAcks: number[] = [];
  const t0 = performance.now();
  const commands = (await Promise.all(games.map((g) => play(fake, g, args.moves, playAcks)))).reduce((a, b) => a + b);
  const playSecs = (performance.now() - t0) / 1000;
  const f: RunFigures = {
    ack_p50_ms_idle: round(percentile(idleAcks, 50)),
    ack_p99_ms_idle: round(percentile(idleAcks, 99)),
    ack_p50_ms_burst50: round(percentile(burstAcks, 50)),
    ack_p99_ms_burst50: round(percentile(burstAcks, 99)),
    ack_p99_ms_burst50_text: round(percentile(textAcks, 99)),
    renders_per_s: round(median(bursts.map((b) => b.rendersPerS)), 2),
    delivered_per_s: round(median(bursts.map((b) => b.deliveredPerS)), 2),
    pictures_lost: bursts.reduce((n, b) => n + b.lost, 0),
    commands_per_s: round(commands / playSecs, 1),
    ack_p99_ms_play: round(percentile(playAcks, 99)),
    acks_over_3s: [...idleAcks, ...burstAcks, ...textAcks, ...playAcks].filter((ms) => ms > 3000).length,
  };
  log(
    `  acknowledgements: idle p50/p99 ${f.ack_p50_ms_idle}/${f.ack_p99_ms_idle} ms, ${args.bursts} bursts of ${BURST} /map ` +
      `p50/p99 ${f.ack_p50_ms_burst50}/${f.ack_p99_ms_burst50} ms (50 /game status at once, no picture: p99 ` +
      `${f.ack_p99_ms_burst50_text} ms), while playing p99 ${f.ack_p99_ms_play} ms; ` +
      `${f.acks_over_3s} after Discord's 3 s\n` +
      `  pictures in a burst: ${f.renders_per_s} drawn/s, ${f.delivered_per_s} delivered/s` +
      (f.pictures_lost ? `, ${f.pictures_lost} never delivered` : '') +
      `\n  play: ${commands} commands in ${games.length} games side by side, ${f.commands_per_s} commands/s`,
  );
  return f;
}

/** A PostgreSQL database of its own for one run, dropped by `drop` (and the throwaway cluster stopped if we started it). */
async function postgresForRun(): Promise<{ url: string; drop: () => Promise<void> }> {
  const given = [process.env.DATABASE_URL, process.env.TEST_DATABASE_URL].find(isPostgresUrl);
  const wasRunning = given !== undefined || throwawayPostgresRunning();
  const server = given ?? startThrowawayPostgres();
  const name = `heliograph_load_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
      if (!wasRunning) stopThrowawayPostgres();
    },
  };
}

/** What `npm run load -- --json` prints: the keys, in this order, with what each one means. */
const KEYS: ReadonlyArray<readonly [string, string]> = [
  ['ack_p99_ms_idle', 'acknowledgement p99, one /map at a time (pool, SQLite)'],
  ['ack_p99_ms_burst50', 'acknowledgement p99, 50 /map at once (pool, SQLite)'],
  [
    'ack_burst50_over_idle',
    'ack_p99_ms_burst50 / ack_p99_ms_idle (the criterion: at most 3, and the burst under 1,000 ms)',
  ],
  [
    'ack_floor_burst50_over_idle',
    'the same ratio for bare HTTP requests with no bot (ack-floor.ts): the least any bot could reach here',
  ],
  ['ack_p99_ms_burst50_text', 'acknowledgement p99, 50 /game status at once: the same burst without pictures'],
  [
    'ack_burst50_over_text',
    "ack_p99_ms_burst50 / ack_p99_ms_burst50_text: what pictures add to a burst's acknowledgements (1: nothing)",
  ],
  ['renders_per_s_pool', 'pictures drawn per second in a burst, render pool'],
  ['renders_per_s_main', 'the same with RENDER_THREADS=0 (the main thread)'],
  ['renders_pool_over_main', 'renders_per_s_pool / renders_per_s_main (the criterion: at least 1.6)'],
];

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  // With --json the report goes to stderr and stdout carries the one JSON object.
  const log = (line: string): void => (args.json ? console.error(line) : console.log(line));
  if (distStale()) await buildDist();
  const users = [
    ...Array.from({ length: args.games }, (_, i) => [{ username: `g${i + 1}` }, { username: `a${i + 1}` }]).flat(),
    ...Array.from({ length: SPECTATORS }, (_, i) => ({ username: `s${i + 1}` })),
  ];
  const runs = [
    { name: 'pool', threads: undefined, store: 'sqlite' },
    { name: 'main', threads: 0, store: 'sqlite' },
    ...(args.postgres ? [{ name: 'pg', threads: undefined, store: 'postgres' }] : []),
  ] as const;
  const channels = Array.from({ length: args.games * runs.length }, (_, i) => ({ name: `table-${i + 1}` }));
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
  const started = performance.now();
  const pool = availableParallelism();
  const out: Record<string, number | string | boolean> = {};
  try {
    await registerCommands({ ...fakeEnv(fake), DISCORD_CLIENT_ID: fake.applicationId });
    log(
      `Load test: ${args.games} games, ${pool} cores, load average ${load0.toFixed(2)} at the start` +
        (load0 > pool / 2 ? ' (the machine is busy: figures are pessimistic)' : ''),
    );
    // The floor of the acknowledgement criterion here: bare HTTP, same counts (ack-floor.ts).
    const floor = await ackFloor(args.idle, args.bursts);
    Object.assign(out, floor);
    log(
      `== the bare HTTP stacks (undici to a Node server, no bot): idle p99 ${floor.ack_floor_p99_ms_idle} ms, ` +
        `50 at once p99 ${floor.ack_floor_p99_ms_burst50} ms: ${floor.ack_floor_burst50_over_idle} times`,
    );
    for (const [k, run] of runs.entries()) {
      let pgRun: Awaited<ReturnType<typeof postgresForRun>> | undefined;
      if (run.store === 'postgres') {
        try {
          pgRun = await postgresForRun();
        } catch (e) {
          const why = e instanceof Error ? e.message : String(e);
          log(`== PostgreSQL: skipped (${why})`);
          out.pg_skipped = why;
          continue;
        }
      }
      const bot = await startBot(
        fake,
        pgRun ? { url: pgRun.url } : { db: join(dir, `${run.name}.db`) },
        run.threads,
        args.trace,
        args.profile,
      );
      try {
        log(
          run.name === 'main'
            ? '== one thread (RENDER_THREADS=0), SQLite'
            : `== render pool (${pool} threads), ${run.store === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`,
        );
        const games = await createGames(fake, args.games, k);
        const f = await measure(fake, bot, games, args, log);
        if (run.name === 'pool')
          Object.assign(out, {
            ack_p50_ms_idle: f.ack_p50_ms_idle,
            ack_p99_ms_idle: f.ack_p99_ms_idle,
            ack_p50_ms_burst50: f.ack_p50_ms_burst50,
            ack_p99_ms_burst50: f.ack_p99_ms_burst50,
            ack_p99_ms_burst50_text: f.ack_p99_ms_burst50_text,
            renders_per_s_pool: f.renders_per_s,
            delivered_per_s_pool: f.delivered_per_s,
            pictures_lost_pool: f.pictures_lost,
            commands_per_s: f.commands_per_s,
            ack_p99_ms_play: f.ack_p99_ms_play,
            acks_over_3s: f.acks_over_3s,
          });
        else if (run.name === 'main')
          Object.assign(out, {
            ack_p99_ms_idle_main: f.ack_p99_ms_idle,
            ack_p99_ms_burst50_main: f.ack_p99_ms_burst50,
            ack_p99_ms_burst50_text_main: f.ack_p99_ms_burst50_text,
            renders_per_s_main: f.renders_per_s,
            delivered_per_s_main: f.delivered_per_s,
            pictures_lost_main: f.pictures_lost,
            commands_per_s_main: f.commands_per_s,
            ack_p99_ms_play_main: f.ack_p99_ms_play,
            acks_over_3s_main: f.acks_over_3s,
          });
        else
          Object.assign(out, {
            pg_ack_p99_ms_idle: f.ack_p99_ms_idle,
            pg_ack_p99_ms_burst50: f.ack_p99_ms_burst50,
            pg_renders_per_s: f.renders_per_s,
            pg_commands_per_s: f.commands_per_s,
            pg_ack_p99_ms_play: f.ack_p99_ms_play,
            pg_acks_over_3s: f.acks_over_3s,
          });
      } finally {
        await stopBot(bot);
        await pgRun?.drop();
      }
    }
    const ackRatio = (out.ack_p99_ms_burst50 as number) / Math.max(1, out.ack_p99_ms_idle as number);
    const textRatio = (out.ack_p99_ms_burst50 as number) / Math.max(1, out.ack_p99_ms_burst50_text as number);
    const renderRatio = (out.renders_per_s_pool as number) / (out.renders_per_s_main as number);
    Object.assign(out, {
      ack_burst50_over_idle: round(ackRatio, 2),
      ack_burst50_over_text: round(textRatio, 2),
      renders_pool_over_main: round(renderRatio, 2),
      ack_ok: ackRatio <= 3 && (out.ack_p99_ms_burst50 as number) < 1000,
      renders_ok: renderRatio >= 1.6,
      render_threads: pool,
      games: args.games,
      cores: pool,
      loadavg_start: round(load0, 2),
      loadavg_end: round(loadavg()[0]!, 2),
      seconds: round((performance.now() - started) / 1000, 0),
    });
    log('== the criteria (docs/measurements.md):');
    for (const [key, what] of KEYS) log(`  ${key} = ${String(out[key])}: ${what}`);
    log(
      `  acknowledgements: ${out.ack_ok ? 'met' : 'NOT met'}; renders: ${out.renders_ok ? 'met' : 'NOT met'} ` +
        `(load average ${load0.toFixed(2)} at the start, ${String(out.loadavg_end)} at the end, ${String(out.seconds)} s)`,
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
