// Sandbox positions for the battle tests on the rules alone (tests/helpers/given.ts): the position of
// battle-helpers.ts's battleAt (and rules-helpers.ts's battleWith), set up by the actions their commands
// send, with no store, service or parser.
// German and Allied are the sides that act (alice and bob there).
import { evolveFolded } from '../../src/engine/kernel.ts';
import type { GameAction, GameEvent, RawOptions } from '../../src/engine/types.ts';
import { POOL_OF } from '../../src/games/lettow-vorbeck/common/space.ts';
import type { LvState } from '../../src/games/lettow-vorbeck/state.ts';
import { given, thenEvents, thenRefused, type Position } from '../helpers/given.ts';
import type { RefView } from './battle-helpers.ts';
import { LV } from './fuzz.ts';

type Side = 'German' | 'Allied';

export interface BattleGiven {
  readonly g: Position;
  view(): RefView;
  /** Every event so far, setup first. */
  events(): GameEvent[];
  /** Events of one type since the game started. */
  ev<T = Record<string, unknown>>(type: string): T[];
  at(unit: string): string;
  panicked(unit: string): boolean;
  /** `side` takes `action` after `dice` are queued; fails the test if it is refused. Its events, and the
   *  lines they are told in to the players (describe(), as the service writes them) in `said`. */
  ok(side: Side, action: object, dice?: readonly number[]): GameEvent[];
  /** The lines the last accepted action's events were told in. */
  readonly said: readonly string[];
  /** `side` takes `action`; fails the test if it is accepted; the refusal's message. */
  refused(side: Side, action: object): string;
}

/** The Allied units battleAt sets aside so that no recruit needs placing (27.1.C). */
const POOL = [
  'ally-2-kar',
  'ally-3-kar',
  'ally-rff',
  'ally-mgc',
  'ally-rm',
  'ally-ead',
  'ally-armored-car',
  'ally-3-fp',
  'ally-ex',
];

/**
 * A sandbox game at the start of `side`'s Battle Phase of turn 1 with no card in effect (unless `card`
 * is given: it is drawn in the Campaign Card Phase and stays in effect), then the given placements —
 * step for step the position of battleAt (battle-helpers.ts).
 */
export function battleGiven(
  side: Side,
  place: Record<string, string>,
  opts: { advanced?: boolean; breakoff?: boolean; card?: string } = {},
): BattleGiven {
  const options = { ...(opts.advanced ? { advanced: true } : {}), ...(opts.breakoff ? { breakoff: true } : {}) };
  return battleFrom(side, place, options, opts.card, (s) => (s === 'Allied' ? POOL : []));
}

/** The German recruit pool, set aside with the Allied one by rules-helpers.ts's battleWith. */
const GERMAN_POOL = ['ger-6-fka', 'ger-7-fka', 'ger-8-fka', 'ger-9-fka', 'ger-10-fka'];

/**
 * rules-helpers.ts's battleWith on the rules alone: `options` as `/game new` takes them ("advanced:true"),
 * both recruit pools set aside while the cards are drawn (no recruits to place), then put back.
 */
export function battleWithGiven(side: Side, place: Record<string, string>, options = '', card?: string): BattleGiven {
  const raw: RawOptions = {};
  for (const o of options.split(' ').filter(Boolean)) {
    const [k, v] = o.split(':') as [string, string];
    raw[k] = v === 'true' ? true : v === 'false' ? false : v;
  }
  return battleFrom(side, place, raw, card, (s, g) =>
    (s === 'German' ? GERMAN_POOL : POOL).filter((u) => g.state<LvState>().units[u]?.location === POOL_OF[s]),
  );
}

function battleFrom(
  side: Side,
  place: Record<string, string>,
  options: RawOptions,
  card: string | undefined,
  setAside: (s: Side, g: Position) => readonly string[],
): BattleGiven {
  const g = given(LV, { options: { sandbox: true, ...options } });
  const act = (s: Side, action: object) => g.play(s, action as GameAction);
  const turnThrough = (s: Side, c: string | undefined, stop: boolean) => {
    const pool = setAside(s, g);
    for (const unit of pool) act('German', { type: 'sandbox-place', unit, at: 'deadpile' });
    act(s, {
      type: 'sandbox-card',
      side: s,
      card: c ?? (s === 'German' ? 'ger-lettow-vorbeck' : 'ally-smuts-offensive'),
    });
    act(s, { type: 'draw-card' });
    for (let k = 0; k < 3; k++) act(s, { type: 'end-phase' });
    const current = g.state<LvState>().decks[s].current!;
    if (!c) act(s, { type: 'sandbox-card', side: s, card: current }); // no card in effect (no Battle Bonus)
    for (const unit of pool) act('German', { type: 'sandbox-remove', unit });
    if (!stop) act(s, { type: 'end-phase' });
  };
  if (side === 'Allied') turnThrough('German', undefined, false);
  turnThrough(side, card, true);
  for (const [unit, at] of Object.entries(place)) act('German', { type: 'sandbox-place', unit, at });
  let said: string[] = [];
  const ok = (s: Side, action: object, dice?: readonly number[]): GameEvent[] => {
    let f = g.folded;
    const events = thenEvents(g.when(s, action as GameAction, dice));
    said = [];
    for (const e of events) {
      const line = e.type.startsWith('kernel.') ? null : LV.describe(e, { kind: 'public' }, f.game);
      if (line) said.push(line);
      f = evolveFolded(LV, f, e);
    }
    return events;
  };
  const view = () => LV.view(g.state(), { kind: 'referee' }) as unknown as RefView;
  return {
    g,
    view,
    events: () => [...g.log],
    ev: <T>(type: string) => g.log.filter((e) => e.type === type) as unknown as T[],
    at: (unit) => view().units[unit]!.location,
    panicked: (unit) => view().units[unit]!.panicked,
    ok,
    get said() {
      return said;
    },
    refused: (s, action) => thenRefused(g.when(s, action as GameAction), /./).message,
  };
}

/** rules-helpers.ts's ORDERS for both sides, so that no decision waits for a player. */
export function orders(h: BattleGiven): void {
  const o = {
    fire: 'strongest-first',
    losses: 'weakest-first',
    retreat: 'nearest-supply',
    pursuit: 'never',
    recruit: 'strongest',
  };
  h.ok('German', { type: 'set-orders', orders: o });
  h.ok('Allied', { type: 'set-orders', orders: o });
}

/** The labels of the actions open to `side` now. */
export const labels = (h: BattleGiven, side: Side): string[] => LV.actions(h.g.state(), side).map((a) => a.label);
