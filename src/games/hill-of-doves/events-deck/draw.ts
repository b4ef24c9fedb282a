// Drawing from the hidden laagers cup outside battle (EV-10 Snipers): sandbox-queued draws first,
// then uniformly at random with the rng of the command (r. 4.5).
import type { CupCounterId } from '../data/types.ts';
import type { Rng } from '../../../engine/rng.ts';

export function drawOrder(
  cup: readonly CupCounterId[],
  queue: readonly CupCounterId[],
  rng: Rng,
  n: number,
): CupCounterId[] {
  const left = [...cup];
  const out: CupCounterId[] = [];
  const q = [...queue];
  while (out.length < n && left.length > 0) {
    let pick: CupCounterId | undefined;
    while (q.length > 0 && pick === undefined) {
      const c = q.shift()!;
      if (left.includes(c)) pick = c;
    }
    if (pick === undefined) pick = left[rng.int(left.length)]!;
    left.splice(left.indexOf(pick), 1);
    out.push(pick);
  }
  return out;
}

export const isPatrolCounter = (c: string) => c.startsWith('PAT-') || c.startsWith('PC-') || c.startsWith('PS-');
