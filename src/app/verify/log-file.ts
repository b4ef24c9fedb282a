// A game's log as a JSON file (/game export) and the check of such a file (/game verify,
// npm run verify -- <file>): the seed against its SHA-256 commitment, then every die and draw
// recomputed from the seed (src/engine/verify.ts) with the game's draw model (its presentation's draws),
// then the chain of event hashes recomputed with the seed's key against the hashes in the log (receipts.ts).
import { createHash } from 'node:crypto';
import type { AnyGameModule, GameEvent, RawOptions } from '../../engine/types.ts';
import { verifyDice, type DrawModel } from '../../engine/verify.ts';
import { chainKey, shortReceipt } from '../../store/chain.ts';
import type { GameRow, Store } from '../../store/store.ts';
import { handoffs, logChain, type ChainedEvent, type Handoff } from './receipts.ts';
import { presentationOf } from '../registry.ts';
import { moduleAt } from '../revisions.ts';

export const LOG_FORMAT = 'heliograph-game-log/1';

export interface GameLogFile {
  format: typeof LOG_FORMAT;
  game: {
    id: number;
    kind: string;
    revision: string;
    options: RawOptions;
    sandbox: boolean;
    status: 'active' | 'finished';
    created: string;
    ended: string | null;
    /** Revealed when the game ends; null before (a sandbox game exported while it runs). */
    seed: string | null;
    /** The SHA-256 commitment shown at /game new. */
    seedHash: string;
  };
  /** Each with its chain hash (`hash`; absent from files exported before the chain was kept). */
  events: ChainedEvent[];
}

export async function gameLog(store: Store, row: GameRow): Promise<GameLogFile> {
  const rows = await store.eventsBetween(row.id, 0);
  return {
    format: LOG_FORMAT,
    game: {
      id: row.id,
      kind: row.kind,
      revision: row.revision,
      options: JSON.parse(row.options) as RawOptions,
      sandbox: row.sandbox === 1,
      status: row.status,
      created: row.created,
      ended: row.ended,
      seed: row.status === 'finished' ? row.seed : null,
      seedHash: row.seed_hash,
    },
    events: rows.map((r) => ({
      seq: r.seq,
      actor: r.actor,
      time: r.time,
      event: JSON.parse(r.data) as GameEvent,
      hash: r.hash,
    })),
  };
}

/** The file's text: one event per line, so that a person can read it and a diff shows one event. */
export function logFileText(log: GameLogFile): string {
  const { events, ...head } = log;
  const lines = events.map((e) => `    ${JSON.stringify(e)}`);
  return `${JSON.stringify(head, null, 2).replace(/\n}$/, ',\n  "events": [\n')}${lines.join(',\n')}\n  ]\n}\n`;
}

/** Reads a log file; a sentence saying what is wrong with it otherwise. */
export function parseLogFile(text: string): GameLogFile | string {
  let x: unknown;
  try {
    x = JSON.parse(text);
  } catch (e) {
    return `not JSON (${e instanceof Error ? e.message : String(e)})`;
  }
  const f = x as Partial<GameLogFile> | null;
  if (!f || f.format !== LOG_FORMAT) return `not a Heliograph game log (format "${LOG_FORMAT}" expected)`;
  if (!f.game || typeof f.game.kind !== 'string' || typeof f.game.seedHash !== 'string' || !Array.isArray(f.events))
    return 'the file lacks its game or events';
  return f as GameLogFile;
}

export interface LogCheck {
  ok: boolean;
  /** The answer, e.g. "Seed matches its commitment; all 143 rolls match (…)", then the chain's line. */
  text: string;
  /** The chain recomputed: the hash after each event, and the hand-offs with their receipts. */
  chain?: { hashes: string[]; handoffs: Handoff[] };
}

export function checkLog(log: GameLogFile): LogCheck {
  const g = log.game;
  if (g.seed === null)
    return {
      ok: false,
      text: `The seed of game #${g.id} is still secret (the game has not ended): its rolls can be checked once it ends.`,
    };
  const hash = createHash('sha256').update(g.seed).digest('hex');
  if (hash !== g.seedHash)
    return {
      ok: false,
      text: `The seed does NOT match its commitment: SHA-256 of the revealed seed is ${hash}, the commitment shown at creation was ${g.seedHash}.`,
    };
  const module = moduleAt(g.kind, g.revision);
  const model: DrawModel | undefined = presentationOf(g.kind)?.draws;
  if (typeof module === 'string' || !model)
    return {
      ok: false,
      text: `This version cannot check game #${g.id}: ${typeof module === 'string' ? module : `no draw model for ${g.kind}`}.`,
    };
  const dice = diceSentence(module, model, g.seed, log);
  if (!log.events.some((e) => typeof e.hash === 'string')) return dice; // exported before the chain was kept
  const chain = logChain(chainKey(g.seed), g.id, log.events);
  if ('broken' in chain)
    return {
      ok: false,
      text: `${dice.text}\nThe chain of event hashes breaks at event #${chain.broken.seq}: ${chain.broken.why}. The log was changed after it was written.`,
    };
  let list: Handoff[];
  try {
    list = handoffs(module, log.events, chain.hashes);
  } catch (e) {
    return { ok: false, text: `${dice.text}\nThe log of game #${g.id} does not fold: ${reason(e)}.` };
  }
  const last = chain.head.seq > 0 ? `, final receipt ${shortReceipt(chain.head.hash)} (${chain.head.hash})` : '';
  return {
    ok: dice.ok,
    text: `${dice.text}\nChain of event hashes whole over ${chain.head.seq} events${last}; ${list.length} hand-offs, each with the receipt posted with it: compare those you kept.`,
    chain: { hashes: chain.hashes, handoffs: list },
  };
}

const reason = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** Every die and draw recomputed from the seed (src/engine/verify.ts). */
function diceSentence(module: AnyGameModule, model: DrawModel, seed: string, log: GameLogFile): LogCheck {
  const g = log.game;
  let v: ReturnType<typeof verifyDice>;
  try {
    v = verifyDice(module, model, seed, log.events);
  } catch (e) {
    return { ok: false, text: `The log of game #${g.id} does not fold: ${reason(e)}.` };
  }
  if (!v.ok)
    return {
      ok: false,
      text: `Seed matches its commitment, but the dice of event #${v.seq} (${v.type}) do not: ${v.what}.`,
    };
  const queued = v.queued ? `; ${v.queued} sandbox-queued dice were chosen, not rolled, and are not counted` : '';
  return {
    ok: true,
    text: `Seed matches its commitment; all ${v.dice + v.draws} rolls match (${v.dice} dice and ${v.draws} shuffles and draws, recomputed from the seed over ${v.events} events${queued}).`,
  };
}
