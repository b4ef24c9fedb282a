// Players' notes (/note): pinned to the log's head, never events (the log and its chain stay as they
// were), private to the author while the game runs, shown in /log and the replay's captions to everyone
// after the end unless kept private.
import { afterAll, describe, expect, it } from 'vitest';
import { replayNotes } from '../../src/app/notes.ts';
import { captionedSteps } from '../../src/app/replay-gif.ts';
import { timelineViewer } from '../../src/app/timeline.ts';
import { harness } from '../helpers/harness.ts';

describe('/note', () => {
  const h = harness({ seed: 'notes' });
  afterAll(() => h.close());
  const chain = async () => (await h.store.eventsBetween(h.read.game().row.id, 0)).map((e) => `${e.seq}:${e.hash}`);
  const captionLines = async (user: string) => {
    const g = h.read.game();
    const viewer = timelineViewer(g, user);
    const notes = await replayNotes(h.app, g, user, viewer);
    return captionedSteps(g, h.read.events(), viewer, notes).captions.flatMap((c) => c.lines);
  };

  it('a note during play is the author’s alone: not an event, not in anyone’s /log, not in the other side’s replay', async () => {
    await h.run('alice: /game new game:lettow-vorbeck auto:false');
    await h.run('alice: /game join side:German');
    await h.run('bob: /game join side:Allied');
    const before = await chain();
    const seq = h.read.game().folded.seq;
    expect(await h.text('alice: /note text:"The Moshi gamble starts here"')).toContain(`note at step ${seq}`);
    expect(await h.text('bob: /note text:"They will come by the railway" private:true')).toContain(
      'even after the end',
    );
    expect(await chain()).toEqual(before); // the log, its seqs and its hashes are untouched
    expect(h.read.game().folded.seq).toBe(seq);

    expect(await h.text('alice: /note')).toContain(`#${seq} The Moshi gamble starts here`);
    expect(await h.text('alice: /note')).not.toContain('railway');
    expect(await h.text('bob: /note')).not.toContain('Moshi');
    for (const who of ['alice', 'bob', 'carol']) {
      const log = await h.text(`${who}: /log last:500`);
      expect(log).not.toContain('Moshi gamble');
      expect(log).not.toContain('railway');
    }
    expect(await captionLines('alice')).toContain('📝 alice: The Moshi gamble starts here');
    expect((await captionLines('bob')).join('\n')).not.toContain('Moshi');
    expect((await captionLines('carol')).join('\n')).not.toMatch(/Moshi|railway/);
  });

  it('bad notes are refused, saying why: a spectator’s, an empty or a too long text', async () => {
    expect(await h.text('carol: /note text:"Nice move"')).toMatch(/only the players seated/);
    // The option's own limits (its schema, as Discord enforces them): no empty text, at most 300 characters.
    await expect(h.run('alice: /note text:"   "')).rejects.toThrow(/text: needs a value/);
    await expect(h.run(`alice: /note text:${'x'.repeat(301)}`)).rejects.toThrow(/300/);
    expect(await h.text('alice: /note')).not.toContain('Nice move');
  });

  it('after the end: shared notes in everyone’s /log and replay, private ones the author’s alone; a note after the end too', async () => {
    await h.run('alice: /game resign confirm:true');
    expect(h.read.game().row.status).toBe('finished');
    expect(await h.text('alice: /note text:"Well played"')).toContain('shown in /log and /replay gif to everyone');
    const carol = await h.text('carol: /log last:500');
    expect(carol).toMatch(/#\d+ 📝 alice: The Moshi gamble starts here/);
    expect(carol).toContain('📝 alice: Well played');
    expect(carol).not.toContain('railway');
    expect(await h.text('bob: /log last:500')).toContain('📝 bob: They will come by the railway (private)');
    expect(await h.text('alice: /log last:500')).not.toContain('railway');
    const lines = await captionLines('carol');
    expect(lines).toContain('📝 alice: The Moshi gamble starts here');
    expect(lines).toContain('📝 alice: Well played');
    expect(lines.join('\n')).not.toContain('railway');
  });
});
