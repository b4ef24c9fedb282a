// Does a stored game still fold with this code? Two depths (docs/decisions/rule-revisions-pinned-per-game.md):
//   quick — the last stretch only: from the snapshot before the latest one (or from the start) to the
//           latest snapshot, compared with it, then on to the head. GameService runs it the first
//           time a process loads a game: at most ~2 × snapshotEvery events.
//   full  — npm run check-games: every event from the start, compared with every stored snapshot,
//           and the live fold (latest snapshot + tail) compared with the fold from scratch.
// check-games also checks every game's chain of event hashes whole (src/store/chain.ts), and with
// --deep decides every recorded command again (deep-check.ts).
import { compareWithStored, refold, type FoldDivergence } from '../engine/refold.ts';
import { CHAIN_START, chainKey, shortReceipt, type ChainBreak, type ChainPoint } from '../store/chain.ts';
import { deepCheck, type DeepCheck } from './deep-check.ts';
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

/** The whole chain of a game's event hashes: its head, or the first event where it breaks. */
export async function chainCheck(store: Store, row: GameRow): Promise<{ head: ChainPoint } | { broken: ChainBreak }> {
  return store.checkChain(row.id, chainKey(row.seed), CHAIN_START);
}

const ids = (xs: readonly number[]): string => `#${xs.join(', #')}`;

/**
 * The report of npm run check-games over some games: one line per game (its fold, its chain, and with
 * `deep` its recorded commands decided again), a summary, and the games with any problem.
 */
export async function checkGames(
  store: Store,
  rows: readonly GameRow[],
  opts: { deep?: boolean } = {},
): Promise<{ lines: string[]; diverged: number[] }> {
  const lines: string[] = [];
  const folds: number[] = [];
  const chains: number[] = [];
  const deeps: number[] = [];
  let decided = 0;
  let chainOnly = 0;
  for (const row of rows) {
    const c = await fullCheck(store, row);
    const what = `#${row.id} ${row.kind} (${row.revision}, ${row.status}, channel ${row.channel}): ${c.events} events, ${c.snapshots} snapshots`;
    const parts: string[] = [];
    if (!c.divergence) parts.push('folds the same');
    else {
      folds.push(row.id);
      const at = c.divergence.seq > 0 ? `first differing seq ${c.divergence.seq}: ` : '';
      parts.push(`DIVERGES, ${at}${c.divergence.reason}; ${c.divergence.detail}`);
    }
    const chain = await chainCheck(store, row);
    if ('broken' in chain) {
      chains.push(row.id);
      parts.push(`CHAIN BROKEN at event ${chain.broken.seq}: ${chain.broken.why}`);
    } else parts.push(chain.head.seq > 0 ? `chain whole (receipt ${shortReceipt(chain.head.hash)})` : 'chain whole');
    if (opts.deep) {
      const module = moduleAt(row.kind, row.revision);
      const d: DeepCheck | null = typeof module === 'string' ? null : await deepCheck(store, row, module);
      decided += d?.commands ?? 0;
      if (!d) parts.push('commands not decided again (see above)');
      else if (d.differs) {
        deeps.push(row.id);
        parts.push(
          `COMMAND DIFFERS at event ${d.differs.seq}: ${d.differs.reason}${d.differs.detail ? `; ${d.differs.detail}` : ''}`,
        );
      } else if (d.from === null) {
        chainOnly++;
        parts.push('played before commands were recorded: checked by its chain only');
      } else
        parts.push(
          `${d.commands} commands decided again, all the same${d.from > 1 ? ` (events before ${d.from}: by the chain only)` : ''}`,
        );
    }
    lines.push(`${what} — ${parts.join('; ')}`);
  }
  const summary = [
    folds.length === 0
      ? `${rows.length} games: all fold the same with this version.`
      : `${rows.length} games: ${rows.length - folds.length} fold the same, ${folds.length} diverge (${ids(folds)}). The service refuses to serve those.`,
    chains.length === 0
      ? 'Every chain of event hashes is whole.'
      : `${chains.length} chain(s) of event hashes broken (${ids(chains)}): those logs were changed outside Heliograph — restore the database from a backup made before (README "Backups and restore").`,
  ];
  if (opts.deep)
    summary.push(
      deeps.length === 0
        ? `--deep: ${decided} recorded commands decided again give the same events${chainOnly ? `; ${chainOnly} game(s) played before commands were recorded are checked by their chain only` : ''}.`
        : `--deep: ${deeps.length} game(s) hold events their recorded commands do not decide (${ids(deeps)}).`,
    );
  lines.push(summary.join(' '));
  return { lines, diverged: [...new Set([...folds, ...chains, ...deeps])].sort((a, b) => a - b) };
}
