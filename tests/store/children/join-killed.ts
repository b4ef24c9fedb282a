// Child process of tests/store/kill-join.test.ts: runs `/game join side:<side>` as <user> on the SQLite
// database <db>, and, when <n> > 0, SIGKILLs itself right after the n-th write statement of that command
// (BEGIN and COMMIT included: every statement that is not a read), as a kill -9 from outside would land
// between two writes. Prints "writes <count>" when the command completes.
import Database from 'better-sqlite3';
import { COMMANDS } from '../../../commands/index.ts';
import { execute } from '../../../src/app/execute.ts';
import { GameService } from '../../../src/app/service.ts';
import { DEFINITIONS } from '../../../src/console/console.ts';
import { parseLine } from '../../../src/console/parse.ts';
import { SqliteStore } from '../../../src/store/sqlite-store.ts';

const [db, n, user, side] = process.argv.slice(2) as [string, string, string, string];
const killAfter = Number(n);
const store = new SqliteStore(db);
const app = new GameService(store, { seed: 'kill-join' });

// Every statement shares one prototype (better-sqlite3's Statement); `run` executes the writes.
type Run = (...args: unknown[]) => unknown;
const proto = Object.getPrototypeOf(store.db.prepare('SELECT 1')) as { run: Run; reader: boolean };
const run = proto.run;
let armed = false;
let count = 0;
proto.run = function (this: Database.Statement, ...args: unknown[]) {
  const out = run.apply(this, args);
  if (armed && !this.reader && ++count === killAfter) process.kill(process.pid, 'SIGKILL');
  return out;
};

const input = parseLine(`${user}: /game join side:${side}`, DEFINITIONS).input;
armed = true;
const out = await execute(COMMANDS, app, { channel: 'c', user, name: user }, input);
armed = false;
console.log(`writes ${count}`);
console.log(out.map((o) => o.text).join('\n'));
await store.close();
process.exit(0); // the render pool's threads would keep the process a while
