// Game options chosen at /game new (R41: optional rules 30.1-30.3 amend advanced rules, so they
// need advanced:true).
import { RuleError } from '../../engine/rule-error.ts';
import type { OptionSpec, RawOptions } from '../../engine/types.ts';
import type { LvOptions } from './state.ts';

export const OPTION_SPECS: readonly OptionSpec[] = [
  {
    name: 'setup',
    description: 'quick: quick-start placements (spec 8.4); choose: sides place their units (25.1, 25.2)',
    values: ['quick', 'choose'],
    default: 'quick',
  },
  {
    name: 'sandbox',
    description: 'A sandbox game: set up positions freely, queue dice, see everything',
    values: ['true', 'false'],
    default: 'false',
  },
  { name: 'advanced', description: 'advanced rules 17-22', values: ['true', 'false'], default: 'false' },
  { name: 'breakoff', description: 'optional rule 30.1 (needs advanced)', values: ['true', 'false'], default: 'false' },
  { name: 'supply', description: 'optional rule 30.2 (needs advanced)', values: ['true', 'false'], default: 'false' },
  { name: 'forts', description: 'optional rule 30.3 (needs advanced)', values: ['true', 'false'], default: 'false' },
];

const flag = (raw: RawOptions, name: string): boolean => {
  const v = raw[name];
  if (v === undefined) return false;
  if (v === true || v === 'true') return true;
  if (v === false || v === 'false') return false;
  throw new RuleError('options', `${name}:${String(v)} must be true or false`);
};

export function parseOptions(raw: RawOptions): LvOptions {
  // hints: /game new's own option (both players agree to /hint), handed to the game by src/app/opponent.ts.
  const known = new Set([...OPTION_SPECS.map((o) => o.name), 'hints']);
  for (const k of Object.keys(raw)) {
    if (!known.has(k)) throw new RuleError('options', `Lettow-Vorbeck has no option "${k}"`, [...known]);
  }
  const setup = raw.setup === undefined ? 'quick' : String(raw.setup);
  if (setup !== 'quick' && setup !== 'choose')
    throw new RuleError('options', `setup:${setup} is not a set-up`, ['quick', 'choose']);
  const o: LvOptions = {
    setup,
    sandbox: flag(raw, 'sandbox'),
    advanced: flag(raw, 'advanced'),
    breakoff: flag(raw, 'breakoff'),
    supply: flag(raw, 'supply'),
    forts: flag(raw, 'forts'),
    // Only when on: the options of games made before hints existed stay as they were.
    ...(flag(raw, 'hints') ? { hints: true } : {}),
  };
  for (const opt of ['breakoff', 'supply', 'forts'] as const) {
    if (o[opt] && !o.advanced)
      throw new RuleError('R41', `optional rule ${opt} amends an advanced rule, so it needs advanced:true`);
  }
  return o;
}
