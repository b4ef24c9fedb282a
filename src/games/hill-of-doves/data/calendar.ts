// Calendar of Hill of Doves (spec §1): the Strategic Time Track (weeks), the Operational Time Track
// (days), the 63 days of play and the reinforcement timing. RECONSTRUCTION. Pure constants only.
// (No Date objects here: rules code never reads the clock. Dates are spelled out.)

import type {
  CalendarDate,
  GameDay,
  OperationalTimeBox,
  Provenance,
  StrategicBox,
  StrategicColumnId,
  StrategicTimeBox,
  WeekBox,
} from './types.ts';

export const PROVENANCE: Provenance = {
  provisional: true,
  source: 'reconstruction',
  specVersion: 'spec v1, revision 1',
  spec: '§1',
};

function date(month: 1 | 2 | 3, day: number): CalendarDate {
  return { year: 1881, month, day, iso: `1881-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` };
}

/**
 * Table 1.1: Strategic Time Track (SB), boxes left to right. Every week box covers Monday to Sunday.
 * Serves r. 1.2, 1.4, 1.5, 1.6 and 2.6.
 */
export const STRATEGIC_TIME_TRACK: readonly StrategicTimeBox[] = [
  { box: 0, label: 'Start', covers: null, notes: ['The strategic time marker and the British assault marker start here.', 'The opening Strategic Phase is played here.'] },
  { box: 1, label: 'Jan 24 to Jan 30', covers: { first: date(1, 24), last: date(1, 30) }, notes: ['First week of play.', 'The Naval Column counter waits here.'] },
  { box: 2, label: 'Jan 31 to Feb 6', covers: { first: date(1, 31), last: date(2, 6) }, notes: ['The Indian Column counter waits here.', "The first Boer Siege Segment is in this box's Strategic Phase (r. 1.4)."] },
  { box: 3, label: 'Feb 7 to Feb 13', covers: { first: date(2, 7), last: date(2, 13) }, notes: [] },
  { box: 4, label: 'Feb 14 to Feb 20', covers: { first: date(2, 14), last: date(2, 20) }, notes: [] },
  { box: 5, label: 'Feb 21 to Feb 27', covers: { first: date(2, 21), last: date(2, 27) }, notes: ['Diplomacy time modifier starts (§3.2).'] },
  { box: 6, label: 'Feb 28 to Mar 6', covers: { first: date(2, 28), last: date(3, 6) }, notes: ['Siege time modifier +1 (§3.3).'] },
  { box: 7, label: 'Mar 7 to Mar 13', covers: { first: date(3, 7), last: date(3, 13) }, notes: ['Siege time modifier +1.'] },
  { box: 8, label: 'Mar 14 to Mar 20', covers: { first: date(3, 14), last: date(3, 20) }, notes: ['Siege time modifier +2.'] },
  {
    box: 9,
    label: 'Mar 21 to Mar 27',
    covers: { first: date(3, 21), last: date(3, 27) },
    // RULING (ours): Table 1.1 omits the siege note for box 9, but Table 3.3 gives +2 "in box 8 or 9"; §3.3 wins.
    notes: ['Siege time modifier +2 (Table 3.3).', 'Last box. The Boers win at its End Phase Segment (r. 1.5, 1.6).'],
  },
];

export const START_BOX: StrategicBox = 0;
export const FIRST_WEEK: WeekBox = 1;
export const LAST_WEEK: WeekBox = 9;
/** First box whose Strategic Phase has a Boer Siege Segment (r. 1.4: "Jan 31 to Feb 6"). */
export const FIRST_SIEGE_BOX: WeekBox = 2;

/**
 * Table 1.2 (ruling R2): when each box's Strategic Phase is played. An opening Strategic Phase is
 * played in Start; after that each box's Strategic Phase follows its Sunday:
 * 2.14 → 2.15 → 2.16 → 2.17 → 2.18 → 1.1.
 */
export const STRATEGIC_PHASE_TIMING: readonly { boxes: readonly StrategicBox[]; played: string; atEndPhase: string }[] = [
  { boxes: [0], played: 'once, before Monday 24 Jan', atEndPhase: 'The marker advances to box 1 and Monday 24 Jan begins.' },
  { boxes: [1, 2, 3, 4, 5, 6, 7, 8], played: 'after Sunday of that week, once 2.15–2.18 are done', atEndPhase: 'The marker advances one box and the next Monday begins.' },
  { boxes: [9], played: 'after Sunday 27 Mar', atEndPhase: '1.5 is checked first, so the British can still win. Then 1.6 gives the Boers the win.' },
];

/** Table 1.3: historical anchors used to place the boxes (information only). */
export const HISTORICAL_ANCHORS: readonly { dates: string; weekday: string; box: WeekBox; event: string }[] = [
  { dates: '24–26 Jan', weekday: 'Mon–Wed', box: 1, event: "Colley's column camps at Mount Prospect. The game starts with the camp in place." },
  { dates: '28 Jan', weekday: 'Fri', box: 1, event: "Battle of Laing's Nek" },
  { dates: '8 Feb', weekday: 'Tue', box: 3, event: 'Ingogo / Schuinshoogte' },
  { dates: '23 Feb', weekday: 'Wed', box: 5, event: '92nd and Naval Brigade reach Mount Prospect' },
  { dates: '26–27 Feb', weekday: 'Sat–Sun', box: 5, event: 'Majuba' },
  { dates: '6 Mar', weekday: 'Sun', box: 6, event: 'Armistice' },
  { dates: '21 Mar', weekday: 'Mon', box: 9, event: 'Potchefstroom capitulates' },
];

/**
 * Table 1.4: strategic column reinforcement timing (r. 1.1, 1.2; §3.1). A column counter waits in a
 * Strategic Time Track box; in that box's Strategic Phase (1.2) it is relocated to Durban; from the
 * next Strategic Phase on it moves up the route (1.1) until it reaches Newcastle = Fort Amiel.
 * Contents: STRATEGIC_COLUMNS in counters.ts (Table 6.8).
 */
export const REINFORCEMENTS: readonly {
  column: StrategicColumnId;
  waitsInBox: WeekBox;
  relocatedToDurbanInPhaseOfBox: WeekBox;
  sitsInDurbanDuringWeek: WeekBox;
  firstMovedInPhaseOfBox: WeekBox;
  /** Arrival at Fort Amiel: end of box (chance), and the first day usable there. */
  arrivals: readonly { endOfBox: WeekBox; chance: number; firstDayUsable: CalendarDate }[];
}[] = [
  {
    column: 'STRAT-NAVAL',
    waitsInBox: 1,
    relocatedToDurbanInPhaseOfBox: 1,
    sitsInDurbanDuringWeek: 2,
    firstMovedInPhaseOfBox: 2,
    arrivals: [
      { endOfBox: 3, chance: 0.67, firstDayUsable: date(2, 14) },
      { endOfBox: 4, chance: 0.33, firstDayUsable: date(2, 21) },
    ],
  },
  {
    column: 'STRAT-INDIAN',
    waitsInBox: 2,
    relocatedToDurbanInPhaseOfBox: 2,
    sitsInDurbanDuringWeek: 3,
    firstMovedInPhaseOfBox: 3,
    arrivals: [
      { endOfBox: 4, chance: 0.67, firstDayUsable: date(2, 21) },
      { endOfBox: 5, chance: 0.33, firstDayUsable: date(2, 28) },
    ],
  },
];

/** Table 1.5: Operational Time Track (OB). Serves r. 2.1, 2.14 and 2.18. */
export const OPERATIONAL_TIME_TRACK: readonly OperationalTimeBox[] = [
  { box: 0, label: 'Start', day: null, afterNextDay: null },
  { box: 1, label: 'Mon', day: 1, afterNextDay: 'nextOperationalPhase' },
  { box: 2, label: 'Tue', day: 2, afterNextDay: 'nextOperationalPhase' },
  { box: 3, label: 'Wed', day: 3, afterNextDay: 'nextOperationalPhase' },
  { box: 4, label: 'Thu', day: 4, afterNextDay: 'nextOperationalPhase' },
  { box: 5, label: 'Fri', day: 5, afterNextDay: 'nextOperationalPhase' },
  { box: 6, label: 'Sat', day: 6, afterNextDay: 'nextOperationalPhase' },
  // r. 2.14: Sunday continues with the British Camp Supply Segment (2.15), then 2.16, 2.17, 2.18.
  { box: 7, label: 'Sun', day: 7, afterNextDay: 'britishCampSupplySegment' },
];

/** Table 1.6: date = 24 Jan 1881 + 7·(k − 1) + (d − 1) days. 31 Jan 1881 is a Monday. */
export const CALENDAR_FORMULA = 'date = 24 Jan 1881 + 7·(k − 1) + (d − 1) days, for week box k (1–9) and day index d (1–7)';
export const FIRST_DAY: CalendarDate = date(1, 24);
export const LAST_DAY: CalendarDate = date(3, 27);
/** The game has 63 days. */
export const DAY_COUNT = 63;

/** The 63 days of play, Monday 24 January to Sunday 27 March 1881 (Table 1.6). */
export const GAME_DAYS: readonly GameDay[] = [
  { ordinal: 1, week: 1, day: 1, weekday: 'Mon', date: { year: 1881, month: 1, day: 24, iso: '1881-01-24' } },
  { ordinal: 2, week: 1, day: 2, weekday: 'Tue', date: { year: 1881, month: 1, day: 25, iso: '1881-01-25' } },
  { ordinal: 3, week: 1, day: 3, weekday: 'Wed', date: { year: 1881, month: 1, day: 26, iso: '1881-01-26' } },
  { ordinal: 4, week: 1, day: 4, weekday: 'Thu', date: { year: 1881, month: 1, day: 27, iso: '1881-01-27' } },
  { ordinal: 5, week: 1, day: 5, weekday: 'Fri', date: { year: 1881, month: 1, day: 28, iso: '1881-01-28' } },
  { ordinal: 6, week: 1, day: 6, weekday: 'Sat', date: { year: 1881, month: 1, day: 29, iso: '1881-01-29' } },
  { ordinal: 7, week: 1, day: 7, weekday: 'Sun', date: { year: 1881, month: 1, day: 30, iso: '1881-01-30' } },
  { ordinal: 8, week: 2, day: 1, weekday: 'Mon', date: { year: 1881, month: 1, day: 31, iso: '1881-01-31' } },
  { ordinal: 9, week: 2, day: 2, weekday: 'Tue', date: { year: 1881, month: 2, day: 1, iso: '1881-02-01' } },
  { ordinal: 10, week: 2, day: 3, weekday: 'Wed', date: { year: 1881, month: 2, day: 2, iso: '1881-02-02' } },
  { ordinal: 11, week: 2, day: 4, weekday: 'Thu', date: { year: 1881, month: 2, day: 3, iso: '1881-02-03' } },
  { ordinal: 12, week: 2, day: 5, weekday: 'Fri', date: { year: 1881, month: 2, day: 4, iso: '1881-02-04' } },
  { ordinal: 13, week: 2, day: 6, weekday: 'Sat', date: { year: 1881, month: 2, day: 5, iso: '1881-02-05' } },
  { ordinal: 14, week: 2, day: 7, weekday: 'Sun', date: { year: 1881, month: 2, day: 6, iso: '1881-02-06' } },
  { ordinal: 15, week: 3, day: 1, weekday: 'Mon', date: { year: 1881, month: 2, day: 7, iso: '1881-02-07' } },
  { ordinal: 16, week: 3, day: 2, weekday: 'Tue', date: { year: 1881, month: 2, day: 8, iso: '1881-02-08' } },
  { ordinal: 17, week: 3, day: 3, weekday: 'Wed', date: { year: 1881, month: 2, day: 9, iso: '1881-02-09' } },
  { ordinal: 18, week: 3, day: 4, weekday: 'Thu', date: { year: 1881, month: 2, day: 10, iso: '1881-02-10' } },
  { ordinal: 19, week: 3, day: 5, weekday: 'Fri', date: { year: 1881, month: 2, day: 11, iso: '1881-02-11' } },
  { ordinal: 20, week: 3, day: 6, weekday: 'Sat', date: { year: 1881, month: 2, day: 12, iso: '1881-02-12' } },
  { ordinal: 21, week: 3, day: 7, weekday: 'Sun', date: { year: 1881, month: 2, day: 13, iso: '1881-02-13' } },
  { ordinal: 22, week: 4, day: 1, weekday: 'Mon', date: { year: 1881, month: 2, day: 14, iso: '1881-02-14' } },
  { ordinal: 23, week: 4, day: 2, weekday: 'Tue', date: { year: 1881, month: 2, day: 15, iso: '1881-02-15' } },
  { ordinal: 24, week: 4, day: 3, weekday: 'Wed', date: { year: 1881, month: 2, day: 16, iso: '1881-02-16' } },
  { ordinal: 25, week: 4, day: 4, weekday: 'Thu', date: { year: 1881, month: 2, day: 17, iso: '1881-02-17' } },
  { ordinal: 26, week: 4, day: 5, weekday: 'Fri', date: { year: 1881, month: 2, day: 18, iso: '1881-02-18' } },
  { ordinal: 27, week: 4, day: 6, weekday: 'Sat', date: { year: 1881, month: 2, day: 19, iso: '1881-02-19' } },
  { ordinal: 28, week: 4, day: 7, weekday: 'Sun', date: { year: 1881, month: 2, day: 20, iso: '1881-02-20' } },
  { ordinal: 29, week: 5, day: 1, weekday: 'Mon', date: { year: 1881, month: 2, day: 21, iso: '1881-02-21' } },
  { ordinal: 30, week: 5, day: 2, weekday: 'Tue', date: { year: 1881, month: 2, day: 22, iso: '1881-02-22' } },
  { ordinal: 31, week: 5, day: 3, weekday: 'Wed', date: { year: 1881, month: 2, day: 23, iso: '1881-02-23' } },
  { ordinal: 32, week: 5, day: 4, weekday: 'Thu', date: { year: 1881, month: 2, day: 24, iso: '1881-02-24' } },
  { ordinal: 33, week: 5, day: 5, weekday: 'Fri', date: { year: 1881, month: 2, day: 25, iso: '1881-02-25' } },
  { ordinal: 34, week: 5, day: 6, weekday: 'Sat', date: { year: 1881, month: 2, day: 26, iso: '1881-02-26' } },
  { ordinal: 35, week: 5, day: 7, weekday: 'Sun', date: { year: 1881, month: 2, day: 27, iso: '1881-02-27' } },
  { ordinal: 36, week: 6, day: 1, weekday: 'Mon', date: { year: 1881, month: 2, day: 28, iso: '1881-02-28' } },
  { ordinal: 37, week: 6, day: 2, weekday: 'Tue', date: { year: 1881, month: 3, day: 1, iso: '1881-03-01' } },
  { ordinal: 38, week: 6, day: 3, weekday: 'Wed', date: { year: 1881, month: 3, day: 2, iso: '1881-03-02' } },
  { ordinal: 39, week: 6, day: 4, weekday: 'Thu', date: { year: 1881, month: 3, day: 3, iso: '1881-03-03' } },
  { ordinal: 40, week: 6, day: 5, weekday: 'Fri', date: { year: 1881, month: 3, day: 4, iso: '1881-03-04' } },
  { ordinal: 41, week: 6, day: 6, weekday: 'Sat', date: { year: 1881, month: 3, day: 5, iso: '1881-03-05' } },
  { ordinal: 42, week: 6, day: 7, weekday: 'Sun', date: { year: 1881, month: 3, day: 6, iso: '1881-03-06' } },
  { ordinal: 43, week: 7, day: 1, weekday: 'Mon', date: { year: 1881, month: 3, day: 7, iso: '1881-03-07' } },
  { ordinal: 44, week: 7, day: 2, weekday: 'Tue', date: { year: 1881, month: 3, day: 8, iso: '1881-03-08' } },
  { ordinal: 45, week: 7, day: 3, weekday: 'Wed', date: { year: 1881, month: 3, day: 9, iso: '1881-03-09' } },
  { ordinal: 46, week: 7, day: 4, weekday: 'Thu', date: { year: 1881, month: 3, day: 10, iso: '1881-03-10' } },
  { ordinal: 47, week: 7, day: 5, weekday: 'Fri', date: { year: 1881, month: 3, day: 11, iso: '1881-03-11' } },
  { ordinal: 48, week: 7, day: 6, weekday: 'Sat', date: { year: 1881, month: 3, day: 12, iso: '1881-03-12' } },
  { ordinal: 49, week: 7, day: 7, weekday: 'Sun', date: { year: 1881, month: 3, day: 13, iso: '1881-03-13' } },
  { ordinal: 50, week: 8, day: 1, weekday: 'Mon', date: { year: 1881, month: 3, day: 14, iso: '1881-03-14' } },
  { ordinal: 51, week: 8, day: 2, weekday: 'Tue', date: { year: 1881, month: 3, day: 15, iso: '1881-03-15' } },
  { ordinal: 52, week: 8, day: 3, weekday: 'Wed', date: { year: 1881, month: 3, day: 16, iso: '1881-03-16' } },
  { ordinal: 53, week: 8, day: 4, weekday: 'Thu', date: { year: 1881, month: 3, day: 17, iso: '1881-03-17' } },
  { ordinal: 54, week: 8, day: 5, weekday: 'Fri', date: { year: 1881, month: 3, day: 18, iso: '1881-03-18' } },
  { ordinal: 55, week: 8, day: 6, weekday: 'Sat', date: { year: 1881, month: 3, day: 19, iso: '1881-03-19' } },
  { ordinal: 56, week: 8, day: 7, weekday: 'Sun', date: { year: 1881, month: 3, day: 20, iso: '1881-03-20' } },
  { ordinal: 57, week: 9, day: 1, weekday: 'Mon', date: { year: 1881, month: 3, day: 21, iso: '1881-03-21' } },
  { ordinal: 58, week: 9, day: 2, weekday: 'Tue', date: { year: 1881, month: 3, day: 22, iso: '1881-03-22' } },
  { ordinal: 59, week: 9, day: 3, weekday: 'Wed', date: { year: 1881, month: 3, day: 23, iso: '1881-03-23' } },
  { ordinal: 60, week: 9, day: 4, weekday: 'Thu', date: { year: 1881, month: 3, day: 24, iso: '1881-03-24' } },
  { ordinal: 61, week: 9, day: 5, weekday: 'Fri', date: { year: 1881, month: 3, day: 25, iso: '1881-03-25' } },
  { ordinal: 62, week: 9, day: 6, weekday: 'Sat', date: { year: 1881, month: 3, day: 26, iso: '1881-03-26' } },
  { ordinal: 63, week: 9, day: 7, weekday: 'Sun', date: { year: 1881, month: 3, day: 27, iso: '1881-03-27' } },
];
