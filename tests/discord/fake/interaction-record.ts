/** A live record of one interaction the fake sent: its initial callback, edits and follow-ups. */
import type { APIInteraction } from 'discord.js';
import { wallMs } from './clock.ts';
import type { FakeMessage } from './fake-message.ts';
import { asArray, isRecord, optString, type JsonRecord } from './json.ts';
import type { AutocompleteChoice, RecordedFile } from './types.ts';

export type InteractionKind = 'command' | 'autocomplete' | 'button' | 'select';

/** Interaction callback types (POST /interactions/{id}/{token}/callback `type`). */
export const CallbackType = {
  Reply: 4,
  DeferredReply: 5,
  DeferredUpdate: 6,
  Update: 7,
  AutocompleteResult: 8,
  Modal: 9,
} as const;

export interface CallbackRecord {
  readonly type: number;
  readonly data: JsonRecord | undefined;
  readonly files: readonly RecordedFile[];
  readonly at: number;
  /** When the callback request's headers arrived (clock.ts wallMs). */
  readonly arrivedAt: number;
  /** `at` with a fraction (clock.ts wallMs): the request read and the callback recorded. */
  readonly receivedAt: number;
}

export interface EditRecord {
  /** `@original` or a follow-up message id. */
  readonly target: string;
  readonly json: unknown;
  readonly files: readonly RecordedFile[];
  readonly message: FakeMessage;
  readonly at: number;
}

export interface InteractionInit {
  id: string;
  token: string;
  kind: InteractionKind;
  label: string;
  userId: string;
  channelId: string;
  payload: APIInteraction;
  /** Component interactions: the message the component is on (it is also `@original`). */
  sourceMessage?: FakeMessage | undefined;
}

export class FakeTimeoutError extends Error {}

interface Waiter {
  check(): void;
  fail(error: Error): void;
}

export class InteractionRecord {
  readonly id: string;
  readonly token: string;
  readonly kind: InteractionKind;
  /** e.g. `/game move`, `button "ping:again"`. */
  readonly label: string;
  readonly userId: string;
  readonly channelId: string;
  /** The INTERACTION_CREATE `d` the fake dispatched. */
  readonly payload: APIInteraction;
  readonly sentAt = Date.now();
  /** `sentAt` with a fraction (clock.ts wallMs), comparable with the bot's clock in another process. */
  readonly sentAtMs = wallMs();
  /** When the INTERACTION_CREATE was handed to the gateway socket (clock.ts wallMs). */
  dispatchedAt = NaN;
  readonly followups: FakeMessage[] = [];
  readonly edits: EditRecord[] = [];
  callback: CallbackRecord | undefined;
  /** The message `@original` refers to (reply / deferred placeholder / component's message). */
  original: FakeMessage | undefined;
  /** Set when the ack deadline passed unanswered; later callbacks get 404 / 10062 like Discord. */
  expired = false;
  lastActivityAt = Date.now();
  private readonly waiters = new Set<Waiter>();

  constructor(init: InteractionInit) {
    this.id = init.id;
    this.token = init.token;
    this.kind = init.kind;
    this.label = init.label;
    this.userId = init.userId;
    this.channelId = init.channelId;
    this.payload = init.payload;
    this.original = init.sourceMessage;
  }

  get acknowledged(): boolean {
    return this.callback !== undefined;
  }
  /** Callback type: 4 reply, 5 deferReply, 6 deferUpdate, 7 update, 8 autocomplete, 9 modal. */
  get responseType(): number | undefined {
    return this.callback?.type;
  }
  get deferred(): boolean {
    return this.callback?.type === CallbackType.DeferredReply || this.callback?.type === CallbackType.DeferredUpdate;
  }
  get ephemeral(): boolean {
    return this.original?.ephemeral ?? false;
  }
  /** Current content of the `@original` message. */
  get content(): string | undefined {
    return this.original?.content;
  }
  /** `@original` (if any) followed by follow-ups, current versions. */
  get messages(): FakeMessage[] {
    return [...(this.original ? [this.original] : []), ...this.followups];
  }
  /** All files currently on `@original` and follow-ups. */
  get files(): RecordedFile[] {
    return this.messages.flatMap((m) => m.files);
  }
  /** Autocomplete result (callback type 8). */
  get choices(): AutocompleteChoice[] | undefined {
    if (this.callback?.type !== CallbackType.AutocompleteResult) return undefined;
    return asArray(this.callback.data?.['choices']).flatMap((c) => {
      if (!isRecord(c)) return [];
      const value = c['value'];
      const name = optString(c, 'name') ?? '';
      return typeof value === 'string' || typeof value === 'number' ? [{ name, value }] : [];
    });
  }
  /** Modal the bot showed (callback type 9). */
  get modal(): JsonRecord | undefined {
    return this.callback?.type === CallbackType.Modal ? this.callback.data : undefined;
  }

  /** Resolve once `predicate(this)` holds; reject with a FakeTimeoutError after `timeoutMs`. */
  waitFor(predicate: (record: this) => boolean, timeoutMs: number, what = 'condition'): Promise<this> {
    if (predicate(this)) return Promise.resolve(this);
    return new Promise<this>((resolve, reject) => {
      const waiter: Waiter = {
        check: () => {
          if (!predicate(this)) return;
          done();
          resolve(this);
        },
        fail: (error) => {
          done();
          reject(error);
        },
      };
      const timer = setTimeout(() => {
        waiter.fail(new FakeTimeoutError(`${this.describe()}: timed out after ${timeoutMs} ms waiting for ${what}`));
      }, timeoutMs);
      const done = (): void => {
        clearTimeout(timer);
        this.waiters.delete(waiter);
      };
      this.waiters.add(waiter);
    });
  }

  /** Wait until the bot has been quiet on this interaction for `quietMs` (at most `maxMs`). */
  async settle(quietMs: number, maxMs: number): Promise<this> {
    const deadline = Date.now() + maxMs;
    for (;;) {
      const wait = Math.min(this.lastActivityAt + quietMs, deadline) - Date.now();
      if (wait <= 0) return this;
      await new Promise<void>((r) => setTimeout(r, wait));
    }
  }

  describe(): string {
    return `${this.label} (interaction ${this.id}, user ${this.userId}, channel ${this.channelId})`;
  }

  /** Set when the bot said it has finished with this interaction (FakeDiscord.interactionHandled). */
  handled = false;

  /** The bot has finished with this interaction: every answer it sends for it has been recorded. */
  markHandled(): void {
    this.handled = true;
    for (const waiter of [...this.waiters]) waiter.check();
  }

  /** Called by the REST routes whenever the bot responded. */
  touch(): void {
    this.lastActivityAt = Date.now();
    for (const waiter of [...this.waiters]) waiter.check();
  }

  /** Reject all pending waits (used by `fake.close()`). */
  abort(error: Error): void {
    for (const waiter of [...this.waiters]) waiter.fail(error);
  }
}
