// npx tsx tests/fuzz/hod.ts [games=500] [seedPrefix=fuzz] [players=random,scripted,careful (also: expert)] [--no-leaks]:
// each British player plays `games` complete Hill of Doves campaigns through the kernel; prints win
// rates, how the wars ended, games/s and any failure. Unless --no-leaks, the conformance kit's
// view-shape and fog-of-war checks (tests/conformance/watch.ts) watch every event and decision (a leak
// is a failure); they cost about five times the campaigns themselves (every view of every event, and
// the buttons ask the game's legal actions again).
import { PLAYERS } from '../../src/games/hill-of-doves/workloads/index.ts';
import { playCampaign, type CampaignResult } from '../hill-of-doves/campaigns.ts';
import { hillOfDovesConformance } from '../conformance/games/hill-of-doves.ts';
import { registeredGame } from '../conformance/registry.ts';
import { CHECKS, Watch } from '../conformance/watch.ts';

const leakChecks = !process.argv.includes('--no-leaks');
const [gamesArg, prefixArg, playersArg] = process.argv.slice(2).filter((a) => a !== '--no-leaks');
const games = Number(gamesArg ?? 500);
const prefix = prefixArg ?? 'fuzz';
const names = (playersArg ?? 'random,scripted,careful').split(',').filter((n) => PLAYERS.has(n));
const t0 = Date.now();
const stats: Record<
  string,
  { n: number; british: number; reasons: Record<string, number>; leaks: number; days: number }
> = {};
let failures = 0;
const watch = leakChecks ? new Watch(registeredGame('hill-of-doves'), hillOfDovesConformance) : null;
for (let j = 0; j < games * names.length; j++) {
  const i = Math.floor(j / names.length);
  const name = names[j % names.length]!;
  const player = PLAYERS.get(name)!;
  const st = (stats[name] ??= { n: 0, british: 0, reasons: {}, leaks: 0, days: 0 });
  let r: CampaignResult;
  const found = (watch?.findings.total.leaks ?? 0) + (watch?.findings.total.shape ?? 0);
  watch?.begin(`${prefix}-${i} (${name})`);
  try {
    r = playCampaign(
      `${prefix}-${i}`,
      player,
      watch ? { onFolded: watch.event.bind(watch), onCommand: watch.command.bind(watch) } : {},
    );
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
  const leaks = (watch?.findings.total.leaks ?? 0) + (watch?.findings.total.shape ?? 0) - found;
  st.leaks += leaks;
  st.days += r.days;
  if (leaks) console.error(`LEAK ${name} ${prefix}-${i}: ${leaks} findings`);
}
watch?.shapeFindings();
for (const check of CHECKS) {
  failures += watch?.findings.total[check] ?? 0;
  for (const m of watch?.findings.list[check] ?? []) console.error(`${check}: ${m}`);
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
