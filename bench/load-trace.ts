// `npm run load -- --trace`: where a burst's acknowledgements spend their time. The bot (ACK_TRACE=1,
// src/discord/ack-trace.ts) writes a line per stage to its stderr; the fake Discord keeps when it
// dispatched each interaction and when each callback request arrived (tests/discord/fake/clock.ts).
// Both clocks are wall-clock milliseconds with a fraction, so the stages line up across the processes.
import { TRACE_PREFIX } from '../src/discord/ack-trace.ts';
import { wallMs } from '../tests/discord/fake/clock.ts';
import type { InteractionRecord } from '../tests/discord/fake/interaction-record.ts';

/** The stages of one acknowledgement, in order: [label, where the time comes from]. */
const STAGES = [
  ['dispatch', 'fake: INTERACTION_CREATE written to the gateway socket'],
  ['gateway', 'bot: packet parsed by discord.js'],
  ['created', 'bot: interactionCreate reached the router'],
  ['ack', 'bot: router calls deferReply'],
  ['rest', 'bot: undici request created'],
  ['headers', 'bot: request headers written to a socket'],
  ['arrive', "fake: callback request's headers arrived"],
  ['recorded', 'fake: callback body read and recorded'],
] as const;

export class AckTrace {
  private readonly stages = new Map<string, Map<string, number>>();
  private readonly connects: number[] = [];
  private partial = '';
  /** The bot's monotonic clock (CPU profiles) at one wall-clock time. */
  private clock: { monoUs: number; wallMs: number } | undefined;

  /** Feed the bot's stderr through this (lines without the prefix are ignored). */
  feed(chunk: string): void {
    const lines = (this.partial + chunk).split('\n');
    this.partial = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith(TRACE_PREFIX)) continue;
      const [, stage = '', id = '', at = ''] = line.split(' ');
      const t = Number(at);
      if (stage === 'connect') this.connects.push(t);
      else if (stage === 'clock') this.clock = { monoUs: Number(id), wallMs: t };
      else {
        const m = this.stages.get(id) ?? new Map<string, number>();
        if (!m.has(stage)) m.set(stage, t); // the first of each (an interaction's later requests are not acks)
        this.stages.set(id, m);
      }
    }
  }

  /** A report of the burst's acknowledgements: when each stage happened after the burst began, and the slowest. */
  report(rs: readonly InteractionRecord[]): string {
    const rows = rs.flatMap((r) => {
      const bot = this.stages.get(r.id);
      if (!bot || !r.callback) return [];
      const at: Record<string, number> = {
        dispatch: r.dispatchedAt,
        arrive: r.callback.arrivedAt,
        recorded: r.callback.receivedAt,
      };
      for (const [s, t] of bot) at[s] = t;
      return [{ r, at }];
    });
    if (rows.length === 0) return '  (no trace: was the bot started with ACK_TRACE=1?)';
    const t0 = Math.min(...rows.map((x) => x.at.dispatch!));
    const t1 = Math.max(...rows.map((x) => x.at.recorded!));
    const lines = [
      `  trace of ${rows.length} acknowledgements (ms after the burst's first dispatch: p50 / p99 / max):`,
    ];
    for (const [stage, what] of STAGES) {
      const xs = rows.map((x) => (x.at[stage] ?? NaN) - t0).filter(Number.isFinite);
      lines.push(`    ${stage.padEnd(9)} ${fmt(xs)}   ${what}`);
    }
    const connects = this.connects.filter((t) => t >= t0 && t <= t1).length;
    lines.push(`    ${connects} new connections to the REST origin opened during the burst`);
    if (this.clock) {
      const mono = (wall: number) => Math.round(this.clock!.monoUs + (wall - this.clock!.wallMs) * 1000);
      lines.push(`    in the bot's CPU profile (--profile): ${mono(t0)} to ${mono(t1)} µs`);
    }
    const here = { monoUs: Number(process.hrtime.bigint() / 1000n), wallMs: wallMs() };
    const local = (wall: number) => Math.round(here.monoUs + (wall - here.wallMs) * 1000);
    lines.push(`    in this process's CPU profile (node --cpu-prof): ${local(t0)} to ${local(t1)} µs`);
    const slowest = rows.reduce((a, b) => (b.at.recorded! - b.at.dispatch! > a.at.recorded! - a.at.dispatch! ? b : a));
    lines.push(
      `    slowest: ${STAGES.map(([s]) => `${s} ${((slowest.at[s] ?? NaN) - t0).toFixed(1)}`).join(', ')} (${slowest.r.label})`,
    );
    return lines.join('\n');
  }
}

function fmt(xs: number[]): string {
  if (xs.length === 0) return '-';
  const s = [...xs].sort((a, b) => a - b);
  const p = (q: number) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!.toFixed(1);
  return `${p(0.5).padStart(6)} / ${p(0.99).padStart(6)} / ${s[s.length - 1]!.toFixed(1).padStart(6)}`;
}
