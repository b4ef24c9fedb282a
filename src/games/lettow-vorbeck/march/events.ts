// Events of the Recruiting and March Phases, of card events outside battles and of fort markers.
// Types start with "march.", "recruit.", "card." or "fort." so the dispatchers can route them.
import type { Side } from '../data/types.ts';
import type { PlacementClass } from './state.ts';

export type MoveKind = 'land' | 'rail' | 'lake' | 'ocean' | 'mixed';

export type MarchEvent =
  // 11.0, 28.2, 28.3: a stack moved along `path` (path[0] is where it started).
  | { type: 'march.units-moved'; side: Side; units: string[]; path: string[]; kind: MoveKind }
  // 21.4.A: supply is checked for each unit as the March Phase begins (advanced rules).
  | { type: 'march.phase-started'; side: Side; outOfSupply: string[] }
  // 6.2.1.2, R47: the Recruiting Phase begins; `recruitCount` recruits are due; `choose` when the card lets the player choose first.
  | { type: 'recruit.phase-started'; side: Side; card: string | null; recruitCount: number; choose: boolean }
  // R47 (1): a card event takes named units out of a box or the pool, to be placed.
  | { type: 'recruit.units-taken'; side: Side; units: string[]; from: string; cls: PlacementClass; card: string }
  // 27.1.C: units drawn at random (or chosen, where a card says so) from the recruit pool.
  | { type: 'recruit.units-drawn'; side: Side; units: string[]; chosen: boolean }
  // IEF / KAR: one unit chosen from the pool before (or instead of) the draw.
  | { type: 'recruit.unit-chosen'; side: Side; unit: string; card: string }
  // 27.2-27.3, card events: a unit placed on the map or in a box.
  | { type: 'recruit.unit-placed'; side: Side; unit: string; from: string; at: string }
  // R15: units that could not be placed go back into the pool (the draw is lost).
  | { type: 'recruit.units-returned'; side: Side; units: string[]; to: string }
  // A decision for the player a card names (Fever and Tsetse: the Allied player chooses, R42).
  | { type: 'card.decision-pending'; side: Side; card: string; kind: string; prompt: string }
  // Fever and Tsetse: the chosen unit goes to the recruit pool (not an elimination, spec 7.1).
  | { type: 'card.unit-to-pool'; side: Side; unit: string; from: string; card: string }
  // A card event that cannot be carried out (R42: skipped).
  | { type: 'card.event-void'; side: Side; card: string; reason: string }
  // 22.1: a fort marker built.
  | { type: 'fort.built'; side: Side; marker: string; at: string; unit: string }
  // 22.2, 22.3.A-B, R46: a fort marker removed, back beside its owner's cup.
  | {
      type: 'fort.removed';
      side: Side;
      marker: string;
      at: string;
      to: string;
      reason: 'enemy' | 'owner' | 'eliminated';
    };

const PREFIXES = ['march.', 'recruit.', 'card.', 'fort.'];
export const isMarchEvent = (e: { type: string }): e is MarchEvent => PREFIXES.some((p) => e.type.startsWith(p));
