/** Snowflake ids for the fake (same layout as Discord's: ms since the Discord epoch << 22 | counter). */
const DISCORD_EPOCH = 1420070400000n;
let counter = 0n;

export function snowflake(at: number = Date.now()): string {
  counter = (counter + 1n) & 0x1ffffn;
  return (((BigInt(at) - DISCORD_EPOCH) << 22n) | counter).toString();
}
