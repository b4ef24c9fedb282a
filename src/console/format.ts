// How outputs look in the console: one block per output, tagged with its audience; image files
// are written under the data folder and their paths printed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Output } from '../app/outputs.ts';

const MAX_BUTTONS = 8;

export function audienceTag(o: Output): string {
  switch (o.audience.kind) {
    case 'public':
      return '[public]';
    case 'dm':
      return `[dm ${o.audience.user}]`;
    case 'ephemeral':
      return `[ephemeral ${o.audience.user}]`;
  }
}

export function formatOutput(o: Output, imageDir: string, counter: { n: number }): string {
  const lines = o.text.split('\n');
  const out = [`${audienceTag(o)} ${lines[0] ?? ''}`, ...lines.slice(1).map((l) => `  ${l}`)];
  if (o.mentions?.length) out.push(`  (pings ${o.mentions.join(', ')})`);
  // Long decision lists (Hill of Doves offers up to 50) are cut short: /help and /hod options list them all.
  const buttons = o.buttons ?? [];
  for (const b of buttons.slice(0, MAX_BUTTONS)) out.push(`  [button] ${b.label} → ${b.command}`);
  if (buttons.length > MAX_BUTTONS)
    out.push(`  [buttons] … ${buttons.length - MAX_BUTTONS} more (/help lists every choice)`);
  for (const f of o.files ?? []) {
    mkdirSync(imageDir, { recursive: true });
    const path = join(imageDir, `${String(++counter.n).padStart(4, '0')}-${f.name}`);
    writeFileSync(path, f.data);
    out.push(`  [file] ${path}`);
  }
  return out.join('\n');
}
