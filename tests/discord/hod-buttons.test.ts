// Hill of Doves decision buttons (src/games/hill-of-doves/buttons.ts, attached by src/games/hill-of-doves/commands/hod-buttons.ts)
// over the real service and command specs: every button's command line parses against the slash-command definitions and makes exactly the
// legal action its label names; "continue" is always offered where legal; long lists are capped
// without losing a kind of choice; a stale press is refused instead of taking another choice.
import { describe, expect, it } from 'vitest';
import { HOD_BUTTONS_MAX, hodButtonLabel, hodButtons } from '../../src/games/hill-of-doves/buttons.ts';
import { hod } from '../../src/games/hill-of-doves/commands/hod.ts';
import type { Caller, Output } from '../../src/app/outputs.ts';
import { GameService } from '../../src/app/service.ts';
import { DEFINITIONS } from '../../src/console/console.ts';
import { parseLine } from '../../src/console/parse.ts';
import type { GameAction } from '../../src/engine/types.ts';
import { legalActions } from '../../src/games/hill-of-doves/legal.ts';
import type { HodState } from '../../src/games/hill-of-doves/state.ts';
import { harness } from '../helpers/harness.ts';
import { withFire } from '../../src/games/hill-of-doves/unit-label.ts';

/** The real service, except that act() records the action instead of playing it. */
class Recording extends GameService {
  acted: GameAction[] = [];
  override async act(_caller: Caller, action: GameAction): Promise<Output[]> {
    this.acted.push(action);
    return [];
  }
}

describe('Hill of Doves decision buttons', () => {
  it('over a campaign, each button makes exactly its legal action; continue is offered wherever legal', async () => {
    const h = harness({ seed: 'hod-buttons' });
    await h.run('alice: /game new game:hill-of-doves');
    await h.run('alice: /game join side:British');
    const rec = new Recording(h.store, { seed: 'unused' });
    const alice: Caller = { channel: 'test', user: 'alice', name: 'alice' };
    const steps = new Set<string>();
    let checked = 0;
    for (let k = 0; k < 40; k++) {
      const g = await h.app.currentOrLastGame('test');
      if (g.row.status !== 'active') break;
      const s = g.folded.game as HodState;
      const acts = legalActions(s, 'British');
      const buttons = hodButtons(s, g.folded.seq);
      steps.add(s.step);
      expect(buttons.length).toBeGreaterThan(0);
      expect(buttons.length).toBeLessThanOrEqual(HOD_BUTTONS_MAX);
      const cont = acts.findIndex((a) => a.action.type === 'continue');
      if (cont >= 0)
        expect(buttons[0]).toEqual({
          label: withFire(hodButtonLabel(acts[cont]!), s.units),
          command: `/hod continue at:${g.folded.seq}`,
          public: true,
        });
      // A long list is paged (a transfer's destinations): its page buttons open the next page of choices and
      // make no action; each is checked for what it opens, the 'pages a long list' test follows them.
      const choices = buttons.filter((b) => !b.page);
      for (const b of buttons.filter((x) => x.page === true))
        expect(b.command, b.label).toMatch(/^\/hod options page:\d+$/);
      for (const b of choices) {
        const { input } = parseLine(b.command, DEFINITIONS);
        rec.acted = [];
        await hod.run({ app: rec, caller: alice }, input);
        expect(rec.acted).toHaveLength(1);
        const made = acts.filter((a) => JSON.stringify(a.action) === JSON.stringify(rec.acted[0]));
        // The label names each company and reserve with its side and fire (unit-label.ts).
        expect(
          made.map((a) => withFire(hodButtonLabel(a), s.units)),
          b.command,
        ).toContain(b.label);
        checked++;
      }
      // Press one (spread over the list), as the console would.
      const press = choices[(k * 7) % choices.length]!;
      const out = await h.run(`alice: ${press.command}`);
      expect(
        out.filter((o) => o.audience.kind === 'ephemeral').map((o) => o.text),
        press.command,
      ).toEqual([]);
    }
    expect(checked).toBeGreaterThan(100);
    expect(steps.size).toBeGreaterThanOrEqual(3);
    expect(steps).toContain('combat'); // battle choices go by number (/hod choose n:… at:…)
    h.close();
  }, 60_000);

  it('caps a long list, keeping continue and every kind of choice', async () => {
    const h = harness({ seed: 'hod-buttons-cap' });
    await h.run('alice: /game new game:hill-of-doves orders:quiet');
    await h.run('alice: /game join side:British');
    await h.run('alice: /hod orders assault:ask');
    // Run on to the 2.5 Day Assaults Segment, then declare one assault: withdrawals join the list.
    for (let k = 0; k < 10 && (h.state().step as string) !== 'day'; k++) await h.run('alice: /hod continue');
    expect(h.state().step).toBe('day');
    // The smallest proposal, so that other commanders may still assault.
    const units = (c: string) => (/units:(\S+)/.exec(c)?.[1] ?? '').split(',').length;
    const small = hodButtons((await h.app.activeGame('test')).folded.game as HodState, 0, 1000)
      .filter((b) => b.command.startsWith('/hod assault'))
      .sort((a, b) => units(a.command) - units(b.command))[0]!;
    // The label leads with its §3.14 Assault Formation Roll odds, then names the column.
    expect(small.label).toMatch(/^M\/L\/E \d+\/\d+\/\d+% · Assault .+: (GEN|HQ)-\S+, \d+ coys?/);
    await h.run(`alice: ${small.command}`);
    const g = await h.app.activeGame('test');
    const s = g.folded.game as HodState;
    const all = hodButtons(s, g.folded.seq, 1000);
    expect(all.length).toBeGreaterThan(6);
    const paged = hodButtons(s, g.folded.seq, 4);
    expect(paged).toHaveLength(4);
    // The last entry pages on; the choices before it are the capped list.
    expect(paged.at(-1)!.command).toBe('/hod options page:2');
    const few = paged.slice(0, -1);
    expect(few[0]!.command).toBe(`/hod continue at:${g.folded.seq}`);
    expect(few.some((b) => b.command.startsWith('/hod withdraw column:'))).toBe(true);
    expect(few.some((b) => b.command.startsWith('/hod assault '))).toBe(true);
    // The kept ones in the order of the full list.
    expect(few.map((b) => all.findIndex((x) => x.command === b.command))).toEqual(
      [...few.map((b) => all.findIndex((x) => x.command === b.command))].sort((a, b) => a - b),
    );
    h.close();
  });

  it('pages a long list: every legal choice is on exactly one page, continue on every page (never cut off)', async () => {
    const h = harness({ seed: 'hod-buttons-cap' });
    await h.run('alice: /game new game:hill-of-doves orders:quiet');
    await h.run('alice: /game join side:British');
    await h.run('alice: /hod orders assault:ask');
    for (let k = 0; k < 10 && (h.state().step as string) !== 'day'; k++) await h.run('alice: /hod continue');
    const g = await h.app.activeGame('test');
    const s = g.folded.game as HodState;
    const acts = legalActions(s, 'British');
    const max = 6;
    expect(acts.length).toBeGreaterThan(max);
    const seen: string[] = [];
    for (let page = 1; ; page++) {
      const bs = hodButtons(s, g.folded.seq, max, page);
      expect(bs.length).toBeLessThanOrEqual(max);
      expect(bs[0]!.command).toBe(`/hod continue at:${g.folded.seq}`);
      seen.push(
        ...bs
          .filter((b) => !b.command.startsWith('/hod options') && !b.command.startsWith('/hod continue'))
          .map((b) => b.command),
      );
      const more = bs.find((b) => b.command === `/hod options page:${page + 1}`);
      if (page > 1) expect(bs.some((b) => b.command === `/hod options page:${page - 1}`)).toBe(true);
      if (!more) break;
    }
    const all = hodButtons(s, g.folded.seq, 1000).filter((b) => !b.command.startsWith('/hod continue'));
    expect([...seen].sort()).toEqual(all.map((b) => b.command).sort());
    // The console's /hod options pages the same list (50 to a message): page 2 exists iff needed, and a
    // page past the end names the range.
    const text = await h.text('alice: /hod options');
    expect(text).toContain('Take one with /hod choose n:<number>.');
    const pages = acts.length <= 50 ? 1 : 1 + Math.ceil((acts.length - 49) / 47);
    if (acts.length > 50) expect(text).toContain(`page 1 of ${pages}`);
    expect(await h.text(`alice: /hod options page:${pages + 1}`)).toContain(
      `there are ${pages} page(s) of choices now`,
    );
    h.close();
  });

  it('refuses a stale continue or numbered choice with the reason; /hod options gives its buttons to a commander only', async () => {
    const h = harness({ seed: 'hod-buttons-stale' });
    await h.run('alice: /game new game:hill-of-doves');
    await h.run('alice: /game join side:British');
    const at = h.state().seq;
    await h.run(`alice: /hod continue at:${at}`);
    const moved = h.state().seq;
    expect(moved).toBeGreaterThan(at);
    for (const line of [`/hod continue at:${at}`, `/hod choose n:1 at:${at}`]) {
      const out = await h.run(`alice: ${line}`);
      expect(out).toHaveLength(1);
      expect(out[0]!.audience).toEqual({ kind: 'ephemeral', user: 'alice' });
      expect(out[0]!.text).toMatch(
        new RegExp(`offered at step ${at} of the log; the game has moved on \\(now step ${moved}\\)`),
      );
    }
    expect(h.state().seq).toBe(moved);
    const opts = await h.run('alice: /hod options');
    expect(opts[0]!.audience).toEqual({ kind: 'ephemeral', user: 'alice' });
    expect(opts[0]!.buttons?.[0]?.command).toBe(`/hod continue at:${moved}`);
    const spectator = await h.run('carol: /hod options');
    expect(spectator[0]!.buttons).toBeUndefined();
    // The public "Next: British …" line of a move carries the buttons of the next decision.
    const next = await h.run(`alice: /hod continue at:${moved}`);
    const nextLine = next.filter((o) => o.audience.kind === 'public').at(-1)!;
    expect(nextLine.text).toMatch(/British/);
    expect(nextLine.buttons?.[0]?.command).toBe(`/hod continue at:${h.state().seq}`);
    h.close();
  });
});
