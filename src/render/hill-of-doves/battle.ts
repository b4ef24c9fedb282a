// The picture of one Hill of Doves battle (an assault of the Assault Card or an ambush of the Ambush
// Card, spec §5.3-5.4) from its combat events ("combat.started" … "combat.ended", see
// src/games/hill-of-doves/combat/events.ts): the British counters engaged with what each fired and
// the hits it took, the Boer commando as drawn, both firepower totals with every step (Tables 5.5.1
// and 5.5.2), the firepower quotient, the result, and every die rolled. Only what was drawn is shown:
// the cup list carried by "combat.started" and "combat.ended" is never read.
import { createCanvas, type Canvas } from 'canvas';
import type { CombatEvent, Roll } from '../../games/hill-of-doves/combat/events.ts';
import { OPERATIONAL_ROAD } from '../../games/hill-of-doves/data/operational-map.ts';
import { OBJECTIVES } from '../../games/hill-of-doves/data/tactical-map.ts';
import type { ObjectiveId } from '../../games/hill-of-doves/data/types.ts';
import { TACTICAL_TIME_TRACK } from '../../games/hill-of-doves/data/tracks.ts';
import { drawDie, roundRect } from '../shapes.ts';
import { britishShort, chipGrid, drawBoer, drawBritish } from './counters.ts';
import { panel, text } from './draw.ts';
import type { Rect } from './layout.ts';
import { BOER, BRITISH, FONT_SERIF, PAPER } from './palette.ts';

type Ev<T extends CombatEvent['type']> = Extract<CombatEvent, { type: T }>;

export const BATTLE_W = 1100;
export const BATTLE_H = 780;
/** Where the firepower quotient is printed (tests look for its digits here). */
export const QUOTIENT_BOX: Rect = { x: 420, y: 310, w: 260, h: 150 };
const BRITISH_PANEL: Rect = { x: 20, y: 96, w: 600, h: 200 };
const BOER_PANEL: Rect = { x: 640, y: 96, w: 440, h: 200 };
const BRITISH_FIRE: Rect = { x: 20, y: 310, w: 380, h: 150 };
const BOER_FIRE: Rect = { x: 700, y: 310, w: 380, h: 150 };
const RESULT: Rect = { x: 20, y: 474, w: 1060, h: 54 };
const DICE: Rect = { x: 20, y: 540, w: 1060, h: 104 };
const NOTES: Rect = { x: 20, y: 656, w: 1060, h: 110 };

export const RESULT_NAME: Record<string, string> = {
  britishRout: 'British Rout',
  britishRetreat: 'British Retreat',
  boersFallBack: 'Boers Fall Back',
  overrun: 'Overrun',
  britishHold: 'British Hold',
  boersBeatenOff: 'Boers Beaten Off',
  noBattle: 'No battle',
};
const BRITISH_WINS = new Set(['boersFallBack', 'boersBeatenOff', 'britishHold']);

/** The events of one battle card, in log order, from "combat.started" to "combat.ended". */
export type CombatRecord = readonly CombatEvent[];

export interface BattlePicture {
  battle: number;
  kind: 'assault' | 'ambush';
  /** Objective id or 'col:<id>'. */
  target: string;
  result: string;
  canvas: Canvas;
}

const objName = (o: string): string => (o in OBJECTIVES ? OBJECTIVES[o as ObjectiveId].name : o);

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
      facts: [
        `Column ${a.column}`,
        `${a.formation[0]!.toUpperCase()}${a.formation.slice(1)} formation`,
        `from ${a.hex}`,
        hour ? `arrived ${hour}` : null,
        `weather ${started.input.weather}`,
      ]
        .filter((x): x is string => x !== null)
        .join('  ·  '),
      units: a.units.map((u) => ({ id: u.id, side: u.side })),
    };
  }
  const a = started.input.ambushes[src]!;
  const t = a.target;
  if (t.kind === 'objective') {
    return {
      kind: 'ambush',
      target: t.objective,
      title: `Ambush at ${objName(t.objective)}`,
      facts: [
        t.secure ? 'secure objective (Boers Raid)' : 'insecure objective',
        a.whiteFlagRuse ? 'White Flag Ruse' : null,
        a.sniperPatrol ? 'Snipers' : null,
        `weather ${started.input.weather}`,
      ]
        .filter((x): x is string => x !== null)
        .join('  ·  '),
      units: a.units.map((u) => ({ id: u.id, side: u.side })),
    };
  }
  const road = OPERATIONAL_ROAD.find((h) => h.hex === t.hex);
  return {
    kind: 'ambush',
    target: `col:${t.column}`,
    title: `Ambush of column ${t.column} at ${road?.name ?? t.hex}`,
    facts: [
      `from ${t.origin === 'fort' ? 'Fort Amiel' : 'the British Camp'}`,
      road?.heights ? 'heights' : null,
      `weather ${started.input.weather}`,
    ]
      .filter((x): x is string => x !== null)
      .join('  ·  '),
    units: a.units.map((u) => ({ id: u.id, side: u.side })),
  };
}

interface DieLine {
  roll: Roll;
  what: string;
  outcome: string;
}

const rollText = (r: Roll): string =>
  r.modifier === 0 ? `${r.die}` : `${r.die} ${r.modifier > 0 ? '+' : '−'} ${Math.abs(r.modifier)} = ${r.total}`;

/** The battle sheet of battle number `battle` (card order) of a record. */
export function drawHodBattle(record: CombatRecord, battle: number): BattlePicture {
  const started = record.find((e): e is Ev<'combat.started'> => e.type === 'combat.started');
  if (!started) throw new Error('drawHodBattle: the record has no combat.started event');
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

  const canvas = createCanvas(BATTLE_W, BATTLE_H);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, BATTLE_W, BATTLE_H);
  // Header.
  ctx.fillStyle = '#2b2214';
  ctx.font = `bold 32px "${FONT_SERIF}"`;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.fillText(h.title, 24, 46, BATTLE_W - 48);
  text(ctx, `${h.kind === 'assault' ? 'Assault Card' : 'Ambush Card'}  ·  ${h.facts}`, 24, 72, 17, {
    max: BATTLE_W - 48,
  });

  // British counters: what each fired and the hits it took.
  const fire = new Map<string, number>();
  const noAmmo = new Set<string>();
  for (const f of fired)
    for (const l of f.fire) {
      fire.set(l.id, l.value);
      if (l.noAmmunition) noAmmo.add(l.id);
    }
  const hits = new Map<string, { hits: number; after: string; status: string }>();
  for (const l of casualties?.lines ?? []) hits.set(l.id, { hits: l.hits, after: l.side, status: l.status });
  for (const c of casualties?.captured ?? []) hits.set(c, { hits: 0, after: '', status: 'captured' });
  panel(ctx, BRITISH_PANEL);
  text(ctx, `British — ${h.units.length} counters`, BRITISH_PANEL.x + 12, BRITISH_PANEL.y + 16, 17, {
    weight: 'bold',
    colour: BRITISH,
  });
  const s = h.units.length > 16 ? 40 : 52;
  const gap = 20;
  const perRow = Math.floor((BRITISH_PANEL.w - 20 + gap) / (s + gap));
  h.units.forEach((u, i) => {
    const p = {
      x: BRITISH_PANEL.x + 14 + (i % perRow) * (s + gap),
      y: BRITISH_PANEL.y + 34 + Math.floor(i / perRow) * (s + 18),
    };
    if (p.y + s > BRITISH_PANEL.y + BRITISH_PANEL.h) return;
    drawBritish(ctx, u.id, u.side, p.x, p.y, s);
    const f = fire.get(u.id);
    const hh = hits.get(u.id);
    const cap = [
      f !== undefined ? (noAmmo.has(u.id) ? 'no ammo' : `fp ${f}`) : null,
      hh ? (hh.status === 'active' ? (hh.hits ? `${hh.hits} hit` : null) : hh.status) : null,
    ]
      .filter((x): x is string => x !== null)
      .join(' · ');
    if (cap)
      text(ctx, cap, p.x + s / 2, p.y + s + 8, 11, {
        align: 'center',
        weight: 'bold',
        colour: hh && hh.status !== 'active' ? '#b01818' : '#2b2214',
        max: s + gap - 2,
      });
  });
  // Boer commando, as drawn.
  panel(ctx, BOER_PANEL);
  const drawn = commando?.commando ?? [];
  text(
    ctx,
    `Boer commando — ${drawn.length} counter${drawn.length === 1 ? '' : 's'} drawn`,
    BOER_PANEL.x + 12,
    BOER_PANEL.y + 16,
    17,
    { weight: 'bold', colour: BOER },
  );
  const bs = 52;
  const bpos = chipGrid(
    drawn.length,
    { x: BOER_PANEL.x + 12, y: BOER_PANEL.y + 34, w: BOER_PANEL.w - 20, h: 110 },
    bs,
    8,
  );
  drawn.forEach((c, i) => drawBoer(ctx, c, bpos[i]!.x, bpos[i]!.y, bs));
  if (commando)
    text(
      ctx,
      `Strength ${commando.strength}: ${commando.breakdown.join('; ')}`,
      BOER_PANEL.x + 12,
      BOER_PANEL.y + BOER_PANEL.h - 16,
      13,
      { max: BOER_PANEL.w - 24 },
    );

  // Firepower totals (Tables 5.5.1 / 5.5.2).
  const lines = (r: Rect, title: string, colour: string, rows: [string, number][], total: number | null): void => {
    panel(ctx, r);
    text(ctx, title, r.x + 12, r.y + 16, 17, { weight: 'bold', colour });
    rows.forEach(([l, v], i) => {
      text(ctx, l, r.x + 14, r.y + 42 + i * 20, 14, { max: 200 });
      text(ctx, v >= 0 ? `${v}` : `−${-v}`, r.x + 250, r.y + 42 + i * 20, 14, { align: 'right', weight: 'bold' });
    });
    text(ctx, total === null ? '—' : String(total), r.x + r.w - 24, r.y + r.h / 2 + 12, 54, {
      align: 'right',
      weight: 'bold',
      colour,
    });
  };
  const companies = fired.filter((f) => f.segment !== 'reserves').reduce((a, f) => a + f.total, 0);
  const reserves = fired.filter((f) => f.segment === 'reserves').reduce((a, f) => a + f.total, 0);
  const bRows: [string, number][] = [[h.kind === 'assault' ? 'Companies' : 'Companies and reserves', companies]];
  if (h.kind === 'assault') bRows.push(['Committed reserves', reserves]);
  if (found?.fortification) bRows.push(['Fortification of the target', -found.fortification]);
  if (found?.heights) bRows.push(['Heights', found.heights]);
  lines(BRITISH_FIRE, 'British firepower', BRITISH, bRows, found?.british ?? null);
  const boerRows: [string, number][] = [['Counters', boer?.counters ?? 0]];
  if (boer?.smit) boerRows.push(['Smit', boer.smit]);
  if (boer?.heights) boerRows.push(['Heights', boer.heights]);
  if (boer?.fortification) boerRows.push(['British fortification', -boer.fortification]);
  if (boer?.bombardment) boerRows.push(['Bombardment', -boer.bombardment]);
  lines(BOER_FIRE, 'Boer firepower', BOER, boerRows.slice(0, 5), found?.boer ?? boer?.total ?? null);
  // The quotient (r. 4.7).
  const q = QUOTIENT_BOX;
  panel(ctx, q, '#fffaf0');
  text(ctx, 'Firepower quotient', q.x + q.w / 2, q.y + 18, 16, { align: 'center', weight: 'bold' });
  text(ctx, found ? `${found.british} ÷ ${found.boer}, rounded down` : 'not reached', q.x + q.w / 2, q.y + 40, 14, {
    align: 'center',
  });
  text(ctx, found ? String(found.quotient) : '—', q.x + q.w / 2, q.y + 96, 72, {
    align: 'center',
    weight: 'bold',
    colour: '#111111',
  });
  // Result.
  const good = BRITISH_WINS.has(result);
  ctx.save();
  ctx.fillStyle = result === 'noBattle' || result === 'inProgress' ? '#8a8a8a' : good ? BRITISH : BOER;
  roundRect(ctx, RESULT.x, RESULT.y, RESULT.w, RESULT.h, 8);
  ctx.fill();
  ctx.restore();
  const hitText = found
    ? found.hits === found.reserveHits
      ? `${found.hits} hit${found.hits === 1 ? '' : 's'} on each company and committed reserve`
      : `${found.hits} hit(s) on each company, ${found.reserveHits} on each reserve`
    : '';
  const charge = find('combat.charged');
  const verdict = charge?.success ? 'Boers Fall Back (cold steel)' : (RESULT_NAME[result] ?? 'In progress');
  text(ctx, verdict, RESULT.x + 18, RESULT.y + RESULT.h / 2, 28, { weight: 'bold', colour: '#ffffff' });
  text(ctx, hitText, RESULT.x + RESULT.w - 18, RESULT.y + RESULT.h / 2, 16, {
    align: 'right',
    colour: '#ffffff',
    max: 520,
  });

  // Dice.
  const dice: DieLine[] = [];
  for (const e of mine) {
    if (e.type === 'combat.bombarded' && e.rockets)
      dice.push({ roll: e.rockets, what: 'Rockets Roll', outcome: e.value ? `hit −${e.value}` : 'miss' });
    if (e.type === 'combat.bombardmentAttempted') {
      dice.push({
        roll: e.sight,
        what: `${britishShort(e.section)} line of sight`,
        outcome: e.spotted ? 'spotted' : 'unseen',
      });
      if (e.rockets)
        dice.push({ roll: e.rockets, what: 'Rockets Roll', outcome: e.value ? `hit −${e.value}` : 'miss' });
    }
    if (e.type === 'combat.britishFired')
      for (const f of e.fire)
        if (f.gatling)
          dice.push({
            roll: { die: f.gatling.die, modifier: 0, total: f.gatling.die },
            what: 'Gatling',
            outcome: f.gatling.outcome,
          });
    if (e.type === 'combat.charged')
      dice.push({
        roll: e.roll,
        what: `Cold steel${e.generalLeads ? ' (general leads)' : ''}`,
        outcome: e.success ? 'success' : 'fails',
      });
    if (e.type === 'combat.generalRolled')
      for (const r of e.rolls)
        dice.push({
          roll: r.roll,
          what: `${r.who === 'SMIT' ? 'Smit' : britishShort(r.who)} General Roll`,
          outcome: r.killed ? 'killed' : 'unharmed',
        });
    if (e.type === 'combat.consolidated' && e.roll)
      dice.push({
        roll: e.roll,
        what: `${e.side === 'british' ? 'British' : 'Boer'} consolidation`,
        outcome: e.success ? 'sangers' : 'none',
      });
  }
  panel(ctx, DICE);
  text(ctx, 'Dice', DICE.x + 12, DICE.y + 16, 16, { weight: 'bold' });
  if (!dice.length) text(ctx, 'No die was rolled in this battle.', DICE.x + 70, DICE.y + 16, 14, { colour: '#5b4a2e' });
  dice.slice(0, 6).forEach((d, i) => {
    const x = DICE.x + 14 + i * 176;
    drawDie(ctx, x, DICE.y + 34, 44, d.roll.die);
    text(ctx, d.what, x + 52, DICE.y + 44, 13, { weight: 'bold', max: 120 });
    text(ctx, rollText(d.roll), x + 52, DICE.y + 62, 13, { max: 120 });
    text(ctx, d.outcome, x + 52, DICE.y + 80, 13, { weight: 'bold', colour: '#7a1f1f', max: 120 });
  });

  // Casualties and aftermath.
  panel(ctx, NOTES);
  const cas = casualties
    ? [
        ...casualties.lines.map(
          (l) =>
            `${britishShort(l.id)} ${l.status === 'active' ? l.side.replace(/([A-Z])/g, ' $1').toLowerCase() : l.status}`,
        ),
        ...casualties.captured.map((c) => `${britishShort(c)} captured`),
      ]
    : [];
  text(ctx, `Casualties (r. 4.12): ${cas.join(', ') || 'none'}`, NOTES.x + 12, NOTES.y + 18, 14, { max: NOTES.w - 24 });
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
  text(ctx, after.join('  ·  '), NOTES.x + 12, NOTES.y + 44, 15, { weight: 'bold', max: NOTES.w - 24 });
  text(
    ctx,
    'Every Boer counter shown was drawn from the laagers cup in this battle and goes back to it afterwards (r. 4.5).',
    NOTES.x + 12,
    NOTES.y + 74,
    13,
    { colour: '#5b4a2e', family: 'DejaVu Serif', max: NOTES.w - 24 },
  );
  return { battle, kind: h.kind, target: h.target, result, canvas };
}

/** Every battle of a record, one picture each (battles with no Boer counter drawn are skipped). */
export function drawHodBattles(record: CombatRecord): BattlePicture[] {
  const started = record.find((e): e is Ev<'combat.started'> => e.type === 'combat.started');
  if (!started) return [];
  const out: BattlePicture[] = [];
  for (let b = 0; b < started.order.length; b++) {
    if (record.some((e) => e.type === 'combat.noBattle' && e.battle === b)) continue;
    out.push(drawHodBattle(record, b));
  }
  return out;
}
