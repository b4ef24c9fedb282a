// evolve for the Recruiting and March Phase events, card events and fort markers. Pure and total:
// each event copies the state (copyState, copyMarch) and replaces only the members it changes.
// An event that cannot be true in the state is refused (ImpossibleEvent), never folded.
import { mustHold } from '../../../engine/impossible-event.ts';
import type { Pending } from '../../hand-of-destiny/battle/state.ts';
import { copyState, type LvState } from '../state.ts';
import type { MarchEvent } from './events.ts';
import { copyMarch, emptyMarch, type MarchState } from './state.ts';

const relocate = (s: LvState, units: readonly string[], to: string): LvState['units'] => {
  const next = { ...s.units };
  for (const u of units) next[u] = { location: to, panicked: false };
  return next;
};

/** The state with its March state copied and changed by `change` (which sets members of the fresh copy, never of `s`). */
const withMarch = (s: LvState, change: (m: MarchState) => void, units: LvState['units'] = s.units): LvState => {
  const n = copyState(s);
  const m = copyMarch(s.march ?? emptyMarch());
  change(m);
  n.units = units;
  n.march = m;
  return n;
};

export function evolveMarchEvent(s: LvState, e: MarchEvent): LvState {
  switch (e.type) {
    case 'march.units-moved':
      // 11.0: a stack moves from where it stands (path[0] is where it started).
      for (const u of e.units)
        mustHold(
          s.units[u]?.location === e.path[0],
          '11.0',
          () => `${u} moves from ${e.path[0]} but is at ${s.units[u]?.location ?? 'no place (no such unit)'}`,
        );
      return withMarch(
        s,
        (m) => {
          m.moved = [...m.moved, ...e.units];
        },
        relocate(s, e.units, e.path[e.path.length - 1]!),
      );
    case 'march.phase-started':
      return withMarch(s, (m) => {
        m.moved = [];
        m.outOfSupply = [...e.outOfSupply];
      });
    case 'recruit.phase-started': {
      const n = copyState(s);
      n.march = {
        ...emptyMarch(),
        fortRemovedTurn: { ...(s.march?.fortRemovedTurn ?? {}) },
        recruitCount: e.recruitCount,
        recruitStep: e.choose ? 'choose' : 'drawn',
      };
      return n;
    }
    case 'recruit.units-taken':
      return withMarch(s, (m) => {
        m.toPlace = [...m.toPlace, ...e.units.map((unit) => ({ unit, cls: e.cls }))];
      });
    case 'recruit.units-drawn':
      return withMarch(s, (m) => {
        m.recruitStep = 'drawn';
        m.toPlace = [...m.toPlace, ...e.units.map((unit) => ({ unit, cls: 'recruit' as const }))];
      });
    case 'recruit.unit-chosen':
      return withMarch(s, (m) => {
        m.chosen = [...m.chosen, e.unit];
        m.toPlace = [...m.toPlace, { unit: e.unit, cls: 'recruit' as const }];
      });
    case 'recruit.unit-placed':
      return withMarch(
        s,
        (m) => {
          m.toPlace = m.toPlace.filter((t) => t.unit !== e.unit);
        },
        relocate(s, [e.unit], e.at),
      );
    case 'recruit.units-returned':
      return withMarch(
        s,
        (m) => {
          m.toPlace = m.toPlace.filter((t) => !e.units.includes(t.unit));
        },
        relocate(s, e.units, e.to),
      );
    case 'card.decision-pending': {
      const n = copyState(s);
      n.pending = { side: e.side, kind: e.kind as Pending['kind'], space: '', prompt: e.prompt };
      return n;
    }
    case 'card.unit-to-pool': {
      const n = copyState(s);
      n.units = relocate(s, [e.unit], e.side === 'German' ? 'german-recruit-box' : 'allied-recruit-box');
      n.pending = null;
      return n;
    }
    case 'card.event-void':
      return s;
    case 'fort.built': {
      const n = withMarch(s, (m) => {
        m.fortBuilders = [...m.fortBuilders, e.unit];
      });
      n.markers = { ...s.markers, [e.marker]: e.at };
      return n;
    }
    case 'fort.removed': {
      const n = withMarch(s, (m) => {
        m.fortRemovedTurn = { ...m.fortRemovedTurn, [e.side]: s.turn };
      });
      n.markers = { ...s.markers, [e.marker]: e.to };
      return n;
    }
  }
}
