// Turn reminders: when the side to act changes (an output with mentions), the pinged players are
// reminded after REMINDER_HOURS of silence, then sooner as the wait grows (reminder-delay.ts: by the
// time since the hand-off, or by the time left on the game's clock through `remainingMs`), at most
// `max` times, the last saying it is the last. A button on each turns them off until the next hand-off;
// any move in the game restarts the count (and, if someone is still expected, the series).
// Nobody is pinged or reminded in their sleep hours (src/app/waking.ts, the one decision): a hand-off
// ping that met them asleep is held and sent when they wake, not counted; a player who reads the daily
// digest (digest.ts) gets no ping or reminder at all.
// Pending series are kept in the database and rescheduled on start-up, so a restart forgets nothing; each
// reminder is counted in the database before it is sent, so none is sent twice. The clock (clock.ts)
// is injected: tests play days with a fake one.
// Sharded (src/discord/shards.ts), each shard runs the reminders of the channels it serves only: those
// of its servers' channels (and shard 0 those of DM games); a move re-arms them on the shard it reached.
// Where the bot may not post (50001 / 50013), the reminder goes to each player by DM.
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  DiscordAPIError,
  MessageFlags,
  RESTJSONErrorCodes,
  type ButtonInteraction,
  type Client,
  type MessageActionRowComponentBuilder,
} from 'discord.js';
import type { Output } from '../app/outputs.ts';
import type { GameService } from '../app/service.ts';
import { handedOffAt, waitingFor } from '../app/waiting.ts';
import { formatDuration, pingPlan } from '../app/waking.ts';
import type { GameRow, ReminderRow, Store } from '../store/store.ts';
import { SYSTEM_CLOCK, type Clock, type Timer } from './clock.ts';
import { reminderDelay } from './reminder-delay.ts';
import { isDmRefused, isMissingPermission, mentionOf, sendToChannel } from './send.ts';
import { ownsChannel } from './shards.ts';

export interface ReminderOptions {
  intervalMs: number;
  max: number;
  clock?: Clock;
  log?: (msg: string, e?: unknown) => void;
  /** Milliseconds left on the clock of the side a game waits for, or null when it has no clock. */
  remainingMs?: (game: GameRow) => Promise<number | null>;
}

/** The custom_id prefix of the button that turns a series off: `r|<channel>|<head>`. */
const OFF = 'r|';
export const isReminderButton = (customId: string): boolean => customId.startsWith(OFF);

export const LAST_LINE = 'That was the last reminder for this move: no more until the next hand-off.';

export class Reminders {
  private readonly timers = new Map<string, Timer>();
  private readonly store: Store;
  private readonly clock: Clock;
  private readonly log: (msg: string, e?: unknown) => void;
  private readonly running = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly client: Client,
    private readonly app: GameService,
    private readonly opts: ReminderOptions,
  ) {
    this.store = app.store;
    this.clock = opts.clock ?? SYSTEM_CLOCK;
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
    for (const t of this.timers.values()) this.clock.clearTimeout(t);
    this.timers.clear();
  }

  /** Resolves once every reminder started so far has been sent (tests advance a fake clock by it). */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Of the users a hand-off pings, those to notify now (the transport's ping; src/app/waking.ts). */
  async notifyNow(users: readonly string[]): Promise<string[]> {
    return (await pingPlan(this.store, users, this.clock.now())).now;
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
    const now = this.clock.now();
    if (pings.length > 0) {
      const plan = await pingPlan(this.store, [...new Set(pings.flatMap((o) => o.mentions ?? []))], now);
      const users = [...plan.now, ...plan.later.map((l) => l.user)];
      // Only digest readers were pinged: the digest tells them, no series.
      if (users.length === 0) return this.clear(channel);
      const held = plan.now.length === 0;
      const due = held ? Math.min(...plan.later.map((l) => l.at)) : now + (await this.delay(game, 0));
      const text = pings.at(-1)!.text;
      await this.put({ channel, gameId: game.id, head, users, text, due, sent: 0, since: now, held });
    } else if (headBefore !== head) {
      const r = await this.store.reminder(channel);
      if (!r) return;
      const due = r.held ? r.due : now + (await this.delay(game, now - this.since(r)));
      await this.put({ ...r, gameId: game.id, head, due, sent: 0 });
    }
  }

  /** When the wait began; a row from before it was recorded: one base interval before its next reminder. */
  private since(r: ReminderRow): number {
    return r.since || r.due - this.opts.intervalMs;
  }

  private async delay(game: GameRow, elapsedMs: number): Promise<number> {
    const left = this.opts.remainingMs ? await this.opts.remainingMs(game) : null;
    return reminderDelay(this.opts.intervalMs, elapsedMs, left);
  }

  private async put(r: ReminderRow): Promise<void> {
    await this.store.putReminder(r);
    this.schedule(r);
  }

  private async clear(channel: string): Promise<void> {
    await this.store.removeReminder(channel);
    const t = this.timers.get(channel);
    if (t) this.clock.clearTimeout(t);
    this.timers.delete(channel);
  }

  private schedule(r: ReminderRow): void {
    if (this.stopped) return;
    const old = this.timers.get(r.channel);
    if (old) this.clock.clearTimeout(old);
    const t = this.clock.setTimeout(
      () => {
        this.timers.delete(r.channel);
        const run = this.fire(r.channel).catch((e: unknown) => this.log(`reminder in ${r.channel} failed`, e));
        this.running.add(run);
        void run.finally(() => this.running.delete(run));
      },
      Math.max(0, r.due - this.clock.now()),
    );
    this.timers.set(r.channel, t);
  }

  /** Who is expected in a game now and what of them (GameModule.expected), or null when nobody seated is. */
  private async instructionNow(
    row: GameRow,
  ): Promise<{ users: string[]; text: string; handedOff: number | null } | null> {
    const g = await this.app.load(row);
    const exp = g.module.expected(g.folded.game);
    const seated = (side: string) => g.seats.filter((s) => s.side === side);
    const { users } = waitingFor(g);
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
    const text = `${row.sandbox ? '[SANDBOX] ' : ''}Your move: ${who} — ${exp.text}`;
    return { users, text, handedOff: await handedOffAt(this.app, g, users) };
  }

  private async fire(channel: string): Promise<void> {
    const r = await this.store.reminder(channel);
    if (!r || this.stopped) return;
    const now = this.clock.now();
    if (r.due > now) return this.schedule(r); // a long wait cut by setTimeout's limit
    if (!(await this.owns(channel))) return; // another shard serves it now
    const game = await this.app.store.game(r.gameId);
    if (!game || game.status !== 'active' || (await this.app.store.head(r.gameId)) !== r.head || r.users.length === 0)
      return this.clear(channel);
    // The instruction that holds now, not the one of the ping that started the series: moves since
    // (a card drawn, a phase ended) keep the series going but change what is asked.
    const instruction = await this.instructionNow(game);
    if (!instruction) return this.clear(channel);
    const plan = await pingPlan(this.store, instruction.users, now);
    if (plan.now.length === 0) {
      // Everyone is asleep: wait for the first to wake (not counted); only digest readers: no more.
      if (plan.later.length === 0) return this.clear(channel);
      return this.put({ ...r, due: Math.min(...plan.later.map((l) => l.at)) });
    }
    const n = r.held ? r.sent : r.sent + 1;
    const last = !r.held && n >= this.opts.max;
    const mentions = plan.now.map(mentionOf).join(' ');
    const waited = formatDuration(now - (instruction.handedOff ?? this.since(r)));
    const content = r.held
      ? `${mentions} Game #${r.gameId} is waiting for you (this ping waited for your waking hours).\n${instruction.text}`
      : `${mentions} Reminder ${n}/${this.opts.max}: game #${r.gameId} has been waiting for you for ${waited}.\n${instruction.text}${last ? `\n${LAST_LINE}` : ''}`;
    const components = last ? [] : [offButton(channel, r.head)];
    // Count the reminder before sending it: a crash in between loses it rather than sending it twice
    // after the restart, and a failing channel cannot loop for ever. A move since it was read wins.
    const stored = await this.store.reminder(channel);
    if (!stored || stored.head !== r.head || stored.sent !== r.sent || stored.held !== r.held) return;
    if (last) await this.clear(channel);
    else if (r.held) {
      // The player learns of the move now: their wait, and its reminders, count from here.
      await this.put({ ...stored, held: false, since: now, due: now + (await this.delay(game, 0)) });
    } else {
      const due = now + (await this.delay(game, now - this.since(r)));
      await this.put({ ...stored, sent: n, due });
    }
    try {
      await sendToChannel(this.client, channel, {
        content: content.slice(0, 2000),
        allowedMentions: { parse: [], users: plan.now },
        components,
      });
    } catch (e) {
      if (e instanceof DiscordAPIError && e.code === RESTJSONErrorCodes.UnknownChannel) {
        this.log(`reminder channel ${channel} is gone; dropping its reminders`, e);
        return this.clear(channel);
      }
      if (!isMissingPermission(e)) throw e;
      // The bot may not post in the game's channel (50001 / 50013): the reminder goes to each player by DM.
      await this.remindByDm(channel, plan.now, content);
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

  /** The "Stop reminders" button: ends the series (until the next hand-off) for those it reminds. */
  async pressOff(i: ButtonInteraction): Promise<void> {
    const [, channel = '', head = ''] = i.customId.split('|');
    const r = await this.store.reminder(channel);
    const reply = (content: string) => i.reply({ content, flags: MessageFlags.Ephemeral });
    if (!r || String(r.head) !== head)
      return void (await reply('These reminders have already ended (the game moved on, or they were turned off).'));
    if (!r.users.includes(i.user.id))
      return void (await reply('Only the players these reminders are for can turn them off.'));
    await this.clear(channel);
    await reply(`Reminders for game #${r.gameId} are off until the next hand-off.`);
  }
}

function offButton(channel: string, head: number): ActionRowBuilder<MessageActionRowComponentBuilder> {
  return new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
    new ButtonBuilder()
      .setCustomId(`${OFF}${channel}|${head}`)
      .setLabel('Stop reminders until the next hand-off')
      .setStyle(ButtonStyle.Secondary),
  );
}
