// Statistics, a projection of the event logs (src/app/stats/): ratings after a known sequence of
// results, checked against the Glicko-2 reference example; complete fuzzed games of both games kept
// live as they end and rebuilt from nothing to the same tables; /stats answers through the service.
import glicko2 from 'glicko2';
import { describe, expect, it } from 'vitest';
import { GLICKO_SETTINGS, ratingsOf } from '../../src/app/stats/ratings.ts';
import { recordFinishedGame, rebuildStats, setupOf } from '../../src/app/stats/record.ts';
import { dicePercentile } from '../../src/app/stats/luck.ts';
import { DISCORD_LIMIT, fit } from '../../src/app/stats/answers.ts';
import { wilson } from '../../src/app/stats/wilson.ts';
import { SqliteStore } from '../../src/store/sqlite-store.ts';
import type { StatsSeatRow, Store } from '../../src/store/store.ts';
import { harness, tempDbPath } from '../helpers/harness.ts';
import { steppingClock, storeFinishedGames } from '../helpers/stats-games.ts';

const row = (game: number, side: string, user: string, opponent: string, outcome: number): StatsSeatRow => ({
  game_id: game,
  guild: 'g',
  kind: 'lettow-vorbeck',
  setup: 'setup:quick',
  ended: `2026-01-0${game}T00:00:00.000Z`,
  side,
  user_id: user,
  user_name: user,
  opponent,
  outcome,
  ending: 'condition',
  luck: null,
  dice: 0,
});

/** Both seats of a game between people: `winner` beat `loser`. */
const won = (game: number, winner: [string, string], loser: [string, string]): StatsSeatRow[] => [
  row(game, winner[1], winner[0], `user:${loser[0]}`, 1),
  row(game, loser[1], loser[0], `user:${winner[0]}`, 0),
];

const tables = async (store: Store, guild: string, kinds: readonly string[]) => ({
  seats: (await Promise.all(kinds.map((k) => store.statsSeats(guild, { kind: k })))).flat(),
  ratings: await store.ratings(guild),
  counts: await store.statsCounts(guild),
});

describe('ratings: Glicko-2 (the glicko2 library)', () => {
  it("reproduces Glickman's example (Ryan 1500/200 against 1400/30, 1550/100, 1700/300: 1464.06, 151.52, 0.05999)", () => {
    // http://www.glicko.net/glicko/glicko2.pdf, the worked example; τ 0.5 as GLICKO_SETTINGS.
    const system = new glicko2.Glicko2({ ...GLICKO_SETTINGS, rd: 200 });
    const ryan = system.makePlayer(1500, 200, 0.06);
    const matches: [glicko2.Player, glicko2.Player, number][] = [
      [ryan, system.makePlayer(1400, 30, 0.06), 1],
      [ryan, system.makePlayer(1550, 100, 0.06), 0],
      [ryan, system.makePlayer(1700, 300, 0.06), 0],
    ];
    system.updateRatings(matches);
    // The paper rounds as it goes: its 1464.06 is the library's 1464.0507 to within 0.05.
    expect(ryan.getRating()).toBeCloseTo(1464.06, 1);
    expect(ryan.getRd()).toBeCloseTo(151.52, 2);
    expect(ryan.getVol()).toBeCloseTo(0.05999, 4);
  });

  it('a known sequence: each game its own rating period, one rating per side, in the order the games ended', () => {
    const rows = [
      ...won(1, ['alice', 'German'], ['bob', 'Allied']),
      ...won(2, ['alice', 'Allied'], ['bob', 'German']),
      ...won(3, ['carol', 'German'], ['alice', 'Allied']),
    ];
    // Rows in any order give the same ratings.
    const ratings = ratingsOf('g', 'lettow-vorbeck', [...rows].reverse(), new Set(), () => '');
    const of = (user: string, side: string) => ratings.find((r) => r.subject === `user:${user}` && r.side === side)!;
    // Two new players (1500, RD 350): the winner 1662.31, the loser 1337.69, both RD 290.32 (Glicko-2 reference figures).
    expect(of('alice', 'German').rating).toBeCloseTo(1662.31, 2);
    expect(of('alice', 'German').rd).toBeCloseTo(290.32, 2);
    expect(of('bob', 'Allied').rating).toBeCloseTo(1337.69, 2);
    expect(of('alice', 'German').games).toBe(1);
    // Game 2 and 3 in order: alice's Allied rating after a win at 1500, then a loss to carol (new, German).
    const system = new glicko2.Glicko2(GLICKO_SETTINGS);
    const a = system.makePlayer(1500, 350, 0.06);
    const b = system.makePlayer(1500, 350, 0.06);
    system.updateRatings([[a, b, 1]]);
    const system3 = new glicko2.Glicko2(GLICKO_SETTINGS);
    const a3 = system3.makePlayer(a.getRating(), a.getRd(), a.getVol());
    const c3 = system3.makePlayer(1500, 350, 0.06);
    system3.updateRatings([[a3, c3, 0]]);
    expect(of('alice', 'Allied').rating).toBe(a3.getRating());
    expect(of('alice', 'Allied').games).toBe(2);
    expect(of('carol', 'German').rating).toBe(c3.getRating());
    expect(of('alice', 'Allied').rating).toBeLessThan(1500 + 162.31);
  });

  it("an opted-out user's games count in nobody's ratings", () => {
    const rows = [...won(1, ['alice', 'German'], ['bob', 'Allied']), ...won(2, ['carol', 'German'], ['bob', 'Allied'])];
    const ratings = ratingsOf('g', 'lettow-vorbeck', rows, new Set(['alice']), () => '');
    expect(ratings.map((r) => r.subject).sort()).toEqual(['user:bob', 'user:carol']);
    expect(ratings.find((r) => r.subject === 'user:bob')!.games).toBe(1);
  });

  it('games against Heliograph rate its level apart; a solitaire set-up is rated as the opponent', () => {
    const rows = [
      row(1, 'German', 'alice', 'bot:2', 1),
      row(1, 'Allied', 'heliograph-bot:l2', 'user:alice', 0),
      { ...row(2, 'British', 'alice', 'setup:standard', 0), kind: 'hill-of-doves' },
    ];
    const lv = ratingsOf('g', 'lettow-vorbeck', rows.slice(0, 2), new Set(), () => '');
    expect(lv.map((r) => [r.pool, r.side, r.subject, Math.round(r.rating)])).toEqual([
      ['bot', 'Allied', 'bot:2', 1338],
      ['bot', 'German', 'user:alice', 1662],
    ]);
    const hod = ratingsOf('g', 'hill-of-doves', rows.slice(2), new Set(), () => 'Boer');
    expect(hod.map((r) => [r.pool, r.side, r.subject, Math.round(r.rating)])).toEqual([
      ['solitaire', 'Boer', 'setup:standard', 1662],
      ['solitaire', 'British', 'user:alice', 1338],
    ]);
  });
});

describe('dice luck and intervals', () => {
  it('a total at the mean is the 50th percentile; high totals high, low totals low', () => {
    expect(dicePercentile(35, 10)).toBe(50);
    expect(dicePercentile(60, 10)!).toBeGreaterThan(99);
    expect(dicePercentile(10, 10)!).toBeLessThan(1);
    expect(dicePercentile(0, 0)).toBeNull();
  });

  it('the Wilson interval of 7 wins in 10 is 0.397-0.892 (the arena and the calibration print the same)', () => {
    const [lo, hi] = wilson(7, 10);
    expect(lo).toBeCloseTo(0.3968, 3);
    expect(hi).toBeCloseTo(0.8922, 3);
  });

  it('fit cuts an answer to 2,000 characters and says how many lines it left out', () => {
    const text = fit(Array.from({ length: 200 }, (_, i) => `line ${i} ${'x'.repeat(40)}`));
    expect(text.length).toBeLessThanOrEqual(DISCORD_LIMIT);
    expect(text).toMatch(/… and \d+ more lines$/);
  });

  it('set-up names: the set-up options in name order, play-style options left out', () => {
    expect(setupOf('{"setup":"choose","advanced":true,"supply":false,"opponent":"bot","level":"2"}')).toBe(
      'advanced setup:choose',
    );
    expect(setupOf('{}')).toBe('standard');
  });
});

describe('statistics kept live equal statistics rebuilt from the logs', () => {
  it('9 complete fuzzed games of both games (people, against the bot, solitaire): rebuild-stats gives the same tables', async () => {
    const store = new SqliteStore(tempDbPath(), steppingClock());
    const ids = await storeFinishedGames(store, 9, { after: (id) => recordFinishedGame(store, id) });
    const live = await tables(store, 'g1', ['lettow-vorbeck', 'hill-of-doves']);
    expect(new Set(live.seats.map((r) => r.game_id))).toEqual(new Set(ids));
    expect(live.seats.filter((r) => r.kind === 'hill-of-doves')).toHaveLength(3);
    expect(live.seats.filter((r) => r.kind === 'lettow-vorbeck')).toHaveLength(12);
    // Played to their end by the rules: every game ended by a victory condition, every player rolled verified dice.
    expect(new Set(live.seats.map((r) => r.ending))).toEqual(new Set(['condition']));
    expect(live.seats.every((r) => r.dice > 0 && r.luck !== null && r.luck >= 0 && r.luck <= 100)).toBe(true);
    expect(new Set(live.ratings.map((r) => r.pool))).toEqual(new Set(['players', 'bot', 'solitaire']));
    expect(live.ratings.find((r) => r.subject === 'bot:2')?.games).toBe(3);
    // /stats me's summary (stats_tally) counts every seat once.
    expect(live.counts.reduce((n, c) => n + c.games, 0)).toBe(live.seats.length);
    const rebuilt = await rebuildStats(store);
    expect(rebuilt.games).toBe(9);
    expect(await tables(store, 'g1', ['lettow-vorbeck', 'hill-of-doves'])).toEqual(live);
    await store.close();
  }, 120_000);
});

describe('/stats through the service', () => {
  it('a resigned game is recorded when it ends; /stats me, player, game and top answer within Discord limits', async () => {
    const h = harness({ seed: 'stats-resign' });
    await h.run('alice: /game new game:lettow-vorbeck setup:quick');
    await h.run('alice: /game join side:German');
    await h.run('bob: /game join side:Allied');
    const over = await h.text('bob: /game resign confirm:true');
    expect(over).toContain('Game over: German win');
    const rows = await h.store.statsSeats('', { kind: 'lettow-vorbeck' });
    expect(rows.map((r) => [r.side, r.user_id, r.outcome, r.ending, r.opponent])).toEqual([
      ['Allied', 'bob', 0, 'resignation', 'user:alice'],
      ['German', 'alice', 1, 'resignation', 'user:bob'],
    ]);
    const me = await h.text('alice: /stats me');
    expect(me).toContain('[ephemeral alice]');
    expect(me).toContain('German 1 won, 0 drawn, 0 lost');
    expect(me).toContain('ended by: resignation 1');
    expect(me).toContain('ratings: German 1662 ±581');
    const bob = await h.text('alice: /stats player player:bob');
    expect(bob).toContain('Allied 0 won, 0 drawn, 1 lost');
    const game = await h.text('alice: /stats game game:lettow-vorbeck');
    expect(game).toContain('setup:quick: 1 game — German 100 % (21 %-100 %), Allied 0 % (0 %-79 %)');
    const top = await h.text('carol: /stats top');
    expect(top).toContain('**lettow-vorbeck** German: 1. alice 1662 ±581 (1)');
    for (const t of [me, bob, game, top]) expect(t.length).toBeLessThanOrEqual(DISCORD_LIMIT + 30);
    // alice opts out: her games count in nobody's tables, the ratings of this server at once.
    expect(await h.text('alice: /settings stats:off')).toContain(
      "Statistics: off: your games count in nobody's public tables",
    );
    expect(await h.text('bob: /stats player player:alice')).toContain('alice has opted out of statistics');
    expect(await h.text('bob: /stats me')).toContain('bob has no finished games on this server yet.');
    expect(await h.text('bob: /stats top')).toContain('No ratings on this server yet');
    expect(await h.text('bob: /stats game game:lettow-vorbeck')).toContain('No finished lettow-vorbeck games');
    await h.run('alice: /settings stats:on');
    expect(await h.text('bob: /stats top')).toContain('1. alice 1662 ±581 (1)');
    await expect(h.text('alice: /stats top game:chess')).rejects.toThrow(
      'game:chess is not allowed for /stats top. Allowed: lettow-vorbeck, hill-of-doves.',
    );
    h.close();
  }, 60_000);
});
