// npm run verify -- <file>: checks a game log exported with /game export, offline: the revealed seed
// against its SHA-256 commitment, then every die and draw recomputed from the seed, then the chain of
// event hashes (with the receipt of every hand-off, to compare with those kept). Exit code 0 when
// everything matches, 1 when something does not, 2 when the file cannot be read.
import { readFileSync } from 'node:fs';
import { checkLog, parseLogFile } from '../src/app/verify/log-file.ts';
import { handoffLines } from '../src/app/verify/receipts.ts';

const file = process.argv[2];
if (!file || process.argv.length > 3) {
  console.error('Usage: npm run verify -- <file exported with /game export>');
  process.exit(2);
}
let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch (e) {
  console.error(`verify: cannot read ${file}: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(2);
}
const log = parseLogFile(text);
if (typeof log === 'string') {
  console.error(`verify: ${file} is ${log}`);
  process.exit(2);
}
const check = checkLog(log);
console.log(
  `Game #${log.game.id} (${log.game.kind}, ${log.game.revision}, ${log.events.length} events): ${check.text}`,
);
if (check.chain?.handoffs.length)
  console.log(`Receipts of the hand-offs:\n${handoffLines(check.chain.handoffs).join('\n')}`);
process.exitCode = check.ok ? 0 : 1;
