// A player's text never reaches a plain object as a key. Every string option of every
// command gets JavaScript's built-in property names, typed as a player would (console line → parseLine →
// execute), in both games, sandbox and normal: each is refused with a message (never "Something went
// wrong"), the game's log is unchanged, and the game still answers afterwards.
import { afterAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../../commands/index.ts';
import { DEFINITIONS } from '../../src/console/console.ts';
import { ParseError, parseLine } from '../../src/console/parse.ts';
import { execute } from '../../src/app/execute.ts';
import { advanceMany } from '../helpers/advance.ts';
import { optionLines } from '../helpers/option-lines.ts';
import { battleAt } from '../lettow-vorbeck/battle-helpers.ts';
import { harness, type Harness } from '../helpers/harness.ts';

const BUILTINS = [
  '__proto__',
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'prototype',
  'isPrototypeOf',
  '__defineGetter__',
];

/** Free text that names a person, not a thing of the game: stored as a seat row (never an object key), so
 *  a console user called "constructor" may be made co-commander. Checked: log unchanged, game still answers. */
const NAMES_A_PERSON = new Set(['/commander add']);

async function head(h: Harness, channel: string): Promise<number> {
  const row = await h.app.store.activeGameIn(channel);
  return row ? h.app.store.head(row.id) : -1;
}

/** The lines of a sweep in runs of one command (and subcommand), in their order. */
function byCommand(lines: readonly string[]): string[][] {
  const groups = new Map<string, string[]>();
  for (const line of lines) {
    const [command, sub] = line.split(' ');
    const key = sub && !sub.includes(':') ? `${command} ${sub}` : command!;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  return [...groups.values()];
}

interface Scenario {
  name: string;
  game: string;
  /** A new harness with the game in channel "test". */
  make(): Promise<Harness>;
}

const plain = (game: string, options: string, seats: string[], steps = 0): Scenario => ({
  name: `${game} ${options || 'default'}${steps ? `, ${steps} steps in` : ''}`,
  game,
  async make() {
    const h = harness();
    await h.run(`alice: /game new game:${game} ${options}`);
    for (const s of seats) await h.run(`${s.split(': ')[0]}: /game join side:${s.split(': ')[1]}`);
    await advanceMany(h, ['alice', 'bob'], steps);
    return h;
  },
});

const LV = ['alice: German', 'bob: Allied'];
/** Games at a few points of play: just started, set-up by choice, some steps in, in a battle. */
const SCENARIOS: Scenario[] = [
  plain('lettow-vorbeck', '', LV),
  plain('lettow-vorbeck', 'sandbox:true', LV),
  plain('lettow-vorbeck', 'setup:choose advanced:true', LV),
  plain('lettow-vorbeck', 'advanced:true', LV, 25),
  {
    name: 'lettow-vorbeck advanced sandbox, a battle waiting for a decision',
    game: 'lettow-vorbeck',
    async make() {
      const place = { 'ger-1-fka': 'kondoa-irangi', 'ger-2-fka': 'kondoa-irangi', 'ally-b-ief': 'kondoa-irangi' };
      const h = await battleAt('German', place, { advanced: true });
      await h.run('alice: /battle fight space:kondoa-irangi');
      expect(h.state<{ pending: unknown }>().pending).not.toBeNull();
      return h;
    },
  },
  plain('hill-of-doves', '', ['alice: British']),
  plain('hill-of-doves', 'sandbox:true', ['alice: British']),
  plain('hill-of-doves', '', ['alice: British'], 12),
];

describe('built-in property names as option values: a player’s text never indexes a plain object', () => {
  const harnesses: Harness[] = [];
  afterAll(() => harnesses.forEach((h) => h.close()));

  it('the reported cases: /sandbox place unit:__proto__ and /rules section:__proto__ are refused by name', async () => {
    const h = harness();
    harnesses.push(h);
    await h.run('alice: /game new game:lettow-vorbeck sandbox:true');
    const before = h.state().seq;
    for (const name of ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty']) {
      const out = await h.text(`alice: /sandbox place unit:${name} at:moshi`);
      expect(out).toMatch(new RegExp(`there is no unit "${name}"`, 'i'));
    }
    expect(h.state().seq).toBe(before);
    expect(await h.text('alice: /game status')).toMatch(/Game #1/);
    expect(await h.text('alice: /rules section:__proto__')).toMatch(/No rule "__proto__"/);
  });

  for (const sc of SCENARIOS) {
    it(`${sc.name}: every string option of every command refuses every built-in name`, async () => {
      const channel = 'test';
      // A fresh game after a failure, so one failure does not hide the others.
      let h!: Harness;
      const fresh = async () => {
        h = await sc.make();
        harnesses.push(h);
      };
      await fresh();
      const failures: string[] = [];
      const users = sc.game === 'hill-of-doves' ? ['alice'] : ['alice', 'bob'];
      // Every name as a whole value; __proto__ also inside lists and after prefixes (the same lookups,
      // so the sweep stays within seconds per game).
      for (const [k, name] of BUILTINS.entries()) {
        for (const group of byCommand(optionLines(sc.game, name, k === 0))) {
          let head_ = await head(h, channel);
          for (const line of group) {
            for (const user of users) {
              const before = head_;
              let texts: string[];
              let audiences: string[];
              try {
                const parsed = parseLine(`${user}: ${line}`, DEFINITIONS);
                const out = await execute(COMMANDS, h.app, { channel, user, name: user }, parsed.input);
                texts = out.map((o) => o.text);
                audiences = out.map((o) => (o.audience.kind === 'ephemeral' ? o.audience.user : o.audience.kind));
              } catch (e) {
                if (!(e instanceof ParseError)) throw e;
                texts = [e.message];
                audiences = [user];
              }
              const after = (head_ = await head(h, channel));
              const bad =
                after !== before
                  ? `log moved ${before}→${after}`
                  : texts.length === 0
                    ? 'no answer'
                    : texts.some((t) => /Something went wrong/.test(t))
                      ? `internal error: ${texts.join(' | ')}`
                      : texts.some((t) => /\bundefined\b|\[object |function /.test(t))
                        ? `a built-in leaked into the answer: ${texts.join(' | ').slice(0, 200)}`
                        : audiences.some((a) => a !== user) &&
                            !NAMES_A_PERSON.has(line.split(' ').slice(0, 2).join(' '))
                          ? `answered ${audiences.join(',')}: ${texts.join(' | ').slice(0, 200)}`
                          : null;
              if (bad) {
                failures.push(`${user}: ${line} — ${bad}`);
                await fresh();
                head_ = await head(h, channel);
              }
            }
          }
          // The game still answers after each command's lines. A refusal appends nothing (checked above),
          // so only something a line left behind in the process could break it, and that stays broken:
          // asking once per command finds it as surely as after every line, at a fraction of the cost.
          for (const user of users) {
            const status = (await h.text(`${user}: /game status`, channel)) || 'no answer';
            if (status === 'no answer' || /Something went wrong/.test(status)) {
              failures.push(`${user}: the game broke after one of: ${group.join(' ; ').slice(0, 300)}`);
              await fresh();
            }
          }
        }
      }
      expect(failures).toEqual([]);
    }, 180_000);
  }

  it('/game new refuses a built-in name in its free-text option and creates no game', async () => {
    const h = harness();
    harnesses.push(h);
    for (const name of BUILTINS) {
      for (const game of ['lettow-vorbeck', 'hill-of-doves']) {
        const channel = `new-${game}-${name}`;
        const out = await h.text(`alice: /game new game:${game} orders:${name}`, channel).catch((e: unknown) => {
          if (e instanceof ParseError) return e.message;
          throw e;
        });
        expect(out).not.toMatch(/Something went wrong/);
        expect(await h.app.store.activeGameIn(channel)).toBeUndefined();
      }
    }
  });

  it('every command of commands/index.ts is covered by the definitions fed above', () => {
    expect([...DEFINITIONS.keys()].sort()).toEqual([...COMMANDS.keys()].sort());
  });
});
