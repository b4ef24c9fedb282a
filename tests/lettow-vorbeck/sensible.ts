// A scripted sensible Lettow-Vorbeck player for both sides: it plays complete quick-start
// games through the path players' commands take — console command lines parsed and run by
// execute(COMMANDS, …) against a real GameService on SQLite — and counts every command it issues and
// every change of the side that must act. It takes every real decision the game asks for: draws its
// card, places recruits in its supply centers nearest the enemy, moves a few stacks toward enemy-held
// supply centers (attacking only where it outnumbers the defender, a stand-in for Tactical
// Superiority, 13.1.1), fights its battles, answers losses and retreats, and ends a phase when done.
// Deterministic per seed (its own choices come from seedrandom('sensible:<seed>')).
import seedrandom from 'seedrandom';
import type { GameAction, LegalAction } from '../../src/engine/types.ts';
import { spaceById, isSpace, neighbours } from '../../src/games/lettow-vorbeck/data/map.ts';
import { unitById } from '../../src/games/lettow-vorbeck/data/units.ts';
import type { LvState } from '../../src/games/lettow-vorbeck/state.ts';
import { commandFor } from '../../src/games/lettow-vorbeck/battle/legal.ts';
import { harness, type Harness } from '../helpers/harness.ts';

const USERS: Readonly<Record<string, string>> = { German: 'ger', Allied: 'ally' };
const MOVES_PER_PHASE = 3;

export interface SensibleGame {
  seed: string;
  commands: number; // commands issued by the players (joins and /game new included)
  handoffs: number; // changes of the side that must act
  events: number;
  result: string;
}

/** The console line of an action (the battle ones from the game's own buttons). */
export function lineFor(a: GameAction): string {
  const s = (k: string): string => String(a[k]);
  switch (a.type) {
    case 'draw-card':
      return '/card draw';
    case 'move':
      return `/move units:${(a.units as string[]).join(',')} to:${s('to')}${(a.via as string[] | undefined)?.length ? ` via:${(a.via as string[]).join(',')}` : ''}`;
    case 'amphibious':
      return `/amphibious units:${(a.units as string[]).join(',')} to:${s('to')}`;
    case 'recruit-place':
      return `/recruit place unit:${s('unit')} at:${s('at')}`;
    case 'recruit-choose':
      return `/recruit choose unit:${s('unit')}`;
    case 'recruit-draw':
      return '/recruit draw';
    case 'card-choose':
      return `/choose unit:${s('unit')}`;
    case 'fort-build':
      return `/fort build at:${s('at')} unit:${s('unit')}`;
    default: {
      const line = commandFor(a as Parameters<typeof commandFor>[0]);
      if (!line) throw new Error(`the sensible player has no command for ${JSON.stringify(a)}`);
      return line;
    }
  }
}

const sideOf = (unit: string): string => unitById(unit).side;

function strengthAt(s: LvState, space: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const [id, u] of Object.entries(s.units))
    if (u.location === space) out.set(sideOf(id), (out.get(sideOf(id)) ?? 0) + 1);
  return out;
}

/** How much a move serves its side: enemy-held supply centers and weak enemy stacks draw it. */
function moveScore(s: LvState, side: string, a: GameAction, rand: () => number): number {
  const to = String(a.to);
  if (!isSpace(to)) return -1;
  const units = a.units as string[];
  const here = strengthAt(s, to);
  const enemy = [...here].filter(([k]) => k !== side).reduce((n, [, v]) => n + v, 0);
  const def = spaceById(to);
  let score = 0;
  if (enemy > 0) score += units.length + (here.get(side) ?? 0) > enemy ? 4 : -10; // outnumber, or keep away
  if (def.supplyCenter && def.supplyCenter !== side) score += 3;
  if (def.town) score += 0.5;
  return score + rand() * 0.5 - 1;
}

/** Threatened supply centers of a side first: own centers with an enemy next to them. */
function recruitScore(s: LvState, side: string, a: GameAction): number {
  const at = String(a.at);
  if (!isSpace(at)) return 0;
  const def = spaceById(at);
  const near = neighbours(at, ['land', 'rail']).some((n) => [...strengthAt(s, n).keys()].some((k) => k !== side));
  return (def.supplyCenter === side ? 2 : 0) + (near ? 3 : 0);
}

const pick = <T>(xs: readonly T[], rand: () => number): T => xs[Math.floor(rand() * xs.length)]!;

/** The sensible choice among the legal actions of `side`. */
export function choose(
  s: LvState,
  side: string,
  legal: readonly LegalAction[],
  moved: Set<string>,
  movesDone: number,
  rand: () => number,
): GameAction {
  const of = (t: string) => legal.filter((l) => l.action.type === t).map((l) => l.action);
  const end = of('end-phase')[0];
  const first = (t: string) => of(t)[0];
  for (const t of ['draw-card', 'recruit-draw']) if (first(t)) return first(t)!;
  // Decisions inside a battle or of a card: losses, retreats, fire, pursuit, recruits.
  if (of('pursue-none').length) return of('pursue-none')[0]!;
  for (const t of ['take-loss', 'retreat', 'fire', 'breakoff', 'major-recruit', 'card-choose', 'recruit-choose'])
    if (of(t).length) return pick(of(t), rand);
  if (of('fight').length) return of('fight')[0]!; // 13.0.A: every battle is fought
  const recruits = of('recruit-place');
  if (recruits.length) {
    const best = Math.max(...recruits.map((a) => recruitScore(s, side, a)));
    return pick(
      recruits.filter((a) => recruitScore(s, side, a) === best),
      rand,
    );
  }
  const moves = of('move').filter((a) => !(a.units as string[]).some((u) => moved.has(u)));
  if (movesDone < MOVES_PER_PHASE && moves.length) {
    const scored = moves.map((a) => ({ a, v: moveScore(s, side, a, rand) })).sort((x, y) => y.v - x.v);
    if (scored[0]!.v > 0 || !end) return scored[0]!.a;
  }
  if (end) return end;
  const rest = legal.filter((l) => l.action.type !== 'set-orders' && l.action.type !== 'air-support');
  return (rest[0] ?? legal[0]!).action;
}

/** Plays one quick-start game to its end; returns the counts. */
export async function playSensible(seed: string, o: { h?: Harness; maxCommands?: number } = {}): Promise<SensibleGame> {
  const h = o.h ?? harness({ seed });
  const rand = seedrandom(`sensible:${seed}`);
  let commands = 0;
  let handoffs = 0;
  let lastSide: string | null = null;
  const run = async (line: string): Promise<string> => {
    commands++;
    // It picks from the legal actions of the step it reads, as a button press does: never aimed at a step
    // that has passed by itself (src/app/stale-step.ts refuses only typed commands).
    return (await h.run(line, 'test', 'button')).map((x) => x.text).join('\n');
  };
  await run('ger: /game new game:lettow-vorbeck setup:quick');
  await run('ger: /game join side:German');
  await run('ally: /game join side:Allied');
  let moved = new Set<string>();
  let movesDone = 0;
  let phaseKey = '';
  const max = o.maxCommands ?? 5000;
  try {
    for (;;) {
      const g = h.read.game();
      const s = g.folded.game as LvState;
      if (g.module.result(s) || g.row.status === 'finished') {
        return { seed, commands, handoffs, events: g.folded.seq, result: g.module.result(s)?.label ?? 'over' };
      }
      const side = g.module.expected(s).sides[0];
      if (!side) throw new Error(`nobody is expected to act at event ${g.folded.seq}`);
      if (side !== lastSide) {
        if (lastSide !== null) handoffs++;
        lastSide = side;
      }
      const key = `${s.turn}/${s.playerTurn}/${s.phase}`;
      if (key !== phaseKey) {
        phaseKey = key;
        moved = new Set();
        movesDone = 0;
      }
      const user = USERS[side]!;
      const legal = h.read.legalActions({ channel: 'test', user, name: user });
      if (legal.length === 0) throw new Error(`${side} must act (${g.module.expected(s).text}) but has no action`);
      const action = choose(s, side, legal, moved, movesDone, rand);
      const before = g.folded.seq;
      const answer = await run(`${user}: ${lineFor(action)}`);
      if (h.read.game().folded.seq === before)
        throw new Error(`${lineFor(action)} by ${side} was refused at event ${before}: ${answer}`);
      if (action.type === 'move') {
        movesDone++;
        for (const u of action.units as string[]) moved.add(u);
      }
      if (commands > max) throw new Error(`no result after ${max} commands`);
    }
  } finally {
    if (!o.h) h.close();
  }
}
