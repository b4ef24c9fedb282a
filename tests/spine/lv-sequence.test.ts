// The first slice of Lettow-Vorbeck: set-up (25.0, spec 8), the Turn Record Track (section 1),
// Campaign Card decks (7.0-7.2) and the sequence of play (6.2).
import { describe, expect, it } from 'vitest';
import { UNITS } from '../../src/games/lettow-vorbeck/data/units.ts';
import { advance } from '../helpers/advance.ts';
import { harness, type Harness } from '../helpers/harness.ts';

interface Deck {
  drawPile: number;
  current: string | null;
  discard: string[];
  removed: string[];
}
interface S {
  seq: number;
  turn: { index: number; label: string };
  phase: string;
  activeSide: string;
  units: Record<string, { location: string }>;
  cards: Record<'German' | 'Allied', Deck>;
  winner: string | null;
  result: { label: string; reason: string } | null;
}
const st = (h: Harness) => h.state() as unknown as S;

async function sandboxGame(opts = '') {
  const h = harness();
  await h.run(`alice: /game new game:lettow-vorbeck sandbox:true${opts}`);
  await h.run('alice: /game join side:German');
  await h.run('alice: /game join side:Allied');
  return h;
}

/** Advance until `pred` holds (at most `max` actions). */
async function until(h: Harness, pred: (s: S) => boolean, max = 2000): Promise<S> {
  for (let i = 0; i < max; i++) {
    const s = st(h);
    if (pred(s)) return s;
    if ((await advance(h, 'alice')) === null)
      throw new Error(`stuck at ${JSON.stringify({ turn: s.turn, phase: s.phase })}`);
  }
  throw new Error('did not get there');
}

describe('Lettow-Vorbeck sequence of play', () => {
  it('6.2 — a player-turn runs Campaign Card, Recruiting, March and Battle Phases, then the other player', async () => {
    const h = await sandboxGame();
    const seen: string[] = [];
    await until(h, (s) => {
      const tag = `${s.activeSide}:${s.phase}`;
      if (seen.at(-1) !== tag) seen.push(tag);
      return s.turn.index === 2;
    });
    expect(seen).toEqual([
      'German:campaign-card',
      'German:recruiting',
      'German:march',
      'German:battle',
      'Allied:campaign-card',
      'Allied:recruiting',
      'Allied:march',
      'Allied:battle',
      'German:campaign-card',
    ]);
    h.close();
  });

  it('6.2.1.1 — the phase cannot end before the card is drawn (R42: no skipping)', async () => {
    const h = await sandboxGame();
    const out = await h.text('alice: /phase end');
    expect(out).toMatch(/6\.2\.1\.1 — draw your Campaign Card first/);
    h.close();
  });

  it('section 1, 6.1.B — the German player is first in turns 1-5, the Allied player from 1916 I (turn 6) on', async () => {
    const h = await sandboxGame();
    const t5 = await until(h, (s) => s.turn.index === 5 && s.phase === 'campaign-card');
    expect([t5.turn.label, t5.activeSide]).toEqual(['1915 III', 'German']);
    const t6 = await until(h, (s) => s.turn.index === 6);
    expect([t6.turn.label, t6.activeSide, t6.phase]).toEqual(['1916 I', 'Allied', 'campaign-card']);
    h.close();
  });

  it('7.1.4 — a Remove from Play card is set aside after its player-turn, never discarded', async () => {
    const h = await sandboxGame();
    await h.run('alice: /sandbox card side:German card:ger-sms-konigsberg');
    await h.run('alice: /card draw');
    expect(st(h).cards.German.current).toBe('ger-sms-konigsberg');
    const s = await until(h, (x) => x.activeSide === 'Allied');
    expect(s.cards.German).toMatchObject({ current: null, discard: [], removed: ['ger-sms-konigsberg'], drawPile: 8 });
    h.close();
  });

  it('7.B — the drawn card goes face up to the discard pile at the end of the player-turn', async () => {
    const h = await sandboxGame();
    await h.run('alice: /sandbox card side:German card:ger-jassin');
    await h.run('alice: /card draw');
    const s = await until(h, (x) => x.activeSide === 'Allied');
    expect(s.cards.German).toMatchObject({ current: null, discard: ['ger-jassin'], drawPile: 8 });
    h.close();
  });

  it('7.C — only one card can be in effect at a time', async () => {
    const h = await sandboxGame();
    await h.run('alice: /card draw');
    expect(await h.text('alice: /card draw')).toMatch(/7\.C — only one card can be in effect/);
    h.close();
  });

  it('7.2, R18 — when the deck is empty, the discards are reshuffled into a new deck', async () => {
    const h = await sandboxGame();
    // Nine German player-turns empty the German deck (unless an event reshuffles it first).
    const s = await until(
      h,
      (x) => x.turn.index === 10 && x.activeSide === 'German' && x.cards.German.current !== null,
    );
    const reshuffles = (await h.app.events(1)).filter((e) => e.type === 'deck-reshuffled' && e.side === 'German');
    expect(reshuffles.length).toBeGreaterThan(0);
    const d = s.cards.German;
    expect(d.drawPile + d.discard.length + d.removed.length + 1).toBe(9);
    h.close();
  });

  it('7.1 Reshuffle — Van Deventer Takes Command shuffles the card, the discards and the deck together at the end of the player-turn', async () => {
    const h = await sandboxGame();
    await until(h, (x) => x.activeSide === 'Allied');
    await h.run('alice: /sandbox card side:Allied card:ally-van-deventer');
    await h.run('alice: /card draw');
    const s = await until(h, (x) => x.turn.index === 2);
    expect(s.cards.Allied).toMatchObject({ current: null, discard: [], drawPile: 9 });
    h.close();
  });

  it('26.A, R31 — the game ends after the End Turn Phase of 1918 III and is evaluated (26.D: a German unit holds a supply center)', async () => {
    const h = await sandboxGame();
    const s = await until(h, (x) => x.result !== null, 5000);
    expect(s.turn.label).toBe('1918 III');
    expect(s.phase).toBe('game-over');
    expect(s.winner).toBe('German');
    expect(s.result!.reason).toMatch(/26\.D, R31/);
    h.close();
  });

  it('26.B, R32 — a side with no units left on the map loses at the end of the phase', async () => {
    const h = await sandboxGame();
    for (const u of UNITS.filter((x) => x.side === 'German')) await h.run(`alice: /sandbox remove unit:${u.id}`);
    await h.run('alice: /card draw');
    const out = await h.text('alice: /phase end');
    expect(out).toMatch(/Allied win: 26\.B — no German units are left on the map/);
    expect(st(h).winner).toBe('Allied');
    h.close();
  });
});

describe('Lettow-Vorbeck set-up', () => {
  it('25.0 — setup:choose: the Allies set up first, then the Germans; then the German player-turn starts', async () => {
    const h = await sandboxGame(' setup:choose');
    expect([st(h).phase, st(h).activeSide]).toEqual(['setup', 'Allied']);
    await h.run('alice: /setup place unit:ally-1-kar at:taveta');
    await h.run('alice: /phase end');
    expect(st(h).activeSide).toBe('German');
    await h.run('alice: /setup place unit:ger-2-fka at:kilwa');
    await h.run('alice: /phase end');
    const s = st(h);
    expect([s.phase, s.activeSide, s.turn.label]).toEqual(['campaign-card', 'German', '1914 II']);
    expect(s.units['ally-1-kar']!.location).toBe('taveta');
    expect(s.units['ger-2-fka']!.location).toBe('kilwa');
    h.close();
  });

  it('25.1 — 1/KAR sets up only in a town of British East Africa; the refusal lists the legal towns', async () => {
    const h = await sandboxGame(' setup:choose');
    const out = await h.text('alice: /setup place unit:ally-1-kar at:moshi');
    expect(out).toMatch(
      /25\.1 — ally-1-kar may not set up in "moshi"\. Allowed: kisumu, nairobi, voi, taveta, mombasa/,
    );
    expect(await h.text('alice: /setup place unit:ally-mombasa-garrison at:voi')).toMatch(
      /25\.1 — ally-mombasa-garrison is not a unit whose set-up you choose/,
    );
    h.close();
  });

  it('25.2 — the German player may not place units before the Allies have finished', async () => {
    const h = harness();
    await h.run('alice: /game new game:lettow-vorbeck setup:choose');
    await h.run('alice: /game join side:German');
    await h.run('bob: /game join side:Allied');
    expect(await h.text('alice: /setup place unit:ger-2-fka at:kilwa')).toMatch(/6\.2 — it is the Allied Set-up/);
    h.close();
  });

  it('R41 — optional rules need the advanced game', async () => {
    const h = harness();
    expect(await h.text('alice: /game new game:lettow-vorbeck supply:true')).toMatch(
      /R41 — optional rule supply amends an advanced rule, so it needs advanced:true/,
    );
    expect(await h.text('alice: /game new game:lettow-vorbeck advanced:true supply:true')).toMatch(/New game #1/);
    h.close();
  });
});
