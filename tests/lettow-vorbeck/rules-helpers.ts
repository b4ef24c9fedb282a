// Helpers for the rules-*.test.ts files: sandbox positions reached only through commands.
// alice plays German, bob plays Allied (as in battle-helpers.ts), or alice holds both sides (lv()).
import type { GameEvent } from '../../src/engine/types.ts';
import { harness, type Harness } from '../helpers/harness.ts';
import { player, type BattleHarness, type RefView } from './battle-helpers.ts';

export type Side = 'German' | 'Allied';

export interface ForceUnit {
  unit: string;
  strength: number;
}
export interface Started {
  space: string;
  attacker: string;
  defender: string;
  pursuit: boolean;
  major: boolean;
  forces: Record<Side, ForceUnit[]>;
}
export interface Sup {
  round: number;
  winner: string;
  attacker: { die: number; total: number; modifiers: { id: string }[] };
  defender: { die: number; total: number; modifiers: { id: string }[] };
}
export interface Fired {
  round: number;
  side: string;
  unit: string;
  dice: number[];
  results: string[];
}
export interface Won {
  winner: string | null;
  loser: string | null;
  rule: string;
}

const ALLIED_POOL = [
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
const GERMAN_POOL = ['ger-6-fka', 'ger-7-fka', 'ger-8-fka', 'ger-9-fka', 'ger-10-fka'];

/** Wrap a harness whose game is in channel 'test' with the battle-test conveniences. */
export function wrap(h: Harness): BattleHarness {
  const ok = async (line: string): Promise<string> => {
    const out = await h.text(line);
    if (out.includes('Not allowed') || out.includes('[ephemeral')) {
      if (
        !line.includes('/game status') &&
        !line.includes('/rules') &&
        !line.includes('/stacks') &&
        !line.includes('/log')
      )
        throw new Error(`refused: ${line}\n${out}`);
    }
    return out;
  };
  return {
    ...h,
    view: () => h.state() as unknown as RefView,
    events: () => h.read.events(),
    ev: <T>(type: string) => h.read.events().filter((e: GameEvent) => e.type === type) as unknown as T[],
    at: (unit) => (h.state() as unknown as RefView).units[unit]!.location,
    panicked: (unit) => (h.state() as unknown as RefView).units[unit]!.panicked,
    ok,
    async refused(line) {
      const out = await h.text(line);
      if (!out.includes('Not allowed')) throw new Error(`accepted: ${line}\n${out}`);
      return out;
    },
  };
}

/**
 * A sandbox game with the given `/game new` options, at the start of `side`'s Battle Phase of turn 1
 * (turn 1 is German first), no card in effect unless `card` is given, then the placements. Both
 * recruit pools are set aside while the cards are drawn (no recruits to place), then put back.
 */
export async function battleWith(
  side: Side,
  place: Record<string, string>,
  options = '',
  card?: string,
): Promise<BattleHarness> {
  const h = wrap(harness());
  await h.ok(`alice: /game new game:lettow-vorbeck sandbox:true ${options}`);
  await h.ok('alice: /game join side:German');
  await h.ok('bob: /game join side:Allied');
  const turnThrough = async (s: Side, c: string | undefined, stop: boolean) => {
    const p = player(s);
    const pool = s === 'German' ? GERMAN_POOL : ALLIED_POOL;
    const inPool = pool.filter((u) => h.at(u) === (s === 'German' ? 'german-recruit-box' : 'allied-recruit-box'));
    for (const u of inPool) await h.ok(`alice: /sandbox place unit:${u} at:deadpile`);
    await h.ok(
      `${p}: /sandbox card side:${s} card:${c ?? (s === 'German' ? 'ger-lettow-vorbeck' : 'ally-smuts-offensive')}`,
    );
    await h.ok(`${p}: /card draw`);
    await h.ok(`${p}: /phase end`);
    await h.ok(`${p}: /phase end`);
    await h.ok(`${p}: /phase end`);
    const current = (h.state() as unknown as { cards: Record<string, { current: string | null }> }).cards[s]!.current!;
    if (!c) await h.ok(`${p}: /sandbox card side:${s} card:${current}`); // no card in effect
    for (const u of inPool) await h.ok(`alice: /sandbox remove unit:${u}`);
    if (!stop) await h.ok(`${p}: /phase end`);
  };
  if (side === 'Allied') await turnThrough('German', undefined, false);
  await turnThrough(side, card, true);
  for (const [unit, at] of Object.entries(place)) await h.ok(`alice: /sandbox place unit:${unit} at:${at}`);
  return h;
}

export const dice = (h: BattleHarness, ...values: number[]) => h.ok(`alice: /sandbox dice values:${values.join(',')}`);

export const ORDERS =
  'fire:strongest-first losses:weakest-first retreat:nearest-supply pursuit:never recruit:strongest';

/** Standing orders for both sides, so that no decision waits for a player. */
export async function orders(h: BattleHarness): Promise<void> {
  await h.ok(`alice: /orders ${ORDERS}`);
  await h.ok(`bob: /orders ${ORDERS}`);
}

export const strengths = (s: Started): Record<string, number> =>
  Object.fromEntries([...s.forces.German, ...s.forces.Allied].map((u) => [u.unit, u.strength]));

export const labels = (h: BattleHarness, user: string): string[] =>
  h.read.legalActions({ channel: 'test', user, name: user }).map((a) => a.label);
