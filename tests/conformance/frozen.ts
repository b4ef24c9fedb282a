// States are values: the kernel, the rules' caches (kept per state object) and the app's snapshots
// all rely on no code changing a state once an event has produced it. The kit freezes every state its
// playthroughs reach, deeply (ES modules run in strict mode, so a write to a frozen object throws a
// TypeError where it happens); an object frozen already is shared with an earlier state and is not
// walked again, so each step costs only what its event made new.

/** Freezes `value` and everything reachable from it that is not frozen yet; returns it. */
export function deepFreeze<T>(value: T): T {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v !== 'object' || v === null || Object.isFrozen(v)) continue;
    if (ArrayBuffer.isView(v)) continue; // typed arrays cannot be frozen (none in states today)
    Object.freeze(v);
    if (v instanceof Map) for (const [k, x] of v) stack.push(k, x);
    else if (v instanceof Set) for (const x of v) stack.push(x);
    else for (const k of Object.keys(v)) stack.push((v as Record<string, unknown>)[k]);
  }
  return value;
}

/** Whether an error is a write into a frozen object (V8's TypeErrors for assigning, adding, deleting or defining). */
export function isFrozenWrite(err: unknown): err is TypeError {
  return (
    err instanceof TypeError &&
    /^Cannot (assign to read only property|add property|delete property|define property|redefine property)/.test(
      err.message,
    )
  );
}
