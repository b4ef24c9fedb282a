// The discord.js Client as Heliograph uses it: guild events and DMs, pointed at DISCORD_API_BASE when
// set (tests: the local fake Discord); production leaves it unset (https://discord.com/api).
// A rate limit on an interaction's first answer longer than CALLBACK_WAIT_MAX_MS is not waited out
// (the interaction would be gone by then): the call fails at once and the answer goes to the channel
// instead (send.ts Responder).
import { Client, GatewayIntentBits, Partials, type ClientOptions, type RateLimitData } from 'discord.js';
import { CALLBACK_WAIT_MAX_MS } from './send.ts';

/** Whether a rate limit is to fail the request rather than wait (@discordjs/rest rejectOnRateLimit). */
export const tooLongForTheCallback = (r: RateLimitData): boolean =>
  r.route.split('/')[1] === 'interactions' && r.retryAfter > CALLBACK_WAIT_MAX_MS;

export function createClient(apiBase: string | undefined, extra: Partial<ClientOptions> = {}): Client {
  return new Client({
    intents: [GatewayIntentBits.Guilds, GatewayIntentBits.DirectMessages],
    partials: [Partials.Channel],
    ...extra,
    rest: { ...(apiBase ? { api: apiBase } : {}), rejectOnRateLimit: tooLongForTheCallback, ...extra.rest },
  });
}
