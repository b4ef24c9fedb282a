// Actions of the system module: what a player asks for.
export type DestinyAction =
  | { type: 'draw-card' } // 6.2.1.1, 7.A
  | { type: 'end-phase' } // 6.2
  | { type: 'move'; units: string[]; to: string; via?: string[] } // 11.0, 12.3-12.4 (a fleet carries the land units named with it)
  | { type: 'fight'; space: string } // 13.1.A
  | { type: 'fire'; unit: string } // 13.1.2
  | { type: 'take-loss'; unit: string } // 13.3
  | { type: 'retreat'; to: string }; // 13.5
