// execute(commands, app, caller, input): the single entry point of both transports, which hand in the
// command table (commands/index.ts), so src/app imports no transport. Rule and user errors become
// an ephemeral answer to the caller that says what is wrong and what is allowed; anything else is
// logged for the operator and the user is told that nothing was recorded. No stack trace reaches a user.
import { RuleError } from '../engine/rule-error.ts';
import type { CommandInput, CommandSpec } from './command.ts';
import { quote, QUOTE_MAX } from './option-schema.ts';
import { resolveOptions } from './names.ts';
import { ephemeralOut, type Caller, type Output } from './outputs.ts';
import { presentationOf } from './registry.ts';
import type { GameService } from './service.ts';
import { UserError } from './user-error.ts';

/** The slash commands by name (commands/index.ts COMMANDS). */
export type CommandTable = ReadonlyMap<string, CommandSpec>;

export async function execute(
  commands: CommandTable,
  app: GameService,
  caller: Caller,
  input: CommandInput,
  progress?: (done: number, total: number) => void,
): Promise<Output[]> {
  const cmd = commands.get(input.name);
  if (!cmd)
    return [
      ephemeralOut(
        caller.user,
        `Unknown command /${input.name}. Commands: ${[...commands.keys()].map((c) => `/${c}`).join(', ')}.`,
      ),
    ];
  try {
    const named = await withIds(app, caller, input);
    return await cmd.run(progress ? { app, caller, progress } : { app, caller }, named);
  } catch (e) {
    return [errorOutput(caller, e, input)];
  }
}

/** The input with names replaced by ids, as the channel's game reads them (src/app/names.ts). */
async function withIds(app: GameService, caller: Caller, input: CommandInput): Promise<CommandInput> {
  const row = await app.store.activeGameIn(caller.channel);
  const names = row ? presentationOf(row.kind)?.names : undefined;
  return names ? resolveOptions(names, input) : input;
}

/** A refusal repeats at most QUOTE_MAX characters of any value the player typed (10 kB in, not 20 kB out):
 *  the value as typed (in any case), and any longer run without spaces or quotes (a value the game reshaped). */
function cutEchoes(text: string, input: CommandInput | undefined): string {
  let out = text;
  for (const v of Object.values(input?.options ?? {})) {
    if (typeof v !== 'string' || v.trim().length <= QUOTE_MAX) continue;
    const escaped = v.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out.replace(new RegExp(escaped, 'gi'), (m) => quote(m));
  }
  return out.replace(new RegExp(`[^\\s"']{${QUOTE_MAX + 1},}`, 'g'), (m) => quote(m));
}

export function errorOutput(caller: Caller, e: unknown, input?: CommandInput): Output {
  if (e instanceof RuleError)
    return ephemeralOut(caller.user, cutEchoes(`Not allowed: ${e.explain()}. Nothing was recorded.`, input));
  if (e instanceof UserError) return ephemeralOut(caller.user, cutEchoes(e.message, input));
  console.error('[heliograph] internal error:', e);
  return ephemeralOut(
    caller.user,
    'Something went wrong on our side; nothing was recorded. The error has been logged for the operator.',
  );
}
