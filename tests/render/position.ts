// A fixed mid-game sandbox position built through the real app (harness, console command lines):
// used by the render tests, the bench and the pictures in docs/.
import { lettowVorbeck } from '../../src/games/lettow-vorbeck/index.ts';
import type { LvState } from '../../src/games/lettow-vorbeck/state.ts';
import type { LvView } from '../../src/games/lettow-vorbeck/view.ts';
import type { Viewer } from '../../src/engine/types.ts';
import { harness, type Harness } from '../helpers/harness.ts';

/** Moves of a plausible 1916 position: the Allies ashore in the north, a battle at Tanga. */
export const MID_GAME_PLACEMENTS: readonly [string, string][] = [
  ['ally-1-sa', 'moshi'],
  ['ally-2-sa', 'moshi'],
  ['ally-3-sa', 'taveta'],
  ['ally-b-ief', 'tanga'],
  ['ally-c-ief', 'longido'],
  ['ally-2-kar', 'voi'],
  ['ally-mgc', 'voi'],
  ['ally-ead', 'voi'],
  ['ally-armored-car', 'nairobi'],
  ['ally-rff', 'fife'],
  ['ally-1-fp', 'kigali'],
  ['ger-1-fka', 'same'],
  ['ger-3-fka', 'korogwe'],
  ['ger-fw', 'same'],
  ['ger-6-fka', 'handeni'],
  ['ger-7-fka', 'morogoro'],
  ['ger-8-fka', 'iringa'],
  ['ger-kona', 'rufiji-delta'],
  ['ger-4-fka', 'bukoba'],
];

export interface Position {
  h: Harness;
  gameId: number;
  state: LvState;
  view(viewer: Viewer): LvView;
}

/** Builds the mid-game position: two player-turns played (cards drawn, phases ended) and the moves above. */
export async function midGame(): Promise<Position> {
  const h = harness({ seed: 'render-mid-game' });
  await h.run('alice: /game new game:lettow-vorbeck sandbox:true');
  await h.run('alice: /game join side:German');
  await h.run('alice: /game join side:Allied');
  await playPlayerTurns(h, 3);
  for (const [unit, at] of MID_GAME_PLACEMENTS) await h.run(`alice: /sandbox place unit:${unit} at:${at}`);
  await h.run('alice: /card draw');
  const g = h.read.game();
  const row = g.row;
  const state = g.folded.game as LvState;
  return { h, gameId: row.id, state, view: (viewer) => lettowVorbeck.view(state, viewer) };
}

/**
 * Plays `n` player-turns through the real rules, from the legal actions: draw the card, do whatever the
 * rules require before a phase may end (e.g. place recruits, fight), make up to `moves` legal moves per
 * phase when `moves` > 0 (picked deterministically), then end the phase. Returns false if the game ended.
 */
export async function playPlayerTurns(
  h: Harness,
  n: number,
  opts: { channel?: string; moves?: number; users?: readonly string[] } = {},
): Promise<boolean> {
  const channel = opts.channel ?? 'test';
  const users = opts.users ?? ['alice'];
  let done = 0;
  let guard = 0;
  let movesThisPhase = 0;
  let phaseKey = '';
  while (done < n && guard++ < 400 * n) {
    const s = h.state(channel) as unknown as {
      phase: string;
      activeSide: string;
      playerTurn: number;
      turn: { index: number };
    };
    if (s.phase === 'game-over') return false;
    const key = `${s.turn.index}${s.activeSide}${s.playerTurn}${s.phase}`;
    if (key !== phaseKey) {
      phaseKey = key;
      movesThisPhase = 0;
    }
    let caller = { channel, user: users[0]!, name: users[0]! };
    let legal = await h.app.legalActions(caller);
    for (const u of users.slice(1)) {
      if (legal.length > 0) break;
      caller = { channel, user: u, name: u };
      legal = await h.app.legalActions(caller);
    }
    if (legal.length === 0) return false;
    const draw = legal.find((a) => a.action.type === 'draw-card');
    const end = legal.find((a) => a.action.type === 'end-phase');
    const others = legal.filter((a) => a.action.type !== 'end-phase' && a.action.type !== 'draw-card');
    let pick = draw ?? (end ? undefined : others[0]);
    if (!pick && end && opts.moves && movesThisPhase < opts.moves && others.length > 0) {
      pick = others[(guard * 7919) % others.length];
      movesThisPhase++;
    }
    pick = pick ?? end ?? others[0]!;
    const before = `${s.activeSide}${s.playerTurn}${s.turn.index}`;
    try {
      await h.app.act(caller, pick.action);
    } catch {
      if (pick !== end && end) await h.app.act(caller, end.action);
    }
    const after = h.state(channel) as unknown as { activeSide: string; playerTurn: number; turn: { index: number } };
    if (`${after.activeSide}${after.playerTurn}${after.turn.index}` !== before) done++;
  }
  return true;
}
