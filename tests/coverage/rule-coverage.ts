// Which rule sections and rulings have a test named after them. Run: npx tsx tests/coverage/rule-coverage.ts
// A section counts as covered when a test name (it/test/describe) in the game's test folder cites its
// number, e.g. "13.1.2 — …" or "R20 …".
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { RULES_TEXT as HOD_RULES } from '../../src/games/hill-of-doves/data/rules-text.ts';
import { RULINGS as HOD_RULINGS } from '../../src/games/hill-of-doves/data/rulings.ts';
import { RULES_TEXT as LV_RULES } from '../../src/games/lettow-vorbeck/data/rules-text.ts';
import { RULINGS as LV_RULINGS } from '../../src/games/lettow-vorbeck/data/rulings.ts';

const root = join(import.meta.dirname, '..', '..');

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? testFiles(p) : p.endsWith('.test.ts') ? [p] : [];
  });
}

export function testNames(dirs: readonly string[]): string {
  return dirs
    .flatMap((d) => testFiles(join(root, d)))
    .flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/\b(?:it|test|describe)(?:\.each\([^)]*\))?\(\s*(['"`])(.*?)\1/g)].map(
        (m) => m[2]!,
      ),
    )
    .join('\n');
}

const cites = (names: string, n: string): boolean =>
  new RegExp(`(^|[^0-9.R])${n.replace(/\./g, '\\.')}(?![0-9])`).test(names);

export interface Gaps {
  sections: string[];
  rulings: string[];
}

export function lettowVorbeckGaps(): Gaps {
  const names = testNames(['tests/lettow-vorbeck', 'tests/spine']);
  const sections = Object.keys(LV_RULES).filter((k) => {
    const major = Number(k.split('.')[0]);
    return major >= 6 && major <= 30 && !cites(names, k);
  });
  return { sections, rulings: LV_RULINGS.map((r) => r.id).filter((id) => !cites(names, id)) };
}

export function hillOfDovesGaps(): Gaps {
  const names = testNames(['tests/hill-of-doves']);
  const sections = Object.keys(HOD_RULES).filter((k) => !/^\d\.0$/.test(k) && !cites(names, k));
  return { sections, rulings: HOD_RULINGS.map((r) => r.id).filter((id) => !cites(names, id)) };
}

if (process.argv[1]?.endsWith('rule-coverage.ts')) {
  for (const [game, gaps] of [
    ['Lettow-Vorbeck', lettowVorbeckGaps()],
    ['Hill of Doves', hillOfDovesGaps()],
  ] as const) {
    console.log(`${game}: sections without a named test: ${gaps.sections.join(' ') || 'none'}`);
    console.log(`${game}: rulings without a named test: ${gaps.rulings.join(' ') || 'none'}`);
  }
}
