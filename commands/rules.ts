// /rules section:<n> — the rulebook text of a section (e.g. 13.1.2) or a ruling (e.g. R12).
import { SlashCommandBuilder } from 'discord.js';
import type { CommandSpec } from '../src/app/command.ts';
import { str } from '../src/app/command.ts';
import { ephemeralOut } from '../src/app/outputs.ts';
import { UserError } from '../src/app/user-error.ts';
import { own } from '../src/engine/own.ts';
import { RULES_TEXT } from '../src/games/lettow-vorbeck/data/rules-text.ts';
import { RULINGS } from '../src/games/lettow-vorbeck/data/rulings.ts';
import { RULES_TEXT as HOD_RULES_TEXT } from '../src/games/hill-of-doves/data/rules-text.ts';
import { RULING_BY_ID as HOD_RULINGS } from '../src/games/hill-of-doves/data/rulings.ts';

/** Hill of Doves: booklet sections 1.0-4.17 and the spec's rulings R1-R64. */
export function hodRuleText(query: string): string | null {
  const q = query.trim().replace(/^rule\s*/i, '');
  const r = HOD_RULINGS.get(q.toUpperCase() as `R${number}`);
  if (r) return `${r.id} (${r.where}) — ${r.problem}\nRuling: ${r.ruling}\nWhy: ${r.why}`;
  const t = own(HOD_RULES_TEXT, q) ?? own(HOD_RULES_TEXT, `${q}.0`);
  return t ? `${q} ${t.title}\n${t.text}` : null;
}

/** The text of a rule section or ruling, or null. A lettered paragraph ("28.1.B") falls back to its section. */
export function ruleText(query: string): string | null {
  const q = query.trim().replace(/^rule\s*/i, '');
  const ruling = RULINGS.find((r) => r.id.toLowerCase() === q.toLowerCase());
  if (ruling)
    return `${ruling.id} (${ruling.rules}) — ${ruling.question}\nRuling: ${ruling.ruling}\nWhy: ${ruling.why}`;
  const candidates = [q, `${q}.0`, q.replace(/\.[A-Z]$/i, '')];
  for (const c of candidates) {
    const r = own(RULES_TEXT, c);
    if (r) return `${c} ${r.title}\n${r.text || '(see its subsections)'}`;
  }
  return null;
}

export const rules: CommandSpec = {
  data: new SlashCommandBuilder()
    .setName('rules')
    .setDescription('Read a rule (e.g. 13.1.2) or a ruling (e.g. R12)')
    .addStringOption((o) => o.setName('section').setDescription('Rule number or ruling id').setRequired(true)),
  run: async ({ app, caller }, input) => {
    const q = str(input, 'section') ?? '';
    let kind: string;
    try {
      kind = (await app.currentOrLastGame(caller.channel)).row.kind;
    } catch {
      kind = ''; // no game in this channel: answer from the Lettow-Vorbeck rulebook
    }
    const text = kind === 'hill-of-doves' ? hodRuleText(q) : ruleText(q);
    if (!text)
      throw new UserError(`No rule "${q}". Try a section number such as 11.1.2 or 28.3, or a ruling such as R12.`);
    return [ephemeralOut(caller.user, text.length > 1900 ? `${text.slice(0, 1900)}…` : text)];
  },
};
