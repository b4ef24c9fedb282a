/**
 * One post per hand-off (src/app/handoff.ts, docs/playing.md "Hand-offs"), through execute() as both
 * transports call it, on a real SQLite store. The reproductions of what players met: the channel
 * flooded and a player pinged and messaged again and again for one hand-off (the double ping); Undo
 * buttons under Heliograph's own moves, which pressed would take back the human's.
 */
import seedrandom from 'seedrandom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Output } from '../../src/app/outputs.ts';
import type { LvState } from '../../src/games/lettow-vorbeck/state.ts';
import { harness, type Harness } from '../helpers/harness.ts';
import { choose, lineFor } from '../lettow-vorbeck/sensible.ts';

const USERS: Readonly<Record<string, string>> = { German: 'ger', Allied: 'ally' };

let h: Harness | undefined;
afterEach(() => h?.close());

const pings = (outs: readonly Output[], user: string) =>
  outs.filter((o) => o.audience.kind === 'public' && o.mentions?.includes(user)).length;
const dms = (outs: readonly Output[], user: string) =>
  outs.filter((o) => o.audience.kind === 'dm' && o.audience.user === user).length;

describe('one post per hand-off', () => {
  it('6.2 — a two-player game: one channel post a hand-off; its player is pinged once and DMed at most once (the double ping)', async () => {
    h = harness({ seed: 'handoff-ping', service: { handoff: 'post' } });
    await h.run('ger: /game new game:lettow-vorbeck setup:quick');
    await h.run('ger: /game join side:German');
    await h.run('ally: /game join side:Allied');
    const rand = seedrandom('handoff-ping');
    /** What each player was sent since their own last command. */
    const heard = new Map<string, { pings: number; dms: number; posts: number }>();
    const fresh = () => ({ pings: 0, dms: 0, posts: 0 });
    let handoffs = 0;
    let last = '';
    for (let n = 0; n < 90; n++) {
      const g = h.read.game();
      const s = g.folded.game as LvState;
      if (g.module.result(s)) break;
      const side = g.module.expected(s).sides[0]!;
      const user = USERS[side]!;
      if (side !== last) {
        if (last !== '') {
          handoffs++;
          // Between two decisions of hers, the player was pinged once, and messaged once at most.
          const got = heard.get(user) ?? fresh();
          expect(got.pings, `hand-off ${handoffs} to ${side}: pings`).toBe(1);
          expect(got.dms, `hand-off ${handoffs} to ${side}: DMs`).toBeLessThanOrEqual(1);
          expect(got.posts, `hand-off ${handoffs} to ${side}: channel posts`).toBe(1);
        }
        last = side;
      }
      heard.set(user, fresh());
      const legal = h.read.legalActions({ channel: 'test', user, name: user });
      // As a button press: the scripted player acts on the step it has just read (src/app/stale-step.ts).
      const outs = await h.run(`${user}: ${lineFor(choose(s, side, legal, new Set(), 3, rand))}`, 'test', 'button');
      expect(h.read.game().folded.seq, 'the command was accepted').toBeGreaterThan(g.folded.seq);
      for (const other of Object.values(USERS)) {
        if (other === user) continue;
        const got = heard.get(other) ?? fresh();
        got.pings += pings(outs, other);
        got.dms += dms(outs, other);
        got.posts += outs.filter((o) => o.audience.kind === 'public').length;
        heard.set(other, got);
      }
      // The caller's own result is theirs alone (the game's last command is told to everyone).
      if (h.read.game().row.status === 'active')
        expect(
          outs.filter((o) => o.audience.kind === 'ephemeral' && o.audience.user === user),
          JSON.stringify(outs.map((o) => [o.audience, o.text.slice(0, 200)])),
        ).toHaveLength(1);
    }
    expect(handoffs).toBeGreaterThanOrEqual(5);
  }, 240_000);

  it('6.2 — against Heliograph: no Undo button for its moves; one post, one ping for each stretch of its play', async () => {
    h = harness({ seed: 'handoff-undo', service: { handoff: 'post' } });
    const rand = seedrandom('handoff-undo');
    const created = await h.run('alice: /game new game:lettow-vorbeck opponent:bot side:Allied level:2');
    const undoOn = (outs: readonly Output[]) => outs.filter((o) => o.buttons?.some((b) => b.command === '/undo last'));
    // The bot moved first: nothing offers to take its moves back.
    expect(undoOn(created)).toEqual([]);
    expect(pings(created, 'alice')).toBe(1);
    let stretches = 0;
    for (let n = 0; n < 40; n++) {
      const g = h.read.game();
      const s = g.folded.game as LvState;
      if (g.module.result(s)) break;
      const legal = h.read.legalActions({ channel: 'test', user: 'alice', name: 'alice' });
      const outs = await h.run(`alice: ${lineFor(choose(s, 'Allied', legal, new Set(), 3, rand))}`);
      const rows = await h.store.eventsBetween(g.row.id, g.folded.seq);
      const botMoved = rows.some((r) => r.actor !== 'alice');
      // An Undo button only for alice's own command, to her alone, and only when nothing came after it.
      for (const o of undoOn(outs)) expect(o.audience).toEqual({ kind: 'ephemeral', user: 'alice' });
      if (botMoved) {
        stretches++;
        expect(undoOn(outs), 'no Undo once Heliograph has moved').toEqual([]);
        expect(outs.filter((o) => o.audience.kind === 'public')).toHaveLength(1);
        expect(pings(outs, 'alice')).toBe(1);
        expect(outs.some((o) => /Next: .*\(Heliograph\)/.test(o.text))).toBe(false);
      } else expect(outs.filter((o) => o.audience.kind === 'public')).toEqual([]);
    }
    expect(stretches).toBeGreaterThanOrEqual(2);
  }, 240_000);
});
