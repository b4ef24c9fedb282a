/**
 * Proves the fake Discord (tests/discord/fake/) with a tiny in-test bot built on the REAL, unmodified
 * discord.js Client: login/ready, registration, reply, defer+edit with PNG, ephemeral, buttons, selects,
 * autocomplete, DMs (+50007 refusal), 429 retry, gateway resume, and dropped interactions.
 */
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  Client,
  DiscordAPIError,
  Events,
  GatewayIntentBits,
  InteractionContextType,
  MessageFlags,
  Partials,
  REST,
  RESTJSONErrorCodes,
  Routes,
  SlashCommandBuilder,
  StringSelectMenuBuilder,
  type ChatInputCommandInteraction,
  type Interaction,
} from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientOptionsFor,
  DroppedInteractionError,
  isPng,
  pngSize,
  startFakeDiscord,
  type FakeDiscord,
} from './fake/index.ts';
import { useErrorGuard } from './fake/guards.ts';

// 1x1 RGBA PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const SCENARIOS = ['lettow-vorbeck', 'hill-of-doves'];

const guildCommands = [
  new SlashCommandBuilder().setName('ping').setDescription('Pong with a button and a select menu'),
  new SlashCommandBuilder()
    .setName('game')
    .setDescription('Game commands')
    .addSubcommand((s) =>
      s
        .setName('start')
        .setDescription('Start a game (deferred, renders a map)')
        .addStringOption((o) =>
          o.setName('scenario').setDescription('Scenario').setRequired(true).setAutocomplete(true),
        )
        .addIntegerOption((o) =>
          o.setName('turns').setDescription('Turns').setRequired(true).setMinValue(1).setMaxValue(20),
        )
        .addBooleanOption((o) => o.setName('fog').setDescription('Fog of war')),
    )
    .addSubcommand((s) => s.setName('secret').setDescription('Ephemeral reply')),
  new SlashCommandBuilder()
    .setName('dm')
    .setDescription('DM a map')
    .addUserOption((o) => o.setName('who').setDescription('Recipient')),
  new SlashCommandBuilder().setName('announce').setDescription('Posts to the channel, then replies'),
  new SlashCommandBuilder().setName('ignore').setDescription('The bot never answers this'),
];
const globalCommands = [
  new SlashCommandBuilder()
    .setName('hello')
    .setDescription('Works in DMs too')
    .setContexts(InteractionContextType.Guild, InteractionContextType.BotDM),
];

async function onCommand(i: ChatInputCommandInteraction): Promise<void> {
  switch (i.commandName) {
    case 'ping': {
      const buttons = new ActionRowBuilder<ButtonBuilder>().addComponents(
        new ButtonBuilder().setCustomId('ping:again').setLabel('Again').setStyle(ButtonStyle.Primary),
        new ButtonBuilder().setCustomId('ping:off').setLabel('Off').setStyle(ButtonStyle.Secondary).setDisabled(true),
      );
      const select = new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
        new StringSelectMenuBuilder()
          .setCustomId('ping:pick')
          .setMinValues(1)
          .setMaxValues(2)
          .addOptions(['a', 'b', 'c'].map((v) => ({ label: v.toUpperCase(), value: v }))),
      );
      await i.reply({ content: `Pong, ${i.user.username}!`, components: [buttons, select] });
      return;
    }
    case 'game':
      if (i.options.getSubcommand() === 'secret') {
        await i.reply({ content: 'only you can see this', flags: MessageFlags.Ephemeral });
        return;
      }
      await i.deferReply();
      await i.editReply({
        content: `scenario=${i.options.getString('scenario', true)} turns=${i.options.getInteger('turns', true)} fog=${String(i.options.getBoolean('fog'))}`,
        files: [new AttachmentBuilder(PNG, { name: 'map.png' })],
      });
      return;
    case 'dm': {
      const target = i.options.getUser('who') ?? i.user;
      try {
        await target.send({ content: 'Your private map', files: [{ attachment: PNG, name: 'private-map.png' }] });
        await i.reply({ content: `sent to ${target.username}`, flags: MessageFlags.Ephemeral });
      } catch (error) {
        if (!(error instanceof DiscordAPIError) || error.code !== RESTJSONErrorCodes.CannotSendMessagesToThisUser)
          throw error;
        await i.reply({ content: `cannot DM ${target.username}`, flags: MessageFlags.Ephemeral });
      }
      return;
    }
    case 'announce':
      if (i.channel?.isSendable()) await i.channel.send('announcement');
      await i.reply('announced');
      return;
    case 'hello':
      await i.reply(`hello ${i.user.username} (${i.inGuild() ? 'guild' : 'dm'})`);
      return;
    default:
      return; // 'ignore': never answered
  }
}

async function onInteraction(i: Interaction): Promise<void> {
  if (i.isChatInputCommand()) return onCommand(i);
  if (i.isAutocomplete()) {
    const typed = String(i.options.getFocused());
    await i.respond(SCENARIOS.filter((s) => s.includes(typed)).map((s) => ({ name: s, value: s })));
    return;
  }
  if (i.isButton() && i.customId === 'ping:again') {
    await i.update({ content: 'Pong again!', components: [] });
    return;
  }
  if (i.isStringSelectMenu() && i.customId === 'ping:pick') await i.update({ content: `picked ${i.values.join('+')}` });
}

describe('fake Discord harness (real discord.js Client)', () => {
  const guard = useErrorGuard();
  let fake: FakeDiscord;
  let client: Client;

  beforeAll(async () => {
    fake = await startFakeDiscord({
      users: [{ username: 'alice', globalName: 'Alice' }, { username: 'bob' }],
      channels: [{ name: 'general' }, { name: 'war-room' }],
      // Short enough to see two heartbeats soon; long enough that a loaded machine (another test run
      // beside this one) still answers each ACK before discord.js sends the next and calls it a zombie.
      heartbeatIntervalMs: 1000,
    });
    client = new Client({
      intents: [GatewayIntentBits.Guilds, GatewayIntentBits.DirectMessages],
      partials: [Partials.Channel],
      ...clientOptionsFor(fake),
    });
    guard.watch(client, 'discord.js Client');
    client.on(Events.InteractionCreate, (i) => void onInteraction(i));
    const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
    await client.login(fake.token);
    await ready;
    // Guild commands through the Client, global ones through a standalone REST (like a deploy script).
    await client.application?.commands.set(
      guildCommands.map((c) => c.toJSON()),
      fake.guild.id,
    );
    const rest = new REST({ api: fake.restUrl }).setToken(fake.token);
    await rest.put(Routes.applicationCommands(fake.applicationId), { body: globalCommands.map((c) => c.toJSON()) });
  });

  afterAll(async () => {
    await client?.destroy();
    await fake?.close();
  });

  it('logs in over the fake gateway and sees the guild from GUILD_CREATE', () => {
    expect(client.user?.id).toBe(fake.botUser.id);
    const guild = client.guilds.cache.get(fake.guild.id);
    expect(guild?.available).toBe(true);
    expect(guild?.channels.cache.map((c) => c.name).sort()).toEqual(['general', 'war-room']);
    expect(fake.gateway.identifies).toHaveLength(1);
    expect(fake.gateway.identifies[0]?.intents).toBe(GatewayIntentBits.Guilds | GatewayIntentBits.DirectMessages);
    expect(fake.requests[0]?.path).toBe('/gateway/bot');
  });

  it('records guild and global command registration', () => {
    const { global, guilds } = fake.registeredCommands;
    expect((guilds[fake.guild.id] ?? []).map((c) => c.name)).toEqual(['ping', 'game', 'dm', 'announce', 'ignore']);
    expect(global.map((c) => c.name)).toEqual(['hello']);
    expect(fake.registrations.map((r) => r.scope)).toEqual([fake.guild.id, 'global']);
    const game = guilds[fake.guild.id]?.find((c) => c.name === 'game');
    expect(game?.options?.map((o) => o.name)).toEqual(['start', 'secret']);
  });

  it('answers a slash command with reply; a button press with update', async () => {
    const r = await fake.sendCommand({ user: 'alice', name: 'ping' });
    expect(r.responseType).toBe(4);
    expect(r.content).toBe('Pong, alice!');
    expect(r.ephemeral).toBe(false);
    expect(fake.messages('general').map((m) => m.id)).toContain(r.original?.id);

    const press = await fake.pressButton('alice', r.original ?? '', 'ping:again');
    expect(press.responseType).toBe(7);
    expect(r.original?.content).toBe('Pong again!');
    expect(r.original?.components).toEqual([]);
    expect(r.original?.history[0]?.api.content).toBe('Pong, alice!');
  });

  it('answers a string select menu with update, and refuses impossible clicks', async () => {
    const r = await fake.sendCommand({ user: 'bob', channel: 'war-room', name: 'ping' });
    const original = r.original ?? '';
    await expect(fake.pressButton('bob', original, 'ping:off')).rejects.toThrow(/disabled/);
    await expect(fake.pressButton('bob', original, 'nope')).rejects.toThrow(/has no component "nope"/);
    await expect(fake.selectMenu('bob', original, 'ping:pick', ['z'])).rejects.toThrow(/no option/);
    const pick = await fake.selectMenu('bob', original, 'ping:pick', ['a', 'c']);
    expect(pick.responseType).toBe(7);
    expect(fake.message(original).content).toBe('picked a+c');
  });

  it('deferred reply then editReply with a PNG attachment; typed options reach the bot', async () => {
    const r = await fake.sendCommand({
      user: 'alice',
      name: 'game',
      subcommand: 'start',
      options: { scenario: 'hill-of-doves', turns: 12, fog: true },
    });
    expect(r.responseType).toBe(5);
    expect(r.edits).toHaveLength(1);
    expect(r.content).toBe('scenario=hill-of-doves turns=12 fog=true');
    expect(r.original?.loading).toBe(false);
    const [file] = r.files;
    expect(file?.name).toBe('map.png');
    expect(file && isPng(file.bytes)).toBe(true);
    expect(file && pngSize(file.bytes)).toEqual({ width: 1, height: 1 });
    expect(file?.bytes.equals(PNG)).toBe(true);
    // Options are checked against the registered schema before anything is sent.
    await expect(
      fake.sendCommand({ user: 'alice', name: 'game', subcommand: 'start', options: { scenario: 'x', turns: 99 } }),
    ).rejects.toThrow(/max_value/);
    await expect(
      fake.sendCommand({ user: 'alice', name: 'game', subcommand: 'start', options: { turns: 2 } }),
    ).rejects.toThrow(/missing required option/);
  });

  it('ephemeral reply carries flag 64', async () => {
    const r = await fake.sendCommand({ user: 'alice', name: 'game', subcommand: 'secret' });
    expect(r.ephemeral).toBe(true);
    expect(r.callback?.data?.['flags']).toBe(MessageFlags.Ephemeral);
  });

  it('autocomplete is answered with choices (callback type 8)', async () => {
    const choices = await fake.sendAutocomplete({
      user: 'alice',
      name: 'game',
      subcommand: 'start',
      focused: 'scenario',
      options: { scenario: 'hill' },
    });
    expect(choices).toEqual([{ name: 'hill-of-doves', value: 'hill-of-doves' }]);
  });

  it('sends a DM with an attachment', async () => {
    const r = await fake.sendCommand({ user: 'alice', name: 'dm' });
    expect(r.content).toBe('sent to alice');
    const [dm] = fake.dms('alice');
    expect(dm?.content).toBe('Your private map');
    expect(dm?.files.map((f) => f.name)).toEqual(['private-map.png']);
    expect(dm && isPng(dm.files[0]?.bytes ?? Buffer.alloc(0))).toBe(true);
  });

  it('refuses DMs to a user with 50007, which the bot can handle', async () => {
    fake.refuseDms('bob');
    const r = await fake.sendCommand({ user: 'alice', name: 'dm', options: { who: 'bob' } });
    expect(r.content).toBe('cannot DM bob');
    expect(fake.dms('bob')).toEqual([]);
    expect(fake.refusedDms('bob')).toHaveLength(1);
    fake.refuseDms('bob', false);
  });

  it('answers with 429 + retry_after and sees discord.js retry', async () => {
    const rule = fake.rateLimit({ method: 'POST', path: '/channels/:channel/messages', retryAfter: 0.2 });
    const r = await fake.sendCommand({ user: 'alice', name: 'announce' });
    expect(r.content).toBe('announced');
    expect(rule.served).toBe(1);
    expect(rule.retried).toBe(true);
    expect(rule.firstRetryDelayMs).toBeGreaterThanOrEqual(200);
    expect(fake.messages('general').filter((m) => m.content === 'announcement')).toHaveLength(1);
  });

  it('runs a slash command from a DM', async () => {
    const r = await fake.sendCommand({ user: 'bob', channel: 'dm', name: 'hello' });
    expect(r.content).toBe('hello bob (dm)');
    await expect(fake.sendCommand({ user: 'bob', channel: 'dm', name: 'ping' })).rejects.toThrow(
      /cannot be used in DMs/,
    );
  });

  it('keeps heartbeating and resumes (with replay) after reconnects', async () => {
    await fake.waitUntil(() => fake.gateway.heartbeats >= 2, 15_000, 'two heartbeats');
    fake.requestReconnect(); // op 7
    await fake.waitUntil(() => fake.gateway.resumes === 1, 3000, 'a RESUME');
    expect((await fake.sendCommand({ user: 'alice', name: 'hello' })).content).toBe('hello alice (guild)');
    // Dropped socket: the interaction is dispatched while the client is away and replayed on RESUME.
    fake.dropGatewayConnections(4000);
    expect((await fake.sendCommand({ user: 'bob', name: 'hello' })).content).toBe('hello bob (guild)');
    expect(fake.gateway.resumes).toBe(2);
    expect(fake.gateway.identifies).toHaveLength(1);
  });

  it('fails an interaction the bot never answers as "dropped"', async () => {
    const sent = fake.sendCommand({ user: 'alice', name: 'ignore' });
    await expect(sent).rejects.toBeInstanceOf(DroppedInteractionError);
    await expect(sent).rejects.toThrow(/dropped interaction: \/ignore by alice .* within 3000 ms/);
    expect(fake.interactions.at(-1)?.expired).toBe(true);
  });

  it('turns an unhandled rejection into a recorded error (the guard)', async () => {
    void Promise.reject(new Error('nobody caught me'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const errors = guard.take();
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toContain('nobody caught me');
  });

  it('saw no REST errors besides the injected ones', () => {
    expect(fake.unexpectedErrors).toEqual([]);
    expect(
      fake.requests
        .filter((r) => r.injected)
        .map((r) => r.status)
        .sort(),
    ).toEqual([403, 429]);
  });
});
