// The shape of a view as a sorted list of paths ("stacks[].units[]", "units.*.side"), with record keys
// that are ids (units, cards, spaces, sides…) folded to "*". A strict allowlist of these paths per
// game is the cheap second guard of docs/decisions/hidden-information-one-gate.md: a field added to the state
// cannot reach a view unseen.
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
