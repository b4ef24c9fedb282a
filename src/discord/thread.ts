// /game new thread:true: the game gets a public thread of its own in the channel, named after
// it; the game then lives in the thread's channel id, so its lines, pings, reminders and every command
// typed in the thread find it. In a thread already (a forum post) the game simply lives there.
// Discord archives a thread idle for its auto-archive duration (a week here): a post of the game's (a
// ping, a reminder, a timeout) reopens it first (send.ts sendToChannel), so the game wakes with it.
import {
  ChannelType,
  DiscordAPIError,
  RESTJSONErrorCodes,
  MessageFlags,
  PermissionFlagsBits,
  ThreadAutoArchiveDuration,
  type ChatInputCommandInteraction,
  type ThreadChannel,
} from 'discord.js';
import type { CommandInput } from '../app/command.ts';
import { gameModule } from '../app/registry.ts';

/** Discord's names for the permissions a game thread needs (told to whoever can grant them). */
const THREAD_PERMISSIONS = [
  [PermissionFlagsBits.CreatePublicThreads, 'Create Public Threads'],
  [PermissionFlagsBits.SendMessagesInThreads, 'Send Messages in Threads'],
] as const;

/** Whether this is `/game new` asking for a thread of its own. */
export const wantsThread = (input: CommandInput): boolean =>
  input.name === 'game' && input.subcommand === 'new' && input.options.thread === true;

/** The input without `thread` (the command itself only refuses thread:true, for the console). */
export function withoutThread(input: CommandInput): CommandInput {
  const { thread: _thread, ...options } = input.options;
  return { ...input, options };
}

/** "<short title> #12 — Alice" (the title before any subtitle); without the number until the
 *  game has one. Discord caps thread names at 100. */
export function threadName(kind: unknown, creator: string, id?: number): string {
  const title = (gameModule(String(kind))?.title ?? String(kind)).split(':')[0]!.trim();
  return `${title}${id === undefined ? '' : ` #${id}`} — ${creator}`.slice(0, 100);
}

/**
 * The thread to run `/game new` in: the interaction's own thread (forum post), or a new public thread
 * of its text channel. A refusal (string) says what is wrong and what would work.
 */
export async function gameThread(
  i: ChatInputCommandInteraction,
  kind: unknown,
  creator: string,
): Promise<{ thread: ThreadChannel | null; channel: string } | string> {
  const channel = i.channel;
  if (channel?.isThread()) return { thread: null, channel: channel.id };
  if (
    !i.inGuild() ||
    !channel ||
    (channel.type !== ChannelType.GuildText && channel.type !== ChannelType.GuildAnnouncement)
  )
    return 'thread:true needs a server text channel (threads cannot be made here). Start the game without thread:, or in a server text channel. Nothing was created.';
  const missing = THREAD_PERMISSIONS.filter(([bit]) => !i.appPermissions.has(bit)).map(([, name]) => name);
  if (missing.length > 0)
    return `I may not make a thread for the game here (missing permission: ${missing.join(' and ')}). To fix it: Edit Channel → Permissions → add the bot (or its role) → allow ${missing.join(' and ')}; or start the game without thread:. Nothing was created.`;
  const thread = await channel.threads.create({
    name: threadName(kind, creator),
    autoArchiveDuration: ThreadAutoArchiveDuration.OneWeek,
    reason: `Heliograph game started by ${creator}`,
  });
  return { thread, channel: thread.id };
}

/** The refusal, privately. */
export async function refuseThread(i: ChatInputCommandInteraction, content: string): Promise<void> {
  await i.reply({ content, flags: MessageFlags.Ephemeral });
}

/** Discord's answer to a post in an archived thread (50083). */
export const isArchivedThread = (e: unknown): boolean =>
  e instanceof DiscordAPIError && e.code === RESTJSONErrorCodes.InvalidActionOnArchivedThread;

/** Unarchives a game's thread (PATCH archived:false), keeping its week-long auto-archive. */
export async function reopenThread(thread: ThreadChannel): Promise<void> {
  await thread.setArchived(false, 'Heliograph: the game posts a turn notice here');
}
