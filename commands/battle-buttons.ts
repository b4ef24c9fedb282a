// Buttons for a pending Lettow-Vorbeck decision (Output.buttons), built from actions(). They go on
// the last public output when every unit they name is one the public may see (a loss among the
// units of a battle space, R36); otherwise (20.B recruits from the pool, 20.C losses from anywhere,
// a card choice among hidden stacks) they go by DM to the deciding side's players alone (10.0).
import { dmOut, type Caller, type Output } from '../src/app/outputs.ts';
import type { GameService, LoadedGame } from '../src/app/service.ts';
import { UserError } from '../src/app/user-error.ts';
import { pendingButtons } from '../src/games/lettow-vorbeck/battle/legal.ts';
import { UNITS } from '../src/games/lettow-vorbeck/data/units.ts';
import type { LvState } from '../src/games/lettow-vorbeck/state.ts';
import type { LvView } from '../src/games/lettow-vorbeck/view.ts';

const UNIT_IDS = UNITS.map((u) => u.id);

export async function withPendingButtons(app: GameService, caller: Caller, outputs: Output[]): Promise<Output[]> {
  let buttons: { label: string; command: string }[] = [];
  let g: LoadedGame;
  try {
    g = await app.activeGame(caller.channel);
  } catch (e) {
    if (!(e instanceof UserError)) throw e;
    return outputs; // "no game running": the command just ended it, so there is nothing to press
  }
  if (g.module.id === 'lettow-vorbeck') buttons = pendingButtons(g.folded.game as LvState);
  if (buttons.length === 0) return outputs;
  const state = g.folded.game as LvState;
  const publicView = g.module.view(state, { kind: 'public' }) as LvView;
  const named = (text: string) => UNIT_IDS.filter((id) => new RegExp(`(^|[^a-z0-9-])${id}($|[^a-z0-9-])`).test(text));
  const hidden = buttons.some((b) => named(`${b.label} ${b.command}`).some((id) => publicView.units[id] === undefined));
  if (hidden && state.pending) {
    const deciders = g.seats.filter((s) => s.side === state.pending!.side);
    return [...outputs, ...deciders.map((s) => dmOut(s.user_id, state.pending!.prompt, { buttons }))];
  }
  const i = outputs.map((o) => o.audience.kind).lastIndexOf('public');
  if (i < 0) return outputs;
  return outputs.map((o, j) => (j === i ? { ...o, buttons: [...(o.buttons ?? []), ...buttons] } : o));
}
