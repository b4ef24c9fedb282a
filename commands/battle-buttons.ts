// Buttons for a pending battle decision (Output.buttons), built from actions(): attached to the
// last public output of a command that leaves a Lettow-Vorbeck decision waiting.
import type { Caller, Output } from '../src/app/outputs.ts';
import type { GameService } from '../src/app/service.ts';
import { pendingButtons } from '../src/games/lettow-vorbeck/battle/index.ts';
import type { LvState } from '../src/games/lettow-vorbeck/state.ts';

export function withPendingButtons(app: GameService, caller: Caller, outputs: Output[]): Output[] {
  let buttons: { label: string; command: string }[] = [];
  try {
    const g = app.activeGame(caller.channel);
    if (g.module.id === 'lettow-vorbeck') buttons = pendingButtons(g.folded.game as LvState);
  } catch {
    return outputs; // no running game any more (it just ended)
  }
  if (buttons.length === 0) return outputs;
  const i = outputs.map((o) => o.audience.kind).lastIndexOf('public');
  if (i < 0) return outputs;
  return outputs.map((o, j) => (j === i ? { ...o, buttons: [...(o.buttons ?? []), ...buttons] } : o));
}
