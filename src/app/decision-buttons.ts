// Buttons for a pending decision (Output.buttons), as the game's presentation builds them
// (GamePresentation.decision): the game marks each button public or not from its own view (10.0,
// src/engine/buttons.ts). Public ones go on the last public output (a loss among the units of a
// battle space, R36); when any is not (20.B recruits from the pool, 20.C losses from anywhere), they
// all go by DM to the deciding side's players alone.
import type { PendingDecision } from '../engine/buttons.ts';
import { dmOut, type Caller, type Output, type OutputButton } from './outputs.ts';
import { presentationOf } from './games.ts';
import type { GameService, LoadedGame } from './service.ts';
import { UserError } from './user-error.ts';

export async function withPendingButtons(app: GameService, caller: Caller, outputs: Output[]): Promise<Output[]> {
  let g: LoadedGame;
  try {
    g = await app.activeGame(caller.channel);
  } catch (e) {
    if (!(e instanceof UserError)) throw e;
    return outputs; // "no game running": the command just ended it, so there is nothing to press
  }
  const decision = presentationOf(g.module.id)?.decision(g.folded.game, g.folded.seq) ?? null;
  if (!decision) return outputs;
  const i = outputs.map((o) => o.audience.kind).lastIndexOf('public');
  return i < 0 ? outputs : placeDecision(g, decision, outputs, i);
}

/**
 * Puts a decision's buttons on `outputs[i]`; when that output is public and any button may not be
 * (the game's DecisionButton.public), all of them go by DM to the deciding sides' players instead.
 */
export function placeDecision(g: LoadedGame, decision: PendingDecision, outputs: Output[], i: number): Output[] {
  const buttons: OutputButton[] = decision.buttons.map(({ label, command, page }) => ({
    label,
    command,
    ...(page ? { page } : {}),
  }));
  if (outputs[i]!.audience.kind === 'public' && decision.buttons.some((b) => !b.public)) {
    const deciders = g.seats.filter((s) => decision.sides.includes(s.side));
    return [...outputs, ...deciders.map((s) => dmOut(s.user_id, decision.prompt, { buttons, part: 'decision' }))];
  }
  return outputs.map((o, j) => (j === i ? { ...o, buttons: [...(o.buttons ?? []), ...buttons] } : o));
}
