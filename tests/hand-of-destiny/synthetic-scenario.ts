// A small SYNTHETIC Hand of Destiny scenario, for the system rules only (no published scenario has
// fleets here): a river chain r1-r2-r3-r4-r5 (r4 a Blue fortress), land spaces around it, a fleet
// and an engineer for Red, a fleet for Blue, two sides, a card deck each. Positions are given per test.
//
//   fort-a ──land── r1 ═river═ r2 ═river═ r3 ═river═ r4 (Blue fortress) ═river═ r5
//      └──land── hill ──land──┘           └──land── land-b
import { decideFolded, evolveFolded, fold, setupEvents, type Folded } from '../../src/engine/kernel.ts';
import type { GameEvent } from '../../src/engine/types.ts';
import type { DestinyAction } from '../../src/games/hand-of-destiny/actions.ts';
import type { DestinyEvent } from '../../src/games/hand-of-destiny/events.ts';
import { handOfDestiny, type DestinyModule } from './system-module.ts';
import type { BrtResult, DestinyUnit, Scenario } from '../../src/games/hand-of-destiny/scenario.ts';
import type { DestinyState } from '../../src/games/hand-of-destiny/state.ts';

export type Side = 'Red' | 'Blue';

const river = (id: string, fortress = false) => ({
  id,
  name: id,
  terrain: 'Clear',
  river: 'Great River',
  stop: false,
  fortification: fortress ? { kind: 'Fortress', usableBy: 'Blue' } : null,
});
const land = (id: string) => ({ id, name: id, terrain: 'Clear', river: null, stop: false, fortification: null });

const unit = (id: string, side: Side, type: string, strength: number): DestinyUnit<Side> => ({
  id,
  name: id,
  side,
  type,
  strength,
  elite: false,
  contingent: side,
});

export const UNITS: readonly DestinyUnit<Side>[] = [
  unit('red-fleet', 'Red', 'Fleet', 2),
  unit('red-eng', 'Red', 'Engineer', 1),
  unit('red-inf-1', 'Red', 'Infantry', 2),
  unit('red-inf-2', 'Red', 'Infantry', 2),
  unit('red-inf-3', 'Red', 'Infantry', 2),
  unit('red-inf-4', 'Red', 'Infantry', 2),
  unit('blue-fleet', 'Blue', 'Fleet', 2),
  unit('blue-inf-1', 'Blue', 'Infantry', 2),
  unit('blue-inf-2', 'Blue', 'Infantry', 2),
  unit('blue-garrison', 'Blue', 'Infantry', 1),
];

// 13.2: one BRT for every type; fleets fight as land units do (12.5.C).
const BRT: Record<number, BrtResult> = { 1: '-', 2: '-', 3: '-', 4: 'P', 5: 'P', 6: 'E' };

export function syntheticScenario(
  placement: Record<string, string>,
  opts: { advanced?: boolean } = {},
): Scenario<Side> {
  const setup: Record<string, string> = {};
  for (const u of UNITS) setup[u.id] = placement[u.id] ?? (u.side === 'Red' ? 'red-box' : 'blue-box');
  return {
    id: 'synthetic',
    title: 'Synthetic river scenario',
    sides: ['Red', 'Blue'],
    spaces: [
      land('fort-a'),
      land('hill'),
      river('r1'),
      river('r2'),
      river('r3'),
      river('r4', true),
      river('r5'),
      land('land-b'),
    ],
    boxes: ['red-box', 'blue-box', 'deadpile'],
    routes: [
      { from: 'r1', to: 'r2', kind: 'river' },
      { from: 'r2', to: 'r3', kind: 'river' },
      { from: 'r3', to: 'r4', kind: 'river' },
      { from: 'r4', to: 'r5', kind: 'river' },
      { from: 'fort-a', to: 'r1', kind: 'land' },
      { from: 'fort-a', to: 'hill', kind: 'land' },
      { from: 'hill', to: 'r2', kind: 'land' },
      { from: 'r3', to: 'land-b', kind: 'land' },
    ],
    adjacency: ['land', 'river'],
    units: UNITS,
    cards: [
      {
        id: 'red-advance',
        title: 'Advance',
        side: 'Red',
        movement: { All: 3 },
        battleBonus: false,
        removeFromPlay: false,
      },
      {
        id: 'red-press-on',
        title: 'Press On',
        side: 'Red',
        movement: { All: 3 },
        battleBonus: false,
        removeFromPlay: false,
      },
      {
        id: 'blue-advance',
        title: 'Advance',
        side: 'Blue',
        movement: { All: 3 },
        battleBonus: false,
        removeFromPlay: false,
      },
      {
        id: 'blue-press-on',
        title: 'Press On',
        side: 'Blue',
        movement: { All: 3 },
        battleBonus: false,
        removeFromPlay: false,
      },
    ],
    turns: [
      { index: 1, label: 'I', first: 'Red', second: 'Blue' },
      { index: 2, label: 'II', first: 'Red', second: 'Blue' },
    ],
    setup,
    recruitBox: { Red: 'red-box', Blue: 'blue-box' },
    deadpile: 'deadpile',
    fortMarkers: { Red: [], Blue: [] },
    brt: (_type, die) => BRT[die] ?? '-',
    classes: { fleet: ['Fleet'], engineer: ['Engineer'] },
    advanced: () => opts.advanced ?? false,
    hooks: {},
  };
}

/** A game of the synthetic scenario driven through the kernel (decideFolded / evolveFolded / fold). */
export interface Game {
  module: DestinyModule<Side>;
  state(): DestinyState<Side>;
  /** Queue die results (the kernel's dice queue), then decide and fold `action`; returns its events. */
  act(side: Side, action: DestinyAction, dice?: number[]): DestinyEvent<Side>[];
  /** Draw the card and end the Campaign Card and Recruiting Phases: the side's March Phase begins. */
  toMarch(side: Side): void;
  /** End the March Phase: the Battle Phase begins. */
  toBattle(side: Side): void;
}

export function game(placement: Record<string, string>, opts: { advanced?: boolean } = {}): Game {
  const module = handOfDestiny(syntheticScenario(placement, opts));
  const seed = 'synthetic';
  let f: Folded = fold(module, setupEvents(module, seed, {}));
  const act = (side: Side, action: DestinyAction, dice: number[] = []): DestinyEvent<Side>[] => {
    if (dice.length > 0) f = evolveFolded(module, f, { type: 'kernel.dice-queued', values: dice });
    const events = decideFolded(module, f, seed, side, action);
    f = fold(module, events, f);
    return events.filter((e: GameEvent) => !e.type.startsWith('kernel.')) as DestinyEvent<Side>[];
  };
  return {
    module,
    state: () => f.game as DestinyState<Side>,
    act,
    toMarch(side) {
      act(side, { type: 'draw-card' });
      act(side, { type: 'end-phase' }); // → Recruiting
      act(side, { type: 'end-phase' }); // → March
    },
    toBattle(side) {
      act(side, { type: 'end-phase' });
    },
  };
}

export const at = (g: Game, unitId: string): string => g.state().units[unitId]!.location;
