// One router for every interaction: slash commands, autocomplete, buttons and select menus.
// Every interaction is answered — a failure becomes an ephemeral apology, never a stack trace.
import {
  MessageFlags,
  PermissionFlagsBits,
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  type Client,
  type Interaction,
  type ButtonInteraction,
  type StringSelectMenuInteraction,
  type ThreadChannel,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import { COMMANDS } from '../../commands/index.ts';
import type { CommandInput, CommandSpec } from '../app/command.ts';
import { BUSY_ANSWER, busyLine, execute } from '../app/execute.ts';
import { checkInput, OptionError, parseCommandText } from '../app/option-schema.ts';
import type { Caller, Output } from '../app/outputs.ts';
import type { GameService } from '../app/service.ts';
import type { GameRow, SeatRow } from '../store/store.ts';
import { hasSidePicture, sidePicturesBusy } from '../app/side-pictures.ts';
import { isBotUser } from '../app/opponent.ts';
import { decodeButton, decodeSelect, type ButtonStore, type ButtonTarget } from './buttons.ts';
import { AckFirst, ACK_WAIT_MAX_MS } from './ack-first.ts';
import { traceAck } from './ack-trace.ts';
import { callerOf, focusedOf, inputOf } from './options.ts';
import type { Clock } from './clock.ts';
import type { Digests } from './digest.ts';
import { isReminderButton, type Reminders } from './reminders.ts';
import { isReplayGif, withReplayNavigation } from './replay.ts';
import { gameThread, refuseThread, threadName, wantsThread, withoutThread } from './thread.ts';
import {
  deliver,
  isInteractionGone,
  mentionOf,
  Responder,
  sendToChannel,
  updateInPlace,
  type DiscordOutput,
  type SendContext,
} from './send.ts';

export interface BotHooks {
  /** Called just before a command's handler runs (tests measure that slow commands were deferred first). */
  beforeRun?(input: CommandInput, caller: Caller): void;
  /** Where operator logs go (default console.error). */
  log?(message: string, error?: unknown): void;
  /** A command that may draw DM pictures is deferred before it runs once it has waited this long
   *  since Discord created it (default DM_PICTURE_DEFER_AFTER_MS; tests set 0 to take that path). */
  dmPictureDeferAfterMs?: number;
  /** Whether a move's DM pictures could keep its direct answer too long, given the moves already
   *  answering directly (default sidePicturesBusy: the render pool's estimate, which grows with load). */
  picturesBusy?(claimed: number): boolean;
  /** The longest a deferred interaction's work waits for the others' acknowledgements (default ACK_WAIT_MAX_MS). */
  ackWaitMaxMs?: number;
  /** The clock compared with Discord's creation time of an interaction (default Date.now). */
  now?(): number;
  /** The clock of reminders and digests, and of sleep hours (default the system's; tests: a fake one). */
  clock?: Clock;
  /** Called when an interaction has been handled, every answer to it sent (tests wait for it rather
   *  than for a quiet moment, which a loaded machine can outlast). */
  handled?(interactionId: string): void;
}

export interface RouterDeps {
  client: Client;
  app: GameService;
  buttons: ButtonStore;
  reminders: Reminders;
  /** The daily digests: told when someone changes their settings. */
  digests?: Digests;
  hooks: BotHooks;
}

const AUTOCOMPLETE_MAX = 25;
/**
 * With ServiceOptions.dmPictures, any move may render a side's map for a DM (a few hundred ms each, at
 * most one per side) before the reply goes out. That fits Discord's 3-second window with room to spare,
 * so moves keep their direct reply unless their pictures could keep it past a second by the pool's
 * estimate (src/app/side-pictures.ts sidePicturesBusy: what is queued and being drawn), or they have
 * already waited this long (the bot was busy with other work): then they are acknowledged first. A
 * deferral costs an edit request more, so a quiet pool answers moves directly.
 */
export const DM_PICTURE_DEFER_AFTER_MS = 1000;
/** Commands whose answer is always for the caller alone (by DM): deferred privately even in a sandbox. */
const PRIVATE_ANSWERS: ReadonlySet<string> = new Set(['stacks']);
const SORRY_BEFORE =
  'Something went wrong on our side; nothing was recorded. The error has been logged for the operator.';
const SORRY_AFTER =
  'Something went wrong while sending the answer. Your command itself went through: see /game status.';

/** The commands served in Discord: every command of commands/ except the console-only ones. */
export function discordCommands(): CommandSpec[] {
  return [...COMMANDS.values()].filter((c) => !c.consoleOnly);
}

let definitions: ReadonlyMap<string, RESTPostAPIChatInputApplicationCommandsJSONBody> | undefined;
const definitionsMap = () => (definitions ??= new Map(discordCommands().map((c) => [c.data.name, c.data.toJSON()])));

/** Whether an interaction's command has run (which apology fits a failure). */
interface Progress {
  executed: boolean;
}

/**
 * What the acknowledgement of a command depends on, per channel: its running game's kind and who is
 * seated. Kept from the last command there (and read from the store only for a channel's first
 * command in this process), so that no store read comes before the acknowledgement. A stale entry
 * (a seat taken through another process) changes only how an answer is dressed (a private or public
 * deferral, a direct reply or a deferral): the Responder (send.ts) never puts a private answer in public.
 */
interface ChannelFacts {
  kind: string;
  sandbox: boolean;
  users: ReadonlySet<string>;
}

export class Router {
  private readonly log: (message: string, error?: unknown) => void;
  /** Moves answered directly that may still draw DM pictures: each counts as a render thread taken. */
  private directDrawing = 0;
  /** Channel → its running game's facts (null: none), as of the last command there. */
  private readonly facts = new Map<string, ChannelFacts | null>();
  /** A deferred interaction's work waits for the acknowledgements of those received by then (ack-first.ts). */
  private readonly acks = new AckFirst();

  constructor(private readonly d: RouterDeps) {
    this.log = d.hooks.log ?? ((m, e) => console.error(`[heliograph] ${m}`, e ?? ''));
  }

  /** The interactionCreate listener: never rejects. */
  handle(i: Interaction): Promise<void> {
    this.acks.received(i.id);
    return this.route(i)
      .catch((e: unknown) => this.log(`interaction ${i.id} failed and could not be answered`, e))
      .finally(() => {
        this.acks.acknowledged(i.id);
        this.d.hooks.handled?.(i.id);
      });
  }

  private async route(i: Interaction): Promise<void> {
    if (i.isAutocomplete()) return this.autocomplete(i);
    if (!i.isChatInputCommand() && !i.isButton() && !i.isStringSelectMenu()) return;
    if (i.isButton() && isReminderButton(i.customId)) return this.d.reminders.pressOff(i);
    const progress = { executed: false };
    try {
      if (i.isChatInputCommand()) await this.command(i, progress);
      else if (i.isButton()) await this.component(i, await decodeButton(this.d.buttons, i.customId), progress);
      else if (i.isStringSelectMenu())
        await this.component(i, await decodeSelect(this.d.buttons, i.customId, i.values[0] ?? ''), progress);
    } catch (e) {
      // A database held by another process past the retry budget is busy, not broken: one line, no stack.
      const busy = progress.executed ? null : busyLine(e);
      if (busy !== null) this.log(`handling ${describe(i)}: ${busy}`);
      else this.log(`handling ${describe(i)} failed`, e);
      const content = busy !== null ? BUSY_ANSWER : progress.executed ? SORRY_AFTER : SORRY_BEFORE;
      if (i.deferred || i.replied) await i.followUp({ content, flags: MessageFlags.Ephemeral });
      else await i.reply({ content, flags: MessageFlags.Ephemeral });
    }
  }

  private async ctx(i: Interaction, channel: string, caller: string): Promise<SendContext> {
    return {
      client: this.d.client,
      buttons: this.d.buttons,
      channel,
      caller,
      actors: await this.actors(channel),
      canPost: mayPost(i, channel),
      notifyNow: (users) => this.d.reminders.notifyNow(users),
    };
  }

  /** The users seated for the sides the channel's game now waits for. */
  private async actors(channel: string): Promise<string[]> {
    try {
      const row = await this.d.app.store.activeGameIn(channel);
      if (!row) {
        this.facts.set(channel, null);
        return [];
      }
      const g = await this.d.app.load(row);
      this.learn(channel, row, g.seats);
      // A take-back asked (/undo request, docs/decisions/undo-is-an-event.md) waits for the opponent's answer.
      const asked = g.folded.undoRequest?.side;
      const sides = asked ? g.module.seats.filter((s) => s !== asked) : g.module.expected(g.folded.game).sides;
      return [...new Set(g.seats.filter((s) => sides.includes(s.side)).map((s) => s.user_id))];
    } catch (e) {
      this.log(`reading who acts in ${channel} failed; no button is addressed`, e);
      return [];
    }
  }

  /** Runs a command as `caller` and records for reminders whether it moved the game. */
  private async run(
    caller: Caller,
    input: CommandInput,
    progress: Progress,
    work: () => Promise<Output[]> = () => execute(COMMANDS, this.d.app, caller, input),
  ): Promise<DiscordOutput[]> {
    const before = await this.d.reminders.headOf(caller.channel);
    this.d.hooks.beforeRun?.(input, caller);
    const outputs = await withReplayNavigation(this.d.app, caller, input, await work());
    progress.executed = true;
    try {
      await this.d.reminders.afterCommand(caller.channel, before, outputs);
      if (input.name === 'settings') await this.d.digests?.refresh();
    } catch (e) {
      this.log('updating reminders failed', e);
    }
    return outputs;
  }

  /**
   * The interaction's acknowledgement is done (its deferral came back) or its answer is the work
   * itself (a direct reply): it holds back no other's work. A deferred one then waits, before its
   * work, for the acknowledgements of the others received by then (at most ACK_WAIT_MAX_MS).
   */
  private async acknowledged(i: Interaction, deferred: boolean): Promise<void> {
    this.acks.acknowledged(i.id);
    if (deferred) await this.acks.settled(this.d.hooks.ackWaitMaxMs ?? ACK_WAIT_MAX_MS);
  }

  private async command(i: ChatInputCommandInteraction, progress: Progress): Promise<void> {
    const spec = COMMANDS.get(i.commandName);
    if (!spec || spec.consoleOnly) {
      await i.reply({
        content: `/${i.commandName} is not served here. Commands: ${discordCommands()
          .map((c) => `/${c.data.name}`)
          .join(', ')}.`,
        flags: MessageFlags.Ephemeral,
      });
      return;
    }
    let caller = callerOf(i);
    let input: CommandInput;
    try {
      // Discord checked the options against the registered definitions; these are checked against ours,
      // the same schema the console uses (registered definitions may be older than the code).
      const raw = inputOf(i);
      input = {
        ...checkInput(raw, definitionsMap()),
        ...(raw.bots ? { bots: raw.bots } : {}),
        ...(raw.userNames ? { userNames: raw.userNames } : {}),
      };
    } catch (e) {
      if (!(e instanceof OptionError)) throw e;
      await i.reply({ content: `${e.message} Nothing was done.`, flags: MessageFlags.Ephemeral });
      return;
    }
    let thread: ThreadChannel | null = null;
    if (wantsThread(input)) {
      const made = await gameThread(i, input.options.game, caller.name);
      if (typeof made === 'string') return refuseThread(i, made);
      ({ thread } = made);
      caller = callerOf(i, made.channel);
      input = withoutThread(input);
    }
    const privately = PRIVATE_ANSWERS.has(input.name) || (await this.seatedInHiddenGame(caller));
    // Slow work (rendering): acknowledge before it starts, privately if the caller's view is private.
    // A game against Heliograph: its turn may outlast Discord's 3 seconds (opponent.ts).
    const direct =
      spec.slow || (await this.againstBot(caller, input))
        ? 'defer'
        : await this.directAnswer(caller, i.createdTimestamp);
    let gone = false;
    if (direct === 'defer') {
      traceAck('ack', i.id);
      gone = await this.defer(i, privately);
    }
    await this.acknowledged(i, direct === 'defer');
    try {
      const outputs =
        isReplayGif(input) && !gone
          ? await this.replayGif(i, caller, input, progress)
          : await this.run(caller, input, progress);
      const ctx = await this.ctx(i, caller.channel, caller.user);
      const responder = new Responder(i, ctx, privately);
      if (gone) responder.markGone();
      await deliver(ctx, responder, outputs);
      if (responder.lost)
        this.log(
          `${describe(i)}: the interaction could not be answered in time; its answers went to the channel and by DM`,
        );
      else if (ctx.canPost === false && input.name === 'game' && input.subcommand === 'new')
        await i.followUp({ content: missingPermissionsNote(i), flags: MessageFlags.Ephemeral });
      if (thread) await this.announceThread(i, thread, input, caller, responder.lost);
    } catch (e) {
      // The command failed before its game existed: no empty thread stays (the apology is route()'s).
      const made = thread ? await this.d.app.store.activeGameIn(thread.id).then(Boolean, () => true) : true;
      if (thread && !made) await this.dropThread(thread);
      throw e;
    } finally {
      if (direct === 'drawing') this.directDrawing--;
    }
  }

  /**
   * Defers the reply; true when the interaction cannot be answered any more (a rate limit on its
   * callback longer than its 3 s, send.ts isInteractionGone). The command still runs, since Discord
   * delivered it: its answers then go to the channel and by DM (Responder.markGone).
   */
  private async defer(
    i: ChatInputCommandInteraction | ButtonInteraction | StringSelectMenuInteraction,
    privately: boolean,
  ): Promise<boolean> {
    try {
      await i.deferReply(privately ? { flags: MessageFlags.Ephemeral } : {});
      return false;
    } catch (e) {
      if (!isInteractionGone(e)) throw e;
      this.log(
        `${describe(i)}: its acknowledgement could not be sent in time (${e instanceof Error ? e.message : String(e)})`,
      );
      return true;
    }
  }

  /** /replay gif: the deferred reply shows how far the GIF has got while it is built. */
  private async replayGif(
    i: ChatInputCommandInteraction,
    caller: Caller,
    input: CommandInput,
    progress: Progress,
  ): Promise<DiscordOutput[]> {
    let editing: Promise<unknown> = i
      .editReply({ content: 'Building the replay GIF…' })
      .catch((e: unknown) => this.log('progress edit failed', e));
    let shown = 0;
    let lastAt = 0;
    const now = this.d.hooks.now ?? Date.now;
    const show = (done: number, total: number): void => {
      const pct = total > 0 ? Math.floor((done / total) * 100) : 100;
      const step = Math.floor(pct / 25);
      if (step === shown || (now() - lastAt < 250 && pct < 100)) return;
      shown = step;
      lastAt = now();
      const content = `Building the replay GIF… ${done}/${total} steps (${pct}%)`;
      editing = editing.then(() => i.editReply({ content })).catch((e: unknown) => this.log('progress edit failed', e));
    };
    try {
      return await this.run(caller, input, progress, () => execute(COMMANDS, this.d.app, caller, input, show));
    } finally {
      await editing;
    }
  }

  private async autocomplete(i: AutocompleteInteraction): Promise<void> {
    let choices: { name: string; value: string }[] = [];
    try {
      const spec = COMMANDS.get(i.commandName);
      if (spec?.autocomplete && !spec.consoleOnly) {
        choices = (await spec.autocomplete({ app: this.d.app, caller: callerOf(i) }, inputOf(i), focusedOf(i)))
          .slice(0, AUTOCOMPLETE_MAX)
          .map((c) => ({ name: c.name.slice(0, 100) || c.value.slice(0, 100), value: c.value.slice(0, 100) }));
      }
    } catch (e) {
      this.log(`autocomplete for /${i.commandName} failed`, e);
    }
    if (!i.responded) await i.respond(choices);
  }

  private async component(
    i: ButtonInteraction | StringSelectMenuInteraction,
    target: ButtonTarget | undefined,
    progress: Progress,
  ): Promise<void> {
    if (!target) {
      await i.reply({
        content: 'This button is not mine or has expired; nothing was done. Use the slash command instead.',
        flags: MessageFlags.Ephemeral,
      });
      return;
    }
    if (target.users.length > 0 && !target.users.includes(i.user.id)) {
      const whom = target.users.map(mentionOf).join(', ');
      await i.reply({
        content: `This choice is for ${whom} only: it is their decision, and only they can press it. Nothing was done.`,
        flags: MessageFlags.Ephemeral,
        allowedMentions: { parse: [] },
      });
      return;
    }
    let input: CommandInput;
    try {
      input = parseCommandText(target.command, definitionsMap());
    } catch (e) {
      if (!(e instanceof OptionError)) throw e;
      await i.reply({
        content: `This button no longer matches the commands (${e.message}); nothing was done.`,
        flags: MessageFlags.Ephemeral,
      });
      return;
    }
    const caller = callerOf(i, target.channel ?? i.channelId ?? `dm-${i.user.id}`);
    const spec = COMMANDS.get(input.name);
    if (spec?.navigates) {
      // Navigation (a replay's steps, the pages of /rules): the result replaces the pressed message,
      // if it is for the same audience.
      const messageEphemeral = i.message.flags.has(MessageFlags.Ephemeral);
      if (spec?.slow) await i.deferUpdate();
      await this.acknowledged(i, !!spec?.slow);
      const outputs = await this.run(caller, input, progress);
      const ctx = await this.ctx(i, caller.channel, caller.user);
      const view = outputs.find((o) =>
        messageEphemeral
          ? o.audience.kind === 'ephemeral' && o.audience.user === caller.user
          : o.audience.kind === 'public',
      );
      if (view && (view.buttons?.length || view.files?.length)) {
        await updateInPlace(ctx, i, view);
        const rest = outputs.filter((o) => o !== view);
        if (rest.length) await deliver(ctx, new Responder(i, ctx), rest);
        return;
      }
      await deliver(ctx, new Responder(i, ctx), outputs);
      return;
    }
    const privately = PRIVATE_ANSWERS.has(input.name) || (await this.seatedInHiddenGame(caller));
    const direct = spec?.slow ? 'defer' : await this.directAnswer(caller, i.createdTimestamp);
    const gone = direct === 'defer' && (await this.defer(i, privately));
    await this.acknowledged(i, direct === 'defer');
    try {
      const outputs = await this.run(caller, input, progress);
      const ctx = await this.ctx(i, caller.channel, caller.user);
      const responder = new Responder(i, ctx, privately);
      if (gone) responder.markGone();
      await deliver(ctx, responder, outputs);
    } finally {
      if (direct === 'drawing') this.directDrawing--;
    }
  }

  /**
   * After /game new thread:true: the thread gets the game's number in its name, the channel a pointer.
   * A refused or failed /game new leaves no empty thread behind: the thread it made is deleted.
   */
  private async announceThread(
    i: ChatInputCommandInteraction,
    thread: ThreadChannel,
    input: CommandInput,
    caller: Caller,
    gone: boolean,
  ): Promise<void> {
    const row = await this.d.app.store.activeGameIn(thread.id);
    if (!row) return this.dropThread(thread); // refused (the refusal was the answer)
    try {
      await thread.setName(threadName(input.options.game, caller.name, row.id));
    } catch (e) {
      this.log(`renaming thread ${thread.id} failed; it keeps its first name`, e);
    }
    const content = `Game #${row.id} is in its own thread: <#${thread.id}>. Play there.`;
    if (gone) await sendToChannel(this.d.client, thread.parentId ?? thread.id, { content });
    else await i.followUp({ content });
  }

  /** Deletes a thread made for a game that was not created. */
  private async dropThread(thread: ThreadChannel): Promise<void> {
    try {
      await thread.delete('Heliograph: the game it was made for was not created');
    } catch (e) {
      this.log(`deleting the empty thread ${thread.id} failed; it stays`, e);
    }
  }

  /**
   * How a command that is not slow is answered (see DM_PICTURE_DEFER_AFTER_MS): 'direct' when it draws
   * nothing, 'drawing' when it may draw DM pictures and the pool's estimated wait allows a direct answer
   * (it counts in that estimate until answered), 'defer' when the wait could pass a second or it has
   * already waited too long.
   */
  private async directAnswer(caller: Caller, createdAt: number): Promise<'direct' | 'drawing' | 'defer'> {
    if (!this.d.app.dmPictures) return 'direct';
    const f = await this.channelFacts(caller.channel);
    if (!f || !hasSidePicture(f.kind)) return 'direct';
    const { now = Date.now, dmPictureDeferAfterMs = DM_PICTURE_DEFER_AFTER_MS, picturesBusy } = this.d.hooks;
    const late = now() - createdAt >= dmPictureDeferAfterMs;
    if (late || (picturesBusy ?? sidePicturesBusy)(this.directDrawing)) return 'defer';
    this.directDrawing++;
    return 'drawing';
  }

  /** The channel's running game as the acknowledgement needs it (ChannelFacts). */
  private async channelFacts(channel: string): Promise<ChannelFacts | null> {
    const known = this.facts.get(channel);
    if (known !== undefined) return known;
    const row = await this.d.app.store.activeGameIn(channel);
    if (!row) {
      this.facts.set(channel, null);
      return null;
    }
    return this.learn(channel, row, await this.d.app.store.seats(row.id));
  }

  private learn(channel: string, row: GameRow, seats: readonly SeatRow[]): ChannelFacts {
    const facts = { kind: row.kind, sandbox: !!row.sandbox, users: new Set(seats.map((s) => s.user_id)) };
    this.facts.set(channel, facts);
    return facts;
  }

  /** Heliograph answers in the same command (src/app/opponent.ts): its turn may outlast Discord's 3 s. */
  private async againstBot(caller: Caller, input: CommandInput): Promise<boolean> {
    if (input.options.opponent === 'bot') return true;
    const f = await this.channelFacts(caller.channel);
    return !!f && [...f.users].some(isBotUser);
  }

  /** Whether the caller's view of the channel's game is private (seated, game running, not a sandbox). */
  private async seatedInHiddenGame(caller: Caller): Promise<boolean> {
    const f = await this.channelFacts(caller.channel);
    return !!f && !f.sandbox && f.users.has(caller.user);
  }
}

/** The permissions the bot needs in a game's channel to post turn pings, "Next:" lines and reminders. */
function neededIn(i: Interaction) {
  return [
    PermissionFlagsBits.ViewChannel,
    i.channel?.isThread() ? PermissionFlagsBits.SendMessagesInThreads : PermissionFlagsBits.SendMessages,
  ];
}

/** Whether the bot may post in the game's channel, from the interaction's app permissions when it came
 *  from that channel; undefined when not known (then a post is tried, and a refusal falls back). */
function mayPost(i: Interaction, channel: string): boolean | undefined {
  if (!i.inGuild() || i.channelId !== channel) return undefined;
  return i.appPermissions.has(neededIn(i));
}

const PERMISSION_NAMES: Readonly<Record<string, string>> = {
  ViewChannel: 'View Channel',
  SendMessages: 'Send Messages',
  SendMessagesInThreads: 'Send Messages in Threads',
};

/** Told to the creator of a game in a channel where the bot may not post: which permission to grant. */
export function missingPermissionsNote(i: Interaction): string {
  const missing = i.inGuild() ? i.appPermissions.missing(neededIn(i)) : [];
  const names = missing.map((m) => (Object.hasOwn(PERMISSION_NAMES, m) ? PERMISSION_NAMES[m] : m)).join(' and ');
  return [
    `I may not post in this channel (missing permission: ${names || 'Send Messages'}).`,
    'Until that is fixed, turn pings and "Next:" lines come only as replies to commands here, and reminders come by DM.',
    `To fix it: Edit Channel → Permissions → add the bot (or its role) → allow ${names || 'Send Messages'}.`,
  ].join('\n');
}

function describe(i: Interaction): string {
  if (i.isChatInputCommand()) return `/${i.commandName} by ${i.user.id}`;
  if (i.isMessageComponent()) return `component ${i.customId} by ${i.user.id}`;
  return `interaction ${i.id}`;
}
