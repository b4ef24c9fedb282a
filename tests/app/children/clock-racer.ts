// Child process of tests/app/clock-race-processes.test.ts: one side of a move racing a time-out, in a
// process of its own on the shared SQLite file. `move` plays German's end of phase as alice; `timer`
// appends the time-out as the bot's timer does (fireTimeout). Both read the time as `now` (German's
// clock has run out then). Per round, on a line "go <gameId> <channel>" it decides its command, says
// "ready <gameId>" just before appending and waits for "append <gameId>", so that both processes
// append on the same state; then it prints "done <json>": what it was told.
import { createInterface } from 'node:readline';
import { fireTimeout } from '../../../src/app/clock.ts';
import { GameService } from '../../../src/app/service.ts';
import { UserError } from '../../../src/app/user-error.ts';
import { SqliteStore } from '../../../src/store/sqlite-store.ts';

const [db, role, now] = process.argv.slice(2) as [string, 'move' | 'timer', string];
const waiting = new Map<number, () => void>();
const store = new SqliteStore(db);
const app = new GameService(store, {
  seed: 'test-seed',
  picturesAfter: false,
  now: () => Number(now),
  // The first attempt waits for the parent's word; a retry after a conflict goes on at once.
  beforeAppend: (gameId, attempt) =>
    attempt > 1
      ? undefined
      : new Promise<void>((resolve) => {
          waiting.set(gameId, resolve);
          console.log(`ready ${gameId}`);
        }),
});

async function play(gameId: number, channel: string): Promise<{ won: boolean; told: string }> {
  if (role === 'timer') {
    const fired = await fireTimeout(app, gameId);
    return fired
      ? { won: true, told: fired.out.map((o) => o.text).join('\n') }
      : { won: false, told: 'no time-out written: the log had moved on' };
  }
  try {
    const out = await app.act({ channel, user: 'alice', name: 'alice' }, { type: 'end-phase' });
    return { won: true, told: out.map((o) => o.text).join('\n') };
  } catch (e) {
    if (e instanceof UserError) return { won: false, told: e.message };
    throw e;
  }
}

for await (const line of createInterface({ input: process.stdin })) {
  const [word, id = '', channel = ''] = line.split(' ');
  if (word === 'append') waiting.get(Number(id))?.();
  else if (word === 'go')
    play(Number(id), channel).then(
      (r) => console.log(`done ${JSON.stringify({ gameId: Number(id), ...r })}`),
      (e: unknown) => console.log(`done ${JSON.stringify({ gameId: Number(id), error: String(e) })}`),
    );
}
await store.close();
