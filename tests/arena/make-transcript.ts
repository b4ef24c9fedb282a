// npx tsx tests/arena/make-transcript.ts <seed> <side> <level> > file: a console transcript of a whole
// Lettow-Vorbeck game against Heliograph. The human ends each phase as soon as the rules
// let them and otherwise takes the first legal action; the lines are the commands a person types.
import type { GameAction } from '../../src/engine/types.ts';
import { harness } from '../helpers/harness.ts';

type A = GameAction & { unit?: string; at?: string; to?: string; space?: string; units?: string[] };
function line(a: A): string {
  switch (a.type) {
    case 'draw-card':
      return '/card draw';
    case 'end-phase':
      return '/phase end';
    case 'recruit-place':
      return `/recruit place unit:${a.unit} at:${a.at}`;
    case 'recruit-choose':
      return `/recruit choose unit:${a.unit}`;
    case 'recruit-draw':
      return '/recruit draw';
    case 'card-choose':
      return `/choose unit:${a.unit}`;
    case 'fight':
      return `/battle fight space:${a.space}`;
    case 'fire':
      return `/battle fire unit:${a.unit}`;
    case 'take-loss':
      return `/loss unit:${a.unit}`;
    case 'retreat':
      return `/retreat to:${a.to}`;
    case 'pursue-none':
      return '/pursue none';
    case 'major-recruit':
      return `/battle recruit unit:${a.unit}`;
    case 'move':
      return `/move units:${a.units!.join(',')} to:${a.to}`;
    default:
      throw new Error(`no command line for ${JSON.stringify(a)}`);
  }
}

const [seed = 'transcript', side = 'Allied', level = '1'] = process.argv.slice(2);
const h = harness({ seed });
const alice = { channel: 'test', user: 'alice', name: 'alice' };
const lines = [`alice: /game new game:lettow-vorbeck opponent:bot side:${side} level:${level}`];
await h.run(lines[0]!);
for (let n = 0; n < 5000; n++) {
  const g = h.read.game();
  if (g.module.result(g.folded.game)) break;
  const legal = h.read
    .legalActions(alice)
    .filter(
      (a) =>
        ![
          'set-orders',
          'pursue',
          'breakoff',
          'amphibious',
          'air-support',
          'fort-build',
          'fort-remove',
          'move',
        ].includes(a.action.type),
    );
  const pick = (legal.find((a) => a.action.type === 'end-phase') ?? legal[0])?.action as A | undefined;
  if (!pick) throw new Error(`alice has no action at event ${g.folded.seq}`);
  const l = `alice: ${line(pick)}`;
  lines.push(l);
  await h.run(l);
}
lines.push('alice: /game status');
console.log(lines.join('\n'));
h.close();
