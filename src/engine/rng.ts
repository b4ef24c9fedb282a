// Dice you can trust (docs/decisions/verifiable-dice.md): the randomness of the command that will become event
// number `seq` comes from seedrandom(seed + ':' + seq), so anyone holding the revealed seed can recompute
// every roll. In sandbox games, queued die results (`/sandbox dice`) are used first.
import seedrandom from 'seedrandom';

export interface Rng {
  /** One die of `sides` faces (default 6): 1..sides. Queued sandbox results come first. */
  die(sides?: number): number;
  /** A uniform integer 0..n-1 (not taken from the dice queue). */
  int(n: number): number;
  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** How many queued die results this command used. */
  readonly queuedUsed: number;
}

/**
 * The stream of one command. A class, not an object literal of closures with a getter: a random game
 * builds one per command, most of which roll nothing (bench).
 */
class SeededRng implements Rng {
  // Seeded on first use: most commands roll nothing, and seeding costs more than the rules (bench).
  #prng: (() => number) | undefined = undefined;
  #used = 0;
  constructor(
    private readonly seed: string,
    private readonly seq: number,
    private readonly queue: readonly number[],
  ) {}

  get queuedUsed(): number {
    return this.#used;
  }

  die(sides = 6): number {
    if (this.#used < this.queue.length) {
      const v = this.queue[this.#used++]!;
      return Math.min(Math.max(v, 1), sides);
    }
    return this.int(sides) + 1;
  }

  int(n: number): number {
    if (!Number.isInteger(n) || n <= 0) throw new Error(`rng.int needs a positive integer, got ${n}`);
    this.#prng ??= seedrandom(`${this.seed}:${this.seq}`);
    return Math.floor(this.#prng() * n);
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
}

export function rngFor(seed: string, seq: number, queue: readonly number[] = []): Rng {
  return new SeededRng(seed, seq, queue);
}
