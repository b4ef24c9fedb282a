/**
 * Hill of Doves in Discord, end to end (our bot with the REAL discord.js client against
 * the fake Discord): co-command belongs to the seated British player and takes a Discord USER; /rules
 * table:3.6 and /help answer from the game's presentation, a long /rules section pages in place; /replay step has its jump menu by week and
 * day, and jumping edits the message in place.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULES_TEXT } from '../../src/games/hill-of-doves/data/rules-text.ts';
import { readsOf } from '../helpers/harness.ts';
import { useErrorGuard } from './fake/guards.ts';
import { startHeliograph, type HeliographUnderTest } from './fake/heliograph.ts';
import type { FakeMessage } from './fake/fake-message.ts';
import { isPng } from './fake/index.ts';
import { slash } from './fake/slash.ts';

const C = 'majuba';

/** The select-menu options of a message: label and value (the command line it runs). */
function menuOptions(m: FakeMessage): { customId: string; label: string; value: string }[] {
  const out: { customId: string; label: string; value: string }[] = [];
  for (const row of m.components as unknown as { components?: Record<string, unknown>[] }[])
    for (const c of row.components ?? [])
      if (c['type'] === 3)
        for (const o of (c['options'] as { label: string; value: string }[] | undefined) ?? [])
          out.push({ customId: String(c['custom_id']), label: o.label, value: o.value });
  return out;
}

/** The buttons of a message: label and custom id. */
function buttonsOf(m: FakeMessage): { customId: string; label: string; value?: string }[] {
  const out: { customId: string; label: string }[] = [];
  for (const row of m.components as unknown as { components?: Record<string, unknown>[] }[])
    for (const c of row.components ?? [])
      if (c['type'] === 2) out.push({ customId: String(c['custom_id']), label: String(c['label'] ?? '') });
  return out;
}

describe('Heliograph bot: Hill of Doves co-command, booklet and replay', () => {
  const guard = useErrorGuard();
  let h: HeliographUnderTest;
  const id = (name: string) => h.fake.user(name).id;
  const run = (user: string, line: string) => slash(h.fake, user, C, line);
  const game = () => readsOf(h.store).game(h.fake.channel(C).id);

  beforeAll(async () => {
    h = await startHeliograph(guard, {
      seed: 'hod-app-e2e',
      fake: {
        users: [{ username: 'alice' }, { username: 'bob' }, { username: 'carol' }, { username: 'otherbot', bot: true }],
        channels: [{ name: C }, { name: 'nek' }],
      },
    });
    // carol creates the game; alice takes the British seat.
    await run('carol', '/game new game:hill-of-doves');
    await run('alice', '/game join side:British');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('the seated British player, not the creator, adds and removes a co-commander picked as a Discord user', async () => {
    const byCreator = await run('carol', `/commander add user:${id('bob')}`);
    expect(byCreator.ephemeral).toBe(true);
    expect(byCreator.content).toContain('Only alice, who holds the British seat, may add co-commanders.');
    const added = await run('alice', '/commander add user:bob'); // the fake resolves the USER option to bob's id
    expect(added.ephemeral).toBe(false);
    expect(added.content).toBe(`<@${id('bob')}> joins the British command (co-commander, added by alice).`);
    expect(game().seats.map((s) => s.user_id)).toEqual([id('alice'), id('bob')]);
    // Listings name co-commanders by their Discord names, not as mention markup.
    expect(game().seats.map((s) => s.user_name)).toEqual(['alice', 'bob']);
    const status = await run('bob', '/game status');
    expect(status.content).toContain('Seats: British — alice, bob');
    expect(status.content).not.toContain('<@');
    const resign = await run('bob', '/game resign confirm:true');
    expect(resign.ephemeral).toBe(true);
    expect(resign.content).toContain('Only alice, who holds the British seat, may resign; co-commanders may not.');
    const bobRemoves = await run('bob', `/commander remove user:${id('alice')}`);
    expect(bobRemoves.content).toContain('Only alice');
    const removed = await run('alice', '/commander remove user:bob');
    expect(removed.content).toBe(`<@${id('bob')}> leaves the British command (removed by alice).`);
    expect(game().seats.map((s) => s.user_id)).toEqual([id('alice')]);
    expect(game().row.status).toBe('active');
  });

  it('/commander add refuses a bot account, Heliograph itself included, saying why; nothing is recorded', async () => {
    const seats = game().seats.length;
    for (const [name, user] of [
      ['Heliograph', h.fake.botUser.id],
      ['otherbot', id('otherbot')],
    ] as const) {
      const r = await run('alice', `/commander add user:${name}`);
      expect(r.ephemeral).toBe(true);
      expect(r.content).toBe(
        `<@${user}> is a bot account: co-commanders are people who share the British command, and no bot can (Heliograph included). Name a member who is not a bot; nothing was recorded.`,
      );
    }
    expect(game().seats).toHaveLength(seats);
  });

  it('/rules table:3.6 answers with the table and the modifiers of this position; /help lists this game’s commands', async () => {
    const t = await run('alice', '/rules table:3.6');
    expect(t.ephemeral).toBe(true);
    expect(t.content).toMatch(/^\*\*3\.6 Ambush Roll Table\*\*\nRules: r\. 2\.9\./);
    expect(t.content).toContain('Now (weather marker:');
    const help = await run('alice', '/help');
    expect(help.ephemeral).toBe(true);
    expect(help.content).toContain('/hod ');
    expect(help.content).toContain('/commander ');
    expect(help.content).not.toContain('/card ');
    expect(help.content).not.toContain('/phase ');
    expect(help.content).toContain('/hint ');
  });

  it('/rules pages: a long section comes in pages of one message; Next and Previous replace the message in place', async () => {
    const r = await run('alice', '/rules section:2.15');
    expect(r.ephemeral).toBe(true);
    const msg = r.original!;
    const count = Number(/^\*\*2\.15 British Camp Supply Segment\*\* — page 1 of (\d+)\n/.exec(msg.content)?.[1]);
    expect(count).toBeGreaterThan(1);
    const bodies = [msg.content.slice(msg.content.indexOf('\n') + 1)];
    expect(buttonsOf(msg).map((b) => b.label)).toEqual(['Page 2 ▶']);
    for (let n = 2; n <= count; n++) {
      const next = buttonsOf(msg).find((b) => b.label === `Page ${n} ▶`)!;
      const pressed = await h.fake.pressButton('alice', msg, next.customId);
      expect(pressed.callback?.type).toBe(7); // an update of the pressed message, not a new one
      expect(msg.content).toMatch(new RegExp(`— page ${n} of ${count}\\n`));
      expect(msg.content.length).toBeLessThanOrEqual(2000);
      bodies.push(msg.content.slice(msg.content.indexOf('\n') + 1));
    }
    const flat = (t: string) => t.replace(/\s+/g, ' ');
    expect(flat(bodies.join('\n'))).toContain(flat(RULES_TEXT['2.15']!.text));
    expect(buttonsOf(msg).map((b) => b.label)).toEqual([`◀ Page ${count - 1}`]);
    await h.fake.pressButton('alice', msg, buttonsOf(msg)[0]!.customId);
    expect(msg.content).toContain(`— page ${count - 1} of ${count}`);
  });

  it('/replay step has a jump menu by week and day; choosing a day edits the message in place', async () => {
    await run(
      'alice',
      '/hod orders assault:none columns:none transfer:none bombard:none supplies:none load:never cards:auto',
    );
    // Into week 3 (each week's start is a halt of /hod continue: orders/halts.ts), then a step at the end
    // of week 2, whose days are all in the log.
    const week = () => (game().folded.game as { week: number }).week;
    for (let k = 0; k < 40 && game().row.status === 'active' && week() < 3; k++) await run('alice', '/hod continue');
    const head = game().folded.seq;
    const r = await run('alice', `/replay step n:${head - 2}`);
    expect(r.responseType).toBe(5);
    const msg = r.original!;
    expect(isPng(msg.files[0]!.bytes)).toBe(true);
    const options = menuOptions(msg);
    expect(options.length).toBeGreaterThan(2);
    expect(options.length).toBeLessThanOrEqual(25);
    // The days of the week shown (e.g. "Week 2, Tue 1 Feb (step 312)"), and every other week as one entry.
    const days = options.filter((o) => /^Week \d+, \w{3} \d+ (Jan|Feb|Mar) \(step \d+\)$/.test(o.label));
    const weeks = options.filter((o) => /^Week \d+ \(step \d+\)$/.test(o.label));
    expect(days.length).toBeGreaterThan(1);
    expect(weeks.length + days.length).toBe(options.filter((o) => !/Strategic Phase/.test(o.label)).length);
    const pick = days[0]!;
    const jump = await h.fake.selectMenu('alice', msg, pick.customId, [pick.value]);
    const edited = jump.responseType === 6 ? await jump.waitFor((x) => x.edits.length > 0, 5000, 'the edit') : jump;
    expect(edited.responseType).toBe(6);
    expect(msg.content).toContain(`step ${/n:(\d+)/.exec(pick.value)![1]} of ${head}`);
  }, 60_000);

  it('a decision with more choices than one message holds is paged: "More choices ▶" opens page 2, whose choices play', async () => {
    const nek = (user: string, line: string) => slash(h.fake, user, 'nek', line);
    await nek('alice', '/game new game:hill-of-doves sandbox:true');
    await nek('alice', '/game join side:British');
    for (const u of ['GEN-WOOD', 'HQ-2-60', 'HQ-92', 'COY-92-A', 'COY-92-B', 'COY-92-C', 'COY-2-60-A', 'COY-2-60-B'])
      await nek('alice', `/sandbox place unit:${u} at:camp`);
    // The Reconnaissance card held (EV-23) doubles the next day's assault choices (with and without it):
    // past one message, even with the choices ranked a few a target (2.3).
    await nek('alice', '/sandbox card side:British card:EV-23/1');
    await nek('alice', '/hod orders assault:ask columns:none transfer:none');
    const g = () => readsOf(h.store).game(h.fake.channel('nek').id);
    const st = () => g().folded.game as { step: string; held: string[] };
    for (let k = 0; k < 20 && !(st().step === 'night' && st().held.includes('EV-23')); k++)
      await nek('alice', '/hod continue');
    expect(st().step).toBe('night');
    const at = g().folded.seq;
    const post = await h.fake.waitForMessage(
      'nek',
      (m) => !m.ephemeral && JSON.stringify(m.components).includes(`/hod continue at:${at}"`),
    );
    const first = menuOptions(post);
    const more = first.find((o) => o.label.startsWith('More choices: page 2 of'))!;
    expect(more).toBeDefined();
    expect(first.length).toBeLessThanOrEqual(50);
    const page2 = await h.fake.selectMenu('alice', post, more.customId, [more.value]);
    expect(page2.ephemeral).toBe(true);
    expect(page2.content).toMatch(/^Choices, page 2 of \d+ \(\d+ in all/);
    // A long list comes in pieces, the choices on the last: on a loaded machine it may land after the ack settles.
    const lastPiece = (r: typeof page2) =>
      [...menuOptions(r.messages.at(-1)!), ...buttonsOf(r.messages.at(-1)!)].some((o) =>
        o.label.startsWith('◀ Choices page 1'),
      );
    await page2.waitFor(lastPiece, 10_000, 'the last piece of page 2');
    const msg = page2.messages.at(-1)!;
    const second = [...menuOptions(msg), ...buttonsOf(msg)];
    expect(second.some((o) => o.label.startsWith('◀ Choices page 1'))).toBe(true);
    const fresh = second.filter(
      (o) =>
        !o.label.startsWith('Continue') &&
        !/Choices page|More choices/.test(o.label) &&
        !first.some((f) => f.label === o.label),
    );
    expect(fresh.length).toBeGreaterThan(0);
    const before = g().folded.seq;
    const take = fresh[0]!;
    const r = take.value
      ? await h.fake.selectMenu('alice', msg, take.customId, [take.value])
      : await h.fake.pressButton('alice', msg, take.customId);
    expect(r.ephemeral, r.content ?? '').toBe(false);
    expect(g().folded.seq).toBeGreaterThan(before);
  }, 60_000);

  it('saw no REST errors and logged no failures', () => {
    expect(h.fake.unexpectedErrors).toEqual([]);
    expect(h.logs).toEqual([]);
  });
});
