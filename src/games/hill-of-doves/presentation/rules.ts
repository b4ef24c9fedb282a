// Hill of Doves' rulebook for /rules (src/engine/presentation.ts GameRules): every section of the
// booklet (data/rules-text.ts), the spec's rulings R1-R65 and our own O1-O…, every section and
// numbered table of the reconstructed component spec (data/spec-text.ts: "§2.4" is a section, "2.4.7"
// a table) — the Quick Reference Card and the Assault and Ambush Card tables (§3, §5) drawn from the
// data the rules read instead (booklet-tables.ts), in the game's component revision — and each of the
// 23 event cards (§7). Where a reconstruction v2 number differs from the spec's v1 text (§4.4, 7.2,
// 8.2, 8.3) the entry says so for the caller's game. In a running game the caller's view adds what
// applies now: the weather, each target's modifier, the deck and the held cards, the mounted troops
// a card's check counts.
import { ORDER_HELP, orderOption, type StandingOrders } from '../orders/orders.ts';
import type { GameRules, RuleEntry } from '../../../engine/presentation.ts';
import { BOOKLET_TABLES, bookletTableText } from '../booklet-tables.ts';
import { EVENT_CARDS, EVENT_DECK_RULES } from '../data/events.ts';
import { CURRENT_REVISION, tablesFor, V1_TABLES, type ComponentTables } from '../data/revisions.ts';
import { RULES_TEXT } from '../data/rules-text.ts';
import { OUR_RULINGS, RULINGS } from '../data/rulings.ts';
import { SPEC_TEXT } from '../data/spec-text.ts';
import { SUPPLY_TYPES } from '../data/tracks.ts';
import type { EventCardDef, SupplyAmounts, SupplyType } from '../data/types.ts';
import { kind } from '../units.ts';
import type { HodView } from '../view.ts';

/** The booklet section a section sits under: 2.4 → 2.0; 2.0 → none. */
function parentOf(key: string): string | null {
  const [major, minor] = key.split('.');
  if (minor === '0') return null;
  return Object.hasOwn(RULES_TEXT, `${major}.0`) ? `${major}.0` : null;
}

const DATA_IDS = new Set(BOOKLET_TABLES.map((t) => t.id));
const PRINTED_WHOLE = new Set(BOOKLET_TABLES.flatMap((t) => t.aliases));

/** The id a spec entry stands under once the data tables replace the spec's §3 and §5 pages. */
function specParent(parent: string | null): string | null {
  if (parent === null) return null;
  const bare = parent.replace(/^§/, '');
  return DATA_IDS.has(bare) ? bare : parent;
}

/** The spec entries /rules shows as spec text: not those the data tables print. */
const SPEC_SHOWN = SPEC_TEXT.filter((s) => {
  const bare = s.id.replace(/^§/, '');
  return !DATA_IDS.has(bare) && !PRINTED_WHOLE.has(s.id);
});

/** The data tables, under the spec section of their number (3.6 under §3, 5.1.1 under 5.1). */
function tableParent(id: string): string {
  const parts = id.split('.');
  if (parts.length > 2) return parts.slice(0, -1).join('.');
  return `§${parts[0]}`;
}

// ---------------------------------------------------------------------------------------------
// Where reconstruction v2 changed a number the spec prints (the spec is v1).

function changed(
  now: SupplyAmounts | Readonly<Record<SupplyType, number>>,
  was: SupplyAmounts | Readonly<Record<SupplyType, number>>,
): string[] {
  return SUPPLY_TYPES.filter((t) => now[t] !== was[t]).map((t) => `${t} ${now[t]} (spec v1: ${was[t]})`);
}

/** What the caller's game plays differently from the spec's v1 numbers under `id`, or nothing. */
function revisionNote(id: string, tables: ComponentTables, inGame: boolean): string[] {
  const whose = inGame ? 'This game plays' : 'New games play';
  const diffs =
    id === '§4.4'
      ? changed(tables.campSupplyMaximum, V1_TABLES.campSupplyMaximum).map((d) => `maximum ${d}`)
      : id === '8.2'
        ? changed(tables.convoyStartLoad, V1_TABLES.convoyStartLoad)
        : id === '8.3'
          ? changed(tables.campSupplyStart, V1_TABLES.campSupplyStart)
          : id === '7.2'
            ? EVENT_CARDS.filter((c) => copies(c, tables) !== c.count).map(
                (c) => `${c.id} ${c.title}: ${copies(c, tables)} copies (spec v1: ${c.count})`,
              )
            : [];
  if (diffs.length === 0) return [];
  return [
    `${whose} reconstruction ${tables.revision}, which differs from the spec's v1 text above: ${diffs.join('; ')}.`,
  ];
}

// ---------------------------------------------------------------------------------------------
// The event cards (§7).

const copies = (c: EventCardDef, tables: ComponentTables): number =>
  tables.eventDeck.filter((d) => d.card === c.id).length;

/** Mounted (not dismounted, not hospitalized) cavalry troops in a holding box, as the card's check counts them (r. 2.8). */
const mountedAt = (v: HodView, loc: string): number =>
  Object.entries(v.units).filter(([id, u]) => u.loc === loc && kind(id) === 'troop' && u.side === 'mounted').length;

function cardNow(c: EventCardDef, v: HodView): string[] {
  const out = [
    `Now: ${v.deckCount} cards in the deck (order unknown); ${v.discard.filter((d) => d.startsWith(c.id)).length} of this card's copies in the discard pile; ${v.held.includes(c.id) ? 'held' : 'not held'}.`,
  ];
  const box = c.target.kind === 'holdingBox' ? c.target.box : null;
  const loc = box === 'britishCamp' ? 'camp' : box === 'fortAmiel' ? 'fort' : null;
  if (loc && (c.mountedTroopCheck || c.effect.kind === 'reconnaissance')) {
    const n = mountedAt(v, loc);
    const where = loc === 'camp' ? 'the British Camp Holding Box' : 'the Fort Amiel Holding Box';
    out.push(
      c.effect.kind === 'reconnaissance'
        ? `Now: ${n} mounted troop(s) in ${where}: drawn now, the card would be ${n > 0 ? 'held' : 'discarded with no effect'}.`
        : `Now: ${n} mounted troop(s) in ${where}: its action happens on a D6 greater than ${n} (${Math.max(0, 6 - n)} in 6).`,
    );
  }
  return out;
}

function cardText(c: EventCardDef, v: HodView | null): string {
  const tables = tablesFor({ components: v ? v.components : CURRENT_REVISION });
  const lines = [
    `Event card (r. 2.8), ${copies(c, tables)} ${copies(c, tables) === 1 ? 'copy' : 'copies'} in the deck of reconstruction ${tables.revision}; theme: ${c.theme}.`,
    `Target: ${c.targetText}`,
    `Effect: ${c.effectText}`,
    c.mountedTroopCheck
      ? `Check: ${EVENT_DECK_RULES.mountedTroopCheck}`
      : 'Check: none (it does not carry the mounted troops check).',
    c.heldUntil
      ? `Held: yes, until ${c.heldUntil.replace(/([A-Z])/g, ' $1').toLowerCase()} (Table 7.1).`
      : 'Held: no; discarded once used.',
  ];
  if (v) lines.push('', ...cardNow(c, v));
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------
// Rule sections: the tables each is read with, and the rulings on it.

/** Booklet section → the data tables that serve it (their `rules`). */
const TABLES_OF: ReadonlyMap<string, string[]> = (() => {
  const m = new Map<string, string[]>();
  for (const t of BOOKLET_TABLES)
    for (const r of t.rules) {
      if (!m.has(r)) m.set(r, []);
      m.get(r)!.push(`${t.id} ${t.title}`);
    }
  return m;
})();

const RULINGS_OF: ReadonlyMap<string, string[]> = (() => {
  const m = new Map<string, string[]>();
  for (const r of RULINGS)
    for (const n of r.where.match(/\d+\.\d+/g) ?? []) {
      if (!m.has(n)) m.set(n, []);
      if (!m.get(n)!.includes(r.id)) m.get(n)!.push(r.id);
    }
  return m;
})();

function sectionText(key: string): string {
  const parts = [RULES_TEXT[key]!.text];
  const tables = TABLES_OF.get(key);
  if (tables) parts.push(`Tables (/rules table:<number>): ${tables.join('; ')}.`);
  const rulings = RULINGS_OF.get(key);
  if (rulings) parts.push(`Rulings on this section: ${rulings.join(', ')} (/rules section:${rulings[0]}).`);
  return parts.filter((p) => p !== '').join('\n\n');
}

// ---------------------------------------------------------------------------------------------
// The entries.

const ENTRIES: readonly RuleEntry[] = [
  ...Object.entries(RULES_TEXT).map(([key, r]): RuleEntry => ({
    kind: 'section',
    id: key,
    title: r.title,
    parent: parentOf(key),
  })),
  ...RULINGS.map((r): RuleEntry => ({ kind: 'ruling', id: r.id, title: `Ruling on ${r.where}`, parent: null })),
  ...OUR_RULINGS.map((r): RuleEntry => ({ kind: 'ruling', id: r.id, title: `Our ruling on ${r.where}`, parent: null })),
  ...SPEC_TEXT.flatMap((s, i): RuleEntry[] => {
    const bare = s.id.replace(/^§/, '');
    const data = BOOKLET_TABLES.find((t) => t.id === bare);
    // §5.14 and its Table 5.14 are one data table, placed once.
    if (data && SPEC_TEXT.findIndex((x) => x.id.replace(/^§/, '') === bare) === i)
      return [{ kind: 'table', id: data.id, title: data.title, parent: tableParent(data.id), aliases: data.aliases }];
    if (data) return [];
    if (!SPEC_SHOWN.includes(s)) return [];
    return [{ kind: 'table', id: s.id, title: s.title, parent: specParent(s.parent) }];
  }),
  ...EVENT_CARDS.map((c): RuleEntry => ({ kind: 'card', id: c.id, title: c.title, parent: null, aliases: [c.title] })),
  { kind: 'table', id: 'orders', title: 'Standing orders (/hod orders)', parent: null, aliases: ['standing orders'] },
];

/** /rules table:orders: what each standing order does and exactly how each of its choices picks. */
function ordersChart(v: HodView | null): string {
  const rows = (Object.keys(ORDER_HELP) as (keyof StandingOrders)[]).map((k) => {
    const h = ORDER_HELP[k];
    const choices = Object.values(h.choices) as string[];
    return `- ${orderOption(k)} (${h.what}):\n${choices.map((c) => `  - ${c}`).join('\n')}`;
  });
  const now = v ? `\n\nNow: ${v.orders}` : '';
  return `Standing orders make the British decisions for you so that /hod continue runs on; ask stops for you. Set them with /hod orders <order>:<choice>.\n\n${rows.join('\n')}${now}`;
}

// Every data table has a place: one with no spec page of its own (5.1.1 is a spec table, 3.4.2 is printed
// inside 3.4) would be missing above.
const MISSING = BOOKLET_TABLES.filter((t) => !ENTRIES.some((e) => e.kind === 'table' && e.id === t.id));
if (MISSING.length)
  throw new Error(`Hill of Doves tables with no place in /rules: ${MISSING.map((t) => t.id).join(', ')}`);

function text(e: RuleEntry, view: unknown): string {
  const v = (view as HodView | null) ?? null;
  switch (e.kind) {
    case 'section':
      return sectionText(e.id);
    case 'ruling': {
      const r = RULINGS.find((x) => x.id === e.id);
      if (r) return `Where: ${r.where}\n\nProblem: ${r.problem}\n\nRuling: ${r.ruling}\n\nWhy: ${r.why}`;
      const o = OUR_RULINGS.find((x) => x.id === e.id)!;
      return `Where: ${o.where}\n\nRuling: ${o.ruling}`;
    }
    case 'card':
      return cardText(
        EVENT_CARDS.find((c) => c.id === e.id)!,
        v,
      );
    case 'table': {
      if (e.id === 'orders') return ordersChart(v);
      const data = bookletTableText(e.id, v);
      if (data !== null) return data;
      if (e.id === RULINGS_SECTION) return rulingsIndex();
      const tables = tablesFor({ components: v ? v.components : CURRENT_REVISION });
      const spec = SPEC_TEXT.find((s) => s.id === e.id)!.text;
      return [spec, ...revisionNote(e.id, tables, v !== null)].filter((p) => p !== '').join('\n\n');
    }
  }
}

/** The spec's section of rulings: its rulings are entries of their own (R1, R2, …), listed here. */
const RULINGS_SECTION = '§9';

function rulingsIndex(): string {
  return [
    'Where the booklet is ambiguous, contradictory or silent, the spec rules (R), and where the spec is, we do (O). Each: /rules section:<id>.',
    RULINGS.map((r) => `- ${r.id} (${r.where}): ${r.problem}`).join('\n'),
    OUR_RULINGS.map((r) => `- ${r.id} (${r.where})`).join('\n'),
  ].join('\n\n');
}

export const HOD_RULES: GameRules = {
  entries: ENTRIES,
  text,
  examples: 'a booklet section such as 2.9 or 4.12, a ruling such as R12, or a table with /rules table:3.6',
  inPlay: (view) =>
    `Rules in play: the booklet 1.0-4.17 with the spec's rulings; components: reconstruction ${(view as HodView).components} (/rules table:<number> shows its tables). The game has no optional rules.`,
};
