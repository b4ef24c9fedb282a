// The Assault Card (AsC) and Ambush Card (AmC) of Hill of Doves (spec §5.3, §5.4). RECONSTRUCTION.
// Pure constants only. What the rules read: the night assault's single column and where play resumes
// after each card (R3); the step texts are what /rules table:5.3 and table:5.4 print (booklet-tables.ts).
// The steps themselves run in combat/ (the cursor of combat/flow.ts, the steps of combat/steps.ts); the
// index of who acts, what is decided and which tables, rules and rulings each step uses is in
// docs/hod-sequence-of-play.md. The tables are in tables.ts (§5.2, §5.5-5.14); firing values are on the counters.

import type { AmbushStepId, AssaultStepId, BattleStep, Provenance } from './types.ts';

export const PROVENANCE: Provenance = {
  provisional: true,
  source: 'reconstruction',
  specVersion: 'spec v1, revision 1',
  spec: '§5.3, §5.4',
};

/** §5.3: a night assault has exactly one assault (r. 2.3); after it play goes to 2.4, after day assaults to 2.6 (AsC-4, R3). */
export const ASSAULT_CARD_RULES = {
  nightAssaultsPerCard: 1,
  nextAfterNight: '2.4',
  nextAfterDay: '2.6',
} as const;

/** §5.4: after the ambushes play goes to 2.10 (AmC-4, R3). */
export const AMBUSH_CARD_RULES = {
  next: '2.10',
} as const;

/** §5.3 Assault Card sequence (r. 3.4, 4.1-4.17), in reading order. */
export const ASSAULT_CARD_SEQUENCE: readonly BattleStep<AssaultStepId>[] = [
  {
    id: 'AsC-1',
    name: "Commando Strength Segment",
    procedure:
      "List the assaults by arrival box, earliest first. Break ties by the commander's British Movement Priority (§3.8). A night assault has no arrival box. For each assault in that order, work out the count from Table 5.2.1, checking supports and overlaps now, before any result, and draw it with Table 5.2.3.",
  },
  {
    id: 'AsC-2',
    name: "Bombardment Segment",
    procedure:
      "Day assaults only (r. 4.1). Handle the arrival boxes in time order. In each arrival box, every field gun, mountain gun and rocket section that meets all the conditions below may place one bombardment marker on one objective whose assault arrived in that box. Conditions: it is in a British-controlled objective, not in a tactical column, and not hospitalized; the target is within distance 3 and is not its own objective; it has ammunition with a supply path. Pay 1 shells or 1 rockets for each marker. A rocket marker then needs a Rockets Roll (§5.11); on a miss, remove it. Limits (r. 4.1): at most 3 markers per section per Assault Card, at most 1 per objective, and at most 1 objective per hour.",
  },
  {
    id: 'AsC-3',
    name: "Individual Assault Phase",
    procedure:
      "Repeat AsC-3a to AsC-3j for each assault, in the AsC-1 order.",
  },
  {
    id: 'AsC-3a',
    name: "Boer Firepower Segment",
    procedure:
      "Work out the Boer total with Table 5.5.1 and record it on the Firepower Track.",
  },
  {
    id: 'AsC-3b',
    name: "Company Firepower Segment",
    procedure:
      "Every company in the tactical column fires (r. 2.15). Pay 1 cartridges each; it needs a supply path, ruling R17. Add their values (Table 5.1.1).",
  },
  {
    id: 'AsC-3c',
    name: "Reserves Segment",
    procedure:
      "The player chooses which reserves in the column to commit (r. 4.16). Committed reserves fire. Field and mountain guns pay 1 case shot each; naval brigades and troops pay 1 cartridges each; the Gatling rolls on §5.10 and pays what the roll says. Rocket sections cannot fire and may not be committed. Add their values.",
  },
  {
    id: 'AsC-3d',
    name: "Fortification step",
    procedure:
      "Apply the target's fortification to the British total (Table 5.5.1). Record the British total.",
  },
  {
    id: 'AsC-3e',
    name: "Firepower Quotient",
    procedure:
      "Q = floor(British total / Boer total) (r. 4.7). The Boer total is never below 1.",
  },
  {
    id: 'AsC-3f',
    name: "Result Segment",
    procedure:
      "Look up Q in the formation's column of the Assault Result Table (§5.6). On a British Retreat the player may charge (§5.8) if the column holds at least one full-strength company, full-strength naval brigade or mounted troop: commit any of these. A reserve committed to the charge counts as committed from then on, even if it did not fire (r. 4.16, ruling R64). Mounted troops may not charge a farm (r. 4.8). If a general commands the column, he may lead the charge. Roll the Cold Steel Roll and apply its result.",
  },
  {
    id: 'AsC-3g',
    name: "General Segment",
    procedure:
      "Roll the General Roll (§5.9) for Colley and/or Wood if they are in the column (r. 4.10), and for Smit if he is in the commando.",
  },
  {
    id: 'AsC-3h',
    name: "Casualties Segment",
    procedure:
      "Apply the result's hits to every company and every committed reserve (committed to fire in AsC-3c or to the charge in AsC-3f); uncommitted reserves take none (r. 4.16). On a British Rout, committed artillery sections are captured (set aside for good) instead of taking hits (r. 4.1). Use Table 5.14 for hit states. Then **Man Artillery Pieces** (r. 4.1): for each section this battle has just sent to hospital, a company or naval brigade still in the battle hex may take the hit that did it. That company or naval brigade suffers one hit as a separate batch, and the section comes back from the hospital manhandled.",
  },
  {
    id: 'AsC-3i',
    name: "Consolidation Segment",
    procedure:
      "Applies only if the target is an outpost (BK, MM, MS, RG, NP). On Boers Fall Back with at least one non-hospitalized company or reserve left to occupy it, first remove any Boer sangers marker there (ruling R24); the British may then roll the Outpost Consolidation Roll (§5.13). After a British Retreat or Rout the Boers roll it if the outpost has no sangers marker. Success places a sangers marker (r. 4.6).",
  },
  {
    id: 'AsC-3j',
    name: "Aftermath Segment",
    procedure:
      "**Boers Fall Back:** the column's non-hospitalized survivors, uncommitted reserves included, go into the objective. Flip it to British-controlled (any Boer sangers marker went in AsC-3i). If no company or reserve survived, it stays Boer-controlled. The column is disassembled (r. 2.4). **British Retreat or Rout:** the survivors go back to the British Camp Holding Box. **Any result:** hospitalized counters go to the British Camp Hospital Box. The commando returns to the laagers (Table 5.2.3). Remove the orders markers. A general or HQ left without companies or reserves returns to the British Camp (r. 4.10, 4.15). A Rout moves the politics and Boer victories markers (§4.1).",
  },
  {
    id: 'AsC-4',
    name: "End",
    procedure:
      "Put the tactical time marker back to Start. After a night assault, go to 2.4. After day assaults, go to 2.6.",
  },
];

/** §5.4 Ambush Card sequence (r. 2.9, 4.1, 4.5, 4.9, 4.10, 4.12, 4.16, 4.17), in reading order. */
export const AMBUSH_CARD_SEQUENCE: readonly BattleStep<AmbushStepId>[] = [
  {
    id: 'AmC-1',
    name: "Commando Strength Segment",
    procedure:
      "In Boer Battle Priority order (§3.7), for each hex with a Boer ambush marker, work out the count from Table 5.2.2 and draw it with Table 5.2.3. A Snipers target (EV-10) keeps the one-counter commando already placed; nothing is drawn for it.",
  },
  {
    id: 'AmC-2',
    name: "Bombardment Segment",
    procedure:
      "Ambushes on the Tactical Map only. Sections on the Operational Map never bombard: horse-drawn sections in an ambushed column fire close support instead. Each field gun, mountain gun or rocket section that meets all the conditions below may make **one** attempt against **each** commando within distance 3. Conditions: it is in a British-controlled objective that is not being ambushed, it is not hospitalized, and it has ammunition with a supply path. For each attempt, declare the section and target and roll Line of Sight (§5.12). If the commando is spotted, pay 1 shells or 1 rockets and place a bombardment marker (a rocket then rolls §5.11). A failed sighting costs nothing.",
  },
  {
    id: 'AmC-3',
    name: "Individual Ambush Phase",
    procedure:
      "Repeat AmC-3a to AmC-3g for each ambush, in AmC-1 order.",
  },
  {
    id: 'AmC-3a',
    name: "Boer Firepower Segment",
    procedure:
      "Work out the Boer total with Table 5.5.2.",
  },
  {
    id: 'AmC-3b',
    name: "British Firepower Segment",
    procedure:
      "Every company and every reserve in the hex fires; all reserves are committed (r. 4.16). Field and mountain guns fire close support; the Gatling rolls §5.10; rocket sections and the ox wagon convoy add 0. Pay ammunition: counters in the British Camp or in a column that left Mount Prospect pay at once; counters in other objectives pay only if the objective has a supply path; a column that left Fort Amiel pays nothing (ruling R16). Apply heights with Table 5.5.2.",
  },
  {
    id: 'AmC-3c',
    name: "Firepower Quotient",
    procedure:
      "Q = floor(British total / Boer total).",
  },
  {
    id: 'AmC-3d',
    name: "Result Segment",
    procedure:
      "Use the Ambush Result Table (§5.7).",
  },
  {
    id: 'AmC-3e',
    name: "General Segment",
    procedure:
      "Roll the General Roll for Colley or Wood if present, and for Smit if he is in the commando.",
  },
  {
    id: 'AmC-3f',
    name: "Casualties Segment",
    procedure:
      "Apply hits per §5.7 and Table 5.14, then Man Artillery Pieces. On an Overrun, every artillery section in the hex is captured instead (r. 4.1).",
  },
  {
    id: 'AmC-3g',
    name: "Aftermath Segment",
    procedure:
      "**Overrun:** Boer victories +1 and politics +2 (§4.1). Every British counter leaves the objective: hospitalized ones go to the British Camp Hospital Box, and generals and HQs go back to the British Camp. If the objective is insecure, it becomes Boer-controlled and the insecurity cascade runs (§3.9); a secure objective (hit by a Boers Raid) stays British. If the objective is the insecure British Camp, the Boers win (r. 1.5). In an operational column, hospitalized counters go to the Hospital Box of the place the column came from. Generals and HQs go back to that place. A destroyed convoy goes back to Fort Amiel with its supply counters (r. 4.12). **Hold or Beaten Off:** the survivors stay. Counters hospitalized by the hits go to the Hospital Box of the place they departed from (r. 4.12); a destroyed convoy goes back to Fort Amiel with its supply counters; a general or HQ left without companies or reserves goes back (r. 4.10, 4.15). An insecure objective left with no company or reserve becomes Boer-controlled and the cascade runs (§3.9). Return the commando to the laagers and remove the ambush marker.",
  },
  {
    id: 'AmC-4',
    name: "End",
    procedure:
      "Go to 2.10.",
  },
];
