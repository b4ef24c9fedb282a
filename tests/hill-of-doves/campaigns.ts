// Campaign drivers for Hill of Doves through the kernel (no SQLite): a random British player and a
// simple scripted one. Each game is checked as it goes: nothing throws, the fold of the log equals
// the state, and no undrawn laager counter or unseen event card reaches a British or public output.
import { decideFolded, evolveFolded, fold, initialFolded, setupEvents, type Folded } from '../../src/engine/kernel.ts';
import type { AnyGameModule, GameAction, GameEvent, LegalAction } from '../../src/engine/types.ts';
import { hillOfDoves } from '../../src/games/hill-of-doves/index.ts';
import type { HodState } from '../../src/games/hill-of-doves/state.ts';
import seedrandom from 'seedrandom';

const M = hillOfDoves as unknown as AnyGameModule;

export interface CampaignResult {
  winner: string | null;
  reason: string;
  events: number;
  decisions: number;
  days: number;
  leaks: string[];
}

export type Player = (s: HodState, legal: LegalAction[], pick: (n: number) => number) => GameAction;

/** Picks uniformly among the legal actions, with a lean toward "continue" so games move. */
export const randomPlayer: Player = (_s, legal, pick) => {
  const cont = legal.find((a) => a.action.type === 'continue');
  if (cont && pick(3) === 0) return cont.action;
  return legal[pick(legal.length)]!.action;
};

/**
 * A simple script: quiet standing orders; each weekday it sends the largest proposal against the
 * closest assaultable objective (not The Nek or Table Mountain before week 4), never night-assaults,
 * fetches the convoy with a small column, and otherwise continues.
 */
const SCRIPT_ORDERS = { bombard: 'auto', supplies: 'as-needed', load: 'always', battleBombard: 'all', reserves: 'commit-all', charge: 'when-general-present', artillery: 'strongest' };

export const scriptedPlayer: Player = (s, legal, pick) => {
  if (s.orders.load !== 'always') return { type: 'set-orders', orders: SCRIPT_ORDERS };
  const byType = (t: string) => legal.filter((a) => a.action.type === t);
  const units = (a: LegalAction) => (a.action as unknown as { units: string[] }).units;
  const objective = (a: LegalAction) => (a.action as unknown as { objective: string }).objective;
  if (s.step === 'combat') return (legal.find((a) => /commit|charge|end|bombard|man/i.test(a.action.type)) ?? legal[0]!).action;
  if (s.step === 'columns') {
    const fort = byType('form-column').find((a) => (a.action as unknown as { at?: string }).at === 'fort' && units(a).includes('CONVOY'));
    if (fort && s.convoyLoad) return fort.action;
    // Nobody at Fort Amiel can command the convoy's escort: send a small column down from the camp.
    const onRoad = s.columns.length > 0;
    const fortCommander = Object.entries(s.units).some(([id, u]) => u.loc === 'fort' && (id.startsWith('HQ-') || (id.startsWith('GEN-') && u.side === 'alive')));
    if (!fort && !onRoad && !fortCommander && s.convoyLoad && s.units.CONVOY?.loc === 'fort') {
      const small = byType('form-column').filter((a) => (a.action as unknown as { at: string }).at === 'camp' && units(a)[0]!.startsWith('HQ-'));
      small.sort((a, b) => units(a).length - units(b).length);
      if (small[0]) return small[0].action;
    }
  }
  if (s.step === 'day' && s.tactical.length === 0) {
    const order = ['NP', 'ON', 'RG', 'MS', 'MM', 'LF', 'BK', 'TM', 'NK'];
    // Keep at least three companies in the camp as its garrison (r. 1.5: the camp must not fall).
    const campCompanies = Object.entries(s.units).filter(([id, u]) => u.loc === 'camp' && id.startsWith('COY-')).length;
    const options = byType('declare-assault').filter(
      (a) => (s.week >= 4 || !['NK', 'TM'].includes(objective(a))) && campCompanies - units(a).filter((u) => u.startsWith('COY-')).length >= 3,
    );
    options.sort((a, b) => order.indexOf(objective(a)) - order.indexOf(objective(b)) || units(b).length - units(a).length);
    if (options[0] && s.day !== 7) return options[0].action;
  }
  if (s.step === 'supply') return (byType('use-supplies')[0] ?? legal[0]!).action;
  if (s.step === 'load') return (byType('load-convoy')[0] ?? legal[0]!).action;
  void pick;
  return (legal.find((a) => a.action.type === 'continue') ?? legal[0]!).action;
};

const SECRET_PATTERN = /\b(VK-\d\d|PAT-\d|PC-\d|PS-\d|EV-\d\d\/\d)\b/g;

/** Play one campaign to its end; `check` folds the log again and scans every output for leaks. */
export function playCampaign(seed: string, player: Player, opts: { check?: boolean; maxDecisions?: number } = {}): CampaignResult {
  const check = opts.check ?? true;
  const rand = seedrandom(`player:${seed}`);
  const pick = (n: number) => Math.floor(rand() * n);
  const log: GameEvent[] = setupEvents(M, seed, {});
  let f: Folded = fold(M, log);
  const leaks: string[] = [];
  let decisions = 0;
  const max = opts.maxDecisions ?? 20000;
  while (M.result(f.game) === null && decisions < max) {
    const s = f.game as HodState;
    const legal = M.actions(s, 'British');
    if (legal.length === 0) throw new Error(`no legal action at step ${s.step}, week ${s.week} day ${s.day}`);
    const action = player(s, legal, pick);
    const events = decideFolded(M, f, seed, 'British', action);
    decisions++;
    for (const e of events) {
      if (check) scan(M, e, f, leaks);
      f = evolveFolded(M, f, e);
      log.push(e);
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
  return { winner: r?.winner ?? null, reason: r?.reason ?? 'unfinished', events: log.length, decisions, days: (s.week - 1) * 7 + s.day, leaks };
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
  for (const id of ['VK-01', 'VK-02', 'VK-03', 'VK-04', 'VK-05', 'VK-06', 'VK-07', 'VK-08', 'VK-09', 'VK-10', 'VK-11', 'VK-12', 'VK-13', 'VK-14', 'VK-15', 'VK-16', 'PAT-1', 'PAT-2', 'PAT-3', 'PAT-4', 'PC-1', 'PC-2', 'PS-1', 'PS-2']) {
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
