// A game's life outside its moves: /game new (with the seats of a game against Heliograph), join, status,
// list, resign, what a caller sees of it, and the start-up repair of half-finished games.
import { createHash, randomBytes } from 'node:crypto';
import { forcedEvents } from '../../engine/auto.ts';
import { setupWithAuto, type CommandRecord } from '../../engine/command-record.ts';
import { fold, resultOf } from '../../engine/kernel.ts';
import type { AnyGameModule, RawOptions, Viewer } from '../../engine/types.ts';
import { ChannelBusy, SeatTaken, type GameRow, type NewSeat } from '../../store/store.ts';
import { shortReceipt } from '../../store/chain.ts';
import { ephemeralOut, publicOut, type Caller, type Output } from '../outputs.ts';
import { GAME_IDS, gameModule, presentationOf } from '../registry.ts';
import { UserError } from '../user-error.ts';
import { watchingLine } from '../watchers.ts';
import { tag, type LoadedGame } from './core.ts';
import { GameActing } from './acting.ts';
import { decided } from './recorded.ts';
import { clockOptions, clockStarts, statusClockLines } from '../clock.ts';
import { freeSides, seatNames, seatRowOf } from './seats.ts';
import { isBotUser } from '../opponent.ts';

export const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');

export class GameLifecycle extends GameActing {
  /**
   * `/game new`. With `seated` (a game against Heliograph, src/app/opponent.ts), those seats are taken
   * and, the table full, the forced first steps played in the same transaction as the creation: one
   * command, one transaction, so no crash or backup can catch a full table with no card drawn.
   */
  async newGame(
    caller: Caller,
    kind: string,
    raw: RawOptions,
    seated: readonly { seat: NewSeat; line: string }[] = [],
  ): Promise<Output[]> {
    const module = gameModule(kind);
    if (!module) throw new UserError(`Unknown game "${kind}". Games: ${GAME_IDS.join(', ')}.`);
    const running = await this.store.activeGameIn(caller.channel);
    if (running) {
      throw new UserError(
        `Game #${running.id} (${running.kind}) is still running in this channel. Finish or resign it (/game resign) first, or start the new game in another channel or thread.`,
      );
    }
    // A clock needs two people: a rematch arrives with its seats taken, by people, so only a seat of
    // Heliograph's bot makes this a game against the bot.
    const againstBot = seated.some((s) => isBotUser(s.seat.userId));
    raw = clockOptions(module, raw, againstBot, this.opts.clockDayMs);
    const seed = this.opts.seed ?? randomBytes(32).toString('hex');
    // `auto` is the kernel's (docs/decisions/forced-steps-play-themselves.md): forced steps play themselves —
    // on for new games, off in a sandbox unless asked for. Recorded in the log, so older games keep asking
    // every step.
    const { auto } = raw;
    if (auto !== undefined && typeof auto !== 'boolean')
      throw new UserError(`auto:${String(auto)} — auto takes true or false.`);
    const full = seated.length > 0 && module.seats.every((side) => seated.some((s) => s.seat.side === side));
    // Every seat taken at creation (a game against Heliograph): the forced first steps are part of it.
    const record: CommandRecord = { kind: 'setup', options: raw, ...(full ? { forced: true } : {}) };
    // The same events decideRecorded makes of `record` (check-games --deep), kept apart here: the
    // forced steps' lines and pings go out as after any command.
    const events = setupWithAuto(module, seed, raw);
    const folded = fold(module, events);
    const sandbox = module.isSandbox(folded.game);
    const forced = full ? forcedEvents(module, folded, seed) : [];
    const options = JSON.stringify(raw);
    let id: number;
    try {
      id = await this.store.createGame(
        {
          kind,
          channel: caller.channel,
          options,
          sandbox,
          seed,
          seedHash: sha256(seed),
          creator: caller.user,
          revision: module.revision,
          guild: caller.guild ?? null,
          command: { side: null, action: JSON.stringify(record) },
        },
        [...events, ...forced].map((e) => ({ type: e.type, data: JSON.stringify(e) })),
        seated.map((s) => s.seat),
      );
    } catch (e) {
      // Another process created a game here between our check and our insert (unique index, 0003).
      if (!(e instanceof ChannelBusy)) throw e;
      const n = e.running ? `Game #${e.running.id}` : 'Another game';
      throw new UserError(
        `${n} is already running in this channel (it was just started); nothing was recorded. Play it, or start yours in another channel or thread.`,
      );
    }
    this.lastAppend.set(id, Date.now());
    const row = (await this.store.game(id))!;
    const lines = [
      `${tag(row)}New game #${id}: ${module.title}, created by ${caller.name}.`,
      `Options: ${describeOptions(module, raw)}`,
      ...rulesInPlay(kind, module.view(folded.game, { kind: 'public' })),
      `Seed commitment (SHA-256): ${row.seed_hash} — the seed is revealed when the game ends, so anyone can re-check every roll.`,
      sidesLine(module.seats, seated),
    ].filter((l) => l !== '');
    const out = [publicOut(lines.join('\n')), ...seated.map((s) => publicOut(`${tag(row)}${s.line}`))];
    if (seated.length === 0) return out;
    const seats = seated.map(({ seat }) => seatRowOf(id, seat));
    const played = forced.length ? await this.afterAppend({ row, module, folded, seats }, forced) : [];
    return [...out, ...(await this.seatedOutputs(row, played))];
  }

  async join(caller: Caller, sideArg: string): Promise<Output[]> {
    const g = await this.activeGame(caller.channel);
    await this.refuseIfOver(g);
    const side = matchSide(g.module, sideArg);
    const holder = g.seats.find((s) => s.side === side);
    if (holder && holder.user_id === caller.user) throw new UserError(`You already hold the ${side} side.`);
    if (holder)
      throw new UserError(
        `The ${side} side is taken by ${holder.user_name}. Free sides: ${freeSides(g).join(', ') || 'none'}.`,
      );
    const mine = g.seats.filter((s) => s.user_id === caller.user);
    if (mine.length > 0 && !g.module.isSandbox(g.folded.game)) {
      throw new UserError(
        `You already hold the ${mine.map((s) => s.side).join(', ')} side; one player may hold both sides only in a sandbox game.`,
      );
    }
    const seat: NewSeat = { side, userId: caller.user, userName: caller.name };
    const taken = async (e: unknown): Promise<unknown> => {
      // Another process seated someone on this side between our check and our insert (unique index,
      // 0003): nothing was written.
      if (!(e instanceof SeatTaken)) return e;
      if (e.holder?.user_id === caller.user) return new UserError(`You already hold the ${side} side.`);
      return new UserError(
        `The ${side} side was just taken by ${e.holder?.user_name ?? 'another player'}; nothing was recorded. Free sides: ${freeSides(await this.load(g.row)).join(', ') || 'none'}.`,
      );
    };
    const out = [publicOut(`${tag(g.row)}${caller.name} takes the ${side} side of game #${g.row.id}.`)];
    // The last free seat: the forced first steps (drawing the first Campaign Card) play now (docs/decisions/forced-steps-play-themselves.md),
    // in the same transaction as the seat — one command, one transaction.
    const full = freeSides(g).every((s) => s === side);
    if (full && (forcedEvents(g.module, g.folded, g.row.seed).length > 0 || clockStarts(g.folded))) {
      let played: Output[];
      try {
        const forced: CommandRecord = { kind: 'forced' };
        played = await this.append(caller, g.row, (l) => decided(l, forced), { seat, record: forced });
      } catch (e) {
        throw await taken(e);
      }
      return [...out, ...(await this.seatedOutputs(g.row, played))];
    }
    try {
      await this.store.addSeat(g.row.id, side, caller.user, caller.name);
    } catch (e) {
      throw await taken(e);
    }
    const after = await this.load(g.row);
    const free = freeSides(after);
    out.push(
      publicOut(free.length ? `Waiting for: ${free.join(', ')}.` : this.nextLine(after, true), {
        mentions: free.length ? [] : this.mentionsFor(after),
        ...(free.length ? {} : { part: 'next' as const }),
      }),
    );
    return out;
  }

  /** After the seat that filled the table and its forced steps: their lines, then the ping of the player
   *  the game now waits for (its "Next:" line replaced), unless the game is already over. */
  private async seatedOutputs(row: GameRow, played: Output[]): Promise<Output[]> {
    const now = await this.load(row);
    const next = this.nextLine(now, false);
    const rest = played.filter((o) => !(o.audience.kind === 'public' && o.text === next));
    if (resultOf(now.module, now.folded) !== null) return rest;
    return [...rest, publicOut(this.nextLine(now, true), { mentions: this.mentionsFor(now), part: 'next' })];
  }

  async status(caller: Caller): Promise<Output[]> {
    const g = await this.currentOrLastGame(caller.channel);
    const viewer = this.viewerFor(g, caller.user);
    const view = g.module.view(g.folded.game, viewer);
    const result = resultOf(g.module, g.folded);
    const lines = [
      `${tag(g.row)}Game #${g.row.id}: ${g.module.title} — ${g.row.status === 'active' ? 'running' : 'finished'}, ${g.folded.seq} events.`,
      `Seats: ${g.module.seats.map((s) => `${s} — ${seatNames(g, s) || 'free'}`).join('; ')}`,
      ...(await watchingLine(this.store, g)),
      `Options: ${describeOptions(g.module, { ...(JSON.parse(g.row.options) as RawOptions), ...g.module.optionsInEffect?.(g.folded.game) })}`,
      ...rulesInPlay(g.row.kind, view),
      g.module.summary(view),
      result ? `Result: ${result.label} (${result.reason}).` : this.nextLine(g, false),
      ...statusClockLines(g, this.now()),
      `Seed commitment: ${g.row.seed_hash}${g.row.status === 'finished' ? ` — seed: ${g.row.seed}` : ''}`,
    ];
    if (g.receipt)
      lines.push(
        `Receipt after event ${g.folded.seq}: ${shortReceipt(g.receipt)} (in full ${g.receipt}) — keep it: /game verify checks it against the log once the game ends.`,
      );
    // A seated player's status shows their own stacks: it goes to them alone (10.0).
    return [viewer.kind === 'public' ? publicOut(lines.join('\n')) : ephemeralOut(caller.user, lines.join('\n'))];
  }

  /**
   * The running games of the caller's server (Discord, with channel mentions); in a Discord DM the games
   * the caller plays or created (no other server's, no one else's DM game); in the console every game.
   */
  async list(caller: Caller): Promise<Output[]> {
    const discord = caller.guild !== undefined;
    const rows: GameRow[] = [];
    for (const r of await this.store.activeGames()) {
      if (typeof caller.guild === 'string' ? r.guild === caller.guild : !discord || (await this.isOwn(r, caller.user)))
        rows.push(r);
    }
    const where = typeof caller.guild === 'string' ? ' on this server' : discord ? ' of yours' : '';
    if (rows.length === 0)
      return [ephemeralOut(caller.user, `No games${where} are running. Start one with /game new.`)];
    const lines: string[] = [];
    for (const r of rows) {
      const channel = discord && !r.channel.startsWith('dm-') ? `<#${r.channel}>` : r.channel;
      let g: LoadedGame;
      try {
        g = await this.load(r);
      } catch (e) {
        if (!(e instanceof UserError)) throw e;
        lines.push(`#${r.id} ${r.kind} in ${channel}: cannot be served by this version (see npm run check-games)`);
        continue; // a game that no longer folds must not hide the others
      }
      const here = r.channel === caller.channel ? ' (this channel)' : '';
      lines.push(
        `#${r.id} ${g.module.title}${r.sandbox ? ' [sandbox]' : ''} in ${channel}${here} — ${headline(g.module.expected(g.folded.game).text)}`,
      );
    }
    return [ephemeralOut(caller.user, `Running games${where}:\n${lines.join('\n')}`)];
  }

  private async isOwn(row: GameRow, user: string): Promise<boolean> {
    return row.creator === user || (await this.store.seats(row.id)).some((s) => s.user_id === user);
  }

  /** Resigns the caller's seat; unconfirmed, it only asks (a button that resigns, or confirm:true). */
  async resign(caller: Caller, confirmed = true): Promise<Output[]> {
    const g = await this.activeGame(caller.channel);
    const sides = g.seats.filter((s) => s.user_id === caller.user).map((s) => s.side);
    if (sides.length === 0) throw new UserError(this.notSeated(g));
    // Only a side's seated player (role 'player', its first holder) resigns it; a co-commander may not
    // (src/app/commanders.ts).
    const holderOf = (side: string) =>
      g.seats.find((s) => s.side === side && s.role === 'player') ?? g.seats.find((s) => s.side === side);
    const own = sides.filter((side) => holderOf(side)?.user_id === caller.user);
    if (own.length === 0) {
      const holder = holderOf(sides[0]!)!;
      throw new UserError(
        `Only ${holder.user_name}, who holds the ${sides[0]} seat, may resign; co-commanders may not.`,
      );
    }
    if (!confirmed) {
      const command = '/game resign confirm:true';
      const other = g.module.sides.filter((s) => s !== own[0]).join(' and ');
      const text = `Resign game #${g.row.id} (${g.module.title}) as ${own[0]}? That ends the game${other ? ` with a win for ${other}` : ''}. Press the button, or type ${command}; anything else keeps playing.`;
      return [ephemeralOut(caller.user, text, { buttons: [{ label: `Resign as ${own[0]}`, command }] })];
    }
    const record: CommandRecord = { kind: 'resign', side: own[0]! };
    return this.append(caller, g.row, (l) => decided(l, record), { record });
  }

  /** The view of the caller's game for the caller (their side, or public for spectators). */
  async viewFor(caller: Caller): Promise<{ game: LoadedGame; viewer: Viewer; view: unknown }> {
    const g = await this.currentOrLastGame(caller.channel);
    const viewer = this.viewerFor(g, caller.user);
    return { game: g, viewer, view: g.module.view(g.folded.game, viewer) };
  }

  /** Console only: the referee view of the channel's game as one line of JSON. */
  async debugState(caller: Caller): Promise<Output[]> {
    const g = await this.currentOrLastGame(caller.channel);
    const view = g.module.view(g.folded.game, { kind: 'referee' }) as Record<string, unknown>;
    const json = { game: g.module.id, id: String(g.row.id), seq: g.folded.seq, ...view };
    return [ephemeralOut(caller.user, JSON.stringify(json))];
  }

  /**
   * Games whose log has a result but whose status is still 'active' (an older release wrote the status
   * in a second transaction; killed in between, the seed stayed hidden): marks them
   * finished. Run at start-up; returns the ids repaired and those that could not be loaded.
   */
  async repairHalfFinished(): Promise<{ repaired: number[]; failed: { id: number; error: string }[] }> {
    const repaired: number[] = [];
    const failed: { id: number; error: string }[] = [];
    for (const row of await this.store.activeGames()) {
      try {
        const g = await this.load(row);
        if (resultOf(g.module, g.folded) === null) continue;
        await this.store.finishGame(row.id);
        repaired.push(row.id);
      } catch (e) {
        failed.push({ id: row.id, error: e instanceof Error ? e.message : String(e) });
      }
    }
    return { repaired, failed };
  }
}

function matchSide(module: AnyGameModule, arg: string): string {
  const side = module.seats.find((s) => s.toLowerCase() === arg.trim().toLowerCase());
  if (!side) throw new UserError(`"${arg}" is not a side of ${module.title}. Sides: ${module.seats.join(', ')}.`);
  return side;
}

/** The game's line on which rules it plays with (its advanced and optional rules), if it has one. */
function rulesInPlay(kind: string, view: unknown): string[] {
  const inPlay = presentationOf(kind)?.rules.inPlay;
  return inPlay ? [inPlay(view)] : [];
}

function describeOptions(module: AnyGameModule, raw: RawOptions): string {
  // A game may take no options at all (the third game of tests/fixtures/third-game/): say so.
  return module.options.map((o) => `${o.name}:${String(raw[o.name] ?? o.default)}`).join(' ') || 'none';
}

/** The first line of what a game waits for: a listing names the decision, /game status gives its choices. */
function headline(expected: string): string {
  const first = expected.split('\n', 1)[0]!.trim();
  const more = expected.includes('\n') ? ' (/game status lists the choices)' : '';
  return first.replace(/:$/, '') + more;
}

/** The sides of a new game, and how to take one of those still free (none when every seat is taken). */
function sidesLine(sides: readonly string[], seated: readonly { seat: NewSeat }[]): string {
  const free = sides.filter((side) => !seated.some((s) => s.seat.side === side));
  if (free.length === 0) return '';
  return `Sides: ${sides.join(', ')}. Take ${free.length === 1 ? `the ${free[0]} side` : 'one'} with /game join side:${free.join('|')}`;
}
