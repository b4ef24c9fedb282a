// The shape of a view as a sorted list of paths ("stacks[].units[]", "units.*.side"), with record keys
// that are ids (units, cards, spaces, sides…) folded to "*". A strict allowlist of these paths per
// game and viewer is the cheap second guard of DESIGN.md "Hidden information": a field added to the
// state cannot reach a view unseen.
import type { Audience } from './declaration.ts';

export function shapeOf(value: unknown, isIdKey: (key: string) => boolean): string[] {
  const paths = new Set<string>();
  const walk = (v: unknown, path: string): void => {
    if (Array.isArray(v)) {
      paths.add(`${path}[]`);
      for (const item of v) walk(item, `${path}[]`);
      return;
    }
    if (v !== null && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        const key = isIdKey(k) ? '*' : k;
        walk(child, path ? `${path}.${key}` : key);
      }
      return;
    }
    paths.add(path);
  };
  walk(value, '');
  return [...paths].sort();
}

/** A path under one of the `opaque` subtrees becomes that subtree's single entry ("secret.combat…"). */
export function foldOpaque(path: string, opaque: readonly string[] = []): string {
  for (const o of opaque) if (path === o || path.startsWith(`${o}.`) || path.startsWith(`${o}[`)) return `${o}…`;
  return path;
}

const RANK: Record<Audience, number> = { public: 0, side: 1, referee: 2 };

/** The audience a viewer belongs to. */
export const audienceOf = (v: { kind: string }): Audience =>
  v.kind === 'side' ? 'side' : v.kind === 'referee' ? 'referee' : 'public';

/**
 * Why `path`, seen in a view for `audience`, breaks the allowlist (null when it does not): a path the
 * allowlist lacks, or one it reserves to a more privileged viewer.
 */
export function shapeProblem(
  path: string,
  audience: Audience,
  allowed: Readonly<Record<string, Audience>>,
): string | null {
  if (!Object.hasOwn(allowed, path)) return `${path} is not in the allowlist`;
  const least = allowed[path]!;
  return RANK[audience] < RANK[least] ? `${path} is allowed to ${least} views only` : null;
}

interface ShapeNode {
  path: string;
  kids?: Map<string, ShapeNode>;
  item?: ShapeNode;
  /** The audiences already recorded at this path, one bit each. */
  seen: number;
}

const BIT: Record<Audience, number> = { public: 1, side: 2, referee: 4 };

/**
 * The paths of many views (the same as shapeOf's), gathered into one tree so that a path already seen
 * costs a map lookup, not a new string: the kit records the shape of every view it computes. Each path
 * is kept with the audiences that saw it and where each first did. An `opaque` subtree is recorded as
 * its one entry and not walked.
 */
export class ShapeRecorder {
  readonly seen = new Map<string, Map<Audience, string>>();
  private readonly root: ShapeNode = { path: '', seen: 0 };
  private readonly opaque: ReadonlySet<string>;

  constructor(
    private readonly isIdKey: (key: string) => boolean,
    opaque: readonly string[] = [],
  ) {
    this.opaque = new Set(opaque);
  }

  record(view: unknown, audience: Audience, where: string): void {
    const bit = BIT[audience];
    const mark = (n: ShapeNode): void => {
      if (n.seen & bit) return;
      n.seen |= bit;
      const path = this.opaque.has(n.path) ? `${n.path}…` : n.path;
      let by = this.seen.get(path);
      if (!by) this.seen.set(path, (by = new Map()));
      if (!by.has(audience)) by.set(audience, where);
    };
    const walk = (v: unknown, n: ShapeNode): void => {
      if (this.opaque.has(n.path)) return mark(n);
      if (Array.isArray(v)) {
        const item = (n.item ??= { path: `${n.path}[]`, seen: 0 });
        mark(item);
        for (const x of v) walk(x, item);
        return;
      }
      if (v !== null && typeof v === 'object') {
        const kids = (n.kids ??= new Map());
        for (const k in v) {
          const key = this.isIdKey(k) ? '*' : k;
          let kid = kids.get(key);
          if (!kid) kids.set(key, (kid = { path: n.path ? `${n.path}.${key}` : key, seen: 0 }));
          walk((v as Record<string, unknown>)[k], kid);
        }
        return;
      }
      mark(n);
    };
    walk(view, this.root);
  }
}
