// One post per hand-off (docs/playing.md, "Hand-offs"). execute() marks where the channel's game stood
// before a command and, once the command (and any reply of Heliograph's, src/app/opponent.ts) has
// appended, composes its outputs again from that mark:
//   - the caller's own result goes to the caller alone (their view's lines, what is expected now, their
//     decision's buttons, and an Undo button only when every event since is theirs and may be taken back);
//   - when the side to act changed (or a solitaire player is asked again, or another player's — the
//     bot's — moves came in between), the channel gets one message: the recap since the recipients'
//     last decision, its picture, the line saying what is expected, the decision's buttons addressed to
//     the deciders, and one ping; each recipient whose own view says more gets one DM.
// The service's per-append pieces (Output.part) are dropped: their lines are in /log and the recap.
// Outputs without a part (a new game's lines, seats taken, game over, a take-back request) stay as
// they are. With ServiceOptions.handoff 'lines' nothing is recomposed (the bench's "before").
import { evolveFolded, resultOf } from '../engine/kernel.ts';
import { kernelLine } from '../engine/kernel-lines.ts';
import type { GameEvent, Viewer } from '../engine/types.ts';
import type { EventRow, GameRow } from '../store/store.ts';
import { clockLine } from './clock-lines.ts';
import { placeDecision } from './decision-buttons.ts';
import { recapFor } from './handoff-recap.ts';
import { isBotUser } from './opponent.ts';
import { dmOut, ephemeralOut, publicOut, type Caller, type Output, type OutputFile } from './outputs.ts';
import { presentationOf } from './registry.ts';
import type { GameService, LoadedGame } from './service.ts';
import { handoffReceipt } from './service/acting.ts';
import { paletteFor } from './settings.ts';
import { hasSidePicture, sidePicture, sideSeesMore } from './side-pictures.ts';
import { UserError } from './user-error.ts';
import { watcherDms } from './watcher-pings.ts';

/** Where the channel's game stood before a command: its id (0: none yet), its length and who was to act. */
export interface HandoffMark {
  gameId: number;
  seq: number;
  users: readonly string[];
}

/** Discord takes at most 10 files on a message. */
const FILES_MAX = 10;

/** The mark before a command, or null when outputs are not recomposed (old style, a game not served). */
export async function handoffMark(app: GameService, channel: string): Promise<HandoffMark | null> {
  if (app.handoffStyle === 'lines') return null;
  const row = await app.store.activeGameIn(channel);
  if (!row) return { gameId: 0, seq: 0, users: [] };
  const g = await loaded(app, row);
  return g ? { gameId: row.id, seq: g.folded.seq, users: decidingUsers(g) } : null;
}

export async function composeHandoff(
  app: GameService,
  caller: Caller,
  mark: HandoffMark | null,
  outputs: Output[],
): Promise<Output[]> {
  if (!mark) return outputs;
  const row =
    (await app.store.activeGameIn(caller.channel)) ?? (mark.gameId ? await app.store.game(mark.gameId) : undefined);
  if (!row || (mark.gameId !== 0 && row.id !== mark.gameId)) return outputs;
  const g = await loaded(app, row);
  const from = mark.gameId === row.id ? mark.seq : 0;
  if (!g || g.folded.seq === from) return outputs;
  if (resultOf(g.module, g.folded) !== null) {
    // The watchers who asked for pings hear of the end as the channel does.
    const over = gameOver(outputs);
    const posted = over.filter((o) => o.audience.kind === 'public');
    const files = posted.flatMap((o) => o.files ?? []).slice(0, FILES_MAX);
    const text = posted.map((o) => o.text).join('\n');
    return [...over, ...(posted.length ? await watcherDms(app, g, { text, files }, []) : [])];
  }
  const fresh = await app.store.eventsBetween(row.id, from, g.folded.seq);
  const recipients = decidingUsers(g);
  const actors = new Set(fresh.flatMap((r) => (r.actor === null ? [] : [r.actor])));
  const solitaire = g.module.seats.length === 1;
  const handoff =
    recipients.length > 0 &&
    (solitaire || !sameUsers(recipients, mark.users) || [...actors].some((a) => !recipients.includes(a)));
  const tagged = outputs.some((o) => o.part !== undefined);
  if (!handoff && !tagged) return outputs;
  const kept = outputs.filter((o) => o.part === undefined);
  const dropped = outputs.filter((o) => o.part === 'lines').flatMap((o) => o.files ?? []);
  const out: Output[] = [];
  const callerDecides = recipients.includes(caller.user);
  // The caller's own answer, unless the post itself answers them (a solitaire player asked again) or
  // the command started the game (its lines are public already).
  if (mark.gameId !== 0 && !(handoff && solitaire && callerDecides)) {
    const own = await callerAnswer(app, g, caller, fresh, from, outputs, handoff ? [] : dropped);
    if (own) out.push(...(handoff ? [own] : withDecision(g, own, caller)));
  }
  if (handoff) out.push(...(await handoffPost(app, g, caller, { from, fresh, recipients, actors, files: dropped })));
  return [...kept, ...out];
}

/** The game, or null when it cannot be served (the command's own answer says so). */
async function loaded(app: GameService, row: GameRow): Promise<LoadedGame | null> {
  try {
    return await app.load(row);
  } catch (e) {
    if (e instanceof UserError) return null;
    throw e;
  }
}

/** The people seated on the sides the game waits for (Heliograph is told by its hook, not a post). */
function decidingUsers(g: LoadedGame): string[] {
  if (resultOf(g.module, g.folded) !== null) return [];
  const asked = g.folded.undoRequest?.side;
  const sides = asked ? g.module.seats.filter((s) => s !== asked) : g.module.expected(g.folded.game).sides;
  return [...new Set(g.seats.filter((s) => sides.includes(s.side) && !isBotUser(s.user_id)).map((s) => s.user_id))];
}

const sameUsers = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((u) => b.includes(u));

/** How a seated caller sees the game (a sandbox: everything), else the public. */
function viewerOf(g: LoadedGame, user: string): Viewer {
  if (g.module.isSandbox(g.folded.game)) return { kind: 'referee' };
  const seat = g.seats.find((s) => s.user_id === user);
  return seat ? { kind: 'side', side: seat.side } : { kind: 'public' };
}

/** "Your move: German (bob) — …" (a hand-off, with the log's receipt) or "Next: …", and each side's
 *  clock on a line of its own when the game has one. */
export function expectedLine(g: LoadedGame, handoff: boolean, now: number): string {
  const exp = g.module.expected(g.folded.game);
  const names = (side: string) =>
    g.seats
      .filter((s) => s.side === side)
      .map((s) => s.user_name)
      .join(', ') || 'nobody seated yet';
  const who = exp.sides.map((s) => `${s} (${names(s)})`).join(' and ');
  const tag = g.row.sandbox ? '[SANDBOX] ' : '';
  const clock = clockLine(g.folded, now);
  return `${tag}${handoff ? 'Your move: ' : 'Next: '}${who} — ${exp.text}${handoff ? handoffReceipt(g) : ''}${clock ? `\n${clock}` : ''}`;
}

/** The caller's lines of their own command (the first events since the mark), what is expected now,
 *  and Undo when nothing but their own command has been appended since and the service offered it. */
async function callerAnswer(
  app: GameService,
  g: LoadedGame,
  caller: Caller,
  fresh: readonly EventRow[],
  from: number,
  outputs: readonly Output[],
  files: readonly OutputFile[],
): Promise<Output | null> {
  // Another process's command may have landed between the mark and the caller's own (several bots on
  // one database): the caller's events are the first run of theirs, folded past whatever came before.
  const start = fresh.findIndex((r) => r.actor === caller.user);
  if (start < 0) return null;
  const end = fresh.findIndex((r, i) => i > start && r.actor !== caller.user);
  const own = fresh.slice(start, end < 0 ? fresh.length : end);
  const viewer = viewerOf(g, caller.user);
  let f = await app.foldedAt(g.row.id, g.module, from);
  for (const r of fresh.slice(0, start)) f = evolveFolded(g.module, f, JSON.parse(r.data) as GameEvent);
  const lines: string[] = [];
  for (const r of own) {
    const e = JSON.parse(r.data) as GameEvent;
    const line = g.module.describe(e, viewer, f.game) ?? kernelLine(e);
    if (line) lines.push(line);
    f = evolveFolded(g.module, f, e);
  }
  const alone = end < 0;
  const undo = alone && outputs.some((o) => o.part === 'next' && o.buttons?.some((b) => b.command === '/undo last'));
  const text = [...lines, expectedLine(g, false, app.now())].join('\n');
  return ephemeralOut(caller.user, text, {
    ...(files.length ? { files: files.slice(0, FILES_MAX) } : {}),
    ...(undo ? { buttons: [{ label: 'Undo', command: '/undo last' }] } : {}),
  });
}

/** The caller's answer with the decision's buttons when the caller is among those who decide. */
function withDecision(g: LoadedGame, own: Output, caller: Caller): Output[] {
  const decision = presentationOf(g.module.id)?.decision(g.folded.game, g.folded.seq) ?? null;
  const sides = g.seats.filter((s) => s.user_id === caller.user).map((s) => s.side);
  if (!decision || !decision.sides.some((s) => sides.includes(s))) return [own];
  return placeDecision(g, decision, [own], 0);
}

interface Handoff {
  from: number;
  fresh: readonly EventRow[];
  recipients: readonly string[];
  actors: ReadonlySet<string>;
  files: readonly OutputFile[];
}

/** The hand-off post and the recipients' DMs (one each). */
async function handoffPost(app: GameService, g: LoadedGame, caller: Caller, h: Handoff): Promise<Output[]> {
  const since = g.module.seats.length === 1 ? h.from : await lastDecisionOf(app, g, h);
  const pictures = app.drawsPictures;
  const pub = await recapFor(app, g, { kind: 'public' }, since, { picture: pictures });
  const files = [...(pub.picture ? [pub.picture] : []), ...h.files].slice(0, FILES_MAX);
  // Those who just decided are not pinged (a solitaire player asked again right after pressing, and
  // the co-commanders who share that command); the players the game turned to are, once.
  const others = [...h.actors].some((a) => a !== caller.user);
  const mentions = h.recipients.includes(caller.user) && !others ? [] : [...h.recipients];
  const line = shortened(expectedLine(g, true, app.now()), POST_MAX - RECAP_ROOM);
  const post = publicOut([fit(pub.text, POST_MAX - line.length), line].filter(Boolean).join('\n'), {
    addressedTo: [...h.recipients],
    ...(mentions.length ? { mentions } : {}),
    ...(files.length ? { files } : {}),
  });
  const decision = presentationOf(g.module.id)?.decision(g.folded.game, g.folded.seq) ?? null;
  const placed = decision ? placeDecision(g, decision, [post], 0) : [post];
  const [withButtons, ...decisionDms] = placed;
  // Its watchers who asked for pings: the post as the channel sees it, by DM (src/app/watchers.ts).
  const out: Output[] = [withButtons!, ...(await watcherDms(app, g, withButtons!, h.recipients))];
  // One DM per recipient: their own view's recap where it says more than the post; the picture of their
  // side's own view (the recap drawn from it) with it, or alone when that view shows more than the
  // public's (their stacks, which the post's picture hides) and DMs carry pictures; and any decision
  // buttons that may not be public (10.0).
  // A recipient's recap says more than the post when what they learnt differs from the public's.
  const saysMore = (r: { text: string; gist: string }) => r.text !== '' && r.gist !== pub.gist;
  for (const user of h.recipients) {
    const viewer = viewerOf(g, user);
    const buttons = decisionDms.filter((o) => o.audience.kind === 'dm' && o.audience.user === user);
    const own = viewer.kind === 'side' && pictures && app.dmPictures;
    // Two views compared: asked only where a picture hangs on it, and once.
    let sees: boolean | undefined;
    const seesMore = (): boolean =>
      (sees ??= viewer.kind === 'side' && own && sideSeesMore(g.module, g.folded.game, viewer.side));
    // Its picture is drawn only when the DM will carry it: the recap says more than the post, or the
    // side's view shows more than the public's.
    const mine =
      viewer.kind === 'side'
        ? await recapFor(app, g, viewer, since, { picture: own && ((r) => saysMore(r) || seesMore()) })
        : { text: '', gist: '', picture: null };
    const says = saysMore(mine);
    const picture = !own
      ? null
      : says && mine.picture
        ? mine.picture
        : seesMore()
          ? (mine.picture ?? (await ownPicture(app, g, viewer.side, user)))
          : null;
    if (!says && buttons.length === 0 && !picture) continue;
    const side = viewer.kind === 'side' ? viewer.side : '';
    const text = [
      says
        ? `[${side}] ${mine.text}`
        : picture
          ? `[${side}] Your side's view now; what happened is in the channel's post.`
          : '',
      ...buttons.map((b) => b.text),
    ]
      .filter(Boolean)
      .join('\n');
    out.push(
      dmOut(user, text, {
        ...(picture ? { files: [picture] } : {}),
        ...(buttons.length ? { buttons: buttons.flatMap((b) => b.buttons ?? []) } : {}),
      }),
    );
  }
  return out;
}

/** A side's own picture for a game whose recap draws none (sidePicture), in the recipient's palette. */
async function ownPicture(app: GameService, g: LoadedGame, side: string, user: string): Promise<OutputFile | null> {
  if (!hasSidePicture(g.module.id)) return null;
  const palette = await paletteFor(app.store, [user]);
  return sidePicture(g.module, g.folded.game, side, `${g.row.id}-${g.folded.seq}`, palette);
}

/** One Discord message (2,000 characters) with its pings in front: the recap gives way to the line. */
const POST_MAX = 1800;
/** What the recap keeps of the post at least: a long list of choices gives way to it (the buttons carry them). */
const RECAP_ROOM = 700;

/** The expected line within `max`: its list of choices ("• …" lines) left to the buttons when too long. */
function shortened(line: string, max: number): string {
  if (line.length <= max) return line;
  const lines = line.split('\n');
  const choice = (l: string) => /^\s*(•|… and \d+ more)/.test(l);
  const more = lines.map((l) => /^\s*… and (\d+) more/.exec(l)).find(Boolean);
  const n = lines.filter((l) => /^\s*•/.test(l)).length + Number(more?.[1] ?? 0);
  const [head = '', ...rest] = lines.filter((l) => !choice(l));
  const out = [head, `(${n} choices: the buttons below; /help lists every choice)`, ...rest].join('\n');
  return out.length <= max ? out : `${out.slice(0, max - 1)}…`;
}

/** The recap within `max` characters: its heading and its latest lines (the rest are in /log). */
function fit(text: string, max: number): string {
  if (text.length <= max) return text;
  const [heading = '', ...lines] = text.split('\n');
  let kept = lines;
  while (kept.length > 0 && [heading, '… earlier lines: /log', ...kept].join('\n').length > max) kept = kept.slice(1);
  return [heading, '… earlier lines: /log', ...kept].join('\n').slice(0, Math.max(0, max));
}

/** The log position after the recipients' last command: their recap starts there. */
async function lastDecisionOf(app: GameService, g: LoadedGame, h: Handoff): Promise<number> {
  const byThem = (r: EventRow) => r.actor !== null && h.recipients.includes(r.actor);
  const recent = h.fresh.findLast(byThem);
  if (recent) return recent.seq;
  const all = await app.store.eventsBetween(g.row.id, 0, h.from);
  return all.findLast(byThem)?.seq ?? 0;
}

/** The game just ended: the lines of its last command in one post with the result; no "Next:", no Undo. */
function gameOver(outputs: readonly Output[]): Output[] {
  const lines = outputs.filter((o) => o.part === 'lines');
  const rest = outputs.filter((o) => o.part !== 'lines' && o.part !== 'next' && o.part !== 'decision');
  if (lines.length === 0) return rest;
  const files = lines.flatMap((o) => o.files ?? []).slice(0, FILES_MAX);
  const merged = publicOut(lines.map((o) => o.text).join('\n'), files.length ? { files } : {});
  return [merged, ...rest];
}
