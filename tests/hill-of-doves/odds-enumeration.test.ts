// 3.2 (§3.15), 4.4 (§5.8): every odds figure Hill of Doves shows on a choice whose outcome is a roll —
// each night column's chance of getting in position, each charge's chance of succeeding, in the
// prompt's list of choices and on the buttons — equals the chance found by forcing each face of the
// die through the game's own decide() (tests/helpers/forced-dice.ts) and reading what the events say.
// The positions are those of random wars (the game's random and careful players, workloads/).
import { describe, expect, it } from 'vitest';
import type { GameEvent, LegalAction } from '../../src/engine/types.ts';
import type { HodAction } from '../../src/games/hill-of-doves/actions.ts';
import { hodButtons } from '../../src/games/hill-of-doves/buttons.ts';
import { hillOfDoves } from '../../src/games/hill-of-doves/index.ts';
import type { HodState } from '../../src/games/hill-of-doves/state.ts';
import { expected } from '../../src/games/hill-of-doves/summary.ts';
import { carefulPlayer, playCampaign, randomPlayer } from './campaigns.ts';
import { forcedDice, statedPercent } from '../helpers/forced-dice.ts';
import { bookletTableText } from '../../src/games/hill-of-doves/booklet-tables.ts';
import { Ctx } from '../../src/games/hill-of-doves/ctx.ts';
import { ambushRolls } from '../../src/games/hill-of-doves/operational/ambush.ts';
import { view } from '../../src/games/hill-of-doves/view.ts';
import { OBJECTIVES } from '../../src/games/hill-of-doves/data/tactical-map.ts';

type Ev = GameEvent & Record<string, unknown>;
class Enough extends Error {}

const offers = (s: HodState, type: string): LegalAction<HodAction>[] =>
  hillOfDoves.actions(s, 'British').filter((a) => a.action.type === type);

/** Positions of random wars that offer night columns, and charges. */
function positions(wantNight: number, wantCharge: number): { night: HodState[]; charge: HodState[]; any: HodState[] } {
  const night: HodState[] = [];
  const charge: HodState[] = [];
  const any: HodState[] = [];
  const players = [randomPlayer, carefulPlayer];
  for (let g = 0; g < 24 && (night.length < wantNight || charge.length < wantCharge); g++) {
    try {
      playCampaign(`odds-${g}`, players[g % 2]!, {
        check: false,
        maxDecisions: 3000,
        onCommand: (f) => {
          const s = f.game as HodState;
          if (s.result) return;
          if (any.length < 60 && f.seq % 7 === 0) any.push(s);
          if (night.length < wantNight && offers(s, 'night-assault').length > 0) night.push(s);
          if (charge.length < wantCharge && offers(s, 'combat.charge').length > 0) charge.push(s);
          if (night.length >= wantNight && charge.length >= wantCharge) throw new Enough();
        },
      });
    } catch (e) {
      if (!(e instanceof Enough)) throw e;
    }
  }
  return { night, charge, any };
}

const { night, charge, any } = positions(12, 12);

/** Over the six faces of the first die `action` rolls: how often `ok` holds of the roll's event, checked to carry that face. */
function enumerate(s: HodState, action: HodAction, type: string, die: (e: Ev) => number, ok: (e: Ev) => boolean) {
  let n = 0;
  for (const face of [1, 2, 3, 4, 5, 6]) {
    const events = hillOfDoves.decide(s, 'British', action, forcedDice([face])) as unknown as Ev[];
    const e = events.find((x) => x.type === type)!;
    expect(die(e), `the forced face is the ${type} die`).toBe(face);
    if (ok(e)) n++;
  }
  return n;
}

/** The figure a label shows: "n in 6, p%", or hopeless. */
function shown(label: string, what: string): { n: number; p: string } | 'hopeless' | null {
  if (new RegExp(`hopeless: no D6 ${what}`).test(label)) return 'hopeless';
  const m = new RegExp(`${what} (\\d) in 6, (\\S+?%)`).exec(label);
  return m ? { n: Number(m[1]), p: m[2]! } : null;
}

function check(label: string, what: string, n: number): void {
  const s = shown(label, what);
  expect(s, `odds on: ${label}`).not.toBeNull();
  if (s === 'hopeless') expect(n, label).toBe(0);
  else {
    expect(n, label).toBeGreaterThan(0);
    expect(s!.n, label).toBe(n);
    expect(s!.p, label).toBe(statedPercent(n, 6));
  }
}

describe('3.2, §3.15: a night column’s odds of getting in position equal the enumerated die', () => {
  it('3.2 every night column offered, in the prompt and on its button', () => {
    expect(night.length).toBeGreaterThanOrEqual(5);
    let checked = 0;
    let onButtons = 0;
    for (const s of night) {
      const prompt = expected(s).text;
      const buttons = hodButtons(s, 1, 10_000);
      for (const a of offers(s, 'night-assault')) {
        const n = enumerate(
          s,
          a.action,
          'dispersal-rolled',
          (e) => e.die as number,
          (e) => e.dispersed === false,
        );
        check(a.label, 'gets in position', n);
        if (prompt.includes(a.label))
          check(
            prompt.split('\n').find((l) => l.includes(a.label))!,
            'gets in position',
            n,
          );
        const x = a.action as { objective: string; units: string[]; recon?: boolean };
        const b = buttons.find(
          (y) =>
            y.command.startsWith(`/hod night objective:${x.objective} units:${x.units.join(',')} `) &&
            y.command.includes('recon:true') === (x.recon === true),
        );
        if (b) {
          onButtons++;
          const m = / · (hopeless|in position (\S+%))/.exec(b.label);
          expect(m, b.label).not.toBeNull();
          if (m![1] === 'hopeless') expect(n).toBe(0);
          else expect(m![2], b.label).toBe(statedPercent(n, 6));
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(onButtons).toBeGreaterThan(10);
  });
});

describe('4.4, §5.8: a charge’s odds of succeeding equal the enumerated Cold Steel Roll', () => {
  it('4.4 every charge offered after a British Retreat', () => {
    expect(charge.length).toBeGreaterThanOrEqual(3);
    let checked = 0;
    let onButtons = 0;
    for (const s of charge) {
      const prompt = expected(s).text;
      const all = hillOfDoves.actions(s, 'British');
      const buttons = hodButtons(s, 1, 10_000);
      for (const a of all.filter((x) => x.action.type === 'combat.charge')) {
        const n = enumerate(
          s,
          a.action,
          'combat.charged',
          (e) => (e.roll as { die: number }).die,
          (e) => e.success === true,
        );
        check(a.label, 'succeeds', n);
        const line = prompt.split('\n').find((l) => l.includes(a.label));
        if (line) check(line, 'succeeds', n);
        // Its button (by its number in the list of choices) leads with the same odds.
        const b = buttons.find((x) => x.command === `/hod choose n:${all.indexOf(a) + 1} at:1`)!;
        const m = /^(hopeless|(\d) in 6, (\S+%)) · Charge with /.exec(b.label);
        expect(m, b.label).not.toBeNull();
        if (m![1] === 'hopeless') expect(n).toBe(0);
        else expect([Number(m![2]), m![3]], b.label).toEqual([n, statedPercent(n, 6)]);
        onButtons++;
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(3);
    expect(onButtons).toBe(checked);
  });
});

describe('2.9, §3.6: the Ambush Roll odds of /rules table:3.6 equal the rolls the rules make', () => {
  it('2.9 each target rolled: its "n in 6" is the faces of one D6 that ambush it, found by forcing each face through the Ambush Segment', () => {
    let checked = 0;
    for (const s of any) {
      const v = view(s, { kind: 'side', side: 'British' });
      const text = bookletTableText('3.6', v)!;
      // The segment as the rules run it (operational/ambush.ts), every die forced to one face.
      const ambushed = new Map<string, number>();
      for (const face of [1, 2, 3, 4, 5, 6]) {
        const ctx = new Ctx(s, forcedDice(Array.from({ length: 40 }, () => face)));
        ambushRolls(ctx);
        for (const e of ctx.events as unknown as Ev[]) {
          if (e.type !== 'ambush-rolled') continue;
          expect(e.die).toBe(face);
          ambushed.set(e.target as string, (ambushed.get(e.target as string) ?? 0) + (e.ambush ? 1 : 0));
        }
      }
      for (const [target, n] of ambushed) {
        const name = target.startsWith('col:')
          ? `column ${target.slice(4)}`
          : OBJECTIVES[target as keyof typeof OBJECTIVES].name;
        const line = text.split('\n').find((l) => l.startsWith(`  ${name}: `));
        expect(line, `a line for ${target} in: ${text}`).toBeDefined();
        expect(line, target).toContain(`(${n} in 6, ${statedPercent(n, 6)})`);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});
