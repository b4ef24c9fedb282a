// Attaches the buttons of a game's pending decision (GamePresentation.decision) to a Hill of Doves
// command's answer (hod.ts): to the channel's message ("Next: …"), or page N of them to the
// British commander's own answer (/hod options). The game builds the buttons (its presentation's
// decision hook) and says whether each may be public; when one may not, they go to the deciding side's
// players by DM instead of the channel.
import type { Caller, Output } from '../../../app/outputs.ts';
import { presentationOf } from '../../../app/games.ts';
import type { GameService } from '../../../app/service.ts';
import { placeDecision } from '../../../app/decision-buttons.ts';

/** Attaches the buttons of the channel's Hill of Doves decision to the last public output ("Next: …"). */
export async function withHodButtons(app: GameService, caller: Caller, outputs: Output[]): Promise<Output[]> {
  const i = outputs.map((o) => o.audience.kind).lastIndexOf('public');
  if (i < 0) return outputs;
  return attach(app, caller, outputs, i, false);
}

/** Attaches page `page` of them to the caller's own (ephemeral) answer, if the caller commands the British: /hod options. */
export async function withHodButtonsFor(
  app: GameService,
  caller: Caller,
  outputs: Output[],
  page = 1,
): Promise<Output[]> {
  const i = outputs.findIndex((o) => o.audience.kind === 'ephemeral' && o.audience.user === caller.user);
  if (i < 0) return outputs;
  return attach(app, caller, outputs, i, true, page);
}

async function attach(
  app: GameService,
  caller: Caller,
  outputs: Output[],
  i: number,
  seatedOnly: boolean,
  page = 1,
): Promise<Output[]> {
  // No running game any more (the war just ended), or another game: no buttons.
  const row = await app.store.activeGameIn(caller.channel);
  if (!row) return outputs;
  const g = await app.load(row);
  const presentation = presentationOf(g.module.id);
  if (!presentation?.commands.includes('hod')) return outputs; // not the game /hod commands
  const decision = presentation.decision(g.folded.game, g.folded.seq, page);
  if (!decision) return outputs;
  if (seatedOnly && !g.seats.some((s) => decision.sides.includes(s.side) && s.user_id === caller.user)) return outputs;
  return placeDecision(g, decision, outputs, i);
}
