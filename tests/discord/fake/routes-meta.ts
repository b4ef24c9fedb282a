/** REST: gateway discovery, users, application, guild/member/channel lookups. */
import type { Router } from './router.ts';
import { discordError } from './router.ts';
import type { FakeState } from './state.ts';

export function registerMetaRoutes(router: Router, state: FakeState, gatewayUrl: () => string): void {
  const gateway = () => ({
    status: 200,
    body: {
      url: gatewayUrl(),
      shards: 1,
      // max_concurrency >= shard count, otherwise @discordjs/ws spaces IDENTIFYs ~5 s apart.
      session_start_limit: { total: 1000, remaining: 1000, reset_after: 14_400_000, max_concurrency: 16 },
    },
  });
  router.add('GET', '/gateway/bot', gateway);
  router.add('GET', '/gateway', () => ({ status: 200, body: { url: gatewayUrl() } }), 'none');

  router.add('GET', '/users/@me', () => ({ status: 200, body: state.userJson(state.bot) }));
  // The servers the bot is in (the fake's one guild), as GET /users/@me/guilds lists them (paged by `after`).
  router.add('GET', '/users/@me/guilds', ({ query }) => {
    const after = query.get('after');
    const guilds = [state.guild].filter((g) => !after || BigInt(g.id) > BigInt(after));
    return {
      status: 200,
      body: guilds.map((g) => ({ id: g.id, name: g.name, icon: null, owner: false, permissions: '0', features: [] })),
    };
  });
  router.add('GET', '/users/:user', ({ params }) => {
    const user = state.findUser(params['user'] ?? '');
    return user ? { status: 200, body: state.userJson(user) } : discordError(404, 10013, 'Unknown User');
  });

  const application = () => ({
    status: 200,
    body: {
      id: state.applicationId,
      name: state.bot.username,
      icon: null,
      description: '',
      bot_public: true,
      bot_require_code_grant: false,
      verify_key: '0'.repeat(64),
      flags: 0,
      team: null,
      owner: state.users[0] ? state.userJson(state.users[0]) : undefined,
    },
  });
  router.add('GET', '/applications/@me', application);
  router.add('GET', '/oauth2/applications/@me', application);

  router.add('GET', '/guilds/:guild/members/:user', ({ params }) => {
    if (params['guild'] !== state.guild.id) return discordError(404, 10004, 'Unknown Guild');
    const user = state.findUser(params['user'] ?? '');
    if (!user) return discordError(404, 10007, 'Unknown Member');
    const { permissions: _perms, ...member } = state.memberJson(user);
    return { status: 200, body: member };
  });

  router.add('GET', '/channels/:channel', ({ params }) => {
    const channel = state.findChannel(params['channel'] ?? '');
    return channel ? { status: 200, body: state.channelJson(channel) } : discordError(404, 10003, 'Unknown Channel');
  });
}
