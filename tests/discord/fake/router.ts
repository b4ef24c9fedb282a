/** A tiny method + path-pattern router for the fake REST API (`:name` segments capture). */
import type { RecordedFile, RecordedRequest } from './types.ts';

export interface RestRequest {
  readonly method: string;
  readonly path: string;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  readonly json: unknown;
  readonly files: readonly RecordedFile[];
  readonly record: RecordedRequest;
}

export interface RestResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** True for failures a test asked for (429 switch, 50007 refusal); not reported as unexpected. */
  injected?: boolean;
}

export type RouteHandler = (req: RestRequest) => RestResponse | Promise<RestResponse>;

/** `bot`: needs `Authorization: Bot <token>`; `none`: interaction callback / webhook routes (discord.js sends no auth). */
export type RouteAuth = 'bot' | 'none';

interface Route {
  readonly method: string;
  readonly segments: readonly string[];
  readonly auth: RouteAuth;
  readonly handler: RouteHandler;
}

export interface RouteMatch {
  readonly auth: RouteAuth;
  readonly handler: RouteHandler;
  readonly params: Record<string, string>;
}

export class Router {
  private readonly routes: Route[] = [];

  add(method: string, pattern: string, handler: RouteHandler, auth: RouteAuth = 'bot'): void {
    this.routes.push({ method, segments: pattern.split('/').filter(Boolean), auth, handler });
  }

  match(method: string, path: string): RouteMatch | undefined {
    const parts = path.split('/').filter(Boolean);
    for (const route of this.routes) {
      if (route.method !== method || route.segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      const ok = route.segments.every((seg, i) => {
        const part = parts[i] ?? '';
        if (seg.startsWith(':')) {
          params[seg.slice(1)] = part;
          return true;
        }
        return seg === part;
      });
      if (ok) return { auth: route.auth, handler: route.handler, params };
    }
    return undefined;
  }
}

export function discordError(status: number, code: number, message: string, injected = false): RestResponse {
  return { status, body: { code, message }, injected };
}
