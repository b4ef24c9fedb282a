// Turn reminders: when the side to act changes (an output with mentions), the pinged players are
// reminded after REMINDER_HOURS of silence, at most three times; any move in the game ends the
// series (and, if someone is still expected, starts a fresh one). Pending series are kept in the
// database and rescheduled on start-up, so a restart forgets nothing. The clock lives here only.
// Sharded (src/discord/shards.ts), each shard runs the reminders of the channels it serves only: those
// of its servers' channels (and shard 0 those of DM games); a move re-arms them on the shard it reached.
// Where the bot may not post (50001 / 50013), the reminder goes to each player by DM.
import { DiscordAPIError, RESTJSONErrorCodes, type Client } from 'discord.js';
import type { Output } from '../app/outputs.ts';
import type { GameService } from '../app/service.ts';
import type { GameRow, ReminderRow, Store } from '../store/store.ts';
import { isDmRefused, isMissingPermission, mentionOf, sendToChannel } from './send.ts';
import { ownsChannel } from './shards.ts';

const MAX_TIMEOUT = 2 ** 31 - 1;

export interface ReminderOptions {
  intervalMs: number;
  max: number;
  now?: () => number;
  log?: (msg: string, e?: unknown) => void;
}

export class Reminders {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly store: Store;
  private readonly now: () => number;
  private readonly log: (msg: string, e?: unknown) => void;
  private stopped = false;

  constructor(
    private readonly client: Client,
    private readonly app: GameService,
    private readonly opts: ReminderOptions,
  ) {
    this.store = app.store;
    this.now = opts.now ?? Date.now;
    this.log = opts.log ?? ((m, e) => console.error(`[heliograph] ${m}`, e ?? ''));
  }

  /** Reschedules the series that were pending when the bot stopped (this shard's own). */
  async start(): Promise<void> {
    for (const r of await this.store.reminders()) if (await this.owns(r.channel)) this.schedule(r);
  }

  /** Whether this shard serves the channel (always, unsharded); a channel that cannot be read is not ours. */
  private async owns(channel: string): Promise<boolean> {
    try {
      return await ownsChannel(this.client, channel);
    } catch (e) {
      this.log(`reminders: cannot tell which shard serves channel ${channel}; leaving it to the others`, e);
      return false;
    }
  }

  stop(): void {
    this.stopped = true;
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }

  /** The game's event count in a channel now (to tell afterwards whether a command was a move). */
  async headOf(channel: string): Promise<number | null> {
    const row = await this.app.store.activeGameIn(channel);
    return row ? await this.app.store.head(row.id) : null;
  }

  pending(channel: string): Promise<ReminderRow | undefined> {
    return this.store.reminder(channel);
  }

  /** After a command ran in `channel`: start, restart or end the reminder series. */
  async afterCommand(channel: string, headBefore: number | null, outputs: readonly Output[]): Promise<void> {
    const game = await this.app.store.activeGameIn(channel);
    if (!game) return this.clear(channel);
    const head = await this.app.store.head(game.id);
    const pings = outputs.filter((o) => o.audience.kind === 'public' && o.mentions?.length);
    const due = this.now() + this.opts.intervalMs;
    if (pings.length > 0) {
      const users = [...new Set(pings.flatMap((o) => o.mentions ?? []))];
      const text = pings.at(-1)!.text;
      await this.put({ channel, gameId: game.id, head, users, text, due, sent: 0 });
    } else if (headBefore !== head) {
      const existing = await this.store.reminder(channel);
      if (existing) await this.put({ ...existing, gameId: game.id, head, due, sent: 0 });
    }
  }

  private async put(r: ReminderRow): Promise<void> {
    await this.store.putReminder(r);
    this.schedule(r);
  }

  private async clear(channel: string): Promise<void> {
    await this.store.removeReminder(channel);
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

  /** Who is expected in a game now and what of them (GameModule.expected), or null when nobody seated is. */
  private async instructionNow(row: GameRow): Promise<{ users: string[]; text: string } | null> {
    const g = await this.app.load(row);
    const exp = g.module.expected(g.folded.game);
    const seated = (side: string) => g.seats.filter((s) => s.side === side);
    const users = [...new Set(exp.sides.flatMap((side) => seated(side).map((s) => s.user_id)))];
    if (users.length === 0) return null;
    const who = exp.sides
      .map(
        (side) =>
          `${side} (${
            seated(side)
              .map((s) => s.user_name)
              .join(', ') || 'nobody seated yet'
          })`,
      )
      .join(' and ');
    return { users, text: `${row.sandbox ? '[SANDBOX] ' : ''}Your move: ${who} — ${exp.text}` };
  }

  private async fire(channel: string): Promise<void> {
    const r = await this.store.reminder(channel);
    if (!r || this.stopped) return;
    if (r.due > this.now()) return this.schedule(r); // a long wait clamped by setTimeout's limit
    if (!(await this.owns(channel))) return; // another shard serves it now
    const game = await this.app.store.game(r.gameId);
    if (!game || game.status !== 'active' || (await this.app.store.head(r.gameId)) !== r.head || r.users.length === 0)
      return this.clear(channel);
    // The instruction that holds now, not the one of the ping that started the series: moves since
    // (a card drawn, a phase ended) keep the series going but change what is asked.
    const now = await this.instructionNow(game);
    if (!now) return this.clear(channel);
    const n = r.sent + 1;
    const content = `${now.users.map(mentionOf).join(' ')} Reminder ${n}/${this.opts.max}: game #${r.gameId} is waiting for you.\n${now.text}`;
    try {
      await sendToChannel(this.client, channel, {
        content: content.slice(0, 2000),
        allowedMentions: { parse: [], users: now.users },
      });
    } catch (e) {
      if (e instanceof DiscordAPIError && e.code === RESTJSONErrorCodes.UnknownChannel) {
        this.log(`reminder channel ${channel} is gone; dropping its reminders`, e);
        return this.clear(channel);
      }
      if (!isMissingPermission(e)) throw e;
      // The bot may not post in the game's channel (50001 / 50013): the reminder goes to each player by DM.
      await this.remindByDm(channel, now.users, content);
    } finally {
      // Whatever happened, count the attempt so a failing channel cannot loop forever.
      const now = await this.store.reminder(channel);
      if (now && now.head === r.head && now.sent === r.sent) {
        if (n >= this.opts.max) await this.clear(channel);
        else await this.put({ ...now, sent: n, due: this.now() + this.opts.intervalMs });
      }
    }
  }

  private async remindByDm(channel: string, users: readonly string[], content: string): Promise<void> {
    for (const user of users) {
      try {
        await this.client.users.send(user, {
          content: `From <#${channel}> (I may not post there): ${content}`.slice(0, 2000),
          allowedMentions: { parse: [] },
        });
      } catch (e) {
        if (!isDmRefused(e)) throw e;
        this.log(`reminder for ${user}: may not post in ${channel} and DMs are closed`, e);
      }
    }
  }
}
