// A player's text never indexes a plain object: `state.units["__proto__"]` finds Object.prototype
// (docs/decisions/bad-input-is-refused.md). States are plain JSON (folded, snapshotted), so they stay objects,
// and every lookup by a name that came from a player goes through own(), which sees only the object's own
// properties.

/** The value stored under `key` in `record` itself, or undefined (never an inherited property). */
export function own<T>(record: Readonly<Partial<Record<string, T>>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
