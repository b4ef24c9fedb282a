// One post per hand-off (src/app/handoff.ts), measured through the Discord transport: the real bot and
// discord.js client against the fake Discord (tests/discord/fake). A sensible scripted two-player
// Lettow-Vorbeck game (tests/lettow-vorbeck/sensible.ts's choices, each player typing their own
// commands) is played twice from the same seed: as composed now, and the old way (every command's
// lines and "Next:" line posted as they come: ServiceOptions.handoff 'lines'), as the same-run baseline.
// lv_posts_per_handoff: the channel's messages (ephemeral answers are not in the channel) divided by the
// game's hand-offs (changes of the side that must act, seen before each command). lv_bot_turn_posts: in a
// game against Heliograph, the channel's messages per command in which Heliograph played, the human's
// turn handed to it and back.
import seedrandom from 'seedrandom';
import type { ServiceOptions } from '../src/app/service.ts';
import type { LvState } from '../src/games/lettow-vorbeck/state.ts';
import type { ErrorGuard, ErrorSource } from '../tests/discord/fake/guards.ts';
import { startHeliograph, type HeliographUnderTest } from '../tests/discord/fake/heliograph.ts';
import { slash } from '../tests/discord/fake/slash.ts';
import { readsOf } from '../tests/helpers/harness.ts';
import { choose, lineFor } from '../tests/lettow-vorbeck/sensible.ts';
import type { Figures, Section } from './run.ts';

/** Commands of the scripted game (about the 150-command game of 27 hand-offs). */
const COMMANDS = 120;
/** Commands of alice's against Heliograph. */
const BOT_COMMANDS = 40;
const USERS: Readonly<Record<string, string>> = { German: 'ger', Allied: 'ally' };

/** The fake's error guard outside vitest: what discord.js reports by 'error' is kept and thrown at the end. */
function guard(): ErrorGuard {
  const errors: unknown[] = [];
  const record = (e: unknown) => void errors.push(e);
  const watched: (() => void)[] = [];
  return {
    errors,
    take: () => errors.splice(0),
    check() {
      if (errors.length) throw new Error(`the fake Discord reported: ${errors.map(String).join('; ')}`);
    },
    watch(emitter: ErrorSource) {
      emitter.on('error', record);
      watched.push(() => emitter.off('error', record));
    },
    uninstall: () => void watched.splice(0).forEach((undo) => undo()),
  };
}

async function start(seed: string, users: string[], handoff: ServiceOptions['handoff']): Promise<HeliographUnderTest> {
  return startHeliograph(guard(), {
    seed,
    dmPictures: false,
    // Pictures change no message count (they go on the same messages): none are drawn here.
    service: { handoff, picturesAfter: false },
    fake: { users: users.map((username) => ({ username })), channels: [{ name: 'table' }] },
  });
}

/** Channel messages and hand-offs of the scripted two-player game, composed `handoff`. */
async function twoPlayers(handoff: ServiceOptions['handoff']): Promise<{ posts: number; handoffs: number }> {
  const h = await start('bench-handoff', ['ger', 'ally'], handoff);
  try {
    const channel = h.fake.channel('table').id;
    const id = (name: string) => h.fake.user(name).id;
    const read = readsOf(h.store);
    const rand = seedrandom('sensible:bench-handoff');
    await slash(h.fake, 'ger', 'table', '/game new game:lettow-vorbeck setup:quick');
    await slash(h.fake, 'ger', 'table', '/game join side:German');
    await slash(h.fake, 'ally', 'table', '/game join side:Allied');
    let handoffs = 0;
    let last: string | null = null;
    let moved = new Set<string>();
    let movesDone = 0;
    let phase = '';
    for (let n = 0; n < COMMANDS; n++) {
      const g = read.game(channel);
      const s = g.folded.game as LvState;
      if (g.module.result(s)) break;
      const side = g.module.expected(s).sides[0]!;
      if (side !== last) {
        if (last !== null) handoffs++;
        last = side;
      }
      const key = `${s.turn}/${s.playerTurn}/${s.phase}`;
      if (key !== phase) [phase, moved, movesDone] = [key, new Set(), 0];
      const user = USERS[side]!;
      const legal = read.legalActions({ channel, user: id(user), name: user });
      const action = choose(s, side, legal, moved, movesDone, rand);
      await slash(h.fake, user, 'table', lineFor(action));
      if (action.type === 'move') {
        movesDone++;
        for (const u of action.units as string[]) moved.add(u);
      }
    }
    return { posts: h.fake.messages('table').filter((m) => !m.ephemeral).length, handoffs };
  } finally {
    await h.close();
  }
}

/** Channel messages per command in which Heliograph played, in alice's game against it. */
async function againstBot(): Promise<{ posts: number; turns: number }> {
  const h = await start('bench-handoff-bot', ['alice'], 'post');
  try {
    const channel = h.fake.channel('table').id;
    const alice = h.fake.user('alice').id;
    const read = readsOf(h.store);
    const rand = seedrandom('bench-handoff-bot');
    const posts = () => h.fake.messages('table').filter((m) => !m.ephemeral).length;
    await slash(h.fake, 'alice', 'table', '/game new game:lettow-vorbeck opponent:bot side:Allied level:2');
    let turns = 0;
    let during = 0;
    for (let n = 0; n < BOT_COMMANDS; n++) {
      const g = read.game(channel);
      const s = g.folded.game as LvState;
      if (g.module.result(s)) break;
      const before = posts();
      const legal = read.legalActions({ channel, user: alice, name: 'alice' });
      await slash(h.fake, 'alice', 'table', lineFor(choose(s, 'Allied', legal, new Set(), 3, rand)));
      const rows = await h.store.eventsBetween(g.row.id, g.folded.seq);
      if (!rows.some((r) => r.actor?.startsWith('heliograph-bot:'))) continue;
      turns++;
      during += posts() - before;
    }
    return { posts: during, turns };
  } finally {
    await h.close();
  }
}

const round = (x: number): number => Math.round(x * 100) / 100;

export const handoffBench: Section = {
  name: 'handoff',
  async run(log): Promise<Figures> {
    const now = await twoPlayers('post');
    const before = await twoPlayers('lines');
    const bot = await againstBot();
    const perHandoff = now.posts / Math.max(1, now.handoffs);
    const perHandoffBefore = before.posts / Math.max(1, before.handoffs);
    const perBotTurn = bot.posts / Math.max(1, bot.turns);
    log(
      `two-player Lettow-Vorbeck, ${COMMANDS} sensible commands through the fake Discord: ${now.posts} channel posts for ${now.handoffs} hand-offs = ${round(perHandoff)} a hand-off (the old way: ${before.posts} for ${before.handoffs} = ${round(perHandoffBefore)})`,
    );
    log(
      `against Heliograph: ${bot.posts} channel posts in ${bot.turns} commands where it played = ${round(perBotTurn)} each`,
    );
    return {
      lv_posts_per_handoff: round(perHandoff),
      lv_posts_per_handoff_before: round(perHandoffBefore),
      lv_bot_turn_posts: round(perBotTurn),
    };
  },
};
