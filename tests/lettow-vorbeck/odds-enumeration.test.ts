// 13.1.1, 13.1.2, 13.2, 24.4: every odds figure Lettow-Vorbeck shows where a battle's choice is made
// (the fire prompt and its buttons, the choice of a battle in /help's text) equals the chance found by
// enumerating the dice of that position: each possible face of each die forced in turn through the
// game's own decide() (tests/helpers/forced-dice.ts), the outcome read off the events it writes. The
// positions are those of random games (the fuzzer's player, src/games/lettow-vorbeck/workloads/).
import { describe, expect, it } from 'vitest';
import type { GameEvent, RawOptions } from '../../src/engine/types.ts';
import { pendingDecision } from '../../src/games/lettow-vorbeck/battle/buttons.ts';
import { lettowVorbeck } from '../../src/games/lettow-vorbeck/index.ts';
import type { LvState } from '../../src/games/lettow-vorbeck/state.ts';
import type { Side } from '../../src/games/lettow-vorbeck/data/types.ts';
import { allFaces, forcedDice, statedPercent } from '../helpers/forced-dice.ts';
import { playGame } from './fuzz.ts';

type Ev = GameEvent & Record<string, unknown>;

class Enough extends Error {}

/** Positions of random games where a fire is chosen, and where a battle is. */
function positions(wantFire: number, wantFight: number): { fire: LvState[]; fight: LvState[] } {
  const fire: LvState[] = [];
  const fight: LvState[] = [];
  const seen = new Set<string>();
  const sets: RawOptions[] = [
    { setup: 'quick' },
    { setup: 'quick', advanced: true, forts: true },
    { setup: 'choose', advanced: true },
  ];
  for (const [i, options] of sets.entries()) {
    for (let g = 0; g < 6 && (fire.length < wantFire || fight.length < wantFight); g++) {
      try {
        playGame(`odds-${i}-${g}`, options, {
          invariants: false,
          maxActions: 4000,
          onState: (s) => {
            if (s.pending?.kind === 'fire' && fire.length < wantFire) {
              const key = `${s.turn}:${s.playerTurn}:${s.pending.prompt}`;
              if (!seen.has(key)) {
                fire.push(s);
                seen.add(key);
              }
            } else if (!s.pending && s.phase === 'battle' && fight.length < wantFight) {
              if (/Tactical Superiority odds/.test(lettowVorbeck.expected(s).text)) fight.push(s);
            }
            if (fire.length >= wantFire && fight.length >= wantFight) throw new Enough();
          },
        });
      } catch (e) {
        if (!(e instanceof Enough) && !String(e).includes('no result after')) throw e;
      }
    }
  }
  return { fire, fight };
}

const { fire, fight } = positions(40, 25);

/** The events of `side` taking `action` with the dice forced to `faces`. */
const decideWith = (s: LvState, side: Side, action: object, faces: readonly number[]): Ev[] =>
  lettowVorbeck.decide(s, side, action as never, forcedDice(faces)) as unknown as Ev[];

/** What a fire did, enumerated over every face of each of its dice. */
function enumerateFire(s: LvState, side: Side, unit: string) {
  const k = (
    decideWith(s, side, { type: 'fire', unit }, []).find((e) => e.type === 'battle.unit-fired')!.dice as number[]
  ).length;
  const count = { anyE: 0, anyResult: 0, effective: 0, total: 0 };
  for (const faces of allFaces(k)) {
    const events = decideWith(s, side, { type: 'fire', unit }, faces);
    const at = events.findIndex((e) => e.type === 'battle.unit-fired');
    const fired = events[at]!;
    expect(fired.unit).toBe(unit);
    expect(fired.dice, 'the forced faces are the fire’s dice').toEqual(faces);
    const results = fired.results as string[];
    // What followed this fire, up to the next unit's action or round.
    const after: Ev[] = [];
    for (const e of events.slice(at + 1)) {
      if (['battle.unit-fired', 'battle.unit-broke-off', 'battle.superiority-rolled'].includes(e.type)) break;
      after.push(e);
    }
    const took =
      after.some((e) => e.type === 'battle.loss-taken' && e.by === unit) ||
      after.some((e) => e.type === 'battle.awaiting' && (e.pending as { kind: string }).kind === 'loss');
    count.total++;
    if (results.includes('E')) count.anyE++;
    if (results.some((r) => r !== '-')) count.anyResult++;
    if (took) count.effective++;
  }
  return count;
}

describe('13.1.2, 13.2: the odds of each fire shown on random positions equal the enumerated dice', () => {
  it('found fire decisions to check', () => {
    expect(fire.length).toBeGreaterThanOrEqual(20);
  });

  it('13.2 each fire line and button: at least one E, at least one E or P, hopeless exactly when nothing can take effect', () => {
    let lines = 0;
    let hopeless = 0;
    let labels = 0;
    for (const s of fire) {
      const side = s.pending!.side;
      const d = pendingDecision(s)!;
      const fireUnits = lettowVorbeck
        .actions(s, side)
        .map((a) => a.action)
        .filter((a): a is { type: 'fire'; unit: string } => a.type === 'fire')
        .map((a) => a.unit);
      for (const unit of fireUnits) {
        const line = d.prompt.split('\n').find((l) => l.startsWith(`- ${unit}: `) || l.startsWith(`- ${unit} (`));
        expect(line, `a line of odds for ${unit} in: ${d.prompt}`).toBeDefined();
        const c = enumerateFire(s, side, unit);
        if (/HOPELESS/.test(line!)) {
          hopeless++;
          expect(c.effective, line).toBe(0);
        } else {
          const m = /at least one E (\S+), at least one E or P ([^;.]+)(; the enemy ignores panics)?/.exec(line!);
          expect(m, line).not.toBeNull();
          expect(m![1], line).toBe(statedPercent(c.anyE, c.total));
          expect(m![2], line).toBe(statedPercent(c.anyResult, c.total));
          expect(c.effective, line).toBe(m![3] ? c.anyE : c.anyResult);
          expect(c.effective, line).toBeGreaterThan(0);
        }
        lines++;
        const button = d.buttons.find((b) => b.command === `/battle fire unit:${unit}`)!;
        const shown = / · (hopeless|E (\S+)(?: · E\/P (\S+)| \(panics ignored\)))$/.exec(button.label);
        if (shown) {
          labels++;
          if (shown[1] === 'hopeless') expect(c.effective).toBe(0);
          else {
            expect(shown[2], button.label).toBe(statedPercent(c.anyE, c.total));
            if (shown[3]) expect(shown[3], button.label).toBe(statedPercent(c.anyResult, c.total));
          }
        }
      }
    }
    expect(lines).toBeGreaterThan(20);
    expect(labels).toBeGreaterThan(10);
    expect(hopeless, 'a hopeless fire among them').toBeGreaterThanOrEqual(1);
  });
});

/** Round 1's Tactical Superiority after `action`, over every face of the dice it rolls first (`k` of them). */
function enumerateSuperiority(s: LvState, action: { type: 'fight' | 'air-support'; space: string }, k: number) {
  const side = s.activeSide;
  let won = 0;
  let total = 0;
  for (const faces of allFaces(k)) {
    const events = decideWith(s, side, action, faces);
    const roll = events.find((e) => e.type === 'battle.superiority-rolled')!;
    const a = roll.attacker as { die: number };
    const d = roll.defender as { die: number };
    const first =
      action.type === 'air-support' ? [events.find((e) => e.type === 'battle.air-support-rolled')!.die as number] : [];
    expect([...first, a.die, d.die], 'the forced faces are the rolls').toEqual(faces);
    total++;
    if (roll.winner === side) won++;
  }
  return { won, total };
}

describe('13.1.1, 24.4: the Tactical Superiority odds of each battle to choose equal the enumerated dice', () => {
  it('found battles to choose', () => {
    expect(fight.length).toBeGreaterThanOrEqual(10);
  });

  it('13.1.1 round 1: the attacker fires first with the chance shown; 24.4 the same after Air Support', () => {
    let checked = 0;
    let air = 0;
    for (const s of fight) {
      const text = lettowVorbeck.expected(s).text;
      for (const line of text.split('\n').filter((l) => /^- \S+: modifiers /.test(l))) {
        const m =
          /^- (\S+): modifiers (\d+) against (\d+), you fire first in round 1 with (\S+?)(?:; after \/air-support first \(.*\): (\S+))?\.$/.exec(
            line,
          );
        expect(m, line).not.toBeNull();
        const space = m![1]!;
        const c = enumerateSuperiority(s, { type: 'fight', space }, 2);
        expect(m![4], line).toBe(statedPercent(c.won, c.total));
        const roll = decideWith(s, s.activeSide, { type: 'fight', space }, [1, 1]).find(
          (e) => e.type === 'battle.superiority-rolled',
        )!;
        expect((roll.attacker as { modifiers: unknown[] }).modifiers.length, line).toBe(Number(m![2]));
        expect((roll.defender as { modifiers: unknown[] }).modifiers.length, line).toBe(Number(m![3]));
        if (m![5]) {
          const a = enumerateSuperiority(s, { type: 'air-support', space }, 3);
          expect(m![5], line).toBe(statedPercent(a.won, a.total));
          air++;
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(10);
    expect(air, 'battles where Air Support may be tried first').toBeGreaterThan(0);
  });
});
