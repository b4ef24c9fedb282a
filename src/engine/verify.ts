// Verifiable dice (docs/decisions/verifiable-dice.md): recompute every die and draw of a finished game from its
// revealed seed.
//
// Why this design. The dice of a command come from rngFor(seed, n), n the number of the first event
// the command wrote (kernel.ts decideFolded), and every die and every random draw is written into the
// events (the fold needs no randomness). The actions are not stored, so decide cannot be re-run; and
// the event stream must not change (old logs, event numbers feed the dice). So the verifier reads the
// log as it is: each game says, per event, which draws the event holds (a DrawModel): a die value, or
// a draw it can re-run with the game's own code on the state before the event (a deck shuffle, the
// counters drawn from a cup). For each command the verifier builds the same Rng decide had — the
// stream of its first event, with the sandbox dice it used from the queue (those are exempt: they are
// the players' choice, not the seed's) — and replays the draws of its events in order.
//
// Commands are not marked in the log. Events of one command share their actor and time (the store
// writes them in one append); a new actor or time, a kernel event, and the first event are certain
// command starts. Two commands by one actor within the same millisecond cannot be told apart by the
// log, so there the verifier searches the possible starts (a backtracking search, bounded).
import { rngFor, type Rng } from './rng.ts';
import { evolveFolded, initialFolded, type Folded } from './kernel.ts';
import type { AnyGameModule, GameEvent } from './types.ts';

/** One draw an event holds, in the order decide made it. */
export type Draw =
  | { kind: 'die'; value: number; what: string }
  /** A draw re-run with the game's own code: true when the Rng reproduces what the event records. */
  | { kind: 'replay'; what: string; run: (rng: Rng) => boolean };

/** Which draws each event holds: `before` is the game state (module state) just before the event. */
export interface DrawModel {
  draws(event: GameEvent, before: unknown): Draw[];
}

export interface LoggedEvent {
  seq: number;
  actor: string | null;
  time: string;
  event: GameEvent;
}

export type DiceVerdict =
  | { ok: true; dice: number; draws: number; queued: number; events: number }
  | { ok: false; seq: number; type: string; what: string };

/** The die values of an event: every number under a key `die` and every array under `dice`, in order. */
export function diceFields(value: unknown, what = ''): { value: number; what: string }[] {
  const out: { value: number; what: string }[] = [];
  const walk = (v: unknown, path: string): void => {
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}[${i}]`));
    else if (v !== null && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        const p = path ? `${path}.${k}` : k;
        if (k === 'die' && typeof x === 'number') out.push({ value: x, what: p });
        else if (k === 'dice' && Array.isArray(x) && x.every((d) => typeof d === 'number'))
          x.forEach((d: number, i) => out.push({ value: d, what: `${p}[${i}]` }));
        else walk(x, p);
      }
    }
  };
  walk(value, what);
  return out;
}

const isStart = (e: GameEvent) => e.type === 'kernel.queued-dice-used' || e.type === 'kernel.dice-queued';
const isAlone = (e: GameEvent) => e.type === 'kernel.dice-queued' || e.type === 'kernel.side-resigned';

/** A counting wrapper: how many dice came from the stream and how many from the queue, and other draws. */
class Counted {
  dice = 0;
  draws = 0;
  readonly rng: Rng;
  constructor(inner: Rng) {
    this.rng = {
      die: (sides?: number) => {
        const before = inner.queuedUsed;
        const v = inner.die(sides);
        if (inner.queuedUsed === before) this.dice++;
        return v;
      },
      int: (n: number) => {
        this.draws++;
        return inner.int(n);
      },
      shuffle: <T>(items: readonly T[]) => {
        this.draws++;
        return inner.shuffle(items);
      },
      get queuedUsed() {
        return inner.queuedUsed;
      },
    };
  }
}

const MAX_STEPS = 200_000;

/** Recomputes every die and draw of a log from its seed. */
export function verifyDice(
  module: AnyGameModule,
  model: DrawModel,
  seed: string,
  log: readonly LoggedEvent[],
): DiceVerdict {
  // The state before each event (for the draws), the dice queue, and where a command certainly starts.
  const draws: Draw[][] = [];
  const queueAt: number[][] = [];
  const forced: boolean[] = [];
  let f: Folded = initialFolded(module);
  log.forEach((l, i) => {
    const prev = log[i - 1];
    forced.push(
      i === 0 ||
        !prev ||
        prev.actor !== l.actor ||
        prev.time !== l.time ||
        isStart(l.event) ||
        isAlone(l.event) ||
        isAlone(prev.event),
    );
    queueAt.push(f.diceQueue);
    draws.push(l.event.type.startsWith('kernel.') ? [] : model.draws(l.event, f.game));
    f = evolveFolded(module, f, l.event);
  });
  const withDraws = log.map((_, i) => i).filter((i) => draws[i]!.length > 0);

  // The Rng decide had for a command starting at log index j: its stream, and the queued dice it used.
  const rngAt = (j: number): Counted => {
    const e = log[j]!.event as GameEvent & { count?: number };
    const queue = e.type === 'kernel.queued-dice-used' ? queueAt[j]!.slice(0, e.count ?? 0) : [];
    return new Counted(rngFor(seed, log[j]!.seq, queue));
  };
  /** Replays the draws of event i on rng; the first that does not match, or null. */
  const replay = (i: number, c: Counted): string | null => {
    for (const d of draws[i]!) {
      if (d.kind === 'die') {
        const got = c.rng.die(6);
        if (got !== d.value) return `${d.what}: ${d.value} recorded, the seed gives ${got}`;
      } else if (!d.run(c.rng)) return `${d.what} does not match the seed`;
    }
    return null;
  };

  // A depth-first search over the events with draws (an explicit stack: a log has thousands). A frame
  // holds the command options for event withDraws[k]: its start, and the events with draws it has
  // replayed before (the Counted is rebuilt by replaying them, so backtracking needs no copies).
  interface Option {
    start: number;
    done: number[];
  }
  interface Frame {
    options: Option[];
    next: number;
    sum: { dice: number; draws: number };
  }
  const optionsFor = (k: number, cmd: Option | null): Option[] => {
    const i = withDraws[k]!;
    const prev = k > 0 ? withDraws[k - 1]! : -1;
    let lastForced = -1;
    for (let j = i; j > prev; j--)
      if (forced[j]) {
        lastForced = j;
        break;
      }
    const options: Option[] = [];
    if (cmd && lastForced < 0) options.push(cmd);
    for (let j = lastForced >= 0 ? lastForced : prev + 1; j <= i; j++) options.push({ start: j, done: [] });
    return options;
  };
  let steps = 0;
  let furthest = { k: -1, why: '' };
  let totals: { dice: number; draws: number } | null = null;
  const stack: Frame[] = [];
  if (withDraws.length === 0) totals = { dice: 0, draws: 0 };
  else stack.push({ options: optionsFor(0, null), next: 0, sum: { dice: 0, draws: 0 } });
  while (stack.length > 0 && totals === null && ++steps <= MAX_STEPS) {
    const k = stack.length - 1;
    const frame = stack[k]!;
    const o = frame.options[frame.next++];
    if (!o) {
      stack.pop();
      continue;
    }
    const i = withDraws[k]!;
    const c = rngAt(o.start);
    for (const d of o.done) replay(d, c);
    const before = { dice: c.dice, draws: c.draws };
    const why = replay(i, c);
    if (why !== null) {
      if (k > furthest.k) furthest = { k, why };
      continue;
    }
    const sum = { dice: frame.sum.dice + c.dice - before.dice, draws: frame.sum.draws + c.draws - before.draws };
    if (k + 1 === withDraws.length) totals = sum;
    else stack.push({ options: optionsFor(k + 1, { start: o.start, done: [...o.done, i] }), next: 0, sum });
  }
  const queued = log.reduce(
    (n, l) => n + (l.event.type === 'kernel.queued-dice-used' ? ((l.event as { count?: number }).count ?? 0) : 0),
    0,
  );
  if (totals) return { ok: true, dice: totals.dice, draws: totals.draws, queued, events: log.length };
  const at = log[withDraws[Math.max(0, furthest.k)]!]!;
  return {
    ok: false,
    seq: at.seq,
    type: at.event.type,
    what: steps > MAX_STEPS ? 'too many ways to split the log into commands to check' : furthest.why,
  };
}
