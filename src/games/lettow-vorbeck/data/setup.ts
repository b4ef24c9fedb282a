// Lettow-Vorbeck setup (spec 8; rules 25.0-25.2): order of setup, the rows of 25.1/25.2 with their legal
// spaces, which rows the player chooses for, and the quick-start placement of spec 8.4.
// RECONSTRUCTION (the legal spaces follow R34). Pure constants only.

import { BELGIAN_CONGO_SPACES, BRITISH_EAST_AFRICA_TOWNS, GERMAN_EAST_AFRICA_SPACES } from './map.ts';
import type { LocationId } from './map.ts';
import type { MarkerId, UnitId } from './units.ts';
import type { Provenance, Side } from './types.ts';

export const SETUP_PROVENANCE: Provenance = { provisional: true, source: 'reconstruction', spec: '8' };

// ---------------------------------------------------------------------------------------------
// Order of setup (spec 8.1, 25.0).

export interface SetupStepDef {
  step: number;
  action: string;
  rule: string;
}

export const SETUP_ORDER: readonly SetupStepDef[] = [
  { step: 1, action: "Shuffle each side's 9 cards into a face-down draw deck", rule: '25.0' },
  { step: 2, action: 'Place the Turn marker in TRT box 1914 II', rule: '25.0' },
  { step: 3, action: 'Allied player places all Allied pieces (table 8.2)', rule: '25.0, 25.1' },
  { step: 4, action: 'German player places all German pieces (table 8.3)', rule: '25.2' },
  {
    step: 5,
    action:
      "Put every unit marked R into its side's recruit pool (opaque cup); with advanced rules put each fort marker beside (not in) its side's cup",
    rule: '25.1, 25.2, R14',
  },
  { step: 6, action: 'Start turn 1 with the German player-turn (section 1)', rule: '6.1.B' },
];

/** The Allies set up first, the Germans second (25.0); the German player-turn comes first (R40). */
export const SETUP_SIDE_ORDER: readonly Side[] = ['Allied', 'German'];

// ---------------------------------------------------------------------------------------------
// Setup rows (spec 8.2 Allied, 8.3 German). Each unit of a row may be placed in any of `legalSpaces`
// separately (several units may share a space). Markers are listed apart (markers), not as units.

export interface SetupRowDef {
  side: Side;
  /** "Location" column of 25.1 / 25.2. */
  ruleLocation: string;
  rule: string;
  units: readonly UnitId[];
  markers: readonly MarkerId[];
  legalSpaces: readonly LocationId[];
  /** True if the owner chooses among several legal spaces. */
  playerChoice: boolean;
  /** Only with the advanced rules (fort markers, placed beside the recruit box, not in the cup). */
  advancedOnly: boolean;
}

export const SETUP_ROWS: readonly SetupRowDef[] = [
  // Allied (25.1, spec 8.2)
  { side: 'Allied', ruleLocation: 'Mombasa', rule: '25.1', units: ['ally-mombasa-garrison'], markers: [], legalSpaces: ['mombasa'], playerChoice: false, advancedOnly: false },
  { side: 'Allied', ruleLocation: 'Nairobi', rule: '25.1', units: ['ally-nairobi-garrison'], markers: [], legalSpaces: ['nairobi'], playerChoice: false, advancedOnly: false },
  {
    side: 'Allied',
    ruleLocation: 'Any towns in British East Africa',
    rule: '25.1, R34',
    units: ['ally-1-kar', 'ally-vol-lf'],
    markers: [],
    legalSpaces: BRITISH_EAST_AFRICA_TOWNS,
    playerChoice: true,
    advancedOnly: false,
  },
  {
    // The Air Support marker is not in 25.1: a marker, placed like the Turn marker (spec 8.2).
    side: 'Allied',
    ruleLocation: 'Indian Ocean box',
    rule: '25.1, 24.4, R19',
    units: ['ally-b-ief', 'ally-c-ief'],
    markers: ['ally-air-support'],
    legalSpaces: ['indian-ocean-box'],
    playerChoice: false,
    advancedOnly: false,
  },
  {
    side: 'Allied',
    ruleLocation: 'Portuguese East Africa supply town',
    rule: '25.1',
    units: ['ally-pea-garrison', 'ally-pea-infantry'],
    markers: [],
    legalSpaces: ['porto-amelia'],
    playerChoice: false,
    advancedOnly: false,
  },
  {
    side: 'Allied',
    ruleLocation: 'Belgian Congo',
    rule: '25.1, R34',
    units: ['ally-1-fp', 'ally-2-fp'],
    markers: [],
    legalSpaces: BELGIAN_CONGO_SPACES,
    playerChoice: true,
    advancedOnly: false,
  },
  {
    side: 'Allied',
    ruleLocation: 'South African box',
    rule: '25.1',
    units: ['ally-1-sa', 'ally-2-sa', 'ally-3-sa'],
    markers: [],
    legalSpaces: ['south-african-box'],
    playerChoice: false,
    advancedOnly: false,
  },
  {
    side: 'Allied',
    ruleLocation: 'Recruit pool',
    rule: '25.1',
    units: ['ally-2-kar', 'ally-3-kar', 'ally-rff', 'ally-mgc', 'ally-rm', 'ally-ead', 'ally-armored-car', 'ally-3-fp', 'ally-ex'],
    markers: [],
    legalSpaces: ['allied-recruit-box'],
    playerChoice: false,
    advancedOnly: false,
  },
  {
    side: 'Allied',
    ruleLocation: 'Advanced rules only (beside the recruit pool, not in the cup)',
    rule: '25.1 note, R14',
    units: [],
    markers: ['ally-fort'],
    legalSpaces: ['allied-recruit-box'],
    playerChoice: false,
    advancedOnly: true,
  },
  // German (25.2, spec 8.3)
  { side: 'German', ruleLocation: 'Dar es Salaam', rule: '25.2', units: ['ger-desg-garrison'], markers: [], legalSpaces: ['dar-es-salaam'], playerChoice: false, advancedOnly: false },
  {
    side: 'German',
    ruleLocation: 'Anywhere in German East Africa',
    rule: '25.2, R34',
    units: ['ger-1-fka', 'ger-2-fka', 'ger-3-fka', 'ger-4-fka', 'ger-5-fka', 'ger-fw', 'ger-mark'],
    markers: [],
    legalSpaces: GERMAN_EAST_AFRICA_SPACES,
    playerChoice: true,
    advancedOnly: false,
  },
  {
    side: 'German',
    ruleLocation: 'Konigsberg recruit box',
    rule: '25.2',
    units: ['ger-kona'],
    markers: [],
    legalSpaces: ['konigsberg-recruit-box'],
    playerChoice: false,
    advancedOnly: false,
  },
  {
    side: 'German',
    ruleLocation: 'Recruit pool',
    rule: '25.2',
    units: ['ger-6-fka', 'ger-7-fka', 'ger-8-fka', 'ger-9-fka', 'ger-10-fka'],
    markers: [],
    legalSpaces: ['german-recruit-box'],
    playerChoice: false,
    advancedOnly: false,
  },
  {
    side: 'German',
    ruleLocation: 'Advanced rules only (beside the recruit pool, not in the cup)',
    rule: '25.2 note, R14',
    units: [],
    markers: ['ger-fort'],
    legalSpaces: ['german-recruit-box'],
    playerChoice: false,
    advancedOnly: true,
  },
];

/** The rows where the player chooses a space for each unit (spec 8.2/8.3 "Player choice? yes"). */
export const SETUP_CHOICES: readonly SetupRowDef[] = SETUP_ROWS.filter((r) => r.playerChoice);

// ---------------------------------------------------------------------------------------------
// Quick-start placement (spec 8.4): every unit's location.

export const QUICK_START: Record<UnitId, LocationId> = {
  // Allied
  'ally-mombasa-garrison': 'mombasa',
  'ally-vol-lf': 'mombasa',
  'ally-nairobi-garrison': 'nairobi',
  'ally-1-kar': 'voi',
  'ally-b-ief': 'indian-ocean-box',
  'ally-c-ief': 'indian-ocean-box',
  'ally-pea-garrison': 'porto-amelia',
  'ally-pea-infantry': 'porto-amelia',
  'ally-1-fp': 'kivu',
  'ally-2-fp': 'albertville',
  'ally-1-sa': 'south-african-box',
  'ally-2-sa': 'south-african-box',
  'ally-3-sa': 'south-african-box',
  'ally-2-kar': 'allied-recruit-box',
  'ally-3-kar': 'allied-recruit-box',
  'ally-rff': 'allied-recruit-box',
  'ally-mgc': 'allied-recruit-box',
  'ally-rm': 'allied-recruit-box',
  'ally-ead': 'allied-recruit-box',
  'ally-armored-car': 'allied-recruit-box',
  'ally-3-fp': 'allied-recruit-box',
  'ally-ex': 'allied-recruit-box',
  // German
  'ger-1-fka': 'moshi',
  'ger-3-fka': 'moshi',
  'ger-fw': 'moshi',
  'ger-2-fka': 'tanga',
  'ger-4-fka': 'mwanza',
  'ger-5-fka': 'tabora',
  'ger-desg-garrison': 'dar-es-salaam',
  'ger-mark': 'dar-es-salaam',
  'ger-kona': 'konigsberg-recruit-box',
  'ger-6-fka': 'german-recruit-box',
  'ger-7-fka': 'german-recruit-box',
  'ger-8-fka': 'german-recruit-box',
  'ger-9-fka': 'german-recruit-box',
  'ger-10-fka': 'german-recruit-box',
};

/** Quick-start markers (spec 8.4). Fort markers only with the advanced rules, beside (not in) the cup. */
export const QUICK_START_MARKERS: Record<MarkerId, string> = {
  'turn-marker': '1914 II',
  'ally-air-support': 'indian-ocean-box',
  'ally-fort': 'allied-recruit-box',
  'ger-fort': 'german-recruit-box',
};
