// Hill of Doves' pictures after a command: after a battle card ("combat.ended"), one picture per
// assault or ambush, drawn from its battle sheet for the public (combat/sheet.ts): the channel's
// picture. The sheet holds only what was drawn; the cup list carried by the combat events never
// leaves the rules module. The bot draws them in the render pool (hodPicturesAfterInPool); scripts,
// benches and render tests in their own thread (hodPicturesAfter).
import type { PictureFile } from '../../../engine/presentation.ts';
import type { GameEvent } from '../../../engine/types.ts';
import { hodBattlePng } from '../render/battle.ts';
import { drawHodBattleFiles } from '../render/in-pool.ts';
import type { CombatEvent } from '../combat/events.ts';
import { hodBattleSheets, type HodBattleSheet } from '../combat/sheet.ts';

/** The battle cards that ended among the fresh events: [index of combat.ended, its record]. */
export function hodBattleRecords(log: readonly GameEvent[], fresh: number): [number, CombatEvent[]][] {
  const out: [number, CombatEvent[]][] = [];
  for (let i = Math.max(0, log.length - fresh); i < log.length; i++) {
    if (log[i]!.type !== 'combat.ended') continue;
    let start = i;
    while (start > 0 && log[start]!.type !== 'combat.started') start--;
    out.push([i, log.slice(start, i + 1) as unknown as CombatEvent[]]);
  }
  return out;
}

/** The public sheets of those battle cards: [index of combat.ended, its sheets]. */
const publicSheets = (log: readonly GameEvent[], fresh: number): [number, HodBattleSheet[]][] =>
  hodBattleRecords(log, fresh).map(([i, record]) => [i, hodBattleSheets(record, { kind: 'public' })]);

const hodFileName = (kind: string, target: string, i: number, battle: number): string =>
  `${kind}-${target.replace(/[^A-Za-z0-9-]/g, '')}-${i + 1}-${battle + 1}.png`;

/** The pictures of every battle card that ended among the last `fresh` events, drawn in the render pool. */
export async function hodPicturesAfterInPool(log: readonly GameEvent[], fresh: number): Promise<PictureFile[]> {
  const cards = await Promise.all(
    publicSheets(log, fresh).map(async ([i, sheets]) =>
      (await drawHodBattleFiles(sheets)).map((p) => ({
        name: hodFileName(p.kind, p.target, i, p.battle),
        data: p.data,
      })),
    ),
  );
  return cards.flat();
}

/** The same pictures, drawn in this thread (scripts, benches and render tests). */
export function hodPicturesAfter(log: readonly GameEvent[], fresh: number): PictureFile[] {
  return publicSheets(log, fresh).flatMap(([i, sheets]) =>
    sheets.map((s) => ({
      name: hodFileName(s.kind, s.target, i, s.battle),
      data: hodBattlePng(s),
    })),
  );
}
