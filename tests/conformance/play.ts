// The kit's playthroughs: each game the declaration lists, from the game's own seeded setup, played
// through the kernel (decideFolded / evolveFolded, as the app does) by a random player — drawing from
// the module's actionGroups when it has them, else from the whole list of actions() — or by the
// game's own player, until the game has a result or the step bound is reached. Everything is checked
// on that one playthrough (watch.ts), and the take-backs here: each command whose events the game
// calls 'own'-undoable is decided again with another seed (no die, no draw), must reveal nothing to its
// side, and a share of them is taken back (kernel.undone, as /undo last writes it) and played on from.
import seedrandom from 'seedrandom';
import { decideFolded, drawFrom, evolveFolded, initialFolded, resultOf, setupEvents } from '../../src/engine/kernel.ts';
import type { Folded } from '../../src/engine/kernel.ts';
import type { AnyGameModule, GameAction, GameEvent, Viewer } from '../../src/engine/types.ts';
import type { GameConformance, KitGame, KitPlayer } from './declaration.ts';
import { deepFreeze, isFrozenWrite } from './frozen.ts';
import { Watch, stateDifference, type CheckName, type Counts, type KitTarget } from './watch.ts';

export interface KitReport {
  id: string;
  /** The first findings of each check, in full. */
  findings: Record<CheckName, string[]>;
  /** How many findings each check made in all. */
  totals: Record<CheckName, number>;
  counts: Counts;
  /** The CPU time the playthroughs and their checks took, in milliseconds (for the record, never asserted). */
  cpuMs: number;
}

/** The random player: one of the actionGroups' draws (kernel.ts drawFrom) when the module has them, else any legal action. */
export function randomPlayer(target: KitTarget): KitPlayer {
  const { module } = target;
  return (state, side, legal, rand) => {
    const groups = module.actionGroups?.(state, side);
    if (groups) return drawFrom(groups, rand);
    const all = legal();
    return all.length > 0 ? all[Math.floor(rand() * all.length)]!.action : null;
  };
}

/**
 * The module with actions() and expected() kept per state: the player, the loop and the checks ask
 * them of the same state several times, and they are the dear ones (legality). Pure functions of the
 * state, so the answers are the same.
 */
export function remembering(target: KitTarget): KitTarget {
  const m = target.module;
  const actions = new WeakMap<object, Map<string, ReturnType<typeof m.actions>>>();
  const expected = new WeakMap<object, ReturnType<typeof m.expected>>();
  const module: AnyGameModule = {
    ...m,
    actions(state, side) {
      let bySide = actions.get(state as object);
      if (!bySide) actions.set(state as object, (bySide = new Map()));
      let list = bySide.get(side);
      if (!list) bySide.set(side, (list = m.actions(state, side)));
      return list;
    },
    expected(state) {
      let e = expected.get(state as object);
      if (!e) expected.set(state as object, (e = m.expected(state)));
      return e;
    },
  };
  return { ...target, module };
}

/** Plays every game of the declaration and runs every check on it. */
export function runKit(
  registered: KitTarget,
  decl: GameConformance,
  games: readonly KitGame[] = decl.games,
): KitReport {
  const t0 = process.cpuUsage();
  const target = remembering(registered);
  const watch = new Watch(target, decl);
  for (const game of games) {
    try {
      playOne(target, decl, game, watch);
    } catch (err) {
      // Every state the playthrough reaches is frozen (frozen.ts): a write into one ends that game here.
      if (!isFrozenWrite(err)) throw err;
      const where = err.stack?.split('\n')[1]?.trim() ?? 'where the stack does not say';
      watch.add(
        'replay',
        where,
        `a state changed after it was made: decide(), evolve() or a view wrote into a state it was given (${err.message})`,
      );
    }
  }
  watch.shapeFindings();
  const used = process.cpuUsage(t0);
  return {
    id: target.id,
    findings: watch.findings.list,
    totals: watch.findings.total,
    counts: watch.counts,
    cpuMs: Math.round((used.user + used.system) / 1000),
  };
}

function playOne(target: KitTarget, decl: GameConformance, game: KitGame, watch: Watch): void {
  const { module } = target;
  const { seed } = game;
  const player = game.player ?? randomPlayer(target);
  const rand = seedrandom(`kit:${seed}`);
  watch.begin(`${seed} (${game.playerName ?? 'random'})`);
  const log: GameEvent[] = setupEvents(module, seed, game.options ?? {});
  let f: Folded = initialFolded(module);
  for (const e of log) {
    const before = f;
    f = deepFreeze(evolveFolded(module, f, e));
    watch.event(before, e, f);
  }
  watch.command(f, log, log.length);
  for (let decisions = 0; resultOf(module, f) === null; decisions++) {
    const at = `event ${f.seq}`;
    if (decisions >= decl.maxSteps) {
      watch.add('play', at, `no result after ${decl.maxSteps} decisions (${module.expected(f.game).text})`);
      break;
    }
    const expected = module.expected(f.game);
    if (expected.sides.length === 0) {
      watch.add('play', at, 'nobody is expected to act, but the game has no result');
      break;
    }
    const side = expected.sides[Math.floor(rand() * expected.sides.length)]!;
    const state = f.game;
    const action = player(state, side, () => module.actions(state, side), rand);
    if (!action) {
      watch.add('play', at, `${side} is expected to act (${expected.text}) but has no legal action`);
      break;
    }
    let events: GameEvent[];
    try {
      events = decideFolded(module, f, seed, side, action);
    } catch (err) {
      if (isFrozenWrite(err)) throw err;
      watch.add('play', at, `the legal action ${JSON.stringify(action)} of ${side} was refused: ${String(err)}`);
      break;
    }
    watch.counts.decisions++;
    const start = f;
    let own = module.undoable !== undefined && events.length > 0;
    for (const e of events) {
      const before = f;
      own &&= !e.type.startsWith('kernel.') && module.undoable!(e, before.game) === 'own';
      f = deepFreeze(evolveFolded(module, f, e));
      log.push(e);
      watch.event(before, e, f);
    }
    watch.command(f, log, events.length);
    if (own) f = takeBack(target, decl, watch, { seed, side, action, events, start, after: f, log, rand });
  }
  watch.finish(f, log);
}

interface Command {
  seed: string;
  side: string;
  action: GameAction;
  events: readonly GameEvent[];
  start: Folded;
  after: Folded;
  log: GameEvent[];
  rand: () => number;
}

/**
 * An 'own'-undoable command (its player may take it back alone, src/engine/undo.ts): no die or draw
 * (another seed decides the same events), nothing revealed to its side; now and then taken back as
 * /undo last does, which must restore the state before it. Returns the state play goes on from.
 */
function takeBack(target: KitTarget, decl: GameConformance, watch: Watch, c: Command): Folded {
  const { module } = target;
  const at = `event ${c.after.seq} (${c.action.type} by ${c.side}, 'own'-undoable)`;
  watch.counts.undoable++;
  let again: GameEvent[] | string;
  try {
    again = decideFolded(module, c.start, `${c.seed}/another`, c.side, c.action);
  } catch (err) {
    if (isFrozenWrite(err)) throw err;
    again = String(err);
  }
  if (JSON.stringify(again) !== JSON.stringify(c.events))
    watch.add('undo', at, 'decided with another seed it gives other events: it used a die or a draw', 'dice');
  const actor: Viewer = { kind: 'side', side: c.side };
  const after = watch.hidden(c.after, actor);
  const revealed = [...watch.hidden(c.start, actor)].filter((m) => !after.has(m));
  if (revealed.length > 0) watch.add('undo', at, `it revealed ${revealed.join(', ')} to ${c.side}`, 'revealed');
  if (c.rand() >= (decl.undoRate ?? 0.25)) return c.after;
  // The take-back as the store holds it: JSON, with the state before the command as it was folded.
  const { seq: _seq, ...restored } = JSON.parse(JSON.stringify(c.start)) as Folded;
  const undone = JSON.parse(
    JSON.stringify({
      type: 'kernel.undone',
      side: c.side,
      from: c.start.seq + 1,
      to: c.after.seq,
      consent: false,
      restored,
    }),
  ) as GameEvent;
  const next = deepFreeze(evolveFolded(module, c.after, undone));
  c.log.push(undone);
  watch.event(c.after, undone, next);
  watch.command(next, c.log, 1);
  watch.counts.undone++;
  const d = stateDifference({ ...next, seq: 0 }, { ...c.start, seq: 0 });
  if (d !== null)
    watch.add('undo', at, `taking it back does not restore the state before it, first at ${d}`, 'restore');
  return next;
}
