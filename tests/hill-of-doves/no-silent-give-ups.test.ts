// No silent give-ups (docs/decisions/hod-no-silent-give-ups.md): every British decision says what /hod continue
// does there; a segment the standing orders would stop at but that has nothing to decide is said in one line;
// an assault with no cartridges in the camp is warned of; and the log lines say what happened (movement with
// its roll, modifiers and the hexes actually moved; no empty fire label; no line per bombardment hour).
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine/types.ts';
import { legalActions } from '../../src/games/hill-of-doves/legal.ts';
import { scriptedPlayer } from './campaigns.ts';
import { M, Pos } from './position.ts';
import seedrandom from 'seedrandom';

/** One decision: continue, or in a battle its first choice. */
const next = (p: Pos): GameEvent[] => (p.s.step === 'combat' ? p.act(legalActions(p.s, 'British')[0]!.action) : p.go());

/** Run on until the game stops at `step` (or give up after `n` decisions). */
function until(p: Pos, step: string, n = 60): GameEvent[] {
  const seen: GameEvent[] = [];
  for (let k = 0; k < n && p.s.step !== step && !p.s.result; k++) seen.push(...next(p));
  return seen;
}
const lines = (p: Pos, events: GameEvent[]) =>
  events.map((e) => M.describe(e, { kind: 'side', side: 'British' }, p.s)).filter((x): x is string => x !== null);

describe('each decision says what continue does (2.3-2.17)', () => {
  it('every prompt of a campaign with every order at ask names what continue does, and continue is the first choice', () => {
    const p = new Pos('give-ups-prompts', {});
    const prompts = new Map<string, string>();
    for (let k = 0; k < 400 && !p.s.result; k++) {
      const events = next(p);
      for (const e of events)
        if (e.type === 'step-entered')
          prompts.set(String(e.step), M.describe(e, { kind: 'side', side: 'British' }, p.s) ?? '');
      const acts = legalActions(p.s, 'British');
      if (p.s.step !== 'combat' && acts.length) expect(acts[0]!.action, p.s.step).toEqual({ type: 'continue' });
    }
    expect(prompts.size).toBeGreaterThanOrEqual(4);
    for (const [step, text] of prompts)
      if (step !== 'combat' && step !== 'setup') expect(text, step).toMatch(/continue = /);
  });

  it('2.11 the bombardment prompt says continue = no bombardment today; continue is the first choice', () => {
    const p = new Pos('give-ups-bombard');
    p.set('marker:BK', 'british').set('SEC-FG-1', 'obj:BK');
    const at = { ...p.s, step: 'bombard' as const };
    const prompt = M.describe(
      { type: 'step-entered', step: 'bombard', rule: '2.11' },
      { kind: 'side', side: 'British' },
      at,
    )!;
    expect(prompt).toContain('can reach the coldstream laager');
    expect(prompt).toContain('continue = no bombardment today');
    const acts = legalActions(at, 'British');
    expect(acts[0]!.label).toBe('2.11 No (more) laager bombardment today');
    expect(acts.some((a) => a.action.type === 'bombard-laager')).toBe(true);
  });

  it('a segment passed because nothing can be done there is said in one line (2.11, 2.13 under ask)', () => {
    const p = new Pos('give-ups-passed', {});
    let said: string[] = [];
    for (let k = 0; k < 60 && said.length === 0; k++)
      said = lines(p, p.go()).filter((l) => l.startsWith('Nothing to decide at'));
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^Nothing to decide at \d\.\d+ \(.+\)(, \d\.\d+ \(.+\))*\.$/);
  });

  it('0.3 a day’s passed segments (2.11, 2.13) are said before the next day begins (2.1, 2.2)', () => {
    const p = new Pos('give-ups-passed', {});
    let checked = 0;
    for (let k = 0; k < 60 && !p.s.result; k++) {
      const said = lines(p, p.go());
      const late = said.findIndex((l) => /^Nothing to decide at 2\.1[1-8] /.test(l));
      const day = said.findIndex((l) => /^2\.1 \w{3} \d+ \w{3} \d{4}\.$/.test(l));
      if (late < 0 || day < 0) continue;
      checked++;
      expect(late, said.join('\n')).toBeLessThan(day);
      expect(said.findIndex((l) => l.startsWith('2.2 Weather'))).toBeGreaterThan(late);
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('r. 2.15: an assault with no cartridges in the camp is warned of in its label and the prompt', () => {
    const p = new Pos('give-ups-cartridges');
    p.orders({ assault: 'ask', columns: 'none', transfer: 'none', bombard: 'none' });
    p.set('supply:cartridges', '0');
    const events = until(p, 'day');
    expect(p.s.step).toBe('day');
    const assaults = legalActions(p.s, 'British').filter((a) => a.action.type === 'declare-assault');
    expect(assaults.length).toBeGreaterThan(0);
    for (const a of assaults)
      expect(a.label).toContain('WARNING: no cartridges in the camp, companies fire 0 (r. 2.15)');
    expect(lines(p, events).find((l) => l.startsWith('2.5 Day Assaults'))).toContain(
      'Warning: the British Camp has no cartridges left',
    );
  });
});

describe('log lines say what happened', () => {
  it('3.3 and 2.7: movement shows the roll, its modifiers and the hexes actually moved; no empty fire label; no "Bombardment Segment over"', () => {
    const p = new Pos('give-ups-lines', {});
    const all: string[] = [];
    const rand = seedrandom('give-ups-lines');
    for (let k = 0; k < 3000 && !p.s.result; k++) {
      const action = scriptedPlayer(p.s, legalActions(p.s, 'British'), (n) => Math.floor(rand() * n));
      all.push(...lines(p, p.act(action)));
    }
    const tactical = all.filter((l) => /^3\.3 T\d/.test(l)); // a column's move (not the hour's advance)
    expect(tactical.length).toBeGreaterThan(0);
    for (const l of tactical)
      expect(l).toMatch(
        /^3\.3 T\d+, [^:]+: D6 \d [+-]\d+ = -?\d+ → \d hex\(es\) allowed; (moves \d: [^,]+(, arrives)?|waits .*)\.$/,
      );
    const operational = all.filter((l) => / Column C\d+: 4 /.test(l));
    expect(operational.length).toBeGreaterThan(0);
    for (const l of operational)
      expect(l).toMatch(
        /^2\.(7|10) Column C\d+: 4 [+-]\d+ = \d hex\(es\)( \(minimum\))?; moves \d+, O03\d\d [^→]+ → O03\d\d /,
      );
    expect(
      all.filter(
        (l) => /British\s+fire:/.test(l) && !/British (companies|reserves|companies and reserves) fire:/.test(l),
      ),
    ).toEqual([]);
    expect(all.filter((l) => l.includes('Bombardment Segment over'))).toEqual([]);
  });

  it('2.7/2.10: "The convoy unloads" names the movement segment where the column reaches the camp', () => {
    const p = new Pos('give-ups-convoy', {});
    const unloads: string[] = [];
    for (let k = 0; k < 800 && !p.s.result && unloads.length < 2; k++) {
      const acts = legalActions(p.s, 'British');
      const fort = acts.find(
        (a) =>
          a.action.type === 'form-column' &&
          (a.action as { at?: string }).at === 'fort' &&
          JSON.stringify(a.action).includes('CONVOY'),
      );
      const load = acts.find((a) => a.action.type === 'load-convoy');
      const events = p.act((load ?? (p.s.columns.length === 0 ? fort : undefined) ?? acts[0]!).action);
      const ls = lines(p, events);
      for (const [i, e] of events.entries())
        if (e.type === 'convoy-unloaded') {
          const moved = events
            .slice(0, i)
            .filter((x) => x.type === 'column-moved')
            .at(-1)!;
          expect(String(e.rule)).toBe(String(moved.rule));
          unloads.push(ls.find((l) => l.includes('The convoy unloads'))!);
        }
    }
    expect(unloads.length).toBeGreaterThan(0);
    for (const u of unloads) expect(u).toMatch(/^2\.(7|10) The convoy unloads: /);
  });
});
