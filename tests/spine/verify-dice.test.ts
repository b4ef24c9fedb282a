// Verifiable dice (docs/decisions/verifiable-dice.md): src/engine/verify.ts with the games' draw models
// recomputes every die and draw of complete games from the seed, and names the first event whose dice do not
// match.
import { describe, expect, it } from 'vitest';
import { HOD_DRAWS } from '../../src/games/hill-of-doves/presentation/draws.ts';
import { LV_DRAWS } from '../../src/games/lettow-vorbeck/presentation/draws.ts';
import { evolveFolded, fold, setupEvents } from '../../src/engine/kernel.ts';
import { rngFor } from '../../src/engine/rng.ts';
import type { AnyGameModule, GameEvent } from '../../src/engine/types.ts';
import { Ctx } from '../../src/games/hill-of-doves/ctx.ts';
import { eventSegment } from '../../src/games/hill-of-doves/events-deck/cards.ts';
import type { HodState } from '../../src/games/hill-of-doves/state.ts';
import { verifyDice, type DrawModel, type LoggedEvent } from '../../src/engine/verify.ts';
import { hillOfDoves } from '../../src/games/hill-of-doves/index.ts';
import { lettowVorbeck } from '../../src/games/lettow-vorbeck/index.ts';
import { playLogged } from '../helpers/logged-game.ts';

const LV: AnyGameModule = lettowVorbeck;
const HOD: AnyGameModule = hillOfDoves;

const check = (module: AnyGameModule, model: DrawModel, seed: string, log: LoggedEvent[]) =>
  verifyDice(module, model, seed, log);

describe('verifiable dice: every die and draw recomputed from the seed', () => {
  it.each(['a', 'b', 'c', 'd'])('Lettow-Vorbeck, a complete game (seed lv-%s): all rolls match', (s) => {
    const log = playLogged(LV, `lv-${s}`, s === 'b' ? { setup: 'quick', advanced: true } : { setup: 'quick' });
    const v = check(LV, LV_DRAWS, `lv-${s}`, log);
    expect(v.ok ? { ok: true } : v).toEqual({ ok: true });
    if (v.ok) expect(v.dice).toBeGreaterThan(10);
  });

  it.each(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])(
    'Hill of Doves, a complete campaign (seed hod-%s): all rolls match',
    (s) => {
      const log = playLogged(HOD, `hod-${s}`, {});
      const v = check(HOD, HOD_DRAWS, `hod-${s}`, log);
      expect(v.ok ? { ok: true } : v).toEqual({ ok: true });
      if (v.ok) expect(v.dice).toBeGreaterThan(10);
    },
  );

  it('commands in the same millisecond by the same player: the verifier finds where each command starts', () => {
    for (const [module, model, seed] of [
      [LV, LV_DRAWS, 'lv-same'],
      [HOD, HOD_DRAWS, 'hod-same'],
    ] as const) {
      const log = playLogged(module, seed, module === LV ? { setup: 'quick' } : {}, { sameTime: true });
      expect(check(module, model, seed, log)).toMatchObject({ ok: true });
    }
  });

  it('names the first event whose dice do not match the seed, and a wrong seed fails at once', () => {
    const log = playLogged(LV, 'lv-x', { setup: 'quick' });
    expect(check(LV, LV_DRAWS, 'not-the-seed', log)).toMatchObject({ ok: false, seq: 1, type: 'game-set-up' });
    const i = log.findIndex((l) => l.event.type === 'battle.superiority-rolled');
    const e = structuredClone(log[i]!.event) as unknown as { attacker: { die: number } };
    e.attacker.die = (e.attacker.die % 6) + 1;
    const tampered = log.map((l, j) => (j === i ? { ...l, event: e as unknown as typeof l.event } : l));
    expect(check(LV, LV_DRAWS, 'lv-x', tampered)).toEqual({
      ok: false,
      seq: log[i]!.seq,
      type: 'battle.superiority-rolled',
      what: expect.stringMatching(
        new RegExp(`^battle\\.superiority-rolled attacker\\.die: ${e.attacker.die} recorded, the seed gives [1-6]$`),
      ),
    });
  });

  it('Hill of Doves: a reshuffle of the Event Card Deck (Table 7.1) is re-run from the discards', () => {
    // Every card drawn, then the Event Segment (2.8) of a day: its card draw finds the deck empty.
    let found = 0;
    for (let n = 0; n < 20 && found === 0; n++) {
      const seed = `reshuffle-${n}`;
      const log: LoggedEvent[] = [];
      let f = fold(HOD, []);
      const push = (events: readonly GameEvent[], time: string) => {
        for (const event of events) {
          f = evolveFolded(HOD, f, event);
          log.push({ seq: f.seq, actor: null, time, event });
        }
      };
      push(setupEvents(HOD, seed, {}), 't0');
      const deck = (f.game as HodState).deck;
      push(
        deck.map((copy) => ({ type: 'card-drawn', copy, card: copy.split('/')[0]! })),
        't1',
      );
      const ctx = new Ctx(f.game as HodState, rngFor(seed, f.seq + 1));
      eventSegment(ctx);
      push(ctx.events, 't2');
      if (!ctx.events.some((e) => e.type === 'deck-reshuffled')) continue;
      found++;
      expect(check(HOD, HOD_DRAWS, seed, log)).toMatchObject({ ok: true });
      const i = log.findIndex((l) => l.event.type === 'deck-reshuffled');
      const e = log[i]!.event as unknown as { deck: string[] };
      const swapped = { ...e, deck: [e.deck[1]!, e.deck[0]!, ...e.deck.slice(2)] };
      const tampered = log.map((l, j) => (j === i ? { ...l, event: swapped as unknown as GameEvent } : l));
      expect(check(HOD, HOD_DRAWS, seed, tampered)).toMatchObject({
        ok: false,
        seq: log[i]!.seq,
        what: 'deck-reshuffled does not match the seed',
      });
    }
    expect(found).toBe(1);
  });
});
