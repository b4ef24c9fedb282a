// The arena's games, one job each, so that they can be shared out to worker processes.
import type { BotLevel } from '../../src/games/lettow-vorbeck/bot/index.ts';
import type { SearchBudget } from '../../src/games/lettow-vorbeck/bot/search.ts';
import type { Side } from '../../src/games/lettow-vorbeck/data/types.ts';
import { playBots } from './play.ts';

/** A pairing: `level` in the seat against `other`; a mirror plays each game once and scores both seats. */
export interface Pairing {
  name: string;
  level: BotLevel;
  other: BotLevel;
  mirror: boolean;
}

export const PAIRINGS: readonly Pairing[] = [
  { name: 'l3_vs_random', level: 3, other: 1, mirror: false },
  { name: 'l3_vs_heuristic', level: 3, other: 2, mirror: false },
  { name: 'heuristic_mirror', level: 2, other: 2, mirror: true },
  { name: 'l3_mirror', level: 3, other: 3, mirror: true },
];

export interface Job {
  pairing: string;
  /** The seat scored; a mirror's games are played once, as German. */
  seat: Side;
  index: number;
  seed: string;
  levels: Record<Side, BotLevel>;
  budget: SearchBudget;
}

export interface JobResult {
  job: Job;
  winner: Side | null;
  actions: number;
  /** Milliseconds of each level-3 decision that had a choice. */
  l3ms: number[];
}

export function jobsFor(pairings: readonly Pairing[], games: number, base: string, budget: SearchBudget): Job[] {
  const out: Job[] = [];
  for (const p of pairings)
    for (const seat of p.mirror ? (['German'] as const) : (['German', 'Allied'] as const))
      for (let index = 0; index < games; index++) {
        const levels = seat === 'German' ? { German: p.level, Allied: p.other } : { German: p.other, Allied: p.level };
        out.push({ pairing: p.name, seat, index, seed: `${base}:${p.name}:${seat}:${index}`, levels, budget });
      }
  return out;
}

export function runJob(job: Job): JobResult {
  const g = playBots(job.seed, job.levels, { setup: 'quick' }, { budget: job.budget });
  return { job, winner: g.result.winner as Side | null, actions: g.actions, l3ms: g.l3ms };
}
