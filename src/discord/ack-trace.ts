// ACK_TRACE=1 (the load test sets it with `npm run load -- --trace`): one stderr line per stage of
// every interaction's way to its acknowledgement, with a wall-clock time in fractional milliseconds
// (performance.timeOrigin + performance.now(), comparable with the fake Discord's in another process):
//   gateway   the INTERACTION_CREATE packet parsed by discord.js (Events.Raw)
//   created   the interactionCreate event reached the router
//   ack       the router calls deferReply (a slow command such as /map)
//   rest      undici created the request (discord.js REST resolved and queued it)
//   headers   undici wrote the request's headers on a socket (`connect` first if it opened one)
//   answered  the response's headers came back
// The lines are written in batches a quarter of a second apart (a write per stage would add its own
// milliseconds to a burst's). Off (the default) it costs one boolean test per stage.
import { subscribe } from 'node:diagnostics_channel';
import { Events, type Client } from 'discord.js';

export const TRACE_PREFIX = '[ack-trace]';

const FLUSH_MS = 250;
let on = false;
let lines: string[] = [];
let flushing: NodeJS.Timeout | undefined;

/** Notes one stage of an interaction (no-op unless enabled). */
export function traceAck(stage: string, interactionId: string): void {
  if (!on) return;
  lines.push(`${TRACE_PREFIX} ${stage} ${interactionId} ${now().toFixed(3)}\n`);
  flushing ??= setTimeout(flush, FLUSH_MS).unref();
}

function flush(): void {
  flushing = undefined;
  const batch = lines.join('');
  lines = [];
  process.stderr.write(batch);
}

const now = (): number => performance.timeOrigin + performance.now();

/** `/interactions/{id}/{token}/callback` → id (the acknowledgements), else undefined. */
const CALLBACK = /\/interactions\/(\d+)\/[^/]+\/callback/;

interface UndiciRequest {
  path: string;
}

/** Turns the trace on when `env.ACK_TRACE` is 1: discord.js's raw packets and undici's diagnostics channels. */
export function installAckTrace(client: Client, env: NodeJS.ProcessEnv): void {
  if (env.ACK_TRACE !== '1') return;
  on = true;
  // The monotonic clock of CPU profiles (--cpu-prof, microseconds) beside the wall clock, to line them up.
  lines.push(`${TRACE_PREFIX} clock ${process.hrtime.bigint() / 1000n} ${now().toFixed(3)}\n`);
  process.once('exit', flush);
  client.on(Events.Raw, (packet: { t?: unknown; d?: { id?: unknown } }) => {
    if (packet.t === 'INTERACTION_CREATE' && typeof packet.d?.id === 'string') traceAck('gateway', packet.d.id);
  });
  const byRequest = (stage: string) => (message: unknown) => {
    const path = (message as { request?: UndiciRequest }).request?.path;
    const id = path === undefined ? undefined : CALLBACK.exec(path)?.[1];
    if (id) traceAck(stage, id);
  };
  subscribe('undici:request:create', byRequest('rest'));
  subscribe('undici:client:sendHeaders', byRequest('headers'));
  subscribe('undici:request:headers', byRequest('answered'));
  subscribe('undici:client:connected', () => traceAck('connect', '-'));
}
