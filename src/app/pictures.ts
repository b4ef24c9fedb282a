// Pictures that go with what just happened: after a Lettow-Vorbeck battle, the battle sheet (both
// forces, the Tactical Superiority rolls, each unit's dice and what they did). Every battle event is
// public (R36: all units in a battle space are revealed), so the sheet goes to the channel.
// After a Hill of Doves battle card ("combat.ended"), one picture per assault or ambush: every Boer
// counter in it was drawn and is public; the cup list carried by the combat events is never drawn.
import type { GameEvent } from '../engine/types.ts';
import type { CombatEvent } from '../games/hill-of-doves/combat/events.ts';
import type { BattleEvent } from '../games/lettow-vorbeck/battle/events.ts';
import { renderBattle } from '../render/battle.ts';
import { drawHodBattles } from '../render/hod/battle.ts';
import { encodePng } from '../render/hod/sheet.ts';
import type { OutputFile } from './outputs.ts';

/**
 * `log` is the whole log after the append; the new events are its last `fresh` entries.
 * Returns the files to attach to the public output.
 */
export function picturesAfter(gameKind: string, log: readonly GameEvent[], fresh: number): OutputFile[] {
  if (gameKind === 'hill-of-doves') return hodPicturesAfter(log, fresh);
  if (gameKind !== 'lettow-vorbeck') return [];
  const files: OutputFile[] = [];
  for (let i = log.length - fresh; i < log.length; i++) {
    if (log[i]!.type !== 'battle.finished') continue;
    let start = i;
    while (start > 0 && log[start]!.type !== 'battle.started') start--;
    if (start > 0 && log[start - 1]!.type === 'battle.air-support-rolled') start--;
    const record = log.slice(start, i + 1) as unknown as BattleEvent[];
    const space = (log[i] as GameEvent & { space?: string }).space ?? 'battle';
    files.push({ name: `battle-${String(space)}-${i + 1}.png`, data: renderBattle(record) });
  }
  return files;
}

/** Hill of Doves: the pictures of every battle card that ended among the fresh events. */
export function hodPicturesAfter(log: readonly GameEvent[], fresh: number): OutputFile[] {
  const files: OutputFile[] = [];
  for (let i = Math.max(0, log.length - fresh); i < log.length; i++) {
    if (log[i]!.type !== 'combat.ended') continue;
    let start = i;
    while (start > 0 && log[start]!.type !== 'combat.started') start--;
    const record = log.slice(start, i + 1) as unknown as CombatEvent[];
    for (const p of drawHodBattles(record)) {
      const target = p.target.replace(/[^A-Za-z0-9-]/g, '');
      files.push({ name: `${p.kind}-${target}-${i + 1}-${p.battle + 1}.png`, data: encodePng(p.canvas) });
    }
  }
  return files;
}
