// `npm run register`: puts the slash-command definitions of commands/ (except console-only ones) to
// Discord — as guild commands when DISCORD_GUILD_ID is set (instant; for testing), else globally.
import { REST, Routes, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import { pathToFileURL } from 'node:url';
import { ConfigError } from './config.ts';
import { discordCommands } from './router.ts';

export interface Registered {
  scope: 'global' | { guild: string };
  names: string[];
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
  await rest.put(guild ? Routes.applicationGuildCommands(appId!, guild) : Routes.applicationCommands(appId!), { body });
  return { scope: guild ? { guild } : 'global', names: body.map((c) => c.name) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await import('dotenv/config');
  registerCommands(process.env).then(
    (r) => {
      const where =
        r.scope === 'global' ? 'globally (may take up to an hour to appear everywhere)' : `in guild ${r.scope.guild}`;
      console.log(`Registered ${r.names.length} commands ${where}: ${r.names.map((n) => `/${n}`).join(' ')}`);
    },
    (e: unknown) => {
      console.error(`register: ${e instanceof Error ? e.message : String(e)}`);
      process.exitCode = 1;
    },
  );
}
