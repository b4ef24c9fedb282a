// The daily digest (/settings digest:true): one DM a day listing every game waiting for the user
// (src/app/waiting.ts, as /games mine), instead of a ping at each hand-off. It goes when the user's
// sleep hours end, or at 08:00 their time without them (src/app/waking.ts). The time of each user's
// last digest is stored (settings' digest-sent), and it is written before the DM is sent: a restart
// sends none twice, and one the bot was down for goes when it is back. Runs in one process only
// (shard 0, as the backups). The clock is injected (clock.ts).
import type { Client } from 'discord.js';
import type { GameService } from '../app/service.ts';
import { readSettings, SETTING_KEY } from '../app/settings.ts';
import { GAME_CLOCK } from '../app/game-clock.ts';
import { gamesWaitingFor, waitingList, type ClockLine } from '../app/waiting.ts';
import { nextDigestAt } from '../app/waking.ts';
import { SYSTEM_CLOCK, type Clock, type Timer } from './clock.ts';
import { isDmRefused } from './send.ts';

export interface DigestOptions {
  clock?: Clock;
  log?: (msg: string, e?: unknown) => void;
  /** Each game's clock in the list (default: the game's own, in the user's time zone). */
  clockLine?: ClockLine;
}

export class Digests {
  private timer: Timer | null = null;
  private readonly clock: Clock;
  private readonly log: (msg: string, e?: unknown) => void;
  private readonly running = new Set<Promise<void>>();
  private stopped = false;

  constructor(
    private readonly client: Client,
    private readonly app: GameService,
    private readonly opts: DigestOptions = {},
  ) {
    this.clock = opts.clock ?? SYSTEM_CLOCK;
    this.log = opts.log ?? ((m, e) => console.error(`[heliograph] ${m}`, e ?? ''));
  }

  /** When each digest user's next digest is due. */
  private async schedule(): Promise<Map<string, number>> {
    const now = this.clock.now();
    const due = new Map<string, number>();
    for (const user of await this.app.store.usersWithSetting(SETTING_KEY.digest, 'on')) {
      const rows = await this.app.store.settings(user);
      const last = Number(rows.get(SETTING_KEY.digestSent) ?? NaN);
      due.set(user, nextDigestAt(await readSettings(this.app.store, user), Number.isFinite(last) ? last : now));
    }
    return due;
  }

  /** Reads the digest users again and sets the timer for the first digest due (at start, after /settings). */
  async refresh(): Promise<void> {
    if (this.stopped) return;
    const next = Math.min(...(await this.schedule()).values());
    if (this.timer) this.clock.clearTimeout(this.timer);
    this.timer = null;
    if (!Number.isFinite(next)) return;
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      const run = this.send().catch((e: unknown) => this.log('daily digests failed', e));
      this.running.add(run);
      void run.finally(() => this.running.delete(run));
    }, next - this.clock.now());
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  /** Resolves once the digests started so far are sent. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Sends every digest due now, then sets the timer for the next. */
  private async send(): Promise<void> {
    const now = this.clock.now();
    for (const [user, at] of await this.schedule()) {
      if (at > now || this.stopped) continue;
      await this.app.store.putSetting(user, SETTING_KEY.digestSent, String(now));
      const list = await gamesWaitingFor(this.app, user, now, this.opts.clockLine ?? GAME_CLOCK);
      if (list.length === 0) continue; // nothing waits: no DM
      const content = `Your daily digest (you chose it over pings: /settings digest:false to go back).\n${waitingList(list, now, true)}`;
      try {
        await this.client.users.send(user, { content: content.slice(0, 2000), allowedMentions: { parse: [] } });
      } catch (e) {
        if (!isDmRefused(e)) throw e;
        this.log(`daily digest for ${user}: DMs are closed`, e);
      }
    }
    await this.refresh();
  }
}
