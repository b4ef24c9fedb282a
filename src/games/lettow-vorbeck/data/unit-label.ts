// A unit as a player reads it wherever it is listed: its id with its type and printed strength (24.1,
// 4.3) and whether it is elite (16.0), e.g. "ger-6-fka (Light infantry 2)". An id is only ever shown to
// a viewer who may identify the unit (10.0, view.ts), and a unit's type and strength are printed on it
// and never change, so naming the one with the other reveals nothing more.
import { UNITS, unitById } from './units.ts';

/** "Light infantry 2" or "Light infantry 3, elite": what the counter shows. */
export function unitStrength(id: string): string {
  const u = unitById(id);
  return `${u.type} ${u.strength}${u.elite ? ', elite' : ''}`;
}

/** "ger-6-fka (Light infantry 2)". */
export const unitLabel = (id: string): string => `${id} (${unitStrength(id)})`;

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Longest first, so that no id is read as the start of a longer one. An id right after ":" is part of a
// command line the player may copy (/loss unit:ger-1-fka) and stays as it is.
const UNIT_ID = new RegExp(
  `(?<![\\w:-])(${[...UNITS]
    .map((u) => u.id)
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?![\\w-])`,
  'g',
);

/**
 * The text with each unit id in it followed by its type and strength, unless it already is (an id
 * followed by "(Light infantry …" or by "] (Light infantry …", as /stacks writes a unit).
 */
export function withStrengths(text: string): string {
  return text.replace(UNIT_ID, (id: string, _g: string, at: number) => {
    const after = text.slice(at + id.length);
    const type = unitById(id).type;
    return after.startsWith(` (${type}`) || after.startsWith(`] (${type}`) ? id : unitLabel(id);
  });
}
