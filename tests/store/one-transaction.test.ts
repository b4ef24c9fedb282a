// One command, one transaction, over both stores: the seat of a /game join that fills the table lands
// with its forced first steps (append's `seat`), a snapshot with the events that cross its mark (append's
// `snapshot`), the seats of a game against Heliograph with its creation (createGame's seats); when any
// part is refused, nothing of the command is written.
import { describe, expect, it } from 'vitest';
import { AppendConflict, SeatTaken, type NewGame } from '../../src/store/store.ts';
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
const alice = { side: 'German', userId: 'alice', userName: 'Alice' };
const bob = { side: 'Allied', userId: 'bob', userName: 'Bob' };

describe.each(BACKENDS)('one command, one transaction: $name', (backend) => {
  it('append { seat }: the seat and the events land together', async () => {
    const store = await (await backend.place()).open();
    const id = await store.createGame(GAME, [ev('a')]);
    await store.addSeat(id, alice.side, alice.userId, alice.userName);
    expect(await store.append(id, 1, [ev('forced'), ev('card')], 'bob', { seat: bob })).toBe(3);
    expect((await store.seats(id)).map((s) => [s.side, s.user_id, s.role]).sort()).toEqual([
      ['Allied', 'bob', 'player'],
      ['German', 'alice', 'player'],
    ]);
    expect((await store.eventsBetween(id, 0)).map((e) => e.type)).toEqual(['a', 'forced', 'card']);
    await store.close();
  });

  it('append { seat } on a held side: SeatTaken naming the holder, and neither seat nor events written', async () => {
    const store = await (await backend.place()).open();
    const id = await store.createGame(GAME, [ev('a')]);
    await store.addSeat(id, 'Allied', 'carol', 'Carol');
    const err = await store.append(id, 1, [ev('forced')], 'bob', { seat: bob }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SeatTaken);
    expect((err as SeatTaken).holder?.user_name).toBe('Carol');
    expect(await store.head(id)).toBe(1);
    expect((await store.seats(id)).map((s) => s.user_id)).toEqual(['carol']);
    await store.close();
  });

  it('append { seat } that lost the race for the log: AppendConflict, and no seat written', async () => {
    const store = await (await backend.place()).open();
    const id = await store.createGame(GAME, [ev('a'), ev('b')]);
    await expect(store.append(id, 1, [ev('forced')], 'bob', { seat: bob })).rejects.toThrow(AppendConflict);
    expect(await store.seats(id)).toEqual([]);
    expect(await store.head(id)).toBe(2);
    await store.close();
  });

  it('append { snapshot }: saved at the new head with the events; a conflict saves none', async () => {
    const store = await (await backend.place()).open();
    const id = await store.createGame(GAME, [ev('a')]);
    await expect(store.append(id, 0, [ev('x')], 'u', { snapshot: '{"late":true}' })).rejects.toThrow(AppendConflict);
    expect(await store.snapshotAtOrBefore(id, 100)).toBeUndefined();
    expect(await store.append(id, 1, [ev('b'), ev('c')], 'u', { snapshot: '{"at":3}' })).toBe(3);
    expect(await store.snapshotAtOrBefore(id, 100)).toEqual({ seq: 3, state: '{"at":3}' });
    await store.close();
  });

  it('createGame with seats: the game, its events and its seats in one transaction; a busy channel writes no seat', async () => {
    const store = await (await backend.place()).open();
    const id = await store.createGame(GAME, [ev('a'), ev('forced')], [alice, { ...bob, userId: 'heliograph-bot:l2' }]);
    expect((await store.seats(id)).map((s) => [s.side, s.user_id]).sort()).toEqual([
      ['Allied', 'heliograph-bot:l2'],
      ['German', 'alice'],
    ]);
    expect(await store.head(id)).toBe(2);
    await expect(store.createGame(GAME, [ev('a')], [alice])).rejects.toThrow(/already has a running game/);
    expect((await store.activeGames()).length).toBe(1);
    await store.close();
  });

  it('createGame with two players for one side: SeatTaken, and no game written', async () => {
    const store = await (await backend.place()).open();
    const err = await store.createGame(GAME, [ev('a')], [alice, { ...alice, userId: 'dave' }]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SeatTaken);
    expect(await store.activeGames()).toEqual([]);
    await store.close();
  });
});
