// Actions of the Recruiting and March Phases, of fort markers and of card choices outside battles.
export type MarchAction =
  | { type: 'move'; units: string[]; to: string; via?: string[] } // 11.0, 28.3 (and lake hops under Mimi and Toutou)
  | { type: 'amphibious'; units: string[]; to: string } // 28.2
  | { type: 'recruit-place'; unit: string; at: string } // 27.1.C-D, 27.2.B, 27.3.B-D
  | { type: 'recruit-choose'; unit: string } // IEF, KAR cards
  | { type: 'recruit-draw' } // 27.1.C (after an IEF choice)
  | { type: 'fort-build'; at: string; unit: string } // 22.1
  | { type: 'fort-remove'; at: string } // 22.3.B
  | { type: 'card-choose'; unit: string }; // Fever and Tsetse (the Allied player chooses)

export const MARCH_ACTION_TYPES: readonly string[] = [
  'move',
  'amphibious',
  'recruit-place',
  'recruit-choose',
  'recruit-draw',
  'fort-build',
  'fort-remove',
  'card-choose',
];
