// The battle pictures as one viewer may see them: the model render/battle.ts
// draws (it draws nothing else: no events, no cup). Built from one battle card's record (events.ts:
// "combat.started" … "combat.ended"), one sheet per assault (spec §5.3) or ambush (§5.4): the British
// counters engaged with what each fired and the hits it took, the Boer commando as drawn, both
// firepower totals (Tables 5.5.1 and 5.5.2), the quotient (r. 4.7), the result and every die.
// Every Boer counter in a battle is drawn and shown to both sides (r. 4.5), so the sheet is the same
// for every viewer but its `viewer` field. The cup list carried by "combat.started" (and the draws
// queued in its input, and the cup after the card in "combat.ended") is never read.
import type { Viewer } from '../../../engine/types.ts';
import { OPERATIONAL_ROAD } from '../data/operational-map.ts';
import { OBJECTIVES } from '../data/tactical-map.ts';
import { TACTICAL_TIME_TRACK } from '../data/tracks.ts';
import type { ObjectiveId } from '../data/types.ts';
import { britishShort } from '../data/labels.ts';
import { viewerOf, type HodViewer } from '../view.ts';
import { RESULT } from './describe.ts';
import type { CombatEvent, Roll } from './events.ts';

type Ev<T extends CombatEvent['type']> = Extract<CombatEvent, { type: T }>;

/** The events of one battle card, in log order, from "combat.started" to "combat.ended". */
export type CombatRecord = readonly CombatEvent[];

/** A British counter engaged: its face, and the caption under it ("fp 4 · 1 hit", "captured"). */
export interface SheetBritish {
  id: string;
  side: string;
  /** '' for none. */
  caption: string;
  /** Out of the battle (captured, destroyed, …): the caption is printed in red. */
  lost: boolean;
}

/** One firepower panel: its rows (label, signed value as printed) and its total ('—' when not reached). */
export interface SheetFire {
  rows: { label: string; value: string }[];
  total: string;
}

/** One die rolled: its face, what it was for, the roll as printed, and what came of it. */
export interface SheetDie {
  die: number;
  what: string;
  roll: string;
  outcome: string;
}

export interface HodBattleSheet {
  viewer: HodViewer;
  /** The battle's number in card order. */
  battle: number;
  kind: 'assault' | 'ambush';
  /** Objective id or 'col:<id>' (names the picture file). */
  target: string;
  /** The result key ('boersFallBack', 'noBattle', 'inProgress', …). */
  result: string;
  title: string;
  /** "Assault Card  ·  Column C1  ·  …". */
  subtitle: string;
  british: { title: string; counters: SheetBritish[] };
  /** The counters placed in the commando (cup ids, CRACK-VK, SMIT), and its strength line. */
  boer: { title: string; counters: string[]; strength: string | null };
  britishFire: SheetFire;
  boerFire: SheetFire;
  quotient: { line: string; value: string };
  /** The result banner: its colour (the winner's, neutral when no result), verdict and hits. */
  banner: { tone: 'british' | 'boer' | 'neutral'; verdict: string; hits: string };
  /** In the order rolled. */
  dice: SheetDie[];
  casualties: string;
  aftermath: string;
  footnote: string;
}

/** A result's printed name (describe.ts's table), as a banner heads it ("No battle"); null while in progress. */
function resultName(result: string): string | null {
  if (!Object.hasOwn(RESULT, result)) return null;
  const name = RESULT[result]!;
  return name.charAt(0).toUpperCase() + name.slice(1);
}
const BRITISH_WINS = new Set(['boersFallBack', 'boersBeatenOff', 'britishHold']);

const objName = (o: string): string => (Object.hasOwn(OBJECTIVES, o) ? OBJECTIVES[o as ObjectiveId].name : o);
const joinFacts = (xs: (string | null)[]): string => xs.filter((x): x is string => x !== null).join('  ·  ');
const signed = (v: number): string => (v >= 0 ? `${v}` : `−${-v}`);
const rollText = (r: Roll): string =>
  r.modifier === 0 ? `${r.die}` : `${r.die} ${r.modifier > 0 ? '+' : '−'} ${Math.abs(r.modifier)} = ${r.total}`;

interface Header {
  title: string;
  facts: string;
  units: { id: string; side: string }[];
  target: string;
  kind: 'assault' | 'ambush';
}

function header(started: Ev<'combat.started'>, battle: number): Header {
  const src = started.order[battle] ?? battle;
  if (started.kind === 'assault') {
    const a = started.input.assaults[src]!;
    const hour = a.arrivalBox === null ? null : (TACTICAL_TIME_TRACK[a.arrivalBox]?.label ?? `box ${a.arrivalBox}`);
    return {
      kind: 'assault',
      target: a.objective,
      title: `${started.input.night ? 'Night assault' : 'Assault'} on ${objName(a.objective)}`,
      facts: joinFacts([
        `Column ${a.column}`,
        `${a.formation[0]!.toUpperCase()}${a.formation.slice(1)} formation`,
        `from ${a.hex}`,
        hour ? `arrived ${hour}` : null,
        `weather ${started.input.weather}`,
      ]),
      units: a.units.map((u) => ({ id: u.id, side: u.side })),
    };
  }
  const a = started.input.ambushes[src]!;
  const t = a.target;
  if (t.kind === 'objective')
    return {
      kind: 'ambush',
      target: t.objective,
      title: `Ambush at ${objName(t.objective)}`,
      facts: joinFacts([
        t.secure ? 'secure objective (Boers Raid)' : 'insecure objective',
        a.whiteFlagRuse ? 'White Flag Ruse' : null,
        a.sniperPatrol ? 'Snipers' : null,
        `weather ${started.input.weather}`,
      ]),
      units: a.units.map((u) => ({ id: u.id, side: u.side })),
    };
  const road = OPERATIONAL_ROAD.find((h) => h.hex === t.hex);
  return {
    kind: 'ambush',
    target: `col:${t.column}`,
    title: `Ambush of column ${t.column} at ${road?.name ?? t.hex}`,
    facts: joinFacts([
      `from ${t.origin === 'fort' ? 'Fort Amiel' : 'the British Camp'}`,
      road?.heights ? 'heights' : null,
      `weather ${started.input.weather}`,
    ]),
    units: a.units.map((u) => ({ id: u.id, side: u.side })),
  };
}

function diceOf(mine: readonly CombatEvent[]): SheetDie[] {
  const dice: SheetDie[] = [];
  const push = (roll: Roll, what: string, outcome: string): void => {
    dice.push({ die: roll.die, what, roll: rollText(roll), outcome });
  };
  for (const e of mine) {
    if (e.type === 'combat.bombarded' && e.rockets)
      push(e.rockets, 'Rockets Roll', e.value ? `hit −${e.value}` : 'miss');
    if (e.type === 'combat.bombardmentAttempted') {
      push(e.sight, `${britishShort(e.section)} line of sight`, e.spotted ? 'spotted' : 'unseen');
      if (e.rockets) push(e.rockets, 'Rockets Roll', e.value ? `hit −${e.value}` : 'miss');
    }
    if (e.type === 'combat.britishFired')
      for (const f of e.fire)
        if (f.gatling) push({ die: f.gatling.die, modifier: 0, total: f.gatling.die }, 'Gatling', f.gatling.outcome);
    if (e.type === 'combat.charged')
      push(e.roll, `Cold steel${e.generalLeads ? ' (general leads)' : ''}`, e.success ? 'success' : 'fails');
    if (e.type === 'combat.generalRolled')
      for (const r of e.rolls)
        push(
          r.roll,
          `${r.who === 'SMIT' ? 'Smit' : britishShort(r.who)} General Roll`,
          r.killed ? 'killed' : 'unharmed',
        );
    if (e.type === 'combat.consolidated' && e.roll)
      push(e.roll, `${e.side === 'british' ? 'British' : 'Boer'} consolidation`, e.success ? 'sangers' : 'none');
  }
  return dice;
}

/** The sheet of battle number `battle` (card order) of a record, for `viewer`. */
export function hodBattleSheet(record: CombatRecord, battle: number, viewer: Viewer): HodBattleSheet {
  const started = record.find((e): e is Ev<'combat.started'> => e.type === 'combat.started');
  if (!started) throw new Error('hodBattleSheet: the record has no combat.started event');
  const h = header(started, battle);
  const mine = record.filter((e) => 'battle' in e && e.battle === battle);
  const find = <T extends CombatEvent['type']>(t: T): Ev<T> | undefined => mine.find((e): e is Ev<T> => e.type === t);
  const all = <T extends CombatEvent['type']>(t: T): Ev<T>[] => mine.filter((e): e is Ev<T> => e.type === t);
  const commando = find('combat.commandoDrawn');
  const boer = find('combat.boerFirepower');
  const fired = all('combat.britishFired');
  const found = find('combat.resultFound');
  const ended = find('combat.battleEnded');
  const casualties = find('combat.casualties');
  const result = ended?.result ?? found?.result ?? (find('combat.noBattle') ? 'noBattle' : 'inProgress');

  // British counters: what each fired (r. 4.9) and the hits it took (r. 4.12).
  const fire = new Map<string, number>();
  const noAmmo = new Set<string>();
  for (const f of fired)
    for (const l of f.fire) {
      fire.set(l.id, l.value);
      if (l.noAmmunition) noAmmo.add(l.id);
    }
  const hits = new Map<string, { hits: number; status: string }>();
  for (const l of casualties?.lines ?? []) hits.set(l.id, { hits: l.hits, status: l.status });
  for (const c of casualties?.captured ?? []) hits.set(c, { hits: 0, status: 'captured' });
  const counters = h.units.map((u): SheetBritish => {
    const f = fire.get(u.id);
    const hh = hits.get(u.id);
    const caption = [
      f !== undefined ? (noAmmo.has(u.id) ? 'no ammo' : `fp ${f}`) : null,
      hh ? (hh.status === 'active' ? (hh.hits ? `${hh.hits} hit` : null) : hh.status) : null,
    ]
      .filter((x): x is string => x !== null)
      .join(' · ');
    return { id: u.id, side: u.side, caption, lost: hh !== undefined && hh.status !== 'active' };
  });

  // Firepower totals (Tables 5.5.1 / 5.5.2).
  const companies = fired.filter((f) => f.segment !== 'reserves').reduce((a, f) => a + f.total, 0);
  const reserves = fired.filter((f) => f.segment === 'reserves').reduce((a, f) => a + f.total, 0);
  const bRows: [string, number][] = [[h.kind === 'assault' ? 'Companies' : 'Companies and reserves', companies]];
  if (h.kind === 'assault') bRows.push(['Committed reserves', reserves]);
  if (found?.fortification) bRows.push(['Fortification of the target', -found.fortification]);
  if (found?.heights) bRows.push(['Heights', found.heights]);
  const boerRows: [string, number][] = [['Counters', boer?.counters ?? 0]];
  if (boer?.smit) boerRows.push(['Smit', boer.smit]);
  if (boer?.heights) boerRows.push(['Heights', boer.heights]);
  if (boer?.fortification) boerRows.push(['British fortification', -boer.fortification]);
  if (boer?.bombardment) boerRows.push(['Bombardment', -boer.bombardment]);
  const panelOf = (rows: [string, number][], total: number | null): SheetFire => ({
    rows: rows.map(([label, v]) => ({ label, value: signed(v) })),
    total: total === null ? '—' : String(total),
  });

  // Result.
  const charge = find('combat.charged');
  const hitText = found
    ? found.hits === found.reserveHits
      ? `${found.hits} hit${found.hits === 1 ? '' : 's'} on each company and committed reserve`
      : `${found.hits} hit(s) on each company, ${found.reserveHits} on each reserve`
    : '';
  const good = BRITISH_WINS.has(result);

  // Casualties and aftermath.
  const cas = casualties
    ? [
        ...casualties.lines.map(
          (l) =>
            `${britishShort(l.id)} ${l.status === 'active' ? l.side.replace(/([A-Z])/g, ' $1').toLowerCase() : l.status}`,
        ),
        ...casualties.captured.map((c) => `${britishShort(c)} captured`),
      ]
    : [];
  const after: string[] = [];
  if (ended?.captured) after.push(`${objName(h.target)} captured: the survivors occupy it`);
  if (ended?.lost) after.push(`${objName(h.target)} lost to the Boers`);
  if (ended?.boerVictories)
    after.push(`Boer victory: Boer victories +${ended.boerVictories}, politics +${ended.politics}`);
  for (const e of mine) {
    if (e.type === 'combat.artilleryManned')
      after.push(`${britishShort(e.by.id)} mans ${britishShort(e.section)} (r. 4.1)`);
    if (e.type === 'combat.consolidated' && e.removedSangers) after.push('Boer sangers removed');
  }
  if (!after.length && result !== 'inProgress')
    after.push(good ? 'The British hold their ground.' : 'The survivors fall back to the British Camp.');

  const drawn = commando?.commando ?? [];
  return {
    viewer: viewerOf(viewer),
    battle,
    kind: h.kind,
    target: h.target,
    result,
    title: h.title,
    subtitle: `${h.kind === 'assault' ? 'Assault Card' : 'Ambush Card'}  ·  ${h.facts}`,
    british: { title: `British — ${h.units.length} counters`, counters },
    boer: {
      title: `Boer commando — ${drawn.length} counter${drawn.length === 1 ? '' : 's'} drawn`,
      counters: [...drawn],
      strength: commando ? `Strength ${commando.strength}: ${commando.breakdown.join('; ')}` : null,
    },
    britishFire: panelOf(bRows, found?.british ?? null),
    boerFire: panelOf(boerRows, found?.boer ?? boer?.total ?? null),
    quotient: {
      line: found ? `${found.british} ÷ ${found.boer}, rounded down` : 'not reached',
      value: found ? String(found.quotient) : '—',
    },
    banner: {
      tone: result === 'noBattle' || result === 'inProgress' ? 'neutral' : good ? 'british' : 'boer',
      verdict: charge?.success ? 'Boers Fall Back (cold steel)' : (resultName(result) ?? 'In progress'),
      hits: hitText,
    },
    dice: diceOf(mine),
    casualties: `Casualties (r. 4.12): ${cas.join(', ') || 'none'}`,
    aftermath: after.join('  ·  '),
    footnote:
      'Every Boer counter shown was drawn from the laagers cup in this battle and goes back to it afterwards (r. 4.5).',
  };
}

/** The sheets of every battle of a record (battles with no Boer counter drawn, "combat.noBattle", are skipped). */
export function hodBattleSheets(record: CombatRecord, viewer: Viewer): HodBattleSheet[] {
  const started = record.find((e): e is Ev<'combat.started'> => e.type === 'combat.started');
  if (!started) return [];
  const out: HodBattleSheet[] = [];
  for (let b = 0; b < started.order.length; b++) {
    if (record.some((e) => e.type === 'combat.noBattle' && e.battle === b)) continue;
    out.push(hodBattleSheet(record, b, viewer));
  }
  return out;
}
