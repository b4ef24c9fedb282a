/** Narrowing helpers for untyped JSON the bot sends to the fake (no `any`). */
export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asRecord(value: unknown): JsonRecord {
  return isRecord(value) ? value : {};
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function optString(rec: JsonRecord, key: string): string | undefined {
  const v = rec[key];
  return typeof v === 'string' ? v : undefined;
}

export function optNumber(rec: JsonRecord, key: string): number | undefined {
  const v = rec[key];
  return typeof v === 'number' ? v : undefined;
}

/** Depth-first walk over every record inside a JSON value (used to find components by custom_id). */
export function* walkRecords(value: unknown): Generator<JsonRecord> {
  if (Array.isArray(value)) {
    for (const item of value) yield* walkRecords(item);
  } else if (isRecord(value)) {
    yield value;
    for (const child of Object.values(value)) yield* walkRecords(child);
  }
}
