// The games Heliograph can run, by id.
import type { AnyGameModule } from '../engine/types.ts';
import { lettowVorbeck } from '../games/lettow-vorbeck/index.ts';
import { hillOfDoves } from '../games/hill-of-doves/index.ts';

const MODULES: readonly AnyGameModule[] = [lettowVorbeck, hillOfDoves as unknown as AnyGameModule];

export const GAME_IDS: readonly string[] = MODULES.map((m) => m.id);

export function gameModule(id: string): AnyGameModule | undefined {
  return MODULES.find((m) => m.id === id);
}
