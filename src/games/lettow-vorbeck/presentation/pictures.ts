// Lettow-Vorbeck's pictures after a command: after a battle, the battle sheet (both forces, the
// Tactical Superiority rolls, each unit's dice and what they did). Every battle event is public (R36:
// all units in a battle space are revealed), so the sheet goes to the channel. Drawn in the render pool.
import type { PictureFile } from '../../../engine/presentation.ts';
import type { GameEvent } from '../../../engine/types.ts';
import { drawLvBattle } from '../render/in-pool.ts';
import { battleRecordEndingAt, battleSheet } from '../battle/sheet.ts';

/** The sheet of every battle that finished among the last `fresh` events of `log`. */
export function lvPicturesAfter(log: readonly GameEvent[], fresh: number): Promise<PictureFile[]> {
  const files: Promise<PictureFile>[] = [];
  for (let i = log.length - fresh; i < log.length; i++) {
    if (log[i]!.type !== 'battle.finished') continue;
    const sheet = battleSheet(battleRecordEndingAt(log, i), { kind: 'public' }); // the channel's sheet (20.B/20.C)
    const space = (log[i] as GameEvent & { space?: string }).space ?? 'battle';
    files.push(drawLvBattle(sheet).then((data) => ({ name: `battle-${String(space)}-${i + 1}.png`, data })));
  }
  return Promise.all(files);
}
