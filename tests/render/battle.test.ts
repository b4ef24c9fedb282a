// The battle sheet from a battle record (src/games/lettow-vorbeck/battle/events.ts): both forces, the
// superiority roll, each unit's dice and results; an eliminated unit is crossed out in red.
import { describe, expect, it } from 'vitest';
import { picturesAfter } from '../../src/app/pictures.ts';
import type { GameEvent } from '../../src/engine/types.ts';
import type { BattleEvent } from '../../src/games/lettow-vorbeck/battle/events.ts';
import { renderBattle } from '../../src/render/battle.ts';
import { PANIC_RED } from '../../src/render/lettow-vorbeck/palette.ts';
import { hex, near, pixelsOfPng, rgbAt } from './pixels.ts';

const RECORD: BattleEvent[] = [
  {
    type: 'battle.started',
    space: 'tanga',
    attacker: 'Allied',
    defender: 'German',
    terrain: 'Bush',
    fortification: null,
    forces: {
      Allied: [
        {
          unit: 'ally-b-ief',
          name: 'B IEF',
          type: 'Regular infantry',
          strength: 4,
          elite: false,
          artillery: false,
          panicked: false,
        },
      ],
      German: [
        {
          unit: 'ger-2-fka',
          name: '2 FKA',
          type: 'Light infantry',
          strength: 3,
          elite: true,
          artillery: false,
          panicked: false,
        },
        {
          unit: 'ger-desg-garrison',
          name: 'DESG',
          type: 'Garrison',
          strength: 2,
          elite: false,
          artillery: false,
          panicked: false,
        },
      ],
    },
    major: false,
    airSupport: false,
    pursuit: false,
  },
  {
    type: 'battle.superiority-rolled',
    space: 'tanga',
    round: 1,
    attacker: { side: 'Allied', die: 2, modifiers: [], total: 2 },
    defender: {
      side: 'German',
      die: 4,
      modifiers: [
        { id: 'bush-light', rule: '4.1', value: 1 },
        { id: 'elite', rule: '16.A', value: 1 },
      ],
      total: 6,
    },
    winner: 'German',
  },
  {
    type: 'battle.unit-fired',
    space: 'tanga',
    round: 1,
    side: 'German',
    unit: 'ger-2-fka',
    unitType: 'Light infantry',
    dice: [6, 5, 1],
    results: ['E', 'P', '-'],
    chosenBy: 'player',
  },
  {
    type: 'battle.loss-taken',
    space: 'tanga',
    side: 'Allied',
    unit: 'ally-b-ief',
    result: 'E',
    effect: 'eliminated',
    by: 'ger-2-fka',
    chosenBy: 'forced',
    to: 'allied-recruit-box',
  },
  { type: 'battle.round-ended', space: 'tanga', round: 1 },
  { type: 'battle.won', space: 'tanga', winner: 'German', loser: 'Allied', rule: '13.4' },
  {
    type: 'battle.finished',
    space: 'tanga',
    attacker: 'Allied',
    defender: 'German',
    winner: 'German',
    loser: 'Allied',
    rounds: 1,
    forces: { Allied: ['ally-b-ief'], German: ['ger-2-fka', 'ger-desg-garrison'] },
    eliminated: ['ally-b-ief'],
    brokeOff: [],
    pursuitInto: null,
  },
];

describe('battle sheet', () => {
  it('draws both forces, crosses out the eliminated unit, and grows with the rounds', async () => {
    const png = renderBattle(RECORD);
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    const px = await pixelsOfPng(png);
    expect(px.width).toBe(1100);
    // The attacker's first counter (B IEF) sits at (36, 142), 64 px: its diagonal is red.
    expect(near(rgbAt(px, 36 + 32, 142 + 32), hex(PANIC_RED), 30)).toBe(true);
    // The defender's 2 FKA is not crossed out.
    const colW = (1100 - 72) / 2;
    expect(near(rgbAt(px, 24 + colW + 24 + 12 + 32, 142 + 32), hex(PANIC_RED), 30)).toBe(false);
    const longer = await pixelsOfPng(renderBattle([...RECORD.slice(0, 4), ...RECORD.slice(1, 4), ...RECORD.slice(4)]));
    expect(longer.height).toBeGreaterThan(px.height);
  });

  it('refuses a record without battle.started', () => {
    expect(() => renderBattle(RECORD.slice(1))).toThrow(/battle.started/);
  });

  it('21.4.B — a unit fighting out of supply (strength below its printed one) carries a red tab and a line in the header', async () => {
    const started = RECORD[0] as Extract<BattleEvent, { type: 'battle.started' }>;
    const reduced: BattleEvent = {
      ...started,
      forces: {
        ...started.forces,
        German: started.forces.German.map((u) => (u.unit === 'ger-2-fka' ? { ...u, strength: 2 } : u)),
      },
    };
    const colW = (1100 - 72) / 2;
    const tab = { x: 24 + colW + 24 + 12 + 64 - 28, y: 142 - 4 }; // 2 FKA's top-right corner
    const out = await pixelsOfPng(renderBattle([reduced, ...RECORD.slice(1)]));
    expect(near(rgbAt(out, tab.x, tab.y), hex(PANIC_RED), 30)).toBe(true);
    const inSupply = await pixelsOfPng(renderBattle(RECORD));
    expect(near(rgbAt(inSupply, tab.x, tab.y), hex(PANIC_RED), 30)).toBe(false);
  });

  it("after battle.finished the game's presentation attaches the sheet to the public output; other events read no log", async () => {
    const log = [{ type: 'card.drawn' }, ...RECORD] as unknown as GameEvent[];
    const files = await picturesAfter('lettow-vorbeck', log.slice(1), () => Promise.resolve(log));
    expect(files.map((f) => f.name)).toEqual([`battle-tanga-${log.length}.png`]);
    expect(files[0]!.data.equals(renderBattle(RECORD))).toBe(true);
    const unread = () => Promise.reject(new Error('the log was read for events that end no battle'));
    expect(await picturesAfter('lettow-vorbeck', log.slice(1, 3), unread)).toEqual([]);
  });
});
