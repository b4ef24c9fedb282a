// /note [text:…] [private:true] — a note on the game's current moment, for yourself while the game
// runs; after the end shown in /log and the replay unless kept private. /note alone lists your notes.
import { SlashCommandBuilder } from 'discord.js';
import { bool, str, type CommandSpec } from '../src/app/command.ts';
import { note, NOTE_MAX } from '../src/app/notes.ts';

export const noteCommand: CommandSpec = {
  data: new SlashCommandBuilder()
    .setName('note')
    .setDescription('Note this moment of the game (yours until the end); alone, lists your notes')
    .addStringOption((o) =>
      o.setName('text').setDescription('What to remember (shown to all after the end)').setMaxLength(NOTE_MAX),
    )
    .addBooleanOption((o) => o.setName('private').setDescription('Keep it to yourself even after the end')),
  run: ({ app, caller }, input) => note(app, caller, str(input, 'text'), bool(input, 'private') ?? false),
};
