// The Store contract, run over both implementations: SQLite files and PostgreSQL schemas.
// Concurrency tests use several real connections to one database (SQLite: several opens of one file;
// PostgreSQL: several pools), each standing for a bot process.
import { describe, expect, it } from 'vitest';
import { loadMigrations } from '../../src/store/migrate.ts';
import { loadPgMigrations } from '../../src/store/pg-migrate.ts';
import { AppendConflict, ChannelBusy, SeatTaken, type NewGame, type Store } from '../../src/store/store.ts';
import { BACKENDS } from './backends.ts';

const GAME: NewGame = {
  kind: 'lettow-vorbeck',
  channel: 'c',
  options: '{}',
  sandbox: false,
  seed: 's',
  seedHash: 'h',
  creator: 'u',
  revision: 'lv-1',
};
const ev = (type: string) => ({ type, data: JSON.stringify({ type }) });

describe('store migrations: both dialects', () => {
  it('migrations/pg/ mirrors migrations/ version for version, name for name', () => {
    expect(loadPgMigrations().map((m) => m.name)).toEqual(loadMigrations().map((m) => m.name));
  });
});

describe.each(BACKENDS)('store contract: $name', (backend) => {
  const fresh = async (): Promise<{ store: Store; place: Awaited<ReturnType<typeof backend.place>> }> => {
    const place = await backend.place();
    return { store: await place.open(), place };
  };

  it('records every migration once; a second open applies nothing', async () => {
    const { store, place } = await fresh();
    const again = await place.open();
    expect(await place.count(again, 'SELECT COUNT(*) AS n FROM schema_migrations')).toBe(loadMigrations().length);
    await Promise.all([store.close(), again.close()]);
  });

  it('four processes starting at once on a fresh database: all open, each migration recorded once', async () => {
    const place = await backend.place();
    const stores = await Promise.all([0, 1, 2, 3].map(() => place.open()));
    expect(await place.count(stores[0]!, 'SELECT COUNT(*) AS n FROM schema_migrations')).toBe(loadMigrations().length);
    await Promise.all(stores.map((s) => s.close()));
  });

  it('createGame stores the game row (revision, guild) and its first events, seq 1…n, one time', async () => {
    const { store } = await fresh();
    const id = await store.createGame({ ...GAME, guild: 'g1' }, [ev('a'), ev('b')]);
    const row = (await store.game(id))!;
    expect(row).toMatchObject({ id, kind: 'lettow-vorbeck', channel: 'c', status: 'active', sandbox: 0 });
    expect(row).toMatchObject({ revision: 'lv-1', guild: 'g1', ended: null, seed: 's', seed_hash: 'h' });
    const events = await store.eventsBetween(id, 0);
    expect(events.map((e) => [e.seq, e.type, e.actor])).toEqual([
      [1, 'a', 'u'],
      [2, 'b', 'u'],
    ]);
    expect(events[0]!.time).toBe(events[1]!.time);
    expect(await store.activeGameIn('c')).toEqual(row);
    expect(await store.latestGameIn('c')).toEqual(row);
    expect(await store.activeGames()).toEqual([row]);
    expect((await store.createGame({ ...GAME, channel: 'dm' }, [])) > id).toBe(true);
    expect((await store.activeGameIn('dm'))!.guild).toBeNull();
    await store.close();
  });

  it('an append names the sequence number it expects; a conflicting append writes nothing', async () => {
    const { store } = await fresh();
    const id = await store.createGame(GAME, [ev('a')]);
    expect(await store.append(id, 1, [ev('b'), ev('c')], 'alice')).toBe(3);
    const err = await store.append(id, 1, [ev('x')], 'bob').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppendConflict);
    expect(err).toMatchObject({ gameId: id, expected: 1, actual: 3 });
    expect(await store.head(id)).toBe(3);
    const events = await store.eventsBetween(id, 0);
    expect(events.map((e) => e.type)).toEqual(['a', 'b', 'c']);
    expect(events[1]!.actor).toBe('alice');
    expect(events[1]!.time).toBe(events[2]!.time);
    expect((await store.eventsBetween(id, 1, 2)).map((e) => e.seq)).toEqual([2]);
    expect(await store.head(999)).toBe(0);
    await store.close();
  });

  it('an append of no events still checks the head, and may finish the game', async () => {
    const { store } = await fresh();
    const id = await store.createGame(GAME, [ev('a')]);
    await expect(store.append(id, 0, [], 'u', { finish: true })).rejects.toThrow(AppendConflict);
    expect((await store.game(id))!.status).toBe('active');
    expect(await store.append(id, 1, [], 'u', { finish: true })).toBe(1);
    expect((await store.game(id))!.status).toBe('finished');
    await store.close();
  });

  it('UNIQUE(game_id, seq) holds even for a writer that bypasses the check', async () => {
    const { store, place } = await fresh();
    const id = await store.createGame(GAME, [ev('a')]);
    await expect(
      place.exec(
        store,
        `INSERT INTO events (game_id, seq, type, data, actor, time) VALUES (${id}, 1, 'dup', '{}', NULL, 't')`,
      ),
    ).rejects.toThrow(/unique/i);
    await store.close();
  });

  it("append { finish }: the ending events and the 'finished' status land together; a conflict finishes nothing", async () => {
    const { store } = await fresh();
    const id = await store.createGame(GAME, [ev('a')]);
    await expect(store.append(id, 0, [ev('end')], 'u', { finish: true })).rejects.toThrow(AppendConflict);
    expect((await store.game(id))!.status).toBe('active');
    expect(await store.append(id, 1, [ev('end')], 'u', { finish: true })).toBe(2);
    const row = (await store.game(id))!;
    expect(row.status).toBe('finished');
    expect(row.ended).toBe((await store.eventsBetween(id, 1))[0]!.time);
    expect(await store.activeGameIn('c')).toBeUndefined();
    expect((await store.latestGameIn('c'))!.id).toBe(id);
    await store.close();
  });

  it('one running game per channel (ChannelBusy); a finished game makes room', async () => {
    const { store } = await fresh();
    const first = await store.createGame(GAME, []);
    const err = await store.createGame({ ...GAME, creator: 'v' }, []).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ChannelBusy);
    expect((err as ChannelBusy).running!.id).toBe(first);
    await store.finishGame(first);
    expect((await store.game(first))!.status).toBe('finished');
    const second = await store.createGame({ ...GAME, creator: 'v' }, []);
    expect((await store.activeGameIn('c'))!.id).toBe(second);
    await store.close();
  });

  it('one player per side (SeatTaken names the holder); co-commanders any number; the database refuses a raw second player', async () => {
    const { store, place } = await fresh();
    const id = await store.createGame({ ...GAME, kind: 'hill-of-doves', revision: 'hod-1' }, []);
    await store.addSeat(id, 'British', 'alice', 'Alice');
    const err = await store.addSeat(id, 'British', 'bob', 'Bob').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SeatTaken);
    expect((err as SeatTaken).holder).toMatchObject({ user_id: 'alice', user_name: 'Alice', role: 'player' });
    await store.addSeat(id, 'British', 'bob', 'Bob', 'co');
    await store.addSeat(id, 'British', 'carol', 'Carol', 'co');
    await expect(store.addSeat(id, 'British', 'carol', 'Carol', 'co')).rejects.toThrow(/already taken by Carol/);
    await store.addSeat(id, 'Boer', 'dave', 'Dave');
    const seats = (await store.seats(id)).map((s) => `${s.side} ${s.user_id} ${s.role}`);
    expect(seats.sort()).toEqual(['Boer dave player', 'British alice player', 'British bob co', 'British carol co']);
    // removeSeat frees one co-commander's seat only (/commander remove).
    await store.removeSeat(id, 'British', 'bob');
    expect((await store.seats(id)).filter((s) => s.side === 'British').map((s) => s.user_id)).toEqual([
      'alice',
      'carol',
    ]);
    await expect(
      place.exec(
        store,
        `INSERT INTO seats (game_id, side, user_id, user_name, joined) VALUES (${id}, 'Boer', 'eve', 'eve', 't')`,
      ),
    ).rejects.toThrow(/unique/i);
    await store.close();
  });

  it('snapshots: the nearest at or before a seq; saving one again replaces it', async () => {
    const { store } = await fresh();
    const id = await store.createGame(GAME, []);
    await store.saveSnapshot(id, 100, '{"n":100}');
    await store.saveSnapshot(id, 200, '{"n":200}');
    await store.saveSnapshot(id, 200, '{"n":"200b"}');
    expect(await store.snapshotAtOrBefore(id, 99)).toBeUndefined();
    expect(await store.snapshotAtOrBefore(id, 150)).toEqual({ seq: 100, state: '{"n":100}' });
    expect(await store.snapshotAtOrBefore(id, 10_000)).toEqual({ seq: 200, state: '{"n":"200b"}' });
    await store.close();
  });

  it('reminders: one series per channel, replaced in place, listed by due time, removed', async () => {
    const { store } = await fresh();
    const id = await store.createGame(GAME, []);
    const due = Date.UTC(2030, 0, 1); // epoch ms beyond a 32-bit integer
    const since = due - 86_400_000;
    const more = { since, held: false };
    await store.putReminder({
      channel: 'c',
      gameId: id,
      head: 3,
      users: ['a', 'b'],
      text: 'move',
      due,
      sent: 0,
      ...more,
    });
    await store.putReminder({
      channel: 'd',
      gameId: id,
      head: 4,
      users: ['c'],
      text: 'x',
      due: due - 1,
      sent: 1,
      since,
      held: true,
    });
    await store.putReminder({
      channel: 'c',
      gameId: id,
      head: 5,
      users: ['a'],
      text: 'again',
      due: due + 1,
      sent: 2,
      ...more,
    });
    expect(await store.reminders()).toEqual([
      { channel: 'd', gameId: id, head: 4, users: ['c'], text: 'x', due: due - 1, sent: 1, since, held: true },
      { channel: 'c', gameId: id, head: 5, users: ['a'], text: 'again', due: due + 1, sent: 2, since, held: false },
    ]);
    expect((await store.reminder('c'))!.due).toBe(due + 1);
    await store.removeReminder('c');
    expect(await store.reminder('c')).toBeUndefined();
    expect((await store.reminders()).map((r) => r.channel)).toEqual(['d']);
    await store.close();
  });

  it('clock time-outs: written with the append that computes them, replaced, removed, listed for running games only', async () => {
    const { store } = await fresh();
    const a = await store.createGame({ ...GAME, channel: 'ca' }, [{ type: 'x', data: '{"type":"x"}' }]);
    const b = await store.createGame({ ...GAME, channel: 'cb' }, [{ type: 'x', data: '{"type":"x"}' }]);
    const due = Date.UTC(2030, 0, 1); // epoch ms beyond a 32-bit integer
    await store.append(a, 1, [{ type: 'y', data: '{"type":"y"}' }], 'u', { timer: { side: 'German', due } });
    await store.append(b, 1, [{ type: 'y', data: '{"type":"y"}' }], 'u', { timer: { side: 'Allied', due: due - 1 } });
    expect(await store.timers()).toEqual([
      { gameId: b, channel: 'cb', side: 'Allied', due: due - 1, head: 2 },
      { gameId: a, channel: 'ca', side: 'German', due, head: 2 },
    ]);
    await store.append(a, 2, [{ type: 'y', data: '{"type":"y"}' }], 'u', { timer: { side: 'Allied', due: due + 5 } });
    expect(await store.timer(a)).toEqual({ gameId: a, channel: 'ca', side: 'Allied', due: due + 5, head: 3 });
    // A conflicting append writes no time-out either.
    await expect(store.append(a, 2, [{ type: 'y', data: '{"type":"y"}' }], 'u', { timer: null })).rejects.toThrow();
    expect(await store.timer(a)).toBeDefined();
    await store.append(a, 3, [{ type: 'y', data: '{"type":"y"}' }], 'u', { timer: null });
    expect(await store.timer(a)).toBeUndefined();
    await store.append(b, 2, [{ type: 'z', data: '{"type":"z"}' }], 'u', { finish: true });
    expect(await store.timers()).toEqual([]);
    await store.close();
  });

  it('user settings: per user, kept across connections, replaced in place, removed by null, found by value', async () => {
    const { store, place } = await fresh();
    expect(await store.settings('u1')).toEqual(new Map());
    await store.putSetting('u1', 'tz', 'Europe/Paris');
    await store.putSetting('u1', 'digest', 'on');
    await store.putSetting('u2', 'digest', 'on');
    await store.putSetting('u1', 'tz', 'Africa/Nairobi');
    const again = await place.open(); // another process, or the bot after a restart
    expect(await again.settings('u1')).toEqual(
      new Map([
        ['digest', 'on'],
        ['tz', 'Africa/Nairobi'],
      ]),
    );
    expect(await again.usersWithSetting('digest', 'on')).toEqual(['u1', 'u2']);
    await again.putSetting('u2', 'digest', null);
    expect(await store.settings('u2')).toEqual(new Map());
    expect(await store.usersWithSetting('digest', 'on')).toEqual(['u1']);
    await Promise.all([store.close(), again.close()]);
  });

  it('notes: stored beside a game, not in its log; listed by seq then id, privacy kept', async () => {
    const { store, place } = await fresh();
    const id = await store.createGame(GAME, [ev('a'), ev('b')]);
    const before = await store.eventsBetween(id, 0);
    const n1 = await store.addNote({ gameId: id, seq: 2, userId: 'u1', userName: 'U', text: 'late', private: false });
    const n2 = await store.addNote({ gameId: id, seq: 1, userId: 'u2', userName: 'V', text: 'early', private: true });
    expect(n2).toBeGreaterThan(n1);
    const again = await place.open();
    const notes = await again.notes(id);
    expect(notes.map((n) => [n.id, n.seq, n.userId, n.userName, n.text, n.private])).toEqual([
      [n2, 1, 'u2', 'V', 'early', true],
      [n1, 2, 'u1', 'U', 'late', false],
    ]);
    expect(typeof notes[0]!.created).toBe('string');
    expect(await store.eventsBetween(id, 0)).toEqual(before); // the log and its hashes are untouched
    expect(await store.notes(id + 1)).toEqual([]);
    await Promise.all([store.close(), again.close()]);
  });

  it('watchers: stored beside a game, not in its log; upserted, listed by name, removed once', async () => {
    const { store, place } = await fresh();
    const id = await store.createGame(GAME, [ev('a'), ev('b')]);
    const before = await store.eventsBetween(id, 0);
    await store.putWatcher({ gameId: id, userId: 'u1', userName: 'U', ping: false, seen: 2 });
    await store.putWatcher({ gameId: id, userId: 'u0', userName: 'V', ping: true, seen: 1 });
    await store.putWatcher({ gameId: id, userId: 'u1', userName: 'U2', ping: true, seen: 2 });
    const again = await place.open();
    const rows = (await again.watchers(id)).map((w) => [w.userId, w.userName, w.ping, w.seen]);
    expect(rows).toEqual([
      ['u1', 'U2', true, 2],
      ['u0', 'V', true, 1],
    ]);
    expect(await store.eventsBetween(id, 0)).toEqual(before); // the log and its hashes are untouched
    expect(await store.watchers(id + 1)).toEqual([]);
    expect(await again.removeWatcher(id, 'u1')).toBe(true);
    expect(await store.removeWatcher(id, 'u1')).toBe(false);
    expect((await store.watchers(id)).map((w) => w.userId)).toEqual(['u0']);
    await Promise.all([store.close(), again.close()]);
  });

  it('rematch requests: each player once, listed by user, kept across connections, cleared per game', async () => {
    const { store, place } = await fresh();
    const a = await store.createGame({ ...GAME, channel: 'r1' }, [ev('x')]);
    const b = await store.createGame({ ...GAME, channel: 'r2' }, [ev('x')]);
    expect(await store.addRematchRequest(a, 'u2')).toEqual(['u2']);
    expect(await store.addRematchRequest(a, 'u2')).toEqual(['u2']); // pressing twice changes nothing
    expect(await store.addRematchRequest(b, 'u3')).toEqual(['u3']);
    const again = await place.open(); // the bot after a restart
    expect(await again.addRematchRequest(a, 'u1')).toEqual(['u1', 'u2']);
    await again.clearRematchRequests(a);
    expect(await store.addRematchRequest(a, 'u9')).toEqual(['u9']);
    expect(await store.addRematchRequest(b, 'u4')).toEqual(['u3', 'u4']); // game b's untouched
    await Promise.all([store.close(), again.close()]);
  });

  it('activeGamesOf: the running games a user holds a seat in (player or co-commander), by id', async () => {
    const { store } = await fresh();
    const a = await store.createGame({ ...GAME, channel: 'a' }, [], [{ side: 'German', userId: 'u1', userName: 'U' }]);
    const b = await store.createGame(
      { ...GAME, channel: 'b', guild: null },
      [],
      [{ side: 'Allied', userId: 'u2', userName: 'V' }],
    );
    await store.addSeat(b, 'Allied', 'u1', 'U', 'co');
    const c = await store.createGame(
      { ...GAME, channel: 'c' },
      [ev('x')],
      [{ side: 'German', userId: 'u1', userName: 'U' }],
    );
    await store.append(c, 1, [ev('end')], 'u1', { finish: true });
    expect((await store.activeGamesOf('u1')).map((g) => g.id)).toEqual([a, b]);
    expect((await store.activeGamesOf('u2')).map((g) => g.id)).toEqual([b]);
    expect(await store.activeGamesOf('nobody')).toEqual([]);
    await store.close();
  });

  it('stored buttons: users, channel (null = the message channel) and command come back by id', async () => {
    const { store } = await fresh();
    const a = await store.saveButton({ users: ['u1', 'u2'], channel: 'c', command: '/move unit:x to:y' });
    const b = await store.saveButton({ users: [], channel: null, command: '/game status' });
    expect(b).not.toBe(a);
    expect(await store.loadButton(a)).toEqual({ users: ['u1', 'u2'], channel: 'c', command: '/move unit:x to:y' });
    expect(await store.loadButton(b)).toEqual({ users: [], channel: null, command: '/game status' });
    expect(await store.loadButton(b + 1000)).toBeUndefined();
    await store.close();
  });

  it('three processes appending to one game at once: every landed command has its own seqs, no gaps, conflicts write nothing', async () => {
    const place = await backend.place();
    const stores = await Promise.all([0, 1, 2].map(() => place.open()));
    const id = await stores[0]!.createGame(GAME, [ev('start')]);
    const PER = 40;
    let conflicts = 0;
    await Promise.all(
      stores.map(async (store, p) => {
        for (let i = 0; i < PER; i++) {
          for (;;) {
            const head = await store.head(id);
            try {
              await store.append(id, head, [ev(`p${p}-${i}-a`), ev(`p${p}-${i}-b`)], `p${p}`);
              break;
            } catch (e) {
              if (!(e instanceof AppendConflict)) throw e;
              conflicts++;
              await new Promise<void>((r) => setImmediate(r));
            }
          }
        }
      }),
    );
    const events = await stores[1]!.eventsBetween(id, 0);
    expect(events.map((e) => e.seq)).toEqual(Array.from({ length: 1 + 3 * PER * 2 }, (_, i) => i + 1));
    // Each command's two events are adjacent: no interleaving of two appends.
    for (let s = 1; s < events.length; s += 2)
      expect(events[s]!.type.replace(/-a$/, '')).toBe(events[s + 1]!.type.replace(/-b$/, ''));
    expect(new Set(events.map((e) => e.type)).size).toBe(events.length);
    console.log(`${backend.name}: ${3 * PER} appends on three connections, ${conflicts} conflicts retried`);
    await Promise.all(stores.map((s) => s.close()));
  });

  it('four processes creating a game in one channel at once: one game runs, the others get ChannelBusy naming it', async () => {
    const place = await backend.place();
    const stores = await Promise.all([0, 1, 2, 3].map(() => place.open()));
    const results = await Promise.allSettled(
      stores.map((s, i) => s.createGame({ ...GAME, creator: `u${i}` }, [ev('created')])),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    const winner = (won[0] as PromiseFulfilledResult<number>).value;
    for (const r of results.filter((x) => x.status === 'rejected')) {
      expect(r.reason).toBeInstanceOf(ChannelBusy);
      expect((r.reason as ChannelBusy).running?.id).toBe(winner);
    }
    expect(await place.count(stores[0]!, "SELECT COUNT(*) AS n FROM games WHERE status = 'active'")).toBe(1);
    expect(await place.count(stores[0]!, 'SELECT COUNT(*) AS n FROM events')).toBe(1);
    await Promise.all(stores.map((s) => s.close()));
  });

  it('four processes taking one side at once: one player; the others get SeatTaken naming the holder', async () => {
    const place = await backend.place();
    const stores = await Promise.all([0, 1, 2, 3].map(() => place.open()));
    const id = await stores[0]!.createGame(GAME, []);
    const results = await Promise.allSettled(stores.map((s, i) => s.addSeat(id, 'German', `u${i}`, `U${i}`)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const seats = await stores[0]!.seats(id);
    expect(seats).toHaveLength(1);
    for (const r of results.filter((x) => x.status === 'rejected')) {
      expect(r.reason).toBeInstanceOf(SeatTaken);
      expect((r.reason as SeatTaken).holder?.user_id).toBe(seats[0]!.user_id);
    }
    await Promise.all(stores.map((s) => s.close()));
  });

  it("statistics rows: a game's rows replaced, read by server, kind and user; ratings replaced per kind, doubles exact; finished games by page; cleared", async () => {
    const { store } = await fresh();
    const seat = (game: number, user: string, kind = 'lettow-vorbeck') => ({
      game_id: game,
      guild: 'g1',
      kind,
      setup: 'setup:quick',
      ended: `2026-01-0${game}T00:00:00.000Z`,
      side: 'German',
      user_id: user,
      user_name: user.toUpperCase(),
      opponent: 'user:x',
      outcome: 0.5,
      ending: 'condition',
      luck: 62.5,
      dice: 12,
    });
    await store.putStatsSeats(2, [seat(2, 'bob')]);
    await store.putStatsSeats(1, [seat(1, 'alice'), seat(1, 'zed')]);
    await store.putStatsSeats(1, [seat(1, 'alice', 'hill-of-doves')]); // replaces game 1's rows
    expect(await store.statsSeats('g1')).toEqual([seat(1, 'alice', 'hill-of-doves'), seat(2, 'bob')]);
    expect(await store.statsSeats('g1', { kind: 'lettow-vorbeck' })).toEqual([seat(2, 'bob')]);
    expect(await store.statsSeats('g1', { user: 'alice' })).toEqual([seat(1, 'alice', 'hill-of-doves')]);
    expect(await store.statsSeats('g2')).toEqual([]);
    const rating = (subject: string, r: number) => ({
      guild: 'g1',
      kind: 'lettow-vorbeck',
      pool: 'players',
      side: 'German',
      subject,
      name: subject,
      rating: r,
      rd: 290.31896371798047,
      vol: 0.059999475546798,
      games: 1,
    });
    await store.putRatings('g1', 'lettow-vorbeck', [rating('user:a', 1)]);
    await store.putRatings('g1', 'lettow-vorbeck', [rating('user:b', 1662.3108939062977), rating('user:c', 0.1 + 0.2)]);
    expect(await store.ratings('g1')).toEqual([rating('user:b', 1662.3108939062977), rating('user:c', 0.1 + 0.2)]);
    expect(await store.ratings('g1', 'hill-of-doves')).toEqual([]);
    const a = await store.createGame({ ...GAME, channel: 'f1' }, [ev('x')]);
    await store.createGame({ ...GAME, channel: 'f2' }, [ev('x')]);
    const c = await store.createGame({ ...GAME, channel: 'f3' }, [ev('x')]);
    await store.append(a, 1, [ev('end')], 'u', { finish: true });
    await store.append(c, 1, [ev('end')], 'u', { finish: true });
    expect((await store.finishedGames(0, 1)).map((g) => g.id)).toEqual([a]);
    expect((await store.finishedGames(a, 10)).map((g) => g.id)).toEqual([c]);
    await store.clearStats();
    expect(await store.statsSeats('g1')).toEqual([]);
    expect(await store.ratings('g1')).toEqual([]);
    await store.close();
  });

  it("statsRecord: a user's seats counted by kind, side, opponent kind, result and ending; last dice luck per kind; games against a hidden user left out", async () => {
    const { store } = await fresh();
    const seat = (game: number, kind: string, side: string, opponent: string, outcome: number, ending: string) => ({
      game_id: game,
      guild: 'g1',
      kind,
      setup: 'standard',
      ended: `2026-01-${String(game).padStart(2, '0')}T00:00:00.000Z`,
      side,
      user_id: 'ann',
      user_name: 'Ann',
      opponent,
      outcome,
      ending,
      luck: game % 4 === 0 ? null : game * 2.5,
      dice: game,
    });
    const rows = [
      seat(1, 'lv', 'German', 'user:bo', 1, 'condition'),
      seat(2, 'lv', 'German', 'user:bo', 1, 'condition'),
      seat(3, 'lv', 'German', 'user:cy', 0, 'resignation'), // cy opts out below
      seat(4, 'lv', 'Allied', 'bot:2', 0.5, 'time'),
      seat(5, 'lv', 'German', 'bot:3', 0, 'condition'),
      seat(6, 'hod', 'British', 'setup:standard', 1, 'condition'),
      seat(7, 'lv', 'Allied', 'user:bo', 0, 'condition'),
    ];
    for (const r of rows) await store.putStatsSeats(r.game_id, [r]);
    await store.putStatsSeats(8, [{ ...seat(8, 'lv', 'German', 'user:ann', 1, 'condition'), user_id: 'bo' }]);
    await store.putStatsSeats(9, [{ ...seat(9, 'lv', 'German', 'user:bo', 1, 'condition'), guild: 'g2' }]);
    const rating = (kind: string, pool: string, side: string, subject: string) => ({
      guild: 'g1',
      kind,
      pool,
      side,
      subject,
      name: subject,
      rating: 1512.25,
      rd: 200.5,
      vol: 0.06,
      games: 2,
    });
    await store.putRatings('g1', 'lv', [
      rating('lv', 'players', 'German', 'user:ann'),
      rating('lv', 'bot', 'Allied', 'user:ann'),
      rating('lv', 'players', 'German', 'user:bo'),
    ]);
    const tally = (r: Awaited<ReturnType<Store['statsRecord']>>) =>
      r.tally
        .map((t) => [t.kind, t.side, t.bot, t.outcome, t.ending, t.games] as const)
        .sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
    const all = await store.statsRecord('g1', 'ann', []);
    expect(tally(all)).toEqual([
      ['hod', 'British', false, 1, 'condition', 1],
      ['lv', 'Allied', false, 0, 'condition', 1],
      ['lv', 'Allied', true, 0.5, 'time', 1],
      ['lv', 'German', false, 0, 'resignation', 1],
      ['lv', 'German', false, 1, 'condition', 2],
      ['lv', 'German', true, 0, 'condition', 1],
    ]);
    // The last three seats with dice of each kind, oldest first (game 4 rolled none).
    expect(all.luck).toEqual([
      { kind: 'hod', game_id: 6, luck: 15, dice: 6 },
      { kind: 'lv', game_id: 3, luck: 7.5, dice: 3 },
      { kind: 'lv', game_id: 5, luck: 12.5, dice: 5 },
      { kind: 'lv', game_id: 7, luck: 17.5, dice: 7 },
    ]);
    expect(all.ratings).toEqual([
      rating('lv', 'bot', 'Allied', 'user:ann'),
      rating('lv', 'players', 'German', 'user:ann'),
    ]);
    const hidden = await store.statsRecord('g1', 'ann', ['cy', 'nobody']);
    expect(tally(hidden).filter((t) => t[4] === 'resignation')).toEqual([]);
    expect(tally(hidden).reduce((n, t) => n + t[5], 0)).toBe(6);
    expect(hidden.luck.filter((l) => l.kind === 'lv').map((l) => l.game_id)).toEqual([2, 5, 7]);
    expect(await store.statsRecord('g3', 'ann', [])).toEqual({ tally: [], luck: [], ratings: [] });
    await store.close();
  });

  it("stats_tally, /stats me's summary: kept with the seats in putStatsSeats (replaced rows uncounted, none left at 0), emptied by clearStats, filled from the seats by its migration", async () => {
    const { store, place } = await fresh();
    const seat = (game: number, user: string, opponent: string, outcome: number, guild = 'g1') => ({
      game_id: game,
      guild,
      kind: 'lv',
      setup: 'standard',
      ended: `2026-02-${String(game).padStart(2, '0')}T00:00:00.000Z`,
      side: outcome === 1 ? 'German' : 'Allied',
      user_id: user,
      user_name: user,
      opponent,
      outcome,
      ending: 'condition',
      luck: null,
      dice: 0,
    });
    const count = (user: string, opponent: string, outcome: number, games: number, guild = 'g1') => ({
      guild,
      user_id: user,
      kind: 'lv',
      side: outcome === 1 ? 'German' : 'Allied',
      opponent,
      outcome,
      ending: 'condition',
      games,
    });
    await store.putStatsSeats(1, [seat(1, 'ann', 'user:bo', 1), seat(1, 'bo', 'user:ann', 0)]);
    await store.putStatsSeats(2, [seat(2, 'ann', 'user:bo', 1), seat(2, 'bo', 'user:ann', 0)]);
    await store.putStatsSeats(3, [seat(3, 'ann', 'bot:2', 0)]);
    await store.putStatsSeats(4, [seat(4, 'ann', 'user:bo', 1, 'g2')]);
    expect(await store.statsCounts('g1')).toEqual([
      count('ann', 'bot:2', 0, 1),
      count('ann', 'user:bo', 1, 2),
      count('bo', 'user:ann', 0, 2),
    ]);
    expect(await store.statsCounts('g2')).toEqual([count('ann', 'user:bo', 1, 1, 'g2')]);
    // Game 2 written again with the result the other way round; game 3 with no seat left.
    await store.putStatsSeats(2, [seat(2, 'ann', 'user:bo', 0), seat(2, 'bo', 'user:ann', 1)]);
    await store.putStatsSeats(3, []);
    const after = [
      count('ann', 'user:bo', 0, 1),
      count('ann', 'user:bo', 1, 1),
      count('bo', 'user:ann', 0, 1),
      count('bo', 'user:ann', 1, 1),
    ];
    expect(await store.statsCounts('g1')).toEqual(after);
    // A database that had seats before migration 0014 gains their summary when the migration runs.
    await place.exec(store, 'DROP TABLE stats_tally');
    await place.exec(store, 'DELETE FROM schema_migrations WHERE version = 14');
    const migrated = await place.open();
    expect(await migrated.statsCounts('g1')).toEqual(after);
    expect(await migrated.statsCounts('g2')).toEqual([count('ann', 'user:bo', 1, 1, 'g2')]);
    await migrated.clearStats();
    expect(await migrated.statsCounts('g1')).toEqual([]);
    expect(await migrated.statsCounts('g2')).toEqual([]);
    await Promise.all([store.close(), migrated.close()]);
  });
});
