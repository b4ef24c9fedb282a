// Starting set-up of Hill of Doves (spec §8, Tables 8.1-8.4). RECONSTRUCTION. Pure constants only.
// Counter definitions (and their `start` fields, which must agree with this) are in counters.ts.

import { LAAGERS_CUP_START } from './counters.ts';
import { NIGHT_ASSAULT_OPTIONS, POLITICS_START_BOX, WEATHER_START } from './tracks.ts';
import type { Provenance, SetupData } from './types.ts';

export const PROVENANCE: Provenance = {
  provisional: true,
  source: 'reconstruction',
  specVersion: 'spec v1, revision 1',
  spec: '§8',
};

export const SETUP: SetupData = {
  // Table 8.1: Strategic Board
  strategic: {
    strategicTimeMarker: 0,
    britishAssaultMarker: 0,
    strategicColumns: { 'STRAT-NAVAL': 1, 'STRAT-INDIAN': 2 },
    // SHIP-DIDO starts inside the Naval Column (Table 6.7, R49).
    ships: [{ id: 'SHIP-BOADICEA', hex: 'S1015' }],
    politicsBox: POLITICS_START_BOX,
    boerVictories: 0,
    towns: {
      PRETORIA: 'garrisoned',
      POTCHEFSTROOM: 'garrisoned',
      RUSTENBURG: 'garrisoned',
      LYDENBURG: 'garrisoned',
      MARABASTAD: 'garrisoned',
      STANDERTON: 'garrisoned',
      WAKKERSTROOM: 'garrisoned',
    },
  },
  // Table 8.2: Operational Board
  operational: {
    operationalTimeMarker: 0,
    weather: WEATHER_START,
    drifts: { hex: 'O0305', state: 'shallow' },
    fortAmielHolding: [
      { id: 'COY-3-60-F', side: 'fullStrength' },
      { id: 'TRP-NMP', side: 'mounted' },
    ],
    // The "2–3" row of the Load Wagons Roll Table (§3.13).
    convoy: {
      side: 'undamaged',
      loaded: { rations: 15, medicalSupplies: 3, herds: 1, cartridges: 15, shells: 3, caseShot: 1, rockets: 1 },
      loadRow: '2–3',
    },
    fortAmielHospital: [],
  },
  // Table 8.3: Tactical Board
  tactical: {
    britishCampHolding: [
      { id: 'GEN-COLLEY', side: 'alive' },
      { id: 'HQ-58', side: 'singleSided' },
      { id: 'HQ-3-60', side: 'singleSided' },
      { id: 'COY-58-A', side: 'fullStrength' },
      { id: 'COY-58-B', side: 'fullStrength' },
      { id: 'COY-58-C', side: 'fullStrength' },
      { id: 'COY-58-D', side: 'fullStrength' },
      { id: 'COY-58-E', side: 'fullStrength' },
      { id: 'COY-3-60-A', side: 'fullStrength' },
      { id: 'COY-3-60-B', side: 'fullStrength' },
      { id: 'COY-3-60-C', side: 'fullStrength' },
      { id: 'COY-3-60-D', side: 'fullStrength' },
      { id: 'COY-3-60-E', side: 'fullStrength' },
      { id: 'NB-BOADICEA', side: 'fullStrength' },
      { id: 'TRP-MS-1', side: 'mounted' },
      { id: 'TRP-MS-2', side: 'mounted' },
      { id: 'SEC-FG-1', side: 'horseDrawn' },
      { id: 'SEC-FG-2', side: 'horseDrawn' },
      { id: 'SEC-MG', side: 'horseDrawn' },
      { id: 'SEC-GAT', side: 'horseDrawn' },
      { id: 'SEC-RKT', side: 'horseDrawn' },
    ],
    britishCampHospital: [],
    objectiveMarkers: { NK: 'boer', TM: 'boer', BK: 'boer', MM: 'boer', MS: 'boer', LF: 'boer', RG: 'boer', ON: 'boer', NP: 'boer', BC: 'british' },
    laagers: { smit: 'intact', joubert: 'intact', coldstream: 'intact' },
    joubert: { box: 'joubert', side: 'alive' },
    smit: { box: 'smit', side: 'alive' },
    crackVeldkornetskap: { box: 'coldstream' },
    laagersCup: LAAGERS_CUP_START,
    nightAssaultOptions: NIGHT_ASSAULT_OPTIONS,
    tacticalTimeMarker: 0,
    britishCampSupply: { rations: 40, medicalSupplies: 8, herds: 3, cartridges: 40, shells: 10, caseShot: 4, rockets: 3 },
    sangers: [],
    bombardmentMarkers: 0,
    ordersMarkers: 0,
  },
  // Table 8.4: other
  other: {
    eventDeck: 'all 32 cards shuffled',
    discardPile: [],
    heldCards: [],
    firstStep: { phase: 'strategic', segment: '1.1', strategicBox: 0 },
    britishCampSecure: false,
    noBritishAssaultInEffect: false,
  },
};
