import { decideFolded, evolveFolded, fold, setupEvents } from '/work/wt-e-hodapp/src/engine/kernel.ts';
import type { AnyGameModule } from '/work/wt-e-hodapp/src/engine/types.ts';
import { hillOfDoves } from '/work/wt-e-hodapp/src/games/hill-of-doves/index.ts';
import { scriptedPlayer, randomPlayer } from '/work/wt-e-hodapp/tests/hill-of-doves/campaigns.ts';
import seedrandom from 'seedrandom';
const M = hillOfDoves as unknown as AnyGameModule;
const seed = process.argv[2] ?? 'log-1';
const rand = seedrandom('p' + seed); const pick = (n: number) => Math.floor(rand() * n);
let f = fold(M, setupEvents(M, seed, {}));
const P = process.argv[3] === 'random' ? randomPlayer : scriptedPlayer;
for (let k = 0; k < Number(process.argv[4] ?? 300) && M.result(f.game) === null; k++) {
  const legal = M.actions(f.game, 'British');
  const a = P(f.game as never, legal, pick);
  console.log(`>> ${JSON.stringify(a).slice(0, 150)}`);
  for (const e of decideFolded(M, f, seed, 'British', a)) { const l = M.describe(e, { kind: 'side', side: 'British' }, f.game); if (l) console.log(`   [${e.type}] ${l}`); f = evolveFolded(M, f, e); }
}
