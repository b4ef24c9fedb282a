// Command lines: `<user>: /<command> [subcommand] name:value name:"value with spaces"`, as the console
// reads them and as buttons carry them (src/discord/router.ts), so it lives here, below both transports.
// The command text is checked by the one option schema of both transports (./option-schema.ts), so the
// console refuses exactly what Discord would.
import type { CommandInput } from './command.ts';
import { OptionError, parseCommandText, tokenize, type Definitions } from './option-schema.ts';

/** A line that cannot run: the option schema's refusal. */
export { OptionError as ParseError, tokenize };

export interface ParsedLine {
  user: string | null; // null when the line has no "user:" prefix
  input: CommandInput;
}

export function parseLine(line: string, defs: Definitions): ParsedLine {
  const m = /^\s*([^\s:/][^\s:]*)\s*:\s*(\/.*)$/s.exec(line);
  const user = m ? m[1]! : null;
  return { user, input: parseCommandText(m ? m[2]! : line, defs) };
}
