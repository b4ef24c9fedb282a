// The shape of a command file in commands/: a discord.js slash-command definition plus a thin
// handler that turns options into a call on the application service. Discord and the console
// both produce a CommandInput and run the same handler.
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';
import type { GamePresentation } from '../engine/presentation.ts';
import type { Caller, Output } from './outputs.ts';
import type { GameService, LoadedGame } from './service.ts';

export type OptionValue = string | number | boolean;

export interface CommandInput {
  name: string;
  subcommand: string | null;
  options: Record<string, OptionValue>;
  /** The users named by USER options that are bot accounts, Heliograph itself included (Discord says
   *  which; the console has no bot accounts). */
  bots?: readonly string[];
  /** The display names of the users named by USER options (Discord resolves them; in the console a user
   *  option is the name itself). Shown in listings instead of mention markup. */
  userNames?: readonly { id: string; name: string }[];
}

export interface CommandContext {
  app: GameService;
  caller: Caller;
  /** Told how far long work (a replay GIF) has got; the Discord adapter edits it into the reply. */
  progress?: (done: number, total: number) => void;
}

export interface Choice {
  name: string;
  value: string;
}

export interface CommandSpec {
  data: { name: string; toJSON(): RESTPostAPIChatInputApplicationCommandsJSONBody };
  /** Only in the console (e.g. /debug): never registered with Discord. */
  consoleOnly?: boolean;
  /** Rendering or other slow work: the Discord adapter defers the reply first. */
  slow?: boolean;
  /**
   * Its buttons navigate (a replay's steps, the pages of /rules): in Discord the answer to a press
   * replaces the message pressed instead of coming as a new one.
   */
  navigates?: boolean;
  /**
   * Whether it works in a game with this presentation (/map needs its `map`, /hint its `opponent`),
   * and, given the channel's game, in that game (/hint: only where hints were agreed); /help lists it
   * in such a game's channel only. Absent: it works in every game.
   */
  worksIn?(p: GamePresentation, game?: LoadedGame): boolean;
  run(ctx: CommandContext, input: CommandInput): Output[] | Promise<Output[]>;
  /** Choices for the focused option, from the legal actions; at most 25. */
  autocomplete?(
    ctx: CommandContext,
    input: CommandInput,
    focused: { name: string; value: string },
  ): Choice[] | Promise<Choice[]>;
}

export const str = (input: CommandInput, name: string): string | undefined => {
  const v = input.options[name];
  return v === undefined ? undefined : String(v);
};

export const bool = (input: CommandInput, name: string): boolean | undefined => {
  const v = input.options[name];
  return v === undefined ? undefined : v === true || v === 'true';
};
