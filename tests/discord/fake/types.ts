/** Public data types of the fake Discord (what tests create and read back). */

/** A Discord user known to the fake (humans from `users`, plus the bot itself). */
export interface FakeUser {
  readonly id: string;
  readonly username: string;
  readonly globalName: string | null;
  readonly bot: boolean;
  /** Guild permission bitfield (decimal string) sent as `member.permissions` in interactions. */
  readonly permissions: string;
}

export interface FakeUserInit {
  id?: string;
  username: string;
  globalName?: string | null;
  /** Defaults to a broad member permission set (PoC value 2248473465835073). */
  permissions?: string | bigint;
  /** Another bot account (default false). */
  bot?: boolean;
}

export interface FakeGuild {
  readonly id: string;
  readonly name: string;
  readonly ownerId: string;
}

export interface FakeGuildInit {
  id?: string;
  name?: string;
  /** Username or id of a user from `users`; defaults to the first user. */
  owner?: string;
}

export interface FakeChannel {
  readonly id: string;
  readonly name: string;
  /** `guild-text` = type 0 in the fake guild; `dm` = type 1 with one recipient; `guild-thread` = type 11
   *  (a public thread, made by POST /channels/:id/threads), in `parentId`. */
  readonly kind: 'guild-text' | 'dm' | 'guild-thread';
  readonly guildId: string | null;
  readonly recipientId: string | null;
  /** A thread's channel. */
  readonly parentId?: string;
}

export interface FakeChannelInit {
  id?: string;
  name: string;
  topic?: string;
}

/** A user given as object, id or username. */
export type UserRef = FakeUser | string;
/** A channel given as object, id or name. */
export type ChannelRef = FakeChannel | string;

/** One file part of a multipart request, with its bytes. */
export interface RecordedFile {
  /** Multipart field name, e.g. `files[0]`. */
  readonly field: string;
  readonly name: string;
  readonly contentType: string;
  readonly bytes: Buffer;
}

/** Every HTTP request the bot made to the fake REST API. */
export interface RecordedRequest {
  readonly method: string;
  /** Path after `/api/v10`, with segments URL-decoded (`@original`, not `%40original`). */
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly authorization: string | undefined;
  /** Parsed JSON body, or the `payload_json` part of a multipart body. */
  readonly json: unknown;
  readonly files: readonly RecordedFile[];
  readonly at: number;
  /** When the request's headers arrived, before its body was read (clock.ts wallMs). */
  readonly arrivedAt: number;
  /** HTTP status the fake answered with (0 until answered). */
  status: number;
  /** True when the error was asked for by the test (429 switch, DM refusal). */
  injected: boolean;
  /** The fake's error body for 4xx/5xx answers, for debugging. */
  errorBody: unknown;
}

/** Values accepted for slash-command options. Users/channels may also be given as id or name strings
 *  when the registered schema says the option is a user/channel option. */
export type OptionValue = string | number | boolean | FakeUser | FakeChannel;

/** `channel: 'dm'` sends the interaction from the user's DM with the bot. */
export type InteractionChannel = ChannelRef | 'dm';

export interface CommandInput {
  user: UserRef;
  /** Defaults to the first guild channel. */
  channel?: InteractionChannel;
  name: string;
  subcommandGroup?: string;
  subcommand?: string;
  options?: Readonly<Record<string, OptionValue>>;
  /** Override the fake's ack deadline (default 3000 ms) for this interaction. */
  ackTimeoutMs?: number;
}

export interface AutocompleteInput extends CommandInput {
  /** Name of the option being typed; its value is `options[focused]` (default ''). */
  focused: string;
}

export interface ComponentOptions {
  ackTimeoutMs?: number;
}

export interface AutocompleteChoice {
  readonly name: string;
  readonly value: string | number;
}

/** A DM the fake refused with 50007. */
export interface RefusedDm {
  readonly userId: string;
  readonly channelId: string;
  readonly json: unknown;
  readonly files: readonly RecordedFile[];
  readonly at: number;
}
