// Turn reminders: when the side to act changes (an output with mentions), the pinged players are
// reminded after REMINDER_HOURS of silence, at most three times; any move in the game ends the
// series (and, if someone is still expected, starts a fresh one). Pending series are kept in the
// database and rescheduled on start-up, so a restart forgets nothing. The clock lives here only.
import { DiscordAPIError, RESTJSONErrorCodes, type Client } from 'discord.js';
import type { Output } from '../app/outputs.ts';
import type { GameService } from '../app/service.ts';
import { ReminderStore, type ReminderRow } from '../store/reminders.ts';
import { mentionOf, sendToChannel } from './send.ts';

const MAX_TIMEOUT = 2 ** 31 - 1;

export interface ReminderOptions {
  intervalMs: number;
  max: number;
  now?: () => number;
  log?: (msg: string, e?: unknown) => void;
}

export class Reminders {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly store: ReminderStore;
  private readonly now: () => number;
  private readonly log: (msg: string, e?: unknown) => void;
  private stopped = false;

  constructor(
    private readonly client: Client,
    private readonly app: GameService,
    private readonly opts: ReminderOptions,
  ) {
    this.store = new ReminderStore(app.store.db);
    this.now = opts.now ?? Date.now;
    this.log = opts.log ?? ((m, e) => console.error(`[heliograph] ${m}`, e ?? ''));
  }

  /** Reschedules the series that were pending when the bot stopped. */
  start(): void {
    for (const r of this.store.all()) this.schedule(r);
  }

  stop(): void {
    this.stopped = true;
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }

  /** The game's event count in a channel now (to tell afterwards whether a command was a move). */
  headOf(channel: string): number | null {
    const row = this.app.store.activeGameIn(channel);
    return row ? this.app.store.head(row.id) : null;
  }

  pending(channel: string): ReminderRow | undefined {
    return this.store.get(channel);
  }

  /** After a command ran in `channel`: start, restart or end the reminder series. */
  afterCommand(channel: string, headBefore: number | null, outputs: readonly Output[]): void {
    const game = this.app.store.activeGameIn(channel);
    if (!game) return this.clear(channel);
    const head = this.app.store.head(game.id);
    const pings = outputs.filter((o) => o.audience.kind === 'public' && o.mentions?.length);
    const due = this.now() + this.opts.intervalMs;
    if (pings.length > 0) {
      const users = [...new Set(pings.flatMap((o) => o.mentions ?? []))];
      const text = pings.at(-1)!.text;
      this.put({ channel, gameId: game.id, head, users, text, due, sent: 0 });
    } else if (headBefore !== head) {
      const existing = this.store.get(channel);
      if (existing) this.put({ ...existing, gameId: game.id, head, due, sent: 0 });
    }
  }

  private put(r: ReminderRow): void {
    this.store.put(r);
    this.schedule(r);
  }

  private clear(channel: string): void {
    this.store.remove(channel);
    const t = this.timers.get(channel);
    if (t) clearTimeout(t);
    this.timers.delete(channel);
  }

  private schedule(r: ReminderRow): void {
    if (this.stopped) return;
    const old = this.timers.get(r.channel);
    if (old) clearTimeout(old);
    const delay = Math.max(0, Math.min(r.due - this.now(), MAX_TIMEOUT));
    const t = setTimeout(() => {
      this.timers.delete(r.channel);
      this.fire(r.channel).catch((e: unknown) => this.log(`reminder in ${r.channel} failed`, e));
    }, delay);
    this.timers.set(r.channel, t);
  }

  private async fire(channel: string): Promise<void> {
    const r = this.store.get(channel);
    if (!r || this.stopped) return;
    if (r.due > this.now()) return this.schedule(r); // a long wait clamped by setTimeout's limit
    const game = this.app.store.game(r.gameId);
    if (!game || game.status !== 'active' || this.app.store.head(r.gameId) !== r.head || r.users.length === 0)
      return this.clear(channel);
    const n = r.sent + 1;
    const content = `${r.users.map(mentionOf).join(' ')} Reminder ${n}/${this.opts.max}: game #${r.gameId} is waiting for you.\n${r.text}`;
    try {
      await sendToChannel(this.client, channel, {
        content: content.slice(0, 2000),
        allowedMentions: { parse: [], users: r.users },
      });
    } catch (e) {
      if (
        e instanceof DiscordAPIError &&
        (e.code === RESTJSONErrorCodes.UnknownChannel || e.code === RESTJSONErrorCodes.MissingAccess)
      ) {
        this.log(`reminder channel ${channel} is gone; dropping its reminders`, e);
        return this.clear(channel);
      }
      throw e;
    } finally {
      // Whatever happened, count the attempt so a failing channel cannot loop forever.
      const now = this.store.get(channel);
      if (now && now.head === r.head && now.sent === r.sent) {
        if (n >= this.opts.max) this.clear(channel);
        else this.put({ ...now, sent: n, due: this.now() + this.opts.intervalMs });
      }
    }
  }
}
