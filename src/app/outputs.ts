// What the application sends back: each output is addressed to an audience. The Discord adapter
// posts public outputs in the game's channel, DMs to users, and ephemeral replies; the console
// prints them as [public] / [dm user] / [ephemeral user].

export type Audience = { kind: 'public' } | { kind: 'dm'; user: string } | { kind: 'ephemeral'; user: string };

export interface OutputFile {
  name: string; // e.g. "map-12.png"
  data: Buffer;
  /** A picture's alt text, from the same per-viewer view or model it is drawn from: Discord's attachment
   *  description (at most 1,024 characters, src/engine/presentation.ts ALT_TEXT_MAX); the console prints it. */
  description?: string;
}

/** A button: pressing it runs `command` (a command line, as typed in the console) as the presser. */
export interface OutputButton {
  label: string;
  command: string;
  /** It pages a long list of choices (DecisionButton.page). */
  page?: boolean;
}

export interface Output {
  audience: Audience;
  text: string;
  files?: OutputFile[];
  buttons?: OutputButton[];
  /** Users to ping (turn notifications). */
  mentions?: string[];
  /** Who may press the buttons (default: the users pinged, else whoever ran the command). */
  buttonsFor?: string[];
}

export const publicOut = (text: string, extra: Partial<Output> = {}): Output => ({
  audience: { kind: 'public' },
  text,
  ...extra,
});
export const dmOut = (user: string, text: string, extra: Partial<Output> = {}): Output => ({
  audience: { kind: 'dm', user },
  text,
  ...extra,
});
export const ephemeralOut = (user: string, text: string, extra: Partial<Output> = {}): Output => ({
  audience: { kind: 'ephemeral', user },
  text,
  ...extra,
});

/** Who is calling, and where from. `user` is a stable id (a Discord snowflake, or a console name). */
export interface Caller {
  channel: string;
  user: string;
  name: string;
  /** The Discord server (guild) id; null in a Discord DM; absent in the console, which has no servers. */
  guild?: string | null;
}
