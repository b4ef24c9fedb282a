// A random player's draw in the Recruiting and March Phases (docs/decisions/lazy-random-player.md): the actions
// of march/legal.ts in groups that walk only what one draw needs. A March Phase draw picks a start,
// a stack there and a kind of move, searches that stack's destinations alone and walks the path to
// the one it picks, instead of every path of every stack; a fort build checks units only until one may build
// (22.1). Each group draws only actions marchActions lists (tests/lettow-vorbeck/action-groups.test.ts).
import type { ActionGroup, GameAction, LegalAction } from '../../../engine/types.ts';
import type { Side } from '../data/types.ts';
import type { LvState } from '../state.ts';
import { isSpace } from '../data/map.ts';
import { fortBuildRefusal } from '../forts/forts.ts';
import type { MarchAction } from './actions.ts';
import { cardChoiceActions, marchStarts, recruitingOffers, stacksFrom, type CandidateStack } from './legal.ts';
import { amphibiousTargets, pathRules } from './move.ts';
import { drawPath } from './paths.ts';

const pick = <T>(list: readonly T[], rand: () => number): T => list[Math.floor(rand() * list.length)]!;

/** A group of one listed action (a class rather than a closure per action: a battle's lists are long). */
class Listed<A extends GameAction> implements ActionGroup<A> {
  readonly type: string;
  constructor(readonly action: A) {
    this.type = action.type;
  }
  draw(): A {
    return this.action;
  }
}

/** One group per listed action: the steps whose lists are short draw from the list itself. */
export function listGroups<A extends GameAction>(list: readonly LegalAction<A>[]): ActionGroup<A>[] {
  return list.map(({ action }) => new Listed(action));
}

/** marchActions (march/legal.ts) as groups. */
export function marchGroups(state: LvState, side: Side): ActionGroup<MarchAction>[] {
  if (state.pending) return listGroups(cardChoiceActions(state, side));
  if (side !== state.activeSide) return [];
  if (state.phase === 'recruiting') return recruitingGroups(state, side);
  if (state.phase === 'march') return [{ type: 'move', draw: (rand) => drawMarch(state, side, rand) }]; // 11.0, 28.2, 28.3
  return [];
}

/** The recruits' actions one each (27.1.C-D), and the fort builds (22.1) as one group. */
function recruitingGroups(state: LvState, side: Side): ActionGroup<MarchAction>[] {
  const { offers, builders } = recruitingOffers(state, side);
  const out = listGroups(offers);
  if (builders.length > 0)
    out.push({
      type: 'fort-build',
      draw(rand) {
        // The builders in a random order, checked until one may build: a uniform draw among those
        // that may (22.1), most often after one check.
        const left = [...builders];
        while (left.length > 0) {
          const { unit, at } = left.splice(Math.floor(rand() * left.length), 1)[0]!;
          if (!fortBuildRefusal(state, side, at, unit)) return { type: 'fort-build', at, unit };
        }
        return null;
      },
    });
  return out;
}

/**
 * A March Phase move (11.0, 28.3) or amphibious move (28.2): a start drawn among marchStarts, a
 * stack among those it offers, a kind of move, then a place. What turns out to offer nothing is
 * dropped and the draw goes on among the rest, so it returns null only when actions() offers no move.
 */
function drawMarch(state: LvState, side: Side, rand: () => number): MarchAction | null {
  const starts = marchStarts(state, side);
  while (starts.length > 0) {
    const at = Math.floor(rand() * starts.length);
    const stacks = stacksFrom(state, side, starts[at]!);
    while (stacks.length > 0) {
      const i = Math.floor(rand() * stacks.length);
      const action = drawStack(state, side, stacks[i]!, rand);
      if (action) return action;
      stacks.splice(i, 1);
    }
    starts.splice(at, 1);
  }
  return null;
}

/** One stack's move: by land or rail to a destination, or amphibious (28.2) where it may land; each kind with even odds. */
function drawStack(state: LvState, side: Side, stack: CandidateStack, rand: () => number): MarchAction | null {
  const { start, units, contingent } = stack;
  const landings = amphibiousTargets(state, side, start, contingent);
  const land = (): MarchAction => ({ type: 'amphibious', units, to: pick(landings, rand) });
  if (landings.length > 0 && (!isSpace(start) || rand() < 0.5)) return land();
  if (!isSpace(start)) return null; // 28.2.3: a box is left only by amphibious movement
  return drawMove(state, side, stack, rand) ?? (landings.length > 0 ? land() : null);
}

/** A move of the stack (11.0, 28.3) to one of its destinations, along the path actions() offers (its via). */
function drawMove(state: LvState, side: Side, stack: CandidateStack, rand: () => number): MarchAction | null {
  const { start, units } = stack;
  const path = drawPath(state, pathRules(state, side, stack, units), start, rand);
  if (!path) return null;
  return { type: 'move', units, to: path[path.length - 1]!, via: path.slice(1, -1) };
}
