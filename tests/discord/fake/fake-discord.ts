/** FakeDiscord: one node:http server on 127.0.0.1 serving the REST API under /api/v10 and the
 *  gateway WebSocket on the same port, plus the test-facing API. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registration, RegisteredCommands } from './command-registry.ts';
import type { FakeMessage } from './fake-message.ts';
import { FakeGateway } from './gateway.ts';
import { gatewayWorld } from './gateway-payloads.ts';
import type { InteractionRecord } from './interaction-record.ts';
import { InteractionSender } from './interaction-sender.ts';
import { RateLimitRule, type RateLimitInit } from './rate-limits.ts';
import { RestServer } from './rest-server.ts';
import { Router } from './router.ts';
import { registerCommandRoutes } from './routes-commands.ts';
import { registerInteractionRoutes } from './routes-interactions.ts';
import { registerMessageRoutes } from './routes-messages.ts';
import { registerThreadRoutes } from './routes-threads.ts';
import { registerMetaRoutes } from './routes-meta.ts';
import { FakeState } from './state.ts';
import { snowflake } from './ids.ts';
import type {
  AutocompleteChoice,
  AutocompleteInput,
  ChannelRef,
  CommandInput,
  ComponentOptions,
  FakeChannel,
  FakeGuild,
  FakeUser,
  RecordedRequest,
  RefusedDm,
  UserRef,
} from './types.ts';
import { createWorld, type FakeDiscordOptions } from './world-init.ts';

/** How long the waits below wait by default: a failing wait costs this, a passing one nothing, so it is
 *  wide enough for a loaded machine (a test may not depend on how fast the bot answers). */
const WAIT_MS = 10_000;

/** A message given as the stored message or its id. */
export type MessageRef = FakeMessage | string;

export async function startFakeDiscord(options: FakeDiscordOptions = {}): Promise<FakeDiscord> {
  const fake = new FakeDiscord(options);
  await fake.listen();
  return fake;
}

export class FakeDiscord {
  readonly gateway: FakeGateway;
  private readonly state: FakeState;
  private readonly rest: RestServer;
  private readonly sender: InteractionSender;
  private readonly server: Server;
  private port = 0;
  private closed = false;

  constructor(options: FakeDiscordOptions = {}) {
    const world = createWorld(options);
    this.state = new FakeState(world);
    this.gateway = new FakeGateway(gatewayWorld(this.state), world.heartbeatIntervalMs, () =>
      this.state.events.emit('change'),
    );
    const router = new Router();
    registerMetaRoutes(router, this.state, () => this.gatewayUrl);
    registerCommandRoutes(router, this.state);
    registerInteractionRoutes(router, this.state);
    registerMessageRoutes(router, this.state);
    registerThreadRoutes(router, this.state);
    this.rest = new RestServer(router, this.state);
    this.sender = new InteractionSender(this.state, this.gateway);
    this.server = createServer((req, res) => void this.rest.handle(req, res));
    // discord.com keeps an idle connection open far longer than Node's default 5 s. With 5 s, a bot
    // whose event loop was blocked (RENDER_THREADS=0 under a burst) writes on a connection the server
    // has just closed (EPIPE) and its answer is lost: a fault of the fake, not of the bot.
    this.server.keepAliveTimeout = 60_000;
    this.server.on('upgrade', (req, socket, head) => this.gateway.handleUpgrade(req, socket, head));
  }

  /** Bind to 127.0.0.1 on a free port (startFakeDiscord does this for you). */
  async listen(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.address() as AddressInfo).port;
    this.state.baseUrl = this.baseUrl;
    this.gateway.setUrl(this.gatewayUrl);
  }

  // ------------------------------------------------------------------ endpoints & world
  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }
  /** Value for discord.js `rest.api` / env DISCORD_API_BASE (@discordjs/rest appends `/v10`). */
  get restUrl(): string {
    return `${this.baseUrl}/api`;
  }
  /** Handed out by GET /gateway/bot; clients find it themselves. */
  get gatewayUrl(): string {
    return `ws://127.0.0.1:${this.port}`;
  }
  get token(): string {
    return this.state.token;
  }
  get applicationId(): string {
    return this.state.applicationId;
  }
  get botUser(): FakeUser {
    return this.state.bot;
  }
  get users(): readonly FakeUser[] {
    return this.state.users;
  }
  get guild(): FakeGuild {
    return this.state.guild;
  }
  /** Guild text channels (DM channels: `dmChannel(user)`). */
  get channels(): readonly FakeChannel[] {
    return this.state.guildChannels;
  }
  user(ref: UserRef): FakeUser {
    return this.state.user(ref);
  }
  channel(ref: ChannelRef): FakeChannel {
    return this.state.channel(ref);
  }
  /** The user's DM channel with the bot, if the bot (or a DM interaction) opened it. */
  dmChannel(user: UserRef): FakeChannel | undefined {
    return this.state.dmChannels.get(this.state.user(user).id);
  }

  // ------------------------------------------------------------------ driving the bot
  /** Dispatch a slash command; resolves when the bot has answered (rejects "dropped interaction" otherwise). */
  sendCommand(input: CommandInput): Promise<InteractionRecord> {
    return this.sender.command(input);
  }
  /** Dispatch an autocomplete interaction; resolves to the choices the bot responded with. */
  sendAutocomplete(input: AutocompleteInput): Promise<AutocompleteChoice[]> {
    return this.sender.autocomplete(input);
  }
  /** Click a button (custom_id) on a message the bot posted. */
  pressButton(
    user: UserRef,
    message: MessageRef,
    customId: string,
    options: ComponentOptions = {},
  ): Promise<InteractionRecord> {
    return this.sender.component(
      user,
      this.message(message),
      { componentType: 'button', customId },
      options.ackTimeoutMs,
    );
  }
  /** Pick `values` in a string select menu (custom_id) on a message the bot posted. */
  selectMenu(
    user: UserRef,
    message: MessageRef,
    customId: string,
    values: readonly string[],
    options: ComponentOptions = {},
  ): Promise<InteractionRecord> {
    const data = { componentType: 'string-select' as const, customId, values: [...values] };
    return this.sender.component(user, this.message(message), data, options.ackTimeoutMs);
  }

  // ------------------------------------------------------------------ switches
  /** Make DMs to `user` fail with 403 / 50007 "Cannot send messages to this user" (or allow them again). */
  refuseDms(user: UserRef, refuse = true): void {
    const id = this.state.user(user).id;
    if (refuse) this.state.refusingDms.add(id);
    else this.state.refusingDms.delete(id);
  }
  /** The bot loses (or, with `withhold` false, regains) these permissions in a guild channel: interactions
   *  there carry app_permissions without them, and posting there fails with 50001 / 50013. */
  withholdBotPermissions(channel: ChannelRef, bits: bigint, withhold = true): void {
    const id = this.state.channel(channel).id;
    const now = this.state.botDenied.get(id) ?? 0n;
    this.state.botDenied.set(id, withhold ? now | bits : now & ~bits);
  }
  /** Answer the next `times` matching requests with 429 + retry_after; the returned rule counts retries. */
  rateLimit(init: RateLimitInit): RateLimitRule {
    const rule = new RateLimitRule(init);
    this.rest.rateLimits.push(rule);
    return rule;
  }
  /** Send op 7 RECONNECT: clients reconnect and RESUME (missed dispatches are replayed). */
  requestReconnect(): void {
    this.gateway.requestReconnect();
  }
  /** Close gateway sockets with `code` (default 4000: clients resume). */
  dropGatewayConnections(code?: number): void {
    this.gateway.dropConnections(code);
  }

  // ------------------------------------------------------------------ recorded state
  /** Messages in a channel (bot posts, interaction responses incl. ephemeral, follow-ups), oldest first. */
  messages(channel: ChannelRef): FakeMessage[] {
    return this.state.messagesIn(this.state.channel(channel).id);
  }
  /** A thread a user opened in `parent` (as a forum post is): interactions can come from it; the bot
   *  learns of it from them (discord.js Partials.Channel), as no THREAD_CREATE is sent. */
  openThread(parent: ChannelRef, name: string): FakeChannel {
    const p = this.state.channel(parent);
    const thread = {
      id: snowflake(),
      name,
      kind: 'guild-thread' as const,
      guildId: p.guildId,
      recipientId: null,
      parentId: p.id,
    };
    this.state.threads.set(thread.id, thread);
    return thread;
  }
  /** Threads the bot made (in `parent`, or anywhere), oldest first; interactions can come from them. */
  threads(parent?: ChannelRef): FakeChannel[] {
    const id = parent === undefined ? undefined : this.state.channel(parent).id;
    return [...this.state.threads.values()].filter((t) => id === undefined || t.parentId === id);
  }
  /** Discord archives a thread (as it does one idle for its auto-archive duration); no gateway event
   *  tells the bot, which learns it from the 50083 refusal of its next post there. */
  archiveThread(thread: ChannelRef): void {
    this.state.archivedThreads.add(this.state.channel(thread).id);
  }
  /** Whether a thread is archived now. */
  isArchived(thread: ChannelRef): boolean {
    return this.state.archivedThreads.has(this.state.channel(thread).id);
  }
  /** Threads reopened by the bot (PATCH archived:false), in order. */
  reopenedThreads(): string[] {
    return [...this.state.reopenedThreads];
  }
  /** Threads deleted through DELETE /channels/:id, of `parent` if given. */
  deletedThreads(parent?: ChannelRef): FakeChannel[] {
    const id = parent === undefined ? undefined : this.state.channel(parent).id;
    return this.state.deletedThreads.filter((t) => id === undefined || t.parentId === id);
  }

  /** Messages the bot delivered to the user's DM channel. */
  dms(user: UserRef): FakeMessage[] {
    const channel = this.dmChannel(user);
    return channel ? this.state.messagesIn(channel.id) : [];
  }
  /** DM attempts the fake refused with 50007 (all users, or one). */
  refusedDms(user?: UserRef): RefusedDm[] {
    const id = user === undefined ? undefined : this.state.user(user).id;
    return this.state.refusedDms.filter((r) => id === undefined || r.userId === id);
  }
  message(ref: MessageRef): FakeMessage {
    if (typeof ref !== 'string') return ref;
    const found = this.state.messagesById.get(ref);
    if (!found) throw new Error(`fake-discord: unknown message ${ref}`);
    return found;
  }
  get registeredCommands(): RegisteredCommands {
    return this.state.commands.snapshot;
  }
  /** Every PUT/POST of commands, in order. */
  get registrations(): readonly Registration[] {
    return this.state.commands.registrations;
  }
  get interactions(): InteractionRecord[] {
    return [...this.state.interactionsById.values()];
  }
  /** The bot under test has finished with interaction `id` (see FakeDiscordOptions.settleOnHandled). */
  interactionHandled(id: string): void {
    this.state.interactionsById.get(id)?.markHandled();
  }
  get requests(): readonly RecordedRequest[] {
    return this.rest.requests;
  }
  /** Requests the fake answered with an error nobody asked for: unknown routes, validation 4xx, 5xx. */
  get unexpectedErrors(): RecordedRequest[] {
    return this.rest.unexpectedErrors;
  }

  // ------------------------------------------------------------------ waiting
  /** Resolve once `condition()` is true (re-checked on every request / message change). */
  waitUntil(condition: () => boolean, timeoutMs = WAIT_MS, what = 'condition'): Promise<void> {
    if (condition()) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const check = (): void => {
        if (!condition()) return;
        cleanup();
        resolve();
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`fake-discord: timed out after ${timeoutMs} ms waiting for ${what}`));
      }, timeoutMs);
      const cleanup = (): void => {
        clearTimeout(timer);
        this.state.events.off('change', check);
      };
      this.state.events.on('change', check);
    });
  }
  /** First message in the channel (existing or new/edited) matching `predicate`. */
  async waitForMessage(
    channel: ChannelRef,
    predicate: (m: FakeMessage) => boolean = () => true,
    timeoutMs = WAIT_MS,
  ): Promise<FakeMessage> {
    let found: FakeMessage | undefined;
    await this.waitUntil(
      () => (found = this.messages(channel).find(predicate)) !== undefined,
      timeoutMs,
      `a message in ${String(typeof channel === 'string' ? channel : channel.name)}`,
    );
    return found as FakeMessage;
  }
  /** First DM to `user` (existing or new/edited) matching `predicate`. */
  async waitForDm(
    user: UserRef,
    predicate: (m: FakeMessage) => boolean = () => true,
    timeoutMs = WAIT_MS,
  ): Promise<FakeMessage> {
    let found: FakeMessage | undefined;
    await this.waitUntil(
      () => (found = this.dms(user).find(predicate)) !== undefined,
      timeoutMs,
      `a DM to ${this.user(user).username}`,
    );
    return found as FakeMessage;
  }

  /** Stop everything: gateway sockets, HTTP server, pending waits. Safe to call twice. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.sender.abortAll(new Error('fake-discord: closed while waiting'));
    await this.gateway.close();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.state.events.removeAllListeners();
  }
}
