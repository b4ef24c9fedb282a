// /help — the commands there are and, in a channel with a game, what the caller may do now
// (from actions(), the same list that drives validation, autocomplete and buttons). In a channel with a
// game only that game's own commands are listed beside the common ones (each game's presentation
// names its commands), and of the common ones those that work in it (CommandSpec.worksIn: no /hint
// where the game has no bot); in a channel without one, every game's commands, under its title.
import { SlashCommandBuilder } from 'discord.js';
import type { CommandSpec } from '../src/app/command.ts';
import { ephemeralOut } from '../src/app/outputs.ts';
import type { LegalAction } from '../src/engine/types.ts';
import { gameModule, PRESENTATIONS, presentationOf } from '../src/app/registry.ts';
import { CLOCK_HELP } from '../src/app/clock-lines.ts';

function line(c: CommandSpec): string {
  const json = c.data.toJSON();
  const subs = (json.options ?? []).filter((o) => o.type === 1).map((o) => o.name);
  return `  /${json.name}${subs.length ? ` ${subs.join('|')}` : ''} — ${json.description}${c.consoleOnly ? ' (console only)' : ''}`;
}

/**
 * A long list (set-up placements: every unit × every legal space) as one line per unit, its places
 * joined: "Place ger-1-fka at moshi, tanga, … (30 places)".
 */
function grouped(legal: readonly LegalAction[]): string[] {
  const groups = new Map<string, { label: string; values: string[] }>();
  const out: (string | { label: string; values: string[] })[] = [];
  for (const { action, label } of legal) {
    const f = action as { unit?: unknown; at?: unknown; to?: unknown };
    const value = typeof f.at === 'string' ? f.at : typeof f.to === 'string' ? f.to : null;
    if (typeof f.unit !== 'string' || value === null || !label.endsWith(value)) {
      out.push(label);
      continue;
    }
    const key = `${action.type}|${f.unit}`;
    const g = groups.get(key);
    if (g) g.values.push(value);
    else {
      const fresh = { label: label.slice(0, -value.length), values: [value] };
      groups.set(key, fresh);
      out.push(fresh);
    }
  }
  return out.map((o) => {
    if (typeof o === 'string') return o;
    const shown = o.values.slice(0, 8).join(', ');
    return `${o.label}${shown}${o.values.length > 8 ? `, … (${o.values.length} places)` : ''}`;
  });
}

/** The post-game room, in a few words (docs/playing.md "After the game"). */
const POSTGAME_HELP =
  'After a game ends everything is open to everyone: /replay step|gif viewer:<side>|all (each side’s view, or all: the full view), /log viewer:all (every line), /stacks step:<n> viewer:<side>|all. While it runs, viewer: is your own side only. /game rematch (the game-over button): the same game, sides swapped, once both players ask.';

/** What /settings keeps, in a few words (docs/playing.md "Your settings"), and spectators ("In Discord"). */
const SETTINGS_HELP = [
  '',
  'Spectators: /game watch follows this channel’s game with the public view only (/recap: what happened since your last look; ping:true: each hand-off post by DM); /game unwatch stops. A seated player sees their own side instead. /game status lists who watches.',
  'Notes: /note text:… pins a note to the game’s current moment, seen by you alone until the end, then in /log and /replay gif for everyone (private:true keeps it yours); /note alone lists your notes.',
  'Your settings, for every game (/settings, seen by you alone): timezone:Europe/Paris; sleep:23-07 (pings and reminders wait until your sleep hours end); digest:true (one DM a day of the games waiting for you, instead of pings); palette:colour-blind (colours and letters that tell the sides apart without colour). /games mine lists every game waiting for your move.',
];

export const help: CommandSpec = {
  data: new SlashCommandBuilder()
    .setName('help')
    .setDescription('The commands, and what you can do now in this channel’s game'),
  async run({ app, caller }) {
    // Imported lazily: commands/index.ts imports this file.
    const { COMMANDS } = await import('./index.ts');
    const owned = new Set(PRESENTATIONS.flatMap((p) => p.commands));
    const listed = (names: readonly string[]) =>
      names.flatMap((n) => {
        const c = COMMANDS.get(n);
        return c ? [line(c)] : [];
      });
    const row = await app.store.activeGameIn(caller.channel);
    const p = row ? presentationOf(row.kind) : undefined;
    const game = row ? await app.load(row) : undefined;
    // In a game's channel, only the common commands that work in that game (/hint where hints were agreed, /map a picture).
    const common = [...COMMANDS.values()].filter(
      (c) => !owned.has(c.data.name) && (!p || !c.worksIn || c.worksIn(p, game)),
    );
    const lines = ['Commands:', ...common.map(line)];
    if (!row) {
      for (const p of PRESENTATIONS) lines.push(`${gameModule(p.id)?.title ?? p.id}:`, ...listed(p.commands));
      lines.push('', ...CLOCK_HELP);
      lines.push('', 'No game is running in this channel: start one with /game new.', POSTGAME_HELP, ...SETTINGS_HELP);
      return [ephemeralOut(caller.user, lines.join('\n'))];
    }
    const g = game!;
    lines.push(`${g.module.title}:`, ...listed(p?.commands ?? []), ...(p ? [`  ${p.help}`] : []));
    if (g.folded.clock) lines.push(...CLOCK_HELP);
    const exp = g.module.expected(g.folded.game);
    lines.push(
      '',
      `Game #${row.id} (${g.module.title}): waiting for ${exp.sides.join(' and ') || 'nobody'} — ${exp.text}`,
    );
    const legal = await app.legalActions(caller);
    if (legal.length === 0) lines.push('You have nothing to do right now.');
    else {
      const shown = legal.length > 30 ? grouped(legal) : legal.map((l) => l.label);
      lines.push('You may now:');
      for (const l of shown.slice(0, 30)) lines.push(`  • ${l}`);
      if (shown.length > 30) lines.push(`  … and ${shown.length - 30} more`);
    }
    lines.push(POSTGAME_HELP, ...SETTINGS_HELP);
    return [ephemeralOut(caller.user, lines.join('\n'))];
  },
};
