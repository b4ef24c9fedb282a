/** REST: threads (a game in its own thread) — POST /channels/:id/threads without a start
 *  message makes a public thread (type 11, parent_id); PATCH /channels/:id renames one or (un)archives it (archived: true|false); DELETE
 *  /channels/:id deletes one the bot made (kept in `deletedThreads`). */
import { snowflake } from './ids.ts';
import { asRecord, optString } from './json.ts';
import { discordError, type Router } from './router.ts';
import type { FakeState } from './state.ts';

const VIEW_CHANNEL = 1n << 10n;
const CREATE_PUBLIC_THREADS = 1n << 35n;

export function registerThreadRoutes(router: Router, state: FakeState): void {
  router.add('POST', '/channels/:channel/threads', ({ params, json }) => {
    const parent = state.findChannel(params['channel'] ?? '');
    if (!parent) return discordError(404, 10003, 'Unknown Channel');
    if (parent.kind !== 'guild-text') return discordError(400, 50024, 'Cannot execute action on this channel type');
    const denied = state.botDenied.get(parent.id) ?? 0n;
    if (denied & VIEW_CHANNEL) return discordError(403, 50001, 'Missing Access', true);
    if (denied & CREATE_PUBLIC_THREADS) return discordError(403, 50013, 'Missing Permissions', true);
    const body = asRecord(json);
    const name = optString(body, 'name') ?? '';
    if (name.length < 1 || name.length > 100)
      return { status: 400, body: { code: 50035, message: 'Invalid Form Body (name: 1-100 characters)' } };
    if (body['type'] !== undefined && body['type'] !== 11)
      return {
        status: 400,
        body: { code: 50035, message: 'Invalid Form Body (type: the fake makes public threads only)' },
      };
    const thread = {
      id: snowflake(),
      name,
      kind: 'guild-thread' as const,
      guildId: parent.guildId,
      recipientId: null,
      parentId: parent.id,
    };
    state.threads.set(thread.id, thread);
    state.events.emit('change');
    return { status: 201, body: state.channelJson(thread) };
  });

  router.add('DELETE', '/channels/:channel', ({ params }) => {
    const thread = state.threads.get(params['channel'] ?? '');
    if (!thread) return discordError(404, 10003, 'Unknown Channel');
    state.threads.delete(thread.id);
    state.deletedThreads.push(thread);
    state.events.emit('change');
    return { status: 200, body: state.channelJson(thread) };
  });

  router.add('PATCH', '/channels/:channel', ({ params, json }) => {
    const thread = state.threads.get(params['channel'] ?? '');
    if (!thread) return discordError(404, 10003, 'Unknown Channel');
    const body = asRecord(json);
    if (body['archived'] === false && state.archivedThreads.delete(thread.id)) state.reopenedThreads.push(thread.id);
    if (body['archived'] === true) state.archivedThreads.add(thread.id);
    const name = optString(body, 'name') ?? thread.name;
    if (name.length < 1 || name.length > 100)
      return { status: 400, body: { code: 50035, message: 'Invalid Form Body (name: 1-100 characters)' } };
    const renamed = { ...thread, name };
    state.threads.set(thread.id, renamed);
    state.events.emit('change');
    return { status: 200, body: state.channelJson(renamed) };
  });
}
