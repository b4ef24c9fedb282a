// Undo, kept in the log (docs/decisions/undo-is-an-event.md): /undo last takes back the caller's own last
// command within their turn; a take-back past a turn passed needs the opponent's consent (/undo request →
// accept); never across a die roll or anything the other side has seen.
import { describe, expect, it } from 'vitest';
import { fold } from '../../src/engine/kernel.ts';
import type { GameAction } from '../../src/engine/types.ts';
import type { LvState } from '../../src/games/lettow-vorbeck/state.ts';
import { unitById } from '../../src/games/lettow-vorbeck/data/units.ts';
import { harness, type Harness } from '../helpers/harness.ts';
import { battleAt, dice } from '../lettow-vorbeck/battle-helpers.ts';
import { lineFor } from '../lettow-vorbeck/sensible.ts';

const alice = { channel: 'test', user: 'alice', name: 'alice' };

async function atGermanMarch(): Promise<Harness> {
  const h = harness();
  await h.run('alice: /game new game:lettow-vorbeck setup:quick auto:false');
  await h.run('alice: /game join side:German');
  await h.run('bob: /game join side:Allied');
  for (const line of ['alice: /card draw', 'alice: /phase end', 'alice: /phase end']) await h.run(line);
  return h;
}

/** A German move that meets no Allied unit. */
function quietMove(h: Harness): GameAction {
  const s = h.read.game().folded.game as LvState;
  const allied = (at: string) =>
    Object.entries(s.units).some(([id, u]) => u.location === at && unitById(id).side !== 'German');
  const move = h.read.legalActions(alice).find((l) => l.action.type === 'move' && !allied(String(l.action.to)));
  if (!move) throw new Error('no quiet German move');
  return move.action;
}

const withoutSeq = (h: Harness) => {
  const { seq: _seq, ...rest } = h.state();
  return rest;
};

/** The state served (cache, snapshots) equals the log folded from the start. */
async function replayMatches(h: Harness): Promise<void> {
  const g = h.read.game();
  const served = await h.app.load(g.row);
  expect(JSON.stringify(fold(g.module, h.read.events()))).toBe(JSON.stringify(served.folded));
}

describe('/undo', () => {
  it('11.0 — a move undone restores the state; the log shows the move, taken back, and the take-back', async () => {
    const h = await atGermanMarch();
    const before = withoutSeq(h);
    const move = quietMove(h);
    const out = await h.run(`alice: ${lineFor(move)}`);
    expect(out.flatMap((o) => o.buttons ?? [])).toContainEqual({ label: 'Undo', command: '/undo last' });
    expect(withoutSeq(h)).not.toEqual(before);
    const undone = await h.text('alice: /undo last');
    expect(undone).toMatch(/German takes back events? #\d+(–#\d+)?; the game is as it was before/);
    expect(withoutSeq(h)).toEqual(before);
    const log = await h.text('alice: /log last:5');
    expect(log).toMatch(/\[taken back\] German moves/);
    expect(log).toMatch(/German takes back events? #/);
    await replayMatches(h);
    // The command before is /phase end: the phase passed, so not alone.
    expect(await h.text('alice: /undo last')).toContain('Ask the opponent with /undo request');
    // The move can be made again after its take-back.
    await h.run(`alice: ${lineFor(move)}`);
    expect(withoutSeq(h)).not.toEqual(before);
    await replayMatches(h);
    h.close();
  });

  it('6.2 — only your own last command: the opponent cannot take it back, and a stranger is refused', async () => {
    const h = await atGermanMarch();
    await h.run(`alice: ${lineFor(quietMove(h))}`);
    const seq = h.state().seq;
    expect(await h.text('bob: /undo last')).toContain('is not yours');
    expect(await h.text('mallory: /undo last')).toContain('not seated');
    expect(h.state().seq).toBe(seq);
    h.close();
  });

  it('13.1.1 — no take-back across a die roll: a battle fought (dice rolled, units revealed, R36) is refused, even by request', async () => {
    const h = await battleAt('German', { 'ger-3-fka': 'kondoa-irangi', 'ally-c-ief': 'kondoa-irangi' });
    await dice(h, 6, 1, 6, 1);
    await h.ok('alice: /battle fight space:kondoa-irangi');
    const seq = h.state().seq;
    // Named by its own log line, never by an event type.
    const refusal = await h.text('alice: /undo last');
    expect(refusal).toMatch(/cannot be taken back: “[^”]+” showed the other side something/);
    expect(refusal).not.toMatch(/event #|battle\.[a-z]/);
    expect(await h.text('alice: /undo request')).toContain('cannot be taken back even with consent');
    expect(h.state().seq).toBe(seq);
    h.close();
  });

  it('6.2 — past the end of a phase: /undo request, the opponent accepts, the game is back in the March Phase', async () => {
    const h = await atGermanMarch();
    await h.run('alice: /phase end');
    expect(h.state<{ phase: string }>().phase).toBe('battle');
    expect(await h.text('alice: /undo last')).toContain('/undo request');
    const asked = await h.run('alice: /undo request');
    expect(asked.flatMap((o) => o.buttons ?? [])).toEqual([
      { label: 'Accept the take-back', command: '/undo accept' },
      { label: 'Decline', command: '/undo decline' },
    ]);
    expect(await h.text('alice: /undo accept')).toContain('Only the opponent');
    expect(await h.text('bob: /undo accept')).toContain('with the opponent’s consent');
    expect(h.state<{ phase: string }>().phase).toBe('march');
    await replayMatches(h);
    h.close();
  });

  it('6.2 — a declined request changes nothing; a request lapses when play goes on', async () => {
    const h = await atGermanMarch();
    await h.run('alice: /phase end');
    await h.run('alice: /undo request');
    expect(await h.text('bob: /undo decline')).toContain('declines the take-back');
    expect(h.state<{ phase: string }>().phase).toBe('battle');
    expect(await h.text('bob: /undo accept')).toContain('No take-back is asked');
    h.close();
  });
});
