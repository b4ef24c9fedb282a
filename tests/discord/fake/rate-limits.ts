/** The 429 switch: answer the next N matching requests with 429 + retry_after, and record the retries. */
export interface RateLimitInit {
  /** HTTP method to match (default: any). */
  method?: string;
  /** Path after /api/v10: exact string (`:name` segments match anything) or a RegExp. */
  path: string | RegExp;
  /** How many matching requests get a 429 (default 1). */
  times?: number;
  /** Seconds, sent as `Retry-After` header and `retry_after` body field (default 0.1). */
  retryAfter?: number;
  /** Send `X-RateLimit-Global: true` (discord.js then pauses all requests). */
  global?: boolean;
}

export class RateLimitRule {
  readonly method: string | undefined;
  readonly path: string | RegExp;
  readonly times: number;
  readonly retryAfter: number;
  readonly global: boolean;
  /** 429 answers served so far. */
  served = 0;
  /** Matching requests that arrived after a 429 was served (the client's retries). */
  retries = 0;
  /** Time between the first 429 and the first retry, in ms (undefined until a retry arrived). */
  firstRetryDelayMs: number | undefined;
  private firstServedAt = 0;
  private passedThrough = false;

  constructor(init: RateLimitInit) {
    this.method = init.method?.toUpperCase();
    this.path = init.path;
    this.times = init.times ?? 1;
    this.retryAfter = init.retryAfter ?? 0.1;
    this.global = init.global ?? false;
  }

  /** False once the rule has let a request through after its last 429 (it then ignores traffic). */
  get active(): boolean {
    return !this.passedThrough;
  }

  get exhausted(): boolean {
    return this.served >= this.times;
  }

  /** True once every 429 was served and the client came back after it. */
  get retried(): boolean {
    return this.exhausted && this.retries >= this.times;
  }

  matches(method: string, path: string): boolean {
    if (this.method !== undefined && this.method !== method) return false;
    if (this.path instanceof RegExp) return this.path.test(path);
    const want = this.path.split('/').filter(Boolean);
    const got = path.split('/').filter(Boolean);
    return want.length === got.length && want.every((seg, i) => seg.startsWith(':') || seg === got[i]);
  }

  /** Called for each matching request: returns the 429 response to send, or undefined to pass it on. */
  take(): { body: Record<string, unknown>; headers: Record<string, string> } | undefined {
    if (this.passedThrough) return undefined;
    if (this.served > 0) {
      this.retries++;
      this.firstRetryDelayMs ??= Date.now() - this.firstServedAt;
    }
    if (this.exhausted) {
      this.passedThrough = true;
      return undefined;
    }
    if (this.served === 0) this.firstServedAt = Date.now();
    this.served++;
    const headers: Record<string, string> = { 'retry-after': String(this.retryAfter), 'x-ratelimit-scope': 'user' };
    if (this.global) headers['x-ratelimit-global'] = 'true';
    return {
      body: { message: 'You are being rate limited.', retry_after: this.retryAfter, global: this.global },
      headers,
    };
  }
}
