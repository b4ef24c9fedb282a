// Reconstruction v2 of Hill of Doves: the reconstructed numbers recalibrated so that a careful
// player can win and a good one usually does (docs/decisions/hod-calibrated-reconstruction.md; measurements in
// docs/hod-calibration.md). Only our own numbers change, never the booklet's procedures; every changed value or
// row carries source 'reconstruction v2' and its v1 value. Pure constants only.
import { AMBUSH, AMBUSH_RESULT, BRITISH_SECURE_OBJECTIVES, LOAD_WAGONS } from './tables.ts';
import type {
  AmbushResultTable,
  EventCardId,
  Modifier,
  RollTable,
  SecureObjectivesTable,
  SupplyAmounts,
  SupplyType,
} from './types.ts';

const V2 = 'reconstruction v2' as const;

/** One changed number: its v2 value, its v1 value and why it changed. */
export interface V2Value {
  value: number;
  v1: number;
  source: typeof V2;
  why: string;
}

const load = (
  rations: number,
  medicalSupplies: number,
  herds: number,
  cartridges: number,
  shells: number,
  caseShot: number,
  rockets: number,
): SupplyAmounts => ({ rations, medicalSupplies, herds, cartridges, shells, caseShot, rockets });

/** §3.6 modifier "The target is the British Camp" (the only one changed; 0 = not printed). */
const campAmbushModifier: V2Value = {
  value: 0,
  v1: -1,
  source: V2,
  why: 'The camp (r. 1.5) was almost never how a good player lost (expert 0 of 241 losses, careful 6 of 351): an insecure camp is now as exposed as any objective.',
};
const isCampModifier = (m: Modifier): boolean =>
  m.when?.kind === 'targetIsObjective' && m.when.objectives.length === 1 && m.when.objectives[0] === 'BC';

/** §3.6: ambush on 7+ (v1 6+): about 20 ambushes of garrisons a game bled the camp dry of cartridges. */
const ambush: RollTable<'noAmbush' | 'ambush'> = {
  ...AMBUSH,
  modifiers: AMBUSH.modifiers.flatMap((m) =>
    !isCampModifier(m) ? [m] : campAmbushModifier.value === 0 ? [] : [{ ...m, value: campAmbushModifier.value }],
  ),
  notes: [
    ...(AMBUSH.notes ?? []),
    'Reconstruction v2: no modifier for the British Camp (v1: −1 when the target is the British Camp).',
  ],
  rows: [
    { min: null, max: 6, result: 'noAmbush', text: '6 or less: no ambush', source: V2 },
    {
      min: 7,
      max: null,
      result: 'ambush',
      text: "7 or more: Ambush. Place an orders/ambush marker, Boer ambush side up, in the target's hex.",
      source: V2,
    },
  ],
};

/** §3.13: more cartridges per load (v1 10/15/20/25): each ambush of a garrison costs a cartridge a counter. */
const loadWagons: RollTable<SupplyAmounts> = {
  ...LOAD_WAGONS,
  rows: [
    { min: null, max: 1, result: load(10, 2, 0, 10, 2, 0, 0), text: '1 or less', source: V2 },
    { min: 2, max: 3, result: load(15, 3, 1, 15, 3, 1, 1), text: '2–3', source: V2 },
    { min: 4, max: 5, result: load(20, 4, 2, 20, 4, 2, 1), text: '4–5', source: V2 },
    { min: 6, max: null, result: load(25, 6, 3, 25, 5, 3, 2), text: '6', source: V2 },
  ],
};

/** §5.7: Q 1 holds with two hits each (v1: overrun); garrisons of fair strength were overrun too often. */
const ambushResult: AmbushResultTable = {
  ...AMBUSH_RESULT,
  rows: [
    { min: null, max: 0, result: 'overrun', companyHits: 2, reserveHits: 2 },
    { min: 1, max: 1, result: 'britishHold', companyHits: 2, reserveHits: 2, source: V2 },
    { min: 2, max: 2, result: 'britishHold', companyHits: 1, reserveHits: 1 },
    { min: 3, max: 3, result: 'britishHold', companyHits: 0, reserveHits: 1 },
    { min: 4, max: null, result: 'boersBeatenOff', companyHits: 0, reserveHits: 0 },
  ],
};
const secureObjectives: SecureObjectivesTable = { ...BRITISH_SECURE_OBJECTIVES };

export const V2_CHANGES = {
  ambush,
  /** §3.6, the British Camp's modifier (applied through `ambush.modifiers`). */
  campAmbushModifier,
  loadWagons,
  /** Table 8.3, changed values only. */
  campSupplyStart: {} as Partial<Record<SupplyType, V2Value>>,
  /** Table 8.2, changed values only. */
  convoyStartLoad: {} as Partial<Record<SupplyType, V2Value>>,
  /** §4.4 maxima, changed values only. */
  campSupplyMaximum: {
    cartridges: {
      value: 50,
      v1: 60,
      source: V2,
      why: 'A smaller magazine: stockpiling before a push (excess unloaded is destroyed, r. 2.7) was the expert’s edge, not a careful player’s.',
    },
  } as Partial<Record<SupplyType, V2Value>>,
  ambushResult,
  secureObjectives,
  /** Table 7.2 copy counts, changed titles only (1-3 copies each). */
  eventCardCounts: {
    'EV-22': {
      value: 3,
      v1: 2,
      source: V2,
      why: 'Boers Reinforce reforms a destroyed laager: a plan built on destroying the laagers must hold them.',
    },
  } as Partial<Record<EventCardId, V2Value>>,
};
