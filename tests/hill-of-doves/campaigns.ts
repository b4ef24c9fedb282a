// Campaign drivers for Hill of Doves through the kernel (no SQLite), with the game's British players
// (src/games/hill-of-doves/workloads/players.ts). Each game is checked as it goes: nothing throws, and
// the fold of the log equals the state. Fog of war (no undrawn laager counter or unseen event card in a
// view, log line, button or battle sheet) is the conformance kit's (tests/conformance): npm run
// fuzz:hod hands it each event and command (onFolded, onCommand).
import { decideFolded, evolveFolded, fold, initialFolded, setupEvents, type Folded } from '../../src/engine/kernel.ts';
import type { AnyGameModule, GameEvent } from '../../src/engine/types.ts';
import { hillOfDoves } from '../../src/games/hill-of-doves/index.ts';
import type { HodState } from '../../src/games/hill-of-doves/state.ts';
import type { Player } from '../../src/games/hill-of-doves/workloads/players.ts';
import seedrandom from 'seedrandom';

const M: AnyGameModule = hillOfDoves;

export interface CampaignResult {
  winner: string | null;
  reason: string;
  events: number;
  decisions: number;
  days: number;
  /** Boer victories (routs and overruns, r. 1.3) when the war ended. */
  boerVictories: number;
}

// The players are the game's (src/games/hill-of-doves/workloads/): its tests play them from here.
export {
  carefulPlayer,
  expertPlayer,
  randomPlayer,
  scriptedPlayer,
  type Player,
} from '../../src/games/hill-of-doves/workloads/players.ts';

/** Play one campaign to its end; `check` folds the log again at the end. */
export function playCampaign(
  seed: string,
  player: Player,
  opts: {
    check?: boolean;
    maxDecisions?: number;
    options?: Record<string, string>;
    /** Called with each event and the states before and after it (the conformance kit's checks, npm run fuzz:hod). */
    onFolded?: (before: Folded, e: GameEvent, after: Folded) => void;
    /** Called after the setup and each decision with the state now and the log, the decision's events its last `fresh`. */
    onCommand?: (f: Folded, log: readonly GameEvent[], fresh: number) => void;
  } = {},
): CampaignResult {
  const check = opts.check ?? true;
  const rand = seedrandom(`player:${seed}`);
  const pick = (n: number) => Math.floor(rand() * n);
  const log: GameEvent[] = setupEvents(M, seed, opts.options ?? {});
  let f: Folded = initialFolded(M);
  for (const e of log) {
    const before = f;
    f = evolveFolded(M, f, e);
    opts.onFolded?.(before, e, f);
  }
  opts.onCommand?.(f, log, log.length);
  let decisions = 0;
  const max = opts.maxDecisions ?? 20000;
  while (M.result(f.game) === null && decisions < max) {
    const s = f.game as HodState;
    const legal = M.actions(s, 'British');
    if (legal.length === 0) throw new Error(`no legal action at step ${s.step}, week ${s.week} day ${s.day}`);
    const action = player(s, legal, pick);
    const events = decideFolded(M, f, seed, 'British', action);
    decisions++;
    for (const e of events) {
      const before = f;
      f = evolveFolded(M, f, e);
      log.push(e);
      opts.onFolded?.(before, e, f);
    }
    opts.onCommand?.(f, log, events.length);
  }
  if (check) {
    const again = fold(M, log);
    if (JSON.stringify(again) !== JSON.stringify(f)) throw new Error(`replay differs for seed ${seed}`);
  }
  const s = f.game as HodState;
  const r = M.result(f.game);
  return {
    winner: r?.winner ?? null,
    reason: r?.reason ?? 'unfinished',
    events: log.length,
    decisions,
    days: (s.week - 1) * 7 + s.day,
    boerVictories: s.boerVictories,
  };
}

export function initial(): Folded {
  return initialFolded(M);
}
