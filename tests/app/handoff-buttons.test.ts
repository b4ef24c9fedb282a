/**
 * Buttons on every decision, however it was reached: random games of both games (their workloads'
 * random players, as the fuzzers and the conformance kit play them) through the service, each command's
 * outputs composed as execute() composes them (src/app/handoff.ts). After every command, when the game
 * waits for a decision it offers as buttons (the presentation's decision), some message of that command
 * carries exactly those buttons (or the first page of them) and every player who must decide, and
 * nobody else, can press them: co-commanders included.
 */
import seedrandom from 'seedrandom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Output } from '../../src/app/outputs.ts';
import { presentationOf } from '../../src/app/registry.ts';
import { randomPlayer } from '../../src/games/hill-of-doves/workloads/players.ts';
import type { HodState } from '../../src/games/hill-of-doves/state.ts';
import { playComposed, playLvComposed } from '../helpers/composed-play.ts';
import { harness, type Harness } from '../helpers/harness.ts';

let h: Harness | undefined;
afterEach(() => h?.close());

/** Who may press an output's buttons: its addressee, else those it names (never "anyone"). */
function pressers(o: Output): string[] {
  if (o.audience.kind !== 'public') return [o.audience.user];
  return o.addressedTo ?? o.mentions ?? ['<anyone>'];
}

/** The decision now, and whether this command's outputs ask it of exactly its deciders. */
function checkDecision(h: Harness, outs: readonly Output[], where: string): boolean {
  const g = h.read.game();
  if (g.module.result(g.folded.game) !== null) return false;
  const decision = presentationOf(g.module.id)!.decision(g.folded.game, g.folded.seq);
  if (!decision) return false;
  const deciders = [...new Set(g.seats.filter((s) => decision.sides.includes(s.side)).map((s) => s.user_id))];
  const commands = decision.buttons.map((b) => b.command).join('\n');
  const carriers = outs.filter((o) => (o.buttons ?? []).map((b) => b.command).join('\n') === commands);
  for (const u of deciders)
    expect(
      carriers.some((o) => pressers(o).includes(u)),
      `${where}: ${u} has the buttons of "${decision.prompt}"`,
    ).toBe(true);
  for (const o of carriers)
    for (const u of pressers(o)) expect(deciders, `${where}: ${u} may not press "${decision.prompt}"`).toContain(u);
  return true;
}

describe('buttons on every decision', () => {
  for (const seed of ['a', 'b']) {
    it(`Lettow-Vorbeck, random two-player game ${seed}: every decision's message carries its buttons, addressed to its side (13.0, 10.0)`, async () => {
      h = harness({ seed: `handoff-buttons-lv-${seed}`, service: { handoff: 'post' } });
      await h.run('ger: /game new game:lettow-vorbeck setup:quick');
      await h.run('ger: /game join side:German');
      await h.run('ally: /game join side:Allied');
      let decisions = 0;
      await playLvComposed(h, { German: 'ger', Allied: 'ally' }, `handoff-buttons-${seed}`, 400, (c) => {
        if (checkDecision(h!, c.outs, `command ${c.n} (${c.action.type} by ${c.side})`)) decisions++;
      });
      expect(decisions).toBeGreaterThanOrEqual(5);
    }, 300_000);
  }

  it('Hill of Doves, random campaign with a co-commander: every decision is asked with its buttons of both commanders', async () => {
    h = harness({ seed: 'handoff-buttons-hod', service: { handoff: 'post' } });
    await h.run('alice: /game new game:hill-of-doves');
    await h.run('alice: /game join side:British');
    await h.run('alice: /commander add user:carol');
    const rand = seedrandom('handoff-buttons-hod');
    let decisions = 0;
    for (let n = 0; n < 250; n++) {
      const g = h.read.game();
      const s = g.folded.game as HodState;
      if (g.module.result(s)) break;
      const legal = g.module.actions(s, 'British');
      if (legal.length === 0) break;
      const user = n % 3 === 0 ? 'carol' : 'alice';
      const outs = await playComposed(
        h,
        user,
        randomPlayer(s, legal, (k) => Math.floor(rand() * k)),
      );
      if (checkDecision(h, outs, `command ${n} by ${user}`)) decisions++;
    }
    expect(decisions).toBeGreaterThanOrEqual(20);
  }, 300_000);
});
