// Lettow-Vorbeck's conformance declaration (tests/conformance/declaration.ts): what its views may hold
// for whom, and what each viewer may not identify (10.0 Fog of War, R14, R36).
import type { GameEvent, RawOptions, Viewer } from '../../../src/engine/types.ts';
import type { BattleEvent } from '../../../src/games/lettow-vorbeck/battle/events.ts';
import { battleRecordEndingAt, battleSheet } from '../../../src/games/lettow-vorbeck/battle/sheet.ts';
import { CARDS } from '../../../src/games/lettow-vorbeck/data/cards.ts';
import { BOXES, SPACES, isSpace } from '../../../src/games/lettow-vorbeck/data/map.ts';
import { MARKERS, UNITS, unitById } from '../../../src/games/lettow-vorbeck/data/units.ts';
import type { LvState } from '../../../src/games/lettow-vorbeck/state.ts';
import type { GameConformance, PictureModel } from '../declaration.ts';

const IDS = new Set<string>([
  'German',
  'Allied',
  ...UNITS.map((u) => u.id),
  ...CARDS.map((c) => c.id),
  ...SPACES.map((s) => s.id),
  ...BOXES.map((b) => b.id),
  ...MARKERS.map((m) => m.id),
]);

const HIDDEN_BOXES = new Set(['indian-ocean-box', 'german-recruit-box', 'allied-recruit-box']);

/**
 * The unit ids a viewer may not identify (10.0, R36): the other side's units in map spaces without
 * contact, in the Indian Ocean box and in its recruit pool — but for the units of a battle being
 * fought, revealed to both (R36).
 */
export function hiddenUnits(s: LvState, viewer: Viewer): Set<string> {
  const out = new Set<string>();
  if (viewer.kind === 'referee') return out;
  const sidesAt = new Map<string, Set<string>>();
  for (const [id, u] of Object.entries(s.units)) {
    const set = sidesAt.get(u.location) ?? new Set<string>();
    set.add(unitById(id).side);
    sidesAt.set(u.location, set);
  }
  const contested = new Set<string>();
  for (const [loc, set] of sidesAt) if (isSpace(loc) && set.size > 1) contested.add(loc);
  const fight = s.battle?.fight;
  const inBattle = new Set<string>(fight ? [...fight.forces.German, ...fight.forces.Allied] : []);
  for (const [id, u] of Object.entries(s.units)) {
    const side = unitById(id).side;
    if (viewer.kind === 'side' && viewer.side === side) continue;
    if (inBattle.has(id)) continue;
    if ((isSpace(u.location) && !contested.has(u.location)) || HIDDEN_BOXES.has(u.location)) out.add(id);
  }
  return out;
}

/** The hidden markers: the hidden units, and for anyone but the referee the cards still in the draw piles (7.A: the deck order is secret). */
export function lvHidden(s: LvState, viewer: Viewer): Set<string> {
  const out = hiddenUnits(s, viewer);
  if (viewer.kind === 'referee' || !s.started) return out;
  for (const side of ['German', 'Allied'] as const) for (const c of s.decks[side].draw) out.add(c);
  return out;
}

// A unit's printed name identifies it where it names that unit alone: "Mombasa" and "Nairobi" are
// spaces too, and some names are printed on two counters ("PEA": the Portuguese infantry and garrison).
const PLACE_NAMES = new Set<string>(SPACES.map((sp) => sp.name));
const NAME_COUNT = new Map<string, number>();
for (const u of UNITS) NAME_COUNT.set(u.name, (NAME_COUNT.get(u.name) ?? 0) + 1);
const ALIASES = new Map<string, readonly string[]>(
  UNITS.filter((u) => !PLACE_NAMES.has(u.name) && NAME_COUNT.get(u.name) === 1).map((u) => [u.id, [u.name]]),
);

/**
 * The battle sheets (the battle picture's model, battle/sheet.ts) of every battle that finished in the
 * command, for each viewer. The units of the battle were revealed to all (R36) and may be named.
 */
export function lvBattleSheets(log: readonly GameEvent[], fresh: number): PictureModel[] {
  const out: PictureModel[] = [];
  for (let i = log.length - fresh; i < log.length; i++) {
    if (log[i]!.type !== 'battle.finished') continue;
    const record: BattleEvent[] = battleRecordEndingAt(log, i);
    const started = record.find((e) => e.type === 'battle.started');
    const fought = new Set(
      started?.type === 'battle.started' ? [...started.forces.German, ...started.forces.Allied].map((u) => u.unit) : [],
    );
    for (const viewer of VIEWERS)
      out.push({
        viewer,
        what: `battle sheet of event ${i + 1}`,
        model: battleSheet(record, viewer),
        mayName: fought,
      });
  }
  return out;
}

const VIEWERS: Viewer[] = [{ kind: 'public' }, { kind: 'side', side: 'German' }, { kind: 'side', side: 'Allied' }];

const ALL_OPTIONAL: RawOptions = { setup: 'choose', advanced: true, breakoff: true, supply: true, forts: true };

export const lettowVorbeckConformance: GameConformance = {
  id: 'lettow-vorbeck',
  games: [
    { seed: 'kit-lv-quick', options: { setup: 'quick' } },
    { seed: 'kit-lv-advanced', options: ALL_OPTIONAL },
  ],
  maxSteps: 3000,
  view: {
    isIdKey: (k) => IDS.has(k),
    // Reviewed: the deck order (draw piles) appears only as a count; recruit pools as a count, with
    // the units only in their owner's view (R14); face-down stacks have `units: null`.
    allowed: {
      activeSide: 'public',
      'cards.*.current': 'public',
      'cards.*.discard[]': 'public',
      'cards.*.drawPile': 'public',
      'cards.*.removed[]': 'public',
      'markers.*': 'public',
      'options.advanced': 'public',
      'options.breakoff': 'public',
      'options.forts': 'public',
      'options.sandbox': 'public',
      'options.setup': 'public',
      'options.supply': 'public',
      pending: 'public',
      'pending.kind': 'public',
      'pending.prompt': 'public',
      'pending.side': 'public',
      'pending.space': 'public',
      'notYetPlaced.*': 'public',
      phase: 'public',
      playerTurn: 'public',
      'pools.*.count': 'public',
      'pools.*.units': 'public',
      'pools.*.units[]': 'side',
      'pools.*.waiting': 'public',
      'pools.*.waitingUnits': 'public',
      'pools.*.waitingUnits[]': 'side',
      result: 'public',
      'result.label': 'public',
      'result.reason': 'public',
      'result.winner': 'public',
      sandbox: 'public',
      'stacks[]': 'public',
      'stacks[].count': 'public',
      'stacks[].location': 'public',
      'stacks[].revealed': 'public',
      'stacks[].side': 'public',
      'stacks[].units': 'public',
      'stacks[].units[]': 'public',
      'turn.index': 'public',
      'turn.label': 'public',
      'units.*.location': 'public',
      'units.*.panicked': 'public',
      'units.*.side': 'public',
      viewer: 'public',
      winner: 'public',
    },
    mustSee: ['pending.prompt', 'pools.*.units[]', 'stacks[].units[]', 'result.winner'],
  },
  hidden: (s, viewer) => lvHidden(s as LvState, viewer),
  aliases: (id) => ALIASES.get(id) ?? [],
  pictureModels: lvBattleSheets,
};
