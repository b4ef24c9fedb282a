// Random complete games (tests/lettow-vorbeck/fuzz.ts): every option combination, both set-ups;
// nothing throws, every game ends by 1918 III, the invariants hold after every event, replay
// reproduces the state, and no view (the map and DM pictures' input), log line, battle sheet model or
// decision button reveals a unit hidden by 10.0 / R36.
import { describe, expect, it } from 'vitest';
import { LV, buttonLeaks, fuzz, hiddenUnits, optionCombos, playGame, sheetLeaks } from './fuzz.ts';
import { MAJOR } from '../render/battle-record.ts';
import { fold, setupEvents } from '../../src/engine/kernel.ts';
import type { LvState } from '../../src/games/lettow-vorbeck/state.ts';

describe('fuzz: random complete games', () => {
  it('40 games across all option combinations reach a result with every invariant holding (6.2.3, 26.0, 29.B, 7.0, 13.6)', () => {
    const games = fuzz(40, { replayChecks: 2 }, 'vitest');
    expect(games).toHaveLength(40);
    for (const g of games) {
      expect(['German win', 'Allied win', 'Draw']).toContain(g.result.label);
      expect(g.events).toBeGreaterThan(20);
    }
  }, 120_000);

  it('10.0 / R36 — in 6 full games no public or opponent view, log line, battle sheet or decision button names a hidden unit', () => {
    const combos = optionCombos();
    for (let i = 0; i < 6; i++) playGame(`leak-${i}`, combos[(i * 5) % combos.length]!, { checkLeaks: true });
  }, 120_000);

  it('10.0 — the leak check itself sees the opponent’s stacks as hidden (it can fail)', () => {
    const s = fold(LV, setupEvents(LV, 'x', {})).game as LvState;
    const hidden = hiddenUnits(s, { kind: 'side', side: 'Allied' });
    expect(hidden.has('ger-1-fka')).toBe(true);
    expect(hidden.has('ger-kona')).toBe(false); // the Konigsberg box is open (R36)
    expect(hidden.has('ally-1-kar')).toBe(false);
    const json = JSON.stringify(LV.view(s, { kind: 'side', side: 'Allied' }));
    expect(json).not.toContain('ger-1-fka');
  });

  it('10.0, 20.B, 20.C — the sheet and button checks can fail: an owner’s sheet and a private button name what the opponent may not see', () => {
    const hidden = new Set(['ger-9-fka', 'ally-rff', 'ger-1-fka']);
    expect(sheetLeaks(MAJOR, { kind: 'public' }, hidden)).toEqual([]);
    expect(sheetLeaks(MAJOR, { kind: 'side', side: 'German' }, hidden)).toEqual(['ger-9-fka']); // by its name, 9 FKA
    expect(sheetLeaks(MAJOR, { kind: 'referee' }, hidden)).toEqual(['ger-9-fka', 'ally-rff']);
    const recruit = { label: 'Recruit ger-9-fka at tanga', command: '/battle recruit unit:ger-9-fka' };
    expect(buttonLeaks([{ ...recruit, public: false }], hidden, new Set())).toEqual([]);
    expect(buttonLeaks([{ ...recruit, public: true }], hidden, new Set())).toHaveLength(1);
    expect(buttonLeaks([{ ...recruit, public: false }], new Set(), hidden)).toHaveLength(1);
  });
});
