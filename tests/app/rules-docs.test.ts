// docs/rules-<game>.md is what /rules answers: each game's reference file is the one
// scripts/rules-docs.ts writes from its presentation today (rerun the script after changing a game's
// rules, tables or cards), and every command it lists answers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameModule, presentationOf } from '../../src/app/registry.ts';
import { rulesDoc, rulesDocPath } from '../../src/app/rules-docs.ts';
import { harness } from '../helpers/harness.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/** Heliograph's own games (a test may register another, which has no docs). */
const GAMES = ['lettow-vorbeck', 'hill-of-doves'];

describe('docs/rules-<game>.md', () => {
  for (const id of GAMES) {
    it(`${rulesDocPath(id)} is up to date with /rules (npx tsx scripts/rules-docs.ts writes it)`, async () => {
      const p = presentationOf(id)!;
      const file = readFileSync(join(ROOT, rulesDocPath(id)), 'utf8');
      expect(file).toBe(rulesDoc(id, gameModule(id)?.title ?? id, p.rules));
      // Each command it names answers with that entry (a sample of each kind, the first and the last).
      const h = harness();
      const commands = [...file.matchAll(/^\s*- `(\/rules [a-z]+:[^`]+)`/gm)].map((m) => m[1]!);
      expect(commands.length).toBe(p.rules.entries.length);
      for (const c of [commands[0]!, commands.at(-1)!, ...commands.filter((_, i) => i % 25 === 0)]) {
        const out = await h.text(`alice: ${c} game:${id}`);
        expect(out, c).toMatch(/^\[ephemeral alice\] \*\*/);
      }
      h.close();
    });
  }
});
