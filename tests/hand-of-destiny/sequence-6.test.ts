// 6.2 the sequence of play and 11.E, as the system writes them once (hand-of-destiny/sequence.ts,
// movement/decide.ts), proven on the synthetic scenario through the kernel. Lettow-Vorbeck runs the
// same decideEndPhase and stack check with its hooks (tests/lettow-vorbeck/system-once.test.ts).
import { describe, expect, it } from 'vitest';
import { at, game } from './synthetic-scenario.ts';

describe('6.2 sequence of play (system)', () => {
  it('6.2.1-6.2.3 — four phases a player-turn, the second player next, then the next turn; the last turn ends the game (5.0)', () => {
    const g = game({ 'red-inf-1': 'hill', 'blue-inf-1': 'land-b' });
    const began: string[] = [];
    const step = (side: 'Red' | 'Blue', action: { type: 'draw-card' } | { type: 'end-phase' }) => {
      for (const e of g.act(side, action))
        if (e.type === 'phase-began') began.push(`${e.turn}:${e.side}:${e.playerTurn}:${e.phase}`);
        else if (e.type === 'game-ended') began.push(`ended:${e.result.label}`);
    };
    for (const [side, turn] of [
      ['Red', 1],
      ['Blue', 1],
      ['Red', 2],
      ['Blue', 2],
    ] as const) {
      expect([g.state().turn, g.state().activeSide, g.state().phase]).toEqual([turn, side, 'campaign-card']);
      step(side, { type: 'draw-card' });
      for (let i = 0; i < 4; i++) step(side, { type: 'end-phase' });
    }
    expect(began).toEqual([
      '1:Red:1:recruiting',
      '1:Red:1:march',
      '1:Red:1:battle',
      '1:Blue:2:campaign-card', // 6.2.2: no End Turn Phase is recorded by the system module
      '1:Blue:2:recruiting',
      '1:Blue:2:march',
      '1:Blue:2:battle',
      '2:Red:1:campaign-card', // 6.2.3: the Turn marker moves one box
      '2:Red:1:recruiting',
      '2:Red:1:march',
      '2:Red:1:battle',
      '2:Blue:2:campaign-card',
      '2:Blue:2:recruiting',
      '2:Blue:2:march',
      '2:Blue:2:battle',
      'ended:Draw', // 6.2.3, 5.0: the scenario names no winner
    ]);
    expect(g.state().phase).toBe('game-over');
  });

  it('6.2.1.1 — the Campaign Card Phase does not end before its card is drawn', () => {
    const g = game({ 'red-inf-1': 'hill', 'blue-inf-1': 'land-b' });
    expect(() => g.act('Red', { type: 'end-phase' })).toThrow(/^6\.2\.1\.1 — draw your Campaign Card first/);
  });

  it('13.A — a battle left unfought keeps the Battle Phase open (13.0.A)', () => {
    const g = game({ 'red-inf-1': 'hill', 'blue-inf-1': 'fort-a' });
    g.toMarch('Red');
    g.act('Red', { type: 'move', units: ['red-inf-1'], to: 'fort-a' });
    g.toBattle('Red');
    expect(() => g.act('Red', { type: 'end-phase' })).toThrow(/^13\.A — battle is mandatory/);
  });
});

describe('11.E a unit that has completed its movement may not move again the same turn (system)', () => {
  it('11.E — refused for the rest of the March Phase, its side’s one March Phase of the turn; free again in the next turn’s', () => {
    const g = game({ 'red-inf-1': 'hill', 'blue-inf-1': 'land-b' });
    g.toMarch('Red');
    g.act('Red', { type: 'move', units: ['red-inf-1'], to: 'fort-a' });
    expect(() => g.act('Red', { type: 'move', units: ['red-inf-1'], to: 'hill' })).toThrow(
      /^11\.E — red-inf-1 has moved this March Phase: a unit that has completed its movement may not move again the same turn/,
    );
    g.act('Red', { type: 'end-phase' }); // → Battle Phase
    g.act('Red', { type: 'end-phase' }); // → Blue's player-turn
    g.toMarch('Blue');
    g.act('Blue', { type: 'end-phase' });
    g.act('Blue', { type: 'end-phase' }); // → turn 2
    g.toMarch('Red');
    g.act('Red', { type: 'move', units: ['red-inf-1'], to: 'hill' });
    expect(at(g, 'red-inf-1')).toBe('hill');
  });
});
