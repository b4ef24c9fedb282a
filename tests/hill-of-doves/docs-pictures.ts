// npx tsx tests/hill-of-doves/docs-pictures.ts — the pictures of docs/playing-hill-of-doves.md, drawn by the renderer
// from one expert-bot campaign (seed fixed): the sheet on the evening of the first Monday, a convoy
// column on the road, the first assault's Assault Card and the first ambush's Ambush Card. Run it
// again after a change to the renderer or the rules, and commit the pictures it writes under docs/.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hodPicturesAfter } from '../../src/games/hill-of-doves/presentation/pictures.ts';
import { decideFolded, evolveFolded, fold, setupEvents, type Folded } from '../../src/engine/kernel.ts';
import type { AnyGameModule, GameEvent } from '../../src/engine/types.ts';
import { hillOfDoves } from '../../src/games/hill-of-doves/index.ts';
import type { HodState } from '../../src/games/hill-of-doves/state.ts';
import type { HodView } from '../../src/games/hill-of-doves/view.ts';
import { renderHodMapPng } from '../../src/games/hill-of-doves/render/sheet.ts';
import { expertPlayer } from './campaigns.ts';
import seedrandom from 'seedrandom';

const M: AnyGameModule = hillOfDoves;
const SEED = 'hod-playing-doc';
const DOCS = join(import.meta.dirname, '..', '..', 'docs');
const LABEL = 'British view (laagers cup and deck as counts)';

const rand = seedrandom(`player:${SEED}`);
const log: GameEvent[] = setupEvents(M, SEED, {});
let f: Folded = fold(M, log);
const wanted = new Set(['monday', 'convoy', 'assault', 'ambush']);
const sheet = (name: string) => {
  writeFileSync(
    join(DOCS, `hod-playing-${name}.png`),
    renderHodMapPng(M.view(f.game, { kind: 'side', side: 'British' }) as HodView, LABEL),
  );
  wanted.delete(name);
  console.log(`docs/hod-playing-${name}.png`);
};
for (let k = 0; k < 20000 && M.result(f.game) === null && wanted.size > 0; k++) {
  const before = f.game as HodState;
  const events = decideFolded(
    M,
    f,
    SEED,
    'British',
    expertPlayer(before, M.actions(before, 'British'), (n) => Math.floor(rand() * n)),
  );
  for (const e of events) {
    f = evolveFolded(M, f, e);
    log.push(e);
  }
  const s = f.game as HodState;
  if (wanted.has('monday') && (s.day > 1 || s.week > 1)) sheet('monday');
  if (wanted.has('convoy') && s.columns.some((c) => s.units.CONVOY?.loc === `col:${c.id}`)) sheet('convoy');
  for (const p of hodPicturesAfter(log, events.length)) {
    const kind = p.name.startsWith('ambush') ? 'ambush' : 'assault';
    if (!wanted.has(kind)) continue;
    writeFileSync(join(DOCS, `hod-playing-${kind}.png`), p.data);
    wanted.delete(kind);
    console.log(`docs/hod-playing-${kind}.png (${p.name})`);
  }
}
if (wanted.size > 0) console.log(`not found in this campaign: ${[...wanted].join(', ')}`);
