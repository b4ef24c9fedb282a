// The application's side of the clock (docs/clocks.md; the fold is src/engine/clock.ts): the clock:
// option of /game new, the time each command carries, the next time-out written beside the events,
// the commands /game vacation|pause|resume|timeout, the time-out the timer appends, and Heliograph
// standing in for a side out of time. Every time is read through GameService.now().
import { CLOCK_CHOICES, DAY_MS, type ClockOp } from '../engine/clock.ts';
import type { CommandRecord } from '../engine/command-record.ts';
import type { Folded } from '../engine/kernel.ts';
import { RuleError } from '../engine/rule-error.ts';
import type { AnyGameModule, RawOptions } from '../engine/types.ts';
import { utc } from '../engine/clock-lines.ts';
import { vacationLine } from './clock-lines.ts';
import { publicOut, type Caller, type Output } from './outputs.ts';
import { presentationOf } from './registry.ts';
import type { GameService, LoadedGame } from './service.ts';
import { UserError } from './user-error.ts';
import { hoursInForce, nextTimeoutAwake, sleepCredit } from './clock-sleep.ts';
import type { UserSettings } from './settings.ts';
import { watcherDms } from './watcher-pings.ts';

/** The user id Heliograph acts under while it stands in for a side (its moves carry it in the log). */
export const STAND_IN_USER = 'heliograph-bot:stand-in';
/** The actor of the time-outs the timer appends. */
export const CLOCK_USER = 'heliograph-clock';

/** /game new's clock_sleep: whether a player's clock runs during their sleep hours (default: it runs). */
export const CLOCK_SLEEP_CHOICES: readonly string[] = ['runs', 'stops'];

/** /game new's clock and clock_sleep: checked, and (with a shortened day, CLOCK_DAY_MS) that day recorded beside it. */
export function clockOptions(
  module: AnyGameModule,
  raw: RawOptions,
  againstBot: boolean,
  dayMs: number | undefined,
): RawOptions {
  const { clock, clockDay: _internal, clockSleep: stored, clock_sleep: sleep, ...rest } = raw;
  if (sleep !== undefined && (typeof sleep !== 'string' || !CLOCK_SLEEP_CHOICES.includes(sleep)))
    throw new UserError(
      `clock_sleep:${String(sleep).slice(0, 20)} is not a choice. clock_sleep:stops (your clock does not run in your sleep hours) or clock_sleep:runs (the default). Nothing was created.`,
    );
  // A game's stored options (a rematch) carry clockSleep as recorded.
  const stops = sleep === 'stops' || (sleep === undefined && stored === true);
  if (clock === undefined || clock === 'none') {
    if (stops)
      throw new UserError(
        'clock_sleep:stops goes with a clock (clock:relaxed, standard or fast): without one no time is charged. Nothing was created.',
      );
    return rest;
  }
  if (typeof clock !== 'string' || !CLOCK_CHOICES.includes(clock))
    throw new UserError(
      `clock:${String(clock)} is not a clock. Clocks: ${CLOCK_CHOICES.join(', ')}. Nothing was created.`,
    );
  if (module.seats.length < 2 || againstBot)
    throw new UserError(
      `A clock needs two players: ${module.seats.length < 2 ? `${module.title} is solitaire` : 'Heliograph never keeps you waiting'}; use clock:none. Nothing was created.`,
    );
  return {
    ...rest,
    clock,
    ...(dayMs !== undefined && dayMs !== DAY_MS ? { clockDay: dayMs } : {}),
    ...(stops ? { clockSleep: true } : {}),
  };
}

/** A game whose clock waits for the table to fill: the join that fills it starts the clock (one append). */
export const clockStarts = (f: Folded): boolean => f.clock !== undefined && f.clock.since === null;

/**
 * Gives a command its time when the game's clock is concerned: every command once every seat is taken
 * (the clock runs from then), and the clock's own commands always; with clock_sleep:stops, what the
 * running sides slept since the clock was last settled and the sleep hours in force (`settings`: the
 * seated players'). Mutates the record the service will store, so that what is recorded is what was decided.
 */
export function stampRecord(
  record: CommandRecord,
  g: LoadedGame,
  now: number,
  settings: ReadonlyMap<string, UserSettings> = new Map(),
): void {
  const c = g.folded.clock;
  if (!c || record.kind === 'setup') return;
  const full = g.module.seats.every((s) => g.seats.some((x) => x.side === s));
  if (!full && record.kind !== 'clock') return;
  record.at = now;
  delete record.slept; // a retry works it out again on the later state
  delete record.hours;
  if (!c.sleep) return;
  const slept = sleepCredit(c, now);
  if (slept.length > 0) record.slept = slept;
  record.hours = hoursInForce(g, settings);
}

/** The users whose sleep hours a command of this game records (clock_sleep:stops), else none. */
export const sleepersOf = (g: LoadedGame): string[] =>
  g.folded.clock?.sleep ? g.seats.filter((s) => s.role === 'player').map((s) => s.user_id) : [];

/** The next time-out the bot must arm after this state (written with the events: the clocks table). */
export function timerAfter(f: Folded): { side: string; due: number } | null {
  return nextTimeoutAwake(f.clock);
}

/** The side Heliograph plays for `user` now: the stand-in, for a side it holds that the game waits for. */
export function standInSide(g: LoadedGame, user: string): string | null {
  if (user !== STAND_IN_USER) return null;
  const held = g.folded.clock?.standIn ?? [];
  const side = g.module.expected(g.folded.game).sides.find((s) => held.includes(s));
  if (!side) throw new UserError('Heliograph stands in for no side that must act now; nothing was recorded.');
  return side;
}

/** The refusal of a move that lost the race to a time-out (or a pause) recorded first, or null. */
export function movedOnByClock(g: LoadedGame): string | null {
  const c = g.folded.clock;
  if (c?.out)
    return `${c.out.side}'s clock ran out at ${utc(c.out.at)} and the time-out was recorded before this command; nothing was recorded. The opponent may now claim the win, hand ${c.out.side} to Heliograph, give more time or wait: until they claim, ${c.out.side} may still play (send the command again).`;
  if (c?.paused) return 'The game was paused by agreement before this command was recorded; nothing was recorded.';
  return null;
}

/** /game status's clock lines beyond the hand-off's: the vacation left and, when a clock ran out, the choices. */
export function statusClockLines(g: LoadedGame, now: number): string[] {
  const c = g.folded.clock;
  if (!c || c.lost !== undefined) return [];
  const lines = [vacationLine(g.folded, now)!];
  if (c.sleep)
    lines.push(
      "Sleep hours (clock_sleep:stops): a player's clock does not run during their /settings sleep hours, as they stood when their clock last started.",
    );
  if (c.out) lines.push(`${c.out.side} is out of time: ${choicesText(c.out.side)}`);
  if (c.ask) lines.push(`${c.ask.side} asks to ${c.ask.what}: /game ${c.ask.what} answer:accept or answer:decline.`);
  return lines;
}

const choicesText = (side: string): string =>
  `its opponent may claim the win (/game timeout choice:claim), hand ${side} to Heliograph until its player comes back (choice:stand-in), give more time (choice:give days:N) or wait (choice:wait).`;

/** The choices as a sentence of their own (they follow a colon in /game status). */
const sentence = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The buttons offered to the opponent of a side out of time. */
function timeoutChoices(side: string): Output['buttons'] {
  return [
    { label: 'Claim the win on time', command: '/game timeout choice:claim' },
    { label: `Heliograph plays ${side}`, command: '/game timeout choice:stand-in' },
    { label: 'Give 1 more day', command: '/game timeout choice:give days:1' },
    { label: 'Keep waiting', command: '/game timeout choice:wait' },
  ];
}

/** The side a player acts for in a clock command: the seat they hold as its player. */
function seatOf(g: LoadedGame, caller: Caller): string {
  const mine = g.seats.filter((s) => s.user_id === caller.user && s.role === 'player');
  if (mine.length === 0)
    throw new UserError(`Only a seated player of game #${g.row.id} uses the clock commands; nothing was recorded.`);
  return mine[0]!.side;
}

/** /game vacation|pause|resume|timeout: a player's clock command. */
export async function clockCommand(app: GameService, caller: Caller, op: ClockOp): Promise<Output[]> {
  const g = await app.activeGame(caller.channel);
  if (!g.folded.clock)
    throw new UserError(
      `Game #${g.row.id} has no clock (it was created with clock:none, or before clocks): there is no vacation, pause or time-out to ask for.`,
    );
  const side = seatOf(g, caller);
  if (op.op === 'stand-in' && !presentationOf(g.module.id)?.opponent)
    throw new UserError(`${g.module.title} has no Heliograph bot to stand in; claim, give time or wait instead.`);
  const record: CommandRecord = { kind: 'clock', side, op };
  try {
    return await app.appendRecord(caller, g.row, record);
  } catch (e) {
    if (e instanceof RuleError) throw new UserError(`${e.message}; nothing was recorded.`);
    throw e;
  }
}

/** A give's length from days (and hours), in the game's clock days. */
export function giveOp(g: Pick<Folded, 'clock'>, days: number | undefined, hours: number | undefined): ClockOp {
  const day = g.clock?.day ?? DAY_MS;
  const ms = Math.round((days ?? 0) * day + ((hours ?? 0) * day) / 24) || day;
  return { op: 'give', ms };
}

/**
 * The timer: appends the time-out of a game whose clock has run out at `now`, if it still has (read
 * from its log), then offers the opponent the four choices. Null when nothing was due or a command
 * landed first (then the log's order decided: no time-out is written after it).
 */
export async function fireTimeout(
  app: GameService,
  gameId: number,
): Promise<{ channel: string; out: Output[] } | null> {
  const row = await app.store.game(gameId);
  if (!row || row.status !== 'active') return null;
  const g = await app.load(row);
  const due = nextTimeoutAwake(g.folded.clock);
  const now = app.now();
  if (!due || due.due > now) return null;
  const record: CommandRecord = { kind: 'clock', side: null, op: { op: 'timeout', side: due.side } };
  const caller: Caller = { channel: row.channel, user: CLOCK_USER, name: 'the clock' };
  let out: Output[];
  try {
    out = await app.appendRecord(caller, row, record, g.folded.seq);
  } catch (e) {
    // A move landed first (the log is past what we read), or its clock no longer ran out.
    if (e instanceof UserError || e instanceof RuleError) return null;
    throw e;
  }
  const others = g.seats.filter((s) => s.side !== due.side && s.role === 'player').map((s) => s.user_id);
  const post = publicOut(
    `Game #${row.id}: ${due.side}'s clock has run out. ${sentence(choicesText(due.side))} Nothing happens until you choose.`,
    {
      mentions: others,
      buttons: timeoutChoices(due.side),
    },
  );
  // Its watchers who asked for pings hear of it as the channel does (the choices are the players').
  const watching = await watcherDms(app, g, { text: post.text }, others);
  out.push(post, ...watching);
  return { channel: row.channel, out };
}
