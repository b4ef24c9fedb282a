/** Sends a console-style command line ("/game join side:German") as a real slash-command interaction. */
import { DEFINITIONS } from '../../../src/console/console.ts';
import { parseLine } from '../../../src/console/parse.ts';
import type { FakeDiscord } from './fake-discord.ts';
import type { InteractionRecord } from './interaction-record.ts';

export function slash(
  fake: FakeDiscord,
  user: string,
  channel: string,
  line: string,
  opts: { ackTimeoutMs?: number } = {},
): Promise<InteractionRecord> {
  const { input } = parseLine(line, DEFINITIONS);
  return fake.sendCommand({
    user,
    channel,
    name: input.name,
    ...(input.subcommand ? { subcommand: input.subcommand } : {}),
    options: input.options,
    ...opts,
  });
}
