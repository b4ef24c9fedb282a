// Sandbox positions for the battle tests on the rules alone (tests/helpers/given.ts): the position of
// battle-helpers.ts's battleAt, set up by the actions its commands send, with no store, service or parser.
// German and Allied are the sides that act (alice and bob there).
import { evolveFolded } from '../../src/engine/kernel.ts';
import type { GameAction, GameEvent } from '../../src/engine/types.ts';
import type { LvState } from '../../src/games/lettow-vorbeck/state.ts';
import { given, thenEvents, thenRefused, type Position } from '../helpers/given.ts';
import type { RefView } from './battle-helpers.ts';
import { LV } from './fuzz.ts';

type Side = 'German' | 'Allied';

export interface BattleGiven {
  readonly g: Position;
  view(): RefView;
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
  const g = given(LV, {
    options: {
      sandbox: true,
      ...(opts.advanced ? { advanced: true } : {}),
      ...(opts.breakoff ? { breakoff: true } : {}),
    },
  });
  const act = (s: Side, action: object) => g.play(s, action as GameAction);
  const turnThrough = (s: Side, card: string | undefined, stop: boolean) => {
    if (s === 'Allied') for (const unit of POOL) act('German', { type: 'sandbox-place', unit, at: 'deadpile' });
    act(s, {
      type: 'sandbox-card',
      side: s,
      card: card ?? (s === 'German' ? 'ger-lettow-vorbeck' : 'ally-smuts-offensive'),
    });
    act(s, { type: 'draw-card' });
    for (let k = 0; k < 3; k++) act(s, { type: 'end-phase' });
    const current = g.state<LvState>().decks[s].current!;
    if (!card) act(s, { type: 'sandbox-card', side: s, card: current }); // no card in effect (no Battle Bonus)
    if (s === 'Allied') for (const unit of POOL) act('German', { type: 'sandbox-remove', unit });
    if (!stop) act(s, { type: 'end-phase' });
  };
  if (side === 'Allied') turnThrough('German', undefined, false);
  turnThrough(side, opts.card, true);
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
