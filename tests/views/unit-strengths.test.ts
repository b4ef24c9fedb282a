// Numbers where the choice is made: every unit a player reads of, in a "Next:" prompt, /game status,
// /stacks, a decision's prompt and its buttons or select options, comes with its type and strength
// (Lettow-Vorbeck: 24.1, 4.3, 16.0; its log lines too) or its side and fire (Hill of Doves: Tables
// 6.3-6.7, 5.1.1; /hod options, its log lines and its refusals too: a line that turns a unit gives the
// side before and, after an arrow, the side after).
// Seeded games of both are played through the kernel, as the app plays them, and each text every
// viewer would read is checked, unit id by unit id.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { PRESENTATIONS, gameModule, presentationOf } from '../../src/app/registry.ts';
import { decideFolded, drawFrom, evolveFolded, initialFolded, resultOf, setupEvents } from '../../src/engine/kernel.ts';
import type { Folded } from '../../src/engine/kernel.ts';
import type { AnyGameModule, GameAction, GameEvent, RawOptions, Viewer } from '../../src/engine/types.ts';
import { UNITS } from '../../src/games/lettow-vorbeck/data/units.ts';
import { BRITISH_UNITS } from '../../src/games/hill-of-doves/data/counters.ts';
import { randomPlayer as hodRandom, scriptedPlayer } from '../../src/games/hill-of-doves/workloads/players.ts';
import type { HodState } from '../../src/games/hill-of-doves/state.ts';
import { harness } from '../helpers/harness.ts';
import { given } from '../helpers/given.ts';
import { hillOfDoves } from '../../src/games/hill-of-doves/index.ts';

/** Where a text was read, and the text. */
interface Read {
  where: string;
  text: string;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ids = (xs: readonly string[]): string =>
  [...xs]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');

// Lettow-Vorbeck: "ger-6-fka (Light infantry 2", "[ger-6-fka] (Light infantry 2" (/stacks), or on a
// tight button "ger-6-fka (LI 2". An id right after ":" is a command line (/loss unit:ger-1-fka).
const LV_TYPE = new Map(UNITS.map((u) => [u.id, u.type]));
const LV_ID = new RegExp(`(?<![\\w:-])(${ids(UNITS.map((u) => u.id))})(?![\\w-])`, 'g');
const abbreviation = (type: string): string =>
  type
    .split(/[ /]/)
    .map((w) => w[0]!.toUpperCase())
    .join('');
function lvBare(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(LV_ID)) {
    const id = m[1]!;
    const type = LV_TYPE.get(id)!;
    const after = text.slice(m.index + id.length);
    const ok = new RegExp(`^\\]? \\((${escape(type)}|${abbreviation(type)}) \\d`).test(after);
    if (!ok) out.push(id);
  }
  return out;
}

// Hill of Doves: a company or reserve (not a general or HQ, who have no fire) as
// "COY-58-A (full strength, fire 6", "SEC-GAT (horse-drawn, Gatling roll". An id right after ":" or
// "," is a command line (units:COY-58-A,COY-58-B).
const HOD_FIGHTING = BRITISH_UNITS.filter((u) => u.kind !== 'general' && u.kind !== 'hq').map((u) => u.id);
const HOD_ID = new RegExp(`(?<![\\w:,-])(${ids(HOD_FIGHTING)})(?![\\w-])`, 'g');
const HOD_FIRE =
  /^ \((full strength|reduced|mounted|dismounted|horse-drawn|manhandled|undamaged|damaged), (fire \d|case shot \d|Gatling roll|no close support, bombards)\)/;
function hodBare(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(HOD_ID)) if (!HOD_FIRE.test(text.slice(m.index + m[1]!.length))) out.push(m[1]!);
  return out;
}

/** Every text the viewers read at this point of the game: the prompt, status, /stacks and the buttons. */
function readsAt(module: AnyGameModule, f: Folded, viewers: readonly Viewer[]): Read[] {
  const p = presentationOf(module.id)!;
  const out: Read[] = [{ where: 'Next: line', text: module.expected(f.game).text }];
  for (const viewer of viewers) {
    const v = module.view(f.game, viewer);
    const who = viewer.kind === 'side' ? viewer.side : viewer.kind;
    out.push({ where: `/game status (${who})`, text: module.summary(v) });
    if (p.stacks) out.push({ where: `/stacks (${who})`, text: p.stacks.text(v, who) });
  }
  const d = p.decision(f.game, f.seq);
  if (d) {
    out.push({ where: 'decision prompt', text: d.prompt });
    // As Discord shows them (src/discord/buttons.ts): up to 25 buttons, labels cut at 80; more become
    // select options, cut at 100. The strength must survive the cut.
    const limit = d.buttons.length <= 25 ? 80 : 100;
    for (const b of d.buttons) out.push({ where: `button "${b.label}"`, text: b.label.slice(0, limit) });
  }
  return out;
}

interface Played {
  reads: Read[];
  decisions: number;
}

/** A seeded game played to its end or `max` decisions; every text its viewers read along the way. */
function play(
  id: string,
  seed: string,
  options: RawOptions,
  max: number,
  choose: (f: Folded, side: string, rand: () => number) => GameAction | null,
): Played {
  const module = gameModule(id)!;
  const viewers: Viewer[] = [{ kind: 'public' }, ...module.sides.map((side) => ({ kind: 'side' as const, side }))];
  const rand = seedrandom(`strengths:${seed}`);
  let f = initialFolded(module);
  const reads: Read[] = [];
  const apply = (events: readonly GameEvent[]): void => {
    for (const e of events) {
      const before = f;
      f = evolveFolded(module, f, e);
      if (e.type.startsWith('kernel.')) continue;
      for (const viewer of viewers) {
        const line = module.describe(e, viewer, before.game);
        if (line) reads.push({ where: `log line of ${e.type}`, text: line });
      }
    }
  };
  apply(setupEvents(module, seed, options));
  let decisions = 0;
  for (; decisions < max && resultOf(module, f) === null; decisions++) {
    reads.push(...readsAt(module, f, viewers));
    const expected = module.expected(f.game);
    const side = expected.sides[Math.floor(rand() * expected.sides.length)];
    if (side === undefined) break;
    const action = choose(f, side, rand);
    if (!action) break;
    apply(decideFolded(module, f, seed, side, action));
  }
  return { reads, decisions };
}

/** The reads that name a unit without its strength, at most `n` of them, for the failure message. */
function bare(reads: readonly Read[], check: (text: string) => string[], n = 8): string[] {
  const out: string[] = [];
  for (const r of reads) {
    const missing = check(r.text);
    if (missing.length > 0) {
      const at = Math.max(0, r.text.indexOf(missing[0]!) - 100);
      out.push(`${r.where}: ${missing.join(', ')} in «${r.text.slice(at, at + 300)}»`);
    }
    if (out.length >= n) break;
  }
  return out;
}

const named = (reads: readonly Read[], re: RegExp): number => reads.filter((r) => r.text.match(re) !== null).length;

describe('every unit listed to a player shows its strength', () => {
  it('both games are registered (the test covers each)', () => {
    expect(PRESENTATIONS.length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['lv-strengths-quick', { setup: 'quick' }],
    ['lv-strengths-advanced', { setup: 'quick', advanced: 'true' }],
  ] as const)(
    '24.1, 4.3 — Lettow-Vorbeck (%s): log lines, Next: lines, /game status, /stacks, battle prompts and buttons name each unit with its type and strength',
    (seed, options) => {
      const module = gameModule('lettow-vorbeck')!;
      const { reads, decisions } = play('lettow-vorbeck', seed, options, 600, (f, side, rand) => {
        const groups = module.actionGroups?.(f.game, side);
        if (groups) return drawFrom(groups, rand);
        const all = module.actions(f.game, side);
        return all.length > 0 ? all[Math.floor(rand() * all.length)]!.action : null;
      });
      expect(decisions).toBeGreaterThan(50);
      // The game got to the choices this is about: battle prompts and buttons naming units.
      expect(
        named(
          reads.filter((r) => r.where.startsWith('button')),
          LV_ID,
        ),
      ).toBeGreaterThan(0);
      expect(
        named(
          reads.filter((r) => r.where === 'decision prompt'),
          LV_ID,
        ),
      ).toBeGreaterThan(0);
      expect(bare(reads, lvBare)).toEqual([]);
    },
  );

  it('Tables 6.3-6.7 — Hill of Doves: /hod options lists each company and reserve with its side and fire', async () => {
    const h = harness({ seed: 'hod-strengths-options' });
    await h.run('alice: /game new game:hill-of-doves');
    await h.run('alice: /game join side:British');
    await h.run('alice: /hod continue');
    const options = await h.text('alice: /hod options');
    h.close();
    expect(options).toMatch(HOD_ID);
    expect(hodBare(options)).toEqual([]);
  });

  it.each([
    ['hod-strengths-random', hodRandom],
    ['hod-strengths-scripted', scriptedPlayer],
  ] as const)(
    'Tables 6.3-6.7 — Hill of Doves (%s): every company, troop, section and convoy listed, log lines included, shows its side and fire',
    (seed, player) => {
      const module = gameModule('hill-of-doves')!;
      // A random campaign may be lost in a night (1.5, the camp overrun): campaigns are played, seed after
      // seed, until over 50 decisions have been read.
      const reads: Read[] = [];
      let decisions = 0;
      for (let n = 1; n <= 8 && decisions <= 50; n++) {
        const played = play('hill-of-doves', n === 1 ? seed : `${seed}-${n}`, {}, 500, (f, side, rand) => {
          const legal = module.actions(f.game, side);
          return legal.length > 0 ? player(f.game as HodState, [...legal], (k) => Math.floor(rand() * k)) : null;
        });
        reads.push(...played.reads);
        decisions += played.decisions;
      }
      expect(decisions).toBeGreaterThan(50);
      const choices = reads.filter((r) => !r.where.startsWith('log line'));
      expect(
        named(
          choices.filter((r) => r.where.startsWith('button')),
          HOD_ID,
        ),
      ).toBeGreaterThan(0);
      expect(bare(choices, hodBare)).toEqual([]);
      // The log: each line of each event, as every viewer reads it.
      const log = reads.filter((r) => r.where.startsWith('log line'));
      expect(named(log, HOD_ID)).toBeGreaterThan(0);
      expect(bare(log, hodBare)).toEqual([]);
    },
  );

  it('Tables 6.3-6.7, 2.4, 2.15 — Hill of Doves: a refusal names each counter with its side and fire, its allowed list too', () => {
    const p = given(hillOfDoves, { options: { sandbox: 'true' } });
    p.play('British', { type: 'continue' }, [4, 5]); // Monday, 2.3
    p.play('British', { type: 'continue' }); // 2.4
    // TRP-NMP waits in Fort Amiel, not in the camp; a hit's unit line says the side it turned to.
    const refused = p.when('British', { type: 'form-column', at: 'camp', units: ['HQ-58', 'COY-58-A', 'TRP-NMP'] });
    const text = refused.refusal?.explain(100) ?? '';
    expect(text).toMatch(/^2\.4 — TRP-NMP \(mounted, fire 3\) is not available in the British Camp/);
    expect(text).toMatch(/Allowed: .*COY-58-A \(full strength, fire 6\)/);
    expect(hodBare(text)).toEqual([]);
    // A unit turned by a hit reads "before → after".
    const turned = hillOfDoves.describe(
      { type: 'unit-changed', unit: 'COY-58-A', side: 'reduced', loc: 'camp', cause: '2.15 hunger and thirst' },
      { kind: 'side', side: 'British' },
      p.state<HodState>(),
    );
    expect(turned).toBe('COY-58-A (full strength, fire 6) → reduced, fire 3 (2.15 hunger and thirst).');
  });
});
