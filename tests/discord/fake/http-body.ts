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

/**
 * multipart/form-data as discord.js sends it (`files[i]` parts and `payload_json`), split on the
 * boundary with Buffer.indexOf. (Node 20's `Request.formData()` streams a body through web streams
 * and costs about 13 ms per 700 KB picture, which the load test's own process then spends.)
 */
function parseMultipart(raw: Buffer, contentType: string): ParsedBody {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  if (!boundary) throw new Error(`multipart body without a boundary: ${contentType}`);
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]!.trim()}`);
  const files: RecordedFile[] = [];
  let json: unknown;
  let at = raw.indexOf(delimiter);
  if (at < 0) throw new Error('multipart body without its first boundary');
  for (;;) {
    at += delimiter.length;
    if (raw.subarray(at, at + 2).toString() === '--') break; // the closing delimiter
    const headEnd = raw.indexOf('\r\n\r\n', at);
    const next = raw.indexOf(delimiter, headEnd);
    if (headEnd < 0 || next < 0) throw new Error('multipart body cut short (no closing boundary)');
    const head = raw.subarray(at, headEnd).toString('utf8');
    const body = raw.subarray(headEnd + 4, next - 2); // the part ends with CRLF before the delimiter
    const field = /name="([^"]*)"/i.exec(head)?.[1] ?? '';
    const filename = /filename="([^"]*)"/i.exec(head)?.[1];
    if (filename === undefined) {
      if (field === 'payload_json') json = JSON.parse(body.toString('utf8')) as unknown;
    } else {
      files.push({
        field,
        name: filename,
        contentType: /content-type:\s*([^\r\n]+)/i.exec(head)?.[1]?.trim() || 'application/octet-stream',
        bytes: body, // a view of the request body, which the record keeps anyway
      });
    }
    at = next;
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
