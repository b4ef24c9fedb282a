// Forced steps of Lettow-Vorbeck (src/games/lettow-vorbeck/forced.ts).
import { describe, expect, it } from 'vitest';
import { forcedAction } from '../../src/games/lettow-vorbeck/forced.ts';
import { unitById } from '../../src/games/lettow-vorbeck/data/units.ts';
import type { LvState } from '../../src/games/lettow-vorbeck/state.ts';
import { battleAt, dice } from './battle-helpers.ts';

describe('Lettow-Vorbeck forced steps', () => {
  it('13.3 — a loss among alike units is the same in effect: it is forced', async () => {
    const alike = unitById('ally-ead');
    const twin = unitById('ally-c-ief');
    expect([alike.type, alike.strength, alike.contingent]).toEqual([twin.type, twin.strength, twin.contingent]);
    const h = await battleAt('German', {
      'ger-3-fka': 'kondoa-irangi',
      'ally-c-ief': 'kondoa-irangi',
      'ally-ead': 'kondoa-irangi',
    });
    await dice(h, 6, 1, 6, 1); // German superior; ger-3-fka 6 = E against the Allies
    await h.ok('alice: /battle fight space:kondoa-irangi');
    const s = h.read.game().folded.game as LvState;
    expect(s.pending).toMatchObject({ side: 'Allied', kind: 'loss' });
    const forced = forcedAction(s, 'Allied');
    expect(forced?.action).toMatchObject({ type: 'take-loss' });
    expect(forced?.reason).toContain('alike');
    expect(forcedAction(s, 'German')).toBeNull();
    h.close();
  });

  it('6.2.1.4 — a Battle Phase with no battle passes by itself', async () => {
    const h = await battleAt('German', { 'ger-3-fka': 'kondoa-irangi' });
    const s = h.read.game().folded.game as LvState;
    expect(s.phase).toBe('battle');
    // No battle: the Battle Phase passes (13.0.A).
    expect(forcedAction(s, 'German')?.reason).toBe('German has no battle to fight: Battle Phase passes (6.2.1.4)');
    h.close();
  });
});
