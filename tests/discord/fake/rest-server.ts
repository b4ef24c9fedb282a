/** HTTP side of the fake: records every request, applies the 429 switch, checks auth, routes, and
 *  serves uploaded attachments under /attachments/... (the fake CDN). */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { wallMs } from './clock.ts';
import { readBody, writeJson, type ParsedBody } from './http-body.ts';
import type { RateLimitRule } from './rate-limits.ts';
import type { RestResponse, Router } from './router.ts';
import type { FakeState } from './state.ts';
import type { RecordedRequest } from './types.ts';

const API_PREFIX = '/api/v10';

export class RestServer {
  readonly requests: RecordedRequest[] = [];
  readonly rateLimits: RateLimitRule[] = [];

  constructor(
    private readonly router: Router,
    private readonly state: FakeState,
  ) {}

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const arrivedAt = wallMs();
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname.startsWith('/attachments/')) return this.serveAttachment(url.pathname, res);
    const method = req.method ?? 'GET';
    // @discordjs/rest URL-encodes route params ('@original' arrives as '%40original'): decode per segment.
    const path = url.pathname.startsWith(`${API_PREFIX}/`)
      ? url.pathname.slice(API_PREFIX.length).split('/').map(safeDecode).join('/')
      : url.pathname;
    let parsed: ParsedBody;
    try {
      parsed = await readBody(req);
    } catch (error) {
      parsed = { json: undefined, files: [] };
      return this.answer(res, this.record(req, method, path, url, parsed, arrivedAt), {
        status: 400,
        body: { code: 50109, message: `fake-discord: unreadable body: ${String(error)}` },
      });
    }
    const record = this.record(req, method, path, url, parsed, arrivedAt);
    this.state.events.emit('change');
    this.answer(res, record, await this.respond(record, url));
  }

  /** Requests answered with an error the test did not ask for (bad routes, 4xx from validation, 5xx). */
  get unexpectedErrors(): RecordedRequest[] {
    return this.requests.filter((r) => r.status >= 400 && !r.injected);
  }

  private async respond(record: RecordedRequest, url: URL): Promise<RestResponse> {
    if (!url.pathname.startsWith(`${API_PREFIX}/`)) {
      return { status: 404, body: { code: 0, message: `fake-discord: not an /api/v10 URL: ${url.pathname}` } };
    }
    const rule = this.rateLimits.find((r) => r.matches(record.method, record.path) && r.active);
    const limited = rule?.take();
    if (limited) return { status: 429, body: limited.body, headers: limited.headers, injected: true };
    const match = this.router.match(record.method, record.path);
    if (!match)
      return { status: 404, body: { code: 0, message: `fake-discord: no route for ${record.method} ${record.path}` } };
    if (match.auth === 'bot' && record.authorization !== `Bot ${this.state.token}`) {
      return { status: 401, body: { code: 0, message: '401: Unauthorized' } };
    }
    try {
      return await match.handler({
        method: record.method,
        path: record.path,
        params: match.params,
        query: url.searchParams,
        json: record.json,
        files: record.files,
        record,
      });
    } catch (error) {
      return {
        status: 500,
        body: {
          code: 0,
          message: `fake-discord internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        },
      };
    }
  }

  private record(
    req: IncomingMessage,
    method: string,
    path: string,
    url: URL,
    parsed: ParsedBody,
    arrivedAt: number,
  ): RecordedRequest {
    const record: RecordedRequest = {
      method,
      path,
      query: Object.fromEntries(url.searchParams),
      authorization: req.headers.authorization,
      json: parsed.json,
      files: parsed.files,
      at: Date.now(),
      arrivedAt,
      status: 0,
      injected: false,
      errorBody: undefined,
    };
    this.requests.push(record);
    return record;
  }

  private answer(res: ServerResponse, record: RecordedRequest, response: RestResponse): void {
    record.status = response.status;
    record.injected = response.injected ?? false;
    if (response.status >= 400) record.errorBody = response.body;
    writeJson(res, response.status, response.body, response.headers);
  }

  private serveAttachment(pathname: string, res: ServerResponse): void {
    const [, , channelId = '', attachmentId = ''] = pathname.split('/');
    for (const message of this.state.messagesIn(channelId)) {
      const file = message.fileForAttachment(attachmentId);
      if (!file) continue;
      res.writeHead(200, { 'content-type': file.contentType, 'content-length': String(file.bytes.length) });
      res.end(file.bytes);
      return;
    }
    writeJson(res, 404, { code: 0, message: 'fake-discord: unknown attachment' });
  }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
