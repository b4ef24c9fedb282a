// The battle sheet: one battle as a picture, from its record (the events from `battle.started`, with an
// optional `battle.air-support-rolled` before it, to `battle.finished`; see
// src/games/lettow-vorbeck/battle/events.ts). Both forces as counters (named, with their state at the
// end: eliminated units crossed out, panicked ones on their back), every round's Tactical Superiority
// roll with its modifiers, each unit's dice with the BRT result of each die, the losses, and the outcome.
// Every battle event is public (R36), so the sheet is the same for every viewer.
import { createCanvas, type CanvasRenderingContext2D } from 'canvas';
import type { BattleEvent, ForceUnit, SuperiorityRoll } from '../games/lettow-vorbeck/battle/events.ts';
import { isSpace, spaceById } from '../games/lettow-vorbeck/data/map.ts';
import type { Side } from '../games/lettow-vorbeck/data/types.ts';
import { isUnit, unitById } from '../games/lettow-vorbeck/data/units.ts';
import { panel } from './lettow-vorbeck/symbols.ts';
import { drawCounter, drawDie, roundRect } from './lettow-vorbeck/counters.ts';
import {
  FONT_CONDENSED,
  FONT_SERIF,
  PANIC_RED,
  PAPER,
  SIDE_COLOUR,
  SIDE_TEXT,
  font,
} from './lettow-vorbeck/palette.ts';

type Ctx = CanvasRenderingContext2D;

/** The events of one battle, in log order. */
export type BattleRecord = readonly BattleEvent[];

const W = 1100;
const place = (id: string): string => (isSpace(id) ? spaceById(id).name : id);
// A battle record may name a unit the data does not know (a sandbox or test id): shown by its id.
const unitName = (id: string): string => (isUnit(id) ? unitById(id).name : id);

const RESULT_COLOUR: Record<string, string> = { E: PANIC_RED, P: '#d9822b', '-': '#8a8a8a' };

function sideTab(ctx: Ctx, side: Side, role: string, x: number, y: number, w: number): void {
  ctx.fillStyle = SIDE_COLOUR[side];
  roundRect(ctx, x, y, w, 30, 6);
  ctx.fill();
  ctx.fillStyle = SIDE_TEXT[side];
  ctx.font = font(18, 'bold', FONT_CONDENSED);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.fillText(`${side} — ${role}`, x + 10, y + 15);
}

function rollText(r: SuperiorityRoll): string {
  const mods = r.modifiers.map((m) => `+${m.value} ${m.id} (${m.rule})`).join(' ');
  return `${r.side}: die ${r.die}${mods ? ` ${mods}` : ''} = ${r.total}`;
}

/** The battle sheet as a PNG. Throws if the record has no `battle.started`. */
export function renderBattle(record: BattleRecord): Buffer {
  const started = record.find(
    (e): e is Extract<BattleEvent, { type: 'battle.started' }> => e.type === 'battle.started',
  );
  if (!started) throw new Error('renderBattle: the record has no battle.started event');
  const finished = record.find(
    (e): e is Extract<BattleEvent, { type: 'battle.finished' }> => e.type === 'battle.finished',
  );
  const air = record.find(
    (e): e is Extract<BattleEvent, { type: 'battle.air-support-rolled' }> => e.type === 'battle.air-support-rolled',
  );
  // Final state of each unit.
  const eliminated = new Set<string>();
  const panicked = new Set<string>();
  for (const side of ['German', 'Allied'] as const)
    for (const u of started.forces[side]) if (u.panicked) panicked.add(u.unit);
  for (const e of record) {
    if (e.type === 'battle.loss-taken') (e.effect === 'eliminated' ? eliminated : panicked).add(e.unit);
    if (e.type === 'battle.retreat-eliminated') e.units.forEach((u) => eliminated.add(u));
    if (e.type === 'battle.rallied') e.units.forEach((u) => panicked.delete(u));
  }
  // Rounds, in order: the superiority roll then the actions.
  type Row =
    | { kind: 'round'; ev: Extract<BattleEvent, { type: 'battle.superiority-rolled' }> }
    | { kind: 'fire'; ev: Extract<BattleEvent, { type: 'battle.unit-fired' }>; losses: string[] }
    | { kind: 'text'; text: string };
  const rows: Row[] = [];
  for (const e of record) {
    if (e.type === 'battle.superiority-rolled') rows.push({ kind: 'round', ev: e });
    else if (e.type === 'battle.unit-fired') rows.push({ kind: 'fire', ev: e, losses: [] });
    else if (e.type === 'battle.loss-taken') {
      const last = rows[rows.length - 1];
      const t = `${unitName(e.unit)} ${e.effect}${e.to ? ` → ${place(e.to)}` : ''}`;
      if (last && last.kind === 'fire') last.losses.push(t);
      else rows.push({ kind: 'text', text: t });
    } else if (e.type === 'battle.result-ignored')
      rows.push({ kind: 'text', text: `${e.side} ignores ${e.result} (${e.rule})` });
    else if (e.type === 'battle.unit-broke-off')
      rows.push({ kind: 'text', text: `${unitName(e.unit)} breaks off to ${place(e.to)} (18.0)` });
  }
  const forcesH = 120;
  const rowH = (r: Row): number => (r.kind === 'round' ? 64 : r.kind === 'fire' ? 56 : 26);
  const H = 110 + forcesH + 20 + rows.reduce((a, r) => a + rowH(r), 0) + 90;
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, W, H);
  // Header.
  ctx.fillStyle = '#2b2214';
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.font = `bold 30px "${FONT_SERIF}"`;
  ctx.fillText(`${started.pursuit ? 'Pursuit battle' : 'Battle'} at ${place(started.space)}`, 24, 44);
  ctx.font = font(17, 'normal', FONT_CONDENSED);
  // 21.4.B: a unit out of supply fights at its printed strength −1; the record holds the strength it fought at.
  const reduced = [...started.forces[started.attacker], ...started.forces[started.defender]].filter(
    (u) => u.strength < unitById(u.unit).strength,
  );
  const facts = [
    `Terrain: ${started.terrain}`,
    started.fortification ? `${started.fortification.kind} (usable by ${started.fortification.usableBy})` : null,
    started.major ? 'Major battle (20.A)' : null,
    started.airSupport ? 'Air Support +1 Allied' : null,
    air ? `Air Support roll ${air.die}: ${air.result}` : null,
    reduced.length
      ? `Out of supply (21.4.B): ${reduced.map((u) => `${unitById(u.unit).name} ${unitById(u.unit).strength}→${u.strength}`).join(', ')}`
      : null,
  ].filter((x): x is string => x !== null);
  ctx.fillText(facts.join('  ·  '), 24, 74);
  // Forces.
  const colW = (W - 72) / 2;
  const sides: [Side, string][] = [
    [started.attacker, 'attacker'],
    [started.defender, 'defender'],
  ];
  sides.forEach(([side, role], i) => {
    const x = 24 + i * (colW + 24);
    const y = 96;
    panel(ctx, { x, y, w: colW, h: forcesH });
    sideTab(ctx, side, role, x + 8, y + 8, colW - 16);
    const force: ForceUnit[] = started.forces[side];
    force.forEach((u, k) => {
      const s = 64;
      const cx = x + 12 + k * (s + 8);
      const cy = y + 46;
      if (cx + s > x + colW) return;
      drawCounter(ctx, unitById(u.unit), cx, cy, s, { panicked: panicked.has(u.unit), name: true });
      if (u.strength < unitById(u.unit).strength) outOfSupplyBadge(ctx, u.strength, cx, cy, s);
      if (eliminated.has(u.unit)) {
        ctx.save();
        ctx.strokeStyle = PANIC_RED;
        ctx.lineWidth = 6;
        ctx.beginPath();
        ctx.moveTo(cx + 4, cy + 4);
        ctx.lineTo(cx + s - 4, cy + s - 4);
        ctx.moveTo(cx + s - 4, cy + 4);
        ctx.lineTo(cx + 4, cy + s - 4);
        ctx.stroke();
        ctx.restore();
      }
    });
  });
  // Rounds.
  let y = 96 + forcesH + 20;
  for (const r of rows) {
    if (r.kind === 'round') {
      ctx.fillStyle = '#e9dfc2';
      ctx.fillRect(16, y + 4, W - 32, rowH(r) - 8);
      ctx.fillStyle = '#2b2214';
      ctx.font = font(18, 'bold', FONT_CONDENSED);
      ctx.textBaseline = 'middle';
      ctx.fillText(`Round ${r.ev.round} — Tactical Superiority (13.1.1): ${r.ev.winner} fires first`, 28, y + 20);
      ctx.font = font(15, 'normal', FONT_CONDENSED);
      drawDie(ctx, 28, y + 32, 24, r.ev.attacker.die, '#ffffff');
      ctx.fillStyle = '#2b2214';
      ctx.fillText(rollText(r.ev.attacker), 60, y + 44, 460);
      drawDie(ctx, 540, y + 32, 24, r.ev.defender.die, '#ffffff');
      ctx.fillStyle = '#2b2214';
      ctx.fillText(rollText(r.ev.defender), 572, y + 44, 500);
    } else if (r.kind === 'fire') {
      const e = r.ev;
      drawCounter(ctx, unitById(e.unit), 40, y + 6, 44, { panicked: false });
      ctx.fillStyle = SIDE_COLOUR[e.side];
      ctx.fillRect(28, y + 6, 6, 44);
      ctx.fillStyle = '#2b2214';
      ctx.font = font(16, 'bold', FONT_CONDENSED);
      ctx.textBaseline = 'middle';
      ctx.fillText(`${unitName(e.unit)} fires`, 96, y + 18);
      e.dice.forEach((d, k) => {
        const dx = 96 + k * 44;
        const res = e.results[k] ?? '-';
        drawDie(ctx, dx, y + 28, 22, d, '#ffffff');
        ctx.fillStyle = RESULT_COLOUR[res] ?? '#333';
        ctx.font = font(18, 'bold', FONT_CONDENSED);
        ctx.fillText(res, dx + 27, y + 40);
      });
      ctx.fillStyle = '#2b2214';
      ctx.font = font(15, 'normal', FONT_CONDENSED);
      ctx.fillText(
        r.losses.length ? `→ ${r.losses.join('; ')}` : '→ no loss',
        96 + Math.max(4, e.dice.length) * 44 + 10,
        y + 40,
        W - 400,
      );
    } else {
      ctx.fillStyle = '#2b2214';
      ctx.font = font(15, 'normal', FONT_CONDENSED);
      ctx.textBaseline = 'middle';
      ctx.fillText(r.text, 96, y + 13);
    }
    y += rowH(r);
  }
  // Outcome.
  ctx.fillStyle = '#2b2214';
  ctx.font = `bold 22px "${FONT_SERIF}"`;
  ctx.textBaseline = 'alphabetic';
  const won = record.find((e): e is Extract<BattleEvent, { type: 'battle.won' }> => e.type === 'battle.won');
  const winner = finished?.winner ?? won?.winner ?? null;
  ctx.fillText(
    winner
      ? `${winner} wins${finished ? ` after ${finished.rounds} round${finished.rounds === 1 ? '' : 's'}` : ''}`
      : finished
        ? 'No winner'
        : 'Battle in progress',
    24,
    y + 36,
  );
  ctx.font = font(16, 'normal', FONT_CONDENSED);
  const tail: string[] = [];
  for (const e of record) {
    if (e.type === 'battle.retreated') tail.push(`${e.side} retreats to ${place(e.to)}`);
    if (e.type === 'battle.pursued') tail.push(`${e.side} pursues into ${place(e.to)}`);
    // The sheet is public: the 20.B recruit and the 20.C loss are not named (10.0, R36; the owner's log names them).
    if (e.type === 'battle.major-recruit' && e.unit) tail.push(`${e.side} recruits a unit from its pool (20.B)`);
    if (e.type === 'battle.major-loss' && e.unit)
      tail.push(`${e.side} puts a unit from ${place(e.from ?? '')} in its pool (20.C)`);
  }
  if (finished?.eliminated.length) tail.push(`Eliminated: ${finished.eliminated.map(unitName).join(', ')}`);
  ctx.fillText(tail.join('  ·  '), 24, y + 64, W - 48);
  return canvas.toBuffer('image/png');
}

/** 21.4.B: a red tab on a counter that fights out of supply, with the strength it fights at. */
function outOfSupplyBadge(ctx: CanvasRenderingContext2D, strength: number, x: number, y: number, s: number): void {
  ctx.save();
  ctx.fillStyle = PANIC_RED;
  roundRect(ctx, x + s - 30, y - 6, 34, 16, 4);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.font = font(11, 'bold', FONT_CONDENSED);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(`OoS ${strength}`, x + s - 13, y + 2);
  ctx.restore();
}
