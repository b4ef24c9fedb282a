// Ways to win and lose (r. 1.3, 1.4, 1.5, 1.6; R27, R38).
import { TRANSVAAL_INDEPENDENCE_BOX } from './data/tracks.ts';
import type { Ctx } from './ctx.ts';
import { britishObjectives } from './control.ts';
import { OBJECTIVE_IDS } from './data/tactical-map.ts';

export function endGame(ctx: Ctx, winner: 'British' | 'Boer', reason: string): void {
  if (ctx.over) return;
  ctx.emit({ type: 'game-ended', result: { winner, label: `${winner} win`, reason } });
}

/** r. 1.3: move the politics marker; entering Trnsvl Ind ends the game at once (R27). */
export function movePolitics(ctx: Ctx, by: number, cause: string): void {
  if (ctx.over || by === 0) return;
  const to = Math.max(0, Math.min(TRANSVAAL_INDEPENDENCE_BOX, ctx.state.politics + by));
  if (to === ctx.state.politics) return;
  ctx.emit({ type: 'politics-moved', by, to, cause });
  if (to >= TRANSVAAL_INDEPENDENCE_BOX)
    endGame(ctx, 'Boer', '1.3 — the politics marker entered the Trnsvl Ind box: the Transvaal gains independence');
}

/** r. 1.5, R38: the British Camp becoming Boer controlled ends the game. */
export function checkCamp(ctx: Ctx): void {
  if (ctx.over || !ctx.state.started) return;
  if (!britishObjectives(ctx.state).has('BC')) endGame(ctx, 'Boer', '1.5 — the British Camp became Boer controlled');
}

/** r. 1.5: all ten objectives British in a British Win War Segment. */
export function allTenBritish(ctx: Ctx): boolean {
  const b = britishObjectives(ctx.state);
  return OBJECTIVE_IDS.every((o) => b.has(o));
}
