// The post-game room (docs/playing.md, "After the game"): over fuzzed games of both games, before the
// end no one gets the full view nor another side's, whatever viewer: they ask; after the end every
// viewer — seated or not — gets every side's view and the full view, through view(state, viewer), and
// /replay, /log and /stacks serve them.
import seedrandom from 'seedrandom';
import { afterAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../src/app/outputs.ts';
import type { LoadedGame } from '../../src/app/service.ts';
import { UserError } from '../../src/app/user-error.ts';
import { FULL_VIEW, chosenViewer, defaultViewer } from '../../src/app/viewer-choice.ts';
import type { GameAction, Viewer } from '../../src/engine/types.ts';
import { harness } from '../helpers/harness.ts';

const h = harness({ seed: 'postgame-test' });
afterAll(() => h.close());

const USERS = ['alice', 'bob', 'carol'] as const; // carol never sits
const asking = (g: LoadedGame): string[] => [...g.module.sides, FULL_VIEW, 'german', 'ALL', 'nobody'];

/** The viewer `user` gets for `viewer:<asked>`, or null when refused (a UserError naming what is open). */
function tryViewer(g: LoadedGame, user: string, asked: string): Viewer | null {
  try {
    return chosenViewer(g, user, asked);
  } catch (e) {
    expect(e).toBeInstanceOf(UserError);
    expect((e as Error).message).toMatch(/viewer:/);
    return null;
  }
}

/** Before the end: nobody gets the full view, and a side's view only by a player seated at it. */
function checkRunning(g: LoadedGame): number {
  let refused = 0;
  for (const user of USERS) {
    const own = g.seats.filter((s) => s.user_id === user).map((s) => s.side);
    expect(defaultViewer(g, user).kind).not.toBe('referee');
    for (const asked of asking(g)) {
      const v = tryViewer(g, user, asked);
      if (v === null) refused++;
      else {
        expect(v.kind, `${user} viewer:${asked}`).toBe('side');
        if (v.kind === 'side') expect(own).toContain(v.side);
      }
    }
  }
  return refused;
}

/** After the end: every user gets every side's view and the full view, equal to view(state, viewer). */
function checkEnded(g: LoadedGame): void {
  for (const user of USERS) {
    expect(defaultViewer(g, user)).toEqual({ kind: 'referee' });
    for (const side of g.module.sides) expect(tryViewer(g, user, side)).toEqual({ kind: 'side', side });
    expect(tryViewer(g, user, FULL_VIEW)).toEqual({ kind: 'referee' });
    expect(tryViewer(g, user, 'nobody')).toBeNull();
  }
  const full = g.module.view(g.folded.game, chosenViewer(g, 'carol', FULL_VIEW));
  expect(full).toEqual(g.module.view(g.folded.game, { kind: 'referee' }));
}

/** Random legal commands by whoever is expected, `n` of them at most, checking the viewers along the way. */
async function fuzz(channel: string, seed: string, n: number): Promise<number> {
  const rand = seedrandom(seed);
  let refused = 0;
  for (let i = 0; i < n; i++) {
    const g = h.read.game(channel);
    if (g.row.status === 'finished') break;
    if (i % 4 === 0) refused += checkRunning(g);
    const sides = g.module.expected(g.folded.game).sides;
    const seat = g.seats.find((s) => sides.includes(s.side));
    if (!seat) break;
    const caller: Caller = { channel, user: seat.user_id, name: seat.user_id };
    const legal = h.read.legalActions(caller);
    if (legal.length === 0) break;
    const end = legal.find((a) => a.action.type === 'end-phase');
    const pick = end && rand() < 0.3 ? end : legal[Math.floor(rand() * legal.length)]!;
    await h.app.act(caller, pick.action as GameAction);
  }
  return refused;
}

describe('the post-game room: viewer:<side>|all over fuzzed games', () => {
  for (const seed of ['a', 'b']) {
    it(`10.0 — Lettow-Vorbeck (seed ${seed}): no full view and no other side before the end; everything to everyone after`, async () => {
      const ch = `lv-${seed}`;
      await h.run('alice: /game new game:lettow-vorbeck', ch);
      await h.run('alice: /game join side:German', ch);
      await h.run('bob: /game join side:Allied', ch);
      const setUp = h.read.game(ch).folded.seq;
      expect(await fuzz(ch, `postgame:${seed}`, 40)).toBeGreaterThan(0);
      const running = h.read.game(ch);
      expect(running.folded.seq).toBeGreaterThan(setUp + 10); // played, not stopped at the set-up
      expect(running.row.status).toBe('active');
      checkRunning(running);
      // The commands refuse with what is open to the caller.
      expect(await h.text('alice: /replay step n:1 viewer:all', ch)).toContain('Open to you now: viewer:German');
      expect(await h.text('alice: /replay step n:1 viewer:Allied', ch)).toContain('still running');
      expect(await h.text('carol: /log viewer:German', ch)).toContain('you are not seated');
      expect(await h.text('alice: /stacks step:1', ch)).toContain('still running');
      const publicLines = (await h.text('carol: /log last:500', ch)).split('\n').length;
      const germanLines = (await h.text('alice: /log last:500 viewer:German', ch)).split('\n').length;

      await h.run('bob: /game resign confirm:true', ch);
      const ended = h.read.game(ch);
      expect(ended.row.status).toBe('finished');
      checkEnded(ended);
      // /log: every line to anyone, and any side's lines.
      const all = await h.text('carol: /log last:500 viewer:all', ch);
      expect(all).toContain('(as all (full view))');
      expect(all.split('\n').length).toBeGreaterThanOrEqual(Math.max(publicLines, germanLines));
      expect(await h.text('carol: /log last:500 viewer:Allied', ch)).toContain('(as Allied)');
      // /replay: the full view and each side's, posted in the channel.
      const step = await h.run('carol: /replay step n:2 viewer:all', ch);
      expect(step[0]!.audience.kind).toBe('public');
      expect(step[0]!.text).toMatch(/full view\.$/);
      expect((await h.run('carol: /replay step n:2 viewer:German', ch))[0]!.text).toMatch(/German view\.$/);
      // /stacks at a past step, any side's.
      const stacks = await h.run('carol: /stacks step:2 viewer:Allied', ch);
      expect(stacks[0]!.audience).toEqual({ kind: 'dm', user: 'carol' });
      expect(stacks[0]!.text).toMatch(/^Game #\d+, step 2 of \d+ — /);
      expect(stacks[0]!.files?.[0]?.name).toMatch(/-step-2-allied\.png$/);
    }, 120_000);
  }

  it('10.0 — Hill of Doves (solitaire): the Boer side and the full view open only after the end', async () => {
    const ch = 'hod';
    await h.run('alice: /game new game:hill-of-doves', ch);
    await h.run('alice: /game join side:British', ch);
    const setUp = h.read.game(ch).folded.seq;
    await fuzz(ch, 'postgame:hod', 30);
    const running = h.read.game(ch);
    expect(running.folded.seq).toBeGreaterThan(setUp + 5);
    expect(running.row.status).toBe('active');
    checkRunning(running);
    for (const side of running.module.sides.filter((s) => s !== 'British'))
      expect(tryViewer(running, 'alice', side)).toBeNull();
    await h.run('alice: /game resign confirm:true', ch);
    const ended = h.read.game(ch);
    expect(ended.row.status).toBe('finished');
    checkEnded(ended);
    expect(await h.text('bob: /log viewer:all', ch)).toContain('(as all (full view))');
  }, 120_000);
});
