// Every roll table, priority list and result table of Hill of Doves: the Quick Reference Card
// (spec §3) and the tables of the Assault Card and Ambush Card (spec §5.1-5.14).
// RECONSTRUCTION, not the published cards. Pure constants only.
//
// Conventions (spec Table 0.1): a modified roll is D6 plus every modifier that applies, never capped
// unless the table says so; ranges are inclusive; min/max null means "or less"/"or more"; every
// fraction is rounded down.

import type {
  AmbushResultTable,
  AssaultResultTable,
  BoerBattlePriorityTable,
  BombardLaagerTable,
  BritishMovementPriorityTable,
  CommandoDrawRow,
  CommandoStrengthAmbushTable,
  CommandoStrengthAssaultTable,
  FirepowerTotalsTable,
  Formation,
  HitsTable,
  OperationalMovementTable,
  Provenance,
  RollTable,
  SecureObjectivesTable,
  SupplyAmounts,
  TableId,
  TableInfo,
  Weather,
  WeatherEffect,
} from './types.ts';

export const PROVENANCE: Provenance = {
  provisional: true,
  source: 'reconstruction',
  specVersion: 'spec v1, revision 1',
  spec: '§3, §5.2, §5.5-5.14',
};

// =============================================================================================
// §3 Quick Reference Card
// =============================================================================================

/** §3.1 Strategic Movement Roll Table (r. 1.1). No modifiers. */
export const STRATEGIC_MOVEMENT: RollTable<number> = {
  id: 'strategicMovement',
  name: 'Strategic Movement Roll Table',
  card: 'QRC',
  spec: '§3.1',
  rules: ['1.1'],
  die: 'D6',
  rolled: 'One D6 for each strategic column that is on the Strategic Map, in every Strategic Movement Segment. Move it along the route (Table 2.2.2).',
  rows: [
    { min: null, max: 2, result: 2, text: '1–2: 2 hexes toward Newcastle' },
    { min: 3, max: 4, result: 3, text: '3–4: 3 hexes toward Newcastle' },
    { min: 5, max: null, result: 4, text: '5–6: 4 hexes toward Newcastle' },
  ],
  modifiers: [],
};

/** §3.2 Diplomacy Roll Table (r. 1.3). */
export const DIPLOMACY: RollTable<'noEffect' | 'success'> = {
  id: 'diplomacy',
  name: 'Diplomacy Roll Table',
  card: 'QRC',
  spec: '§3.2',
  rules: ['1.3'],
  die: 'D6',
  rolled: 'One D6 in every Negotiations Segment.',
  rows: [
    { min: null, max: 4, result: 'noEffect', text: '4 or less: no effect' },
    { min: 5, max: null, result: 'success', text: '5 or more: success: advance the politics marker one box' },
  ],
  modifiers: [
    { value: 1, when: { kind: 'strategicBoxIn', boxes: [5, 6, 7, 8, 9] }, text: 'The strategic time marker is in box 5 (Feb 21 to Feb 27) or a later box.' },
    { value: 1, when: { kind: 'boerVictoriesAtLeast', count: 2 }, text: 'The Boer victories marker shows 2 or more.' },
    { value: 1, when: { kind: 'generalDead', general: 'GEN-COLLEY' }, text: 'Colley is dead.' },
    { value: -1, when: { kind: 'objectiveBritishControlled', objective: 'NK' }, text: 'The Nek is British-controlled.' },
    { value: -1, when: { kind: 'assaultMarkerWithStrategicTimeMarker' }, text: 'The British assault marker is in the same box as the strategic time marker.' },
  ],
};

/** §3.3 Siege Roll Table (r. 1.4). Order of rolls: SIEGE_ORDER in strategic-map.ts (R28). */
export const SIEGE: RollTable<'holds' | 'captured'> = {
  id: 'siege',
  name: 'Siege Roll Table',
  card: 'QRC',
  spec: '§3.3',
  rules: ['1.4'],
  die: 'D6',
  rolled:
    'Once for each uncaptured town, in this order: Potchefstroom, Rustenburg, Marabastad, Lydenburg, Wakkerstroom, Standerton, Pretoria. Rolls start in the Strategic Phase of box 2.',
  rows: [
    { min: null, max: 7, result: 'holds', text: '7 or less: the garrison holds' },
    {
      min: 8,
      max: null,
      result: 'captured',
      text: '8 or more: The town is captured. Flip its marker to captured and advance the politics marker one box. If the town is Pretoria, the Boers win at once.',
    },
  ],
  modifiers: [
    { value: 1, when: { kind: 'siegeTownIs', town: 'POTCHEFSTROOM' }, text: 'town modifier: Potchefstroom +1' },
    { value: 0, when: { kind: 'siegeTownIs', town: 'RUSTENBURG' }, text: 'town modifier: Rustenburg 0' },
    { value: 0, when: { kind: 'siegeTownIs', town: 'MARABASTAD' }, text: 'town modifier: Marabastad 0' },
    { value: -1, when: { kind: 'siegeTownIs', town: 'LYDENBURG' }, text: 'town modifier: Lydenburg −1' },
    { value: -1, when: { kind: 'siegeTownIs', town: 'WAKKERSTROOM' }, text: 'town modifier: Wakkerstroom −1' },
    { value: -1, when: { kind: 'siegeTownIs', town: 'STANDERTON' }, text: 'town modifier: Standerton −1' },
    { value: -2, when: { kind: 'siegeTownIs', town: 'PRETORIA' }, text: 'town modifier: Pretoria −2' },
    { value: 0, when: { kind: 'strategicBoxIn', boxes: [2, 3, 4, 5] }, text: 'strategic time marker in box 2, 3, 4 or 5' },
    { value: 1, when: { kind: 'strategicBoxIn', boxes: [6, 7] }, text: 'strategic time marker in box 6 or 7' },
    { value: 2, when: { kind: 'strategicBoxIn', boxes: [8, 9] }, text: 'strategic time marker in box 8 or 9' },
    { value: 1, when: { kind: 'noBritishAssaultInEffect' }, text: 'The No British Assault at Laing\'s Nek rules are in effect (r. 1.4).' },
    { value: 1, when: { kind: 'boerVictoriesAtLeast', count: 3 }, text: 'The Boer victories marker shows 3 or more.' },
  ],
};

/** §3.4 Weather Roll Table (r. 2.2). The marker stays in place at either end of the track (R48). */
export const WEATHER: RollTable<Weather> = {
  id: 'weather',
  name: 'Weather Roll Table',
  card: 'QRC',
  spec: '§3.4',
  rules: ['2.2'],
  die: 'D6',
  rolled: 'One D6 in every Weather Segment.',
  rows: [
    { min: null, max: 3, result: 'fine', text: '1–3: Fine. Flip to fine. Regress one box (it stays in box 1 if already there).' },
    { min: 4, max: null, result: 'rain', text: '4–6: Rain. Flip to rain. Advance one box (it stays in box 5 if already there).' },
  ],
  modifiers: [],
};

/** Weather marker movement per result (Table 3.4). */
export const WEATHER_MARKER_STEP: Readonly<Record<Weather, -1 | 1>> = { fine: -1, rain: 1 };

/** Table 3.4.2: everything the weather modifies. */
export const WEATHER_EFFECTS: readonly WeatherEffect[] = [
  { effect: 'Operational movement (§3.5)', table: 'operationalMovement', fine: '0', rain: '−1', rules: ['2.7'] },
  { effect: 'Tactical movement (§3.16)', table: 'tacticalMovement', fine: '0', rain: '−1', rules: ['3.3'] },
  { effect: 'Ambush Roll (§3.6)', table: 'ambush', fine: '0', rain: '+1 (mist hides movement)', rules: ['2.2', '2.9'] },
  { effect: 'Night Assault Dispersal Roll (§3.15)', table: 'nightAssaultDispersal', fine: '0', rain: '−1', rules: ['3.2'] },
  { effect: 'Line of Sight Roll (§5.12)', table: 'lineOfSight', fine: '0', rain: '−1', rules: ['4.1'] },
  { effect: 'Rockets Roll (§5.11)', table: 'rockets', fine: '0', rain: '−1', rules: ['4.17'] },
  { effect: 'Hunger and Thirst Roll (§3.11)', table: 'hungerAndThirst', fine: 'a hit on 4–6', rain: 'a hit on 5–6', rules: ['2.15'] },
];

/** §3.5 Operational Movement Table (r. 2.7, 2.10). */
export const OPERATIONAL_MOVEMENT: OperationalMovementTable = {
  id: 'operationalMovement',
  name: 'Operational Movement Table',
  card: 'QRC',
  spec: '§3.5',
  rules: ['2.7', '2.10'],
  unit: 'hexes',
  base: 4,
  modifiers: [
    { value: -1, when: { kind: 'columnIncludes', what: 'convoy' }, text: 'The column includes the ox wagon convoy.' },
    { value: -1, when: { kind: 'weatherShows', weather: 'rain' }, text: 'The weather marker shows rain.' },
    { value: -1, when: { kind: 'weatherBoxIn', boxes: [4, 5] }, text: 'The weather marker is in the Mud or Deep Mud box.' },
  ],
  minimum: 1,
  notes: [
    'Each operational column moves the basic four hexes plus these modifiers. It must move the full result toward its destination (Table 2.3.2). Columns move in British Movement Priority order (§3.8).',
    'The move is cut short when the column reaches its destination, or when it starts in or enters a flooded Double Drifts hex (r. 2.7). The Pontoon at the Drifts card (§7) cancels the flood stop.',
    'Two columns may not end in the same hex; see r. 2.7 for backing up. A column that reaches its destination is never blocked, and a column that backs up into the hex it started from stays there as a column (ruling R55).',
  ],
};

/** §3.6 Ambush Roll Table (r. 2.9). */
export const AMBUSH: RollTable<'noAmbush' | 'ambush'> = {
  id: 'ambush',
  name: 'Ambush Roll Table',
  card: 'QRC',
  spec: '§3.6',
  rules: ['2.9'],
  die: 'D6',
  rolled:
    'One D6 for each insecure British-controlled objective (the British Camp included when it is insecure) and for each operational column. Go in the order of the Boer Battle Priority Table (§3.7). Skip any target an event card has already marked for ambush this day.',
  rows: [
    { min: null, max: 5, result: 'noAmbush', text: '5 or less: no ambush' },
    { min: 6, max: null, result: 'ambush', text: "6 or more: Ambush. Place an orders/ambush marker, Boer ambush side up, in the target's hex." },
  ],
  modifiers: [
    { value: 1, when: { kind: 'noBritishAssaultInEffect' }, text: "The No British Assault at Laing's Nek rules are in effect (r. 1.4)." },
    { value: 1, when: { kind: 'weatherShows', weather: 'rain' }, text: 'The weather marker shows rain.' },
    { value: 1, when: { kind: 'targetBecameBritishThisOperationalPhase' }, text: 'The target objective became British-controlled during this Operational Phase.' },
    { value: 1, when: { kind: 'targetIsObjective', objectives: ['NK', 'TM', 'MM'] }, text: 'The target is The Nek, Table Mountain or Majuba Mountain.' },
    {
      value: 1,
      when: { kind: 'all', of: [{ kind: 'targetIsOperationalColumn' }, { kind: 'columnIncludes', what: 'convoy' }] },
      text: 'The target is an operational column that includes the ox wagon convoy.',
    },
    { value: 1, when: { kind: 'cardInEffectToday', card: 'EV-17' }, text: 'The Mist on the Berg card is in effect this day (§7).' },
    { value: -1, when: { kind: 'targetHasMountedTroop' }, text: 'The target contains at least one mounted cavalry troop (dismounted or hospitalized troops do not count).' },
    {
      value: -1,
      when: { kind: 'targetObjectiveHasNoBoerObjectiveWithin', distance: 3 },
      text: 'The target objective has no Boer-controlled objective within distance 3 (Table 2.4.6). Never applies to operational columns.',
    },
    { value: -1, when: { kind: 'targetIsObjective', objectives: ['BC'] }, text: 'The target is the British Camp.' },
  ],
};

/** §3.7 Boer Battle Priority Table (r. 2.9, 4.2). Event cards choose their targets from it too. */
export const BOER_BATTLE_PRIORITY: BoerBattlePriorityTable = {
  id: 'boerBattlePriority',
  name: 'Boer Battle Priority Table',
  card: 'QRC',
  spec: '§3.7',
  rules: ['2.9', '4.2'],
  entries: [
    { priority: 1, target: 'NK' },
    { priority: 2, target: 'TM' },
    { priority: 3, target: 'MM' },
    { priority: 4, target: 'BK' },
    {
      priority: 5,
      target: 'operationalColumns',
      notes:
        'With more than one column on the map, the one whose commander has the lower British movement priority number goes first (r. 4.2); a column left with no commander goes last (ruling R56).',
    },
    { priority: 6, target: 'MS' },
    { priority: 7, target: 'LF' },
    { priority: 8, target: 'RG' },
    { priority: 9, target: 'NP' },
    { priority: 10, target: 'BC' },
    { priority: 11, target: 'ON' },
  ],
};

/** §3.8 British Movement Priority Table (r. 2.4, 2.7, 3.3, 4.2, 4.3). */
export const BRITISH_MOVEMENT_PRIORITY: BritishMovementPriorityTable = {
  id: 'britishMovementPriority',
  name: 'British Movement Priority Table',
  card: 'QRC',
  spec: '§3.8',
  rules: ['2.4', '2.7', '3.3', '4.2', '4.3'],
  entries: [
    { priority: 1, commander: 'GEN-COLLEY', class: 'armyGeneral' },
    { priority: 2, commander: 'GEN-WOOD', class: 'armyGeneral' },
    { priority: 3, commander: 'HQ-3-60', class: 'rifles' },
    { priority: 4, commander: 'HQ-2-60', class: 'rifles' },
    { priority: 5, commander: 'HQ-58', class: 'lineInfantry' },
    { priority: 6, commander: 'HQ-92', class: 'lineInfantry' },
  ],
  uncommandedColumnPriority: 7,
  notes: [
    "A column's number is its commander's number. If a general's column holds more than one general or HQ, the lowest number commands.",
    'A dead general never commands (ruling R57); an operational column left with no general or HQ counts as priority 7 (ruling R56).',
  ],
};

/**
 * §3.9 British Secure Objectives Table (r. 2.9, 2.12, 2.13). An objective is secure while every
 * condition in its row holds. Each row lists the objectives within distance 3 (Table 2.4.6), less
 * the British Camp, which is British-controlled for as long as the game lasts.
 */
export const BRITISH_SECURE_OBJECTIVES: SecureObjectivesTable = {
  id: 'britishSecureObjectives',
  name: 'British Secure Objectives Table',
  card: 'QRC',
  spec: '§3.9',
  rules: ['2.9', '2.12', '2.13'],
  rows: {
    NK: { britishControlled: ['TM', 'LF', 'RG'], laagerDestroyed: 'joubert' },
    // Table Mountain also overlooks the Joubert laager, although only The Nek can bombard it (V7).
    TM: { britishControlled: ['NK', 'BK', 'RG'], laagerDestroyed: 'joubert' },
    BK: { britishControlled: ['TM'], laagerDestroyed: 'coldstream' },
    MM: { britishControlled: ['MS'], laagerDestroyed: 'smit' },
    MS: { britishControlled: ['MM', 'ON', 'NP'], laagerDestroyed: null },
    LF: { britishControlled: ['NK', 'RG'], laagerDestroyed: null },
    RG: { britishControlled: ['NK', 'TM', 'LF', 'ON'], laagerDestroyed: null },
    ON: { britishControlled: ['MS', 'RG', 'NP'], laagerDestroyed: null },
    NP: { britishControlled: ['MS', 'ON'], laagerDestroyed: null },
    BC: { britishControlled: ['ON', 'NP'], laagerDestroyed: null },
  },
  consequences: [
    {
      text: 'A Boer-controlled objective that meets its row during the Secure Objectives Segment becomes British-controlled, even with no British counters in it. The rows are symmetric (each lists the objectives within distance 3), so one objective turning British never completes the row of another Boer-controlled one: a single pass in any order gives the result.',
      rules: ['2.12'],
    },
    { text: 'A secure objective needs no garrison and is never an Ambush Roll target. Only a Boers Raid card (EV-01) can hit it.', rules: ['2.12'] },
    {
      text: 'An insecure, unoccupied objective is Boer-controlled by definition. After any British-to-Boer change, or a laager reforming, re-check every unoccupied objective until nothing changes (a cascade).',
      rules: ['2.12'],
    },
  ],
};

/** §3.10 Bombard Laager Table (r. 2.11, 4.10, 4.17). */
export const BOMBARD_LAAGER: BombardLaagerTable = {
  id: 'bombardLaager',
  name: 'Bombard Laager Table',
  card: 'QRC',
  spec: '§3.10',
  rules: ['2.11', '4.10', '4.17'],
  rows: {
    // Only the mountain gun and rocket sections may be in Majuba Mountain (r. 4.13).
    smit: { objective: 'MM', sections: ['mountainGun', 'rocket'], ammunition: ['shells', 'rockets'], result: 'destroyed', joubertRoll: false },
    joubert: { objective: 'NK', sections: ['fieldGun', 'mountainGun', 'rocket'], ammunition: ['shells', 'rockets'], result: 'destroyed', joubertRoll: true },
    coldstream: { objective: 'BK', sections: ['fieldGun', 'mountainGun', 'rocket'], ammunition: ['shells', 'rockets'], result: 'destroyed', joubertRoll: false },
  },
  conditions: [
    { condition: 'Sections needed', value: 'one non-hospitalized section in the objective. One bombardment destroys the laager (rockets always hit laagers, r. 4.17).' },
    { condition: 'Supply path', value: 'The ammunition needs a supply path from the objective to the British Camp (Table 2.4.7).' },
    { condition: 'Already destroyed', value: 'A destroyed laager cannot be bombarded again until it reforms.' },
    { condition: 'Effect on commandos', value: '−1 counter per destroyed laager (§5.2)' },
    { condition: 'Effect on security', value: 'See §3.9.' },
  ],
};

/** §3.10 Joubert roll, made when his laager is destroyed while he is alive (r. 4.10). */
export const JOUBERT_ROLL: RollTable<'killed' | 'survives'> = {
  id: 'joubertRoll',
  name: 'Bombard Laager Table: Joubert roll',
  card: 'QRC',
  spec: '§3.10',
  rules: ['2.11', '4.10'],
  die: 'D6',
  rolled: 'Once, when the Joubert laager is destroyed while Joubert is alive.',
  rows: [
    { min: null, max: 2, result: 'killed', text: '1–2: Joubert is killed. Flip him to dead and regress the politics marker one box (r. 1.3, 4.10).' },
    { min: 3, max: null, result: 'survives', text: '3–6: Joubert survives.' },
  ],
  modifiers: [],
};

/**
 * §3.11 Hunger and Thirst Roll Table (r. 2.15), one table per side of the weather marker. Roll one
 * D6 for each company or reserve that had to use a rations but could not (R18).
 */
export const HUNGER_AND_THIRST: Readonly<Record<Weather, RollTable<'hit' | 'noHit'>>> = {
  fine: {
    id: 'hungerAndThirst',
    name: 'Hunger and Thirst Roll Table (weather marker shows fine)',
    card: 'QRC',
    spec: '§3.11',
    rules: ['2.15'],
    die: 'D6',
    rolled: 'One D6 for each company or reserve that had to use a rations (r. 2.15) but could not, either because the British Camp ran out or because it had no supply path.',
    rows: [
      { min: null, max: 3, result: 'noHit', text: '1–3: no hit' },
      { min: 4, max: null, result: 'hit', text: '4–6: one hit' },
    ],
    modifiers: [],
  },
  rain: {
    id: 'hungerAndThirst',
    name: 'Hunger and Thirst Roll Table (weather marker shows rain)',
    card: 'QRC',
    spec: '§3.11',
    rules: ['2.15'],
    die: 'D6',
    rolled: 'One D6 for each company or reserve that had to use a rations (r. 2.15) but could not, either because the British Camp ran out or because it had no supply path.',
    rows: [
      { min: null, max: 4, result: 'noHit', text: '1–4: no hit' },
      { min: 5, max: null, result: 'hit', text: '5–6: one hit' },
    ],
    modifiers: [],
  },
};

/** §3.12 Fort Amiel Supply Roll (r. 2.16). Fort Amiel's stocks are unlimited. */
export const FORT_AMIEL_SUPPLY: RollTable<'fails' | 'succeeds'> = {
  id: 'fortAmielSupply',
  name: 'Fort Amiel Supply Roll',
  card: 'QRC',
  spec: '§3.12',
  rules: ['2.16'],
  die: 'D6',
  rolled: 'One D6 each time a counter in Fort Amiel wants to use medical supplies or herds.',
  rows: [
    { min: null, max: 2, result: 'fails', text: '1–2: fails: no recovery this Sunday' },
    { min: 3, max: null, result: 'succeeds', text: '3–6: succeeds: apply the recovery in r. 2.16' },
  ],
  modifiers: [],
};

function load(rations: number, medicalSupplies: number, herds: number, cartridges: number, shells: number, caseShot: number, rockets: number): SupplyAmounts {
  return { rations, medicalSupplies, herds, cartridges, shells, caseShot, rockets };
}

/**
 * §3.13 Load Wagons Roll Table (r. 1.3, 2.17). One D6 per supply type; each type reads its own
 * column of the row its modified roll falls in. An amount of 0 places nothing.
 */
export const LOAD_WAGONS: RollTable<SupplyAmounts> = {
  id: 'loadWagons',
  name: 'Load Wagons Roll Table',
  card: 'QRC',
  spec: '§3.13',
  rules: ['1.3', '2.17'],
  die: 'D6',
  rolled:
    'One D6 for each of the seven supply types. Place the supply counter showing the listed amount in the matching box of the Ox Wagon Convoy Diagram. An amount of 0 places nothing.',
  rows: [
    { min: null, max: 1, result: load(10, 2, 0, 10, 2, 0, 0), text: '1 or less' },
    { min: 2, max: 3, result: load(15, 3, 1, 15, 3, 1, 1), text: '2–3' },
    { min: 4, max: 5, result: load(20, 4, 2, 20, 4, 2, 1), text: '4–5' },
    { min: 6, max: null, result: load(25, 6, 3, 25, 5, 3, 2), text: '6' },
  ],
  modifiers: [
    {
      value: -1,
      when: { kind: 'politicsInSupplyMinusBox' },
      text: 'Orange Free State support: the politics marker is in a "Supply −1" box (§4.1). This is the "1 modifier" of r. 1.3; its sign is taken as minus (ruling R8).',
    },
    { value: -1, when: { kind: 'cardHeld', card: 'EV-05' }, text: 'The Wires Cut card is held (§7).' },
  ],
};

/** §3.13 average loads, for checking. */
export const LOAD_WAGONS_AVERAGES: Readonly<Record<'unmodified' | 'minusOne', SupplyAmounts>> = {
  unmodified: load(17.5, 3.7, 1.5, 17.5, 3.5, 1.5, 1.0),
  minusOne: load(15.0, 3.0, 1.0, 15.0, 3.0, 1.0, 0.7),
};

/** §3.14 Assault Formation Roll Table (r. 3.1). */
export const ASSAULT_FORMATION: RollTable<Formation> = {
  id: 'assaultFormation',
  name: 'Assault Formation Roll Table',
  card: 'QRC',
  spec: '§3.14',
  rules: ['3.1'],
  die: 'D6',
  rolled: 'One D6 for each tactical column making a day assault (not rolled for Majuba Mountain or night assaults: ASSAULT_FORMATION_FIXED).',
  rows: [
    { min: null, max: 2, result: 'mass', text: '2 or less: Mass' },
    { min: 3, max: 5, result: 'line', text: '3–5: Line' },
    { min: 6, max: null, result: 'extended', text: '6 or more: Extended' },
  ],
  modifiers: [
    { value: 1, when: { kind: 'columnCommandedBy', commanders: ['HQ-3-60', 'HQ-2-60'] }, text: 'The column is commanded by a Rifles HQ (3/60th or 2/60th).' },
    { value: 1, when: { kind: 'columnCommandedBy', commanders: ['GEN-WOOD'] }, text: 'The column is commanded by Wood.' },
    { value: -1, when: { kind: 'targetObjectiveType', types: ['mainPosition'] }, text: 'The target is a main position (The Nek or Table Mountain).' },
    { value: 1, when: { kind: 'cardSpentOnThisRoll', card: 'EV-23' }, text: 'The Reconnaissance card is spent on this roll.' },
  ],
};

/** §3.14 fixed cases (no roll): r. 3.1. Majuba Mountain is checked first. */
export const ASSAULT_FORMATION_FIXED: readonly { case: 'majubaMountain' | 'otherNightAssault'; formation: Formation; text: string }[] = [
  { case: 'majubaMountain', formation: 'extended', text: 'Any assault on Majuba Mountain, night or day: Extended (r. 3.1)' },
  { case: 'otherNightAssault', formation: 'mass', text: 'Any other night assault: Mass (r. 3.1)' },
];

/** §3.15 Night Assault Dispersal Roll Table (r. 3.2). */
export const NIGHT_ASSAULT_DISPERSAL: RollTable<'disperses' | 'inPosition'> = {
  id: 'nightAssaultDispersal',
  name: 'Night Assault Dispersal Roll Table',
  card: 'QRC',
  spec: '§3.15',
  rules: ['3.2'],
  die: 'D6',
  rolled: 'One D6 for the night assault column, after it moves directly into the rifle fire hex holding its orders marker.',
  rows: [
    {
      min: null,
      max: 1,
      result: 'disperses',
      text: '1 or less: The column disperses. Remove its orders marker. Each company and reserve in it suffers one hit. Return the counters to the British Camp and go back to 2.4. The night assault counts as not made (r. 2.6).',
    },
    { min: 2, max: null, result: 'inPosition', text: '2 or more: The column is in position. Go to the Assault Card.' },
  ],
  modifiers: [
    { value: -1, when: { kind: 'weatherShows', weather: 'rain' }, text: 'The weather marker shows rain.' },
    { value: -1, when: { kind: 'columnCompaniesAndReservesAtLeast', count: 7 }, text: 'The column holds 7 or more companies and reserves in total.' },
    { value: 1, when: { kind: 'columnCommandedBy', commanders: ['HQ-3-60', 'HQ-2-60'] }, text: 'The column is commanded by a Rifles HQ.' },
    { value: 1, when: { kind: 'cardSpentOnThisRoll', card: 'EV-23' }, text: 'The Reconnaissance card is spent on this roll.' },
  ],
};

/** §3.16 Tactical Movement Roll Table (r. 3.3). */
export const TACTICAL_MOVEMENT: RollTable<number> = {
  id: 'tacticalMovement',
  name: 'Tactical Movement Roll Table',
  card: 'QRC',
  spec: '§3.16',
  rules: ['3.3'],
  die: 'D6',
  rolled: 'One D6 each hour for each tactical column that has departed and not yet arrived.',
  rows: [
    { min: null, max: 2, result: 1, text: '2 or less: 1 hex this hour' },
    { min: 3, max: 4, result: 2, text: '3–4: 2 hexes this hour' },
    { min: 5, max: null, result: 3, text: '5 or more: 3 hexes this hour' },
  ],
  modifiers: [
    { value: -1, when: { kind: 'weatherShows', weather: 'rain' }, text: 'The weather marker shows rain.' },
    { value: -1, when: { kind: 'columnIncludes', what: 'artillerySection' }, text: 'The column includes an artillery section.' },
    { value: 1, when: { kind: 'columnCommandedBy', commanders: ['HQ-3-60', 'HQ-2-60'] }, text: 'The column is commanded by a Rifles HQ.' },
  ],
};

/** §3.17 Event Roll (r. 2.8). No modifiers. */
export const EVENT_ROLL: RollTable<'noEvent' | 'drawCard'> = {
  id: 'eventRoll',
  name: 'Event Roll',
  card: 'QRC',
  spec: '§3.17',
  rules: ['2.8'],
  die: 'D6',
  rolled: 'One D6 in every Event Segment.',
  rows: [
    { min: null, max: 4, result: 'noEvent', text: '1–4: no event' },
    {
      min: 5,
      max: null,
      result: 'drawCard',
      text: '5–6: Draw the top card of the Event Card Deck (§7), carry it out, then discard it (some cards are held first; see §7).',
    },
  ],
  modifiers: [],
};

// =============================================================================================
// §5.2 Commando Strength Table (r. 4.5, 4.10, 4.14)
// =============================================================================================

/** Table 5.2.1: assaults (counters drawn for the objective being assaulted). */
export const COMMANDO_STRENGTH_ASSAULT: CommandoStrengthAssaultTable = {
  id: 'commandoStrengthAssault',
  name: 'Commando Strength Table (assaults)',
  card: 'AsC',
  spec: 'Table 5.2.1',
  rules: ['4.5', '4.14'],
  day: { NK: 3, TM: 3, BK: 2, MM: 2, MS: 1, LF: 2, RG: 1, ON: 2, NP: 1 },
  // null: night assaults are not allowed against The Nek or Table Mountain (r. 2.3).
  night: { NK: null, TM: null, BK: 1, MM: 1, MS: 1, LF: 1, RG: 1, ON: 1, NP: 1 },
  modifiers: [
    {
      value: 1,
      per: 'supportingObjective',
      maxTotal: 3,
      when: { kind: 'dayAssault' },
      text: 'Each supporting objective, by day only (+1 each, at most +3). A supporting objective is Boer-controlled, at distance ≤ 3 from the target, not the target itself, and not the target of an assault whose battle duration overlaps this one (r. 4.5, 4.14).',
    },
    { value: -1, when: { kind: 'overlapsAtLeast', count: 2 }, text: "This assault's battle duration overlaps those of two or more other assaults (r. 4.14)." },
    { value: -1, per: 'destroyedLaager', when: null, text: 'Each destroyed laager (§3.10)' },
  ],
  minimum: 1,
};

/** Table 5.2.2: ambushes (counters drawn for the hex being ambushed). */
export const COMMANDO_STRENGTH_AMBUSH: CommandoStrengthAmbushTable = {
  id: 'commandoStrengthAmbush',
  name: 'Commando Strength Table (ambushes)',
  card: 'AmC',
  spec: 'Table 5.2.2',
  rules: ['4.5'],
  // Majuba Mountain 6: storming parties climb from the laagers below.
  base: { NK: 3, TM: 3, BK: 2, MM: 6, MS: 2, LF: 2, RG: 2, ON: 1, NP: 1, BC: 3, operationalColumn: 2 },
  modifiers: [
    { value: 1, when: { kind: 'noBritishAssaultInEffect' }, text: "The No British Assault at Laing's Nek rules are in effect." },
    { value: 1, when: { kind: 'cardInEffectToday', card: 'EV-08' }, text: 'A Boer Scouts card took effect this day.' },
    {
      value: 1,
      when: { kind: 'all', of: [{ kind: 'cardInEffectToday', card: 'EV-22' }, { kind: 'noLaagerDestroyed' }] },
      text: 'A Boers Reinforce card took effect this day with no laager destroyed.',
    },
    { value: 2, when: { kind: 'targetChosenByCard', card: 'EV-09' }, text: 'The target was chosen by the White Flag Ruse card.' },
    { value: -1, per: 'destroyedLaager', when: null, text: 'Each destroyed laager' },
  ],
  minimum: 1,
};

/**
 * Table 5.2.3: drawing the counters, one at a time from the laagers cup (r. 4.5, 4.10). Every
 * commando goes back to the laagers when its battle ends; the crack veldkornetskap goes to the
 * Coldstream Laager Box and Smit to the Smit Laager Box. A lone patrol drawn as a one-counter
 * commando, or placed by the Snipers card, is an "isolated patrol" (R26).
 */
export const COMMANDO_DRAW: readonly CommandoDrawRow[] = [
  { drawn: 'veldkornetskapOrPatrol', situation: 'always', action: 'place', counts: true, text: 'Veldkornetskap or patrol: Place it in the hex. Counts toward the total.' },
  {
    drawn: 'patrolCrack',
    situation: 'the crack veldkornetskap is in the Coldstream Laager Box',
    action: 'placeCrackReturnDrawn',
    counts: true,
    text: 'Patrol/crack, crack veldkornetskap is in the Coldstream Laager Box: Place the crack veldkornetskap in the hex and put the patrol/crack back in the cup. Counts (the crack veldkornetskap counts).',
  },
  {
    drawn: 'patrolCrack',
    situation: 'the crack veldkornetskap is already in some hex',
    action: 'placeAsPatrol',
    counts: true,
    text: 'Patrol/crack, crack veldkornetskap already in some hex: It is a patrol. Place it. Counts.',
  },
  {
    drawn: 'patrolSmit',
    situation: 'Smit is alive and in the Smit Laager Box',
    action: 'placeSmitReturnDrawnDrawAgain',
    counts: false,
    text: 'Patrol/smit, Smit alive and in the Smit Laager Box: Place Smit in the hex, put the patrol/smit back in the cup, draw again. Neither counter counts.',
  },
  {
    drawn: 'patrolSmit',
    situation: 'Smit is dead or already in some hex',
    action: 'placeAsPatrol',
    counts: true,
    text: 'Patrol/smit, Smit dead or already in some hex: It is a patrol. Place it. Counts.',
  },
  {
    drawn: 'cupEmpty',
    situation: 'the cup is empty',
    action: 'stop',
    counts: null,
    text: 'Cup empty: Stop. The commando is smaller. A commando of no counters at all means no battle (ruling R60).',
  },
];

// =============================================================================================
// §5.5 Firepower totals (r. 4.1, 4.7, 4.8, 4.11)
// =============================================================================================

/**
 * Table 5.5.1: assault (the Boers defend the objective; the British tactical column attacks).
 * Formations do not change the totals: they choose the Assault Result Table column and a Cold Steel
 * modifier.
 */
export const ASSAULT_FIREPOWER_TOTALS: FirepowerTotalsTable = {
  id: 'assaultFirepowerTotals',
  name: 'Firepower totals: assault',
  card: 'AsC',
  spec: 'Table 5.5.1',
  rules: ['4.1', '4.7', '4.8', '4.11'],
  steps: [
    { step: 1, boer: "Sum of the commando's counters; +2 if Smit is present", british: 'Sum of the firing companies (AsC-3b)' },
    { step: 2, boer: 'If the target is on the heights (The Nek, Table Mountain, Brownlow\'s Kop): add floor(total / 3)', british: 'Add the firing committed reserves (AsC-3c)' },
    {
      step: 3,
      boer: 'Subtract every bombardment marker on the target (Table 5.1.2)',
      british:
        "Fortification of the target. Trenches (The Nek, Table Mountain) or buildings (Laing's Farm, O'Neill's Farm): subtract floor(total / 3). A sangers marker (outposts): subtract floor(total / 4).",
    },
    { step: 4, boer: 'A total below 1 counts as 1.', british: '—' },
  ],
  heights: { divisor: 3, sign: 1, appliesTo: 'boer', hexes: ['NK', 'TM', 'BK'] },
  fortification: { trenches: { divisor: 3, sign: -1 }, buildings: { divisor: 3, sign: -1 }, sangersMarker: { divisor: 4, sign: -1 } },
  fortificationAppliesTo: 'british',
  boerMinimum: 1,
};

/** Table 5.5.2: ambush (the Boers attack; the British defend the hex). */
export const AMBUSH_FIREPOWER_TOTALS: FirepowerTotalsTable = {
  id: 'ambushFirepowerTotals',
  name: 'Firepower totals: ambush',
  card: 'AmC',
  spec: 'Table 5.5.2',
  rules: ['4.1', '4.7', '4.8', '4.11'],
  steps: [
    { step: 1, boer: "Sum of the commando's counters; +2 if Smit is present", british: 'Sum of every firing company and reserve in the hex' },
    {
      step: 2,
      boer: 'Fortification of a British-held objective. Redoubts (British Camp): subtract floor(total / 2). Trenches or buildings: subtract floor(total / 3). A sangers marker: subtract floor(total / 4). Operational columns have none.',
      british: "Heights: if the hex is The Nek, Table Mountain, Brownlow's Kop or Schuinshoogte (O0306), add floor(total / 3). Majuba Mountain never counts (r. 4.11).",
    },
    { step: 3, boer: 'Subtract bombardment markers (AmC-2)', british: '—' },
    { step: 4, boer: 'A total below 1 counts as 1.', british: '—' },
  ],
  heights: { divisor: 3, sign: 1, appliesTo: 'british', hexes: ['NK', 'TM', 'BK', 'O0306'] },
  fortification: {
    redoubts: { divisor: 2, sign: -1 },
    trenches: { divisor: 3, sign: -1 },
    buildings: { divisor: 3, sign: -1 },
    sangersMarker: { divisor: 4, sign: -1 },
  },
  fortificationAppliesTo: 'boer',
  boerMinimum: 1,
};

// =============================================================================================
// §5.6-5.14 Result and roll tables of the Assault and Ambush Cards
// =============================================================================================

/** §5.6 Assault Result Table (r. 4.1, 4.4, 4.7, 4.12). Q = floor(British total / Boer total). */
export const ASSAULT_RESULT: AssaultResultTable = {
  id: 'assaultResult',
  name: 'Assault Result Table',
  card: 'AsC',
  spec: '§5.6',
  rules: ['4.1', '4.4', '4.7', '4.12'],
  rows: [
    { min: null, max: 0, mass: { result: 'britishRout', hits: 2 }, line: { result: 'britishRout', hits: 2 }, extended: { result: 'britishRout', hits: 1 } },
    { min: 1, max: 1, mass: { result: 'britishRetreat', hits: 2 }, line: { result: 'britishRetreat', hits: 1 }, extended: { result: 'britishRout', hits: 1 } },
    { min: 2, max: 2, mass: { result: 'britishRetreat', hits: 1 }, line: { result: 'britishRetreat', hits: 1 }, extended: { result: 'britishRetreat', hits: 0 } },
    { min: 3, max: 3, mass: { result: 'britishRetreat', hits: 1 }, line: { result: 'boersFallBack', hits: 1 }, extended: { result: 'boersFallBack', hits: 0 } },
    { min: 4, max: 4, mass: { result: 'boersFallBack', hits: 1 }, line: { result: 'boersFallBack', hits: 0 }, extended: { result: 'boersFallBack', hits: 0 } },
    { min: 5, max: null, mass: { result: 'boersFallBack', hits: 0 }, line: { result: 'boersFallBack', hits: 0 }, extended: { result: 'boersFallBack', hits: 0 } },
  ],
  meanings: {
    britishRout:
      'The assault fails. Apply the hits. Committed artillery is captured (r. 4.1). Boer victory: Boer victories +1, politics +2 (r. 1.3). No charge is allowed. Survivors go back to the British Camp.',
    britishRetreat:
      'The assault fails. A charge may be tried first (§5.8). If there is no charge, or it fails, apply the hits and send the survivors back to the British Camp.',
    boersFallBack: 'The assault succeeds. Apply the hits. The objective is captured: the survivors occupy it (AsC-3j).',
  },
};

/** §5.7 Ambush Result Table (r. 1.3, 4.1, 4.12). */
export const AMBUSH_RESULT: AmbushResultTable = {
  id: 'ambushResult',
  name: 'Ambush Result Table',
  card: 'AmC',
  spec: '§5.7',
  rules: ['1.3', '4.1', '4.12'],
  rows: [
    { min: null, max: 0, result: 'overrun', companyHits: 2, reserveHits: 2 },
    { min: 1, max: 1, result: 'overrun', companyHits: 2, reserveHits: 2 },
    { min: 2, max: 2, result: 'britishHold', companyHits: 1, reserveHits: 1 },
    // At Q 3 only reserves are hit: horses, draft animals and the convoy suffer first (r. 4.12 introduction).
    { min: 3, max: 3, result: 'britishHold', companyHits: 0, reserveHits: 1 },
    { min: 4, max: null, result: 'boersBeatenOff', companyHits: 0, reserveHits: 0 },
  ],
  meanings: {
    overrun: 'Boer victory: Boer victories +1, politics +2. All artillery in the hex is captured. Counters leave the hex as in AmC-3g.',
    britishHold:
      'The British keep the hex. Hits only, as listed; at Q 3 only reserves are hit, since horses, draft animals and the convoy suffer first (r. 4.12 introduction). Counters hospitalized by the hits leave the hex (AmC-3g).',
    boersBeatenOff: 'No effect.',
  },
};

/**
 * §5.8 Cold Steel Roll Table (r. 4.4, 4.8). Only after a British Retreat in an assault.
 * Failure: the Retreat stands; apply its hits, then one extra hit to each counter that charged, as a
 * separate batch (R11). Success: Boers Fall Back with 1 hit on each company and committed reserve,
 * replacing the Retreat's hits (R10).
 */
export const COLD_STEEL: RollTable<'fails' | 'succeeds'> = {
  id: 'coldSteel',
  name: 'Cold Steel Roll Table',
  card: 'AsC',
  spec: '§5.8',
  rules: ['4.4', '4.8'],
  die: 'D6',
  rolled: 'Once, when the player charges after a British Retreat in an assault.',
  rows: [
    {
      min: null,
      max: 5,
      result: 'fails',
      text: "5 or less: The charge fails. The Retreat stands. Apply the Retreat's hits, then one extra hit to each counter that charged, as a separate batch (ruling R11).",
    },
    {
      min: 6,
      max: null,
      result: 'succeeds',
      text: "6 or more: The charge succeeds. The result becomes Boers Fall Back and 1 hit goes to each company and committed reserve, replacing the Retreat's hits (ruling R10).",
    },
  ],
  modifiers: [
    { value: 2, when: { kind: 'formationIs', formation: 'mass' }, text: 'Mass formation' },
    { value: 0, when: { kind: 'formationIs', formation: 'line' }, text: 'Line formation' },
    { value: -2, when: { kind: 'formationIs', formation: 'extended' }, text: 'Extended formation' },
    { value: 1, when: { kind: 'generalLeadsCharge' }, text: 'The commanding general leads the charge. He also takes +1 on his General Roll.' },
    { value: 1, when: { kind: 'mountedTroopCharges' }, text: "At least one mounted troop charges. Not allowed against Laing's Farm or O'Neill's Farm (r. 4.8)." },
    { value: -1, when: { kind: 'targetOnHeights' }, text: "The target is on the heights (The Nek, Table Mountain, Brownlow's Kop)." },
  ],
};

/** Hits set by a charge (R10, R11). */
export const COLD_STEEL_HITS = { onSuccessEach: 1, extraOnFailureEachCharger: 1 } as const;

/** §5.9 General Roll Table (r. 4.4, 4.10). */
export const GENERAL_ROLL: RollTable<'unharmed' | 'killed'> = {
  id: 'generalRoll',
  name: 'General Roll Table',
  card: 'AsC+AmC',
  spec: '§5.9',
  rules: ['4.4', '4.10'],
  die: 'D6',
  rolled: 'For Colley or Wood when present in a battle or struck by fever, and for Smit when present in a battle.',
  rows: [
    { min: null, max: 6, result: 'unharmed', text: '6 or less: unharmed' },
    {
      min: 7,
      max: null,
      result: 'killed',
      text: '7 or more: Killed. Flip to dead. A dead Wood in Durban, or anywhere on the Strategic Map, stays in that hex. Any other dead British general returns, dead, to the place he departed from. A dead Smit goes to the Smit Laager Box (r. 4.10).',
    },
  ],
  modifiers: [
    {
      value: 1,
      when: { kind: 'all', of: [{ kind: 'rollFor', subject: 'britishGeneral' }, { kind: 'battleResultIn', results: ['britishRetreat'] }] },
      text: 'British general; result British Retreat (after any charge)',
    },
    {
      value: 2,
      when: { kind: 'all', of: [{ kind: 'rollFor', subject: 'britishGeneral' }, { kind: 'battleResultIn', results: ['britishRout', 'overrun'] }] },
      text: 'British general; result British Rout or Overrun',
    },
    { value: 1, when: { kind: 'all', of: [{ kind: 'rollFor', subject: 'britishGeneral' }, { kind: 'generalLeadsCharge' }] }, text: 'British general who led a charge (r. 4.4)' },
    {
      value: 1,
      when: { kind: 'all', of: [{ kind: 'rollFor', subject: 'smit' }, { kind: 'battleResultIn', results: ['boersFallBack', 'boersBeatenOff'] }] },
      text: 'Smit; result Boers Fall Back or Boers Beaten Off',
    },
    { value: 1, when: { kind: 'rollIsForFever' }, text: 'The roll is for fever (event card)' },
  ],
};

/** §5.10 Gatling Gun Roll Table (r. 4.9). Roll before paying cartridges; the gun clears itself before its next firing. */
export const GATLING_GUN: RollTable<{ outcome: 'jammed' | 'stoppages' | 'firing' | 'sustainedFire'; firepower: number; cartridges: number }> = {
  id: 'gatlingGun',
  name: 'Gatling Gun Roll Table',
  card: 'AsC+AmC',
  spec: '§5.10',
  rules: ['4.9'],
  die: 'D6',
  rolled: 'Each time the Gatling gun section fires (close support), before paying cartridges.',
  rows: [
    { min: null, max: 1, result: { outcome: 'jammed', firepower: 0, cartridges: 0 }, text: '1: jammed: firepower 0, cartridges 0' },
    { min: 2, max: 2, result: { outcome: 'stoppages', firepower: 3, cartridges: 1 }, text: '2: stoppages: firepower 3, cartridges 1' },
    { min: 3, max: 5, result: { outcome: 'firing', firepower: 6, cartridges: 1 }, text: '3–5: firing: firepower 6, cartridges 1' },
    {
      min: 6,
      max: null,
      result: { outcome: 'sustainedFire', firepower: 8, cartridges: 2 },
      text: '6: sustained fire: firepower 8, cartridges 2 (with only 1 available, treat as 3–5)',
    },
  ],
  modifiers: [],
  notes: ['Sustained fire with only 1 cartridges available is treated as 3–5 (firing: 6 firepower, 1 cartridges).'],
};

/** §5.11 Rockets Roll Table (r. 4.17). Roll after paying the rockets. Not rolled against laagers. */
export const ROCKETS: RollTable<'miss' | 'hit'> = {
  id: 'rockets',
  name: 'Rockets Roll Table',
  card: 'AsC+AmC',
  spec: '§5.11',
  rules: ['4.17'],
  die: 'D6',
  rolled: 'After each rocket bombardment marker is placed and the rockets paid (never against laagers: an automatic hit).',
  rows: [
    { min: null, max: 3, result: 'miss', text: '3 or less: miss: remove the bombardment marker' },
    { min: 4, max: null, result: 'hit', text: '4 or more: hit' },
  ],
  modifiers: [{ value: -1, when: { kind: 'weatherShows', weather: 'rain' }, text: 'The weather marker shows rain.' }],
};

/** §5.12 Line of Sight Roll Table (AmC) (r. 4.1). */
export const LINE_OF_SIGHT: RollTable<'notSpotted' | 'spotted'> = {
  id: 'lineOfSight',
  name: 'Line of Sight Roll Table',
  card: 'AmC',
  spec: '§5.12',
  rules: ['4.1'],
  die: 'D6',
  rolled: 'Once per bombardment attempt of a section against a commando in range (AmC-2).',
  rows: [
    { min: null, max: 3, result: 'notSpotted', text: '3 or less: not spotted: no fire, no ammunition spent' },
    { min: 4, max: null, result: 'spotted', text: '4 or more: spotted: the section may fire at this commando' },
  ],
  modifiers: [
    { value: 1, when: { kind: 'sectionInHeightsObjective' }, text: "The section is in a heights objective (The Nek, Table Mountain, Brownlow's Kop)." },
    { value: -1, when: { kind: 'weatherShows', weather: 'rain' }, text: 'The weather marker shows rain.' },
    { value: -2, when: { kind: 'cardInEffectToday', card: 'EV-17' }, text: 'The Mist on the Berg card is in effect this day.' },
  ],
};

/**
 * §5.13 Outpost Consolidation Roll Table (AsC) (r. 4.6). Only for outposts without a sangers
 * marker. A sangers marker is removed whenever its outpost changes control (R24).
 */
export const OUTPOST_CONSOLIDATION: Readonly<Record<'british' | 'boers', RollTable<'fails' | 'succeeds'>>> = {
  british: {
    id: 'outpostConsolidation',
    name: 'Outpost Consolidation Roll Table (British)',
    card: 'AsC',
    spec: '§5.13',
    rules: ['4.6'],
    die: 'D6',
    rolled: 'By the British after Boers Fall Back on an outpost, if someone is left to occupy it (AsC-3i).',
    rows: [
      { min: null, max: 4, result: 'fails', text: '4 or less: no sangers' },
      { min: 5, max: null, result: 'succeeds', text: '5 or more: place a sangers marker' },
    ],
    modifiers: [
      { value: -1, when: { kind: 'columnCommandedBy', commanders: ['GEN-COLLEY'] }, text: 'Colley commanded the column (over-confidence)' },
      { value: 1, when: { kind: 'columnCommandedBy', commanders: ['GEN-WOOD'] }, text: 'Wood commanded it' },
    ],
  },
  boers: {
    id: 'outpostConsolidation',
    name: 'Outpost Consolidation Roll Table (Boers)',
    card: 'AsC',
    spec: '§5.13',
    rules: ['4.6'],
    die: 'D6',
    rolled: 'By the Boers after a British Retreat or Rout on an outpost with no sangers marker (AsC-3i).',
    rows: [
      { min: null, max: 3, result: 'fails', text: '3 or less: no sangers' },
      { min: 4, max: null, result: 'succeeds', text: '4 or more: place a sangers marker' },
    ],
    modifiers: [],
  },
};

/** §5.14 Hits (r. 4.12), Table 5.14 and the batch rule (R11). */
export const HITS: HitsTable = {
  id: 'hits',
  name: 'Hits',
  card: 'AsC+AmC',
  spec: '§5.14',
  rules: ['4.12'],
  rows: [
    {
      before: 'Full-strength company / naval brigade, mounted troop, horse-drawn section',
      oneHit: 'reduced / dismounted / manhandled',
      twoHits: 'hospitalized (counter shows its reduced side, in the Hospital Box of departure)',
    },
    { before: 'Reduced, dismounted, manhandled', oneHit: 'hospitalized', twoHits: 'hospitalized' },
    { before: 'Hospitalized', oneHit: 'destroyed (set aside)', twoHits: 'destroyed' },
    {
      before: 'Undamaged ox wagon convoy',
      oneHit: 'damaged; floor(half) of each loaded supply destroyed',
      twoHits: 'destroyed: all supply counters and the convoy (undamaged side) back to Fort Amiel',
    },
    { before: 'Damaged ox wagon convoy', oneHit: 'destroyed, as above', twoHits: 'destroyed' },
  ],
  batchCap: 2,
  separateBatches: ['failedCharge', 'fever', 'nightAssaultDispersal', 'hungerAndThirst'],
};

// =============================================================================================
// Catalogue
// =============================================================================================

/** Every table id with its name, card, spec section and rules (spec check C1). */
export const TABLES: Readonly<Record<TableId, TableInfo>> = {
  strategicMovement: { id: 'strategicMovement', name: 'Strategic Movement Roll Table', card: 'QRC', spec: '§3.1', rules: ['1.1'] },
  diplomacy: { id: 'diplomacy', name: 'Diplomacy Roll Table', card: 'QRC', spec: '§3.2', rules: ['1.3'] },
  siege: { id: 'siege', name: 'Siege Roll Table', card: 'QRC', spec: '§3.3', rules: ['1.4'] },
  weather: { id: 'weather', name: 'Weather Roll Table', card: 'QRC', spec: '§3.4', rules: ['2.2'] },
  operationalMovement: { id: 'operationalMovement', name: 'Operational Movement Table', card: 'QRC', spec: '§3.5', rules: ['2.7', '2.10'] },
  ambush: { id: 'ambush', name: 'Ambush Roll Table', card: 'QRC', spec: '§3.6', rules: ['2.9'] },
  boerBattlePriority: { id: 'boerBattlePriority', name: 'Boer Battle Priority Table', card: 'QRC', spec: '§3.7', rules: ['2.9', '4.2'] },
  britishMovementPriority: { id: 'britishMovementPriority', name: 'British Movement Priority Table', card: 'QRC', spec: '§3.8', rules: ['2.4', '2.7', '3.3', '4.2', '4.3'] },
  britishSecureObjectives: { id: 'britishSecureObjectives', name: 'British Secure Objectives Table', card: 'QRC', spec: '§3.9', rules: ['2.9', '2.12', '2.13'] },
  bombardLaager: { id: 'bombardLaager', name: 'Bombard Laager Table', card: 'QRC', spec: '§3.10', rules: ['2.11', '4.10', '4.17'] },
  joubertRoll: { id: 'joubertRoll', name: 'Bombard Laager Table: Joubert roll', card: 'QRC', spec: '§3.10', rules: ['2.11', '4.10'] },
  hungerAndThirst: { id: 'hungerAndThirst', name: 'Hunger and Thirst Roll Table', card: 'QRC', spec: '§3.11', rules: ['2.15'] },
  fortAmielSupply: { id: 'fortAmielSupply', name: 'Fort Amiel Supply Roll', card: 'QRC', spec: '§3.12', rules: ['2.16'] },
  loadWagons: { id: 'loadWagons', name: 'Load Wagons Roll Table', card: 'QRC', spec: '§3.13', rules: ['1.3', '2.17'] },
  assaultFormation: { id: 'assaultFormation', name: 'Assault Formation Roll Table', card: 'QRC', spec: '§3.14', rules: ['3.1'] },
  nightAssaultDispersal: { id: 'nightAssaultDispersal', name: 'Night Assault Dispersal Roll Table', card: 'QRC', spec: '§3.15', rules: ['3.2'] },
  tacticalMovement: { id: 'tacticalMovement', name: 'Tactical Movement Roll Table', card: 'QRC', spec: '§3.16', rules: ['3.3'] },
  eventRoll: { id: 'eventRoll', name: 'Event Roll', card: 'QRC', spec: '§3.17', rules: ['2.8'] },
  commandoStrengthAssault: { id: 'commandoStrengthAssault', name: 'Commando Strength Table (assaults)', card: 'AsC', spec: 'Table 5.2.1', rules: ['4.5', '4.14'] },
  commandoStrengthAmbush: { id: 'commandoStrengthAmbush', name: 'Commando Strength Table (ambushes)', card: 'AmC', spec: 'Table 5.2.2', rules: ['4.5'] },
  commandoDraw: { id: 'commandoDraw', name: 'Drawing the counters', card: 'AsC+AmC', spec: 'Table 5.2.3', rules: ['4.5', '4.10'] },
  firepowerValues: { id: 'firepowerValues', name: 'Firing values', card: 'AsC+AmC', spec: 'Table 5.1.1', rules: ['2.15', '4.1', '4.5', '4.9', '4.10', '4.16'] },
  bombardmentValues: { id: 'bombardmentValues', name: 'Bombardment values', card: 'AsC+AmC', spec: 'Table 5.1.2', rules: ['4.1', '4.17'] },
  assaultFirepowerTotals: { id: 'assaultFirepowerTotals', name: 'Firepower totals: assault', card: 'AsC', spec: 'Table 5.5.1', rules: ['4.1', '4.7', '4.8', '4.11'] },
  ambushFirepowerTotals: { id: 'ambushFirepowerTotals', name: 'Firepower totals: ambush', card: 'AmC', spec: 'Table 5.5.2', rules: ['4.1', '4.7', '4.8', '4.11'] },
  assaultResult: { id: 'assaultResult', name: 'Assault Result Table', card: 'AsC', spec: '§5.6', rules: ['4.1', '4.4', '4.7', '4.12'] },
  ambushResult: { id: 'ambushResult', name: 'Ambush Result Table', card: 'AmC', spec: '§5.7', rules: ['1.3', '4.1', '4.12'] },
  coldSteel: { id: 'coldSteel', name: 'Cold Steel Roll Table', card: 'AsC', spec: '§5.8', rules: ['4.4', '4.8'] },
  generalRoll: { id: 'generalRoll', name: 'General Roll Table', card: 'AsC+AmC', spec: '§5.9', rules: ['4.4', '4.10'] },
  gatlingGun: { id: 'gatlingGun', name: 'Gatling Gun Roll Table', card: 'AsC+AmC', spec: '§5.10', rules: ['4.9'] },
  rockets: { id: 'rockets', name: 'Rockets Roll Table', card: 'AsC+AmC', spec: '§5.11', rules: ['4.17'] },
  lineOfSight: { id: 'lineOfSight', name: 'Line of Sight Roll Table', card: 'AmC', spec: '§5.12', rules: ['4.1'] },
  outpostConsolidation: { id: 'outpostConsolidation', name: 'Outpost Consolidation Roll Table', card: 'AsC', spec: '§5.13', rules: ['4.6'] },
  hits: { id: 'hits', name: 'Hits', card: 'AsC+AmC', spec: '§5.14', rules: ['4.12'] },
};

/** Every one-die roll table, for generic coverage checks. */
export const ROLL_TABLES: readonly RollTable<unknown>[] = [
  STRATEGIC_MOVEMENT,
  DIPLOMACY,
  SIEGE,
  WEATHER,
  AMBUSH,
  JOUBERT_ROLL,
  HUNGER_AND_THIRST.fine,
  HUNGER_AND_THIRST.rain,
  FORT_AMIEL_SUPPLY,
  LOAD_WAGONS,
  ASSAULT_FORMATION,
  NIGHT_ASSAULT_DISPERSAL,
  TACTICAL_MOVEMENT,
  EVENT_ROLL,
  COLD_STEEL,
  GENERAL_ROLL,
  GATLING_GUN,
  ROCKETS,
  LINE_OF_SIGHT,
  OUTPOST_CONSOLIDATION.british,
  OUTPOST_CONSOLIDATION.boers,
];

/** The row whose inclusive range holds n (a modified roll, or a quotient Q); undefined if none. */
export function rangeRow<Row extends { min: number | null; max: number | null }>(rows: readonly Row[], n: number): Row | undefined {
  return rows.find((r) => (r.min === null || n >= r.min) && (r.max === null || n <= r.max));
}

/** The result of a roll table for a (modified) roll; undefined if none (never, for these tables). */
export function rollRow<R>(table: { rows: readonly { min: number | null; max: number | null; result: R }[] }, roll: number): R | undefined {
  return rangeRow(table.rows, roll)?.result;
}
