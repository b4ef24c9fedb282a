// /help — the commands there are and, in a channel with a game, what the caller may do now
// (from actions(), the same list that drives validation, autocomplete and buttons).
import { SlashCommandBuilder } from 'discord.js';
import type { CommandSpec } from '../src/app/command.ts';
import { ephemeralOut } from '../src/app/outputs.ts';

export const help: CommandSpec = {
  data: new SlashCommandBuilder()
    .setName('help')
    .setDescription('The commands, and what you can do now in this channel’s game'),
  async run({ app, caller }) {
    // Imported lazily: the registry imports this file.
    const { COMMANDS } = await import('./index.ts');
    const lines = ['Commands:'];
    for (const c of COMMANDS.values()) {
      const json = c.data.toJSON();
      const subs = (json.options ?? []).filter((o) => o.type === 1).map((o) => o.name);
      lines.push(
        `  /${json.name}${subs.length ? ` ${subs.join('|')}` : ''} — ${json.description}${c.consoleOnly ? ' (console only)' : ''}`,
      );
    }
    const row = await app.store.activeGameIn(caller.channel);
    if (!row) lines.push('', 'No game is running in this channel: start one with /game new.');
    else {
      const g = await app.load(row);
      const exp = g.module.expected(g.folded.game);
      lines.push(
        '',
        `Game #${row.id} (${g.module.title}): waiting for ${exp.sides.join(' and ') || 'nobody'} — ${exp.text}`,
      );
      const legal = await app.legalActions(caller);
      if (legal.length === 0) lines.push('You have nothing to do right now.');
      else {
        lines.push('You may now:');
        for (const l of legal.slice(0, 30)) lines.push(`  • ${l.label}`);
        if (legal.length > 30) lines.push(`  … and ${legal.length - 30} more`);
      }
    }
    return [ephemeralOut(caller.user, lines.join('\n'))];
  },
};
