// execute(commands, app, caller, input): the single entry point of both transports, which hand in the
// command table (commands/index.ts), so src/app imports no transport. Rule and user errors become
// an ephemeral answer to the caller that says what is wrong and what is allowed; a database held by
// another process past the retry budget (src/store/busy.ts) is answered "busy, try again" and told to
// the operator in one line; anything else is logged for the operator and the user is told that nothing
// was recorded. No stack trace reaches a user.
import { RuleError } from '../engine/rule-error.ts';
import { busyCode, StoreBusy } from '../store/busy.ts';
import type { CommandInput, CommandSpec } from './command.ts';
import { quote, QUOTE_MAX } from './option-schema.ts';
import { resolveOptions } from './names.ts';
import { composeHandoff, handoffMark } from './handoff.ts';
import { opponentMoves } from './opponent.ts';
import { ephemeralOut, type Caller, type Output } from './outputs.ts';
import { presentationOf } from './registry.ts';
import type { GameService } from './service.ts';
import { UserError } from './user-error.ts';

/** The slash commands by name (commands/index.ts COMMANDS). */
export type CommandTable = ReadonlyMap<string, CommandSpec>;

export async function execute(
  commands: CommandTable,
  app: GameService,
  typedOrPressed: Caller,
  input: CommandInput,
  progress?: (done: number, total: number) => void,
): Promise<Output[]> {
  const caller: Caller = { ...typedOrPressed, via: typedOrPressed.via ?? 'typed' };
  const cmd = commands.get(input.name);
  if (!cmd)
    return [
      ephemeralOut(
        caller.user,
        `Unknown command /${input.name}. Commands: ${[...commands.keys()].map((c) => `/${c}`).join(', ')}.`,
      ),
    ];
  let late: Output[] = [];
  try {
    const named = await withIds(app, caller, input);
    // Where the game stood: what the command (and Heliograph's reply) appended is composed into one
    // post per hand-off (src/app/handoff.ts).
    const mark = await handoffMark(app, caller.channel);
    // Heliograph's reply that a crash or a busy database held back (it replies after every append
    // otherwise): it moves first, so the game never waits for it.
    late = await opponentMoves(app, caller.channel);
    const out = [...late, ...(await cmd.run(progress ? { app, caller, progress } : { app, caller }, named))];
    try {
      return await composeHandoff(app, caller, mark, out);
    } catch (e) {
      // The command went through: its outputs go out as the service composed them, not as an error.
      app.warn(
        `composing the hand-off post in ${caller.channel} failed: ${e instanceof Error ? e.message : String(e)}`,
      );
      return out;
    }
  } catch (e) {
    return [...late, errorOutput(caller, e, input, (m) => app.warn(m))];
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

/** The answer to a command that met a busy database (src/store/busy.ts): nothing of it was written. */
export const BUSY_ANSWER = "The game's database is busy; nothing was recorded, try again.";

/** The operator's one line about a busy database, or null when `e` is something else. */
export function busyLine(e: unknown): string | null {
  if (e instanceof StoreBusy) return e.message;
  const code = busyCode(e);
  return code === null ? null : `database busy: ${code} (${e instanceof Error ? e.message : String(e)})`;
}

export function errorOutput(
  caller: Caller,
  e: unknown,
  input?: CommandInput,
  warn: (message: string) => void = (m) => console.error(`[heliograph] ${m}`),
): Output {
  const busy = busyLine(e);
  if (busy !== null) {
    warn(`${busy} — /${input?.name ?? '?'} by ${caller.user} answered "busy"`);
    return ephemeralOut(caller.user, BUSY_ANSWER);
  }
  if (e instanceof RuleError)
    return ephemeralOut(caller.user, cutEchoes(`Not allowed: ${e.explain()}. Nothing was recorded.`, input));
  if (e instanceof UserError) return ephemeralOut(caller.user, cutEchoes(e.message, input));
  console.error('[heliograph] internal error:', e);
  return ephemeralOut(
    caller.user,
    'Something went wrong on our side; nothing was recorded. The error has been logged for the operator.',
  );
}
