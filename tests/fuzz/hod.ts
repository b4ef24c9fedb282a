// npx tsx tests/fuzz/hod.ts [games=500] [seedPrefix=fuzz] [players=random,scripted,careful (also: expert)]: each
// British player plays `games` complete Hill of Doves campaigns through the kernel; prints win rates,
// how the wars ended, games/s and any failure.
import { PLAYERS } from '../../src/games/hill-of-doves/workloads/index.ts';
import { playCampaign, type CampaignResult } from '../hill-of-doves/campaigns.ts';

const games = Number(process.argv[2] ?? 500);
const prefix = process.argv[3] ?? 'fuzz';
const names = (process.argv[4] ?? 'random,scripted,careful').split(',').filter((n) => PLAYERS.has(n));
const t0 = Date.now();
const stats: Record<
  string,
  { n: number; british: number; reasons: Record<string, number>; leaks: number; days: number }
> = {};
let failures = 0;
for (let j = 0; j < games * names.length; j++) {
  const i = Math.floor(j / names.length);
  const name = names[j % names.length]!;
  const player = PLAYERS.get(name)!;
  const st = (stats[name] ??= { n: 0, british: 0, reasons: {}, leaks: 0, days: 0 });
  let r: CampaignResult;
  try {
    r = playCampaign(`${prefix}-${i}`, player);
  } catch (e) {
    failures++;
    console.error(`FAIL ${name} ${prefix}-${i}: ${(e as Error).stack}`);
    continue;
  }
  st.n++;
  if (r.winner === 'British') st.british++;
  if (r.winner === null) console.error(`UNFINISHED ${name} ${prefix}-${i}`);
  const key = r.reason.split(' — ')[0] + (r.winner ? ` (${r.winner})` : '');
  st.reasons[key] = (st.reasons[key] ?? 0) + 1;
  st.leaks += r.leaks.length;
  st.days += r.days;
  if (r.leaks.length) console.error(`LEAK ${name} ${prefix}-${i}: ${r.leaks.slice(0, 3).join(' | ')}`);
}
const secs = (Date.now() - t0) / 1000;
for (const [name, st] of Object.entries(stats)) {
  console.log(
    `${name}: ${st.n} games, British win ${((100 * st.british) / Math.max(1, st.n)).toFixed(1)} %, mean days ${(st.days / Math.max(1, st.n)).toFixed(1)}, leaks ${st.leaks}; endings ${JSON.stringify(st.reasons)}`,
  );
}
console.log(
  `${games * names.length} campaigns in ${secs.toFixed(1)} s (${((games * names.length) / secs).toFixed(2)} games/s), ${failures} failures`,
);
if (failures > 0) process.exit(1);
