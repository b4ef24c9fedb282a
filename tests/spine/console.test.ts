import { describe, expect, it } from 'vitest';
import { DEFINITIONS } from '../../src/console/console.ts';
import { ParseError, parseLine, tokenize } from '../../src/console/parse.ts';
import { harness } from '../helpers/harness.ts';

describe('console parsing', () => {
  it('reads user, command, subcommand and name:value options, with quoted values', () => {
    const p = parseLine('alice: /sandbox card side:German card:"ger-jassin"', DEFINITIONS);
    expect(p).toEqual({
      user: 'alice',
      input: { name: 'sandbox', subcommand: 'card', options: { side: 'German', card: 'ger-jassin' } },
    });
    expect(tokenize('a name:"value with spaces" b:"say \\"hi\\""')).toEqual([
      'a',
      'name:value with spaces',
      'b:say "hi"',
    ]);
  });

  it('converts booleans and checks choices', () => {
    const p = parseLine('bob: /game new game:lettow-vorbeck sandbox:true setup:choose', DEFINITIONS);
    expect(p.input.options).toEqual({ game: 'lettow-vorbeck', sandbox: true, setup: 'choose' });
    expect(() => parseLine('bob: /game new game:lettow-vorbeck sandbox:yes', DEFINITIONS)).toThrow(
      /sandbox:yes must be true or false/,
    );
    expect(() => parseLine('bob: /game new game:chess', DEFINITIONS)).toThrow(/Allowed: lettow-vorbeck/);
  });

  it('refuses an unknown command, naming the commands there are', () => {
    expect(() => parseLine('alice: /fly to:moon', DEFINITIONS)).toThrow(ParseError);
    expect(() => parseLine('alice: /fly to:moon', DEFINITIONS)).toThrow(/Unknown command \/fly\. Commands: .*\/game/);
  });

  it('refuses an unknown subcommand or option, naming what is allowed', () => {
    expect(() => parseLine('alice: /game start', DEFINITIONS)).toThrow(
      /Unknown subcommand "start" of \/game\. Subcommands: new, join, status, resign, watch, unwatch, list/,
    );
    expect(() => parseLine('alice: /game join team:German', DEFINITIONS)).toThrow(
      /Unknown option "team" for \/game join\. Options: side/,
    );
    expect(() => parseLine('alice: /game join', DEFINITIONS)).toThrow(/\/game join needs side:/);
  });

  it('refuses an unclosed quote', () => {
    expect(() => parseLine('alice: /game join side:"German', DEFINITIONS)).toThrow(/quote is not closed/);
  });

  it('an unknown unit is refused with the closest unit ids (did you mean), and nothing is appended', async () => {
    const h = harness();
    await h.run('alice: /game new game:lettow-vorbeck sandbox:true');
    const before = h.state().seq;
    const out = await h.run('alice: /sandbox place unit:ger-99-fka at:voi');
    expect(out).toHaveLength(1);
    expect(out[0]!.audience).toEqual({ kind: 'ephemeral', user: 'alice' });
    expect(out[0]!.text).toMatch(/There is no unit "ger-99-fka"\. Did you mean ger-\S+ \(/);
    expect(h.state().seq).toBe(before);
    h.close();
  });
});
