// The tables of the Quick Reference Card and of the Assault and Ambush Cards (spec §3 and §5) as text,
// for /rules table:<id> (presentation/rules.ts). Written from the data the rules read (data/tables.ts,
// data/counters.ts, data/assault.ts), so a table shown is the table played. With the caller's view of
// a running game, a table adds what applies now (the weather's row, each Ambush Roll target's
// modifier, what a charge needs, …). The reconstructed numbers are the caller's game's component
// revision (tablesFor of its view); outside a game, the current revision's, and the text says which.
import { RESULT } from './combat/describe.ts';
import { ASSAULT_CARD_SEQUENCE, AMBUSH_CARD_SEQUENCE } from './data/assault.ts';
import { BRITISH_UNITS, FIREPOWER_NOTES, SECTIONS } from './data/counters.ts';
import { CURRENT_REVISION, tablesFor, type ComponentTables } from './data/revisions.ts';
import * as T from './data/tables.ts';
import { SPEC_TEXT } from './data/spec-text.ts';
import { OBJECTIVES } from './data/tactical-map.ts';
import { SUPPLY_TYPES } from './data/tracks.ts';
import type { BattleStep, Modifier, ObjectiveId, RollTable } from './data/types.ts';
import { isOpColumnLoc, opColumnId } from './loc.ts';
import { kind } from './units.ts';
import type { HodView } from './view.ts';
import { d6Chance } from './odds.ts';
import { percent, ROUNDING } from '../../engine/chance.ts';

/** One printed table: its number, title and body lines (a fixed-width grid where it is one). */
interface Printed {
  id: string;
  title: string;
  rules: readonly string[];
  /** The body, from the tables of the game's revision (printed in a code block unless `prose`). */
  lines: (view: HodView | null, tables: ComponentTables) => string[];
  /** What applies now, from the caller's view of a running game. */
  now?: (view: HodView, tables: ComponentTables) => string[];
  /** Numbered sub-tables this one prints whole (3.4 prints Table 3.4.2). */
  includes?: readonly string[];
  /** Long procedure text: plain lines, not a code block. */
  prose?: true;
}

const sign = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
const name = (o: string): string =>
  isOpColumnLoc(o) ? `column ${opColumnId(o)}` : Object.hasOwn(OBJECTIVES, o) ? OBJECTIVES[o as ObjectiveId].name : o;

/** Rows of cells as a fixed-width grid. */
function grid(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows.map((r) =>
    r
      .map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd(),
  );
}

function modifierLines(mods: readonly Modifier[]): string[] {
  return mods.length ? ['Modifiers:', ...mods.map((m) => `  ${sign(m.value).padStart(2)}  ${m.text}`)] : [];
}

function rollTable(t: RollTable<unknown>): string[] {
  return [t.rolled, '', ...t.rows.map((r) => `  ${r.text}`), ...modifierLines(t.modifiers), ...(t.notes ?? [])];
}

const roll = (
  id: string,
  t: RollTable<unknown>,
  now?: (v: HodView, tables: ComponentTables) => string[],
  revised?: (tables: ComponentTables) => RollTable<unknown>,
): Printed => ({
  id,
  title: t.name,
  rules: t.rules,
  lines: (_v, tables) => rollTable(revised ? revised(tables) : t),
  ...(now ? { now } : {}),
});

const weatherNow = (v: HodView): string => `weather marker: ${v.weather.shows}, box ${v.weather.box}`;

function sequence(steps: readonly BattleStep<string>[]): string[] {
  return steps.map((s) => `${s.id} ${s.name}: ${s.procedure}`);
}

function firingValues(): string[] {
  const rows: string[][] = [['Counter', 'State', 'Firepower', 'Ammunition per firing']];
  const seen = new Set<string>();
  for (const u of BRITISH_UNITS) {
    if (u.kind !== 'company' && u.kind !== 'navalBrigade' && u.kind !== 'troop') continue;
    if (seen.has(u.kind)) continue;
    seen.add(u.kind);
    for (const [state, fp] of Object.entries(u.firepower)) rows.push([u.kind, state, String(fp), `1 ${u.ammunition}`]);
  }
  for (const s of SECTIONS) {
    if (seen.has(s.sectionType)) continue;
    seen.add(s.sectionType);
    const cs = s.closeSupport;
    if (cs.kind === 'fixed') {
      rows.push([`${s.sectionType} section`, 'horse-drawn', String(cs.horseDrawn), `1 ${cs.ammunition}`]);
      rows.push([`${s.sectionType} section`, 'manhandled', String(cs.manhandled), `1 ${cs.ammunition}`]);
    } else if (cs.kind === 'gatlingRoll')
      rows.push(['gatlingGun section', 'either', 'Gatling Gun Roll (§5.10)', 'per the roll']);
    else
      rows.push([
        `${s.sectionType} section`,
        'either',
        String(FIREPOWER_NOTES.rocketCloseSupport),
        '— (no close support, r. 4.1)',
      ]);
  }
  rows.push(['Ox wagon convoy', 'either', String(FIREPOWER_NOTES.convoy), '—']);
  rows.push(['General, regimental HQ', '—', String(FIREPOWER_NOTES.generalOrHq), '—']);
  rows.push(['Hospitalized counter', '—', 'never fires (r. 4.12)', '—']);
  rows.push(['Boer veldkornetskap', '—', '2-5 as printed', 'none']);
  rows.push(['Boer patrol', '—', String(FIREPOWER_NOTES.boerPatrol), 'none']);
  rows.push(['Crack veldkornetskap', '—', String(FIREPOWER_NOTES.crackVeldkornetskap), 'none']);
  rows.push(['Smit', '—', `+${FIREPOWER_NOTES.smitBonus} to his commando (not a counter)`, 'none']);
  return [
    ...grid(rows),
    '',
    `A company or reserve that cannot get ammunition adds ${FIREPOWER_NOTES.noAmmunition} but stays in the battle and takes hits (r. 2.15).`,
  ];
}

function bombardmentValues(): string[] {
  const rows: string[][] = [['Section', 'Ammunition per marker', 'Boer total reduced by']];
  for (const s of SECTIONS) {
    const b = s.bombardment;
    if (rows.some((r) => r[0] === s.sectionType)) continue;
    if (b.kind === 'fixed') rows.push([s.sectionType, `1 ${b.ammunition}`, String(b.reductionPerMarker)]);
    else if (b.kind === 'rocketRoll')
      rows.push([s.sectionType, `1 ${b.ammunition}`, `${b.reductionPerMarkerOnHit} if the Rockets Roll hits (§5.11)`]);
    else rows.push([s.sectionType, 'may not bombard', '—']);
  }
  return grid(rows);
}

const A = T.COMMANDO_STRENGTH_ASSAULT;
const B = T.COMMANDO_STRENGTH_AMBUSH;

function commandoAssault(): string[] {
  const rows: string[][] = [['Objective', 'Day base', 'Night base']];
  for (const [o, d] of Object.entries(A.day)) {
    const n = A.night[o as keyof typeof A.night];
    rows.push([name(o), String(d), n === null ? 'not allowed (r. 2.3)' : String(n)]);
  }
  return [...grid(rows), ...modifierLines(A.modifiers), `Minimum ${A.minimum} counter.`];
}

function commandoAmbush(): string[] {
  const rows: string[][] = [['Target', 'Base']];
  for (const [o, n] of Object.entries(B.base))
    rows.push([o === 'operationalColumn' ? 'Operational column (any hex)' : name(o), String(n)]);
  return [...grid(rows), ...modifierLines(B.modifiers), `Minimum ${B.minimum} counter.`];
}

function firepowerTotals(t: typeof T.ASSAULT_FIREPOWER_TOTALS): string[] {
  return t.steps.flatMap((s) => [`Step ${s.step}. Boer: ${s.boer}`, `        British: ${s.british}`]);
}

const rn = (r: string): string => (Object.hasOwn(RESULT, r) ? RESULT[r]! : r);
const q = (r: { min: number | null; max: number | null }): string =>
  r.max === null
    ? `${r.min} or more`
    : r.min === null
      ? `${r.max} or less`
      : r.min === r.max
        ? String(r.min)
        : `${r.min}-${r.max}`;

function assaultResult(): string[] {
  const rows: string[][] = [['Q', 'Mass', 'Line', 'Extended']];
  for (const r of T.ASSAULT_RESULT.rows)
    rows.push([q(r), ...(['mass', 'line', 'extended'] as const).map((f) => `${rn(r[f].result)}, ${r[f].hits}`)]);
  return [
    'Q = floor(British total / Boer total). Each entry: the result, and the hits taken by each company and committed reserve.',
    ...grid(rows),
    '',
    ...Object.entries(T.ASSAULT_RESULT.meanings).map(([k, m]) => `${rn(k)}: ${m}`),
  ];
}

function ambushResult(_v: HodView | null, tables: ComponentTables): string[] {
  const rows: string[][] = [['Q', 'Result', 'Hits on each company', 'Hits on each reserve']];
  for (const r of tables.ambushResult.rows)
    rows.push([q(r), rn(r.result), String(r.companyHits), String(r.reserveHits)]);
  return [...grid(rows), '', ...Object.entries(tables.ambushResult.meanings).map(([k, m]) => `${rn(k)}: ${m}`)];
}

function ambushNow(v: HodView, tables: ComponentTables): string[] {
  const hit = tables.ambush.rows.find((r) => r.result === 'ambush')?.min ?? 6;
  if (v.now.ambush.length === 0)
    return ['Now: no British objective or column is an Ambush Roll target (secure or empty).'];
  return [
    `Now (${weatherNow(v)}), if the Ambush Rolls were made in this position:`,
    ...v.now.ambush.map((a) => {
      const need = hit - a.modifier;
      const c = d6Chance(tables.ambush, a.modifier, 'ambush'); // odds.ts: the table the roll reads
      const when = need > 6 ? 'no D6 ambushes it' : need <= 1 ? 'every D6 ambushes it' : `ambushed on a D6 of ${need}+`;
      return `  ${name(a.target)}: modifier ${sign(a.modifier)}, ${when} (${c.n} in 6, ${percent(c)})`;
    }),
    `(${ROUNDING}.)`,
  ];
}

/** The component spec's own text of an entry (data/spec-text.ts). */
function specText(id: string): string {
  return SPEC_TEXT.find((e) => e.id === id)?.text ?? '';
}

const formationMod = (f: string): number =>
  T.COLD_STEEL.modifiers.find((m) => m.when?.kind === 'formationIs' && m.when.formation === f)?.value ?? 0;
const modOf = (kind: string): number => T.COLD_STEEL.modifiers.find((m) => m.when?.kind === kind)?.value ?? 0;

/**
 * 5.8 now: for each tactical column, the modifiers its charge would take (formation, heights) and
 * the ones it could add (a general leading it, a mounted troop charging), and the D6 it then needs.
 */
function coldSteelNow(v: HodView): string[] {
  if (v.tactical.length === 0)
    return ['Now: no tactical column is out; a charge is made only in an assault, after a British Retreat (r. 4.4).'];
  const succeeds = T.COLD_STEEL.rows.find((r) => r.result === 'succeeds')?.min ?? 6;
  return v.tactical.map((c) => {
    const o = Object.hasOwn(OBJECTIVES, c.objective) ? OBJECTIVES[c.objective as ObjectiveId] : null;
    const here = Object.entries(v.units).filter(([, u]) => u.loc === `tc:${c.id}`);
    const general = here.some(([id]) => kind(id) === 'general' && v.units[id]!.side === 'alive');
    const mounted =
      here.some(([id, u]) => kind(id) === 'troop' && u.side === 'mounted') && o?.fortification !== 'buildings';
    const fixed = formationMod(c.formation) + (o?.heights ? modOf('targetOnHeights') : 0);
    const best = fixed + (general ? modOf('generalLeadsCharge') : 0) + (mounted ? modOf('mountedTroopCharges') : 0);
    const need = (m: number): string => {
      const n = succeeds - m;
      const c = d6Chance(T.COLD_STEEL, m, 'succeeds'); // odds.ts: the table the roll reads
      return n > 6 ? 'no D6 (hopeless)' : n <= 1 ? 'any D6' : `a D6 of ${n}+ (${c.n} in 6, ${percent(c)})`;
    };
    const adds = [general ? 'its general leads' : '', mounted ? 'a mounted troop charges' : ''].filter(Boolean);
    return `Now: column ${c.id} against ${o?.name ?? c.objective}, ${c.formation} formation${o?.heights ? ', target on the heights' : ''}: modifier ${sign(fixed)}, a charge succeeds on ${need(fixed)}${adds.length ? `; if ${adds.join(' and ')}, ${sign(best)}: ${need(best)}` : ''} (${ROUNDING}).`;
  });
}

const TABLES: readonly Printed[] = [
  roll('3.1', T.STRATEGIC_MOVEMENT),
  roll('3.2', T.DIPLOMACY, (v) => [
    `Now: Boer victories ${v.boerVictories}; The Nek ${v.objectives['NK']?.control === 'british' ? 'British' : 'Boer'}-controlled.`,
  ]),
  roll('3.3', T.SIEGE, (v) => [`Now: towns captured: ${v.townsCaptured.join(', ') || 'none'}.`]),
  {
    id: '3.4',
    title: T.WEATHER.name,
    rules: T.WEATHER.rules,
    includes: ['3.4.2'],
    lines: () => [
      ...rollTable(T.WEATHER),
      '',
      'Table 3.4.2, what the weather modifies:',
      ...grid([['Effect', 'Fine', 'Rain'], ...T.WEATHER_EFFECTS.map((e) => [e.effect, e.fine, e.rain])]),
      'Mud (box 4) or Deep Mud (box 5): operational movement −1. Deep Mud: the drifts are flooded.',
    ],
    now: (v) => [`Now: ${weatherNow(v)}; drifts ${v.weather.drifts}.`],
  },
  {
    id: '3.5',
    title: T.OPERATIONAL_MOVEMENT.name,
    rules: T.OPERATIONAL_MOVEMENT.rules,
    lines: () => [
      `Basic move ${T.OPERATIONAL_MOVEMENT.base} hexes, minimum ${T.OPERATIONAL_MOVEMENT.minimum}.`,
      ...modifierLines(T.OPERATIONAL_MOVEMENT.modifiers),
      ...T.OPERATIONAL_MOVEMENT.notes,
    ],
    now: (v) => [
      `Now (${weatherNow(v)}): ${v.now.moves.map((m) => `column ${m.column} moves ${m.hexes}`).join('; ') || 'no operational column on the map'}.`,
    ],
  },
  roll('3.6', T.AMBUSH, ambushNow, (tables) => tables.ambush),
  {
    id: '3.7',
    title: T.BOER_BATTLE_PRIORITY.name,
    rules: T.BOER_BATTLE_PRIORITY.rules,
    lines: () => [
      'The lowest number is targeted or resolved first. Event cards choose their targets from this table too.',
      ...T.BOER_BATTLE_PRIORITY.entries.map(
        (e) =>
          `  ${String(e.priority).padStart(2)}  ${e.target === 'operationalColumns' ? 'Operational columns' : name(e.target)}${e.notes ? ` (${e.notes})` : ''}`,
      ),
    ],
  },
  {
    id: '3.8',
    title: T.BRITISH_MOVEMENT_PRIORITY.name,
    rules: T.BRITISH_MOVEMENT_PRIORITY.rules,
    lines: () => [
      ...grid([
        ['Priority', 'Commander', 'Class (r. 4.3)'],
        ...T.BRITISH_MOVEMENT_PRIORITY.entries.map((e) => [String(e.priority), e.commander, e.class]),
      ]),
      ...T.BRITISH_MOVEMENT_PRIORITY.notes,
    ],
  },
  {
    id: '3.9',
    title: T.BRITISH_SECURE_OBJECTIVES.name,
    rules: T.BRITISH_SECURE_OBJECTIVES.rules,
    lines: (v, tables) => [
      'An objective is secure while every objective of its row is British-controlled and its laager destroyed.',
      ...grid([
        ['Objective', 'British-controlled', 'Laager destroyed', ...(v ? ['Now'] : [])],
        ...Object.entries(tables.secureObjectives.rows).map(([o, r]) => [
          name(o),
          r.britishControlled.join(', '),
          r.laagerDestroyed ?? '—',
          ...(v ? [v.objectives[o]?.secure ? 'secure' : `${v.objectives[o]?.control ?? '?'}, insecure`] : []),
        ]),
      ]),
      ...tables.secureObjectives.consequences.map((c) => c.text),
    ],
  },
  {
    id: '3.10',
    title: T.BOMBARD_LAAGER.name,
    rules: T.BOMBARD_LAAGER.rules,
    lines: (v) => [
      ...grid([
        ['Laager', 'Objective', 'Sections', 'Ammunition', ...(v ? ['Now'] : [])],
        ...Object.entries(T.BOMBARD_LAAGER.rows).map(([l, r]) => [
          l,
          name(r.objective),
          r.sections.join(', '),
          `1 ${r.ammunition.join(' or 1 ')}`,
          ...(v ? [v.laagers[l] ?? '?'] : []),
        ]),
      ]),
      ...T.BOMBARD_LAAGER.conditions.map((c) => `${c.condition}: ${c.value}`),
      '',
      'Joubert roll:',
      ...T.JOUBERT_ROLL.rows.map((r) => `  ${r.text}`),
    ],
  },
  {
    id: '3.11',
    title: 'Hunger and Thirst Roll Table',
    rules: T.HUNGER_AND_THIRST.fine.rules,
    lines: (v) => [
      T.HUNGER_AND_THIRST.fine.rolled,
      ...(['fine', 'rain'] as const).map(
        (w) =>
          `  Weather ${w}${v?.weather.shows === w ? ' (now)' : ''}: ${T.HUNGER_AND_THIRST[w].rows.map((r) => r.text).join('; ')}`,
      ),
    ],
  },
  roll('3.12', T.FORT_AMIEL_SUPPLY),
  {
    id: '3.13',
    title: T.LOAD_WAGONS.name,
    rules: T.LOAD_WAGONS.rules,
    lines: (v, tables) => [
      tables.loadWagons.rolled,
      ...grid([
        ['Modified roll', ...SUPPLY_TYPES],
        ...tables.loadWagons.rows.map((r) => [r.text, ...SUPPLY_TYPES.map((s) => String(r.result[s]))]),
        ['Camp maximum (§4.4)', ...SUPPLY_TYPES.map((s) => String(tables.campSupplyMaximum[s]))],
      ]),
      'Supplies unloaded beyond the British Camp Supply Track maximum (§4.4) are destroyed (r. 2.7).',
      ...modifierLines(tables.loadWagons.modifiers),
    ],
    now: (v) => [
      `Now: politics box ${v.politics}${v.politics >= 6 ? ' (Supply −1)' : ''}; Wires Cut ${v.held.includes('EV-05') ? 'held (−1)' : 'not held'}.`,
    ],
  },
  {
    id: '3.14',
    title: T.ASSAULT_FORMATION.name,
    rules: T.ASSAULT_FORMATION.rules,
    lines: () => [
      ...rollTable(T.ASSAULT_FORMATION),
      'Fixed cases (no roll):',
      ...T.ASSAULT_FORMATION_FIXED.map((f) => `  ${f.text}`),
    ],
  },
  roll('3.15', T.NIGHT_ASSAULT_DISPERSAL, (v) => [`Now: ${weatherNow(v)}.`]),
  roll('3.16', T.TACTICAL_MOVEMENT, (v) => [`Now: ${weatherNow(v)}.`]),
  roll('3.17', T.EVENT_ROLL, (v) => [`Now: ${v.deckCount} cards in the deck; held: ${v.held.join(', ') || 'none'}.`]),
  {
    id: '5.1',
    title: 'Firepower and ammunition of every counter',
    rules: ['2.15', '4.1', '4.5', '4.9', '4.10', '4.16'],
    lines: () => [
      'Table 5.1.1, firing values:',
      ...firingValues(),
      '',
      'Table 5.1.2, bombardment values:',
      ...bombardmentValues(),
    ],
  },
  { id: '5.1.1', title: 'Firing values', rules: ['2.15', '4.1', '4.16'], lines: firingValues },
  { id: '5.1.2', title: 'Bombardment values', rules: ['4.1', '4.17'], lines: bombardmentValues },
  {
    id: '5.2',
    title: 'Commando Strength Table',
    rules: ['4.5', '4.10', '4.14'],
    lines: () => [
      'Table 5.2.1, assaults:',
      ...commandoAssault(),
      '',
      'Table 5.2.2, ambushes:',
      ...commandoAmbush(),
      '',
      'Table 5.2.3, drawing the counters: see /rules table:5.2.3',
    ],
    now: (v) => [`Now: ${Object.values(v.laagers).filter((l) => l === 'destroyed').length} laager(s) destroyed.`],
  },
  { id: '5.2.1', title: A.name, rules: A.rules, lines: commandoAssault },
  { id: '5.2.2', title: B.name, rules: B.rules, lines: commandoAmbush },
  {
    id: '5.2.3',
    title: 'Drawing the counters',
    rules: ['4.5', '4.10'],
    lines: () => T.COMMANDO_DRAW.map((r) => `  ${r.text}`),
  },
  {
    id: '5.3',
    title: 'Assault Card sequence',
    rules: ['3.4', '4.1'],
    lines: () => sequence(ASSAULT_CARD_SEQUENCE),
    prose: true,
  },
  {
    id: '5.4',
    title: 'Ambush Card sequence',
    rules: ['2.9', '4.1'],
    lines: () => sequence(AMBUSH_CARD_SEQUENCE),
    prose: true,
  },
  {
    id: '5.5',
    title: 'Firepower totals',
    rules: ['4.1', '4.7', '4.8', '4.11'],
    lines: () => [
      'Formations do not change the totals: they choose the column of the Assault Result Table and a Cold Steel modifier.',
      'Table 5.5.1, assault:',
      ...firepowerTotals(T.ASSAULT_FIREPOWER_TOTALS),
      'Table 5.5.2, ambush:',
      ...firepowerTotals(T.AMBUSH_FIREPOWER_TOTALS),
    ],
  },
  {
    id: '5.5.1',
    title: T.ASSAULT_FIREPOWER_TOTALS.name,
    rules: T.ASSAULT_FIREPOWER_TOTALS.rules,
    lines: () => firepowerTotals(T.ASSAULT_FIREPOWER_TOTALS),
  },
  {
    id: '5.5.2',
    title: T.AMBUSH_FIREPOWER_TOTALS.name,
    rules: T.AMBUSH_FIREPOWER_TOTALS.rules,
    lines: () => firepowerTotals(T.AMBUSH_FIREPOWER_TOTALS),
  },
  { id: '5.6', title: T.ASSAULT_RESULT.name, rules: T.ASSAULT_RESULT.rules, lines: assaultResult },
  { id: '5.7', title: T.AMBUSH_RESULT.name, rules: T.AMBUSH_RESULT.rules, lines: ambushResult },
  roll('5.8', T.COLD_STEEL, coldSteelNow),
  roll('5.9', T.GENERAL_ROLL),
  roll('5.10', T.GATLING_GUN),
  roll('5.11', T.ROCKETS, (v) => [`Now: ${weatherNow(v)}.`]),
  roll('5.12', T.LINE_OF_SIGHT, (v) => [`Now: ${weatherNow(v)}.`]),
  {
    id: '5.13',
    title: 'Outpost Consolidation Roll Table',
    rules: ['4.6'],
    lines: () => [...rollTable(T.OUTPOST_CONSOLIDATION.british), '', ...rollTable(T.OUTPOST_CONSOLIDATION.boers)],
  },
  {
    id: '5.14',
    title: T.HITS.name,
    rules: T.HITS.rules,
    lines: () => [
      ...grid([['State before', '1 hit', '2 hits'], ...T.HITS.rows.map((r) => [r.before, r.oneHit, r.twoHits])]),
      `Hits from one result on one counter form one batch; a batch of more than ${T.HITS.batchCap} counts as ${T.HITS.batchCap} (ruling R11).`,
      `Separate batches: ${T.HITS.separateBatches.join(', ')}.`,
    ],
  },
  {
    id: '5.15',
    title: 'Estimated odds',
    rules: [],
    prose: true,
    lines: () => [
      'The spec’s Monte Carlo estimates are design notes of reconstruction v1, not a table of the cards: no roll reads them, and v2 changed some of the numbers they were measured with. The odds measured over whole campaigns are in docs/hod-calibration.md. The spec’s text:',
      '',
      specText('§5.15'),
    ],
  },
];

const BY_ID: ReadonlyMap<string, Printed> = new Map(TABLES.map((t) => [t.id, t]));
/** Data-file ids (e.g. "ambush", "coldSteel") → table number. */
const BY_NAME: ReadonlyMap<string, string> = new Map(
  Object.values(T.TABLES).map((t) => [t.id.toLowerCase(), t.spec.replace(/^(§|Table )/, '')]),
);

/** A table of the Quick Reference Card or the Assault and Ambush Cards, as /rules lists it. */
export interface BookletTable {
  id: string;
  title: string;
  /** The booklet sections it serves. */
  rules: readonly string[];
  /** Other names: its data id ("ambush") and the sub-tables it prints whole. */
  aliases: readonly string[];
}

/** Every table /rules table: answers from the data (spec §3 and §5, with the numbered sub-tables). */
export const BOOKLET_TABLES: readonly BookletTable[] = TABLES.map((t) => ({
  id: t.id,
  title: t.title,
  rules: t.rules,
  aliases: [...[...BY_NAME].filter(([, id]) => id === t.id).map(([name]) => name), ...(t.includes ?? [])],
}));

/** Every table number /rules table: answers from the data. */
export const BOOKLET_TABLE_IDS: readonly string[] = TABLES.map((t) => t.id);

/**
 * A table's whole text by number ("3.6"): which rules it serves and which component revision it
 * shows, its body (a grid in a code block, a procedure as plain lines), and with the caller's view of
 * a running game what applies now. Null if there is no such table.
 */
export function bookletTableText(id: string, view: HodView | null): string | null {
  const t = BY_ID.get(id);
  if (!t) return null;
  const tables = tablesFor({ components: view ? view.components : CURRENT_REVISION });
  const rules = t.rules.length ? `Rules: ${t.rules.map((r) => `r. ${r}`).join(', ')}. ` : '';
  const which = view
    ? `Reconstruction ${tables.revision} (this game's component revision).`
    : `Reconstruction ${tables.revision} (the current revision; a game shows its own).`;
  const body = t.lines(view, tables).join('\n');
  const parts = [`${rules}${which}`, t.prose ? body : `\`\`\`\n${body}\n\`\`\``];
  if (view && t.now) parts.push(t.now(view, tables).join('\n'));
  return parts.join('\n\n');
}
