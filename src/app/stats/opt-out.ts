// Whether a user has opted out of statistics (/settings stats:off, src/app/settings.ts): their games
// then count in nobody's public tables (ratings, /stats top, /stats game:, others' records). The one
// question the statistics ask about it.
import type { Store } from '../../store/store.ts';
import { readSettings, SETTING_KEY } from '../settings.ts';

export async function statsOptedOut(store: Pick<Store, 'settings'>, user: string): Promise<boolean> {
  return !(await readSettings(store, user)).stats;
}

/** Every user who opted out, in one read (/stats me leaves out the games against them). */
export async function statsOptedOutUsers(store: Pick<Store, 'usersWithSetting'>): Promise<Set<string>> {
  return new Set(await store.usersWithSetting(SETTING_KEY.stats, 'off'));
}
