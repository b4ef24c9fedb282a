// Take-backs in Hill of Doves: the British player takes back their own decisions since
// the last draw or roll; a die rolled is never taken back, and a solitaire game has no one to consent.
import { afterEach, describe, expect, it } from 'vitest';
import { monday, type Game } from './rulings-harness.ts';

let g: Game | undefined;
afterEach(() => g?.close());

describe('/undo in Hill of Doves', () => {
  it('2.1 — standing orders changed by mistake are taken back; the state is as before', async () => {
    g = await monday();
    const { seq: _a, ...before } = g.h.state();
    await g.cmd('/hod orders assault:ask columns:ask transfer:ask');
    const { seq: _b, ...changed } = g.h.state();
    expect(changed).not.toEqual(before);
    expect(await g.cmd('/undo last')).toMatch(/British takes back event/);
    const { seq: _c, ...after } = g.h.state();
    expect(after).toEqual(before);
  });

  it('2.1 — a die rolled is never taken back; /undo request has no opponent to ask', async () => {
    g = await monday();
    await g.go(); // the day runs: rolls
    const seq = g.h.state().seq;
    expect(await g.cmd('/undo last')).toMatch(/cannot be taken back|nothing to take back|is not yours/);
    expect(await g.cmd('/undo request')).toContain('solitaire');
    expect(g.h.state().seq).toBe(seq);
  });
});
