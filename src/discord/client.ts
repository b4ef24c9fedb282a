// The discord.js Client as Heliograph uses it: guild events and DMs, pointed at DISCORD_API_BASE when
// set (tests: the local fake Discord); production leaves it unset (https://discord.com/api).
import { Client, GatewayIntentBits, Partials, type ClientOptions } from 'discord.js';

export function createClient(apiBase: string | undefined, extra: Partial<ClientOptions> = {}): Client {
  return new Client({
    intents: [GatewayIntentBits.Guilds, GatewayIntentBits.DirectMessages],
    partials: [Partials.Channel],
    ...(apiBase ? { rest: { api: apiBase } } : {}),
    ...extra,
  });
}
