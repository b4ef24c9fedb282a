// Acting and appending: an action comes in, the game decides the events, the store appends them
// (optimistically, retried on a conflicting append), the fold gives the new state, and views of it go
// out by audience. A command that lost a race is re-decided only while the game is at the step its
// player saw (kernel stepKey); retries back off with jittered delays. Events that end a game are
// appended in one transaction with its 'finished' status
// (docs/decisions/database-holds-the-invariants.md). Every append records the command it came from
// (src/engine/command-record.ts) and continues the chain of event hashes.
import { recordSide, type CommandRecord } from '../../engine/command-record.ts';
import { kernelLine } from '../../engine/kernel-lines.ts';
import { evolveFolded, fold, resultOf, stepKey } from '../../engine/kernel.ts';
import { RuleError } from '../../engine/rule-error.ts';
import type { GameAction, GameEvent, LegalAction, Viewer } from '../../engine/types.ts';
import { AppendConflict, type GameRow, type NewSeat } from '../../store/store.ts';
import { chainEvents, shortReceipt } from '../../store/chain.ts';
import { withOpponent } from '../opponent.ts';
import { dmOut, publicOut, type Caller, type Output } from '../outputs.ts';
import { picturesAfter } from '../pictures.ts';
import { paletteFor } from '../settings.ts';
import { sidePicture } from '../side-pictures.ts';
import { statsAtEnd } from '../stats/at-end.ts';
import { UserError } from '../user-error.ts';
import { tag, type LoadedGame } from './core.ts';
import { GameLoading } from './loading.ts';
import { decided } from './recorded.ts';
import { standInRecap } from '../stand-in-recap.ts';
import { refuseStaleStep } from '../stale-step.ts';
import { undoScan } from '../take-back.ts';
import { movedOnByClock, sleepersOf, stampRecord, standInSide, timerAfter } from '../clock.ts';
import { readSettingsOf } from '../settings.ts';
import { clockLine } from '../clock-lines.ts';
import { freeSides, seatNames, seatRowOf } from './seats.ts';
import { defaultViewer } from '../viewer-choice.ts';
import { rematchOffer } from '../rematch.ts';

/** Attempts of one command against concurrent appends, and the backoff between them: a random
 *  delay below BACKOFF_MS·2^(attempt-1), at most BACKOFF_CAP_MS (jitter keeps racers from re-colliding). */
const MAX_ATTEMPTS = 10;
const BACKOFF_MS = 4;
const BACKOFF_CAP_MS = 250;

const backoff = (attempt: number): Promise<void> =>
  new Promise((resolve) =>
    setTimeout(resolve, Math.random() * Math.min(BACKOFF_CAP_MS, BACKOFF_MS * 2 ** (attempt - 1))),
  );

export class GameActing extends GameLoading {
  /**
   * A player's action. The caller must hold the side that acts (any seated side of theirs that the
   * game is waiting for); sandbox actions may be made by anyone in a sandbox game.
   */
  async act(caller: Caller, action: GameAction): Promise<Output[]> {
    const g = await this.activeGame(caller.channel);
    // Heliograph standing in for a side whose player ran out of time (src/app/clock.ts).
    const standIn = standInSide(g, caller.user);
    const side = standIn ?? this.actingSide(g, caller, action);
    // A typed command only: a button was posted for the step it is pressed at, code acts on the state it read.
    if (caller.via === 'typed' && !standIn)
      await refuseStaleStep(this.store, (seq) => this.foldedAt(g.row.id, g.module, seq), g, caller, side, action);
    const record: CommandRecord = standIn
      ? { kind: 'act', side, action, standIn: true }
      : { kind: 'act', side, action };
    return this.append(caller, g.row, (loaded) => decided(loaded, record), { offerUndo: true, record });
  }

  /**
   * `confirm:true|false` (a game's standing-orders command): the caller's side confirms every step
   * itself, or lets forced steps pass. With `then` (standing orders given in the same command), that action is decided after the
   * setting and written in the same append: one command, one transaction.
   */
  async setConfirm(caller: Caller, confirm: boolean, then?: GameAction): Promise<Output[]> {
    const g = await this.activeGame(caller.channel);
    const side = this.actingSide(g, caller, { type: 'confirm' });
    if ((g.folded.confirm?.includes(side) ?? false) === confirm)
      throw new UserError(
        `The ${side} side ${confirm ? 'already confirms every step' : 'already lets forced steps pass by themselves'}; nothing was recorded.`,
      );
    const record: CommandRecord = then
      ? { kind: 'confirm', side, confirm, then: { side: this.actingSide(g, caller, then), action: then } }
      : { kind: 'confirm', side, confirm };
    return this.append(caller, g.row, (l) => decided(l, record), { offerUndo: then !== undefined, record });
  }

  /** The legal actions now open to the caller (autocomplete, buttons, "what can I do?"). */
  async legalActions(caller: Caller): Promise<LegalAction[]> {
    const row = await this.store.activeGameIn(caller.channel);
    if (!row) return [];
    const g = await this.load(row);
    const sides = g.seats.filter((s) => s.user_id === caller.user).map((s) => s.side);
    return sides.flatMap((s) => g.module.actions(g.folded.game, s));
  }

  /** A game with a result takes no command, whatever its status says; a half-finished one is repaired. */
  protected async refuseIfOver(g: LoadedGame): Promise<void> {
    const result = resultOf(g.module, g.folded);
    if (!result) return;
    if (g.row.status === 'active') await this.store.finishGame(g.row.id);
    throw new UserError(
      `Game #${g.row.id} is over (${result.label}: ${result.reason}); nothing was recorded. Start a new one with /game new.`,
    );
  }

  /**
   * Decide and append. When another command landed first, wait a little (jittered backoff), then
   * re-decide against the new state only if the game is still at the step the player saw.
   * Everything the command writes goes in that one append: its events, the game's end, the seat of a
   * /game join (`seat`) and a snapshot when the log crosses a multiple of snapshotEvery.
   */
  /** Appends a recorded command (the clock's commands, src/app/clock.ts); with `head`, only while the
   *  log is still at that event (else a UserError and nothing written: no retry on a later state). */
  appendRecord(caller: Caller, row: GameRow, record: CommandRecord, head?: number): Promise<Output[]> {
    return this.append(
      caller,
      row,
      (l) => {
        if (head !== undefined && l.folded.seq !== head)
          throw new UserError('The game moved on before this was recorded; nothing was recorded.');
        return decided(l, record);
      },
      { record },
    );
  }

  protected async append(
    caller: Caller,
    row: GameRow,
    decide: (g: LoadedGame) => GameEvent[],
    opts: { offerUndo?: boolean; seat?: NewSeat; record?: CommandRecord } = {},
  ): Promise<Output[]> {
    let seen: string | undefined;
    for (let attempt = 1; ; attempt++) {
      const loaded = await this.load(row);
      const before = opts.seat ? { ...loaded, seats: [...loaded.seats, seatRowOf(row.id, opts.seat)] } : loaded;
      await this.refuseIfOver(before);
      const step = stepKey(before.module, before.folded);
      if (seen === undefined) seen = step;
      else if (step !== seen) {
        const exp = before.module.expected(before.folded.game);
        const now = `${exp.sides.join(' and ') || 'nobody'} — ${exp.text.replace(/\.$/, '')}`;
        throw new UserError(
          movedOnByClock(before) ??
            `The game moved on: another command landed first, and it is now at ${now}; nothing was recorded.`,
        );
      }
      let events: GameEvent[];
      // clock_sleep:stops: the players' sleep hours, read before the command is decided.
      const sleepers = await readSettingsOf(this.store, sleepersOf(before));
      try {
        // A game with a running clock: the command carries its time, and ends with what time did.
        if (opts.record) stampRecord(opts.record, before, this.now(), sleepers);
        events = decide(before);
      } catch (e) {
        if (attempt > 1 && e instanceof RuleError) {
          throw new RuleError(
            e.rule,
            `another move landed first and yours is no longer legal: ${e.message}`,
            e.allowed,
          );
        }
        throw e;
      }
      if (events.length === 0) throw new UserError('That changes nothing; nothing was recorded.');
      await this.opts.beforeAppend?.(row.id, attempt);
      await this.nextMillisecond(row.id);
      const after = fold(before.module, events, before.folded);
      const finish = resultOf(before.module, after) !== null;
      const crosses = Math.floor(after.seq / this.snapshotEvery) > Math.floor(before.folded.seq / this.snapshotEvery);
      const written = events.map((e) => ({ type: e.type, data: JSON.stringify(e) }));
      const record = opts.record;
      try {
        const checked = this.chains.get(row.id);
        await this.store.append(row.id, before.folded.seq, written, caller.user, {
          finish,
          ...(opts.seat ? { seat: opts.seat } : {}),
          ...(crosses ? { snapshot: JSON.stringify(after) } : {}),
          ...(record ? { command: { side: recordSide(record), action: JSON.stringify(record) } } : {}),
          ...(checked?.seq === before.folded.seq ? { prevHash: checked.hash } : {}),
          ...(after.clock ? { timer: timerAfter(after) } : {}),
        });
        this.lastAppend.set(row.id, Date.now());
      } catch (e) {
        if (e instanceof AppendConflict && attempt < MAX_ATTEMPTS) {
          await backoff(attempt);
          continue;
        }
        if (e instanceof AppendConflict)
          throw new UserError(
            'The game is busy (too many simultaneous moves); nothing was recorded. Please try again.',
          );
        throw e;
      }
      // Heliograph's reply, if it is seated (opponent.ts).
      const receipt = this.chainAfter(before, written);
      const out = await this.afterAppend(before, events, opts.offerUndo === true, receipt);
      // A player back from Heliograph's stand-in: what it did for them, privately.
      const back = events.find((e) => e.type === 'kernel.clock-seat-back') as { side: string } | undefined;
      const welcome = back ? await standInRecap(this, before, back.side, caller.user, before.folded.seq) : null;
      if (welcome) out.push(welcome);
      // A game that ended here: its statistics, and each player's dice luck after the game-over line.
      const luck = finish ? await statsAtEnd(this.store, row.id, (m) => this.warn(m)) : null;
      if (luck) out.push(publicOut(tag(row) + luck));
      return withOpponent(this, row.channel, out);
    }
  }

  /** The chain after our own append, continued from the point checked before it (no read: the same
   *  hashes the store wrote, or a later check finds the break). */
  private chainAfter(before: LoadedGame, written: readonly { type: string; data: string }[]): string | undefined {
    const at = this.chains.get(before.row.id);
    if (this.opts.chain === false || !at || at.seq !== before.folded.seq) return undefined;
    const hashes = chainEvents(this.keyOf(before.row), before.row.id, at, written);
    return this.advanceChain(before.row.id, { seq: at.seq + hashes.length, hash: hashes.at(-1)! }).hash;
  }

  protected async afterAppend(
    before: LoadedGame,
    events: GameEvent[],
    offerUndo = false,
    receipt?: string,
  ): Promise<Output[]> {
    const { module, row } = before;
    let f = before.folded;
    // An Undo button after a command its player may take back alone.
    // (Two-player games; a solitaire game's decisions already come with their own buttons.)
    let undoable = offerUndo && module.undoable !== undefined && module.seats.length > 1;
    const scan = undoScan(module, before.folded);
    const publicLines: string[] = [];
    const sideLines = new Map<string, string[]>(module.seats.map((s) => [s, []]));
    for (const e of events) {
      const pub = module.describe(e, { kind: 'public' }, f.game) ?? kernelLine(e);
      if (pub) publicLines.push(pub);
      for (const s of module.seats) {
        const line = module.describe(e, { kind: 'side', side: s }, f.game) ?? kernelLine(e);
        if (line) sideLines.get(s)!.push(line);
      }
      if (undoable) scan.add(e, f.game);
      f = evolveFolded(module, f, e);
    }
    undoable &&= scan.own(f);
    if (this.opts.cache !== false) this.cache.set(row.id, f);
    const after: LoadedGame = { ...before, folded: f, receipt };
    const out: Output[] = [];
    const files =
      this.opts.picturesAfter === false ? [] : await picturesAfter(row.kind, events, () => this.events(row.id));
    if (publicLines.length || files.length)
      out.push(publicOut(tag(row) + publicLines.join('\n'), { part: 'lines', ...(files.length ? { files } : {}) }));
    // A side whose log lines say more than the public ones gets them privately.
    const privateSides = [...sideLines].filter(([, lines]) => lines.join('\n') !== publicLines.join('\n'));
    const result = resultOf(module, f);
    // The sides' pictures are drawn side by side in the render pool — only where these DMs are sent as
    // they are: the hand-off post (src/app/handoff.ts) replaces them with one DM per recipient, with
    // its own picture, until the game is over.
    const sentAsTheyAre = this.handoffStyle === 'lines' || result !== null;
    const pictures = await Promise.all(
      privateSides.map(([side]) =>
        this.opts.dmPictures && sentAsTheyAre && before.seats.some((s) => s.side === side)
          ? paletteFor(
              this.store,
              before.seats.filter((s) => s.side === side).map((s) => s.user_id),
            ).then((palette) => sidePicture(module, f.game, side, `${row.id}-${f.seq}`, palette))
          : null,
      ),
    );
    for (const [k, [side, lines]] of privateSides.entries()) {
      const seats = before.seats.filter((s) => s.side === side);
      const picture = pictures[k];
      for (const seat of seats)
        out.push(
          dmOut(seat.user_id, `${tag(row)}[${side}] ${lines.join('\n')}`, {
            part: 'side-lines',
            ...(picture ? { files: [picture] } : {}),
          }),
        );
    }
    if (result && row.status === 'active') {
      // The status was written with the events (append's `finish`).
      out.push(
        publicOut(
          `${tag(row)}Game over: ${result.label} — ${result.reason}.\nThe seed was ${row.seed} (SHA-256 ${row.seed_hash}); every roll can now be re-checked from the log.`,
          rematchOffer(before),
        ),
      );
    } else if (!result) {
      const changed = module.expected(before.folded.game).sides.join() !== module.expected(f.game).sides.join();
      out.push(
        publicOut(this.nextLine(after, changed), {
          part: 'next',
          ...(changed ? { mentions: this.mentionsFor(after) } : {}),
          ...(undoable ? { buttons: [{ label: 'Undo', command: '/undo last' }] } : {}),
        }),
      );
    }
    return out;
  }

  private async nextMillisecond(gameId: number): Promise<void> {
    const last = this.lastAppend.get(gameId);
    while (last !== undefined && Date.now() <= last) await new Promise((resolve) => setTimeout(resolve, 1));
  }

  protected nextLine(g: LoadedGame, ping: boolean): string {
    const exp = g.module.expected(g.folded.game);
    const who = exp.sides.map((s) => `${s} (${seatNames(g, s) || 'nobody seated yet'})`).join(' and ');
    // A hand-off carries the receipt of the log so far (/game verify checks it after the end).
    const clock = clockLine(g.folded, this.now());
    return `${tag(g.row)}${ping ? 'Your move: ' : 'Next: '}${who} — ${exp.text}${ping ? handoffReceipt(g) : ''}${clock ? `\n${clock}` : ''}`;
  }

  protected mentionsFor(g: LoadedGame): string[] {
    const sides = g.module.expected(g.folded.game).sides;
    return g.seats.filter((s) => sides.includes(s.side)).map((s) => s.user_id);
  }

  protected actingSide(g: LoadedGame, caller: Caller, action: GameAction): string {
    const mine = g.seats.filter((s) => s.user_id === caller.user).map((s) => s.side);
    const expected = g.module.expected(g.folded.game).sides;
    if (action.type.startsWith('sandbox-') && g.module.isSandbox(g.folded.game)) {
      return mine.find((s) => expected.includes(s)) ?? expected[0] ?? g.module.seats[0]!;
    }
    if (mine.length === 0) throw new UserError(this.notSeated(g));
    return mine.find((s) => expected.includes(s)) ?? mine[0]!;
  }

  protected notSeated(g: LoadedGame): string {
    const seats = g.module.seats.map((s) => `${s}: ${seatNames(g, s) || 'free'}`).join('; ');
    const free = freeSides(g);
    return `You are not seated in game #${g.row.id} (${seats}). Only a seated player acts for a side; anyone may look with /game status${free.length ? `, or take a free side with /game join side:${free.join('|')}` : ''}.`;
  }

  protected viewerFor(g: LoadedGame, user: string): Viewer {
    return defaultViewer(g, user);
  }
}

/** The receipt a hand-off carries: " (receipt 1a2b3c4d5e6f)", or nothing for a game without a chain. */
export const handoffReceipt = (g: Pick<LoadedGame, 'receipt'>): string =>
  g.receipt ? ` (receipt ${shortReceipt(g.receipt)})` : '';
