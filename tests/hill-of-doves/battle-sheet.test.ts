// The battle sheet (src/games/hill-of-doves/combat/sheet.ts), the model every Hill of Doves battle
// picture is drawn from: built from the battle cards of a seeded campaign played through the real
// module, it names no counter left in the laagers cup (r. 4.5: only the counters drawn are shown),
// it is plain JSON (it crosses to the render threads), and it is the same for every viewer.
import seedrandom from 'seedrandom';
import { beforeAll, describe, expect, it } from 'vitest';
import { decideFolded, evolveFolded, fold, setupEvents } from '../../src/engine/kernel.ts';
import type { AnyGameModule, GameEvent } from '../../src/engine/types.ts';
import type { CombatEvent } from '../../src/games/hill-of-doves/combat/events.ts';
import { hodBattleSheet, hodBattleSheets, type HodBattleSheet } from '../../src/games/hill-of-doves/combat/sheet.ts';
import { hillOfDoves } from '../../src/games/hill-of-doves/index.ts';
import { hodBattleRecords } from '../../src/games/hill-of-doves/presentation/pictures.ts';
import { scriptedPlayer } from './campaigns.ts';
import { hodSheetModels } from '../conformance/games/hill-of-doves.ts';
import { pictureLeaks } from '../conformance/watch.ts';

const M: AnyGameModule = hillOfDoves;
const ID = /\b(?:VK-\d\d|PAT-\d|PC-\d|PS-\d)\b/g;

/** The battle cards of the first weeks of a seeded campaign (the scripted British player). */
function battleCards(seed: string, cards: number): CombatEvent[][] {
  const rand = seedrandom(`player:${seed}`);
  const pick = (n: number) => Math.floor(rand() * n);
  const log: GameEvent[] = setupEvents(M, seed, {});
  let f = fold(M, log);
  let ended = 0;
  for (let d = 0; d < 5000 && M.result(f.game) === null && ended < cards; d++) {
    const legal = M.actions(f.game, 'British');
    for (const e of decideFolded(M, f, seed, 'British', scriptedPlayer(f.game as never, legal, pick))) {
      f = evolveFolded(M, f, e);
      log.push(e);
      if (e.type === 'combat.ended') ended++;
    }
  }
  return hodBattleRecords(log, log.length).map(([, record]) => record);
}

let records: CombatEvent[][];
beforeAll(() => {
  records = battleCards('hod-sheet-1', 8);
}, 60_000);

const startedOf = (r: CombatEvent[]) => r.find((e) => e.type === 'combat.started')!;
const drawnIn = (r: CombatEvent[], battle: number): Set<string> =>
  new Set(
    r.flatMap((e) => (e.type === 'combat.commandoDrawn' && e.battle === battle ? e.draws.map((d) => d.counter) : [])),
  );

describe('Hill of Doves battle sheet (r. 4.5)', () => {
  it('r. 4.5: the public sheet names no cup counter that was not drawn in its battle, though the events carry the cup', () => {
    expect(records.length).toBeGreaterThanOrEqual(6);
    let sheets = 0;
    for (const r of records) {
      const cup = startedOf(r).input.cup as readonly string[];
      expect(cup.length).toBeGreaterThan(0);
      for (const sheet of hodBattleSheets(r, { kind: 'public' })) {
        sheets++;
        const drawn = drawnIn(r, sheet.battle);
        const undrawn = cup.filter((c) => !drawn.has(c));
        // The raw record names the undrawn counters (the cup list); the sheet names none of them.
        expect(undrawn.some((c) => JSON.stringify(r).includes(`"${c}"`))).toBe(true);
        const named = new Set(JSON.stringify(sheet).match(ID) ?? []);
        expect(undrawn.filter((c) => named.has(c))).toEqual([]);
        expect([...named].every((c) => drawn.has(c))).toBe(true);
        // The counters drawn as the commando are all on the sheet.
        const commando = r.find((e) => e.type === 'combat.commandoDrawn' && e.battle === sheet.battle);
        expect(sheet.boer.counters).toEqual(commando?.type === 'combat.commandoDrawn' ? commando.commando : []);
      }
    }
    expect(sheets).toBeGreaterThanOrEqual(records.length);
  });

  it('r. 4.5: the conformance kit’s picture check (pictureLeaks on hodSheetModels) passes the real sheets and flags a sheet naming an undrawn counter', () => {
    const r = records[0]!;
    const log = r as unknown as GameEvent[];
    const cup = new Set(startedOf(r).input.cup as readonly string[]);
    const models = hodSheetModels(log, log.length);
    expect(models.length).toBeGreaterThan(0);
    for (const m of models) expect(pictureLeaks(m, cup)).toEqual([]);
    const model = models.find((m) => m.viewer.kind === 'public')!;
    const sheet = model.model as HodBattleSheet;
    const undrawn = [...cup].find((c) => !drawnIn(r, sheet.battle).has(c))!;
    const doctored = { ...sheet, boer: { ...sheet.boer, counters: [...sheet.boer.counters, undrawn] } };
    expect(pictureLeaks({ ...model, model: doctored }, cup)).toEqual([
      `the picture model ${model.what} for public names ${undrawn}`,
    ]);
  });

  it('the sheet is plain JSON and the same for the public, the British player and the referee but for its viewer', () => {
    for (const r of records)
      for (const pub of hodBattleSheets(r, { kind: 'public' })) {
        expect(JSON.parse(JSON.stringify(pub))).toEqual(pub);
        expect(pub.viewer).toBe('public');
        const british = hodBattleSheet(r, pub.battle, { kind: 'side', side: 'British' });
        const referee = hodBattleSheet(r, pub.battle, { kind: 'referee' });
        expect([british.viewer, referee.viewer]).toEqual(['British', 'referee']);
        expect({ ...british, viewer: 'public' }).toEqual(pub);
        expect({ ...referee, viewer: 'public' }).toEqual(pub);
      }
  });

  it('a battle with no Boer counter drawn ("combat.noBattle") has no sheet; every other battle of the card has one', () => {
    for (const r of records) {
      const none = new Set(r.flatMap((e) => (e.type === 'combat.noBattle' ? [e.battle] : [])));
      const battles = hodBattleSheets(r, { kind: 'public' }).map((s) => s.battle);
      expect(battles).toEqual(
        startedOf(r)
          .order.map((_, b) => b)
          .filter((b) => !none.has(b)),
      );
    }
  });
});
