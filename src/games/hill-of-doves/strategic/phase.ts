// 1.0 Strategic Phase: 1.1 Strategic Movement, 1.2 Reinforcement, 1.3 Negotiations, 1.4 Boer Siege,
// 1.5 British Win War, 1.6 End Phase. Entirely automatic (spec §3.1-3.3, Table 1.2, R2, R28).
import { STRATEGIC_COLUMNS } from '../data/counters.ts';
import { NEWCASTLE_INDEX, SIEGE_ORDER, TOWNS, CAPITAL } from '../data/strategic-map.ts';
import { DIPLOMACY, SIEGE, STRATEGIC_MOVEMENT, rollRow } from '../data/tables.ts';
import { LAST_WEEK, FIRST_SIEGE_BOX } from '../data/calendar.ts';
import type { BritishUnitId } from '../data/types.ts';
import type { Ctx } from '../ctx.ts';
import { isBritish } from '../control.ts';
import { noBritishAssault } from '../battle-bridge.ts';
import { allTenBritish, endGame, movePolitics } from '../victory.ts';
import { strategicLoc } from '../loc.ts';
import { modifierTotal } from '../modifiers.ts';

/** 1.1: every strategic column on the map rolls and moves toward Newcastle; on arrival its counters go to Fort Amiel. */
export function strategicMovement(ctx: Ctx): void {
  for (const col of STRATEGIC_COLUMNS) {
    const st = ctx.state.strategic[col.id];
    if (st.status !== 'map') continue;
    const die = ctx.die();
    const hexes = rollRow(STRATEGIC_MOVEMENT, die) ?? 2;
    const to = Math.min(NEWCASTLE_INDEX, st.index + hexes);
    ctx.emit({ type: 'strategic-column-moved', column: col.id, die, from: st.index, to });
    if (to === NEWCASTLE_INDEX) {
      const units = Object.keys(ctx.state.units).filter(
        (u) => ctx.state.units[u]!.loc === strategicLoc(col.id),
      ) as BritishUnitId[];
      ctx.emit({ type: 'strategic-column-arrived', column: col.id, units });
    }
  }
}

/** 1.2: a column waiting in the strategic time marker's box is relocated to Durban. */
export function reinforcement(ctx: Ctx): void {
  for (const col of STRATEGIC_COLUMNS) {
    if (ctx.state.strategic[col.id].status === 'waiting' && col.waitsInBox === ctx.state.week) {
      ctx.emit({ type: 'strategic-column-relocated', column: col.id });
    }
  }
}

/** 1.3: the Diplomacy Roll (§3.2); success advances the politics marker one box. */
export function negotiations(ctx: Ctx): void {
  const s = ctx.state;
  const mod = modifierTotal('§3.2 Diplomacy Roll', DIPLOMACY.modifiers, (c) => {
    switch (c.kind) {
      case 'strategicBoxIn':
        return (c.boxes as readonly number[]).includes(s.week);
      case 'boerVictoriesAtLeast':
        return s.boerVictories >= c.count;
      case 'generalDead':
        return s.units[c.general]?.side === 'dead';
      case 'objectiveBritishControlled':
        return isBritish(s, c.objective);
      case 'assaultMarkerWithStrategicTimeMarker':
        return s.assaultMarker === s.week;
      default:
        return undefined;
    }
  });
  const die = ctx.die();
  const success = rollRow(DIPLOMACY, die + mod) === 'success';
  ctx.emit({ type: 'diplomacy-rolled', die, modifier: mod, success });
  if (success) movePolitics(ctx, 1, '1.3 — diplomacy');
}

/** 1.4: from box 2 on, a Siege Roll for each uncaptured town in the order of §3.3 (R28). */
export function sieges(ctx: Ctx): void {
  if (ctx.state.week < FIRST_SIEGE_BOX) return;
  for (const town of SIEGE_ORDER) {
    if (ctx.over) return;
    const s = ctx.state;
    if (s.towns.includes(town)) continue;
    const mod = modifierTotal('§3.3 Siege Roll', SIEGE.modifiers, (c) => {
      switch (c.kind) {
        case 'siegeTownIs':
          return c.town === town;
        case 'strategicBoxIn':
          return (c.boxes as readonly number[]).includes(s.week);
        case 'noBritishAssaultInEffect':
          return noBritishAssault(s);
        case 'boerVictoriesAtLeast':
          return s.boerVictories >= c.count;
        default:
          return undefined;
      }
    });
    const die = ctx.die();
    const captured = rollRow(SIEGE, die + mod) === 'captured';
    ctx.emit({ type: 'siege-rolled', town, die, modifier: mod, captured });
    if (!captured) continue;
    movePolitics(ctx, 1, `1.4 — ${TOWNS[town].name} surrendered`);
    if (town === CAPITAL) endGame(ctx, 'Boer', '1.4 — the Pretoria garrison surrendered');
  }
}

/** The whole Strategic Phase; returns false if the game ended in it. */
export function strategicPhase(ctx: Ctx): boolean {
  ctx.emit({ type: 'step-entered', step: 'setup', rule: '1.0' });
  strategicMovement(ctx);
  reinforcement(ctx);
  negotiations(ctx);
  if (ctx.over) return false;
  sieges(ctx);
  if (ctx.over) return false;
  // 1.5 British Win War Segment
  if (allTenBritish(ctx)) {
    endGame(ctx, 'British', '1.5 — all ten objectives are under British control');
    return false;
  }
  // 1.6 End Phase Segment
  if (ctx.state.week >= LAST_WEEK) {
    endGame(ctx, 'Boer', '1.6 — the Mar 21 to Mar 27 Strategic Phase has ended: the Transvaal gains independence');
    return false;
  }
  ctx.emit({ type: 'week-advanced', week: ctx.state.week + 1 });
  return true;
}
