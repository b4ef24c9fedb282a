// Types for glicko2 1.2.2 (Glicko-2 ratings, MIT; no bundled types). Only what ratings.ts uses.
declare module 'glicko2' {
  export interface Glicko2Settings {
    tau?: number;
    rating?: number;
    rd?: number;
    vol?: number;
  }
  export interface Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }
  export class Glicko2 {
    constructor(settings?: Glicko2Settings);
    makePlayer(rating?: number, rd?: number, vol?: number): Player;
    /** One rating period: [player, opponent, outcome for the player (1, 0.5, 0)] each. */
    updateRatings(matches: [Player, Player, number][]): void;
  }
}
