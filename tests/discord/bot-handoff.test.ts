/**
 * One post per hand-off, end to end (docs/playing.md, "Hand-offs"): the real discord.js client against
 * the fake Discord. alice plays a whole game turn of Lettow-Vorbeck against Heliograph with the
 * sensible player's choices; each of her commands leaves at most one message in the channel, and the
 * command after which Heliograph plays its whole player-turn leaves exactly one: the recap of that
 * turn, its picture with alt text, "Your move: Allied", the decision's buttons addressed to her, and
 * one ping. Her own moves are answered to her alone; no Undo button offers to take back the bot's moves.
 */
import seedrandom from 'seedrandom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LvState } from '../../src/games/lettow-vorbeck/state.ts';
import { lvDecision } from '../../src/games/lettow-vorbeck/presentation/step-buttons.ts';
import { readsOf } from '../helpers/harness.ts';
import { choose, lineFor } from '../lettow-vorbeck/sensible.ts';
import { accepted } from './answers.ts';
import { useErrorGuard } from './fake/guards.ts';
import { startHeliograph, type HeliographUnderTest } from './fake/heliograph.ts';
import { slash } from './fake/slash.ts';

describe('Discord: one post per hand-off against Heliograph', () => {
  const guard = useErrorGuard();
  let h: HeliographUnderTest;
  // A typed command sent after steps passed by themselves is refused once, then applied when sent again
  // (src/app/stale-step.ts): alice reads the refusal and sends it again, as a player would.
  const STALE = /Your command was aimed at the step that has passed/;
  const run = async (line: string) => {
    const first = await slash(h.fake, 'alice', 'table', line);
    if (!STALE.test(first.content ?? '')) return accepted(first, line);
    expect(first.ephemeral).toBe(true);
    return accepted(await slash(h.fake, 'alice', 'table', line), line);
  };

  beforeAll(async () => {
    h = await startHeliograph(guard, {
      seed: 'discord-handoff',
      fake: { users: [{ username: 'alice' }], channels: [{ name: 'table' }] },
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('6.2 — every stretch of the bot’s play is one channel post: recap, picture with alt text, buttons, one ping', async () => {
    const posts = () => h.fake.messages('table').filter((m) => !m.ephemeral);
    const alice = h.fake.user('alice').id;
    const channel = h.fake.channel('table').id;
    const read = readsOf(h.store);
    await run('/game new game:lettow-vorbeck opponent:bot side:Allied level:2');
    const rand = seedrandom('handoff');
    const first = (read.game(channel).folded.game as LvState).turn;
    let stretches = 0;
    let withButtons = 0;
    // A whole game turn: the German player-turn and alice's, then the bot's next one.
    for (let n = 0; n < 80 && (read.game(channel).folded.game as LvState).turn < first + 2; n++) {
      const g = read.game(channel);
      const s = g.folded.game as LvState;
      const legal = read.legalActions({ channel, user: alice, name: 'alice' });
      expect(legal.length, `alice has a move at ${g.module.expected(s).text}`).toBeGreaterThan(0);
      const before = posts().length;
      const dmsBefore = h.fake.dms('alice').length;
      const line = lineFor(choose(s, 'Allied', legal, new Set(), 3, rand));
      const answer = await run(line);
      // Her own result is hers alone, with no public placeholder.
      expect(answer.ephemeral, line).toBe(true);
      const fresh = posts().slice(before);
      expect(fresh.length, `${line}: channel posts`).toBeLessThanOrEqual(1);
      expect(h.fake.dms('alice').length - dmsBefore, `${line}: DMs`).toBeLessThanOrEqual(1);
      for (const m of fresh) expect(JSON.stringify(m.components), 'no Undo in the channel').not.toContain('/undo');
      const events = await h.store.eventsBetween(g.row.id, g.folded.seq);
      if (!events.some((e) => e.actor?.startsWith('heliograph-bot:'))) continue;
      for (const m of answer.messages)
        expect(JSON.stringify(m.components), 'no Undo once the bot has moved').not.toContain('/undo last');
      // Heliograph played in this command: one post tells her what it did and asks her.
      stretches++;
      expect(fresh, line).toHaveLength(1);
      const post = fresh[0]!;
      expect(post.content).toMatch(/^<@\d+> Since event #\d+ \(events #\d+–#\d+\), as public:\n/); // src/app/recap.ts
      expect(post.content).toMatch(/German/);
      expect(post.content).toMatch(/Your move: Allied \(alice\)/);
      expect(post.content.split(`<@${alice}>`)).toHaveLength(2); // one ping
      const picture = post.api.attachments[0];
      expect(picture?.filename).toMatch(/^recap-.*\.png$/);
      expect(picture?.description ?? '').toMatch(/^Recap map for public, events #\d+–#\d+; now /); // its alt text
      const now = read.game(channel);
      const decision = lvDecision(now.folded.game as LvState);
      const components = JSON.stringify(post.components);
      if (decision && decision.buttons.every((b) => b.public)) {
        withButtons++;
        for (const b of decision.buttons) expect(components).toContain(b.command);
        expect(components).toContain(alice); // addressed to her
      }
    }
    expect(stretches).toBeGreaterThanOrEqual(2);
    expect(withButtons).toBeGreaterThanOrEqual(1);
  }, 300_000);
});
