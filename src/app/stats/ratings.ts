// Ratings (Glicko-2, the glicko2 library) from a server's statistics rows of one game kind. Each
// game is its own rating period, taken in the order the games ended (then by id), so the ratings are
// a function of the rows alone: the live tables and a rebuild give the same figures. The sides of a
// game are not alike, so a subject has one rating per side. Three pools, rated apart:
// - 'players': people against people;
// - 'bot': people against Heliograph, where each bot level is a subject ('bot:<level>') rated too;
// - 'solitaire': a solitaire game's player against its set-up, rated as the opponent
//   ('setup:<setup>', on the side the game plays), so a set-up's rating says how hard it plays.
// Games with an opted-out player (opt-out.ts) are left out; so are games with no opponent seated.
import glicko2 from 'glicko2';
import type { RatingRow, StatsSeatRow } from '../../store/store.ts';
import { isBotUser } from '../opponent.ts';

/** Glickman's defaults (1500, RD 350, volatility 0.06) and a system constant τ of 0.5. */
export const GLICKO_SETTINGS = { tau: 0.5, rating: 1500, rd: 350, vol: 0.06 } as const;

export type Pool = 'players' | 'bot' | 'solitaire';

interface Subject {
  key: string;
  pool: Pool;
  side: string;
  subject: string;
  name: string;
}

/** The two subjects of a game and the first's outcome, or null when it rates nobody. */
function pairOf(rows: readonly StatsSeatRow[], otherSide: (side: string) => string): [Subject, Subject, number] | null {
  const people = rows.filter((r) => !isBotUser(r.user_id));
  const bots = rows.filter((r) => isBotUser(r.user_id));
  const subject = (pool: Pool, side: string, subject: string, name: string): Subject => ({
    key: `${pool}\u0000${side}\u0000${subject}`,
    pool,
    side,
    subject,
    name,
  });
  if (people.length === 1 && people[0]!.opponent.startsWith('setup:')) {
    const p = people[0]!;
    return [
      subject('solitaire', p.side, `user:${p.user_id}`, p.user_name),
      subject('solitaire', otherSide(p.side), p.opponent, p.opponent.slice('setup:'.length)),
      p.outcome,
    ];
  }
  if (people.length === 1 && bots.length === 1) {
    const [p, b] = [people[0]!, bots[0]!];
    const bot = botOf(b.user_id);
    return [
      subject('bot', p.side, `user:${p.user_id}`, p.user_name),
      subject('bot', b.side, bot, `Heliograph level ${bot.slice('bot:'.length)}`),
      p.outcome,
    ];
  }
  if (people.length === 2) {
    const [a, b] = [people[0]!, people[1]!];
    return [
      subject('players', a.side, `user:${a.user_id}`, a.user_name),
      subject('players', b.side, `user:${b.user_id}`, b.user_name),
      a.outcome,
    ];
  }
  return null;
}

/** 'bot:<level>' of a bot's user id (src/app/opponent.ts botUserId: heliograph-bot:l<level>[:hints]). */
export const botOf = (userId: string): string => `bot:${/:l(\d)/.exec(userId)?.[1] ?? '?'}`;

/**
 * The ratings of one server's game kind from its rows (any order), leaving out the games of `excluded`
 * users; `otherSide` names the side a solitaire game's set-up plays.
 */
export function ratingsOf(
  guild: string,
  kind: string,
  rows: readonly StatsSeatRow[],
  excluded: ReadonlySet<string>,
  otherSide: (side: string) => string,
): RatingRow[] {
  const games = new Map<number, StatsSeatRow[]>();
  for (const r of rows) {
    const g = games.get(r.game_id);
    if (g) g.push(r);
    else games.set(r.game_id, [r]);
  }
  const order = [...games.values()]
    .map((g) => g.sort((a, b) => cmp(a.side, b.side) || cmp(a.user_id, b.user_id)))
    .sort((a, b) => cmp(a[0]!.ended, b[0]!.ended) || a[0]!.game_id - b[0]!.game_id);
  const state = new Map<string, { s: Subject; rating: number; rd: number; vol: number; games: number }>();
  for (const g of order) {
    if (g.some((r) => excluded.has(r.user_id))) continue;
    const pair = pairOf(g, otherSide);
    if (!pair) continue;
    const [a, b, outcome] = pair;
    const system = new glicko2.Glicko2(GLICKO_SETTINGS);
    const at = (s: Subject) =>
      state.get(s.key) ?? {
        s,
        rating: GLICKO_SETTINGS.rating,
        rd: GLICKO_SETTINGS.rd,
        vol: GLICKO_SETTINGS.vol,
        games: 0,
      };
    const [ra, rb] = [at(a), at(b)];
    const pa = system.makePlayer(ra.rating, ra.rd, ra.vol);
    const pb = system.makePlayer(rb.rating, rb.rd, rb.vol);
    system.updateRatings([[pa, pb, outcome]]);
    state.set(a.key, { s: a, rating: pa.getRating(), rd: pa.getRd(), vol: pa.getVol(), games: ra.games + 1 });
    state.set(b.key, { s: b, rating: pb.getRating(), rd: pb.getRd(), vol: pb.getVol(), games: rb.games + 1 });
  }
  return [...state.values()]
    .map(({ s, rating, rd, vol, games: n }) => ({
      guild,
      kind,
      pool: s.pool,
      side: s.side,
      subject: s.subject,
      name: s.name,
      rating,
      rd,
      vol,
      games: n,
    }))
    .sort((x, y) => cmp(x.pool, y.pool) || cmp(x.side, y.side) || cmp(x.subject, y.subject));
}

/** Code-point order (the same in every engine and locale). */
export const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
