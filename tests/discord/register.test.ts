/**
 * `npm run register` against the fake Discord's application-command routes: it writes one scope (a
 * server's commands with DISCORD_GUILD_ID, else global ones), says which, and removes the commands of
 * the other scope, so that no command shows twice in Discord.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandDefinitions, registerCommands, registeredText } from '../../src/discord/register.ts';
import { fakeEnv } from './fake/client-options.ts';
import { startFakeDiscord, type FakeDiscord } from './fake/fake-discord.ts';

describe('npm run register: one scope at a time', () => {
  let fake: FakeDiscord;
  let env: NodeJS.ProcessEnv;
  const names = commandDefinitions()
    .map((c) => c.name)
    .sort();
  const registered = () => ({
    global: fake.registeredCommands.global.map((c) => c.name).sort(),
    guild: (fake.registeredCommands.guilds[fake.guild.id] ?? []).map((c) => c.name).sort(),
  });

  beforeAll(async () => {
    fake = await startFakeDiscord({});
    env = { ...fakeEnv(fake), DISCORD_CLIENT_ID: fake.applicationId };
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('per server first: the server’s commands, and it says none were registered globally', async () => {
    const r = await registerCommands(env);
    expect(r.scope).toEqual({ guild: fake.guild.id });
    expect(registered()).toEqual({ global: [], guild: names });
    expect(r.removed).toEqual([]);
    expect(registeredText(r)).toMatch(new RegExp(`^Registered ${names.length} commands in server ${fake.guild.id} `));
    expect(registeredText(r)).toContain('None were registered globally: no command shows twice.');
  });

  it('then globally: the global commands, and the server’s own are removed (they would show twice)', async () => {
    const r = await registerCommands({ ...env, DISCORD_GUILD_ID: '' });
    expect(r.scope).toBe('global');
    expect(registered()).toEqual({ global: names, guild: [] });
    expect(r.removed).toEqual([{ scope: { guild: fake.guild.id }, names: expect.arrayContaining(names) as string[] }]);
    expect(registeredText(r)).toMatch(/^Registered \d+ commands globally /);
    expect(registeredText(r)).toContain(
      `Removed the ${names.length} commands registered in server ${fake.guild.id}, so that none shows twice.`,
    );
  });

  it('then per server again: the global commands are removed', async () => {
    const r = await registerCommands(env);
    expect(registered()).toEqual({ global: [], guild: names });
    expect(registeredText(r)).toContain(
      `Removed the ${names.length} commands registered globally, so that none shows twice.`,
    );
    expect(fake.unexpectedErrors).toEqual([]);
  });
});
