// The kit's one dependency on how games are registered (src/app/registry.ts): every game the app can
// run, with its module and presentation. The third game (tests/fixtures/third-game) joins through the
// registry's test seam. Re-point this file, and only this one, when registration changes.
import '../fixtures/third-game/register.ts';
import { GAME_IDS, gameModule, presentationOf } from '../../src/app/registry.ts';
import type { KitTarget } from './watch.ts';

/** Every registered game, in registry order. */
export function registeredGames(): KitTarget[] {
  return GAME_IDS.map((id) => {
    const module = gameModule(id);
    const presentation = presentationOf(id);
    if (!module || !presentation)
      throw new Error(`the registry lists "${id}" but has no module or presentation for it`);
    return { id, module, presentation };
  });
}

/** One registered game by id. */
export function registeredGame(id: string): KitTarget {
  const g = registeredGames().find((t) => t.id === id);
  if (!g) throw new Error(`no game "${id}" is registered`);
  return g;
}
