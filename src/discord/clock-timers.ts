// The clocks' time-outs in Discord (docs/clocks.md): each game with a running clock has its next
// time-out in the clocks table, written with the events it follows from (src/app/clock.ts timerAfter).
// At start the bot arms every pending one in one read; after each command it re-arms that game's. When
// one is due, the time-out is appended only if the log is still where it was read (a move that landed
// first wins: src/app/clock.ts fireTimeout), so a restart or two shards racing write it once, and the
// opponent gets the four choices as buttons. Public lines only (the time-out reveals nothing).
// Sharded, each shard arms the games of the channels it serves (src/discord/shards.ts).
import type { Client } from 'discord.js';
import { fireTimeout } from '../app/clock.ts';
import type { Output } from '../app/outputs.ts';
import type { GameService } from '../app/service.ts';
import type { Store, TimerRow } from '../store/store.ts';
import { dmUser, mentionOf, payloadsFor, sendToChannel } from './send.ts';
import { ownsChannel } from './shards.ts';

const MAX_TIMEOUT = 2 ** 31 - 1;

/** Every pending time-out of the running games a shard serves, derived at start from the store alone
 *  (one read, no game folded: npm run bench's timer_scan_ms_10000_games). */
export async function pendingTimers(
  store: Pick<Store, 'timers'>,
  owns: (channel: string) => boolean | Promise<boolean>,
): Promise<TimerRow[]> {
  const mine: TimerRow[] = [];
  for (const t of await store.timers()) if (await owns(t.channel)) mine.push(t);
  return mine;
}

export class ClockTimers {
  private readonly timers = new Map<number, NodeJS.Timeout>();
  private stopped = false;

  constructor(
    private readonly client: Client,
    private readonly app: GameService,
    private readonly log: (msg: string, e?: unknown) => void,
  ) {}

  /** Arms the pending time-outs of this shard's games (one read of the clocks table). */
  async start(): Promise<void> {
    for (const t of await pendingTimers(this.app.store, (channel) => this.owns(channel))) this.schedule(t);
  }

  stop(): void {
    this.stopped = true;
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }

  /** The time-outs armed now, by game id (tests). */
  armed(): number[] {
    return [...this.timers.keys()];
  }

  /** After a command in `channel`: re-arm its game's time-out from the row written with the events. */
  async afterCommand(channel: string): Promise<void> {
    const game = await this.app.store.activeGameIn(channel);
    if (!game) return;
    const t = await this.app.store.timer(game.id);
    if (t && t.head === (await this.app.store.head(game.id))) this.schedule(t);
    else this.clear(game.id);
  }

  private async owns(channel: string): Promise<boolean> {
    try {
      return await ownsChannel(this.client, channel);
    } catch (e) {
      this.log(`clock: cannot tell which shard serves channel ${channel}; leaving it to the others`, e);
      return false;
    }
  }

  private clear(gameId: number): void {
    const old = this.timers.get(gameId);
    if (old) clearTimeout(old);
    this.timers.delete(gameId);
  }

  private schedule(t: TimerRow): void {
    if (this.stopped) return;
    this.clear(t.gameId);
    const delay = Math.max(0, Math.min(t.due - this.app.now(), MAX_TIMEOUT));
    this.timers.set(
      t.gameId,
      setTimeout(() => {
        this.timers.delete(t.gameId);
        this.fire(t.gameId).catch((e: unknown) => this.log(`clock time-out of game #${t.gameId} failed`, e));
      }, delay),
    );
  }

  private async fire(gameId: number): Promise<void> {
    if (this.stopped) return;
    const t = await this.app.store.timer(gameId);
    if (!t) return;
    if (t.due > this.app.now()) return this.schedule(t); // a long wait clamped by setTimeout's limit
    const fired = await fireTimeout(this.app, gameId);
    if (fired) await this.post(fired.channel, fired.out);
    // What is due next (more time given, another side): the row the append wrote, or nothing.
    const next = await this.app.store.timer(gameId);
    if (next && next.due > this.app.now()) this.schedule(next);
  }

  private async post(channel: string, outputs: readonly Output[]): Promise<void> {
    const ctx = { client: this.client, buttons: this.app.store, channel, caller: '' };
    for (const out of outputs) {
      if (out.audience.kind === 'dm') {
        // A watcher's copy of the post (src/app/watcher-pings.ts); one who closed their DMs misses it.
        const user = out.audience.user;
        if (!(await dmUser(ctx, user, out)))
          this.log(`the time-out's DM to watcher ${user} (game in ${channel}) was refused: their DMs are closed`);
        continue;
      }
      if (out.audience.kind !== 'public') continue;
      const mentions = out.mentions ?? [];
      const prefix = mentions.length ? `${mentions.map(mentionOf).join(' ')} ` : '';
      for (const p of await payloadsFor(ctx, out, { prefix, mentions })) await sendToChannel(this.client, channel, p);
    }
  }
}
