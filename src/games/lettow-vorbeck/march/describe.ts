// Log lines of the Recruiting and March Phases, card events and forts, per viewer (10.0, R36): the
// opponent sees how many units move and where, never which; placements name the space, not the unit.
import type { Viewer } from '../../../engine/types.ts';
import { cardById } from '../data/cards.ts';
import type { LvState } from '../state.ts';
import { canSee } from '../view.ts';
import { FEVER, feverTargets } from '../cards-events/immediate.ts';
import { IEF, IEF_UNITS, poolUnits } from '../recruiting/start.ts';
import type { MarchEvent } from './events.ts';

const n = (k: number, what = 'unit'): string => `${k} ${what}${k === 1 ? '' : 's'}`;

export function describeMarch(e: MarchEvent, viewer: Viewer, _before: LvState): string | null {
  switch (e.type) {
    case 'march.units-moved': {
      const how =
        e.kind === 'lake'
          ? ' by lake (28.2.1)'
          : e.kind === 'ocean'
            ? ' by sea (28.2.2)'
            : e.kind === 'rail'
              ? ' by rail (28.3)'
              : '';
      const who = canSee(viewer, e.side) ? e.units.join(', ') : n(e.units.length);
      return `${e.side} moves ${who}${how}: ${e.path.join(' → ')}.`;
    }
    case 'march.phase-started':
      if (e.outOfSupply.length === 0) return null;
      return canSee(viewer, e.side)
        ? `Out of supply at the start of the March Phase (21.4.A, movement −1): ${e.outOfSupply.join(', ')}.`
        : null;
    case 'recruit.phase-started': {
      if (e.card === null) return `${e.side} has no card: no recruits (R42).`;
      const line = `${e.side} recruits ${e.recruitCount} (7.1.1${e.choose ? '; the card lets the player choose' : ''}).`;
      if (!e.choose || !canSee(viewer, e.side)) return line;
      // The chooser's own line lists the choices (their pool is theirs to see; the opponent's line does not).
      const pool = poolUnits(_before, e.side).filter((u) => e.card !== IEF || IEF_UNITS.includes(u));
      return `${line} Choose with /recruit choose unit:… from ${pool.length ? pool.join(', ') : 'nothing (the pool is empty)'}${e.card === IEF ? '; /recruit draw draws the rest' : ''}.`;
    }
    case 'recruit.units-taken': {
      const open = e.from !== 'allied-recruit-box' && e.from !== 'german-recruit-box';
      const who = canSee(viewer, e.side) || open ? e.units.join(', ') : n(e.units.length);
      return `${cardById(e.card).title}: ${who} taken from ${e.from}, to be placed (R47).`;
    }
    case 'recruit.units-drawn':
      if (e.chosen) return `${e.side} has chosen all this phase's recruits.`;
      return canSee(viewer, e.side)
        ? `${e.side} draws ${e.units.length ? e.units.join(', ') : 'nothing (the pool is empty)'} from the recruit pool (27.1.C).`
        : `${e.side} draws ${n(e.units.length, 'recruit')} from the recruit pool (27.1.C).`;
    case 'recruit.unit-chosen':
      return canSee(viewer, e.side)
        ? `${e.side} chooses ${e.unit} from the recruit pool (${cardById(e.card).title}).`
        : `${e.side} chooses a recruit from the pool (${cardById(e.card).title}).`;
    case 'recruit.unit-placed':
      return canSee(viewer, e.side)
        ? `${e.side} places ${e.unit} at ${e.at} (27.0).`
        : `${e.side} places a unit at ${e.at} (27.0).`;
    case 'recruit.units-returned':
      return canSee(viewer, e.side)
        ? `${e.units.join(', ')} could not be placed and go${e.units.length === 1 ? 'es' : ''} back to ${e.to} (R15).`
        : `${n(e.units.length)} could not be placed and go back to the ${e.side} recruit pool (R15).`;
    case 'card.decision-pending':
      if (e.card !== FEVER)
        return canSee(viewer, e.side)
          ? e.prompt
          : `${cardById(e.card).title}: waiting for the ${e.side} player's choice.`;
      return canSee(viewer, e.side)
        ? `${e.prompt}: ${feverTargets(_before)
            .map((u) => `${u} (${_before.units[u]!.location})`)
            .join(', ')}.`
        : `${cardById(e.card).title}: waiting for the ${e.side} player's choice.`;
    case 'card.unit-to-pool':
      return canSee(viewer, e.side)
        ? `${cardById(e.card).title}: ${e.unit} leaves ${e.from} for the ${e.side} recruit pool.`
        : `${cardById(e.card).title}: an ${e.side} unit leaves ${e.from} for the recruit pool.`;
    case 'card.event-void':
      return `${cardById(e.card).title}: nothing happens — ${e.reason} (R42).`;
    case 'fort.built':
      return canSee(viewer, e.side)
        ? `${e.side} builds a fort at ${e.at} with ${e.unit} (22.1).`
        : `${e.side} builds a fort at ${e.at} (22.1).`;
    case 'fort.removed':
      return `The ${e.side} fort at ${e.at} is removed (${e.reason === 'owner' ? '22.3.B' : e.reason === 'enemy' ? '22.3.A, R46' : '22.2'}).`;
  }
}
