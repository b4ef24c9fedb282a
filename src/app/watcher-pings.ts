// What a watcher with ping:true is sent (src/app/watchers.ts): the channel's posts of a game as posted, by
// DM. Apart from the rest of watching, which draws recaps, so that the clock's time-out (src/app/clock.ts)
// reaches watchers too without importing the recap.
import type { Output, OutputFile } from './outputs.ts';
import { dmOut } from './outputs.ts';
import type { LoadedGame, GameService } from './service.ts';
import { pingPlan } from './waking.ts';
import type { Store, WatcherRow } from '../store/store.ts';

/** The watchers of a game who hold no seat in it (a watcher who later took a seat sees their side). */
export async function watchersOf(store: Pick<Store, 'watchers'>, g: LoadedGame): Promise<WatcherRow[]> {
  const seated = new Set(g.seats.map((s) => s.user_id));
  return (await store.watchers(g.row.id)).filter((w) => !seated.has(w.userId));
}

/**
 * The DMs of a hand-off post to its watchers who asked for pings: the post's own text and picture (the
 * public recap and the line saying what is expected), without the deciders' buttons; not to those asleep
 * or reading the daily digest (src/app/waking.ts), nor to anyone the post already addresses.
 */
export async function watcherDms(
  app: GameService,
  g: LoadedGame,
  post: { text: string; files?: readonly OutputFile[] },
  addressed: readonly string[],
): Promise<Output[]> {
  const pinged = (await watchersOf(app.store, g)).filter((w) => w.ping && !addressed.includes(w.userId));
  if (pinged.length === 0) return [];
  const awake = new Set(
    (
      await pingPlan(
        app.store,
        pinged.map((w) => w.userId),
        app.now(),
      )
    ).now,
  );
  const files = post.files?.length ? { files: [...post.files] } : {};
  return pinged
    .filter((w) => awake.has(w.userId))
    .map((w) => dmOut(w.userId, `[watching game #${g.row.id}] ${post.text}`, files));
}
