// Lettow-Vorbeck's rulebook for /rules (src/engine/presentation.ts GameRules): every numbered section
// of the rulebook (data/rules-text.ts), the rulings R1-R47, the charts players need at the table, drawn
// from the data the rules read (the Battle Results Table, the Terrain Effects Chart, the routes, the
// unit roster, the Campaign Cards, the sequence of play, the Turn Record Track, Air Support), every
// section of the reconstructed component spec (data/spec-text.ts, by its number: §6 is the spec's BRT
// page) and each Campaign Card. In a running game the caller's view adds what applies now: where each
// card is (public: the face-up card, the discards, the removed cards and the draw pile's size — never
// its order), where each unit the caller may see stands, the current step of the sequence, and
// whether the advanced and optional rules are on.
import type { GameRules, RuleEntry } from '../../../engine/presentation.ts';
import { ORDER_CHOICES } from '../../hand-of-destiny/battle/orders.ts';
import { CARDS } from '../data/cards.ts';
import { BOXES, CLOSED_REGIONS, OCEAN_POINTS, ROUTES, SPACES } from '../data/map.ts';
import { PHASE_NAME } from '../data/phases.ts';
import { RULES_TEXT } from '../data/rules-text.ts';
import { RULINGS } from '../data/rulings.ts';
import { SPEC_TEXT } from '../data/spec-text.ts';
import { AIR_SUPPORT, BRT, MAP_FEATURES, TACTICAL_MODIFIERS, TERRAIN_EFFECTS, type DieRoll } from '../data/tables.ts';
import { TURNS } from '../data/turns.ts';
import type { CardDef, Side, Terrain, UnitType } from '../data/types.ts';
import { MARKERS, UNITS } from '../data/units.ts';
import type { LvOptions } from '../state.ts';
import type { LvView } from '../view.ts';

const SIDES: readonly Side[] = ['German', 'Allied'];

/** Rows of cells as a fixed-width grid in a code block. */
function grid(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  const lines = rows.map((r) =>
    r
      .map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd(),
  );
  return ['```', ...lines, '```'].join('\n');
}

/** The section a section sits under: 13.1.2 → 13.1, 13.1 → 13.0, 13.0 → none. */
function parentOf(key: string): string | null {
  const parts = key.split('.');
  if (parts.length === 2 && parts[1] === '0') return null;
  const up = parts.length === 2 ? `${parts[0]}.0` : parts.slice(0, -1).join('.');
  return Object.hasOwn(RULES_TEXT, up) ? up : null;
}

// ---------------------------------------------------------------------------------------------
// The charts, from the data the rules read.

const TYPES: readonly UnitType[] = [
  'Light infantry',
  'Regular infantry',
  'Cavalry/Mounted infantry',
  'Armored car',
  'Garrison',
];

function brt(v: LvView | null): string {
  const dice: DieRoll[] = [1, 2, 3, 4, 5, 6];
  const modifiers = TACTICAL_MODIFIERS.map(
    (m) =>
      `- +${m.modifier} ${m.source} (${m.rule}; ${m.appliesTo.toLowerCase()})${m.advancedOnly ? ' — advanced rules only' : ''}`,
  );
  const parts = [
    'The column is the type of the unit rolling (13.2); each die is read separately. E eliminates one enemy unit, P panics one (a second panic eliminates it, 13.3.2), - has no effect. A unit’s results apply as soon as it has rolled, its eliminations before its panics (13.3, R43). Fort markers never roll (22.2); a unit of strength 0 rolls no dice.',
    grid([['Die', ...TYPES], ...dice.map((d) => [String(d), ...TYPES.map((t) => BRT[t][d])])]),
    [
      'Tactical Superiority (13.1.1): each side rolls a die; the higher total fires first, ties go to the defender. Modifiers, each counted once per side:',
      ...modifiers,
    ].join('\n'),
  ];
  if (v)
    parts.push(
      v.options.advanced
        ? 'Now: the advanced rules are on, so the artillery modifier (17.0) applies.'
        : 'Now: the advanced rules are off in this game, so the artillery modifier (17.0) does not apply.',
    );
  return parts.join('\n\n');
}

const TERRAINS: readonly Terrain[] = ['Clear', 'Bush', 'Mountain', 'Swamp'];

function tec(): string {
  const terrain = TERRAINS.map((t) => {
    const e = TERRAIN_EFFECTS[t];
    const spaces = SPACES.filter((s) => s.terrain === t).map((s) => s.id);
    return `**${t}** — movement: ${e.movement}; battle: ${e.battle}.\nSpaces: ${spaces.join(', ')}.`;
  });
  const features = MAP_FEATURES.map(
    (f) => `- **${f.feature}** — movement: ${f.movement}; effect: ${f.effect} (${f.rules}).`,
  );
  return [
    'Terrain (11.1.1; battle effects are Tactical Superiority modifiers, 13.1.1):',
    ...terrain,
    ['Map features:', ...features].join('\n'),
  ].join('\n\n');
}

function routes(): string {
  const kinds = [
    '- **land** — both sides; 1 movement point a route (11.0). Entering a Mountain, Swamp or river space ends the move (11.1.1, 12.1).',
    '- **rail** — both sides, whoever holds the line; a chain of rail routes costs 1 movement point in all (28.3); it stops in the first space holding enemy units; terrain does not stop a unit that enters by rail (R8).',
    '- **river** — walked like a land route: there are no fleets in this scenario (12.0, R6, R7). Pursuit may not use it (R25).',
    '- **lake** — both sides (28.2.1); port to port on one lake, for the unit’s whole movement (28.2.A, R9); landing in an enemy-occupied port is a battle (28.2.B).',
    `- **ocean** — the Allies only (28.2.2): between any two of ${OCEAN_POINTS.map((p) => p.id + (p.closedBeforeIntervention ? ' (after Allied Intervention)' : '')).join(', ')}, for the whole movement.`,
  ];
  const closed = CLOSED_REGIONS.map(
    (c) =>
      `- ${c.region} (${c.spaces.join(', ')}): before Allied Intervention ${c.beforeIntervention}; after it, ${c.afterIntervention.toLowerCase()} (28.1).`,
  );
  const links = SPACES.map((s) => {
    const out = ROUTES.filter((r) => r.from === s.id || r.to === s.id).map((r) => {
      const other = r.from === s.id ? r.to : r.from;
      return r.kind === 'land' ? other : `${other} (${r.kind}${r.water && r.kind === 'river' ? `, ${r.water}` : ''})`;
    });
    return `- ${s.id}: ${out.join(', ') || 'none'}`;
  });
  return [
    ['Route kinds (3.2; units move only along routes):', ...kinds].join('\n'),
    ['Closed regions:', ...closed].join('\n'),
    ['Routes from each space (two-way; land unless marked):', ...links].join('\n'),
    `Off-map boxes: ${BOXES.map((b) => `${b.id} (${b.rules})`).join('; ')}. No box is adjacent to any space.`,
  ].join('\n\n');
}

const flags = (u: (typeof UNITS)[number]): string =>
  [u.elite ? 'elite' : '', u.artillery ? 'artillery' : ''].filter(Boolean).join(', ') || '-';

function where(v: LvView, id: string): string {
  const u = v.units[id];
  if (!u) return 'not seen by you';
  return `${u.location}${u.panicked ? ' (panicked)' : ''}`;
}

function roster(v: LvView | null): string {
  const parts = [
    'Strength is the number of dice the unit rolls (4.3.A, 13.1.2); elite units add +1 to Tactical Superiority (16.0, 13.1.1.B); MGC counts as artillery with the advanced rules (17.0, R28). Set-up: Start = on the map, R = in the recruit pool (25.1, 25.2).',
  ];
  for (const side of SIDES) {
    const units = UNITS.filter((u) => u.side === side);
    const total = units.reduce((t, u) => t + u.strength, 0);
    const rows = [
      ['Unit', 'Name', 'Type', 'Str', 'Elite/art.', 'Set-up', ...(v ? ['Now'] : [])],
      ...units.map((u) => [
        u.id,
        u.name,
        u.type,
        String(u.strength),
        flags(u),
        u.setup,
        ...(v ? [where(v, u.id)] : []),
      ]),
    ];
    parts.push(`${side} (${units.length} units, total strength ${total}):\n${grid(rows)}`);
  }
  parts.push(
    `Markers: ${MARKERS.map((m) => `${m.id} (${m.kind}; ${m.use}${m.advancedOnly ? '; advanced rules only' : ''})`).join(', ')}.`,
  );
  if (v)
    parts.push(
      'Now: “not seen by you” is a unit the fog of war hides (10.0): face down in an enemy stack or in the enemy recruit pool.',
    );
  return parts.join('\n\n');
}

const movement = (c: CardDef): string =>
  Object.entries(c.movement)
    .map(([k, n]) => `${k === 'All' ? 'All except Garrisons' : k} ${n}`)
    .join(', ') || 'none';

/** Where a card is, from a view: what both players see (7.A-B: the face-up card, the discards). */
function cardPlace(v: LvView, c: CardDef): string {
  const d = v.cards[c.side];
  if (d.current === c.id) return `face up: the ${c.side} card in effect this player-turn`;
  if (d.discard.includes(c.id)) return `in the ${c.side} discard pile`;
  if (d.removed.includes(c.id)) return 'removed from play (7.1.4)';
  return `in the ${c.side} draw pile (${d.drawPile} cards, order unknown to both players)`;
}

function cardText(c: CardDef, v: LvView | null): string {
  const lines = [
    `${c.side} Campaign Card. Recruit ${c.recruit}. Movement: ${movement(c)}.`,
    `Event (${c.timing.join('; ')}): ${c.event}`,
    `Remove from play after use: ${c.removeFromPlay ? 'yes' : 'no'} (7.1.4).`,
    `History: ${c.history}`,
  ];
  if (v) lines.push(`Now: ${cardPlace(v, c)}.`);
  return lines.join('\n');
}

function deckChart(v: LvView | null): string {
  const parts = [
    'Each player-turn the phasing player draws one card from the own deck and carries it out (6.2.1.1, 7.0): Recruit N units (7.1.1), move units up to the Movement numbers (7.1.2), and its event (7.1.3, 8.0). Read one card with /rules card:<id>.',
  ];
  for (const side of SIDES) {
    const rows = [
      ['Card', 'Title', 'Rec.', 'Movement', 'Event', ...(v ? ['Now'] : [])],
      ...CARDS.filter((c) => c.side === side).map((c) => [
        c.id,
        c.title,
        String(c.recruit),
        movement(c),
        c.timing.join('; '),
        ...(v ? [cardPlace(v, c).replace(/ \(.*\)$/, '')] : []),
      ]),
    ];
    parts.push(`${side} deck:\n${grid(rows)}`);
    if (v) parts.push(`Now: ${v.cards[side].drawPile} cards in the ${side} draw pile.`);
  }
  return parts.join('\n\n');
}

/** The phases of a player-turn (6.2.1), in order. */
const PLAYER_TURN = ['campaign-card', 'recruiting', 'march', 'battle'] as const;

function sequence(v: LvView | null): string {
  const mark = (on: boolean): string => (on ? '▶ ' : '  ');
  const lines: string[] = [];
  const now = (turn: 1 | 2, phase: string): boolean =>
    !!v && v.playerTurn === turn && v.phase === phase && v.phase !== 'setup' && v.phase !== 'game-over';
  lines.push(`${mark(v?.phase === 'setup')}Set-up (25.0): the Allies place their units, then the Germans.`);
  lines.push('Each turn (6.1, 6.2):');
  for (const turn of [1, 2] as const) {
    const first = turn === 1 ? 'first' : 'second';
    lines.push(
      `  ${first === 'first' ? 'First' : 'Second'} player-turn (6.2.${turn}), the ${first} player of the turn (/rules table:trt):`,
    );
    PLAYER_TURN.forEach((p, i) => lines.push(`  ${mark(now(turn, p))}  ${PHASE_NAME[p]} (6.2.${turn}.${i + 1})`));
  }
  lines.push(
    `${mark(v?.phase === 'end-turn')}End Turn Phase (6.2.3): the Turn marker moves on; after 1918 III the game ends (26.0).`,
  );
  const parts = [
    '```\n' + lines.join('\n') + '\n```',
    'Campaign Card Phase: /card draw, then carry out the card. Recruiting Phase: place the recruits the card allows (27.0). March Phase: move (/move, /amphibious). Battle Phase: every space holding both sides is fought (13.0). Each phase ends with /phase end.',
  ];
  if (v)
    parts.push(
      v.phase === 'game-over'
        ? 'Now: the game is over.'
        : `Now: ${v.turn.label} (turn ${v.turn.index} of 14), ${v.activeSide} player-turn ${v.playerTurn}, ${PHASE_NAME[v.phase]} (marked ▶).`,
    );
  return parts.join('\n\n');
}

function trt(v: LvView | null): string {
  const rows = [
    ['Turn', 'Box', 'Months', 'First', 'Second', ...(v ? ['Now'] : [])],
    ...TURNS.map((t) => [
      String(t.index),
      t.label,
      t.months,
      t.first,
      t.second,
      ...(v ? [v.turn.index === t.index ? '◀ now' : ''] : []),
    ]),
  ];
  return [
    'Fourteen turns of four months, 1914 II to 1918 III (26.A). The first player of each turn is printed on its box (6.1.B): the Germans in 1914-1915, the Allies from 1916 I, so the Allies play two player-turns in a row at the switch.',
    grid(rows),
    TURNS.map((t) => `- ${t.label}: ${t.context}`).join('\n'),
  ].join('\n\n');
}

function airSupport(v: LvView | null): string {
  const parts = [
    'Once per Allied Battle Phase, before the first Tactical Superiority roll of one battle in which the Allies attack, the Allied player may roll for Air Support (24.4, R19):',
    AIR_SUPPORT.map((r) => `- ${r.rolls.join('-')}: ${r.text}`).join('\n'),
  ];
  if (v) parts.push(`Now: the Air Support marker is in ${v.markers['ally-air-support'] ?? 'play'}.`);
  return parts.join('\n\n');
}

interface Chart {
  entry: RuleEntry;
  text(v: LvView | null): string;
}

const chart = (id: string, title: string, aliases: readonly string[], text: (v: LvView | null) => string): Chart => ({
  entry: { kind: 'table', id, title, parent: null, aliases },
  text,
});

const CHARTS: readonly Chart[] = [
  chart('sequence', 'Sequence of play', ['sequence of play', 'phases', 'turn sequence'], sequence),
  chart('trt', 'Turn Record Track', ['turn record track', 'turns', 'turn track'], trt),
  chart(
    'brt',
    'Battle Results Table and Tactical Superiority',
    ['battle results table', 'battle', 'superiority', 'modifiers'],
    brt,
  ),
  chart('tec', 'Terrain Effects Chart', ['terrain effects chart', 'terrain', 'terrain effects'], () => tec()),
  chart('routes', 'Movement and route types', ['route', 'movement', 'route types', 'map'], () => routes()),
  chart(
    'units',
    'Unit roster: strengths and types',
    ['roster', 'unit roster', 'counters', 'pieces', 'strengths'],
    roster,
  ),
  chart('cards', 'Campaign Card decks', ['deck', 'decks', 'campaign cards'], deckChart),
  chart('air-support', 'Air Support', ['air support'], airSupport),
  chart('orders', 'Standing orders (/orders)', ['standing orders'], () => ordersChart()),
];

/** /rules table:orders: what each standing order decides and exactly how each choice sorts. */
function ordersChart(): string {
  const rows = Object.entries(ORDER_CHOICES).map(
    ([k, o]) =>
      `- ${k} (${o.what}):\n${Object.values(o.choices)
        .map((c) => `  - ${c}`)
        .join('\n')}`,
  );
  return `Standing orders make battle decisions for your side without waiting; ask waits for you. Set them with /orders <order>:<choice>; confirm:true makes you confirm every forced step too.\n\n${rows.join('\n')}`;
}

// ---------------------------------------------------------------------------------------------
// What applies now to a rule section.

const ADVANCED = ['17.0', '18.0', '19.0', '20.0', '21.0', '22.0'];
const OPTIONAL: Record<string, keyof LvOptions> = { '30.1': 'breakoff', '30.2': 'supply', '30.3': 'forts' };
const top = (key: string): string => `${key.split('.')[0]}.0`;

/** The chart a section is read with. */
const SEE: Readonly<Record<string, string>> = {
  '3.1': 'tec',
  '3.2': 'routes',
  '4.3': 'units',
  '6.1': 'trt',
  '6.2': 'sequence',
  '7.0': 'cards',
  '11.0': 'routes',
  '11.1.1': 'tec',
  '13.1.1': 'brt',
  '13.2': 'brt',
  '24.0': 'units',
  '24.1': 'units',
  '24.4': 'air-support',
  '26.0': 'trt',
  '28.2': 'routes',
  '28.3': 'routes',
};

function sectionNow(key: string, v: LvView): string[] {
  const out: string[] = [];
  const o = v.options;
  if (ADVANCED.includes(top(key)))
    out.push(
      o.advanced
        ? `Now: this game plays with the advanced rules (17.0-22.0): ${top(key)} applies.`
        : `Now: this game plays without the advanced rules (advanced:false): ${top(key)} does not apply.`,
    );
  const opt = OPTIONAL[key] ?? OPTIONAL[key.split('.').slice(0, 2).join('.')];
  if (opt) out.push(`Now: optional rule ${key} is ${o[opt] ? 'on' : 'off'} in this game (${opt}:${o[opt]}).`);
  if (key === '30.0')
    out.push(
      `Now: ${(Object.entries(OPTIONAL) as [string, keyof LvOptions][]).map(([k, n]) => `${k} ${o[n] ? 'on' : 'off'}`).join(', ')}.`,
    );
  if (key.startsWith('6.2') && v.phase !== 'game-over')
    out.push(
      `Now: ${v.turn.label}, ${v.activeSide} player-turn ${v.playerTurn}, ${PHASE_NAME[v.phase]} (/rules table:sequence).`,
    );
  return out;
}

/** Rulings that name a section (R12 names 13.5 and 29.B). */
const RULINGS_OF: ReadonlyMap<string, string[]> = (() => {
  const m = new Map<string, string[]>();
  for (const r of RULINGS)
    for (const n of r.rules.match(/\d+(?:\.\d+)*/g) ?? []) {
      const key = n.includes('.') ? n : `${n}.0`;
      if (!m.has(key)) m.set(key, []);
      if (!m.get(key)!.includes(r.id)) m.get(key)!.push(r.id);
    }
  return m;
})();

function sectionText(key: string, v: LvView | null): string {
  const parts = [RULES_TEXT[key]!.text];
  const see = SEE[key];
  if (see) parts.push(`Chart: /rules table:${see} (${CHARTS.find((c) => c.entry.id === see)!.entry.title}).`);
  const rulings = RULINGS_OF.get(key);
  if (rulings) parts.push(`Rulings on this section: ${rulings.join(', ')} (/rules section:${rulings[0]}).`);
  if (v) parts.push(...sectionNow(key, v));
  return parts.filter((p) => p !== '').join('\n\n');
}

// ---------------------------------------------------------------------------------------------
// The entries.

const SECTION_ENTRIES: RuleEntry[] = Object.entries(RULES_TEXT).map(([key, r]) => ({
  kind: 'section',
  id: key,
  title: r.title,
  parent: parentOf(key),
}));

const RULING_ENTRIES: RuleEntry[] = RULINGS.map((r) => ({
  kind: 'ruling',
  id: r.id,
  title: `Ruling on ${r.rules}`,
  parent: null,
}));

const SPEC_ENTRIES: RuleEntry[] = SPEC_TEXT.map((s) => ({
  kind: 'table',
  id: s.id,
  title: s.id === 'components' ? s.title : `${s.title} (component spec)`,
  parent: s.parent,
}));

const CARD_ENTRIES: RuleEntry[] = CARDS.map((c) => ({
  kind: 'card',
  id: c.id,
  title: `${c.title} (${c.side})`,
  parent: null,
  aliases: [c.title],
}));

const ENTRIES: readonly RuleEntry[] = [
  ...SECTION_ENTRIES,
  ...RULING_ENTRIES,
  ...CHARTS.map((c) => c.entry),
  ...SPEC_ENTRIES,
  ...CARD_ENTRIES,
];

/** The spec's section of rulings: its rulings are entries of their own (R1, R2, …), listed here. */
const RULINGS_SECTION = '§9';

function rulingsIndex(): string {
  return [
    'Binding for the software where the rulebook is silent or ambiguous; the rulebook stays the authority. Each: /rules section:<id>.',
    RULINGS.map((r) => `- ${r.id} (${r.rules}): ${r.question}`).join('\n'),
  ].join('\n\n');
}

const asView = (view: unknown): LvView | null => (view as LvView | null) ?? null;

function text(e: RuleEntry, view: unknown): string {
  const v = asView(view);
  switch (e.kind) {
    case 'section':
      return sectionText(e.id, v);
    case 'ruling': {
      const r = RULINGS.find((x) => x.id === e.id)!;
      return `Question: ${r.question}\n\nRuling: ${r.ruling}\n\nWhy: ${r.why}`;
    }
    case 'card':
      return cardText(
        CARDS.find((c) => c.id === e.id)!,
        v,
      );
    case 'table': {
      const c = CHARTS.find((x) => x.entry === e);
      if (c) return c.text(v);
      if (e.id === RULINGS_SECTION) return rulingsIndex();
      return SPEC_TEXT.find((s) => s.id === e.id)!.text;
    }
  }
}

/** Which rules a game plays with (its options), for /game status and its first message. */
function inPlay(view: unknown): string {
  const o = (view as LvView).options;
  const adv = ADVANCED.map((k) => `${k} ${RULES_TEXT[k]!.title}`).join(', ');
  const optional = (Object.entries(OPTIONAL) as [string, keyof LvOptions][])
    .map(([k, n]) => `${k} ${RULES_TEXT[k]!.title} ${o[n] ? 'on' : 'off'}`)
    .join(', ');
  return [
    `Rules in play: the standard rules 1.0-16.0 and the scenario 23.0-29.0;`,
    o.advanced
      ? `advanced rules ON (${adv});`
      : `advanced rules OFF (${adv}: not played; /game new … advanced:true plays them);`,
    `optional rules: ${optional}${o.advanced ? '' : ' (they need advanced:true)'};`,
    `set-up: ${o.setup === 'quick' ? 'quick-start (spec 8.4)' : 'each side places its units (25.1, 25.2)'}.`,
  ].join(' ');
}

export const LV_RULES: GameRules = {
  entries: ENTRIES,
  text,
  examples: 'a section number such as 11.1.2 or 28.3, a ruling such as R12, or a chart with /rules table:brt',
  inPlay,
};
