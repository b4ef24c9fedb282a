// Output[] → Discord. The interaction's own reply carries the first output addressed to the caller
// (ephemeral) or the first public output; other public outputs go to the game's channel; turn pings
// are new channel messages; DMs go by DM. When Discord refuses a DM (50007) the invoker gets the same
// content ephemerally, and another player only a public note without the private content.
// When the bot may not post in the game's channel (no View Channel or Send Messages there: known from the
// interaction's app permissions, or learnt from a 50001 / 50013 answer), public lines — turn pings and
// "Next:" lines included — go as public replies and follow-ups of the interaction, which need no channel
// permission.
// When the interaction itself can no longer be answered (a rate limit outlasting its 3 seconds, an
// expired token: isInteractionGone), what it would have carried goes elsewhere, once: public lines to
// the game's channel (or thread), the caller's private answers to the caller by DM.
import {
  AttachmentBuilder,
  DiscordAPIError,
  MessageFlags,
  RateLimitError,
  RESTJSONErrorCodes,
  type BaseMessageOptions,
  type Client,
  type MessageComponentInteraction,
  type MessageMentionOptions,
  type RepliableInteraction,
} from 'discord.js';
import type { Output, OutputButton } from '../app/outputs.ts';
import { componentsFor, menuRow, type ButtonStore, type ComponentRow } from './buttons.ts';
import { isArchivedThread, reopenThread } from './thread.ts';

export const CONTENT_MAX = 2000;
export const OPEN_DMS_HELP = 'open your DMs for this server: Server name → Privacy Settings → Direct Messages';
const NO_MENTIONS: MessageMentionOptions = { parse: [] };

/** An output as the Discord adapter may dress it: a select menu under the buttons, and buttons meant
 *  for particular users (replay navigation belongs to whoever asked for the replay). */
export interface DiscordOutput extends Output {
  menu?: { placeholder: string; items: OutputButton[] };
  addressedTo?: string[];
}

export interface Payload {
  content: string;
  files: AttachmentBuilder[];
  components: ComponentRow[];
  allowedMentions: MessageMentionOptions;
}

export interface SendContext {
  client: Client;
  buttons: ButtonStore;
  /** The game's channel (or thread). */
  channel: string;
  /** The user whose interaction this answers. */
  caller: string;
  /** The players the game now waits for: a public output's buttons are theirs to press. */
  actors?: readonly string[];
  /** Whether the bot may post in `channel`: false sends public lines as interaction follow-ups;
   *  undefined (not known) tries the channel and falls back on a missing-permission answer. */
  canPost?: boolean | undefined;
  /** Of the users a turn ping names, those to notify now: not those asleep or reading the daily digest
   *  (src/app/waking.ts; reminders.ts sends the held pings when they wake). Absent: all of them. */
  notifyNow?: (users: readonly string[]) => Promise<string[]>;
}

/** Splits text into pieces Discord accepts (≤ 2000 characters), preferring line breaks. */
export function chunkText(text: string, max = CONTENT_MAX): string[] {
  const out: string[] = [];
  let rest = text;
  while (rest.length > max) {
    let cut = rest.lastIndexOf('\n', max);
    if (cut < max / 2) cut = max;
    out.push(rest.slice(0, cut));
    rest = rest.slice(cut).replace(/^\n/, '');
  }
  out.push(rest);
  return out.filter((s, i) => s.length > 0 || i === 0);
}

/** The messages for one output: text in ≤ 2000-character pieces; files and buttons on the last. */
export async function payloadsFor(
  ctx: SendContext,
  out: DiscordOutput,
  opts: { prefix?: string; mentions?: readonly string[] } = {},
): Promise<Payload[]> {
  const scope = {
    users: out.addressedTo ?? addressees(out, ctx.actors),
    channel: out.audience.kind === 'public' ? null : ctx.channel,
  };
  const components = await componentsFor(ctx.buttons, out.buttons, scope);
  if (out.menu?.items.length && components.length < 5)
    components.push(await menuRow(ctx.buttons, out.menu.items, scope, components.length, out.menu.placeholder));
  const files = (out.files ?? []).map(
    (f) => new AttachmentBuilder(f.data, { name: f.name, ...(f.description ? { description: f.description } : {}) }),
  );
  const allowedMentions: MessageMentionOptions = opts.mentions?.length
    ? { parse: [], users: [...opts.mentions] }
    : NO_MENTIONS;
  const pieces = chunkText(`${opts.prefix ?? ''}${out.text}`);
  return pieces.map((content, i) => {
    const last = i === pieces.length - 1;
    return {
      content: content || (last && files.length ? '' : '…'),
      files: last ? files : [],
      components: last ? components : [],
      allowedMentions,
    };
  });
}

/** Who may press this output's buttons: its private addressee, else the pinged players, else the
 *  players the game waits for, else anyone (the service still refuses whoever may not act). */
export function addressees(out: Output, actors: readonly string[] = []): string[] {
  if (out.audience.kind !== 'public') return [out.audience.user];
  return [...(out.mentions?.length ? out.mentions : actors)];
}

export const mentionOf = (user: string): string => `<@${user}>`;

/** Posts in a channel; a game's thread that Discord archived while idle is reopened first (thread.ts). */
export async function sendToChannel(client: Client, channelId: string, payload: BaseMessageOptions): Promise<void> {
  const channel = client.channels.cache.get(channelId) ?? (await client.channels.fetch(channelId));
  if (!channel?.isSendable()) throw new Error(`cannot post in channel ${channelId}`);
  if (channel.isThread() && channel.archived) await reopenThread(channel);
  try {
    await channel.send(payload);
  } catch (e) {
    // Archived since the cache last heard of it: reopen and post once more.
    if (!channel.isThread() || !isArchivedThread(e)) throw e;
    await reopenThread(channel);
    await channel.send(payload);
  }
}

/** Discord's answer when the bot may not see (50001) or post in (50013) a channel. */
export const isMissingPermission = (e: unknown): boolean =>
  e instanceof DiscordAPIError &&
  (e.code === RESTJSONErrorCodes.MissingAccess || e.code === RESTJSONErrorCodes.MissingPermissions);

export const isDmRefused = (e: unknown): boolean =>
  e instanceof DiscordAPIError && e.code === RESTJSONErrorCodes.CannotSendMessagesToThisUser;

/** Discord's first answer must come within 3 s of the interaction: a rate limit asking to wait this
 *  long on the interaction callback is not waited out (client.ts), the answer goes elsewhere instead. */
export const CALLBACK_WAIT_MAX_MS = 2000;

/** The interaction can no longer carry an answer: its 3 s passed (10062, or a rate limit on its
 *  callback too long to wait: RateLimitError), or its token is gone (10015, 50027). Nothing was sent. */
export const isInteractionGone = (e: unknown): boolean =>
  e instanceof RateLimitError ||
  (e instanceof DiscordAPIError &&
    (e.code === RESTJSONErrorCodes.UnknownInteraction ||
      e.code === RESTJSONErrorCodes.UnknownWebhook ||
      e.code === RESTJSONErrorCodes.InvalidWebhookToken));

/**
 * Answers one interaction: the first answer is the interaction's reply (or fills a deferred reply);
 * later ones are follow-ups (ephemeral) or channel posts (public).
 */
export class Responder {
  private originalFilled = false;
  /** The interaction can no longer be answered (isInteractionGone): public lines go to the channel,
   *  the caller's private answers by DM. */
  private gone = false;

  constructor(
    readonly interaction: RepliableInteraction,
    private readonly ctx: SendContext,
    /** Whether the deferred reply (if any) was deferred ephemerally. */
    private deferredEphemeral = false,
  ) {}

  /** The interaction cannot be answered any more (its acknowledgement failed: router.ts). */
  markGone(): void {
    this.gone = true;
  }

  get lost(): boolean {
    return this.gone;
  }

  /** Acknowledge now, privately (nothing to show yet, and slow work such as DMs ahead). */
  async deferPrivately(): Promise<void> {
    if (this.interaction.deferred || this.interaction.replied) return;
    await this.interact(() => this.interaction.deferReply({ flags: MessageFlags.Ephemeral }), null);
    this.deferredEphemeral = true;
  }

  get answered(): boolean {
    return this.originalFilled || this.interaction.replied;
  }

  /** Whether a public answer may be the interaction's reply (not when pressed in a DM for a game channel). */
  get inGameChannel(): boolean {
    return this.interaction.channelId === this.ctx.channel;
  }

  /**
   * One call on the interaction. If the interaction is gone (now or before), `instead` carries the
   * payload another way (null: a placeholder, which then has nothing to say). Once gone, every later
   * answer of this command takes the other way too, so nothing is sent twice.
   */
  private async interact(call: () => Promise<unknown>, instead: (() => Promise<void>) | null): Promise<void> {
    if (!this.gone) {
      try {
        await call();
        return;
      } catch (e) {
        if (!isInteractionGone(e)) throw e;
        this.gone = true;
      }
    }
    if (instead) await instead();
  }

  /** A public payload the interaction could not carry, posted in the game's channel (if the bot may). */
  private readonly toChannel = (p: Payload) => async (): Promise<void> => {
    if (this.ctx.canPost !== false) await sendToChannel(this.ctx.client, this.ctx.channel, p);
  };

  /** A private answer the interaction could not carry, sent to the caller by DM (a refused DM loses it). */
  private readonly toCaller = (p: Payload) => async (): Promise<void> => {
    const prefix = `From <#${this.ctx.channel}>: `;
    const content = prefix.length + p.content.length <= CONTENT_MAX ? `${prefix}${p.content}` : p.content;
    try {
      await this.ctx.client.users.send(this.ctx.caller, { ...p, content });
    } catch (e) {
      if (!isDmRefused(e)) throw e;
    }
  };

  /** A public message for the game's channel: posted there, or, when the bot may not post there, sent
   *  as a public reply or follow-up of this interaction. */
  async post(p: Payload): Promise<void> {
    if (this.ctx.canPost !== false) {
      try {
        await sendToChannel(this.ctx.client, this.ctx.channel, p);
        return;
      } catch (e) {
        if (!isMissingPermission(e)) throw e;
        this.ctx.canPost = false;
      }
    }
    const i = this.interaction;
    if (!i.deferred && !i.replied && !this.gone) {
      await this.interact(() => i.reply(p), null);
      this.originalFilled = true;
      return;
    }
    if (i.deferred && !this.originalFilled) {
      this.originalFilled = true;
      if (!this.deferredEphemeral) return void (await this.interact(() => i.editReply(p), null));
      await this.interact(() => i.editReply({ content: 'Answered below.', allowedMentions: NO_MENTIONS }), null);
    }
    await this.interact(() => i.followUp(p), null);
  }

  async answer(p: Payload, ephemeral: boolean): Promise<void> {
    const i = this.interaction;
    const flags = ephemeral ? MessageFlags.Ephemeral : undefined;
    const instead = ephemeral ? this.toCaller(p) : this.toChannel(p);
    if (!ephemeral && !this.inGameChannel) {
      await this.post(p);
      if (!i.deferred && !i.replied && !this.gone) {
        const done = `Done: posted in <#${this.ctx.channel}>.`;
        await this.interact(
          () => i.reply({ content: done, flags: MessageFlags.Ephemeral, allowedMentions: NO_MENTIONS }),
          null,
        );
        this.originalFilled = !this.gone;
      }
      return;
    }
    if (this.gone) return instead();
    if (!i.deferred && !i.replied) {
      await this.interact(() => i.reply({ ...p, ...(flags ? { flags } : {}) }), instead);
      this.originalFilled = !this.gone;
      return;
    }
    if (i.deferred && !this.originalFilled) {
      this.originalFilled = true;
      if (ephemeral === this.deferredEphemeral) {
        await this.interact(() => i.editReply(p), instead);
      } else if (ephemeral) {
        // Public placeholder, private answer: say so in the placeholder (nothing private), answer privately.
        await this.interact(() => i.editReply({ content: 'Answered privately.', allowedMentions: NO_MENTIONS }), null);
        await this.interact(() => i.followUp({ ...p, flags: MessageFlags.Ephemeral }), instead);
      } else if (this.ctx.canPost === false) {
        this.originalFilled = false; // post() fills it
        await this.post(p);
      } else {
        await this.interact(
          () => i.editReply({ content: 'Posted in the channel.', allowedMentions: NO_MENTIONS }),
          null,
        );
        await this.post(p);
      }
      return;
    }
    if (ephemeral) await this.interact(() => i.followUp({ ...p, flags: MessageFlags.Ephemeral }), instead);
    else await this.post(p);
  }
}

/** Delivers every output of one command to its audience (see the header). Never posts DM content publicly. */
export async function deliver(ctx: SendContext, responder: Responder, outputs: readonly Output[]): Promise<void> {
  const forCaller = (o: Output) => o.audience.kind === 'ephemeral' && o.audience.user === ctx.caller;
  const plainPublic = (o: Output) => o.audience.kind === 'public' && !o.mentions?.length;
  let primary = outputs.findIndex((o) => forCaller(o) || (plainPublic(o) && responder.inGameChannel));
  if (primary < 0) primary = outputs.findIndex(plainPublic);
  // Nothing to reply with up front (e.g. only DMs): acknowledge first so slow DMs cannot drop the interaction.
  if (primary < 0) await responder.deferPrivately();
  const order = primary < 0 ? outputs : [outputs[primary]!, ...outputs.filter((_, k) => k !== primary)];
  for (const out of order) await deliverOne(ctx, responder, out);
  if (!responder.answered && !responder.lost) {
    const anyDm = outputs.some((o) => o.audience.kind !== 'public' && o.audience.user === ctx.caller);
    const text = anyDm ? 'Sent to your DMs.' : outputs.length ? 'Done.' : 'Nothing to show.';
    await responder.answer({ content: text, files: [], components: [], allowedMentions: NO_MENTIONS }, true);
  }
}

async function deliverOne(ctx: SendContext, responder: Responder, out: Output): Promise<void> {
  const a = out.audience;
  if (a.kind === 'public') {
    if (out.mentions?.length) {
      // A turn ping: always a new message in the game's channel, pinging only those players, and of
      // them only those awake who want pings (the others are named, not notified).
      const prefix = `${out.mentions.map(mentionOf).join(' ')} `;
      const mentions = ctx.notifyNow ? await ctx.notifyNow(out.mentions) : out.mentions;
      for (const p of await payloadsFor(ctx, out, { prefix, mentions })) await responder.post(p);
      return;
    }
    for (const p of await payloadsFor(ctx, out)) await responder.answer(p, false);
    return;
  }
  if (a.kind === 'ephemeral' && a.user === ctx.caller) {
    for (const p of await payloadsFor(ctx, out)) await responder.answer(p, true);
    return;
  }
  // A DM (or an ephemeral note for someone else, which only a DM can carry privately).
  await sendDm(ctx, responder, a.user, out);
}

/** Sends an output to a user by DM (text, pictures, buttons); false if Discord refuses the DM (50007). */
export async function dmUser(ctx: SendContext, user: string, out: DiscordOutput): Promise<boolean> {
  try {
    for (const p of await payloadsFor(ctx, out, { prefix: `From <#${ctx.channel}>: ` }))
      await ctx.client.users.send(user, p);
    return true;
  } catch (e) {
    if (isDmRefused(e)) return false;
    throw e;
  }
}

async function sendDm(ctx: SendContext, responder: Responder, user: string, out: Output): Promise<void> {
  if (!(await dmUser(ctx, user, out))) {
    if (user === ctx.caller) {
      const note = `\n\n(I could not DM you, so here it is privately. To get your private updates by DM, ${OPEN_DMS_HELP}.)`;
      for (const p of await payloadsFor(ctx, { ...out, text: `${out.text}${note}` })) await responder.answer(p, true);
    } else {
      const text = `${mentionOf(user)}, I could not DM you: ${OPEN_DMS_HELP}. Then use /game status here to see your side privately.`;
      await responder.post({ content: text, files: [], components: [], allowedMentions: { parse: [], users: [user] } });
    }
  }
}

/** A component press whose result replaces the pressed message (navigation: replay steps, /rules pages). */
export async function updateInPlace(
  ctx: SendContext,
  i: MessageComponentInteraction,
  out: DiscordOutput,
): Promise<void> {
  const [p] = (await payloadsFor(ctx, out)).slice(-1);
  if (!p) return;
  const body = {
    content: p.content,
    files: p.files,
    components: p.components,
    attachments: [],
    allowedMentions: p.allowedMentions,
  };
  if (i.deferred) await i.editReply(body);
  else await i.update(body);
}
