/** REST: interaction callbacks (reply/defer/update/autocomplete/modal) and the interaction webhook
 *  (follow-ups, GET/PATCH/DELETE of @original and follow-ups). These routes are sent without auth. */
import type { APIMessage } from 'discord.js';
import { wallMs } from './clock.ts';
import { LOADING_FLAG, type FakeMessage } from './fake-message.ts';
import { CallbackType, type InteractionKind, type InteractionRecord } from './interaction-record.ts';
import { interactionMetadata } from './interaction-payloads.ts';
import { asArray, asRecord, isRecord, optNumber, optString, type JsonRecord } from './json.ts';
import { formBodyError, validateMessageBody } from './message-validation.ts';
import { discordError, type RestRequest, type RestResponse, type Router } from './router.ts';
import { guardBody } from './routes-messages.ts';
import type { FakeState } from './state.ts';

const ALLOWED: Readonly<Record<InteractionKind, readonly number[]>> = {
  command: [CallbackType.Reply, CallbackType.DeferredReply, CallbackType.Modal],
  autocomplete: [CallbackType.AutocompleteResult],
  button: [
    CallbackType.Reply,
    CallbackType.DeferredReply,
    CallbackType.DeferredUpdate,
    CallbackType.Update,
    CallbackType.Modal,
  ],
  select: [
    CallbackType.Reply,
    CallbackType.DeferredReply,
    CallbackType.DeferredUpdate,
    CallbackType.Update,
    CallbackType.Modal,
  ],
};

export function registerInteractionRoutes(router: Router, state: FakeState): void {
  router.add('POST', '/interactions/:id/:token/callback', (req) => callback(state, req), 'none');
  router.add('POST', '/webhooks/:app/:token', (req) => followUp(state, req), 'none');
  for (const method of ['GET', 'PATCH', 'DELETE']) {
    router.add(method, '/webhooks/:app/:token/messages/:message', (req) => webhookMessage(state, req), 'none');
  }
}

function callback(state: FakeState, req: RestRequest): RestResponse {
  const record = state.interactionsById.get(req.params['id'] ?? '');
  if (!record || record.token !== req.params['token']) return discordError(404, 10062, 'Unknown interaction');
  if (record.expired)
    return discordError(404, 10062, 'Unknown interaction (fake-discord: answered after the ack deadline)');
  if (record.callback) return discordError(400, 40060, 'Interaction has already been acknowledged.');
  const body = asRecord(req.json);
  const type = optNumber(body, 'type') ?? -1;
  const data = isRecord(body['data']) ? body['data'] : undefined;
  if (!ALLOWED[record.kind].includes(type)) {
    return {
      status: 400,
      body: {
        code: 50035,
        message: `Invalid Form Body (callback type ${type} is not valid for a ${record.kind} interaction)`,
      },
    };
  }
  const invalid = validateCallback(type, data ?? {}, req.files.length);
  if (invalid) return invalid;
  return guardBody(() => {
    applyCallback(state, record, type, data, req);
    record.callback = {
      type,
      data,
      files: req.files,
      at: Date.now(),
      arrivedAt: req.record.arrivedAt,
      receivedAt: wallMs(),
    };
    record.touch();
    if (req.query.get('with_response') !== 'true') return { status: 204 };
    return { status: 200, body: withResponseBody(record, type) };
  });
}

function validateCallback(type: number, data: JsonRecord, fileCount: number): RestResponse | undefined {
  if (type === CallbackType.Reply || type === CallbackType.Update) {
    const errors = validateMessageBody(data, fileCount, type === CallbackType.Reply);
    if (errors.length > 0) return { status: 400, body: formBodyError(errors) };
  }
  if (type === CallbackType.AutocompleteResult) {
    const choices = asArray(data['choices']);
    const badName = choices.some(
      (c) => !isRecord(c) || (optString(c, 'name') ?? '').length < 1 || (optString(c, 'name') ?? '').length > 100,
    );
    if (choices.length > 25 || badName) {
      return {
        status: 400,
        body: formBodyError([
          {
            field: 'data.choices',
            code: 'BASE_TYPE_MAX_LENGTH',
            message: 'Must be 25 or fewer choices with names of 1-100 characters.',
          },
        ]),
      };
    }
  }
  return undefined;
}

function applyCallback(
  state: FakeState,
  record: InteractionRecord,
  type: number,
  data: JsonRecord | undefined,
  req: RestRequest,
): void {
  if (type === CallbackType.Reply || type === CallbackType.DeferredReply) {
    const flags = optNumber(data ?? {}, 'flags') ?? 0;
    const body = type === CallbackType.Reply ? (data ?? {}) : { flags: flags | LOADING_FLAG };
    const files = type === CallbackType.Reply ? req.files : [];
    const extra: Partial<APIMessage> = { ...responseExtra(state, record), type: record.kind === 'command' ? 20 : 0 };
    record.original = state.addMessage({
      channelId: record.channelId,
      source: 'interaction',
      interactionId: record.id,
      body,
      files,
      extra,
    });
  } else if (type === CallbackType.Update && record.original) {
    record.original.edit(data ?? {}, req.files);
    state.messageChanged(record.original);
  }
}

function withResponseBody(record: InteractionRecord, type: number): JsonRecord {
  const message = type === CallbackType.AutocompleteResult || type === CallbackType.Modal ? undefined : record.original;
  return {
    interaction: {
      id: record.id,
      type: record.payload.type,
      activity_instance_id: null,
      response_message_id: message?.id ?? null,
      response_message_loading: type === CallbackType.DeferredReply,
      response_message_ephemeral: message?.ephemeral ?? false,
    },
    resource: message ? { type, message: message.api } : { type },
  };
}

function responseExtra(state: FakeState, record: InteractionRecord): Partial<APIMessage> {
  const user = state.user(record.userId);
  const guildId = 'guild_id' in record.payload ? (record.payload.guild_id ?? null) : null;
  const kind = record.kind === 'button' || record.kind === 'select' ? 'component' : 'command';
  return {
    webhook_id: state.applicationId,
    application_id: state.applicationId,
    interaction_metadata: interactionMetadata(state, kind, record.id, user, guildId, record.payload.message?.id),
  };
}

function findRecord(state: FakeState, req: RestRequest): InteractionRecord | RestResponse {
  const record = state.interactionsByToken.get(req.params['token'] ?? '');
  if (!record || req.params['app'] !== state.applicationId) return discordError(404, 10015, 'Unknown Webhook');
  if (!record.callback || record.callback.type === CallbackType.AutocompleteResult) {
    return discordError(
      404,
      10015,
      'Unknown Webhook (fake-discord: the interaction has no initial message response yet)',
    );
  }
  return record;
}

function followUp(state: FakeState, req: RestRequest): RestResponse {
  const record = findRecord(state, req);
  if (!('token' in record)) return record;
  const body = asRecord(req.json);
  const errors = validateMessageBody(body, req.files.length, true);
  if (errors.length > 0) return { status: 400, body: formBodyError(errors) };
  return guardBody(() => {
    const placeholder = record.original;
    // Discord: after deferReply, the first follow-up replaces the "thinking…" message.
    if (record.callback?.type === CallbackType.DeferredReply && placeholder?.loading && record.edits.length === 0) {
      placeholder.edit(body, req.files, { flags: placeholder.flags & ~LOADING_FLAG });
      record.followups.push(placeholder);
      return touched(state, record, placeholder);
    }
    const message = state.addMessage({
      channelId: record.channelId,
      source: 'followup',
      interactionId: record.id,
      body,
      files: req.files,
      extra: responseExtra(state, record),
    });
    record.followups.push(message);
    return touched(state, record, message);
  });
}

function webhookMessage(state: FakeState, req: RestRequest): RestResponse {
  const record = findRecord(state, req);
  if (!('token' in record)) return record;
  const target = req.params['message'] ?? '';
  const message = target === '@original' ? record.original : record.followups.find((m) => m.id === target);
  if (!message || message.deleted) return discordError(404, 10008, 'Unknown Message');
  if (req.method === 'GET') return { status: 200, body: message.api };
  if (req.method === 'DELETE') {
    message.deleted = true;
    state.messageChanged(message);
    record.touch();
    return { status: 204 };
  }
  const body = asRecord(req.json);
  const errors = validateMessageBody(body, req.files.length, false);
  if (errors.length > 0) return { status: 400, body: formBodyError(errors) };
  return guardBody(() => {
    message.edit(body, req.files, { flags: message.flags & ~LOADING_FLAG });
    record.edits.push({ target, json: req.json, files: req.files, message, at: Date.now() });
    return touched(state, record, message);
  });
}

function touched(state: FakeState, record: InteractionRecord, message: FakeMessage): RestResponse {
  state.messageChanged(message);
  record.touch();
  return { status: 200, body: message.api };
}
