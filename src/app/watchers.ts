// Spectators (/game watch, /game unwatch): people who follow a game without a seat. Watching is not an
// event: it changes no rule, so it is kept beside the log (docs/decisions/spectators-see-the-public.md).
// A watcher is a public viewer and nothing more (docs/decisions/hidden-information-one-gate.md): every
// command shows them the public view while the game runs (src/app/viewer-choice.ts defaultViewer), their
// /recap is the public one, and with ping:true they get a DM of the channel's hand-off, game-over
// and clock time-out posts as posted (src/app/watcher-pings.ts) — the same public text and picture, never a side's DM. A seated player already sees
// their own side and may not watch it. Once the game is over everything is open to everyone.
import type { Output } from './outputs.ts';
import { ephemeralOut, type Caller } from './outputs.ts';
import { drawnRecap, recapModel } from './recap.ts';
import { fullViewer, isOpen } from './viewer-choice.ts';
import type { Viewer } from '../engine/types.ts';
import type { GameService, LoadedGame } from './service.ts';
import { UserError } from './user-error.ts';
import type { Store, WatcherRow } from '../store/store.ts';
import { watchersOf } from './watcher-pings.ts';

/** The caller's watcher row in the channel's game, if they watch it. */
export async function watcherIn(app: GameService, g: LoadedGame, user: string): Promise<WatcherRow | undefined> {
  return (await watchersOf(app.store, g)).find((w) => w.userId === user);
}

/** /game status's line naming the watchers, or nothing when nobody watches. */
export async function watchingLine(store: Pick<Store, 'watchers'>, g: LoadedGame): Promise<string[]> {
  const names = (await watchersOf(store, g)).map((w) => w.userName);
  return names.length ? [`Watching: ${names.join(', ')}`] : [];
}

/** /game watch [ping:true|false]: the caller follows the channel's running game as a spectator. */
export async function watch(app: GameService, caller: Caller, ping: boolean): Promise<Output[]> {
  // A running game only: once a game is over everything in it is open to everyone (viewer:all).
  const g = await app.activeGame(caller.channel);
  const sides = g.seats.filter((s) => s.user_id === caller.user).map((s) => s.side);
  if (sides.length > 0)
    throw new UserError(
      `You hold the ${sides.join(' and ')} side of game #${g.row.id}: you already see your side (/stacks, /recap), which says more than a spectator's public view. A seated player does not watch their own game.`,
    );
  const was = await watcherIn(app, g, caller.user);
  await app.store.putWatcher({
    gameId: g.row.id,
    userId: caller.user,
    userName: caller.name,
    ping,
    seen: was?.seen ?? g.folded.seq,
  });
  const pings = ping
    ? 'You get a DM of each hand-off post as the channel sees it (not in your sleep hours, nor with digest:true; /settings).'
    : 'No pings (/game watch ping:true sends you each hand-off post by DM).';
  const head = was
    ? `You were already watching game #${g.row.id}; pings are now ${ping ? 'on' : 'off'}.`
    : `You are watching game #${g.row.id} (${g.module.title}) as a spectator: the public view only — /map, /log, /game status, /replay, and /recap since your last look.`;
  return [ephemeralOut(caller.user, `${head}\n${pings}\nStop with /game unwatch.`)];
}

/** /game unwatch: the caller stops watching the channel's game (running or just over). */
export async function unwatch(app: GameService, caller: Caller): Promise<Output[]> {
  const g = await app.currentOrLastGame(caller.channel);
  if (!(await app.store.removeWatcher(g.row.id, caller.user)))
    throw new UserError(`You are not watching game #${g.row.id}; nothing changed. /game watch starts.`);
  return [ephemeralOut(caller.user, `You no longer watch game #${g.row.id}: no more pings from it.`)];
}

/**
 * A watcher's /recap: what happened since their last one (or since they began watching), as the public
 * met it — the full view once the game is over, as for everyone; their next /recap starts at the head.
 */
export async function watcherRecap(app: GameService, g: LoadedGame, w: WatcherRow): Promise<Output[]> {
  const to = g.folded.seq;
  if (w.seen >= to)
    return [
      ephemeralOut(
        w.userId,
        `Nothing has happened in game #${g.row.id} since your last look (event #${to}). /log shows every public line.`,
      ),
    ];
  const viewer: Viewer = isOpen(g) ? fullViewer(g) : { kind: 'public' };
  const r = await drawnRecap(app, g, await recapModel(app, g, viewer, w.seen, to));
  await app.store.putWatcher({ ...w, seen: to });
  const head = `Game #${g.row.id} — since your last look (events #${w.seen + 1}–#${to}), as ${viewer.kind === 'public' ? 'the public saw it' : 'everyone may see it now'}:`;
  return [ephemeralOut(w.userId, `${head}\n${r.text}`, r.file ? { files: [r.file] } : {})];
}
