// Campaign drivers for Hill of Doves through the kernel (no SQLite): a random British player and a
// simple scripted one. Each game is checked as it goes: nothing throws, the fold of the log equals
// the state, and no undrawn laager counter or unseen event card reaches a British or public output
// (log lines, views, buttons, and the battle sheets the battle pictures are drawn from).
import { decideFolded, evolveFolded, fold, initialFolded, setupEvents, type Folded } from '../../src/engine/kernel.ts';
import type { AnyGameModule, GameAction, GameEvent, LegalAction } from '../../src/engine/types.ts';
import type { CombatEvent } from '../../src/games/hill-of-doves/combat/events.ts';
import { hodBattleSheets, type HodBattleSheet } from '../../src/games/hill-of-doves/combat/sheet.ts';
import { hillOfDoves } from '../../src/games/hill-of-doves/index.ts';
import type { HodState } from '../../src/games/hill-of-doves/state.ts';
import type { HodAction } from '../../src/games/hill-of-doves/actions.ts';
import { hodButtonsOf } from '../../src/games/hill-of-doves/buttons.ts';
import { britishObjectives, isSecure } from '../../src/games/hill-of-doves/control.ts';
import { OBJECTIVE_IDS } from '../../src/games/hill-of-doves/data/tactical-map.ts';
import type { AssaultableObjectiveId } from '../../src/games/hill-of-doves/data/types.ts';
import { assaultTargets } from '../../src/games/hill-of-doves/tactical/declare.ts';
import { isCompany, isReserve, kind, sectionType } from '../../src/games/hill-of-doves/units.ts';
import { carefulAdvice, carefulOrders } from '../../src/games/hill-of-doves/advisor/careful.ts';
import {
  accepts,
  ambushBoer,
  assaultColumns,
  campKeep,
  columnFire,
  expectedBoer,
  fighterCount,
  fireOf,
  GARRISON_X,
  LAAGER_AT,
  laagerGun,
  locOfObj,
  MS_GATE,
  pushOn,
} from '../../src/games/hill-of-doves/advisor/estimates.ts';
import { expertColumns, expertTransfer } from '../../src/games/hill-of-doves/advisor/logistics.ts';
import seedrandom from 'seedrandom';

const M = hillOfDoves as unknown as AnyGameModule;

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
const SCRIPT_ORDERS = {
  bombard: 'auto',
  supplies: 'as-needed',
  load: 'always',
  battleBombard: 'all',
  reserves: 'commit-all',
  charge: 'when-general-present',
  artillery: 'strongest',
};

export const scriptedPlayer: Player = (s, legal, pick) => {
  if (s.orders.load !== 'always') return { type: 'set-orders', orders: SCRIPT_ORDERS };
  const byType = (t: string) => legal.filter((a) => a.action.type === t);
  const units = (a: LegalAction) => (a.action as unknown as { units: string[] }).units;
  const objective = (a: LegalAction) => (a.action as unknown as { objective: string }).objective;
  if (s.step === 'combat')
    return (legal.find((a) => /commit|charge|end|bombard|man/i.test(a.action.type)) ?? legal[0]!).action;
  if (s.step === 'columns') {
    const fort = byType('form-column').find(
      (a) => (a.action as unknown as { at?: string }).at === 'fort' && units(a).includes('CONVOY'),
    );
    if (fort && s.convoyLoad) return fort.action;
    // Nobody at Fort Amiel can command the convoy's escort: send a small column down from the camp.
    const onRoad = s.columns.length > 0;
    const fortCommander = Object.entries(s.units).some(
      ([id, u]) => u.loc === 'fort' && (id.startsWith('HQ-') || (id.startsWith('GEN-') && u.side === 'alive')),
    );
    if (!fort && !onRoad && !fortCommander && s.convoyLoad && s.units.CONVOY?.loc === 'fort') {
      const small = byType('form-column').filter(
        (a) => (a.action as unknown as { at: string }).at === 'camp' && units(a)[0]!.startsWith('HQ-'),
      );
      small.sort((a, b) => units(a).length - units(b).length);
      if (small[0]) return small[0].action;
    }
  }
  if (s.step === 'day' && s.tactical.length === 0) {
    const order = ['NP', 'ON', 'RG', 'MS', 'MM', 'LF', 'BK', 'TM', 'NK'];
    // Keep at least three companies in the camp as its garrison (r. 1.5: the camp must not fall).
    const campCompanies = Object.entries(s.units).filter(([id, u]) => u.loc === 'camp' && id.startsWith('COY-')).length;
    const options = byType('declare-assault').filter(
      (a) =>
        (s.week >= 4 || !['NK', 'TM'].includes(objective(a))) &&
        campCompanies - units(a).filter((u) => u.startsWith('COY-')).length >= 3,
    );
    options.sort(
      (a, b) => order.indexOf(objective(a)) - order.indexOf(objective(b)) || units(b).length - units(a).length,
    );
    if (options[0] && s.day !== 7) return options[0].action;
  }
  if (s.step === 'supply') return (byType('use-supplies')[0] ?? legal[0]!).action;
  if (s.step === 'load') return (byType('load-convoy')[0] ?? legal[0]!).action;
  void pick;
  return (legal.find((a) => a.action.type === 'continue') ?? legal[0]!).action;
};

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

// ---------------------------------------------------------------------------------------------
// The careful player: its logic lives in the game (src/games/hill-of-doves/advisor/careful.ts), where
// /hint asks it for advice; here it plays whole campaigns. The expert below shares its estimates and
// logistics (advisor/estimates.ts, advisor/logistics.ts).
// ---------------------------------------------------------------------------------------------

export const carefulPlayer: Player = (s, legal) => carefulAdvice(s, legal).action;

// ---------------------------------------------------------------------------------------------
// The expert player. Its plan, after the laagers and the security table (§3.9):
//  1. Brownlow's Kop by night at once, a gun in, the Coldstream laager bombarded, then Brownlow's
//     Kop given up again: a destroyed laager takes a counter off every commando for good (Table
//     5.2.1, 5.2.2) and an insecure garrison there would only be ambushed.
//  2. The south: Nkwelo and O'Neill's, the Slopes, Majuba (by night), a gun in, the Smit laager
//     bombarded. Nkwelo, the Slopes, Majuba and the camp are then secure; only O'Neill's (one
//     Boer counter in an ambush, buildings) needs a garrison.
//  3. The push, when the reinforcements are up and cartridges allow: The Ridge, then Laing's Farm,
//     Table Mountain, Brownlow's Kop and The Nek together, guns forward, the Joubert laager.
// It sends the smallest column whose expected quotient is safe (Q ≥ 5 costs no hits, §5.6) with
// fresh companies first, runs the convoy every week under a fresh escort of three companies (a
// column from Fort Amiel pays no cartridges, R16), keeps garrisons lean (reserves other than guns
// go home: every counter in an ambushed hex burns a cartridge) and holds back cartridges.
// Columns are composed by the player and checked with decide() (actions() lists representative
// compositions only); every other choice is one of actions().
// ---------------------------------------------------------------------------------------------

/** Day and night targets allowed now, in order. */
function expertTargets(s: HodState, night: boolean): AssaultableObjectiveId[] {
  const british = britishObjectives(s);
  const out: AssaultableObjectiveId[] = [];
  if (s.laagers.coldstream === 'intact' && !british.has('BK')) out.push('BK');
  // Majuba by day only (no dispersal hits; one Boer counter once the Slopes are British), in fine
  // weather (a rain marker adds +1 to the capture-day ambush roll, §3.6), with its laager gun.
  out.push('ON', 'NP');
  // The Slopes only when the camp can also send the Majuba column next: the Slopes and Nkwelo stay
  // insecure (and ambushed) until Majuba's laager is destroyed.
  const campCoys = Object.keys(s.units).filter((u) => s.units[u]!.loc === 'camp' && isCompany(u)).length;
  if (british.has('MS') || campCoys >= MS_GATE || s.week >= 5) out.push('MS');
  if (!night && s.weather.shows === 'fine') out.push('MM');
  if (pushOn(s, british)) out.push('RG', 'LF', 'BK', 'TM', 'NK');
  return out.filter((o, i) => out.indexOf(o) === i);
}

function expertAssault(s: HodState, night: boolean): GameAction | null {
  const british = britishObjectives(s);
  const targets = assaultTargets(s, night).map((t) => t.objective as AssaultableObjectiveId);
  const declared = s.tactical.map((c) => c.objective);
  const garrisonNeed = OBJECTIVE_IDS.filter((o) => o !== 'BC' && british.has(o) && !isSecure(s, o, british)).reduce(
    (t, o) => t + fighterCount(s, locOfObj(o)),
    0,
  );
  for (const o of expertTargets(s, night)) {
    if (!targets.includes(o)) continue;
    if (!night && (o === 'NK' || o === 'TM') && !british.has('RG')) continue;
    const boer = expectedBoer(s, o, night, british, declared);
    const gun = laagerGun(s, o);
    const cols = assaultColumns(
      s,
      o,
      campKeep(s, british),
      (u) =>
        kind(u) === 'navalBrigade' || (kind(u) === 'troop' && o !== 'MM') || sectionType(u) === 'gatlingGun' || gun(u),
    );
    let best: { a: GameAction; q: number; n: number } | null = null;
    for (const full of cols) {
      // Trim to the smallest column (commander first, strongest companies first) whose quotient is safe.
      const cmd = full[0]!;
      const rest = full
        .slice(1)
        .sort((a, b) => (isCompany(b) ? 1 : 0) - (isCompany(a) ? 1 : 0) || fireOf(s, b) - fireOf(s, a));
      // Majuba is ambushed by six counters until its laager goes: it gets the whole column (§5.15 B8).
      for (let k = o === 'MM' ? rest.length : 1; k <= rest.length; k++) {
        let units = [cmd, ...rest.slice(0, k)];
        if (o === 'MM' || LAAGER_AT[o]) units = [...units, ...full.filter((u) => gun(u) && !units.includes(u))];
        const coys = units.filter(isCompany).length;
        if (coys === 0 || units.filter(isReserve).length > 2 * coys) continue;
        const n = units.filter((u) => isCompany(u) || isReserve(u)).length;
        if (o === 'MM' && (columnFire(s, units, o) < 30 || !units.some(gun))) break;
        // The column is the garrison until the Transfer Segment, after the capture-day ambush roll.
        const holdFire = units
          .filter((u) => isCompany(u) || kind(u) === 'navalBrigade')
          .reduce((t2, u) => t2 + fireOf(s, u), 0);
        if (o !== 'BK' && o !== 'MM' && holdFire < Math.min(30, GARRISON_X * ambushBoer(s, o)) && k < rest.length)
          continue;
        if (s.supply.cartridges - n < Math.max(8, garrisonNeed)) break;
        const q = columnFire(s, units, o) / boer;
        const want = o === 'MM' ? 6 : night ? 5 : 5.5;
        if (q < want && k < rest.length) continue;
        if (q < (night ? 4 : 4.5)) break;
        const a: HodAction = night
          ? { type: 'night-assault', objective: o, units }
          : { type: 'declare-assault', objective: o, units };
        if (accepts(s, a) && (!best || n < best.n)) best = { a, q, n };
        break;
      }
    }
    if (best) return best.a;
  }
  return null;
}

export const expertPlayer: Player = (s, legal, pick) => {
  void pick;
  const o = s.orders as unknown as Record<string, string>;
  const want = carefulOrders(s);
  if (Object.entries(want).some(([k, v]) => o[k] !== v)) return { type: 'set-orders', orders: want };
  const cont = (legal.find((a) => a.action.type === 'continue') ?? legal[0]!).action;
  switch (s.step) {
    case 'night':
      return expertAssault(s, true) ?? cont;
    case 'columns':
      return expertColumns(s)?.action ?? cont;
    case 'day':
      if (s.tactical.length >= 3 || s.day === 7) return cont;
      return expertAssault(s, false) ?? cont;
    case 'transfer':
      return expertTransfer(s, legal)?.action ?? cont;
    case 'combat':
      return (legal.find((a) => /commit|end|bombard|man/i.test(a.action.type)) ?? legal[0]!).action;
    default:
      return cont;
  }
};
