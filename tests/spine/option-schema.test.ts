// One option schema for the console and Discord. The console refuses what Discord's
// client would not send (types, min/max, choices, required; integers strictly), refusals quote at most
// 100 characters of the input, an action that changes nothing writes nothing, and the options of one
// game are not taken by the other.
import { afterAll, describe, expect, it } from 'vitest';
import { checkInput, OptionError, quote } from '../../src/app/option-schema.ts';
import { DEFINITIONS } from '../../src/console/console.ts';
import { ParseError, parseLine } from '../../src/console/parse.ts';
import { COMMANDS } from '../../commands/index.ts';
import { execute } from '../../src/app/execute.ts';
import { harness, type Harness } from '../helpers/harness.ts';
import { optionLines } from '../helpers/option-lines.ts';

const refusal = (line: string): string => {
  try {
    parseLine(line, DEFINITIONS);
  } catch (e) {
    if (e instanceof ParseError) return e.message;
    throw e;
  }
  throw new Error(`accepted: ${line}`);
};

describe('the console refuses what Discord would not send', () => {
  it('/log last: min 1, max 500 as the definition says; -5 and 100000 are refused', () => {
    expect(refusal('alice: /log last:-5')).toMatch(/last:-5 is out of range for \/log: give 1 to 500/);
    expect(refusal('alice: /log last:100000')).toMatch(/last:100000 is out of range .* 1 to 500/);
    expect(refusal('alice: /log last:0')).toMatch(/out of range/);
    expect(parseLine('alice: /log last:500', DEFINITIONS).input.options).toEqual({ last: 500 });
    expect(parseLine('alice: /log last:1', DEFINITIONS).input.options).toEqual({ last: 1 });
  });

  it('integers are plain decimal integers, as Discord takes them: 0x10, 1e2, " ", 1.0, +3, 3a are refused', () => {
    for (const v of ['0x10', '1e2', '" "', '1.0', '+3', '3a', 'Infinity', '99999999999999999999'])
      expect(refusal(`alice: /log last:${v}`)).toMatch(/must be a whole number|needs a value/);
    expect(refusal('alice: /log last:')).toMatch(/last: needs a value/);
    expect(parseLine('alice: /replay step n:12', DEFINITIONS).input.options).toEqual({ n: 12 });
    expect(refusal('alice: /replay step n:0')).toMatch(/n:0 is out of range for \/replay step: give 1 or more/);
    expect(refusal('alice: /hod choose n:0')).toMatch(/out of range/);
    expect(refusal('alice: /hod assault objective:ON units:X depart:13')).toMatch(/depart:13 is out of range.*1 to 12/);
  });

  it('choices, booleans, required options, empty and repeated options', () => {
    expect(refusal('alice: /orders losses:random')).toMatch(
      /losses:random is not allowed for \/orders\. Allowed: ask,/,
    );
    expect(refusal('alice: /game new game:lettow-vorbeck sandbox:1')).toMatch(/sandbox:1 must be true or false/);
    expect(refusal('alice: /game join')).toMatch(/\/game join needs side:/);
    expect(refusal('alice: /game join side:""')).toMatch(/side: needs a value/);
    expect(refusal('alice: /game join side:German side:Allied')).toMatch(/side: is given twice/);
  });

  it('typed values from Discord are checked by the same schema', () => {
    const check = (options: Record<string, string | number | boolean>) => () =>
      checkInput({ name: 'log', subcommand: null, options }, DEFINITIONS);
    expect(check({ last: 0 })).toThrow(OptionError);
    expect(check({ last: 2.5 })).toThrow(/whole number/);
    expect(check({ last: 'ten' })).toThrow(/not a number/);
    expect(check({ lines: 3 })).toThrow(/Unknown option "lines" for \/log/);
    expect(check({ last: 20 })()).toEqual({ name: 'log', subcommand: null, options: { last: 20 } });
    expect(() =>
      checkInput({ name: 'replay', subcommand: 'step', options: { n: 3, view: 'all' } }, DEFINITIONS),
    ).toThrow(/view:all is not allowed/);
  });
});

describe('refusals quote at most 100 characters of the input', () => {
  const harnesses: Harness[] = [];
  afterAll(() => harnesses.forEach((h) => h.close()));
  const long = 'x'.repeat(10_000);

  it('quote() cuts with "…"', () => {
    expect(quote('abc')).toBe('abc');
    expect(quote(long)).toHaveLength(100);
    expect(quote(long).endsWith('…')).toBe(true);
  });

  it('the parser: an unknown command, subcommand, option, a bad value — 10 kB in, a short answer out', () => {
    for (const line of [
      `alice: /${long}`,
      `alice: /game ${long}`,
      `alice: /game status ${long}`,
      `alice: /game join ${long}:German`,
      `alice: /log last:${long}`,
      `alice: /orders losses:${long}`,
    ]) {
      const text = refusal(line);
      expect(text.length, text.slice(0, 300)).toBeLessThan(600);
      expect(text).toContain('…');
    }
  });

  it('the game: a 5000-character unit id is refused with a 100-character quote', async () => {
    const h = harness();
    harnesses.push(h);
    await h.run('alice: /game new game:lettow-vorbeck sandbox:true');
    const before = h.state().seq;
    const unit = 'u'.repeat(5000);
    const out = await h.text(`alice: /sandbox place unit:${unit} at:voi`);
    expect(out).toMatch(/there is no unit "u+…"/i);
    expect(out).not.toContain('u'.repeat(101));
    const dice = await h.text(`alice: /sandbox dice values:${'7,'.repeat(2000)}7`);
    expect(dice).toMatch(/give die results from 1 to 6/);
    expect(dice.length).toBeLessThan(400);
    expect(h.state().seq).toBe(before);
  });
});

describe('5 kB in every string option of every command: no answer repeats more than 100 characters of it', () => {
  const harnesses: Harness[] = [];
  afterAll(() => harnesses.forEach((h) => h.close()));

  for (const [game, seats] of [
    ['lettow-vorbeck', ['alice: German', 'bob: Allied']],
    ['hill-of-doves', ['alice: British']],
  ] as const) {
    it(`${game} sandbox`, async () => {
      const h = harness();
      harnesses.push(h);
      await h.run(`alice: /game new game:${game} sandbox:true`);
      for (const s of seats) await h.run(`${s.split(': ')[0]}: /game join side:${s.split(': ')[1]}`);
      const before = h.state().seq;
      // Mixed case, so a game that upper-cases an id before echoing it is caught too.
      const value = 'Zz'.repeat(2500); // 5000 characters: within Discord's 6000, so the game sees it
      const echoed: string[] = [];
      for (const line of optionLines(game, value)) {
        let text: string;
        try {
          const parsed = parseLine(`alice: ${line}`, DEFINITIONS);
          text = (await execute(COMMANDS, h.app, { channel: 'test', user: 'alice', name: 'alice' }, parsed.input))
            .map((o) => o.text)
            .join('\n');
        } catch (e) {
          if (!(e instanceof ParseError)) throw e;
          text = e.message;
        }
        if (/(zz){51}/i.test(text)) echoed.push(`${line.slice(0, 40)}…: ${text.length} characters`);
      }
      expect(echoed.join('\n')).toBe('');
      expect(h.state().seq).toBe(before);
    });
  }
});

describe('an action that changes nothing writes nothing', () => {
  const harnesses: Harness[] = [];
  afterAll(() => harnesses.forEach((h) => h.close()));

  it('/orders with no options is refused, saying what to give; the log does not move', async () => {
    const h = harness();
    harnesses.push(h);
    await h.run('alice: /game new game:lettow-vorbeck');
    await h.run('alice: /game join side:German');
    await h.run('bob: /game join side:Allied');
    const before = h.state().seq;
    expect(await h.text('alice: /orders')).toMatch(/Give at least one standing order, e.g. \/orders losses:/);
    expect(await h.text('alice: /orders side:German')).toMatch(/Give at least one standing order/);
    expect(h.state().seq).toBe(before);
    expect(await h.text('alice: /orders losses:weakest-first')).not.toMatch(/Give at least/);
    expect(h.state().seq).toBe(before + 1);
    expect(await h.text('alice: /orders losses:weakest-first')).toMatch(
      /those are already the German standing orders \(.*losses:weakest-first/,
    );
    expect(h.state().seq).toBe(before + 1);
  });

  it('an empty /sandbox draw and an empty /hod orders are refused; the log does not move', async () => {
    const h = harness();
    harnesses.push(h);
    await h.run('alice: /game new game:hill-of-doves sandbox:true');
    await h.run('alice: /game join side:British');
    const before = h.state().seq;
    expect(await h.text('alice: /sandbox draw counters:,')).toMatch(/Give the counters to draw, separated by commas/);
    expect(await h.text('alice: /sandbox draw counters:" , "')).toMatch(/Give the counters to draw/);
    expect(await h.text('alice: /hod orders')).toMatch(/name at least one standing order to change/);
    expect(h.state().seq).toBe(before);
  });
});

describe('the options of one game are not taken by the other', () => {
  const harnesses: Harness[] = [];
  afterAll(() => harnesses.forEach((h) => h.close()));

  it('/game new game:hill-of-doves advanced:true is refused, naming the options Hill of Doves takes', async () => {
    const h = harness();
    harnesses.push(h);
    const out = await h.text('alice: /game new game:hill-of-doves advanced:true setup:choose');
    expect(out).toMatch(
      /Hill of Doves.* has no option advanced:, setup:\. Its options: sandbox:false\|true, orders:ask\|quiet/,
    );
    expect(await h.app.store.activeGameIn('test')).toBeUndefined();
    const lv = await h.text('alice: /game new game:lettow-vorbeck orders:quiet');
    expect(lv).toMatch(/Lettow-Vorbeck.* has no option orders:\. Its options: setup:quick\|choose, sandbox:/);
    expect(await h.app.store.activeGameIn('test')).toBeUndefined();
    expect(await h.text('alice: /game new game:hill-of-doves orders:quiet')).toMatch(/New game #1/);
  });
});
