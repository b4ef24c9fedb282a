import { describe, expect, it } from 'vitest';
import { sha256 } from '../../src/app/service/lifecycle.ts';
import { gameModule } from '../../src/app/registry.ts';
import { decideFolded, fold, setupEvents, type Folded } from '../../src/engine/kernel.ts';
import { RuleError } from '../../src/engine/rule-error.ts';
import type { AnyGameModule, GameEvent } from '../../src/engine/types.ts';
import { LV, playGame } from '../lettow-vorbeck/fuzz.ts';
import { rngFor } from '../../src/engine/rng.ts';
import { advanceMany } from '../helpers/advance.ts';
import { harness } from '../helpers/harness.ts';

describe('engine: dice', () => {
  it('dice for event n come from seedrandom(seed:n): the same seed and seq give the same rolls', () => {
    const roll = (seed: string, seq: number) => {
      const r = rngFor(seed, seq);
      return Array.from({ length: 20 }, () => r.die());
    };
    expect(roll('abc', 7)).toEqual(roll('abc', 7));
    expect(roll('abc', 7)).not.toEqual(roll('abc', 8));
    expect(roll('abc', 7)).not.toEqual(roll('abd', 7));
    expect(roll('abc', 7).every((d) => d >= 1 && d <= 6)).toBe(true);
  });

  it('queued sandbox dice are used first, then the seeded stream', () => {
    const plain = rngFor('s', 3);
    const expected = [plain.die(), plain.die()];
    const r = rngFor('s', 3, [6, 5, 1]);
    expect([r.die(), r.die(), r.die(), r.die(), r.die()]).toEqual([6, 5, 1, ...expected]);
    expect(r.queuedUsed).toBe(3);
  });

  it('shuffles are permutations and deterministic', () => {
    const items = Array.from({ length: 18 }, (_, i) => i);
    const a = rngFor('x', 1).shuffle(items);
    expect(a).toEqual(rngFor('x', 1).shuffle(items));
    expect([...a].sort((p, q) => p - q)).toEqual(items);
  });
});

describe('engine: seed commitment', () => {
  it('shows the SHA-256 of the seed at creation and reveals the seed when the game ends', async () => {
    const h = harness({ seed: 'open-sesame' });
    const created = await h.text('alice: /game new game:lettow-vorbeck');
    expect(created).toContain(sha256('open-sesame'));
    expect(created).not.toContain('open-sesame');
    await h.run('alice: /game join side:German');
    await h.run('bob: /game join side:Allied');
    const status = await h.text('carol: /game status');
    expect(status).not.toContain('open-sesame');
    const ended = await h.text('bob: /game resign confirm:true');
    expect(ended).toContain('German win');
    expect(ended).toContain('The seed was open-sesame');
    h.close();
  });

  it('the recorded deck orders are exactly what the committed seed produces (anyone can re-check)', async () => {
    const h = harness({ seed: 'verify-me' });
    await h.run('alice: /game new game:lettow-vorbeck');
    const events = await h.app.events(1);
    const module = gameModule('lettow-vorbeck')!;
    // The game's setup events, then the kernel's record that forced steps play themselves.
    expect(events).toEqual([...module.setup({}, rngFor('verify-me', 1)), { type: 'kernel.auto-play' }]);
    h.close();
  });
});

describe('engine: folding with snapshots', () => {
  it('snapshot + tail == full fold, at every point of a long game', async () => {
    const h = harness({ service: { snapshotEvery: 7, cache: false } });
    await h.run('alice: /game new game:lettow-vorbeck sandbox:true');
    await h.run('alice: /game join side:German');
    await h.run('alice: /game join side:Allied');
    await advanceMany(h, ['alice'], 150);
    const snaps = h.store.db.prepare('SELECT COUNT(*) AS n FROM snapshots').get() as { n: number };
    expect(snaps.n).toBeGreaterThan(10);
    const module = gameModule('lettow-vorbeck')!;
    const events = await h.app.events(1);
    expect(events.length).toBeGreaterThan(100);
    for (const seq of [1, 7, 8, 50, 99, events.length]) {
      const full = fold(module, events.slice(0, seq));
      expect(await h.app.foldedAt(1, module, seq)).toEqual(full);
    }
    h.close();
  });
});

describe('engine: a move after the end', () => {
  const refusal = (module: AnyGameModule, f: Folded, side: string): string => {
    try {
      decideFolded(module, f, 'end-rule', side, { type: 'end-phase' });
    } catch (e) {
      if (e instanceof RuleError) return e.message;
      throw e;
    }
    return 'accepted';
  };

  it("26.0 — a Lettow-Vorbeck game played to its end refuses with its own rule, not another game's", () => {
    const log: GameEvent[] = [...setupEvents(LV, 'end-rule', { setup: 'quick' })];
    const g = playGame('end-rule', { setup: 'quick' }, { replayChecks: 0, onEvent: (e) => log.push(e) });
    const f = fold(LV, log);
    expect(g.result).not.toBeNull();
    expect(refusal(LV, f, 'German')).toBe(`26.0 — the game is over (${g.result!.label}); no more moves`);
  });

  it('1.5 and resignation — Hill of Doves cites its own rule; a resigned game cites the resignation', () => {
    const hod = gameModule('hill-of-doves')!;
    expect(hod.endRule).toBe('1.5');
    const f = fold(hod, setupEvents(hod, 'end-rule', {}));
    expect(refusal(hod, { ...f, resigned: 'British' }, 'British')).toMatch(
      /^resignation — the game is over \(.* win\); no more moves$/,
    );
  });
});
