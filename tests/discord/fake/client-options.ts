/** How a real discord.js Client is pointed at the fake. */
import type { ClientOptions } from 'discord.js';

export interface FakeEndpoints {
  readonly restUrl: string;
  readonly token: string;
  readonly applicationId: string;
  readonly guild: { readonly id: string };
}

/**
 * Options to spread into `new Client({ intents, ...clientOptionsFor(fake) })`.
 * - `rest.api`: @discordjs/rest builds `${api}/v10${route}`; the gateway URL is then discovered via
 *   GET /gateway/bot, so nothing else needs pointing.
 * - `waitGuildTimeout`: the fake sends GUILD_CREATE for every READY guild, so this only bounds mistakes.
 */
export function clientOptionsFor(
  fake: Pick<FakeEndpoints, 'restUrl'>,
): Pick<ClientOptions, 'rest' | 'waitGuildTimeout'> {
  return { rest: { api: fake.restUrl }, waitGuildTimeout: 1000 };
}

/**
 * Recommended configuration seam for the bot (src/discord/): read these from the environment and
 * spread `rest: { api: DISCORD_API_BASE }` into the Client options only when it is set. Also use
 * DISCORD_API_BASE for any standalone REST (command registration script: `new REST({ api })`).
 */
export function fakeEnv(
  fake: FakeEndpoints,
): Record<'DISCORD_API_BASE' | 'DISCORD_TOKEN' | 'DISCORD_APPLICATION_ID' | 'DISCORD_GUILD_ID', string> {
  return {
    DISCORD_API_BASE: fake.restUrl,
    DISCORD_TOKEN: fake.token,
    DISCORD_APPLICATION_ID: fake.applicationId,
    DISCORD_GUILD_ID: fake.guild.id,
  };
}
