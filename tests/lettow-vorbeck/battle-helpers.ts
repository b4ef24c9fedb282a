// Sandbox positions for the battle tests: alice plays German, bob plays Allied.
import type { GameEvent } from '../../src/engine/types.ts';
import { harness, type Harness } from '../helpers/harness.ts';

export interface UnitView {
  side: string;
  location: string;
  panicked: boolean;
}
export interface RefView {
  phase: string;
  activeSide: string;
  units: Record<string, UnitView>;
  markers: Record<string, string>;
  pending: { side: string; kind: string; space: string; prompt: string } | null;
  result: { winner: string | null; label: string } | null;
}

export interface BattleHarness extends Harness {
  view(): RefView;
  events(): GameEvent[];
  /** Events of one type since the game started. */
  ev<T = Record<string, unknown>>(type: string): T[];
  at(unit: string): string;
  panicked(unit: string): boolean;
  /** Runs a command line and fails the test if it was refused. */
  ok(line: string): Promise<string>;
  /** Runs a command line and returns the refusal text (fails if it was accepted). */
  refused(line: string): Promise<string>;
}

export const player = (side: 'German' | 'Allied'): string => (side === 'German' ? 'alice' : 'bob');

/**
 * A sandbox game at the start of `side`'s Battle Phase of turn 1 with no card in effect (unless `card`
 * is given: it is drawn in the Campaign Card Phase and stays in effect), then the given placements.
 */
export async function battleAt(
  side: 'German' | 'Allied',
  place: Record<string, string>,
  opts: { advanced?: boolean; breakoff?: boolean; card?: string } = {},
): Promise<BattleHarness> {
  const h = harness();
  const flags = `${opts.advanced ? ' advanced:true' : ''}${opts.breakoff ? ' breakoff:true' : ''}`;
  const base = h as Harness;
  const ok = async (line: string): Promise<string> => {
    const out = await base.text(line);
    if (out.includes('Not allowed') || out.includes('[ephemeral')) {
      if (!line.includes('/debug')) throw new Error(`refused: ${line}\n${out}`);
    }
    return out;
  };
  await ok(`alice: /game new game:lettow-vorbeck sandbox:true${flags}`);
  await ok('alice: /game join side:German');
  await ok('bob: /game join side:Allied');
  // Recruit-0 cards where possible; the Allied pool is set aside (deadpile) so that no recruit
  // needs placing (27.1.C), then put back once the Battle Phase has begun.
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
  const turnThrough = async (s: 'German' | 'Allied', card: string | undefined, stop: boolean) => {
    const p = player(s);
    if (s === 'Allied') for (const u of POOL) await ok(`alice: /sandbox place unit:${u} at:deadpile`);
    await ok(
      `${p}: /sandbox card side:${s} card:${card ?? (s === 'German' ? 'ger-lettow-vorbeck' : 'ally-smuts-offensive')}`,
    );
    await ok(`${p}: /card draw`);
    await ok(`${p}: /phase end`);
    await ok(`${p}: /phase end`);
    await ok(`${p}: /phase end`);
    const current = (h.state() as unknown as { cards: Record<string, { current: string | null }> }).cards[s]!.current!;
    if (!card) await ok(`${p}: /sandbox card side:${s} card:${current}`); // no card in effect (no Battle Bonus)
    if (s === 'Allied') for (const u of POOL) await ok(`alice: /sandbox remove unit:${u}`);
    if (!stop) await ok(`${p}: /phase end`);
  };
  if (side === 'Allied') await turnThrough('German', undefined, false);
  await turnThrough(side, opts.card, true);
  for (const [unit, at] of Object.entries(place)) await ok(`alice: /sandbox place unit:${unit} at:${at}`);
  const bh: BattleHarness = {
    ...h,
    view: () => h.state() as unknown as RefView,
    events: () => h.read.events(),
    ev: <T>(type: string) => h.read.events().filter((e) => e.type === type) as unknown as T[],
    at: (unit) => (h.state() as unknown as RefView).units[unit]!.location,
    panicked: (unit) => (h.state() as unknown as RefView).units[unit]!.panicked,
    ok,
    async refused(line) {
      const out = await base.text(line);
      if (!out.includes('Not allowed')) throw new Error(`accepted: ${line}\n${out}`);
      return out;
    },
  };
  return bh;
}

export const dice = (h: BattleHarness, ...values: number[]) => h.ok(`alice: /sandbox dice values:${values.join(',')}`);
