// Pictures that go with what just happened: after a Lettow-Vorbeck battle, the battle sheet (both
// forces, the Tactical Superiority rolls, each unit's dice and what they did). Every battle event is
// public (R36: all units in a battle space are revealed), so the sheet goes to the channel.
// After a Hill of Doves battle card ("combat.ended"), one picture per assault or ambush: every Boer
// counter in it was drawn and is public; the cup list carried by the combat events is never drawn.
// The pictures are drawn by the render pool (src/render/pool.ts), off the thread that answers Discord.
import type { GameEvent } from '../engine/types.ts';
import type { CombatEvent } from '../games/hill-of-doves/combat/events.ts';
import { battleRecordEndingAt, battleSheet } from '../games/lettow-vorbeck/battle/sheet.ts';
import { drawHodBattles } from '../render/hod/battle.ts';
import { encodePng } from '../render/hod/sheet.ts';
import { drawHodBattleFiles, drawLvBattle } from '../render/pool.ts';
import type { OutputFile } from './outputs.ts';

/**
 * `log` is the whole log after the append; the new events are its last `fresh` entries.
 * Returns the files to attach to the public output.
 */
export async function picturesAfter(gameKind: string, log: readonly GameEvent[], fresh: number): Promise<OutputFile[]> {
  if (gameKind === 'hill-of-doves') return hodPicturesAfterInPool(log, fresh);
  if (gameKind !== 'lettow-vorbeck') return [];
  const files: Promise<OutputFile>[] = [];
  for (let i = log.length - fresh; i < log.length; i++) {
    if (log[i]!.type !== 'battle.finished') continue;
    const sheet = battleSheet(battleRecordEndingAt(log, i), { kind: 'public' });
    const space = (log[i] as GameEvent & { space?: string }).space ?? 'battle';
    files.push(drawLvBattle(sheet).then((data) => ({ name: `battle-${String(space)}-${i + 1}.png`, data })));
  }
  return Promise.all(files);
}

/** The battle cards that ended among the fresh events: [index of combat.ended, its record]. */
function hodBattleRecords(log: readonly GameEvent[], fresh: number): [number, CombatEvent[]][] {
  const out: [number, CombatEvent[]][] = [];
  for (let i = Math.max(0, log.length - fresh); i < log.length; i++) {
    if (log[i]!.type !== 'combat.ended') continue;
    let start = i;
    while (start > 0 && log[start]!.type !== 'combat.started') start--;
    out.push([i, log.slice(start, i + 1) as unknown as CombatEvent[]]);
  }
  return out;
}

const hodFileName = (kind: string, target: string, i: number, battle: number): string =>
  `${kind}-${target.replace(/[^A-Za-z0-9-]/g, '')}-${i + 1}-${battle + 1}.png`;

async function hodPicturesAfterInPool(log: readonly GameEvent[], fresh: number): Promise<OutputFile[]> {
  const cards = await Promise.all(
    hodBattleRecords(log, fresh).map(async ([i, record]) =>
      (await drawHodBattleFiles(record)).map((p) => ({
        name: hodFileName(p.kind, p.target, i, p.battle),
        data: p.data,
      })),
    ),
  );
  return cards.flat();
}

/**
 * Hill of Doves: the pictures of every battle card that ended among the fresh events, drawn in this
 * thread (scripts, benches and render tests; the bot goes through picturesAfter and the pool).
 */
export function hodPicturesAfter(log: readonly GameEvent[], fresh: number): OutputFile[] {
  return hodBattleRecords(log, fresh).flatMap(([i, record]) =>
    drawHodBattles(record).map((p) => ({
      name: hodFileName(p.kind, p.target, i, p.battle),
      data: encodePng(p.canvas),
    })),
  );
}
