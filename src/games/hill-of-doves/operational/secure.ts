// 2.12 Secure Objectives Segment: one pass over the Boer objectives that meet their row (§3.9, R6).
import type { Ctx } from '../ctx.ts';
import { securable } from '../control.ts';
import { cascade } from '../tidy.ts';

export function secureSegment(ctx: Ctx): void {
  for (const o of securable(ctx.state)) {
    ctx.emit({ type: 'marker-flipped', objective: o, to: 'british', cause: '2.12 — secured' });
    if (ctx.state.sangers.includes(o)) ctx.emit({ type: 'sangers-removed', objective: o, cause: 'R24' });
  }
  cascade(ctx);
}
