// The console shortens a long row of decision buttons: it says how many choices it leaves out of the
// message's own buttons, and always shows the buttons that page through a list too long for one message.
import { describe, expect, it } from 'vitest';
import { formatOutput } from '../../src/console/format.ts';
import { harness } from '../helpers/harness.ts';

describe('console decision buttons', () => {
  it('a paged list of choices: the count left out is this page’s, and the page button is shown', async () => {
    const h = harness();
    try {
      await h.run('alice: /game new game:hill-of-doves sandbox:true');
      await h.run('alice: /game join side:British');
      // More British columns in camp: the day's assault choices outgrow one message (2.5).
      for (const u of ['GEN-WOOD', 'HQ-2-60', 'HQ-92', 'COY-92-A', 'COY-92-B', 'COY-92-C', 'COY-2-60-A', 'COY-2-60-B'])
        await h.run(`alice: /sandbox place unit:${u} at:camp`);
      await h.run('alice: /hod orders assault:ask columns:none');
      let out = await h.run('alice: /hod continue');
      for (let k = 0; k < 10 && h.state<{ step: string }>().step !== 'day'; k++)
        out = await h.run('alice: /hod continue');
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
