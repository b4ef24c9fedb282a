/** Public entry point of the fake Discord used by end-to-end tests. See README.md. */
export { startFakeDiscord, FakeDiscord, type MessageRef } from './fake-discord.ts';
export type { FakeDiscordOptions } from './world-init.ts';
export { clientOptionsFor, fakeEnv, type FakeEndpoints } from './client-options.ts';
export { FakeMessage, EPHEMERAL_FLAG, LOADING_FLAG, type MessageSource, type MessageVersion } from './fake-message.ts';
export {
  InteractionRecord,
  CallbackType,
  type CallbackRecord,
  type EditRecord,
  type InteractionKind,
} from './interaction-record.ts';
export { DroppedInteractionError } from './interaction-sender.ts';
export { RateLimitRule, type RateLimitInit } from './rate-limits.ts';
export type { RegisteredCommands, Registration } from './command-registry.ts';
export type { IdentifyRecord } from './gateway.ts';
export { isPng, pngSize, PNG_SIGNATURE } from './files.ts';
export { snowflake } from './ids.ts';
export type * from './types.ts';
