// The Games Sequence Card of Hill of Doves (spec Table 0.3; r. 1.0-3.4; rulings R1-R3, R13, R14):
// every segment in order, who acts, what the player decides and which dice or draws it uses.
// RECONSTRUCTION. Pure constants only. The Assault and Ambush Card steps are in assault.ts.

import type { Provenance, SequenceStep } from './types.ts';

export const PROVENANCE: Provenance = {
  provisional: true,
  source: 'reconstruction',
  specVersion: 'spec v1, revision 1',
  spec: 'Table 0.3, §1.2 (Table 1.2), §9 R1-R3',
};

/**
 * Table 0.3 in play order. Play starts at 1.1 with the strategic time marker in Start (Table 8.4):
 * the opening Strategic Phase, then Monday 24 January at 2.1. After Sunday (2.14 → 2.15 … 2.18)
 * comes the Strategic Phase of that week's box (R2), whose 1.6 advances the marker.
 */
export const GAME_SEQUENCE: readonly SequenceStep[] = [
  // ---- 1.0 Strategic Phase ---------------------------------------------------------------
  {
    id: '1.1', phase: 'strategic', name: 'Strategic Movement Segment', rules: ['1.1'], actor: 'game', decisions: [], random: ['strategicMovement'],
    when: 'a strategic column is on the Strategic Map', next: null,
  },
  { id: '1.2', phase: 'strategic', name: 'Reinforcement Segment', rules: ['1.2'], actor: 'game', decisions: [], random: [], when: null, next: null },
  { id: '1.3', phase: 'strategic', name: 'Negotiations Segment', rules: ['1.3'], actor: 'game', decisions: [], random: ['diplomacy'], when: null, next: null },
  {
    id: '1.4', phase: 'strategic', name: 'Boer Siege Segment', rules: ['1.4'], actor: 'game', decisions: [], random: ['siege'],
    when: 'from the Strategic Phase of box 2 (Jan 31 to Feb 6) on', next: null,
  },
  { id: '1.5', phase: 'strategic', name: 'British Win War Segment', rules: ['1.5'], actor: 'game', decisions: [], random: [], when: null, next: null },
  {
    id: '1.6', phase: 'strategic', name: 'End Phase Segment', rules: ['1.6'], actor: 'game', decisions: [], random: [], when: null,
    next: 'Box 9 (Mar 21 to Mar 27): the Boers win. Otherwise advance the strategic time marker one box and go to 2.1.',
  },
  // ---- 2.0 Operational Phase (one per day) ------------------------------------------------
  { id: '2.1', phase: 'operational', name: 'Start Day Segment', rules: ['2.1'], actor: 'game', decisions: [], random: [], when: null, next: null },
  { id: '2.2', phase: 'operational', name: 'Weather Segment', rules: ['2.2'], actor: 'game', decisions: [], random: ['weather'], when: null, next: null },
  {
    id: '2.3', phase: 'operational', name: 'Night Assault Segment', rules: ['2.3'], actor: 'playerOptional',
    decisions: ['Whether to attempt a night assault (if options remain), with which column, against which objective (not The Nek or Table Mountain), from which rifle fire hex.'],
    random: [],
    when: 'night assault options remain',
    next: 'If a night assault is attempted: Tactical Phase 3.1 → 3.2 → 3.4 → Assault Card, then 2.4 (R1, R3).',
  },
  {
    id: '2.4', phase: 'operational', name: 'Assemble Operational Columns Segment', rules: ['2.4'], actor: 'playerOptional',
    decisions: ['Assemble up to two operational columns: one at Fort Amiel, one at the British Camp (contents within r. 2.4 limits).'],
    random: [], when: null, next: null,
  },
  {
    id: '2.5', phase: 'operational', name: 'Day Assaults Segment', rules: ['2.5'], actor: 'playerOptional',
    decisions: ['Which objectives to assault by day (each at most once) and with which tactical columns.'],
    random: [], when: null,
    next: 'If any day assault is declared: Tactical Phase 3.1 → 3.3 → 3.4 → Assault Card, then 2.6 (R1, R3).',
  },
  { id: '2.6', phase: 'operational', name: 'Record Assaults Segment', rules: ['2.6'], actor: 'game', decisions: [], random: [], when: null, next: null },
  {
    id: '2.7', phase: 'operational', name: 'Morning Operational Movement Segment', rules: ['2.7'], actor: 'game', decisions: [], random: [],
    when: 'an operational column is on the Operational Map', next: null,
  },
  { id: '2.8', phase: 'operational', name: 'Event Segment', rules: ['2.8'], actor: 'game', decisions: ['Some cards ask the player to choose (EV-12, EV-15, EV-18).'], random: ['eventRoll'], when: null, next: null },
  {
    id: '2.9', phase: 'operational', name: 'Ambush Segment', rules: ['2.9'], actor: 'game', decisions: [], random: ['ambush'], when: null,
    next: 'If any ambush marker is placed: Ambush Card, then 2.10 (R3).',
  },
  {
    id: '2.10', phase: 'operational', name: 'Afternoon Operational Movement Segment', rules: ['2.10', '2.7'], actor: 'game', decisions: [], random: [],
    when: 'an operational column is on the Operational Map', next: null,
  },
  {
    id: '2.11', phase: 'operational', name: 'Bombard Laagers Segment', rules: ['2.11'], actor: 'playerOptional',
    decisions: ['Whether an eligible section in The Nek, Majuba Mountain or Brownlow\'s Kop bombards the corresponding laager.'],
    random: ['joubertRoll'], when: null, next: null,
  },
  { id: '2.12', phase: 'operational', name: 'Secure Objectives Segment', rules: ['2.12'], actor: 'game', decisions: [], random: [], when: null, next: null },
  {
    id: '2.13', phase: 'operational', name: 'Transfer Segment', rules: ['2.13'], actor: 'playerOptional',
    decisions: ['Transfer generals, HQs, companies and reserves between British-controlled objectives along clear paths (each at most once, R54); leave garrisons in insecure objectives.'],
    random: [], when: null, next: null,
  },
  {
    id: '2.14', phase: 'operational', name: 'Next Day Segment', rules: ['2.14'], actor: 'game', decisions: [], random: [], when: null,
    next: 'Monday to Saturday: go to 2.1. Sunday: go to 2.15.',
  },
  {
    id: '2.15', phase: 'operational', name: 'British Camp Supply Segment', rules: ['2.15'], actor: 'playerOptional',
    decisions: ['When rations are short, who eats (R18); which counters in the British Camp use medical supplies and herds.'],
    random: ['hungerAndThirst'], when: 'Sunday only', next: null,
  },
  {
    id: '2.16', phase: 'operational', name: 'Fort Amiel Supply Segment', rules: ['2.16'], actor: 'playerOptional',
    decisions: ['Which counters in Fort Amiel try to use medical supplies or herds.'],
    random: ['fortAmielSupply'], when: 'Sunday only', next: null,
  },
  {
    id: '2.17', phase: 'operational', name: 'Load Ox Wagon Convoy Segment', rules: ['2.17'], actor: 'playerOptional',
    decisions: ['Whether to load the convoy (it must be in Fort Amiel and not loaded).'],
    random: ['loadWagons'], when: 'Sunday only', next: null,
  },
  {
    id: '2.18', phase: 'operational', name: 'End Phase Segment', rules: ['2.18'], actor: 'game', decisions: [], random: [], when: 'Sunday only',
    next: 'Operational time marker to Start; go to 1.1 (the Strategic Phase of this week\'s box, R2).',
  },
  // ---- 3.0 Tactical Phase (entered from 2.3 or 2.5) --------------------------------------
  {
    id: '3.1', phase: 'tactical', name: 'Assemble Tactical Columns Segment', rules: ['3.1'], actor: 'player',
    decisions: ['Assemble the tactical column(s) in the British Camp hex; choose each target and the rifle fire hex for its orders marker.'],
    random: ['assaultFormation'],
    when: null,
    next: 'Night assault: 3.2. Day assaults: 3.3 (R1). The formation is rolled for day assaults only (Majuba Mountain: Extended; other night assaults: Mass).',
  },
  {
    id: '3.2', phase: 'tactical', name: 'Assemble Night Assault Column Segment', rules: ['3.2'], actor: 'game', decisions: [], random: ['nightAssaultDispersal'],
    when: 'night assault only (R1)', next: 'If in position: 3.4. If dispersed: back to 2.4.',
  },
  {
    id: '3.3', phase: 'tactical', name: 'Tactical Movement Segment', rules: ['3.3'], actor: 'player',
    decisions: ['Each hour, which tactical columns depart; the route among equal shortest legal routes (R20).'],
    random: ['tacticalMovement'],
    when: 'day assaults only (R1); repeated hour by hour until every column has arrived or dispersed',
    next: null,
  },
  { id: '3.4', phase: 'tactical', name: 'End Phase Segment', rules: ['3.4'], actor: 'game', decisions: [], random: [], when: null, next: 'Go to the Assault Card (assault.ts).' },
];
