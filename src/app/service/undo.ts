// Take-backs (src/engine/undo.ts; docs/decisions/undo-is-an-event.md): /undo last alone within one's own
// turn, /undo request and its answer across what both sides have seen.
import type { CommandRecord } from '../../engine/command-record.ts';
import { evolveFolded } from '../../engine/kernel.ts';
import type { UndoWording } from '../../engine/presentation.ts';
import type { AnyGameModule, GameEvent } from '../../engine/types.ts';
import {
  UNDO_EVENTS,
  standingCommands,
  voidedSeqs,
  type LogRow,
  type Restored,
  type Undoable,
} from '../../engine/undo.ts';
import { publicOut, type Caller, type Output } from '../outputs.ts';
import { presentationOf } from '../registry.ts';
import { UserError } from '../user-error.ts';
import { tag, type LoadedGame } from './core.ts';
import { GameLifecycle } from './lifecycle.ts';
import { decided, kernelUndoable } from './recorded.ts';

export class GameUndo extends GameLifecycle {
  /** The log with actors and append times (the events of one command share both). */
  private async logRows(gameId: number): Promise<LogRow[]> {
    return (await this.store.eventsBetween(gameId, 0)).map((r) => ({
      seq: r.seq,
      actor: r.actor,
      time: r.time,
      event: JSON.parse(r.data) as GameEvent,
    }));
  }

  /** The most restrictive take-back class of the standing events from..to (state before each from the fold). */
  private async undoClass(
    g: LoadedGame,
    rows: readonly LogRow[],
    from: number,
  ): Promise<{ cls: Undoable; what: string }> {
    const undoable = g.module.undoable;
    if (!undoable) return { cls: 'never', what: `${g.module.title} has no take-backs` };
    const voided = voidedSeqs(rows);
    let f = await this.foldedAt(g.row.id, g.module, from - 1);
    let worst: { cls: Undoable; what: string } = { cls: 'own', what: '' };
    const rank = { own: 0, consent: 1, never: 2 } as const;
    for (const r of rows) {
      if (r.seq < from) continue;
      if (!voided.has(r.seq) && !UNDO_EVENTS.has(r.event.type)) {
        const cls = r.event.type.startsWith('kernel.') ? kernelUndoable(r.event) : undoable(r.event, f.game);
        if (rank[cls] > rank[worst.cls]) worst = { cls, what: `event #${r.seq} (${r.event.type})` };
      }
      f = evolveFolded(g.module, f, r.event);
    }
    return worst;
  }

  /** The kernel state before event `from`, as a take-back restores it. */
  private async restoredBefore(g: LoadedGame, from: number): Promise<Restored> {
    const { seq: _seq, ...restored } = await this.foldedAt(g.row.id, g.module, from - 1);
    return restored;
  }

  /**
   * `/undo`: takes back the caller's last command, when it is their own within their turn (no die,
   * draw or reveal since: GameModule.undoable 'own'), without asking anyone.
   */
  async undo(caller: Caller): Promise<Output[]> {
    const g = await this.activeGame(caller.channel);
    await this.refuseIfOver(g);
    const side = this.actingSide(g, caller, { type: 'undo' });
    const rows = await this.logRows(g.row.id);
    const last = standingCommands(rows)[0];
    if (!last || last.rows.some((r) => r.seq === 1))
      throw new UserError('There is nothing to take back yet; nothing was recorded.');
    const words = undoWording(g.module);
    if (last.actor !== caller.user)
      throw new UserError(
        `The last command (events #${last.from}–#${last.to}) is not yours: /undo last takes back only your own last command. ${words.others}`,
      );
    const { cls, what } = await this.undoClass(g, rows, last.from);
    if (cls !== 'own')
      throw new UserError(
        cls === 'consent'
          ? `Your last command cannot be taken back alone: ${what} ${words.consent}; nothing was recorded.`
          : `Your last command cannot be taken back: ${what} ${words.never}; nothing was recorded.`,
      );
    const restored = await this.restoredBefore(g, last.from);
    const head = last.to;
    const record: CommandRecord = { kind: 'undone', side, from: last.from, consent: false };
    return this.append(
      caller,
      g.row,
      (l) => {
        if (l.folded.seq !== head) throw new UserError('The game moved on before the take-back; nothing was recorded.');
        return decided(l, record, restored);
      },
      { record },
    );
  }

  /**
   * `/undo request`: asks the opponent to take back everything since the start of the caller's side's
   * last command (a turn passed, dice rolled); never across what the other side has seen.
   */
  async undoRequest(caller: Caller): Promise<Output[]> {
    const g = await this.activeGame(caller.channel);
    await this.refuseIfOver(g);
    const side = this.actingSide(g, caller, { type: 'undo' });
    if (g.folded.undoRequest)
      throw new UserError(
        `A take-back is already asked (${g.folded.undoRequest.side}, events #${g.folded.undoRequest.from}–#${g.folded.undoRequest.to}); the opponent answers with /undo accept or /undo decline.`,
      );
    if (g.module.seats.length < 2)
      throw new UserError(
        `${g.module.title} is solitaire: there is no opponent to consent. /undo last takes back your own decisions since the last draw or roll; nothing was recorded.`,
      );
    const users = new Set(g.seats.filter((s) => s.side === side).map((s) => s.user_id));
    const rows = await this.logRows(g.row.id);
    const mine = standingCommands(rows).find((c) => c.actor !== null && users.has(c.actor));
    if (!mine || mine.rows.some((r) => r.seq === 1))
      throw new UserError(`The ${side} side has no command to take back; nothing was recorded.`);
    const { cls, what } = await this.undoClass(g, rows, mine.from);
    if (cls === 'never')
      throw new UserError(
        `That cannot be taken back even with consent: ${what} ${undoWording(g.module).never}; nothing was recorded.`,
      );
    const head = g.folded.seq;
    const record: CommandRecord = { kind: 'undo-request', side, from: mine.from };
    const out = await this.append(
      caller,
      g.row,
      (l) => {
        if (l.folded.seq !== head) throw new UserError('The game moved on before the request; nothing was recorded.');
        return decided(l, record);
      },
      { record },
    );
    const others = g.seats.filter((s) => s.side !== side).map((s) => s.user_id);
    out.push(
      publicOut(`${tag(g.row)}Take back events #${mine.from}–#${head} for ${side}?`, {
        mentions: others,
        buttons: [
          { label: 'Accept the take-back', command: '/undo accept' },
          { label: 'Decline', command: '/undo decline' },
        ],
      }),
    );
    return out;
  }

  /** `/undo accept|decline`: the opponent answers a take-back request. */
  async undoAnswer(caller: Caller, accept: boolean): Promise<Output[]> {
    const g = await this.activeGame(caller.channel);
    await this.refuseIfOver(g);
    const req = g.folded.undoRequest;
    if (!req) throw new UserError('No take-back is asked; nothing was recorded. A player asks with /undo request.');
    const mine = g.seats.filter((s) => s.user_id === caller.user).map((s) => s.side);
    const side = mine.find((s) => s !== req.side);
    if (!side)
      throw new UserError(
        mine.length === 0
          ? this.notSeated(g)
          : `Only the opponent of ${req.side} answers its take-back request; nothing was recorded.`,
      );
    const head = g.folded.seq;
    if (!accept) {
      const record: CommandRecord = { kind: 'undo-decline', side };
      return this.append(caller, g.row, (l) => decided(l, record), { record });
    }
    const restored = await this.restoredBefore(g, req.from);
    const record: CommandRecord = { kind: 'undone', side: req.side, from: req.from, consent: true };
    return this.append(
      caller,
      g.row,
      (l) => {
        if (l.folded.seq !== head || !l.folded.undoRequest)
          throw new UserError('The game moved on before the answer; nothing was recorded.');
        return decided(l, record, restored);
      },
      { record },
    );
  }
}

/** How /undo speaks of the game's take-backs: its presentation's words, else plain ones citing no rule. */
function undoWording(module: AnyGameModule): UndoWording {
  const own = presentationOf(module.id)?.undo;
  if (own) return own;
  if (module.seats.length < 2)
    return {
      never: 'drew, rolled or revealed something',
      consent: 'passed a step or rolled dice, and a solitaire game has no opponent to consent',
      others: 'Whoever gave it may take it back with /undo last.',
    };
  return {
    never: 'showed the other side something (a card, a die, units revealed)',
    consent: 'passed the turn or rolled dice. Ask the opponent with /undo request',
    others: 'To take back more, ask the opponent with /undo request.',
  };
}
