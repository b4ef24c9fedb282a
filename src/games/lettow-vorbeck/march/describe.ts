// Log lines of the Recruiting and March Phases, per viewer (10.0, R36).
import type { Viewer } from '../../../engine/types.ts';
import type { LvState } from '../state.ts';
import { canSee } from '../view.ts';
import type { MarchEvent } from './events.ts';

export function describeMarch(e: MarchEvent, viewer: Viewer, _before: LvState): string | null {
  switch (e.type) {
    case 'march.units-moved':
      return canSee(viewer, e.side) ? `${e.side} moves ${e.units.join(', ')} ${e.path.join(' → ')}.` : `${e.side} moves ${e.units.length} unit(s) ${e.path.join(' → ')}.`;
  }
}
