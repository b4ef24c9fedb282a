// The Recruiting Phase (6.2.1.2, 6.2.2.2) in the order of R47: (1) card events that bring named
// units out of a box or the pool, (2) the Recruit line (27.1.C: draw, then place, R15), (3) forts.
import type { Rng } from '../../../engine/rng.ts';
import { cardById } from '../data/cards.ts';
import type { Side } from '../data/types.ts';
import type { LvState } from '../state.ts';
import { POOL_OF, unitsAt } from '../common/space.ts';
import type { MarchEvent } from '../march/events.ts';
import { negomanoExtra, placementSpaces } from './placement.ts';

export const IEF = 'ally-indian-expeditionary-force';
export const KAR = 'ally-kings-african-rifles';
export const IEF_UNITS = ['ally-b-ief', 'ally-c-ief'];

/** The units of a side's recruit pool, in id order. */
export const poolUnits = (state: LvState, side: Side): string[] => unitsAt(state, POOL_OF[side]);

/** Whether the card lets the player choose recruits before (IEF) or instead of (KAR) the draw. */
export function choosesFirst(state: LvState, side: Side, card: string | null): boolean {
  const pool = poolUnits(state, side);
  if (card === IEF) return pool.some((u) => IEF_UNITS.includes(u));
  if (card === KAR) return pool.length > 0;
  return false;
}

/** Events that open the Recruiting Phase: the named-unit card steps, then the Recruit draw unless the card lets the player choose. */
export function recruitingStartEvents(state: LvState, side: Side, rng: Rng): MarchEvent[] {
  const card = state.decks[side].current;
  if (card === null) return [{ type: 'recruit.phase-started', side, card: null, recruitCount: 0, choose: false }]; // R42
  const def = cardById(card);
  const recruitCount = def.recruit + (card === 'ger-negomano-stores' ? negomanoExtra(state) : 0);
  const choose = choosesFirst(state, side, card);
  const events: MarchEvent[] = [{ type: 'recruit.phase-started', side, card, recruitCount, choose }];
  // (1) Named units (R47).
  if (card === 'ger-sms-konigsberg') {
    const kona = unitsAt(state, 'konigsberg-recruit-box', 'German');
    if (kona.length === 0)
      events.push({ type: 'card.event-void', side, card, reason: 'KonA is not in the Konigsberg recruit box' });
    else {
      events.push({
        type: 'recruit.units-taken',
        side,
        units: kona,
        from: 'konigsberg-recruit-box',
        cls: 'konigsberg',
        card,
      });
      const spaces = placementSpaces(state, kona[0]!, 'konigsberg');
      // Without a choice to make, the card places KonA itself.
      if (spaces.length === 1 && spaces[0] === 'rufiji-delta') {
        for (const u of kona)
          events.push({
            type: 'recruit.unit-placed',
            side,
            unit: u,
            from: 'konigsberg-recruit-box',
            at: 'rufiji-delta',
          });
      }
    }
  }
  if (card === 'ally-south-african-reinforcement') {
    const sa = unitsAt(state, 'south-african-box', 'Allied');
    if (sa.length === 0) events.push({ type: 'card.event-void', side, card, reason: 'the South African box is empty' });
    else
      events.push({
        type: 'recruit.units-taken',
        side,
        units: sa,
        from: 'south-african-box',
        cls: 'south-african',
        card,
      });
  }
  if (card === 'ally-northeys-column') {
    const inPool = poolUnits(state, 'Allied').includes('ally-rff');
    if (!inPool) events.push({ type: 'card.event-void', side, card, reason: 'RFF is not in the Allied recruit pool' });
    else if (placementSpaces(state, 'ally-rff', 'northey').length === 0) {
      events.push({ type: 'card.event-void', side, card, reason: 'abercorn, fife and karonga are all barred' });
    } else
      events.push({
        type: 'recruit.units-taken',
        side,
        units: ['ally-rff'],
        from: POOL_OF.Allied,
        cls: 'northey',
        card,
      });
  }
  // (2) The Recruit line, unless the player chooses first.
  if (!choose) events.push(...drawEvents(state, side, recruitCount, events, rng));
  return events;
}

/** 27.1.C, R15: draw `n` units at random from the pool (fewer if it holds fewer); units already taken this phase are not in the cup. */
export function drawEvents(
  state: LvState,
  side: Side,
  n: number,
  earlier: readonly MarchEvent[],
  rng: Rng,
): MarchEvent[] {
  if (n <= 0) return [];
  const taken = new Set(
    earlier.flatMap((e) =>
      e.type === 'recruit.units-taken' || e.type === 'recruit.unit-chosen' ? ('units' in e ? e.units : [e.unit]) : [],
    ),
  );
  const pool = poolUnits(state, side).filter(
    (u) => !taken.has(u) && !(state.march?.toPlace.some((t) => t.unit === u) ?? false),
  );
  const units = rng.shuffle(pool).slice(0, n).sort();
  return [{ type: 'recruit.units-drawn', side, units, chosen: false }];
}
