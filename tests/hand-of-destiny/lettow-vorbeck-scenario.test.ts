// 2.1.D — Lettow-Vorbeck as a scenario of the system: its data in the system's terms, and the hooks
// through which rules 23-30 supersede rules 1-22.
import { describe, expect, it } from 'vitest';
import { countsAsArtillery } from '../../src/games/hand-of-destiny/battle/superiority.ts';
import { LV_BOARD, LV_SCENARIO } from '../../src/games/lettow-vorbeck/scenario.ts';

describe('2.1.D Lettow-Vorbeck as a Hand of Destiny scenario', () => {
  it('3.2 — every route joins two spaces of the map', () => {
    for (const r of LV_SCENARIO.routes)
      expect([LV_BOARD.isSpace(r.from), LV_BOARD.isSpace(r.to)]).toEqual([true, true]);
  });

  it('24.1, R6 — no fleets or engineers: nothing bridges a river (12.2) in this scenario', () => {
    expect(LV_SCENARIO.units.filter((u) => LV_BOARD.is(u.id, 'fleet') || LV_BOARD.is(u.id, 'engineer'))).toEqual([]);
  });

  it('17.A, R28 — only the MGC counts as artillery', () => {
    expect(LV_SCENARIO.units.filter((u) => countsAsArtillery(LV_BOARD, u.id)).map((u) => u.id)).toEqual(['ally-mgc']);
  });

  it('27.1.B supersedes 13.3.1: eliminated units go to their recruit pool, not the deadpile', () => {
    expect(LV_SCENARIO.hooks.eliminatedGoesTo?.(LV_BOARD.unit('ger-1-fka'))).toBe('german-recruit-box');
    expect(LV_SCENARIO.hooks.eliminatedGoesTo?.(LV_BOARD.unit('ally-mgc'))).toBe('allied-recruit-box');
  });
});
