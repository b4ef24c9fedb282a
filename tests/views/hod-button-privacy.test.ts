// Hill of Doves decision buttons and fog of war (docs/decisions/hidden-information-one-gate.md): the game says
// which choices may go on the channel's message (choiceIsPublic, view.ts) — those that name nothing of the cup
// or the deck.
import { describe, expect, it } from 'vitest';
import { hodButtons } from '../../src/games/hill-of-doves/buttons.ts';
import { fold, setupEvents } from '../../src/engine/kernel.ts';
import type { AnyGameModule } from '../../src/engine/types.ts';
import { hillOfDoves } from '../../src/games/hill-of-doves/index.ts';
import type { HodState } from '../../src/games/hill-of-doves/state.ts';
import { choiceIsPublic, secretIds } from '../../src/games/hill-of-doves/view.ts';

const M: AnyGameModule = hillOfDoves;
const start = (): HodState => fold(M, setupEvents(M, 'buttons', {})).game as HodState;

describe('Hill of Doves buttons and the referee’s secrets', () => {
  it('the secrets are the cup, the queued draws and the deck; a choice naming one of them may not be public', () => {
    const s = start();
    const secret = secretIds(s);
    expect(secret.size).toBe(s.cup.length + s.drawQueue.length + s.deck.length);
    const counter = s.cup[0]!;
    const card = s.deck[0]!;
    expect(choiceIsPublic({ action: { type: 'continue' }, label: `Continue: ${counter} waits` }, secret)).toBe(false);
    expect(choiceIsPublic({ action: { type: 'card-choice', choice: [card] }, label: 'Play it' }, secret)).toBe(false);
    expect(choiceIsPublic({ action: { type: 'continue' }, label: `Continue: ${counter}0 waits` }, secret)).toBe(true);
    expect(choiceIsPublic({ action: { type: 'continue' }, label: 'Continue (standing orders)' }, secret)).toBe(true);
  });

  it('the British choices at the start are all public (the British and the public see the same board)', () => {
    const s = start();
    const buttons = hodButtons(s, 1);
    expect(buttons.length).toBeGreaterThan(0);
    expect(buttons.every((b) => b.public)).toBe(true);
  });
});
