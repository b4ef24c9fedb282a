/**
 * Heliograph in Discord: pictures, deferral before rendering, replay navigation in place, the GIF's
 * progress, DMs with pictures, 429 retries, handler failures. Real discord.js client, fake Discord.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicOut } from '../../src/app/outputs.ts';
import { renderMapPng } from '../../src/games/lettow-vorbeck/render/lv-map.ts';
import type { LvView } from '../../src/games/lettow-vorbeck/view.ts';
import { dmUser } from '../../src/discord/send.ts';
import { accepted } from './answers.ts';
import { useErrorGuard } from './fake/guards.ts';
import { startHeliograph, type HeliographUnderTest } from './fake/heliograph.ts';
import { isPng, pngSize } from './fake/index.ts';
import { slash } from './fake/slash.ts';
import type { FakeMessage } from './fake/fake-message.ts';

const isGif = (b: Buffer) => b.subarray(0, 6).toString('latin1') === 'GIF89a';

describe('Heliograph bot: pictures, replay, DMs, retries, failures', () => {
  const guard = useErrorGuard();
  let h: HeliographUnderTest;
  const id = (name: string) => h.fake.user(name).id;
  const run = (user: string, channel: string, line: string) => slash(h.fake, user, channel, line);
  const ok = async (user: string, channel: string, line: string) => accepted(await run(user, channel, line), line);
  /** The custom_id of the component on `m` whose label (button) or placeholder (menu) matches. */
  const componentId = (m: FakeMessage, label: RegExp): string => {
    const found =
      JSON.stringify(m.components).match(
        /"custom_id":"[^"]*"[^{}]*?"label":"[^"]*"|"label":"[^"]*"[^{}]*?"custom_id":"[^"]*"/g,
      ) ?? [];
    for (const f of found) {
      const lab = /"label":"([^"]*)"/.exec(f)?.[1] ?? '';
      if (label.test(lab)) return /"custom_id":"([^"]*)"/.exec(f)![1]!;
    }
    throw new Error(`no component labelled ${label} on ${JSON.stringify(m.components)}`);
  };

  /** Presses a replay control and waits until the message has been edited (deferUpdate + editReply). */
  const nav = async (user: string, m: FakeMessage, customId: string, values?: string[]) => {
    const r = values ? await h.fake.selectMenu(user, m, customId, values) : await h.fake.pressButton(user, m, customId);
    return r.responseType === 6 ? r.waitFor((x) => x.edits.length > 0, 5000, 'the in-place edit') : r;
  };

  beforeAll(async () => {
    h = await startHeliograph(guard, {
      seed: 's1',
      fake: {
        users: [{ username: 'alice' }, { username: 'bob' }, { username: 'carol' }],
        channels: [{ name: 'war' }, { name: 'other' }],
      },
    });
    await ok('alice', 'war', '/game new game:lettow-vorbeck auto:false');
    await ok('alice', 'war', '/game join side:German');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('retries a 429 on the channel post (the turn ping) and delivers it once', async () => {
    const rule = h.fake.rateLimit({ method: 'POST', path: '/channels/:channel/messages', retryAfter: 0.3 });
    const r = await ok('bob', 'war', '/game join side:Allied');
    expect(r.content).toContain('bob takes the Allied side');
    await h.fake.waitForMessage('war', (m) => m.content.includes('Your move: German'));
    expect(rule.served).toBe(1);
    expect(rule.retried).toBe(true);
    expect(rule.firstRetryDelayMs).toBeGreaterThanOrEqual(300);
    expect(h.fake.messages('war').filter((m) => m.content.includes('Your move: German'))).toHaveLength(1);
  });

  it('defers /map before rendering starts, then posts the PNG as an attachment', async () => {
    await ok('alice', 'war', '/card draw');
    const r = await run('carol', 'war', '/map');
    expect(r.responseType).toBe(5);
    const started = h.runs.filter((x) => x.input.name === 'map').at(-1)!.at;
    expect(r.callback!.at).toBeLessThanOrEqual(started);
    expect(r.ephemeral).toBe(false);
    const [file] = r.files;
    expect(file?.name).toMatch(/^map-1-\d+\.png$/);
    expect(isPng(file!.bytes)).toBe(true);
    expect(pngSize(file!.bytes)?.width ?? 0).toBeGreaterThan(100);
    expect(r.content).toMatch(/public map/);
    // Its alt text reaches Discord as the attachment's description, written from the public view.
    const alt = r.original!.api.attachments[0]?.description ?? '';
    expect(alt).toMatch(/^Lettow-Vorbeck map, .*\(public view, stacks face down\)/);
    expect(alt.length).toBeLessThanOrEqual(1024);
    expect(alt).not.toMatch(/ger-\d+-fka/);
  });

  it('steps a private /replay back and forth with buttons that update the same message in place', async () => {
    for (let k = 0; k < 4; k++) await ok('alice', 'war', '/phase end'); // a few more steps in the log
    const r = await run('alice', 'war', '/replay step n:3');
    expect(r.responseType).toBe(5);
    expect(r.ephemeral).toBe(true); // alice's own (German) view while the game runs
    const msg = r.original!;
    expect(msg.content).toMatch(/step 3 of \d+ — .*German view/);
    expect(isPng(msg.files[0]!.bytes)).toBe(true);
    const first = msg.files[0]!.bytes;

    const back = await nav('alice', msg, componentId(msg, /Back/));
    expect(back.responseType).toBe(6); // deferUpdate (rendering is slow), then the message is edited in place
    expect(msg.content).toMatch(/step 2 of/);
    expect(msg.files.map((f) => f.name)).toEqual(['replay-1-step-2.png']);
    const fwd = await nav('alice', msg, componentId(msg, /Forward/));
    expect(fwd.responseType).toBe(6); // deferUpdate (rendering is slow), then the message is edited in place
    expect(msg.content).toMatch(/step 3 of/);
    expect(msg.files[0]!.bytes.equals(first)).toBe(true); // the same step, the same picture
    const last = await nav('alice', msg, componentId(msg, /Last/));
    expect(last.responseType).toBe(6); // deferUpdate (rendering is slow), then the message is edited in place
    const head = (await h.app.currentOrLastGame(h.fake.channel('war').id)).folded.seq;
    expect(msg.content).toContain(`step ${head} of ${head}`);
    expect(JSON.stringify(msg.components)).not.toContain('Forward');
    // Jump to a turn with the select menu.
    const menu = JSON.stringify(msg.components).match(/"custom_id":"(s\|[^"]*)"/)![1]!;
    const value = JSON.stringify(msg.components).match(/"value":"(\/replay step n:\d+)"/)![1]!;
    const jump = await nav('alice', msg, menu, [value]);
    expect(jump.responseType).toBe(6); // deferUpdate (rendering is slow), then the message is edited in place
    expect(msg.content).toContain(`step ${/n:(\d+)/.exec(value)![1]} of`);
    expect(msg.editCount).toBe(5); // the deferred reply filled, then four in-place edits; never a new message
    expect(h.fake.messages('war').filter((m) => m.interactionId === r.id)).toHaveLength(1);
  });

  it('keeps a spectator’s public replay buttons for the spectator alone', async () => {
    const r = await run('carol', 'war', '/replay step n:2');
    expect(r.ephemeral).toBe(false);
    expect(r.content).toMatch(/public view/);
    const msg = r.original!;
    const refused = await h.fake.pressButton('bob', msg, componentId(msg, /Forward/));
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toContain(`This choice is for <@${id('carol')}> only`);
    expect(msg.content).toMatch(/step 2 of/);
    const fwd = await nav('carol', msg, componentId(msg, /Forward/));
    expect(fwd.responseType).toBe(6); // deferUpdate (rendering is slow), then the message is edited in place
    expect(msg.content).toMatch(/step 3 of .*public view/);
  });

  it('edits the GIF’s progress into the deferred reply, then delivers the GIF', async () => {
    const r = await run('carol', 'war', '/replay gif');
    expect(r.responseType).toBe(5);
    const done = await r.waitFor((x) => x.files.some((f) => f.name.endsWith('.gif')), 20_000, 'the GIF');
    const versions = [...done.original!.history.map((v) => v.api.content), done.original!.content];
    expect(versions.some((c) => /Building the replay GIF/.test(c ?? ''))).toBe(true);
    const gif = done.files.find((f) => f.name.endsWith('.gif'))!;
    expect(isGif(gif.bytes)).toBe(true);
    expect(done.content).toMatch(/steps in \d+ frames \(public view\)/);
  });

  it('delivers a DM with a picture and text', async () => {
    const view = (await h.app.viewFor({ channel: h.fake.channel('war').id, user: id('alice'), name: 'alice' }))
      .view as LvView;
    const png = renderMapPng(view);
    const ctx = {
      client: h.bot.client,
      buttons: h.store,
      channel: h.fake.channel('war').id,
      caller: id('alice'),
    };
    const sent = await dmUser(
      ctx,
      id('alice'),
      publicOut('Your stacks', { files: [{ name: 'stacks.png', data: png }] }),
    );
    expect(sent).toBe(true);
    const dm = await h.fake.waitForDm('alice', (m) => m.content.includes('Your stacks'));
    expect(dm.files.map((f) => f.name)).toEqual(['stacks.png']);
    expect(dm.files[0]!.bytes.equals(png)).toBe(true);
    h.fake.refuseDms('alice');
    expect(await dmUser(ctx, id('alice'), publicOut('again'))).toBe(false);
    h.fake.refuseDms('alice', false);
  });

  it('answers a failing handler with an ephemeral apology and no stack trace', async () => {
    h.store.db.exec('ALTER TABLE games RENAME TO games_away');
    try {
      const r = await run('alice', 'war', '/game status');
      expect(r.ephemeral).toBe(true);
      expect(r.content).toMatch(/^Something went wrong on our side; nothing was recorded/);
      expect(r.content).not.toMatch(/\n\s+at |SqliteError|no such table/);
    } finally {
      h.store.db.exec('ALTER TABLE games_away RENAME TO games');
    }
    expect(h.logs.some((l) => /games/.test(l))).toBe(true);
    h.logs.length = 0;
    expect((await run('carol', 'war', '/game status')).content).toContain('Game #1');
  });

  it('saw no REST errors besides the injected ones', () => {
    expect(h.fake.unexpectedErrors).toEqual([]);
    expect(h.logs).toEqual([]);
  });
});
