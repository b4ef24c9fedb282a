// Whether a user has opted out of statistics (/settings stats:off, src/app/settings.ts): their games
// then count in nobody's public tables (ratings, /stats top, /stats game:, others' records). The one
// question the statistics ask about it.
import type { Store } from '../../store/store.ts';
import { readSettings } from '../settings.ts';

export async function statsOptedOut(store: Pick<Store, 'settings'>, user: string): Promise<boolean> {
  return !(await readSettings(store, user)).stats;
}
