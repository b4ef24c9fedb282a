// `npm run register`: puts the slash-command definitions of commands/ (except console-only ones) to
// Discord — as guild commands when DISCORD_GUILD_ID is set (instant; for testing), else globally — and
// removes them from the other scope: commands registered both per server and globally each show twice
// in Discord. Per server, the global commands go; globally, every server's own commands go (the servers
// the bot is in).
import {
  REST,
  Routes,
  type APIApplicationCommand,
  type APIPartialGuild,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import { pathToFileURL } from 'node:url';
import { ConfigError } from './config.ts';
import { discordCommands } from './router.ts';

export type Scope = 'global' | { guild: string };

export interface Registered {
  scope: Scope;
  names: string[];
  /** Commands removed from the other scope, where there were any. */
  removed: { scope: Scope; names: string[] }[];
}

export function commandDefinitions(): RESTPostAPIChatInputApplicationCommandsJSONBody[] {
  return discordCommands().map((c) => c.data.toJSON());
}

export async function registerCommands(env: NodeJS.ProcessEnv): Promise<Registered> {
  const token = env.DISCORD_TOKEN?.trim();
  const appId = (env.DISCORD_CLIENT_ID ?? env.DISCORD_APPLICATION_ID)?.trim();
  const missing = [
    !token && 'DISCORD_TOKEN (the bot token: Developer Portal → Bot → Reset Token)',
    !appId && 'DISCORD_CLIENT_ID (Developer Portal → General Information → Application ID)',
  ].filter(Boolean);
  if (missing.length)
    throw new ConfigError(`Cannot register commands: set ${missing.join(' and ')} in .env. See docs/operating.md.`);
  const apiBase = env.DISCORD_API_BASE?.trim();
  const rest = new REST(apiBase ? { api: apiBase } : {}).setToken(token!);
  const body = commandDefinitions();
  const guild = env.DISCORD_GUILD_ID?.trim();
  const route = (scope: Scope) =>
    scope === 'global' ? Routes.applicationCommands(appId!) : Routes.applicationGuildCommands(appId!, scope.guild);
  const scope: Scope = guild ? { guild } : 'global';
  await rest.put(route(scope), { body });
  const others: Scope[] = guild ? ['global'] : (await botGuilds(rest)).map((id) => ({ guild: id }));
  const removed: Registered['removed'] = [];
  for (const other of others) {
    const there = (await rest.get(route(other))) as APIApplicationCommand[];
    if (there.length === 0) continue;
    await rest.put(route(other), { body: [] });
    removed.push({ scope: other, names: there.map((c) => c.name) });
  }
  return { scope, names: body.map((c) => c.name), removed };
}

/** The servers the bot is in, 200 a page. */
async function botGuilds(rest: REST): Promise<string[]> {
  const ids: string[] = [];
  for (;;) {
    const query = new URLSearchParams({ limit: '200', ...(ids.length ? { after: ids.at(-1)! } : {}) });
    const page = (await rest.get(Routes.userGuilds(), { query })) as APIPartialGuild[];
    ids.push(...page.map((g) => g.id));
    if (page.length < 200) return ids;
  }
}

/** What `npm run register` prints: the scope it wrote, and what it removed from the other. */
export function registeredText(r: Registered): string {
  const where = (s: Scope) => (s === 'global' ? 'globally' : `in server ${s.guild}`);
  const lines = [
    `Registered ${r.names.length} commands ${where(r.scope)}${r.scope === 'global' ? ' (may take up to an hour to appear everywhere)' : ' (server commands: they appear there at once)'}: ${r.names.map((n) => `/${n}`).join(' ')}`,
  ];
  for (const x of r.removed)
    lines.push(`Removed the ${x.names.length} commands registered ${where(x.scope)}, so that none shows twice.`);
  if (r.removed.length === 0)
    lines.push(`None were registered ${r.scope === 'global' ? 'per server' : 'globally'}: no command shows twice.`);
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await import('dotenv/config');
  registerCommands(process.env).then(
    (r) => console.log(registeredText(r)),
    (e: unknown) => {
      console.error(`register: ${e instanceof Error ? e.message : String(e)}`);
      process.exitCode = 1;
    },
  );
}
