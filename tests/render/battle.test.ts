// The battle sheet from a battle record (src/games/lettow-vorbeck/battle/events.ts), through its
// per-viewer model (battle/sheet.ts): both forces, the superiority roll, each unit's dice and
// results; an eliminated unit is crossed out in red. The renderer draws the model alone.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { picturesAfter } from '../../src/app/pictures.ts';
import type { GameEvent, Viewer } from '../../src/engine/types.ts';
import type { BattleEvent } from '../../src/games/lettow-vorbeck/battle/events.ts';
import { battleSheet } from '../../src/games/lettow-vorbeck/battle/sheet.ts';
import { MAJOR, RECORD } from './battle-record.ts';
import { renderBattle } from '../../src/games/lettow-vorbeck/render/battle.ts';
import { PANIC_RED, RALLIED_GREEN } from '../../src/games/lettow-vorbeck/render/palette.ts';
import { compareWithReference, hex, near, pixelsOfPng, rgbAt } from './pixels.ts';

const PUBLIC: Viewer = { kind: 'public' };
const draw = (record: readonly BattleEvent[], viewer: Viewer = PUBLIC): Buffer =>
  renderBattle(battleSheet(record, viewer));

describe('battle sheet', () => {
  it('draws both forces, crosses out the eliminated unit, and grows with the rounds', async () => {
    const png = draw(RECORD);
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    const px = await pixelsOfPng(png);
    expect(px.width).toBe(1100);
    // The attacker's first counter (B IEF) sits at (36, 142), 64 px: its diagonal is red.
    expect(near(rgbAt(px, 36 + 32, 142 + 32), hex(PANIC_RED), 30)).toBe(true);
    // The defender's 2 FKA is not crossed out.
    const colW = (1100 - 72) / 2;
    expect(near(rgbAt(px, 24 + colW + 24 + 12 + 32, 142 + 32), hex(PANIC_RED), 30)).toBe(false);
    const longer = await pixelsOfPng(draw([...RECORD.slice(0, 4), ...RECORD.slice(1, 4), ...RECORD.slice(4)]));
    expect(longer.height).toBeGreaterThan(px.height);
  });

  it('refuses a record without battle.started', () => {
    expect(() => battleSheet(RECORD.slice(1), PUBLIC)).toThrow(/battle.started/);
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
    const out = await pixelsOfPng(draw([reduced, ...RECORD.slice(1)]));
    expect(near(rgbAt(out, tab.x, tab.y), hex(PANIC_RED), 30)).toBe(true);
    const inSupply = await pixelsOfPng(draw(RECORD));
    expect(near(rgbAt(inSupply, tab.x, tab.y), hex(PANIC_RED), 30)).toBe(false);
  });

  it("after battle.finished the game's presentation attaches the sheet to the public output; other events read no log", async () => {
    const log = [{ type: 'card.drawn' }, ...RECORD] as unknown as GameEvent[];
    const files = await picturesAfter('lettow-vorbeck', log.slice(1), () => Promise.resolve(log));
    expect(files.map((f) => f.name)).toEqual([`battle-tanga-${log.length}.png`]);
    expect(files[0]!.data.equals(draw(RECORD))).toBe(true);
    const unread = () => Promise.reject(new Error('the log was read for events that end no battle'));
    expect(await picturesAfter('lettow-vorbeck', log.slice(1, 3), unread)).toEqual([]);
  });

  it('a Major Battle with every kind of line matches tests/render/reference/battle-sheet.png pixel for pixel', async () => {
    const d = await compareWithReference(draw(MAJOR), join(import.meta.dirname, 'reference', 'battle-sheet.png'));
    expect(d.differing).toBe(0);
  });

  it('10.0 — the 20.B recruit and the 20.C loss are named on their owner’s sheet alone; the rest is the same for all (R36)', () => {
    const text = (v: Viewer) => JSON.stringify(battleSheet(MAJOR, v));
    for (const v of [PUBLIC, { kind: 'side', side: 'Allied' } as const]) {
      expect(text(v)).not.toContain('9 FKA');
      expect(text(v)).toContain('German recruits a unit from its pool (20.B)');
    }
    for (const v of [PUBLIC, { kind: 'side', side: 'German' } as const]) {
      expect(text(v)).not.toContain('RFF');
      expect(text(v)).toContain('Allied puts a unit from kasigau in its pool (20.C)');
    }
    expect(battleSheet(MAJOR, { kind: 'side', side: 'German' }).tail).toContain(
      'German recruits 9 FKA from its pool (20.B)',
    );
    expect(battleSheet(MAJOR, { kind: 'side', side: 'Allied' }).tail).toContain(
      'Allied puts RFF from kasigau in its pool (20.C)',
    );
    const { viewer: _p, tail: publicTail, ...publicRest } = battleSheet(MAJOR, PUBLIC);
    const { viewer: _r, tail: refereeTail, ...refereeRest } = battleSheet(MAJOR, { kind: 'referee' });
    expect(refereeRest).toEqual(publicRest);
    expect(refereeTail).not.toEqual(publicTail);
  });
});

describe('battle sheet: rallied units', () => {
  const colW = (1100 - 72) / 2;
  /** 2 FKA, the defender's first counter (64 px at y 142): under the tab's word on its top-left corner. */
  const corner = { x: 24 + colW + 24 + 12 + 15, y: 142 + 9 };
  const panicked: BattleEvent = {
    type: 'battle.loss-taken',
    space: 'tanga',
    side: 'German',
    unit: 'ger-2-fka',
    result: 'P',
    effect: 'panicked',
    by: 'ally-b-ief',
    chosenBy: 'forced',
    to: null,
  };
  const rallied: BattleEvent = { type: 'battle.rallied', space: 'tanga', units: ['ger-2-fka'] };

  it('13.6 a unit that panicked and rallied carries a green “Rallied” tab; an untouched one does not', async () => {
    const record = [...RECORD.slice(0, 4), panicked, ...RECORD.slice(4, 6), rallied, RECORD[6]!];
    const sheet = battleSheet(record, PUBLIC);
    const fka = sheet.forces.find((f) => f.side === 'German')!.counters.find((c) => c.face.id === 'ger-2-fka')!;
    expect(fka).toMatchObject({ panicked: false, rallied: true, eliminated: false });
    const withRally = await pixelsOfPng(renderBattle(sheet));
    expect(near(rgbAt(withRally, corner.x, corner.y), hex(RALLIED_GREEN), 30)).toBe(true);
    const untouched = await pixelsOfPng(draw(RECORD));
    expect(battleSheet(RECORD, PUBLIC).forces[1]!.counters[0]!.rallied).toBe(false);
    expect(near(rgbAt(untouched, corner.x, corner.y), hex(RALLIED_GREEN), 30)).toBe(false);
  });
});
