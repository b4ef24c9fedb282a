// Decision buttons and fog of war: the game marks each button public or not (10.0, R14, R36); those
// that name a hidden unit go to the deciding player alone.
import { describe, expect, it } from 'vitest';
import { UNITS } from '../../src/games/lettow-vorbeck/data/units.ts';
import { pendingButtons } from '../../src/games/lettow-vorbeck/battle/buttons.ts';
import type { LvState } from '../../src/games/lettow-vorbeck/state.ts';
import { battleAt, dice, player } from '../lettow-vorbeck/battle-helpers.ts';

describe('decision buttons and fog of war', () => {
  it('13.3, R36 — a loss among the units of the battle space: the game marks its buttons public, and they go on the channel’s message', async () => {
    const h = await battleAt('German', {
      'ger-3-fka': 'kondoa-irangi',
      'ally-c-ief': 'kondoa-irangi',
      'ally-b-ief': 'kondoa-irangi',
    });
    await dice(h, 6, 1, 6, 1); // German superior; ger-3-fka 6 = E against the Allies
    const out = await h.run('alice: /battle fight space:kondoa-irangi');
    const buttons = pendingButtons(h.read.game('test').folded.game as LvState);
    expect(buttons.map((b) => [b.command, b.public])).toEqual([
      ['/loss unit:ally-b-ief', true],
      ['/loss unit:ally-c-ief', true],
    ]);
    const carriers = out.filter((o) => (o.buttons ?? []).length > 0);
    expect(carriers.map((o) => o.audience.kind)).toEqual(['public']);
    h.close();
  });

  it('20.B — the winner of a Major Battle chooses its recruit with buttons sent by DM; nothing public names its pool', async () => {
    const place = {
      'ger-1-fka': 'kondoa-irangi',
      'ger-2-fka': 'kondoa-irangi',
      'ger-3-fka': 'kondoa-irangi',
      'ger-4-fka': 'kondoa-irangi',
      'ally-b-ief': 'kondoa-irangi',
      'ally-c-ief': 'kondoa-irangi',
      'ally-1-kar': 'kondoa-irangi',
      'ally-vol-lf': 'kondoa-irangi',
    };
    const h = await battleAt('German', place, { advanced: true });
    // Standing orders for everything but the 20.B pick, which stays the winner's to make.
    for (const p of ['alice', 'bob'])
      await h.ok(`${p}: /orders fire:strongest-first losses:weakest-first retreat:nearest-supply pursuit:never`);
    const out = await h.run('alice: /battle fight space:kondoa-irangi');
    expect(pendingButtons(h.read.game('test').folded.game as LvState).some((b) => !b.public)).toBe(true); // the game says: not public
    const s = h.state<{ pending: { side: 'German' | 'Allied'; kind: string } | null }>();
    expect(s.pending?.kind).toBe('major-recruit');
    const winner = s.pending!.side;
    const pool = UNITS.filter(
      (u) =>
        u.side === winner &&
        h.state<{ units: Record<string, { location: string }> }>().units[u.id]!.location ===
          (winner === 'German' ? 'german-recruit-box' : 'allied-recruit-box'),
    ).map((u) => u.id);
    // Units eliminated in this battle were seen in it (R36); the rest of the pool is hidden.
    const unseen = pool.filter((id) => !(id in place));
    expect(unseen.length).toBeGreaterThan(0);
    const publicText = out
      .filter((o) => o.audience.kind === 'public')
      .map((o) => `${o.text} ${(o.buttons ?? []).map((b) => `${b.label} ${b.command}`).join(' ')}`)
      .join('\n');
    for (const id of unseen) expect(publicText).not.toContain(id);
    const dm = out.find(
      (o) => o.audience.kind === 'dm' && o.audience.user === player(winner) && (o.buttons ?? []).length > 0,
    );
    expect(dm?.buttons?.map((b) => b.command)).toEqual(
      expect.arrayContaining(pool.map((id) => `/battle recruit unit:${id}`)),
    );
    // A refused pick lists the unit ids to type, privately, not the buttons' labels.
    const onMap = winner === 'German' ? 'ger-desg-garrison' : 'ally-mombasa-garrison';
    const [refused] = await h.run(`${player(winner)}: /battle recruit unit:${onMap}`);
    expect(refused!.audience).toEqual({ kind: 'ephemeral', user: player(winner) });
    expect(refused!.text).toContain('20.B — recruit one of the units of your recruit pool offered here');
    const allowed = /Allowed: (.*)\. Nothing was recorded/.exec(refused!.text)![1]!.split(', ');
    expect(new Set(allowed)).toEqual(new Set(pool));
    expect(refused!.text).not.toContain('Recruit ');
    h.close();
  });
});
