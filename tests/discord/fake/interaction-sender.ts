/** Sends interactions over the gateway and waits until the bot has answered them. */
import type { APIInteraction } from 'discord.js';
import { wallMs } from './clock.ts';
import { buildCommandData } from './command-options.ts';
import type { FakeMessage } from './fake-message.ts';
import type { FakeGateway } from './gateway.ts';
import { snowflake } from './ids.ts';
import { CallbackType, FakeTimeoutError, InteractionRecord, type InteractionKind } from './interaction-record.ts';
import {
  autocompletePayload,
  chatInputPayload,
  componentPayload,
  type ComponentData,
  type EnvelopeContext,
} from './interaction-payloads.ts';
import { asArray, isRecord, walkRecords } from './json.ts';
import type { FakeState } from './state.ts';
import type {
  AutocompleteChoice,
  AutocompleteInput,
  CommandInput,
  FakeChannel,
  FakeUser,
  InteractionChannel,
  UserRef,
} from './types.ts';

/** The bot did not answer in time (no initial response, or a deferred reply never completed). */
export class DroppedInteractionError extends Error {
  override name = 'DroppedInteractionError';
}

const SESSION_WAIT_MS = 5000;
const BUTTON = 2;
const STRING_SELECT = 3;

export class InteractionSender {
  constructor(
    private readonly state: FakeState,
    private readonly gateway: FakeGateway,
  ) {}

  async command(input: CommandInput): Promise<InteractionRecord> {
    const user = this.state.user(input.user);
    const channel = this.interactionChannel(user, input.channel);
    const built = buildCommandData(this.state, { ...input, options: input.options ?? {}, guildId: channel.guildId });
    const ctx = this.context(user, channel);
    const label = `/${[input.name, input.subcommandGroup, input.subcommand].filter(Boolean).join(' ')}`;
    const record = await this.send(ctx, 'command', label, chatInputPayload(ctx, input.name, built));
    return this.awaitAnswer(record, input.ackTimeoutMs);
  }

  async autocomplete(input: AutocompleteInput): Promise<AutocompleteChoice[]> {
    const user = this.state.user(input.user);
    const channel = this.interactionChannel(user, input.channel);
    const built = buildCommandData(this.state, { ...input, options: input.options ?? {}, guildId: channel.guildId });
    const ctx = this.context(user, channel);
    const label = `autocomplete /${[input.name, input.subcommandGroup, input.subcommand].filter(Boolean).join(' ')} [${input.focused}]`;
    const record = await this.send(ctx, 'autocomplete', label, autocompletePayload(ctx, input.name, built));
    await this.awaitAnswer(record, input.ackTimeoutMs);
    if (record.responseType !== CallbackType.AutocompleteResult) {
      throw new Error(
        `fake-discord: ${record.describe()} answered with callback type ${record.responseType ?? '?'} instead of 8`,
      );
    }
    return record.choices ?? [];
  }

  async component(
    userRef: UserRef,
    message: FakeMessage,
    data: ComponentData,
    ackTimeoutMs?: number,
  ): Promise<InteractionRecord> {
    const user = this.state.user(userRef);
    checkComponent(this.state, user, message, data);
    const channel = this.state.channel(message.channelId);
    const ctx = this.context(user, channel);
    const kind: InteractionKind = data.componentType === 'button' ? 'button' : 'select';
    const label = `${kind} "${data.customId}"${data.componentType === 'string-select' ? ` ${JSON.stringify(data.values)}` : ''}`;
    const record = await this.send(ctx, kind, label, componentPayload(ctx, message, data), message);
    return this.awaitAnswer(record, ackTimeoutMs);
  }

  /** Reject everything still waiting (fake closing). */
  abortAll(error: Error): void {
    for (const record of this.state.interactionsById.values()) record.abort(error);
  }

  private interactionChannel(user: FakeUser, ref: InteractionChannel | undefined): FakeChannel {
    if (ref === 'dm') return this.state.dmChannelFor(user);
    const channel = ref === undefined ? this.state.guildChannels[0] : this.state.channel(ref);
    if (!channel) throw new Error('fake-discord: no guild channel configured');
    if (channel.kind === 'dm' && channel.recipientId !== user.id) {
      throw new Error(`fake-discord: ${user.username} cannot use the DM channel of another user`);
    }
    return channel;
  }

  private context(user: FakeUser, channel: FakeChannel): EnvelopeContext {
    const id = snowflake();
    return { state: this.state, user, channel, id, token: `fake-itoken-${id}` };
  }

  private async send(
    ctx: EnvelopeContext,
    kind: InteractionKind,
    label: string,
    payload: APIInteraction,
    sourceMessage?: FakeMessage,
  ): Promise<InteractionRecord> {
    await this.waitForSession(ctx.channel.guildId);
    const record = new InteractionRecord({
      id: ctx.id,
      token: ctx.token,
      kind,
      label: `${label} by ${ctx.user.username}`,
      userId: ctx.user.id,
      channelId: ctx.channel.id,
      payload,
      sourceMessage,
    });
    this.state.interactionsById.set(record.id, record);
    this.state.interactionsByToken.set(record.token, record);
    this.gateway.dispatch('INTERACTION_CREATE', payload, ctx.channel.guildId);
    record.dispatchedAt = wallMs();
    return record;
  }

  private async waitForSession(guildId: string | null): Promise<void> {
    const deadline = Date.now() + SESSION_WAIT_MS;
    while (!this.gateway.hasSessionFor(guildId)) {
      if (Date.now() > deadline)
        throw new Error(
          `fake-discord: no bot connected to the fake gateway within ${SESSION_WAIT_MS} ms (did client.login() run?)`,
        );
      await new Promise<void>((r) => setTimeout(r, 10));
    }
  }

  private async awaitAnswer(record: InteractionRecord, ackOverride: number | undefined): Promise<InteractionRecord> {
    const { timeouts } = this.state;
    const ackMs = ackOverride ?? timeouts.ackMs;
    try {
      await record.waitFor((r) => r.acknowledged, ackMs, 'the initial response');
    } catch (error) {
      if (!(error instanceof FakeTimeoutError)) throw error;
      record.expired = true;
      throw new DroppedInteractionError(
        `dropped interaction: ${record.describe()} got no initial response (reply/deferReply/update/deferUpdate/respond/showModal) within ${ackMs} ms`,
      );
    }
    if (record.responseType === CallbackType.DeferredReply) {
      try {
        await record.waitFor(
          (r) => r.edits.length > 0 || r.followups.length > 0,
          timeouts.deferredMs,
          'editReply/followUp',
        );
      } catch (error) {
        if (!(error instanceof FakeTimeoutError)) throw error;
        throw new DroppedInteractionError(
          `dropped interaction: ${record.describe()} was deferred but never completed (no editReply/followUp within ${timeouts.deferredMs} ms)`,
        );
      }
    }
    if (timeouts.settleOnHandled) return record.waitFor((r) => r.handled, timeouts.deferredMs, 'the bot to finish');
    return record.settle(timeouts.settleMs, timeouts.deferredMs);
  }
}

/** Refuse presses Discord's client would not allow: missing/disabled component, bad select values,
 *  someone else's ephemeral message or DM. */
function checkComponent(state: FakeState, user: FakeUser, message: FakeMessage, data: ComponentData): void {
  const where = `message ${message.id}`;
  if (message.deleted) throw new Error(`fake-discord: ${where} was deleted`);
  const channel = state.channel(message.channelId);
  if (channel.kind === 'dm' && channel.recipientId !== user.id)
    throw new Error(`fake-discord: ${user.username} cannot see ${where} (another user's DM)`);
  const owner = message.api.interaction_metadata?.user.id;
  if (message.ephemeral && owner !== undefined && owner !== user.id) {
    throw new Error(`fake-discord: ${user.username} cannot see ${where} (ephemeral message of another user)`);
  }
  const component = message.component(data.customId);
  if (!component) {
    const ids = [...walkRecords(message.components)].flatMap((r) =>
      typeof r['custom_id'] === 'string' ? [r['custom_id']] : [],
    );
    throw new Error(`fake-discord: ${where} has no component "${data.customId}" (has: ${ids.join(', ') || 'none'})`);
  }
  const wantType = data.componentType === 'button' ? BUTTON : STRING_SELECT;
  if (component['type'] !== wantType)
    throw new Error(`fake-discord: "${data.customId}" is component type ${String(component['type'])}, not ${wantType}`);
  if (component['disabled'] === true) throw new Error(`fake-discord: "${data.customId}" on ${where} is disabled`);
  if (data.componentType !== 'string-select') return;
  const allowed = asArray(component['options']).flatMap((o) =>
    isRecord(o) && typeof o['value'] === 'string' ? [o['value']] : [],
  );
  const unknown = data.values.filter((v) => !allowed.includes(v));
  if (unknown.length > 0)
    throw new Error(
      `fake-discord: "${data.customId}" has no option(s) ${unknown.join(', ')} (has: ${allowed.join(', ')})`,
    );
  const min = typeof component['min_values'] === 'number' ? component['min_values'] : 1;
  const max = typeof component['max_values'] === 'number' ? component['max_values'] : 1;
  if (data.values.length < min || data.values.length > max) {
    throw new Error(`fake-discord: "${data.customId}" needs ${min}..${max} values, got ${data.values.length}`);
  }
}
