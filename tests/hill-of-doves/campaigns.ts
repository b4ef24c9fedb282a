// Campaign drivers for Hill of Doves through the kernel (no SQLite), with the game's British players
// (src/games/hill-of-doves/workloads/players.ts). Each game is checked as it goes: nothing throws, the
// fold of the log equals the state, and no undrawn laager counter or unseen event card reaches a
// British or public output (log lines, views, buttons, and the battle sheets the battle pictures are
// drawn from).
import { decideFolded, evolveFolded, fold, initialFolded, setupEvents, type Folded } from '../../src/engine/kernel.ts';
import type { AnyGameModule, GameEvent, LegalAction } from '../../src/engine/types.ts';
import type { CombatEvent } from '../../src/games/hill-of-doves/combat/events.ts';
import { hodBattleSheets, type HodBattleSheet } from '../../src/games/hill-of-doves/combat/sheet.ts';
import { hillOfDoves } from '../../src/games/hill-of-doves/index.ts';
import type { HodState } from '../../src/games/hill-of-doves/state.ts';
import type { HodAction } from '../../src/games/hill-of-doves/actions.ts';
import { hodButtonsOf } from '../../src/games/hill-of-doves/buttons.ts';
import type { Player } from '../../src/games/hill-of-doves/workloads/players.ts';
import seedrandom from 'seedrandom';

const M: AnyGameModule = hillOfDoves;

export interface CampaignResult {
  winner: string | null;
  reason: string;
  events: number;
  decisions: number;
  days: number;
  leaks: string[];
  /** Boer victories (routs and overruns, r. 1.3) when the war ended. */
  boerVictories: number;
}

// The players are the game's (src/games/hill-of-doves/workloads/): its tests play them from here.
export {
  carefulPlayer,
  expertPlayer,
  randomPlayer,
  scriptedPlayer,
  type Player,
} from '../../src/games/hill-of-doves/workloads/players.ts';

const SECRET_PATTERN = /\b(VK-\d\d|PAT-\d|PC-\d|PS-\d|EV-\d\d\/\d)\b/g;

/** Play one campaign to its end; `check` folds the log again and scans every output for leaks. */
export function playCampaign(
  seed: string,
  player: Player,
  opts: { check?: boolean; maxDecisions?: number; options?: Record<string, string> } = {},
): CampaignResult {
  const check = opts.check ?? true;
  const rand = seedrandom(`player:${seed}`);
  const pick = (n: number) => Math.floor(rand() * n);
  const log: GameEvent[] = setupEvents(M, seed, opts.options ?? {});
  let f: Folded = fold(M, log);
  const leaks: string[] = [];
  let decisions = 0;
  const max = opts.maxDecisions ?? 20000;
  while (M.result(f.game) === null && decisions < max) {
    const s = f.game as HodState;
    const legal = M.actions(s, 'British');
    if (legal.length === 0) throw new Error(`no legal action at step ${s.step}, week ${s.week} day ${s.day}`);
    if (check) scanButtons(f, legal as LegalAction<HodAction>[], leaks);
    const action = player(s, legal, pick);
    const events = decideFolded(M, f, seed, 'British', action);
    decisions++;
    for (const e of events) {
      if (check) scan(M, e, f, leaks);
      f = evolveFolded(M, f, e);
      log.push(e);
      if (check && e.type === 'combat.ended') scanSheets(log, leaks);
    }
    if (check && decisions % 50 === 0) scanView(f, leaks);
  }
  if (check) {
    scanView(f, leaks);
    const again = fold(M, log);
    if (JSON.stringify(again) !== JSON.stringify(f)) throw new Error(`replay differs for seed ${seed}`);
  }
  const s = f.game as HodState;
  const r = M.result(f.game);
  return {
    winner: r?.winner ?? null,
    reason: r?.reason ?? 'unfinished',
    events: log.length,
    decisions,
    days: (s.week - 1) * 7 + s.day,
    leaks,
    boerVictories: s.boerVictories,
  };
}

function scan(m: AnyGameModule, e: GameEvent, before: Folded, leaks: string[]): void {
  const s = before.game as HodState;
  const seen = visibleCounters(s);
  for (const viewer of [{ kind: 'public' } as const, { kind: 'side', side: 'British' } as const]) {
    const line = m.describe(e, viewer, before.game);
    if (!line) continue;
    for (const id of line.match(SECRET_PATTERN) ?? []) {
      if (id.startsWith('EV-')) leaks.push(`${e.type}: ${id} in "${line}"`);
      else if (!seen.has(id) && !drawnIn(e, id)) leaks.push(`${e.type}: ${id} in "${line}"`);
    }
  }
}

/** Counters a viewer may name: those drawn in this event or out of the cup already. */
function visibleCounters(s: HodState): Set<string> {
  const out = new Set<string>();
  const inCup = new Set<string>(s.cup);
  for (const id of [
    'VK-01',
    'VK-02',
    'VK-03',
    'VK-04',
    'VK-05',
    'VK-06',
    'VK-07',
    'VK-08',
    'VK-09',
    'VK-10',
    'VK-11',
    'VK-12',
    'VK-13',
    'VK-14',
    'VK-15',
    'VK-16',
    'PAT-1',
    'PAT-2',
    'PAT-3',
    'PAT-4',
    'PC-1',
    'PC-2',
    'PS-1',
    'PS-2',
  ]) {
    if (!inCup.has(id)) out.add(id);
  }
  return out;
}

/** An event that itself reveals a counter (a draw in a battle, a sniper) may name it. */
function drawnIn(e: GameEvent, id: string): boolean {
  if (e.type === 'combat.started') return false;
  if (e.type.startsWith('combat.') || e.type === 'sniper-placed') return JSON.stringify(e).includes(`"${id}"`);
  return false;
}

/** The decision buttons (src/games/hill-of-doves/buttons.ts): a public one names no counter still hidden, no deck card. */
function scanButtons(f: Folded, legal: readonly LegalAction<HodAction>[], leaks: string[]): void {
  const s = f.game as HodState;
  const seen = visibleCounters(s);
  for (const b of hodButtonsOf(legal, s, f.seq, 1000)) {
    if (!b.public) continue;
    for (const id of `${b.label} ${b.command}`.match(SECRET_PATTERN) ?? [])
      if (id.startsWith('EV-') || !seen.has(id)) leaks.push(`button: ${id} in "${b.label}"`);
  }
}

/** The public and British battle sheets of the battle card that just ended (the battle pictures' input). */
function scanSheets(log: readonly GameEvent[], leaks: string[]): void {
  let start = log.length - 1;
  while (start > 0 && log[start]!.type !== 'combat.started') start--;
  const record = log.slice(start) as unknown as CombatEvent[];
  for (const viewer of [{ kind: 'public' } as const, { kind: 'side', side: 'British' } as const])
    leaks.push(...sheetLeaks(record, hodBattleSheets(record, viewer)));
}

/** r. 4.5: the cup counters (and event cards) sheets of a battle card name though not drawn in their battle. */
export function sheetLeaks(record: readonly CombatEvent[], sheets: readonly HodBattleSheet[]): string[] {
  const started = record.find((e) => e.type === 'combat.started');
  const cup = new Set<string>(started?.input.cup ?? []);
  const out: string[] = [];
  for (const sheet of sheets) {
    const drawn = new Set<string>(
      record.flatMap((e) =>
        e.type === 'combat.commandoDrawn' && e.battle === sheet.battle ? e.draws.map((d) => d.counter) : [],
      ),
    );
    for (const id of JSON.stringify(sheet).match(SECRET_PATTERN) ?? [])
      if (id.startsWith('EV-') || (cup.has(id) && !drawn.has(id)))
        out.push(`battle sheet (${sheet.viewer}, battle ${sheet.battle + 1}): ${id}`);
  }
  return out;
}

function scanView(f: Folded, leaks: string[]): void {
  const s = f.game as HodState;
  for (const viewer of [{ kind: 'public' } as const, { kind: 'side', side: 'British' } as const]) {
    const v = JSON.stringify(M.view(f.game, viewer));
    for (const id of s.cup) if (v.includes(`"${id}"`)) leaks.push(`view: cup counter ${id}`);
    for (const c of s.deck) if (v.includes(c)) leaks.push(`view: deck card ${c}`);
  }
}

export function initial(): Folded {
  return initialFolded(M);
}
