// A database a newer Heliograph migrated is refused at start-up, naming both schema versions, over
// both stores: this program would misread what the newer one stores. Nothing is changed in it.
import { describe, expect, it } from 'vitest';
import { loadMigrations } from '../../src/store/migrate.ts';
import { StoreOpenError } from '../../src/store/open.ts';
import { BACKENDS } from './backends.ts';

const known = Math.max(...loadMigrations().map((m) => m.version));

describe.each(BACKENDS)('a schema newer than the program: $name', (backend) => {
  it('start-up refuses it, naming its version and the program’s; the database is left as it was', async () => {
    const place = await backend.place();
    const store = await place.open();
    await place.exec(
      store,
      `INSERT INTO schema_migrations (version, name, applied) VALUES (${known + 4}, '${known + 4}_from_the_future', 'later')`,
    );
    await store.close();
    const err = await place.open().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toMatch(
      new RegExp(
        `^Cannot open the (database|PostgreSQL store) .*: its schema is version ${known + 4}, newer than this program's ${known}: a newer Heliograph wrote it\\. Run that version`,
      ),
    );
    if (backend.name === 'sqlite') expect(err).toBeInstanceOf(StoreOpenError);
    // Nothing changed: the newer version is still recorded, and the refusal repeats.
    await expect(place.open()).rejects.toThrow(`version ${known + 4}`);
  });

  it('the program’s own version opens as before', async () => {
    const place = await backend.place();
    await (await place.open()).close();
    const again = await place.open();
    expect(await place.count(again, 'SELECT MAX(version) AS v FROM schema_migrations')).toBe(known);
    await again.close();
  });
});
