// What a British prompt adds to its choices: what the camp's supplies will pay next and the warning
// before a stock runs out (r. 2.15, supply/costs.ts), and, at the first column prompt, how the ox
// wagon convoy gets from Fort Amiel to the camp (r. 2.4, 2.7, 2.17).
import { OPERATIONAL_ROAD, FORT_AMIEL_INDEX, MOUNT_PROSPECT_INDEX } from './data/operational-map.ts';
import { offeredAssaultColumns } from './legal.ts';
import { tacticalLoc } from './loc.ts';
import type { HodState } from './state.ts';
import { columnFireCost, runOutWarnings, sumCosts, sundayExpense, sundayLine, type FireCost } from './supply/costs.ts';
import { isCommander, isCompany, membersAt, regimentOf } from './units.ts';

const most = (c: FireCost): number => Object.values(c).reduce((t, x) => t + (x?.max ?? 0), 0);

/** The expenses the player is about to decide or that come anyway: an assault's fire, Sunday's rations. */
export function nextExpenses(s: HodState): { what: string; cost: FireCost }[] {
  const out: { what: string; cost: FireCost }[] = [];
  if (s.step === 'day' && s.tactical.length > 0)
    out.push({
      what: `the ${s.tactical.length} declared assault(s)`,
      cost: sumCosts(s.tactical.map((c) => columnFireCost(membersAt(s, tacticalLoc(c.id))))),
    });
  else if (s.step === 'night' || s.step === 'day') {
    // The columns legalActions offers (a Reconnaissance variant repeats its column's cost), without
    // working out their labels and odds: only the largest cost is wanted.
    let worst: FireCost | null = null;
    const offered = s.result ? [] : offeredAssaultColumns(s, s.step === 'night');
    for (const units of offered) {
      const c = columnFireCost(units);
      if (!worst || most(c) > most(worst)) worst = c;
    }
    if (worst) out.push({ what: `The largest ${s.step === 'night' ? 'night ' : ''}assault offered`, cost: worst });
  }
  out.push(sundayExpense(s));
  return out;
}

/** " ⚠ …" for each stock the next expense would bring to 0 or below; '' when none would. */
export function stockWarnings(s: HodState): string {
  const w = runOutWarnings(s, nextExpenses(s));
  return w.length ? ` ${w.join(' ')}` : '';
}

/** The lines a prompt adds under its head: the camp's stocks, Sunday's rations, the warnings. */
export function supplyLines(s: HodState): string[] {
  const head = `Camp supplies: cartridges ${s.supply.cartridges}, rations ${s.supply.rations}, case shot ${s.supply.caseShot}, shells ${s.supply.shells}, rockets ${s.supply.rockets}. ${sundayLine(s)}`;
  return [head, ...runOutWarnings(s, nextExpenses(s))];
}

/** The first 2.4 prompt of the war, with the ox wagon convoy still in Fort Amiel. */
export const firstColumnPrompt = (s: HodState): boolean =>
  s.step === 'columns' && s.nextColumn === 1 && s.units.CONVOY?.loc === 'fort';

const FORT = OPERATIONAL_ROAD[FORT_AMIEL_INDEX]!;
const PROSPECT = OPERATIONAL_ROAD[MOUNT_PROSPECT_INDEX]!;

/** How the convoy shuttle works, from where the commanders stand now (r. 2.4, 2.7, 2.17). */
export function shuttleNote(s: HodState): string {
  const at = (loc: string) =>
    Object.keys(s.units).filter((u) => s.units[u]!.loc === loc && s.units[u]!.side !== 'dead');
  const fortCmds = at('fort').filter(isCommander);
  const fortCoys = at('fort').filter(isCompany);
  const campHqs = at('camp').filter(isCommander);
  // The HQ whose regiment already has a company waiting in Fort Amiel makes the shortest shuttle.
  const hq =
    campHqs.find((h) => fortCoys.some((c) => regimentOf(c) !== null && regimentOf(c) === regimentOf(h))) ?? campHqs[0];
  const road = `the road runs ${FORT.hex} ${FORT.name} to ${PROSPECT.hex} ${PROSPECT.name}, 8 hexes, 4 a segment in fine weather and fewer with rain, mud or the convoy (§3.5)`;
  if (fortCmds.length > 0)
    return `Convoy shuttle: the loaded ox wagon convoy waits in Fort Amiel; ${fortCmds.join(', ')} can lead it with a company in a column from Fort Amiel (r. 2.4). It unloads into the camp's supply track on reaching ${PROSPECT.name} (r. 2.7) and goes back to Fort Amiel to be loaded on Sunday (r. 2.17); ${road}.`;
  return `Convoy shuttle: the loaded ox wagon convoy waits in Fort Amiel, but a column needs a general or regimental HQ and a company (r. 2.4) and no HQ or general is in Fort Amiel${
    fortCoys.length ? ` (only ${at('fort').join(', ')})` : ''
  }, so the convoy cannot move yet. First send a column from the British Camp with ${hq ?? 'an HQ'} and a company: it starts in ${PROSPECT.hex} ${PROSPECT.name} and marches to Fort Amiel in the movement segments (r. 2.7, 2.10), where its counters stay (r. 2.4: a column is disassembled on arrival). On a later day form a column at Fort Amiel with that HQ, a company${
    fortCoys.length ? ` (e.g. ${fortCoys[0]})` : ''
  } and CONVOY: on reaching ${PROSPECT.name} its counters enter the camp and the convoy unloads (r. 2.7), then returns to Fort Amiel to be loaded each Sunday (r. 2.17); ${road}.`;
}
