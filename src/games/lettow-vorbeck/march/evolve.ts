// evolve for the Recruiting and March Phase events, card events and fort markers. Pure and total.
import type { Pending } from '../../hand-of-destiny/battle/state.ts';
import type { LvState } from '../state.ts';
import type { MarchEvent } from './events.ts';
import { emptyMarch, type MarchState } from './state.ts';

const relocate = (s: LvState, units: readonly string[], to: string): LvState['units'] => {
  const next = { ...s.units };
  for (const u of units) next[u] = { location: to, panicked: false };
  return next;
};

const withMarch = (s: LvState, f: (m: MarchState) => Partial<MarchState>): LvState => {
  const m = s.march ?? emptyMarch();
  return { ...s, march: { ...m, ...f(m) } };
};

export function evolveMarchEvent(s: LvState, e: MarchEvent): LvState {
  switch (e.type) {
    case 'march.units-moved':
      return withMarch({ ...s, units: relocate(s, e.units, e.path[e.path.length - 1]!) }, (m) => ({
        moved: [...m.moved, ...e.units],
      }));
    case 'march.phase-started':
      return withMarch(s, () => ({ moved: [], outOfSupply: [...e.outOfSupply] }));
    case 'recruit.phase-started':
      return {
        ...s,
        march: {
          ...emptyMarch(),
          fortRemovedTurn: { ...(s.march?.fortRemovedTurn ?? {}) },
          recruitCount: e.recruitCount,
          recruitStep: e.choose ? 'choose' : 'drawn',
        },
      };
    case 'recruit.units-taken':
      return withMarch(s, (m) => ({ toPlace: [...m.toPlace, ...e.units.map((unit) => ({ unit, cls: e.cls }))] }));
    case 'recruit.units-drawn':
      return withMarch(s, (m) => ({
        recruitStep: 'drawn',
        toPlace: [...m.toPlace, ...e.units.map((unit) => ({ unit, cls: 'recruit' as const }))],
      }));
    case 'recruit.unit-chosen':
      return withMarch(s, (m) => ({
        chosen: [...m.chosen, e.unit],
        toPlace: [...m.toPlace, { unit: e.unit, cls: 'recruit' as const }],
      }));
    case 'recruit.unit-placed':
      return withMarch({ ...s, units: relocate(s, [e.unit], e.at) }, (m) => ({
        toPlace: m.toPlace.filter((t) => t.unit !== e.unit),
      }));
    case 'recruit.units-returned':
      return withMarch({ ...s, units: relocate(s, e.units, e.to) }, (m) => ({
        toPlace: m.toPlace.filter((t) => !e.units.includes(t.unit)),
      }));
    case 'card.decision-pending':
      return { ...s, pending: { side: e.side, kind: e.kind as Pending['kind'], space: '', prompt: e.prompt } };
    case 'card.unit-to-pool':
      return {
        ...s,
        units: relocate(s, [e.unit], e.side === 'German' ? 'german-recruit-box' : 'allied-recruit-box'),
        pending: null,
      };
    case 'card.event-void':
      return s;
    case 'fort.built':
      return withMarch({ ...s, markers: { ...s.markers, [e.marker]: e.at } }, (m) => ({
        fortBuilders: [...m.fortBuilders, e.unit],
      }));
    case 'fort.removed':
      return withMarch({ ...s, markers: { ...s.markers, [e.marker]: e.to } }, (m) => ({
        fortRemovedTurn: { ...m.fortRemovedTurn, [e.side]: s.turn },
      }));
  }
}
