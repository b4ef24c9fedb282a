// The answers of /stats: a player's record and ratings, a game's win rates per set-up and side with
// their 95 % Wilson interval (wilson.ts), and the top of the ratings. Read from the statistics
// tables of the caller's server, leaving out the games of opted-out users; each answer fits one
// Discord message (2,000 characters).
import type { RatingRow, StatsSeatRow, StatsTallyRow, Store } from '../../store/store.ts';
import { isBotUser } from '../opponent.ts';
import { gameModule } from '../registry.ts';
import { optedOut } from './record.ts';
import { statsOptedOutUsers } from './opt-out.ts';
import { botOf, cmp } from './ratings.ts';
import { wilson } from './wilson.ts';

export const DISCORD_LIMIT = 2000;

/** Lines joined, cut to the limit with a last line saying how many were left out. */
export function fit(lines: readonly string[], limit = DISCORD_LIMIT): string {
  const out: string[] = [];
  let used = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const tail = `… and ${lines.length - i} more lines`;
    if (used + line.length + 1 + tail.length + 1 > limit && i < lines.length - 1) {
      out.push(tail);
      break;
    }
    out.push(line.length > limit - used - 1 ? `${line.slice(0, Math.max(0, limit - used - 2))}…` : line);
    used += line.length + 1;
  }
  return out.join('\n').slice(0, limit);
}

/** Rows of games whose players all take part in statistics (each row names its opponent). */
async function countedRows(store: Store, rows: readonly StatsSeatRow[]): Promise<StatsSeatRow[]> {
  const out = await optedOut(store, rows);
  if (out.size === 0) return [...rows];
  const hidden = new Set(
    rows.filter((r) => out.has(r.user_id) || out.has(r.opponent.slice('user:'.length))).map((r) => r.game_id),
  );
  return rows.filter((r) => !hidden.has(r.game_id));
}

const rate = (r: RatingRow) => `${Math.round(r.rating)} ±${Math.round(2 * r.rd)}`;
const pct = (x: number) => `${Math.round(100 * x)} %`;

/** /stats me and /stats player: a user's record on this server, per game kind, counted by the store. */
export async function playerAnswer(store: Store, guild: string, user: string, name: string): Promise<string> {
  const out = await statsOptedOutUsers(store);
  if (out.has(user)) return `${name} has opted out of statistics (/settings stats:off): their games count in no table.`;
  // A game counts only if its opponent takes part too.
  const record = await store.statsRecord(guild, user, [...out]);
  const kinds = [...new Set(record.tally.map((r) => r.kind))].sort(cmp);
  const lines: string[] = [];
  const total = (rows: readonly StatsTallyRow[]) => rows.reduce((n, r) => n + r.games, 0);
  for (const kind of kinds) {
    const mine = record.tally.filter((r) => r.kind === kind);
    const games = total(mine);
    lines.push(`**${kind}**: ${games} game${games === 1 ? '' : 's'}`);
    for (const apart of [false, true]) {
      const group = mine.filter((r) => r.bot === apart);
      if (group.length === 0) continue;
      const sides = [...new Set(group.map((r) => r.side))].sort(cmp);
      const bySide = sides.map((s) => {
        const g = group.filter((r) => r.side === s);
        const w = total(g.filter((r) => r.outcome === 1));
        const d = total(g.filter((r) => r.outcome === 0.5));
        return `${s} ${w} won, ${d} drawn, ${total(g) - w - d} lost`;
      });
      lines.push(`  ${apart ? 'against Heliograph' : 'against people or the game'}: ${bySide.join('; ')}`);
    }
    const endings = new Map<string, number>();
    for (const r of mine) endings.set(r.ending, (endings.get(r.ending) ?? 0) + r.games);
    lines.push(
      `  ended by: ${[...endings]
        .sort(([a], [b]) => cmp(a, b))
        .map(([e, n]) => `${e} ${n}`)
        .join(', ')}`,
    );
    const ratings = record.ratings.filter((r) => r.kind === kind);
    if (ratings.length)
      lines.push(
        `  ratings: ${ratings.map((r) => `${r.side} ${rate(r)}${r.pool === 'players' ? '' : ` (${r.pool === 'bot' ? 'against Heliograph' : 'solitaire'})`}`).join('; ')}`,
      );
    const lucky = record.luck.filter((r) => r.kind === kind);
    if (lucky.length)
      lines.push(
        `  dice luck, last games: ${lucky.map((r) => `#${r.game_id} ${r.luck}th percentile (${r.dice} dice)`).join('; ')}`,
      );
  }
  if (lines.length === 0) return `${name} has no finished games on this server yet.`;
  return fit([`Statistics of ${name} on this server (ratings: Glicko-2, ± twice the deviation):`, ...lines]);
}

/** /stats game:<kind>: each side's win rate per set-up, with its 95 % interval; games against Heliograph apart. */
export async function gameAnswer(store: Store, guild: string, kind: string): Promise<string> {
  const module = gameModule(kind);
  if (!module) return `There is no game "${kind}".`;
  const rows = await countedRows(store, await store.statsSeats(guild, { kind }));
  const games = new Map<number, StatsSeatRow[]>();
  for (const r of rows) games.set(r.game_id, [...(games.get(r.game_id) ?? []), r]);
  // The side that won each game (null: a draw), and who it was played against.
  const results = [...games.values()].map((g) => {
    const won = g.find((r) => r.outcome === 1);
    const lost = g.find((r) => r.outcome === 0);
    const winner = won ? won.side : lost && g.length === 1 ? (module.sides.find((s) => s !== lost.side) ?? null) : null;
    const bot = g.find((r) => isBotUser(r.user_id));
    return { setup: g[0]!.setup, winner, against: bot ? `against Heliograph ${botOf(bot.user_id).slice(4)}` : '' };
  });
  if (results.length === 0) return `No finished ${kind} games on this server yet.`;
  const lines = [`**${kind}**: win rate per set-up and side (draws half), with its 95 % interval:`];
  const groups = [...new Set(results.map((r) => `${r.setup}${r.against ? ` (${r.against})` : ''}`))].sort(cmp);
  for (const group of groups) {
    const g = results.filter((r) => `${r.setup}${r.against ? ` (${r.against})` : ''}` === group);
    const sides = module.sides.map((s) => {
      const points = g.reduce((n, r) => n + (r.winner === s ? 1 : r.winner === null ? 0.5 : 0), 0);
      const [lo, hi] = wilson(points, g.length);
      return `${s} ${pct(points / g.length)} (${pct(lo)}-${pct(hi)})`;
    });
    lines.push(`${group}: ${g.length} game${g.length === 1 ? '' : 's'} — ${sides.join(', ')}`);
  }
  return fit(lines);
}

/** /stats top: the best ratings per game kind, side and pool (at most five each). */
export async function topAnswer(store: Store, guild: string, kind?: string): Promise<string> {
  const ratings = await store.ratings(guild, kind);
  if (ratings.length === 0) return 'No ratings on this server yet: they come with finished games.';
  const lines = ['Top ratings on this server (Glicko-2, ± twice the deviation):'];
  const keys = [...new Set(ratings.map((r) => `${r.kind}\u0000${r.pool}\u0000${r.side}`))].sort(cmp);
  for (const key of keys) {
    const [k, pool, side] = key.split('\u0000') as [string, string, string];
    const best = ratings
      .filter((r) => r.kind === k && r.pool === pool && r.side === side)
      .sort((a, b) => b.rating - a.rating || cmp(a.subject, b.subject))
      .slice(0, 5);
    const where = pool === 'players' ? '' : pool === 'bot' ? ' (against Heliograph)' : ' (solitaire)';
    lines.push(
      `**${k}** ${side}${where}: ${best.map((r, i) => `${i + 1}. ${r.name} ${rate(r)} (${r.games})`).join(', ')}`,
    );
  }
  return fit(lines);
}
