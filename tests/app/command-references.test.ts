// No message points to a command that does not exist (battles once said "/hod status"). Two
// guards: every string literal of src/ and commands/ that names a slash command names a registered one
// (and a real subcommand where it names one), and every line a fuzzed Hill of Doves campaign shows the
// player (log lines, prompts, choice labels, the status summary) does too.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../commands/index.ts';
import { decideFolded, evolveFolded, fold, setupEvents } from '../../src/engine/kernel.ts';
import type { AnyGameModule, Viewer } from '../../src/engine/types.ts';
import { hillOfDoves } from '../../src/games/hill-of-doves/index.ts';
import type { HodView } from '../../src/games/hill-of-doves/view.ts';
import { randomPlayer, scriptedPlayer } from '../hill-of-doves/campaigns.ts';
import seedrandom from 'seedrandom';

const SUBS = new Map(
  [...COMMANDS.values()].map((c) => {
    const json = c.data.toJSON();
    return [json.name, new Set((json.options ?? []).filter((o) => o.type === 1).map((o) => o.name))] as const;
  }),
);

/** Slash-command references in a text that name no registered command or subcommand. */
export function unknownCommands(text: string): string[] {
  const bad: string[] = [];
  for (const m of text.matchAll(/(?:^|[\s("'`])\/([a-z][a-z-]*)(?: ([a-z]+)(?![:\w-]))?/g)) {
    const [name, sub] = [m[1]!, m[2]];
    const subs = SUBS.get(name);
    if (!subs) bad.push(`/${name}`);
    else if (sub !== undefined && subs.size > 0 && !subs.has(sub)) bad.push(`/${name} ${sub}`);
  }
  return bad;
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? files(join(dir, d.name)) : d.name.endsWith('.ts') ? [join(dir, d.name)] : [],
  );
}

/** The text of every string literal and template piece of a TypeScript file (comments are not strings). */
function literals(path: string): string[] {
  const src = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const walk = (n: ts.Node): void => {
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) out.push(n.text);
    else if (ts.isTemplateExpression(n)) out.push(n.head.text, ...n.templateSpans.map((s) => s.literal.text));
    n.forEachChild(walk);
  };
  walk(src);
  return out;
}

describe('no message points to a command that does not exist', () => {
  it('the guard itself: /hod status is caught, /hod options and /rules table:3.6 pass', () => {
    expect(unknownCommands('A battle waits (/hod status).')).toEqual(['/hod status']);
    expect(unknownCommands('see /hod options, /rules table:3.6, /game join side:British')).toEqual([]);
    expect(unknownCommands('floor(total / 3), src/render/hill-of-doves/, British/Boer')).toEqual([]);
  });

  it('every string literal of src/ and commands/ names registered commands and subcommands', () => {
    const bad = [...files('src'), ...files('commands')].flatMap((f) =>
      literals(f).flatMap((s) => unknownCommands(s).map((c) => `${f}: ${c} in "${s.slice(0, 80)}"`)),
    );
    expect(bad).toEqual([]);
  });

  it('every line a fuzzed Hill of Doves campaign shows the British names registered commands', () => {
    const M: AnyGameModule = hillOfDoves;
    const BRITISH: Viewer = { kind: 'side', side: 'British' };
    const bad = new Set<string>();
    const check = (s: string | null | undefined): void => {
      if (s) for (const c of unknownCommands(s)) bad.add(`${c} in "${s.slice(0, 100)}"`);
    };
    for (const [seed, player] of [
      ['refs-random-1', randomPlayer],
      ['refs-scripted-1', scriptedPlayer],
    ] as const) {
      const rand = seedrandom(`player:${seed}`);
      const pick = (n: number) => Math.floor(rand() * n);
      let f = fold(M, setupEvents(M, seed, {}));
      for (let k = 0; k < 4000 && M.result(f.game) === null; k++) {
        const legal = M.actions(f.game, 'British');
        for (const l of legal) check(l.label);
        check(M.expected(f.game).text);
        const v = M.view(f.game, BRITISH) as HodView;
        check(v.battle?.prompt);
        if (k % 25 === 0) check(M.summary(v));
        for (const e of decideFolded(M, f, seed, 'British', player(f.game as never, legal, pick))) {
          check(M.describe(e, BRITISH, f.game));
          f = evolveFolded(M, f, e);
        }
      }
    }
    expect([...bad]).toEqual([]);
  }, 120_000);
});
