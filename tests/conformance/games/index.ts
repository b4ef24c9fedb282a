// Every game's conformance declaration, by game id (tests/conformance/declaration.ts says what one holds).
import type { GameConformance } from '../declaration.ts';
import { hillOfDovesConformance } from './hill-of-doves.ts';
import { lettowVorbeckConformance } from './lettow-vorbeck.ts';
import { riverCrossingConformance } from './river-crossing.ts';

const DECLARED: ReadonlyMap<string, GameConformance> = new Map(
  [lettowVorbeckConformance, hillOfDovesConformance, riverCrossingConformance].map((d) => [d.id, d]),
);

/** The declaration of a game, or undefined when it has none yet. */
export const conformanceOf = (id: string): GameConformance | undefined => DECLARED.get(id);
