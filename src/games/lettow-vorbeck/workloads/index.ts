// What the bench and the fuzzer play of Lettow-Vorbeck (bench/lv*.ts, bench/render.ts,
// tests/fuzz/run.ts, through tests/lettow-vorbeck/fuzz.ts): the option sets random games go through
// and the random player, which picks from the whole list of actions() or draws from actionGroups.
// Deterministic given `rand`, clock-free and without I/O: the harness plays, checks, times and prints.
import { drawFrom } from '../../../engine/kernel.ts';
import type { ActionGroup, GameAction, RawOptions } from '../../../engine/types.ts';
import { lettowVorbeck } from '../index.ts';
import type { LvState } from '../state.ts';

/** Every combination of the options (R41: optional rules need advanced) with both set-ups. */
export const OPTION_SETS: readonly RawOptions[] = ['quick', 'choose'].flatMap((setup) => [
  { setup },
  ...Array.from({ length: 8 }, (_, m) => ({
    setup,
    advanced: true,
    breakoff: (m & 1) > 0,
    supply: (m & 2) > 0,
    forts: (m & 4) > 0,
  })),
]);

/** The random player's action from the whole list: /phase end with probability pEnd (or when nothing else is open), else any other. */
export function listAction(s: LvState, side: string, rand: () => number, pEnd: number): GameAction | null {
  const legal = lettowVorbeck.actions(s, side);
  if (legal.length === 0) return null;
  const ends = legal.filter((a) => a.action.type === 'end-phase');
  const others = legal.filter((a) => a.action.type !== 'end-phase' && a.action.type !== 'set-orders');
  const pool = ends.length > 0 && (others.length === 0 || rand() < pEnd) ? ends : others.length ? others : legal;
  return pool[Math.floor(rand() * pool.length)]!.action;
}

/** The same player drawing from actionGroups: a group drawn empty is dropped and another drawn. */
export function drawAction(s: LvState, side: string, rand: () => number, pEnd: number): GameAction | null {
  const groups: ActionGroup[] = lettowVorbeck.actionGroups!(s, side);
  const ends = groups.filter((g) => g.type === 'end-phase');
  const others = groups.filter((g) => g.type !== 'end-phase' && g.type !== 'set-orders');
  const rest = groups.filter((g) => g.type === 'set-orders');
  const from = (pool: ActionGroup[]): GameAction | null => drawFrom(pool, rand);
  if (ends.length > 0 && (others.length === 0 || rand() < pEnd)) {
    const end = from(ends); // empty where the phase may not end yet (27.1.C, 29.B)
    if (end) return end;
  }
  return from(others) ?? from(ends) ?? from(rest);
}
