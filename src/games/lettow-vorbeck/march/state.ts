// State of the Recruiting and March Phases (rules 11, 12, 21, 22, 27, 28) of the current player-turn.
// Reset when a Recruiting Phase begins (recruit.phase-started).

/** Why a unit is waiting to be placed: decides where it may go (27.2-27.3 and the card events). */
export type PlacementClass = 'recruit' | 'konigsberg' | 'south-african' | 'northey';

export interface ToPlace {
  unit: string;
  cls: PlacementClass;
}

export interface MarchState {
  /** Units that have completed their movement this March Phase (11.E). */
  moved: string[];
  /** The Recruit line (27.1.C): 'choose' while a card lets the player choose first (IEF, KAR), then 'drawn'. */
  recruitStep: 'choose' | 'drawn';
  /** How many recruits the card gives this phase (Recruit N, plus Negomano Stores extras). */
  recruitCount: number;
  /** Units chosen so far under a choosing card (IEF: B/C IEF; KAR: any). */
  chosen: string[];
  /** Units drawn or taken out of a box, waiting to be placed (R15, R47). */
  toPlace: ToPlace[];
  /** 22.1.A: the unit that built a fort this Recruiting Phase may not move in the March Phase. */
  fortBuilders: string[];
  /** 21.4.A: units out of supply when the March Phase began (advanced rules only). */
  outOfSupply: string[];
  /** 22.3.C: the turn in which each side's fort marker was last removed (kept from one phase to the next). */
  fortRemovedTurn: Partial<Record<'German' | 'Allied', number>>;
}

export const emptyMarch = (): MarchState => ({
  moved: [],
  recruitStep: 'drawn',
  recruitCount: 0,
  chosen: [],
  toPlace: [],
  fortBuilders: [],
  outOfSupply: [],
  fortRemovedTurn: {},
});

/** A copy of a March state, member by member in the order of emptyMarch() (cheaper than a spread; see copyState). */
export const copyMarch = (m: MarchState): MarchState => ({
  moved: m.moved,
  recruitStep: m.recruitStep,
  recruitCount: m.recruitCount,
  chosen: m.chosen,
  toPlace: m.toPlace,
  fortBuilders: m.fortBuilders,
  outOfSupply: m.outOfSupply,
  fortRemovedTurn: m.fortRemovedTurn,
});
