/** Reading request bodies (JSON or multipart/form-data with payload_json) and writing JSON responses. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RecordedFile } from './types.ts';

export interface ParsedBody {
  json: unknown;
  files: RecordedFile[];
}

const MAX_BODY_BYTES = 32 * 1024 * 1024;

export async function readBody(req: IncomingMessage): Promise<ParsedBody> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buf.length;
    if (size > MAX_BODY_BYTES) throw new Error(`request body larger than ${MAX_BODY_BYTES} bytes`);
    chunks.push(buf);
  }
  const raw = Buffer.concat(chunks);
  if (raw.length === 0) return { json: undefined, files: [] };
  const contentType = req.headers['content-type'] ?? '';
  if (contentType.startsWith('multipart/form-data')) return parseMultipart(raw, contentType);
  return { json: JSON.parse(raw.toString('utf8')) as unknown, files: [] };
}

/** Node 20's global Request (undici) parses multipart bodies; discord.js sends `files[i]` + `payload_json`. */
async function parseMultipart(raw: Buffer, contentType: string): Promise<ParsedBody> {
  const form = await new Request('http://127.0.0.1/', {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: raw,
  }).formData();
  const files: RecordedFile[] = [];
  let json: unknown;
  for (const [field, value] of form.entries()) {
    if (typeof value === 'string') {
      if (field === 'payload_json') json = JSON.parse(value) as unknown;
      continue;
    }
    files.push({
      field,
      name: value.name,
      contentType: value.type || 'application/octet-stream',
      bytes: Buffer.from(await value.arrayBuffer()),
    });
  }
  return { json, files };
}

export function writeJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
): void {
  if (body === undefined) {
    res.writeHead(status, headers);
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}
