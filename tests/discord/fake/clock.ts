/** Wall-clock milliseconds with a fraction (performance.timeOrigin + performance.now()): comparable
 *  between processes on one machine, so the load test can line the fake's times up with the bot's. */
export const wallMs = (): number => performance.timeOrigin + performance.now();
