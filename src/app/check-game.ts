// Does a stored game still fold with this code? Two depths (docs/decisions/rule-revisions-pinned-per-game.md):
//   quick — the last stretch only: from the snapshot before the latest one (or from the start) to the
//           latest snapshot, compared with it, then on to the head. GameService runs it the first
//           time a process loads a game: at most ~2 × snapshotEvery events.
//   full  — npm run check-games: every event from the start, compared with every stored snapshot,
//           and the live fold (latest snapshot + tail) compared with the fold from scratch.
import { compareWithStored, refold, type FoldDivergence } from '../engine/refold.ts';
import type { Folded } from '../engine/kernel.ts';
import type { AnyGameModule, GameEvent } from '../engine/types.ts';
import type { GameRow, Store } from '../store/store.ts';
import { moduleAt } from './revisions.ts';

export interface GameCheck {
  gameId: number;
  events: number;
  snapshots: number;
  /** Null when the game folds the same; else where and why it does not. */
  divergence: FoldDivergence | null;
}

const parse = (rows: readonly { data: string }[]): GameEvent[] => rows.map((r) => JSON.parse(r.data) as GameEvent);

async function snapshotsOf(store: Store, gameId: number, head: number): Promise<Folded[]> {
  const out: Folded[] = [];
  for (let at = head; at > 0;) {
    const s = await store.snapshotAtOrBefore(gameId, at);
    if (!s) break;
    out.unshift(JSON.parse(s.state) as Folded);
    at = s.seq - 1;
  }
  return out;
}

function unplayable(why: string): FoldDivergence {
  return { seq: 0, reason: why, detail: why };
}

/** The quick check of the last stretch of a game's log (see the top of the file). */
export async function quickCheck(store: Store, row: GameRow, module: AnyGameModule): Promise<FoldDivergence | null> {
  const head = await store.head(row.id);
  const latest = await store.snapshotAtOrBefore(row.id, head);
  let base: Folded | undefined;
  if (latest) {
    const previous = latest.seq > 1 ? await store.snapshotAtOrBefore(row.id, latest.seq - 1) : undefined;
    const from = previous ? (JSON.parse(previous.state) as Folded) : undefined;
    const r = refold(module, parse(await store.eventsBetween(row.id, from?.seq ?? 0, latest.seq)), from);
    if ('diverged' in r) return r.diverged;
    const stored = JSON.parse(latest.state) as Folded;
    const d = compareWithStored(r.folded, stored, 'snapshot stored by the version that played it');
    if (d) return d;
    base = stored;
  }
  const tail = refold(module, parse(await store.eventsBetween(row.id, base?.seq ?? 0, head)), base);
  return 'diverged' in tail ? tail.diverged : null;
}

/** The full check of one game (npm run check-games). */
export async function fullCheck(store: Store, row: GameRow): Promise<GameCheck> {
  const head = await store.head(row.id);
  const snapshots = await snapshotsOf(store, row.id, head);
  const check = (divergence: FoldDivergence | null): GameCheck => ({
    gameId: row.id,
    events: head,
    snapshots: snapshots.length,
    divergence,
  });
  const module = moduleAt(row.kind, row.revision);
  if (typeof module === 'string') return check(unplayable(module));
  const events = parse(await store.eventsBetween(row.id, 0, head));
  let scratch: Folded | undefined;
  let done = 0;
  for (const snap of [...snapshots, null]) {
    const upto = snap?.seq ?? head;
    const r = refold(module, events.slice(done, upto), scratch);
    if ('diverged' in r) return check(r.diverged);
    scratch = r.folded;
    done = upto;
    if (snap) {
      const d = compareWithStored(scratch, snap, 'snapshot stored by the version that played it');
      if (d)
        return check({
          ...d,
          reason: `${d.reason} (the change lies in events ${prevSeq(snapshots, snap)}-${snap.seq})`,
        });
    }
  }
  // The live fold, as the service builds it: the latest snapshot, then the tail.
  const latest = snapshots.at(-1);
  const live = refold(module, events.slice(latest?.seq ?? 0), latest);
  if ('diverged' in live) return check(live.diverged);
  const d = scratch ? compareWithStored(live.folded, scratch, 'fold from scratch (the live fold disagrees)') : null;
  return check(d);
}

const prevSeq = (snapshots: readonly Folded[], snap: Folded): number => {
  const i = snapshots.indexOf(snap);
  return (i > 0 ? snapshots[i - 1]!.seq : 0) + 1;
};

/** The report of npm run check-games over some games: one line per game, and whether any diverged. */
export async function checkGames(
  store: Store,
  rows: readonly GameRow[],
): Promise<{ lines: string[]; diverged: number[] }> {
  const lines: string[] = [];
  const diverged: number[] = [];
  for (const row of rows) {
    const c = await fullCheck(store, row);
    const what = `#${row.id} ${row.kind} (${row.revision}, ${row.status}, channel ${row.channel}): ${c.events} events, ${c.snapshots} snapshots`;
    if (!c.divergence) {
      lines.push(`${what} — folds the same`);
      continue;
    }
    diverged.push(row.id);
    const at = c.divergence.seq > 0 ? `first differing seq ${c.divergence.seq}: ` : '';
    lines.push(`${what} — DIVERGES, ${at}${c.divergence.reason}; ${c.divergence.detail}`);
  }
  const ok = rows.length - diverged.length;
  lines.push(
    diverged.length === 0
      ? `${rows.length} games: all fold the same with this version.`
      : `${rows.length} games: ${ok} fold the same, ${diverged.length} diverge (#${diverged.join(', #')}). The service refuses to serve those.`,
  );
  return { lines, diverged };
}
