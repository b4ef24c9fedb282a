// /stats me counted by the store (Store.statsRecord) gives the text it gave when every seat row was
// read and counted here: the former answer is kept below as the reference, over one SQLite store of
// varied rows (kinds, sides, people, Heliograph and solitaire, draws, endings, dice or none, ratings,
// an opted-out opponent, another server).
import { afterAll, describe, expect, it } from 'vitest';
import { fit, playerAnswer } from '../../src/app/stats/answers.ts';
import { botOf, cmp } from '../../src/app/stats/ratings.ts';
import { SqliteStore } from '../../src/store/sqlite-store.ts';
import type { RatingRow, StatsSeatRow, Store } from '../../src/store/store.ts';
import { tempDbPath } from '../helpers/harness.ts';

const rate = (r: RatingRow) => `${Math.round(r.rating)} ±${Math.round(2 * r.rd)}`;

/** The former /stats me: every seat row of the user read, games against opted-out users dropped, counted in JS. */
async function formerAnswer(store: Store, guild: string, user: string, name: string): Promise<string> {
  const optedOut = async (u: string) => (await store.settings(u)).get('stats') === 'off';
  if (await optedOut(user))
    return `${name} has opted out of statistics (/settings stats:off): their games count in no table.`;
  const rows = await store.statsSeats(guild, { user });
  const hiddenUsers = new Set<string>();
  for (const r of rows) {
    for (const u of [r.user_id, ...(r.opponent.startsWith('user:') ? [r.opponent.slice(5)] : [])])
      if (await optedOut(u)) hiddenUsers.add(u);
  }
  const hidden = new Set(
    rows
      .filter((r) => hiddenUsers.has(r.user_id) || hiddenUsers.has(r.opponent.slice('user:'.length)))
      .map((r) => r.game_id),
  );
  const own: StatsSeatRow[] = rows.filter((r) => !hidden.has(r.game_id));
  const kinds = [...new Set(own.map((r) => r.kind))].sort(cmp);
  const lines: string[] = [];
  for (const kind of kinds) {
    const mine = own.filter((r) => r.kind === kind);
    lines.push(`**${kind}**: ${mine.length} game${mine.length === 1 ? '' : 's'}`);
    for (const apart of [false, true]) {
      const group = mine.filter((r) => r.opponent.startsWith('bot:') === apart);
      if (group.length === 0) continue;
      const sides = [...new Set(group.map((r) => r.side))].sort(cmp);
      const bySide = sides.map((s) => {
        const g = group.filter((r) => r.side === s);
        const w = g.filter((r) => r.outcome === 1).length;
        const d = g.filter((r) => r.outcome === 0.5).length;
        return `${s} ${w} won, ${d} drawn, ${g.length - w - d} lost`;
      });
      lines.push(`  ${apart ? 'against Heliograph' : 'against people or the game'}: ${bySide.join('; ')}`);
    }
    const endings = new Map<string, number>();
    for (const r of mine) endings.set(r.ending, (endings.get(r.ending) ?? 0) + 1);
    lines.push(
      `  ended by: ${[...endings]
        .sort(([a], [b]) => cmp(a, b))
        .map(([e, n]) => `${e} ${n}`)
        .join(', ')}`,
    );
    const ratings = (await store.ratings(guild, kind)).filter((r) => r.subject === `user:${user}`);
    if (ratings.length)
      lines.push(
        `  ratings: ${ratings.map((r) => `${r.side} ${rate(r)}${r.pool === 'players' ? '' : ` (${r.pool === 'bot' ? 'against Heliograph' : 'solitaire'})`}`).join('; ')}`,
      );
    const lucky = mine.filter((r) => r.luck !== null).slice(-3);
    if (lucky.length)
      lines.push(
        `  dice luck, last games: ${lucky.map((r) => `#${r.game_id} ${r.luck}th percentile (${r.dice} dice)`).join('; ')}`,
      );
  }
  if (lines.length === 0) return `${name} has no finished games on this server yet.`;
  return fit([`Statistics of ${name} on this server (ratings: Glicko-2, ± twice the deviation):`, ...lines]);
}

const USERS = ['ann', 'bo', 'cy', 'dee'] as const;
const ENDINGS = ['condition', 'resignation', 'time', 'other'] as const;
const store = new SqliteStore(tempDbPath());
afterAll(() => store.close());

/** Game i: Lettow-Vorbeck between two people, against a bot level, or Hill of Doves solitaire; results, endings and dice vary with i. */
function seatsOf(i: number, guild: string): StatsSeatRow[] {
  const a = USERS[i % 4]!;
  const b = USERS[(i + 1 + (i % 3)) % 4]!;
  const base = {
    game_id: i,
    guild,
    setup: 'standard',
    ended: `2026-02-${String(1 + (i % 28)).padStart(2, '0')}T00:00:${String(i % 60).padStart(2, '0')}.000Z`,
    ending: ENDINGS[(i >> 1) % 4]!,
    user_name: '',
  };
  const dice = (k: number) => (k % 5 === 0 ? { luck: null, dice: 0 } : { luck: (k * 7.5) % 100, dice: k % 17 });
  const outcome = [1, 0, 0.5][i % 3]!;
  switch (i % 3) {
    case 0:
      return [
        {
          ...base,
          kind: 'lettow-vorbeck',
          side: 'German',
          user_id: a,
          user_name: a.toUpperCase(),
          opponent: `user:${b}`,
          outcome,
          ...dice(i),
        },
        {
          ...base,
          kind: 'lettow-vorbeck',
          side: 'Allied',
          user_id: b,
          user_name: b.toUpperCase(),
          opponent: `user:${a}`,
          outcome: 1 - outcome,
          ...dice(i + 1),
        },
      ];
    case 1:
      return [
        {
          ...base,
          kind: 'lettow-vorbeck',
          side: i % 2 ? 'German' : 'Allied',
          user_id: a,
          user_name: a,
          opponent: `bot:${1 + (i % 3)}`,
          outcome,
          ...dice(i),
        },
        {
          ...base,
          kind: 'lettow-vorbeck',
          side: i % 2 ? 'Allied' : 'German',
          user_id: 'heliograph-bot:l2',
          user_name: 'Heliograph',
          opponent: `user:${a}`,
          outcome: 1 - outcome,
          ...dice(i + 2),
        },
      ];
    default:
      return [
        {
          ...base,
          kind: 'hill-of-doves',
          side: 'British',
          user_id: a,
          user_name: a,
          opponent: 'setup:standard',
          outcome,
          ...dice(i),
        },
      ];
  }
}

describe('/stats me counted by the store', () => {
  it('gives the former answer for every user, with and without an opted-out opponent, on each server', async () => {
    for (let i = 1; i <= 90; i++) await store.putStatsSeats(i, seatsOf(i, i % 10 === 0 ? 'g2' : 'g1'));
    const rating = (kind: string, pool: string, side: string, user: string, r: number): RatingRow => ({
      guild: 'g1',
      kind,
      pool,
      side,
      subject: `user:${user}`,
      name: user,
      rating: r,
      rd: 80.25,
      vol: 0.06,
      games: 3,
    });
    await store.putRatings('g1', 'lettow-vorbeck', [
      rating('lettow-vorbeck', 'players', 'German', 'ann', 1612.4),
      rating('lettow-vorbeck', 'bot', 'Allied', 'ann', 1488.6),
      rating('lettow-vorbeck', 'players', 'Allied', 'bo', 1500),
      { ...rating('lettow-vorbeck', 'bot', 'German', 'x', 1400), subject: `${botOf('heliograph-bot:l2')}` },
    ]);
    await store.putRatings('g1', 'hill-of-doves', [rating('hill-of-doves', 'solitaire', 'British', 'cy', 1550)]);
    const answers = async () =>
      Promise.all(
        ['g1', 'g2', 'g3'].flatMap((g) =>
          USERS.map(async (u) => [await playerAnswer(store, g, u, u), await formerAnswer(store, g, u, u)] as const),
        ),
      );
    const before = await answers();
    for (const [now, former] of before) expect(now).toBe(former);
    // The answers are not all alike: records, ratings and luck lines were all compared.
    const text = before.map(([now]) => now).join('\n');
    for (const part of [
      'against Heliograph: ',
      'against people or the game: ',
      'ratings: Allied 1489 ±161 (against Heliograph); German 1612 ±161',
      'dice luck, last games: #',
      'has no finished games',
      'drawn',
      'ended by: condition',
      'time',
    ])
      expect(text).toContain(part);

    await store.putSetting('cy', 'stats', 'off'); // cy's games leave the others' records
    await store.putSetting('dee', 'tz', 'Europe/Paris'); // another setting changes nothing
    const after = await answers();
    for (const [now, former] of after) expect(now).toBe(former);
    expect(after.map(([now]) => now)).not.toEqual(before.map(([now]) => now));
    expect(after.find(([now]) => now.startsWith('cy has opted out'))).toBeDefined();
  });
});
