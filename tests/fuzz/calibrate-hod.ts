// npm run calibrate:hod [-- --json] [-- --campaigns N] [-- --seed PREFIX] [-- --players expert,careful,random]
// [-- --components v1|v2]: plays N complete Hill of Doves campaigns (default 500) per bot on fixed seeds
// (PREFIX-0 … PREFIX-(N-1), default "calibrate") and prints, per bot, wins/N, the win rate, its 95 %
// Wilson interval and the endings by cause; --json prints one JSON object instead, with `expert`,
// `careful`, `random` each holding { campaigns, wins, rate, ci95: [lo, hi], endings }. Targets of
// reconstruction v2 (docs/decisions/hod-calibrated-reconstruction.md): expert 45-60 %, careful 25-40 %, random <= 10 % British wins.
import { PLAYERS, endingOf, type Player } from '../../src/games/hill-of-doves/workloads/index.ts';
import { wilson } from '../../src/app/stats/wilson.ts';
import { playCampaign } from '../hill-of-doves/campaigns.ts';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

export interface BotFigures {
  campaigns: number;
  wins: number;
  rate: number;
  ci95: [number, number];
  endings: Record<string, number>;
  /** Boer victories (routs and overruns, r. 1.3) per campaign, on average. */
  boerVictoriesMean: number;
}

export function calibrate(player: Player, campaigns: number, prefix: string, components: string): BotFigures {
  let wins = 0;
  let boerVictories = 0;
  const endings: Record<string, number> = {};
  for (let i = 0; i < campaigns; i++) {
    const r = playCampaign(`${prefix}-${i}`, player, { check: false, options: { components } });
    if (r.winner === 'British') wins++;
    const e = endingOf(r.winner, r.reason);
    endings[e] = (endings[e] ?? 0) + 1;
    boerVictories += r.boerVictories;
  }
  const round = (x: number) => Math.round(x * 1000) / 1000;
  const [lo, hi] = wilson(wins, campaigns);
  return {
    campaigns,
    wins,
    rate: round(wins / campaigns),
    ci95: [round(lo), round(hi)],
    endings,
    boerVictoriesMean: round(boerVictories / campaigns),
  };
}

const json = process.argv.includes('--json');
const campaigns = Number(arg('campaigns') ?? 500);
const prefix = arg('seed') ?? 'calibrate';
const components = arg('components') ?? 'v2';
const names = (arg('players') ?? 'expert,careful,random').split(',').filter((n) => PLAYERS.has(n));
if (!Number.isInteger(campaigns) || campaigns < 1) {
  console.error(`--campaigns must be a whole number of at least 1, not "${arg('campaigns')}"`);
  process.exit(2);
}
const out: Record<string, BotFigures> = {};
const t0 = Date.now();
for (const name of names) {
  out[name] = calibrate(PLAYERS.get(name)!, campaigns, prefix, components);
  if (!json) {
    const f = out[name];
    const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
    console.log(
      `${name}: ${f.wins}/${f.campaigns} British wins, ${pct(f.rate)} (95 % ${pct(f.ci95[0])}-${pct(f.ci95[1])}); Boer victories ${f.boerVictoriesMean}/campaign; endings ${JSON.stringify(f.endings)}`,
    );
  }
}
if (json) console.log(JSON.stringify(out));
else
  console.log(
    `${campaigns * names.length} campaigns (components ${components}, seeds ${prefix}-*) in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
