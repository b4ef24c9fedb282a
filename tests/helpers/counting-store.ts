// A real store that counts its writes: every write method of the Store interface (each one transaction)
// is recorded when it resolves, with the actor of an append. Reads pass through untouched. The tests
// of "one command, one transaction" run the real GameService over it (tests/app/one-write.test.ts).
import type { Store } from '../../src/store/store.ts';

/** The Store methods that write (each is one transaction in both stores). */
export const WRITE_METHODS: ReadonlySet<string> = new Set([
  'createGame',
  'finishGame',
  'addSeat',
  'removeSeat',
  'append',
  'saveSnapshot',
  'putReminder',
  'removeReminder',
  'putSetting',
  'saveButton',
]);

export interface StoreWrite {
  method: string;
  /** The actor of an append (a player, or Heliograph's bot user), else null. */
  actor: string | null;
  /** What the append carried besides events (a seat, a snapshot, the game's end). */
  with: string[];
}

export function countingStore<S extends Store>(inner: S): { store: S; writes: StoreWrite[] } {
  const writes: StoreWrite[] = [];
  const store = new Proxy(inner, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof prop !== 'string' || !WRITE_METHODS.has(prop) || typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        const out: unknown = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        const opts = (prop === 'append' ? (args[4] ?? {}) : {}) as Record<string, unknown>;
        writes.push({
          method: prop,
          actor: prop === 'append' ? (args[3] as string | null) : null,
          with: Object.keys(opts).filter((k) => opts[k] !== undefined && opts[k] !== false),
        });
        return out;
      };
    },
  });
  return { store, writes };
}
