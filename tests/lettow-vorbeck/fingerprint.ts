// A fingerprint of what players see of the rules on fuzzed positions: at every position of a random
// game, each expected side's legal actions (every field, the lazy via and label included, in order)
// and the refusals of probed illegal commands (rule, message, allowed). The speed work
// (docs/decisions/lazy-random-player.md) must leave it unchanged: tests/lettow-vorbeck/fingerprint.test.ts
// compares it with the figures recorded before that work.
import { createHash } from 'node:crypto';
import { rngFor } from '../../src/engine/rng.ts';
import { RuleError } from '../../src/engine/rule-error.ts';
import type { GameAction, RawOptions } from '../../src/engine/types.ts';
import { SPACES } from '../../src/games/lettow-vorbeck/data/map.ts';
import { unitById } from '../../src/games/lettow-vorbeck/data/units.ts';
import type { Side } from '../../src/games/lettow-vorbeck/data/types.ts';
import type { LvState } from '../../src/games/lettow-vorbeck/state.ts';
import { expected } from '../../src/games/lettow-vorbeck/summary.ts';
import { LV, playGame } from './fuzz.ts';

/** What decide() answers to an action: the refusal, or "ok" and the event types. */
function answer(s: LvState, side: Side, action: GameAction): string {
  try {
    const events = LV.decide(s, side, action, rngFor('fingerprint', 1, []));
    return `ok ${events.map((e) => e.type).join(',')}`;
  } catch (e) {
    if (e instanceof RuleError) return `${e.rule}|${e.message}|${e.allowed.join(',')}`;
    throw e;
  }
}

/** The probes of one position: illegal (and legal) commands a player might type. */
function probes(s: LvState, side: Side, n: number, lines: string[]): void {
  const probe = (a: GameAction): void => {
    lines.push(`? ${JSON.stringify(a)} ${answer(s, side, a)}`);
  };
  probe({ type: 'end-phase' });
  if (n % 4 !== 0) return;
  if (s.phase === 'march' && !s.pending) {
    const move = LV.actions(s, side).find((a) => a.action.type === 'move');
    const units = move ? (move.action as GameAction & { units: string[] }).units : null;
    if (units) for (const sp of SPACES) probe({ type: 'move', units, to: sp.id });
  }
  if (s.phase === 'recruiting' && !s.pending && s.march) {
    for (const t of s.march.toPlace) for (const sp of SPACES) probe({ type: 'recruit-place', unit: t.unit, at: sp.id });
    for (const [unit, u] of Object.entries(s.units))
      if (unitById(unit).side === side) probe({ type: 'fort-build', at: u.location, unit });
  }
}

/** The fingerprint of one fuzz game: a hash of every position's actions and probes, and their count. */
export function fingerprint(seed: string, options: RawOptions): { hash: string; positions: number } {
  const hash = createHash('sha256');
  let positions = 0;
  playGame(seed, options, {
    replayChecks: 0,
    invariants: false,
    onState: (s) => {
      const lines: string[] = [];
      for (const side of LV.expected(s).sides as Side[]) {
        // The rules' own prompt, before the module names each unit's strength (data/unit-label.ts): the
        // recorded figures predate that wording, and it changes no rule.
        lines.push(`# ${side} ${expected(s).text}`);
        for (const a of LV.actions(s, side)) lines.push(`${JSON.stringify({ ...a.action })} ${a.label}`);
        if (side === s.activeSide) probes(s, side, positions, lines);
      }
      positions++;
      hash.update(lines.join('\n'));
    },
  });
  return { hash: hash.digest('hex').slice(0, 16), positions };
}
