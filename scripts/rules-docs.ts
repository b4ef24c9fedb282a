// npx tsx scripts/rules-docs.ts: writes docs/rules-<game>.md for each game, the player's reference of
// what /rules answers (src/app/rules-docs.ts). Run it after a change to a game's rules, tables or cards;
// tests/app/rules-docs.test.ts fails until it is run.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GAME_IDS, gameModule, presentationOf } from '../src/app/registry.ts';
import { rulesDoc, rulesDocPath } from '../src/app/rules-docs.ts';

const root = join(import.meta.dirname, '..');
for (const id of GAME_IDS) {
  const p = presentationOf(id)!;
  const path = rulesDocPath(id);
  writeFileSync(join(root, path), rulesDoc(id, gameModule(id)?.title ?? id, p.rules));
  console.log(`${path}: ${p.rules.entries.length} entries`);
}
