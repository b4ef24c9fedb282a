/** REST: channel messages (post/edit/get/delete, multipart files), DM channel creation, DM refusal (50007). */
import { MessageBodyError } from './fake-message.ts';
import { asRecord, optString } from './json.ts';
import { formBodyError, validateMessageBody } from './message-validation.ts';
import { discordError, type RestRequest, type RestResponse, type Router } from './router.ts';
import type { FakeState } from './state.ts';

const VIEW_CHANNEL = 1n << 10n;
const SEND_MESSAGES = 1n << 11n;

export function registerMessageRoutes(router: Router, state: FakeState): void {
  router.add('POST', '/users/@me/channels', ({ json }) => {
    const recipient = state.findUser(optString(asRecord(json), 'recipient_id') ?? '');
    if (!recipient || recipient.bot) return discordError(404, 10013, 'Unknown User');
    return { status: 200, body: state.channelJson(state.dmChannelFor(recipient)) };
  });

  router.add('POST', '/channels/:channel/messages', (req) => postMessage(state, req));

  router.add('GET', '/channels/:channel/messages', ({ params, query }) => {
    const limit = Math.min(Number(query.get('limit') ?? '50') || 50, 100);
    const visible = state.messagesIn(params['channel'] ?? '').filter((m) => !m.ephemeral);
    return {
      status: 200,
      body: visible
        .slice(-limit)
        .reverse()
        .map((m) => m.api),
    };
  });

  const findMessage = (req: RestRequest) => {
    const message = state.messagesById.get(req.params['message'] ?? '');
    return message && !message.deleted && !message.ephemeral && message.channelId === req.params['channel']
      ? message
      : undefined;
  };
  router.add('GET', '/channels/:channel/messages/:message', (req) => {
    const message = findMessage(req);
    return message ? { status: 200, body: message.api } : discordError(404, 10008, 'Unknown Message');
  });
  router.add('PATCH', '/channels/:channel/messages/:message', (req) => {
    const message = findMessage(req);
    if (!message) return discordError(404, 10008, 'Unknown Message');
    const body = asRecord(req.json);
    const errors = validateMessageBody(body, req.files.length, false);
    if (errors.length > 0) return { status: 400, body: formBodyError(errors) };
    return guardBody(() => {
      message.edit(body, req.files);
      state.messageChanged(message);
      return { status: 200, body: message.api };
    });
  });
  router.add('DELETE', '/channels/:channel/messages/:message', (req) => {
    const message = findMessage(req);
    if (!message) return discordError(404, 10008, 'Unknown Message');
    message.deleted = true;
    state.messageChanged(message);
    return { status: 204 };
  });
}

function postMessage(state: FakeState, req: RestRequest): RestResponse {
  const channel = state.findChannel(req.params['channel'] ?? '');
  if (!channel) return discordError(404, 10003, 'Unknown Channel');
  if (channel.kind === 'dm' && channel.recipientId !== null && state.refusingDms.has(channel.recipientId)) {
    state.refusedDms.push({
      userId: channel.recipientId,
      channelId: channel.id,
      json: req.json,
      files: req.files,
      at: Date.now(),
    });
    state.events.emit('change');
    return discordError(403, 50007, 'Cannot send messages to this user', true);
  }
  // Discord's answers when the bot may not see (50001) or post in (50013) a guild channel.
  const denied = state.botDenied.get(channel.id) ?? 0n;
  if (denied & VIEW_CHANNEL) return discordError(403, 50001, 'Missing Access', true);
  if (denied & SEND_MESSAGES) return discordError(403, 50013, 'Missing Permissions', true);
  if (state.archivedThreads.has(channel.id)) return discordError(400, 50083, 'Thread is archived', true);
  const body = asRecord(req.json);
  const errors = validateMessageBody(body, req.files.length, true);
  if (errors.length > 0) return { status: 400, body: formBodyError(errors) };
  return guardBody(() => {
    const message = state.addMessage({
      channelId: channel.id,
      source: 'channel',
      interactionId: null,
      body,
      files: req.files,
    });
    return { status: 200, body: message.api };
  });
}

/** Runs a store update; a malformed attachments list becomes a 400 like Discord's. */
export function guardBody(run: () => RestResponse): RestResponse {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof MessageBodyError)) throw error;
    return { status: 400, body: { code: 50035, message: `Invalid Form Body (${error.message})` } };
  }
}
