// A fixed Hill of Doves sandbox position for the picture tests and the bench, built through the real
// module with the console harness: a night assault takes Nkwelo Plateau (Heidelberg II drawn, dice
// queued), two 3/60th companies hold Majuba Slopes behind sangers, a company is in hospital and one
// is lost, politics in a Supply −1 box, two Boer victories, Deep Mud, an operational column with the
// convoy at Fort Amiel, and a day assault declared on The Ridge.
import type { Viewer } from '../../src/engine/types.ts';
import type { GameEvent } from '../../src/engine/types.ts';
import type { HodView } from '../../src/games/hill-of-doves/view.ts';
import { harness, type Harness } from '../helpers/harness.ts';

export interface HodPosition {
  h: Harness;
  view(viewer: Viewer): HodView;
  log(): GameEvent[];
  /** Runs a line as alice. */
  run(line: string): Promise<string>;
}

export async function hodGame(seed = 'hod-render'): Promise<HodPosition> {
  const h = harness({ seed });
  await h.run('alice: /game new game:hill-of-doves sandbox:true');
  await h.run('alice: /game join side:British');
  return {
    h,
    view: (viewer) => {
      const g = h.read.game();
      return g.module.view(g.folded.game, viewer) as HodView;
    },
    log: () => h.read.events(),
    run: (line) => h.text(`alice: ${line}`),
  };
}

/** The game started and waiting at 2.3 on Monday 24 January. */
export async function hodStarted(seed?: string): Promise<HodPosition> {
  const p = await hodGame(seed);
  await p.run('/sandbox dice values:4,5');
  await p.run('/hod continue');
  return p;
}

export async function hodMidGame(): Promise<HodPosition> {
  const p = await hodStarted();
  await p.run('/sandbox draw counters:VK-03,PAT-1');
  await p.run('/sandbox dice values:5,3');
  await p.run('/hod night objective:NP units:HQ-58,COY-58-A,COY-58-B,COY-58-C hex:T0609');
  for (const [unit, at] of [
    ['politics', '7'],
    ['victories', '2'],
    ['weather', '5:rain'],
    ['COY-3-60-E', 'obj:MS'],
    ['COY-3-60-D', 'obj:MS'],
    ['sangers:MS', 'on'],
    ['COY-92-A', 'campHospital'],
    ['COY-92-A', 'reduced'],
    ['COY-58-E', 'destroyed'],
    ['supply:shells', '2'],
    ['supply:rockets', '0'],
    ['HQ-3-60', 'fort'],
  ] as const)
    await p.run(`/sandbox place unit:${unit} at:${at}`);
  await p.run('/hod column at:fort units:HQ-3-60,COY-3-60-F,TRP-NMP,CONVOY');
  await p.run('/hod continue');
  await p.run('/hod assault objective:RG units:GEN-COLLEY,COY-3-60-A,COY-3-60-B,COY-3-60-C hex:T0806');
  return p;
}
