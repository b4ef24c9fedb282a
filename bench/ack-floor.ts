// The floor of the load test's acknowledgement criterion on the machine at hand, measured in the same run
// as the load test (bench/load.ts): the bare HTTP stacks with nothing else, no Discord client, no game,
// no picture. A Node HTTP server in a process of its own answers each request at once; this process
// sends the acknowledgement a bot sends (POST /interactions/:id/:token/callback, a deferral) with
// undici, which discord.js's REST uses: one at a time (idle), then 50 at once (burst50), twice each.
// `ack_floor_burst50_over_idle` is then the least `ack_burst50_over_idle` any bot built on Node's HTTP
// stack could reach here: if it is above 3, the criterion measures the machine, not the bot.
import { spawn } from 'node:child_process';
import { request } from 'undici';
import { percentile, round } from './stats.ts';

const SERVER = `
const http = require('node:http');
const srv = http.createServer({ keepAliveTimeout: 60000 }, (req, res) => {
  req.resume();
  req.on('end', () => { res.writeHead(204); res.end(); });
});
srv.listen(0, '127.0.0.1', () => process.send(srv.address().port));
`;

export interface AckFloor {
  ack_floor_p99_ms_idle: number;
  ack_floor_p99_ms_burst50: number;
  ack_floor_burst50_over_idle: number;
}

/** The floor, with `idle` acknowledgements one at a time and `bursts` bursts of 50 (as the load test). */
export async function ackFloor(idle: number, bursts: number): Promise<AckFloor> {
  const child = spawn(process.execPath, ['-e', SERVER], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the floor server did not start within 10 s')), 10_000);
      child.once('message', (m) => {
        clearTimeout(timer);
        resolve(Number(m));
      });
      child.once('exit', (code) => reject(new Error(`the floor server exited (${code})`)));
    });
    const url = `http://127.0.0.1:${port}/api/v10/interactions/1/token/callback`;
    const body = JSON.stringify({ type: 5, data: { flags: 64 } });
    const ack = async (): Promise<number> => {
      const t0 = performance.now();
      const res = await request(url, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
      await res.body.dump();
      return performance.now() - t0;
    };
    for (let i = 0; i < 50; i++) await ack(); // warm: the JIT and a connection
    const one: number[] = [];
    for (let i = 0; i < idle; i++) one.push(await ack());
    const many: number[] = [];
    for (let b = 0; b < bursts; b++) many.push(...(await Promise.all(Array.from({ length: 50 }, ack))));
    const idleP99 = percentile(
      one.sort((a, b) => a - b),
      99,
    );
    const burstP99 = percentile(
      many.sort((a, b) => a - b),
      99,
    );
    return {
      ack_floor_p99_ms_idle: round(idleP99, 2),
      ack_floor_p99_ms_burst50: round(burstP99, 2),
      ack_floor_burst50_over_idle: round(burstP99 / idleP99, 2),
    };
  } finally {
    child.kill();
  }
}
