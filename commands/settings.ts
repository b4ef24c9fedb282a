// /settings [timezone:] [sleep:] [digest:] [palette:] [stats:] — the caller's own settings, for every game and
// server (src/app/settings.ts): private answers only. Without options it lists them.
import { SlashCommandBuilder } from 'discord.js';
import { bool, str, type CommandSpec } from '../src/app/command.ts';
import { ephemeralOut } from '../src/app/outputs.ts';
import {
  describeSettings,
  parseSleep,
  parseTimeZone,
  PALETTES,
  readSettings,
  SETTING_KEY,
  storedValues,
  type Palette,
  type UserSettings,
} from '../src/app/settings.ts';
import { statsSettingChanged } from '../src/app/stats/record.ts';
import { UserError } from '../src/app/user-error.ts';

/** Discord's most autocomplete choices. */
const CHOICES_MAX = 25;

let zones: readonly string[] | undefined;
const allZones = (): readonly string[] => (zones ??= ['UTC', ...Intl.supportedValuesOf('timeZone')]);

export const settings: CommandSpec = {
  data: new SlashCommandBuilder()
    .setName('settings')
    .setDescription('Your own settings for every game (private): time zone, sleep hours, digest, palette, stats')
    .addStringOption((o) =>
      o.setName('timezone').setDescription('Your time zone, e.g. Europe/Paris (utc for none)').setAutocomplete(true),
    )
    .addStringOption((o) =>
      o.setName('sleep').setDescription('Hours with no pings or reminders, local time, e.g. 23-07 (off for none)'),
    )
    .addBooleanOption((o) =>
      o.setName('digest').setDescription('One daily DM of the games waiting for you instead of a ping each hand-off'),
    )
    .addStringOption((o) =>
      o
        .setName('palette')
        .setDescription('colour-blind: colours and letters that tell the sides apart without colour')
        .addChoices(...PALETTES.map((p) => ({ name: p, value: p }))),
    )
    .addStringOption((o) =>
      o
        .setName('stats')
        .setDescription("off: your games count in nobody's records and ratings (/stats)")
        .addChoices({ name: 'on', value: 'on' }, { name: 'off', value: 'off' }),
    ),
  async run({ app, caller }, input) {
    const change: Partial<UserSettings> = {};
    const tz = str(input, 'timezone');
    if (tz !== undefined) change.timeZone = parseTimeZone(tz);
    const sleep = str(input, 'sleep');
    if (sleep !== undefined) change.sleep = parseSleep(sleep);
    const digest = bool(input, 'digest');
    if (digest !== undefined) change.digest = digest;
    const palette = str(input, 'palette');
    if (palette !== undefined) {
      const p = PALETTES.find((x) => x === palette.trim().toLowerCase());
      if (!p)
        throw new UserError(
          `palette:${palette.slice(0, 40)} is not a palette. Choose one of: ${PALETTES.join(', ')}. Nothing was changed.`,
        );
      change.palette = p satisfies Palette;
    }
    const stats = str(input, 'stats');
    if (stats !== undefined) {
      if (stats !== 'on' && stats !== 'off')
        throw new UserError(
          `stats:${stats.slice(0, 20)} is neither on nor off. Choose stats:on or stats:off. Nothing was changed.`,
        );
      change.stats = stats === 'on';
    }
    const before = await readSettings(app.store, caller.user);
    for (const [key, value] of storedValues(change)) await app.store.putSetting(caller.user, key, value);
    // The first digest comes at the first digest time after this (src/discord/digest.ts counts from it).
    if (change.digest === true && !before.digest)
      await app.store.putSetting(caller.user, SETTING_KEY.digestSent, String(app.now()));
    // This server's ratings leave the user's games out (or take them back) now; docs/stats.md.
    if (change.stats !== undefined && change.stats !== before.stats)
      await statsSettingChanged(app.store, caller.guild ?? '');
    const now = await readSettings(app.store, caller.user);
    const head =
      Object.keys(change).length > 0
        ? 'Saved. Your settings (for every game, seen only by you):'
        : 'Your settings (for every game, seen only by you):';
    const notes: string[] = [];
    if (now.sleep && now.timeZone === null) notes.push('Your sleep hours are read in UTC until you set timezone:.');
    return [ephemeralOut(caller.user, [head, ...describeSettings(now).map((l) => `• ${l}`), ...notes].join('\n'))];
  },
  autocomplete(_ctx, _input, focused) {
    if (focused.name !== 'timezone') return [];
    const typed = focused.value.trim().toLowerCase();
    return allZones()
      .filter((z) => z.toLowerCase().includes(typed))
      .slice(0, CHOICES_MAX)
      .map((z) => ({ name: z, value: z }));
  },
};
