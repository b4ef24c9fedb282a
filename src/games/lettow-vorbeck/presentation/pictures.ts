// Lettow-Vorbeck's pictures after a command: after a battle, the battle sheet (both forces, the
// Tactical Superiority rolls, each unit's dice and what they did). Every battle event is public (R36:
// all units in a battle space are revealed), so the sheet goes to the channel. Drawn in the render pool.
import type { PictureFile } from '../../../engine/presentation.ts';
import type { GameEvent } from '../../../engine/types.ts';
import { drawLvBattle } from '../render/in-pool.ts';
import { battleRecordEndingAt, battleSheet, type BattleSheet } from '../battle/sheet.ts';
import { ALT_TEXT_MAX } from '../../../engine/presentation.ts';

/** The sheet in words (its alt text): title, facts, outcome and what followed, at most ALT_TEXT_MAX. */
function sheetText(s: BattleSheet): string {
  const t = [`Battle sheet: ${s.title}.`, s.facts.join('; '), s.outcome, ...s.tail].filter(Boolean).join(' ');
  return t.length <= ALT_TEXT_MAX ? t : `${t.slice(0, ALT_TEXT_MAX - 1)}…`;
}

/** The sheet of every battle that finished among the last `fresh` events of `log`. */
export function lvPicturesAfter(log: readonly GameEvent[], fresh: number): Promise<PictureFile[]> {
  const files: Promise<PictureFile>[] = [];
  for (let i = log.length - fresh; i < log.length; i++) {
    if (log[i]!.type !== 'battle.finished') continue;
    const sheet = battleSheet(battleRecordEndingAt(log, i), { kind: 'public' }); // the channel's sheet (20.B/20.C)
    const space = (log[i] as GameEvent & { space?: string }).space ?? 'battle';
    const description = sheetText(sheet);
    files.push(
      drawLvBattle(sheet).then((data) => ({ name: `battle-${String(space)}-${i + 1}.png`, data, description })),
    );
  }
  return Promise.all(files);
}
