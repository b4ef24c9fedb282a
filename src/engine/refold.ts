// Refolding a stored game with the current code and comparing it with what the store holds
// (docs/decisions/rule-revisions-pinned-per-game.md). A snapshot is the folded state a previous run of the code
// wrote; if today's code folds the same events to a different state, a rule or data change has
// reached a running game. Pure: no store, no clock.
import { ImpossibleEvent } from './impossible-event.ts';
import { evolveFolded, initialFolded, type Folded } from './kernel.ts';
import type { AnyGameModule, GameEvent } from './types.ts';

/** The JSON form of a value with object keys sorted: equal states give equal strings, whatever their key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(JSON.parse(JSON.stringify(value)) as unknown));
}

function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v !== null && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(o)
        .sort()
        .map((k) => [k, sortKeys(o[k])]),
    );
  }
  return v;
}

/**
 * The path of the first place two JSON values differ ("game.units.ger-1-fka.location"), or null if
 * they are equal as JSON (key order ignored, undefined members dropped as JSON.stringify drops them).
 */
export function firstDifference(a: unknown, b: unknown): string | null {
  return diff(JSON.parse(JSON.stringify(a) ?? 'null'), JSON.parse(JSON.stringify(b) ?? 'null'), '');
}

function diff(a: unknown, b: unknown, path: string): string | null {
  const here = path || '(the whole state)';
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b)) return here;
    if (a.length !== b.length) return `${here} (length ${a.length} vs ${b.length})`;
    for (let i = 0; i < a.length; i++) {
      const d = diff(a[i], b[i], `${path}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
    const ao = a as Record<string, unknown>;
    const bo = b as Record<string, unknown>;
    const keys = [...new Set([...Object.keys(ao), ...Object.keys(bo)])].sort();
    for (const k of keys) {
      if (!Object.hasOwn(ao, k) || !Object.hasOwn(bo, k)) return path ? `${path}.${k}` : k;
      const d = diff(ao[k], bo[k], path ? `${path}.${k}` : k);
      if (d) return d;
    }
    return null;
  }
  return a === b ? null : here;
}

/** Why a stretch of a log does not fold as it should: the event (seq) and a sentence. */
export interface FoldDivergence {
  seq: number;
  /** Safe to show a player: names no hidden value. */
  reason: string;
  /** For the operator only: the path where the states differ, or the error the fold threw. */
  detail: string;
}

/**
 * Folds `events` (numbered from.seq + 1, …) onto `from`; an evolve that throws is a divergence at
 * that event. Returns the state, or the divergence.
 */
export function refold(
  module: AnyGameModule,
  events: readonly GameEvent[],
  from: Folded = initialFolded(module),
): { folded: Folded } | { diverged: FoldDivergence } {
  let f = from;
  for (const e of events) {
    try {
      f = evolveFolded(module, f, e);
    } catch (err) {
      const seq = f.seq + 1;
      return {
        diverged: {
          seq,
          reason:
            err instanceof ImpossibleEvent
              ? `event ${seq} (${e.type}) cannot be true (rule ${err.rule})`
              : `event ${seq} (${e.type}) no longer folds`,
          detail: err instanceof Error ? err.message : String(err),
        },
      };
    }
  }
  return { folded: f };
}

/** Compares a refolded state with the state stored for the same seq; null when they agree. */
export function compareWithStored(refolded: Folded, stored: Folded, what: string): FoldDivergence | null {
  const path = firstDifference(refolded, stored);
  if (path === null) return null;
  return {
    seq: stored.seq,
    reason: `the state after event ${stored.seq} differs from the ${what}`,
    detail: `first difference at ${path}`,
  };
}
