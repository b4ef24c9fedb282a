/** The subset of Discord's message limits the fake enforces (answers 400 / 50035 like Discord). */
import { asArray, isRecord, optString, walkRecords, type JsonRecord } from './json.ts';

export interface FieldError {
  readonly field: string;
  readonly code: string;
  readonly message: string;
}

const COMPONENTS_V2_FLAG = 1 << 15;

/** Errors for a message create/edit body; `creating` also rejects empty messages (50006). */
export function validateMessageBody(body: JsonRecord, fileCount: number, creating: boolean): FieldError[] {
  const errors: FieldError[] = [];
  const content = optString(body, 'content') ?? '';
  if (content.length > 2000) {
    errors.push({ field: 'content', code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 2000 or fewer in length.' });
  }
  const embeds = asArray(body['embeds']);
  if (embeds.length > 10) {
    errors.push({ field: 'embeds', code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 10 or fewer in length.' });
  }
  const components = asArray(body['components']);
  const flags = typeof body['flags'] === 'number' ? body['flags'] : 0;
  if ((flags & COMPONENTS_V2_FLAG) === 0 && components.length > 5) {
    errors.push({ field: 'components', code: 'BASE_TYPE_MAX_LENGTH', message: 'Must be 5 or fewer in length.' });
  }
  for (const rec of walkRecords(components)) {
    const customId = rec['custom_id'];
    if (typeof customId === 'string' && (customId.length === 0 || customId.length > 100)) {
      errors.push({
        field: 'components.custom_id',
        code: 'BASE_TYPE_BAD_LENGTH',
        message: 'Must be between 1 and 100 in length.',
      });
    }
  }
  if (
    creating &&
    content === '' &&
    embeds.length === 0 &&
    components.length === 0 &&
    fileCount === 0 &&
    !isRecord(body['poll'])
  ) {
    errors.push({ field: '', code: '50006', message: 'Cannot send an empty message' });
  }
  return errors;
}

/** Discord's error body for field errors (discord.js flattens `errors` into its error message). */
export function formBodyError(errors: readonly FieldError[]): JsonRecord {
  const empty = errors.find((e) => e.code === '50006');
  if (empty) return { code: 50006, message: 'Cannot send an empty message' };
  const nested: JsonRecord = {};
  for (const e of errors) nested[e.field] = { _errors: [{ code: e.code, message: e.message }] };
  return { code: 50035, message: 'Invalid Form Body', errors: nested };
}
