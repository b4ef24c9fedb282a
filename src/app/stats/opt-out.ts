// Whether a user has opted out of statistics (/settings stats:off): their games then count in
// nobody's public tables (ratings, /stats top, /stats game:, others' records). The one seam the
// statistics ask: the per-user settings (store.settings, key 'stats') are not in this branch yet;
// until they are, nobody has opted out. When they are: return (await store.settings(user)).get('stats') === 'off',
// and have /settings stats: call restateRatings (record.ts) for the user's servers.
import type { Store } from '../../store/store.ts';

export async function statsOptedOut(store: Store, user: string): Promise<boolean> {
  void store;
  void user;
  return false;
}
