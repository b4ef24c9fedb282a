// Telling Heliograph's answers apart in end-to-end tests: a refusal is private, but so is the
// placeholder of a command deferred privately whose answer went to the channel or by DM (src/discord/
// send.ts). A helper that took every private answer for a refusal failed whenever the router chose to
// defer (it does under load, or when a test asks it to).
import type { InteractionRecord } from './fake/interaction-record.ts';

/** What a privately deferred reply says when the answer itself went elsewhere (src/discord/send.ts). */
export const PRIVATE_ACKNOWLEDGEMENTS: ReadonlySet<string> = new Set([
  'Posted in the channel.',
  'Sent to your DMs.',
  'Done.',
]);

/** Whether the reply is the placeholder of a deferral whose answer went elsewhere, not an answer. */
export const isPrivateAcknowledgement = (r: InteractionRecord): boolean =>
  r.deferred && PRIVATE_ACKNOWLEDGEMENTS.has(r.content ?? '');

/** The refusal of a command (its text), or null when the command was accepted. */
export function refusal(r: InteractionRecord): string | null {
  const text = r.content ?? '';
  if (/Not allowed|not seated|no game|nothing was recorded/i.test(text)) return text;
  // A move's own answer is private too (src/app/handoff.ts): it ends on what the game expects next.
  if (r.ephemeral && !isPrivateAcknowledgement(r) && !/^(\[SANDBOX\] )?Next: /m.test(text)) return text;
  return null;
}

/** `r`, or an error naming the command line and its refusal. */
export function accepted(r: InteractionRecord, line: string): InteractionRecord {
  const refused = refusal(r);
  if (refused !== null) throw new Error(`refused: ${line}\n${refused}`);
  return r;
}
