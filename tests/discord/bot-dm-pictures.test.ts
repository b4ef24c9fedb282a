/**
 * Private stacks by DM, end to end (our bot with the REAL discord.js client against the
 * fake Discord): /stacks arrives by DM with the side's picture, or privately when DMs are refused;
 * each change to a side's own stacks reaches its player by DM with a picture; another player's
 * refused DM becomes a public note without the private content.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LvView } from '../../src/games/lettow-vorbeck/view.ts';
import { renderMapPng } from '../../src/games/lettow-vorbeck/render/lv-map.ts';
import { accepted } from './answers.ts';
import { useErrorGuard } from './fake/guards.ts';
import { startHeliograph, type HeliographUnderTest } from './fake/heliograph.ts';
import type { FakeMessage } from './fake/fake-message.ts';
import { isPng, pngSize } from './fake/index.ts';
import { slash } from './fake/slash.ts';

const OPEN_DMS = 'Privacy Settings → Direct Messages';

/** Helpers shared by both suites. */
function helpers(get: () => HeliographUnderTest) {
  const id = (name: string) => get().fake.user(name).id;
  const run = (user: string, channel: string, line: string) => slash(get().fake, user, channel, line);
  const ok = async (user: string, channel: string, line: string) => accepted(await run(user, channel, line), line);
  /** The PNG the bot should have drawn: `user`'s side view of the channel's game now. */
  const sideViewPng = async (user: string, channel: string): Promise<Buffer> => {
    const h = get();
    const { view } = await h.app.viewFor({ channel: h.fake.channel(channel).id, user: id(user), name: user });
    return renderMapPng(view as LvView);
  };
  /** Messages everybody in the channel can see (not ephemeral). */
  const publicMessages = (channel: string): FakeMessage[] =>
    get()
      .fake.messages(channel)
      .filter((m) => !m.ephemeral && !m.deleted);
  return { id, run, ok, sideViewPng, publicMessages };
}

describe('Heliograph bot: private stacks by DM with pictures', () => {
  const guard = useErrorGuard();
  let h: HeliographUnderTest;
  const { id, run, ok, sideViewPng, publicMessages } = helpers(() => h);

  beforeAll(async () => {
    h = await startHeliograph(guard, {
      seed: 's1', // the German draws Lettow-Vorbeck (recruit 0) first: straight on to the March Phase
      fake: {
        users: [{ username: 'alice' }, { username: 'bob' }, { username: 'carol' }],
        channels: [{ name: 'war' }, { name: 'sandbox' }],
      },
    });
    expect(h.app.dmPictures).toBe(true); // as src/main.ts creates the service for the bot
    await ok('alice', 'war', '/game new game:lettow-vorbeck auto:false');
    await ok('alice', 'war', '/game join side:German');
    await ok('bob', 'war', '/game join side:Allied');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('/stacks sends the side’s picture and list by DM; the reply only says so, privately', async () => {
    const before = h.fake.dms('alice').length;
    const r = await run('alice', 'war', '/stacks');
    expect(r.responseType).toBe(5); // deferred (rendering), privately
    expect(r.ephemeral).toBe(true);
    expect(r.content).toBe('Sent to your DMs.');
    expect(r.files).toEqual([]);
    const dm = await h.fake.waitForDm('alice', (m) => m.content.includes('German view'));
    expect(h.fake.dms('alice')).toHaveLength(before + 1);
    expect(dm.content).toContain(`From <#${h.fake.channel('war').id}>: Game #1 — 1914 II, German view:`);
    expect(dm.content).toContain('Moshi: German — 1 FKA [ger-1-fka]');
    expect(dm.content).toMatch(/Voi: Allied — 1 unit \(face down\)/);
    expect(dm.files.map((f) => f.name)).toEqual(['stacks-1-german.png']);
    const png = dm.files[0]!.bytes;
    expect(isPng(png)).toBe(true);
    expect(pngSize(png)).toEqual({ width: 1700, height: 1100 });
    expect(png.equals(await sideViewPng('alice', 'war'))).toBe(true); // the German view, not the public or referee one
    expect(publicMessages('war').some((m) => m.content.includes('German view') || m.files.length > 0)).toBe(false);
  });

  it('/stacks falls back to a private reply with the same picture and list, and says how to open DMs', async () => {
    h.fake.refuseDms('alice');
    try {
      const before = h.fake.dms('alice').length;
      const r = await run('alice', 'war', '/stacks');
      expect(r.ephemeral).toBe(true);
      expect(r.content).toContain('Game #1 — 1914 II, German view:');
      expect(r.content).toContain('Moshi: German — 1 FKA [ger-1-fka]');
      expect(r.content).toContain('I could not DM you');
      expect(r.content).toContain(OPEN_DMS);
      expect(r.content).not.toContain('Sent to your DMs');
      expect(r.files.map((f) => f.name)).toEqual(['stacks-1-german.png']);
      expect(r.files[0]!.bytes.equals(await sideViewPng('alice', 'war'))).toBe(true);
      expect(h.fake.refusedDms('alice')).toHaveLength(1);
      expect(h.fake.refusedDms('alice')[0]!.files.map((f) => f.name)).toEqual(['stacks-1-german.png']);
      expect(h.fake.dms('alice')).toHaveLength(before);
      expect(publicMessages('war').some((m) => m.content.includes('German view') || m.files.length > 0)).toBe(false);
    } finally {
      h.fake.refuseDms('alice', false);
    }
  });

  it('a /move by alice that keeps the turn: answered to her alone with her unit names; nothing reaches the channel or bob', async () => {
    await ok('alice', 'war', '/card draw');
    await ok('alice', 'war', '/phase end');
    await ok('alice', 'war', '/phase end');
    const publicBefore = publicMessages('war').length;
    const dmsBefore = h.fake.dms('alice').length;
    const r = await ok('alice', 'war', '/move units:ger-1-fka to:taveta');
    // Drawing the DM picture happens before the reply, inside Discord's 3-second window: still a direct
    // reply while the move is not late and the render pool not busy (LOAD_FREE_HOOKS; how long it took
    // is the bench's business: npm run bench).
    // One post per hand-off (docs/playing.md, "Hand-offs"): the German still to act, her move is
    // answered to her alone, as her side sees it (the unit's id), with what is expected next.
    expect(r.responseType).toBe(4);
    expect(r.ephemeral).toBe(true);
    expect(r.content).toMatch(
      /^German moves ger-1-fka \(Light infantry 3, elite\): moshi → taveta\.\nNext: German \(alice\)/,
    );
    expect(h.fake.dms('alice')).toHaveLength(dmsBefore); // the answer carries it: no DM besides
    // Nothing reaches the channel: no line, no picture, and never the unit's id.
    const since = publicMessages('war').slice(publicBefore);
    expect(since).toEqual([]);
    expect(h.fake.dms('bob').filter((m) => m.content.includes('moves'))).toEqual([]); // nothing private for the Allied side
  });

  it('the hand-off to bob: one DM, his side’s private picture (the recap from the Allied view) with his side’s lines; the channel gets the public one', async () => {
    const channel = h.fake.channel('war').id;
    const bob = id('bob');
    let dmsBefore = 0;
    let publicBefore = 0;
    // alice ends her phases until the game turns to the Allied side (a hand-off).
    for (let k = 0; k < 8; k++) {
      const g = await h.app.currentOrLastGame(channel);
      if (g.module.expected(g.folded.game).sides.includes('Allied')) break;
      dmsBefore = h.fake.dms('bob').length;
      publicBefore = publicMessages('war').length;
      await ok('alice', 'war', '/phase end');
    }
    const g = await h.app.currentOrLastGame(channel);
    expect(g.module.expected(g.folded.game).sides).toEqual(['Allied']);
    const post = await h.fake.waitForMessage('war', (m) => m.content.includes('Your move: Allied (bob)'));
    expect(post.content).toContain(`<@${bob}>`);
    const dm = await h.fake.waitForDm('bob', (m) => m.files.length > 0 && h.fake.dms('bob').indexOf(m) >= dmsBefore);
    // One message per hand-off: this DM and no other.
    expect(h.fake.dms('bob').slice(dmsBefore)).toHaveLength(1);
    expect(dm.content).toContain('[Allied] ');
    expect(dm.files).toHaveLength(1);
    expect(dm.files[0]!.name).toMatch(/^recap-1-\d+-\d+\.png$/);
    expect(isPng(dm.files[0]!.bytes)).toBe(true);
    expect(dm.api.attachments[0]?.description ?? '').toMatch(/^Recap map for Allied, events #\d+–#\d+/);
    // The channel's picture is the public recap, never the Allied one.
    const since = publicMessages('war').slice(publicBefore);
    const shown = since.flatMap((m) => m.files);
    expect(shown.some((f) => f.bytes.equals(dm.files[0]!.bytes))).toBe(false);
    expect(since.some((m) => m.content.includes('[Allied]'))).toBe(false);
    // alice, who handed off, gets no DM of bob's side.
    expect(h.fake.dms('alice').some((m) => m.content.startsWith('[Allied]'))).toBe(false);
  });

  it('a command by one player that DMs the OTHER (Fever and Tsetse): refused, it becomes a public note without the private content', async () => {
    const c = 'sandbox';
    await ok('alice', c, '/game new game:lettow-vorbeck sandbox:true');
    await ok('alice', c, '/game join side:German');
    await ok('bob', c, '/game join side:Allied');
    await ok('alice', c, '/sandbox place unit:ally-2-sa at:arusha'); // an Allied infantry unit in German East Africa
    await ok('alice', c, '/sandbox card side:German card:ger-fever-and-tsetse');
    h.fake.refuseDms('bob');
    try {
      const publicBefore = publicMessages(c).length;
      const dmsBefore = h.fake.dms('bob').length;
      const r = await ok('alice', c, '/card draw'); // alice's draw asks bob (Allied) to choose: a DM to bob
      expect(r.ephemeral).toBe(true); // her own result is hers alone (docs/playing.md, "Hand-offs")
      // A sandbox shows everything to its players: her answer says the card and whom the game waits for.
      expect(r.content).toContain('German draws Fever and Tsetse');
      expect(r.content).toContain('Next: Allied (bob)');
      const note = await h.fake.waitForMessage(c, (m) => m.content.startsWith(`<@${id('bob')}>, I could not DM you`));
      expect(note.content).toContain(OPEN_DMS);
      expect(note.content).toContain('/game status');
      expect(note.files).toEqual([]);
      const refused = h.fake.refusedDms('bob');
      expect(refused).toHaveLength(1);
      // The hand-off's DM: bob's decision, whose button may not be public (a sandbox shows its players
      // everything, so no side recap or side picture besides).
      const dm = JSON.stringify(refused[0]!.json);
      expect(dm).toContain('Fever and Tsetse: choose one of your Regular infantry');
      expect(dm).toContain('/choose unit:ally-2-sa');
      expect(refused[0]!.files).toEqual([]);
      expect(h.fake.dms('bob')).toHaveLength(dmsBefore);
      // Nothing of the DM reached the channel: not its text (the [Allied] log), not its picture.
      await h.fake.waitForMessage(c, (m) => m.content.includes('Your move: Allied (bob)'));
      const since = publicMessages(c).slice(publicBefore);
      expect(since.some((m) => m.content.includes('[Allied]'))).toBe(false);
      expect(since.some((m) => JSON.stringify(m.components).includes('/choose'))).toBe(false);
      // The hand-off post's picture is the public map's recap, no side's stacks picture.
      expect(since.flatMap((m) => m.files).filter((f) => !/^recap-.*\.png$/.test(f.name))).toEqual([]);
      // ...nor alice's own answer (she is not bob).
      expect(r.messages.some((m) => m.content.includes('[Allied]') || m.files.length > 0)).toBe(false);
    } finally {
      h.fake.refuseDms('bob', false);
    }
  });

  it('saw no REST errors besides the injected ones and logged no failures', () => {
    expect(h.fake.unexpectedErrors).toEqual([]);
    expect(h.logs).toEqual([]);
  });
});

describe('Heliograph bot: a move that has waited too long is acknowledged before the DM picture is drawn', () => {
  const guard = useErrorGuard();
  let h: HeliographUnderTest;
  const { ok, publicMessages } = helpers(() => h);

  beforeAll(async () => {
    h = await startHeliograph(guard, {
      seed: 's1',
      hooks: { dmPictureDeferAfterMs: 0 }, // every interaction counts as late
      fake: { users: [{ username: 'alice' }, { username: 'bob' }], channels: [{ name: 'war' }] },
    });
    await ok('alice', 'war', '/game new game:lettow-vorbeck auto:false'); // no game yet when it arrives: not deferred
    await ok('alice', 'war', '/game join side:German');
    await ok('bob', 'war', '/game join side:Allied');
  });
  afterAll(async () => {
    await h?.close();
  });

  it('defers privately first, then answers the move to its player alone; nothing reaches the channel', async () => {
    await ok('alice', 'war', '/card draw');
    await ok('alice', 'war', '/phase end');
    await ok('alice', 'war', '/phase end');
    const r = await ok('alice', 'war', '/move units:ger-1-fka to:taveta');
    expect(r.responseType).toBe(5);
    const started = h.runs.filter((x) => x.input.name === 'move').at(-1)!.at;
    expect(r.callback!.at).toBeLessThanOrEqual(started); // acknowledged before the handler (and the rendering) ran
    // Her own move, the turn still hers: answered to her alone (docs/playing.md, "Hand-offs"), her side's lines.
    expect(r.ephemeral).toBe(true);
    expect(r.content).toMatch(/^German moves ger-1-fka \(Light infantry 3, elite\): moshi → taveta\.\nNext: German/);
    expect(publicMessages('war').some((m) => m.content.includes('ger-1-fka') || m.content.includes('taveta'))).toBe(
      false,
    );
    // A refusal after a private deferral stays private.
    const refused = await slash(h.fake, 'bob', 'war', '/phase end');
    expect(refused.ephemeral).toBe(true);
    expect(refused.content).toMatch(/^Not allowed/);
  });

  it('saw no REST errors and logged no failures', () => {
    expect(h.fake.unexpectedErrors).toEqual([]);
    expect(h.logs).toEqual([]);
  });
});
