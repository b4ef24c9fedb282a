// The console shortens a long row of decision buttons: it says how many choices it leaves out of the
// message's own buttons, and always shows the buttons that page through a list too long for one message.
import { describe, expect, it } from 'vitest';
import { formatOutput } from '../../src/console/format.ts';
import type { Output } from '../../src/app/outputs.ts';
import { harness } from '../helpers/harness.ts';

describe('console decision buttons', () => {
  it('a paged list of choices: the count left out is this page’s, and the page button is shown', async () => {
    const h = harness();
    try {
      await h.run('alice: /game new game:hill-of-doves sandbox:true');
      await h.run('alice: /game join side:British');
      for (const u of ['GEN-WOOD', 'HQ-2-60', 'HQ-92', 'COY-92-A', 'COY-92-B', 'COY-92-C', 'COY-2-60-A', 'COY-2-60-B'])
        await h.run(`alice: /sandbox place unit:${u} at:camp`);
      // The Reconnaissance card held (EV-23) doubles the next day's assault choices (with and without it):
      // past one message, even with the choices ranked a few a target (2.3, 2.5).
      await h.run('alice: /sandbox card side:British card:EV-23/1');
      await h.run('alice: /hod orders assault:ask columns:none transfer:none');
      const paged = (outs: readonly Output[]) => outs.some((o) => o.buttons?.some((b) => b.page));
      let out = await h.run('alice: /hod continue');
      for (let k = 0; k < 20 && !paged(out); k++) out = await h.run('alice: /hod continue');
      const withButtons = out.find((o) => (o.buttons ?? []).length > 0)!;
      const buttons = withButtons.buttons!;
      const text = formatOutput(withButtons, { dir: '/tmp', db: 'memory', game: null });
      const shown = text.split('\n').filter((l) => l.startsWith('  [button] '));
      const pageButtons = shown.filter((l) => / page \d+ of \d+/.test(l));
      expect(pageButtons).toEqual([expect.stringContaining('More choices: page 2 of')]);
      const leftOut = Number(/\[buttons\] … (\d+) more choices on this page/.exec(text)?.[1]);
      // Every button of the message is shown or counted, once.
      expect(shown.length + leftOut).toBe(buttons.length);
    } finally {
      h.close();
    }
  });
});
