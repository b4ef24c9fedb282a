// 30 complete campaigns (random and scripted British players), then a few careful and expert ones: each ends with a winner by 27 March,
// nothing throws and replaying the log reproduces the state. That nothing secret reaches the player is
// the conformance kit's (tests/conformance, with the random and scripted players).
import { describe, expect, it } from 'vitest';
import { carefulPlayer, expertPlayer, playCampaign, randomPlayer, scriptedPlayer } from './campaigns.ts';

describe('Hill of Doves campaigns', () => {
  it('30 campaigns end with a winner by 27 March and replay exactly (1.5, 1.6)', () => {
    for (let i = 0; i < 30; i++) {
      const r = playCampaign(`test-${i}`, i % 2 === 0 ? randomPlayer : scriptedPlayer);
      expect(r.winner === 'British' || r.winner === 'Boer').toBe(true);
      expect(r.days).toBeLessThanOrEqual(63);
    }
  }, 120_000);

  it('the careful player’s campaigns end with a winner by 27 March and replay exactly (1.5, 1.6)', () => {
    for (let i = 0; i < 6; i++) {
      const r = playCampaign(`careful-${i}`, carefulPlayer);
      expect(r.winner === 'British' || r.winner === 'Boer').toBe(true);
      expect(r.days).toBeLessThanOrEqual(63);
    }
  }, 60_000);

  it('the expert player’s campaigns end with a winner by 27 March and replay exactly (1.5, 1.6)', () => {
    for (let i = 0; i < 4; i++) {
      const r = playCampaign(`expert-${i}`, expertPlayer);
      expect(r.winner === 'British' || r.winner === 'Boer').toBe(true);
      expect(r.days).toBeLessThanOrEqual(63);
    }
  }, 60_000);
});
