/**
 * Hill of Doves in Discord, end to end: our bot with the REAL discord.js client against the
 * fake Discord. alice creates a sandbox game and takes the British, shares the command with bob, the
 * game stops at each British decision with its choices as buttons (a select menu when many) for the
 * commanders alone, /map posts the public sheet, and no message ever names a counter still hidden in
 * the laagers cup or a card still in the event deck.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fold } from '../../src/engine/kernel.ts';
import type { HodView } from '../../src/games/hill-of-doves/view.ts';
import { readsOf } from '../helpers/harness.ts';
import { accepted } from './answers.ts';
import { useErrorGuard } from './fake/guards.ts';
import { startHeliograph, type HeliographUnderTest } from './fake/heliograph.ts';
import type { FakeMessage } from './fake/fake-message.ts';
import { isPng, pngSize } from './fake/index.ts';
import { slash } from './fake/slash.ts';

const C = 'boer-war';

interface Choice {
  kind: 'button' | 'select';
  customId: string;
  label: string;
  /** Select menus: the option's value (the command line, or "#<row id>"). */
  value?: string;
}

/** The buttons and select-menu options of a message, in order. */
function choicesOf(m: FakeMessage): Choice[] {
  const out: Choice[] = [];
  for (const row of m.components as unknown as { components?: Record<string, unknown>[] }[]) {
    for (const c of row.components ?? []) {
      const customId = String(c['custom_id'] ?? '');
      if (c['type'] === 2) out.push({ kind: 'button', customId, label: String(c['label'] ?? '') });
      if (c['type'] === 3) {
        for (const o of (c['options'] as { label: string; value: string }[] | undefined) ?? [])
          out.push({ kind: 'select', customId, label: o.label, value: o.value });
      }
    }
  }
  return out;
}

describe('Heliograph bot: Hill of Doves over Discord', () => {
  const guard = useErrorGuard();
  let h: HeliographUnderTest;
  const id = (name: string) => h.fake.user(name).id;
  const run = (user: string, line: string) => slash(h.fake, user, C, line);
  const ok = async (user: string, line: string) => accepted(await run(user, line), line);
  const game = () => readsOf(h.store).game(h.fake.channel(C).id);
  const seq = () => game().folded.seq;
  /** The channel post with the choices of the decision the game waits for now (each offers a
   *  "continue" or numbered choice stamped with the log position: `at:<seq>`). */
  const latestDecision = (): Promise<FakeMessage> => {
    const stamp = `at:${seq()}"`;
    return h.fake.waitForMessage(C, (m) => !m.ephemeral && JSON.stringify(m.components).includes(stamp));
  };
  const press = (user: string, m: FakeMessage, c: Choice) =>
    c.kind === 'button' ? h.fake.pressButton(user, m, c.customId) : h.fake.selectMenu(user, m, c.customId, [c.value!]);

  beforeAll(async () => {
    h = await startHeliograph(guard, {
      seed: 'hod-e2e',
      fake: { users: [{ username: 'alice' }, { username: 'bob' }, { username: 'carol' }], channels: [{ name: C }] },
    });
    await ok('alice', '/game new game:hill-of-doves sandbox:true');
    await ok('alice', '/game join side:British');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('alice adds bob as co-commander; bob may then act, carol is refused with the reason', async () => {
    const early = await run('bob', '/hod orders bombard:auto');
    expect(early.ephemeral).toBe(true);
    expect(early.content).toMatch(/You are not seated in game #1 .*Only a seated player acts for a side/);
    const stranger = await run('carol', `/commander add user:${id('carol')}`);
    expect(stranger.ephemeral).toBe(true);
    expect(stranger.content).toContain('Only alice, who holds the British seat, may add co-commanders.');

    const added = await ok('alice', `/commander add user:${id('bob')}`);
    expect(added.content).toContain('joins the British command (co-commander, added by alice)');
    expect(
      game()
        .seats.filter((s) => s.side === 'British')
        .map((s) => s.user_id),
    ).toEqual([id('alice'), id('bob')]);

    const before = seq();
    await ok('bob', '/hod orders bombard:auto supplies:as-needed load:always');
    expect(seq()).toBe(before + 1);
    expect(h.store.sync.eventsBetween(game().row.id, before).at(-1)?.actor).toBe(id('bob'));
    const refused = await run('carol', '/hod continue');
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toMatch(/You are not seated in game #1 .*Only a seated player acts for a side/);
    expect(seq()).toBe(before + 1);
  });

  it('plays decisions by pressing their buttons, for the commanders alone; a stale button is refused', async () => {
    // bob's orders left the game waiting in set-up: the next-line post carries that decision's button.
    expect(game().folded.game).toMatchObject({ step: 'setup' });
    const setup = await latestDecision();
    // The hand-off post (src/app/handoff.ts): a public message in the channel, here the answer to bob's orders.
    expect(setup.ephemeral).toBe(false);
    expect(setup.channelId).toBe(h.fake.channel(C).id);
    const [start] = choicesOf(setup);
    expect(start).toMatchObject({
      kind: 'button',
      label: 'Continue (standing orders): Start the war (opening Strategic Phase)',
    });
    expect(start!.customId).toBe(`h|${id('alice')},${id('bob')}||/hod continue at:${seq()}`);

    const carol = await h.fake.pressButton('carol', setup, start!.customId);
    expect(carol.ephemeral).toBe(true);
    expect(carol.content).toBe(
      `This choice is for <@${id('alice')}>, <@${id('bob')}> only: it is their decision, and only they can press it. Nothing was done.`,
    );
    expect(game().folded.game).toMatchObject({ step: 'setup' });

    const at = seq();
    const pressed = await h.fake.pressButton('alice', setup, start!.customId);
    expect(pressed.ephemeral).toBe(false);
    // The hand-off post: the recap of the opening Strategic Phase (the lines themselves are in /log).
    expect(pressed.content).toMatch(/Since event #\d+ \(events #\d+–#\d+\), as public:/);
    expect(pressed.content).toContain('Your move: British');
    expect(seq()).toBeGreaterThan(at);
    const events = h.store.sync.eventsBetween(game().row.id, at);
    expect(events.every((e) => e.actor === id('alice'))).toBe(true);
    const now = game().folded.game as { step: string; week: number };
    expect(now.week).toBe(1);
    expect(now.step).not.toBe('setup');

    // Pressed again (or by bob at the same moment), the old button does nothing.
    const after = seq();
    const stale = await h.fake.pressButton('bob', setup, start!.customId);
    expect(stale.ephemeral).toBe(true);
    expect(stale.content).toContain(
      `This choice was offered at step ${at} of the log; the game has moved on (now step ${after})`,
    );
    expect(seq()).toBe(after);

    // The next decision's choices: Continue first, every choice a /hod command for alice and bob.
    const next = await h.fake.waitForMessage(
      C,
      (m) => m !== setup && JSON.stringify(m.components).includes(`/hod continue at:${after}`),
    );
    const choices = choicesOf(next);
    expect(choices.length).toBeGreaterThan(1);
    expect(choices[0]!.label).toMatch(/^Continue \(standing orders\): /);
    expect(
      choices.every(
        (c) =>
          c.customId.includes(`${id('alice')},${id('bob')}`) ||
          c.customId.startsWith('s#') ||
          c.customId.startsWith('h#'),
      ),
    ).toBe(true);
    // bob takes the first non-continue choice (a button, or an option of the select menu).
    const take = choices[1]!;
    const before = seq();
    const byBob = await press('bob', next, take);
    expect(byBob.ephemeral, byBob.content).toBe(false);
    expect(seq()).toBeGreaterThan(before);
    expect(h.store.sync.eventsBetween(game().row.id, before)[0]?.actor).toBe(id('bob'));
  });

  it('plays on through the campaign by buttons alone: a day assault, its battle, the days after', async () => {
    const start = game().folded.game as { week: number; day: number };
    let assaulted = false;
    for (let k = 0; k < 24 && game().row.status === 'active'; k++) {
      const m = await latestDecision();
      const choices = choicesOf(m);
      // One day assault (the first listed), then the first choice each time: Continue, or a battle's first choice.
      const assault = assaulted ? undefined : choices.find((c) => /^(Recon\+1 )?M\/L\/E [^·]+· Assault /.test(c.label)); // odds first (§3.14)
      const choice = assault ?? choices[0]!;
      if (assault) assaulted = true;
      const before = seq();
      const r = await press(k % 2 ? 'bob' : 'alice', m, choice);
      expect(r.ephemeral, `${choice.label}: ${r.content ?? ''}`).toBe(false);
      expect(seq()).toBeGreaterThan(before);
    }
    expect(assaulted).toBe(true);
    const now = game().folded.game as { week: number; day: number };
    expect(now.week * 10 + now.day).toBeGreaterThan(start.week * 10 + start.day);
    // The assault was fought out on the Assault Card, its choices pressed as buttons too.
    expect(
      readsOf(h.store)
        .events(h.fake.channel(C).id)
        .some((e) => e.type === 'combat.ended'),
    ).toBe(true);
  }, 120_000); // each press draws its hand-off post's picture

  it('/map is deferred before rendering, then posts the public sheet as a PNG', async () => {
    const r = await run('carol', '/map');
    expect(r.responseType).toBe(5);
    const started = h.runs.filter((x) => x.input.name === 'map').at(-1)!.at;
    expect(r.callback!.at).toBeLessThanOrEqual(started);
    expect(r.ephemeral).toBe(false);
    expect(r.content).toMatch(/Hill of Doves, .*public sheet \(laagers cup and deck as counts\)/);
    const [file] = r.files;
    expect(file?.name).toBe(`map-${game().row.id}-${seq()}.png`);
    expect(isPng(file!.bytes)).toBe(true);
    expect(pngSize(file!.bytes)).toEqual({ width: 1700, height: 1100 });
  });

  it('never names a counter still hidden in the laagers cup or a card still in the deck', () => {
    // What stayed hidden all game: in the cup (the battle's own cup while a battle is fought: drawn
    // counters go back to it at the end) or in the deck, at every step of the log.
    const g = game();
    const log = readsOf(h.store).events(h.fake.channel(C).id);
    const secrets = Array.from(
      { length: g.folded.seq },
      (_, k) => (g.module.view(fold(g.module, log.slice(0, k + 1)).game, { kind: 'referee' }) as HodView).secret!,
    );
    const always = (pick: (s: (typeof secrets)[number]) => string[]): string[] =>
      pick(secrets[0]!).filter((c) => secrets.every((s) => pick(s).includes(c)));
    const cup = always((s) => (s.combat as { cup?: string[] } | null)?.cup ?? s.cup);
    const deck = always((s) => s.deck);
    const drawn = secrets[0]!.cup.filter((c) => !cup.includes(c));
    expect(cup.length).toBeGreaterThan(5);
    expect(deck.length).toBeGreaterThan(10);
    expect(drawn.length).toBeGreaterThan(0); // laagers were drawn: their counters are public now

    const messages = [...h.fake.messages(C), ...['alice', 'bob', 'carol'].flatMap((u) => h.fake.dms(u))];
    expect(messages.length).toBeGreaterThan(20);
    const everything = messages
      .flatMap((m) => [
        m.content,
        JSON.stringify(m.components),
        ...m.history.map((v) => `${v.api.content} ${JSON.stringify(v.api.components ?? [])}`),
      ])
      .join('\n');
    const named = (id: string, text: string) =>
      new RegExp(`(^|[^\\w-])${id.replace(/[/-]/g, '\\$&')}(?![\\w/-])`).test(text);
    const names = (id: string) => named(id, everything);
    // The check can see a counter id when one is named (the hand-off posts carry recaps, not every log line).
    expect(drawn.every((c) => named(c, `drew ${c}, then`))).toBe(true);
    expect([...cup, ...deck].filter(names)).toEqual([]);
  });

  it('saw no REST errors and logged no failures', () => {
    expect(h.fake.unexpectedErrors).toEqual([]);
    expect(h.logs).toEqual([]);
  });
});
