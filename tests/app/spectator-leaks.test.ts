// Spectators (/game watch, src/app/watchers.ts) over fuzzed games of both games: everything sent to a
// watcher — the hand-off posts by DM (ping:true), /map, /log, /game status, /recap, /stacks — is what the
// public may see: the DMs are the channel's own post, word for word and picture for picture; /log and
// /game status are a bystander's; nothing names a marker hidden from the public (the conformance
// declarations' `hidden`) over the stretch it tells. A seated player may not watch. After the end every
// viewer, the watcher included, has every side's view and the full view (viewer:all).
import seedrandom from 'seedrandom';
import { afterAll, describe, expect, it } from 'vitest';
import { composeHandoff, handoffMark } from '../../src/app/handoff.ts';
import type { Caller, Output } from '../../src/app/outputs.ts';
import { lastDecision } from '../../src/app/recap.ts';
import type { LoadedGame } from '../../src/app/service.ts';
import { FULL_VIEW, chosenViewer, defaultViewer } from '../../src/app/viewer-choice.ts';
import { evolveFolded, fold, type Folded } from '../../src/engine/kernel.ts';
import type { GameAction } from '../../src/engine/types.ts';
import { conformanceOf } from '../conformance/games/index.ts';
import { Scanned, namedIn } from '../conformance/mentions.ts';
import { harness } from '../helpers/harness.ts';

const h = harness({ seed: 'spectator-leaks', service: { handoff: 'post' } });
afterAll(() => h.close());

const WATCHER = 'carol'; // watches with ping:true
const QUIET = 'erin'; // watches without pings
const BYSTANDER = 'dave'; // neither seated nor watching: the public

/** The markers hidden from the public in each state of a channel's log, kept as the log grows. */
class PublicSecrets {
  private folded: Folded | null = null;
  private readonly bySeq: ReadonlySet<string>[] = [];
  constructor(private readonly channel: string) {}

  /** Folds the new events and records what each state hides from the public. */
  update(): void {
    const g = h.read.game(this.channel);
    const decl = conformanceOf(g.module.id)!;
    const events = h.read.events(this.channel);
    if (!this.folded) {
      this.folded = fold(g.module, []);
      this.bySeq.push(decl.hidden(this.folded.game, { kind: 'public' }));
    }
    for (const e of events.slice(this.folded.seq)) {
      this.folded = evolveFolded(g.module, this.folded, e);
      this.bySeq.push(decl.hidden(this.folded.game, { kind: 'public' }));
    }
  }

  /** The markers hidden from the public in every state from event `from` to `to`. */
  throughout(from: number, to: number): Set<string> {
    const [first, ...rest] = this.bySeq.slice(Math.max(0, from), to + 1);
    const out = new Set(first ?? []);
    for (const s of rest) for (const m of out) if (!s.has(m)) out.delete(m);
    return out;
  }
}

/** What an output names of `hidden`: its text, and its pictures' alt text (printed names too). */
function named(o: Output, hidden: ReadonlySet<string>, g: LoadedGame): string[] {
  const aliases = conformanceOf(g.module.id)!.aliases?.bind(conformanceOf(g.module.id));
  return [
    ...namedIn(new Scanned(o.text), hidden),
    ...(o.files ?? []).flatMap((f) => namedIn(new Scanned(f.description ?? ''), hidden, aliases)),
  ];
}

const toUser = (outs: readonly Output[], user: string): Output[] =>
  outs.filter((o) => o.audience.kind !== 'public' && o.audience.user === user);

interface Tally {
  dms: number;
  hidingChecks: number;
  recaps: number;
}

/** Random legal commands by whoever is expected, composed as execute() composes them (hand-off posts). */
async function fuzz(ch: string, seed: string, n: number, secrets: PublicSecrets, tally: Tally): Promise<void> {
  const rand = seedrandom(seed);
  for (let i = 0; i < n; i++) {
    const g = h.read.game(ch);
    if (g.row.status === 'finished') break;
    const sides = g.module.expected(g.folded.game).sides;
    const seat = g.seats.find((s) => sides.includes(s.side));
    if (!seat) break;
    const caller: Caller = { channel: ch, user: seat.user_id, name: seat.user_id };
    const legal = h.read.legalActions(caller);
    if (legal.length === 0) break;
    const end = legal.find((a) => a.action.type === 'end-phase');
    const pick = end && rand() < 0.3 ? end : legal[Math.floor(rand() * legal.length)]!;
    // The recap of a hand-off starts at the last decision of the side it goes to: no later than here.
    const from = Math.min(g.folded.seq, ...(await Promise.all(sides.map((s) => lastDecision(h.app, g, s)))));
    const mark = await handoffMark(h.app, ch);
    const out = await composeHandoff(h.app, caller, mark, await h.app.act(caller, pick.action as GameAction));
    secrets.update();
    const after = h.read.game(ch);
    const hidden = secrets.throughout(from, after.folded.seq);
    if (hidden.size > 0) tally.hidingChecks++;
    // The watcher's DMs: the channel's post, as posted, and nothing the public may not see.
    for (const dm of toUser(out, WATCHER)) {
      expect(dm.audience.kind).toBe('dm');
      expect(dm.buttons ?? []).toEqual([]);
      const post = out.find((o) => o.audience.kind === 'public' && dm.text.endsWith(o.text));
      expect(post, `the DM is a public post: ${dm.text.slice(0, 200)}`).toBeDefined();
      expect(dm.text).toBe(`[watching game #${after.row.id}] ${post!.text}`);
      expect((dm.files ?? []).map((f) => f.name)).toEqual((post!.files ?? []).map((f) => f.name));
      expect(named(dm, hidden, after)).toEqual([]);
      tally.dms++;
    }
    expect(toUser(out, QUIET)).toEqual([]);
    expect(toUser(out, BYSTANDER)).toEqual([]);
    if (i % 10 === 9) await looks(ch, secrets, tally);
  }
}

/** What the watcher asks for: each answer the public's, naming nothing hidden from the public now. */
async function looks(ch: string, secrets: PublicSecrets, tally: Tally): Promise<void> {
  const g = h.read.game(ch);
  const now = secrets.throughout(g.folded.seq, g.folded.seq);
  const seenBefore = (await h.store.watchers(g.row.id)).find((w) => w.userId === WATCHER)!.seen;
  // Each against what the public could not see over the stretch it tells: now, or the whole game.
  const ever = secrets.throughout(0, g.folded.seq);
  for (const [line, hidden] of [
    ['/game status', now],
    ['/map text:true', now],
    ['/log last:500', ever],
  ] as const) {
    const mine = await h.run(`${WATCHER}: ${line}`, ch);
    const public_ = await h.run(`${BYSTANDER}: ${line}`, ch);
    expect(mine.map((o) => o.text)).toEqual(public_.map((o) => o.text));
    for (const o of mine) expect(named(o, hidden, g), line).toEqual([]);
  }
  const stacks = await h.run(`${WATCHER}: /stacks`, ch);
  expect(stacks.map((o) => o.audience)).toEqual([{ kind: 'ephemeral', user: WATCHER }]);
  expect(stacks[0]!.text).toContain('your view is the public one');
  const recap = await h.run(`${WATCHER}: /recap`, ch);
  expect(recap.map((o) => o.audience)).toEqual([{ kind: 'ephemeral', user: WATCHER }]);
  if (seenBefore < g.folded.seq) {
    expect(recap[0]!.text).toContain(`events #${seenBefore + 1}–#${g.folded.seq}), as the public saw it`);
    tally.recaps++;
  }
  expect(named(recap[0]!, secrets.throughout(seenBefore, g.folded.seq), g)).toEqual([]);
  expect((await h.run(`${WATCHER}: /recap`, ch))[0]!.text).toContain('Nothing has happened');
}

/** After the end: the watcher, like everyone, has every side's view and the full view. */
async function ended(ch: string): Promise<void> {
  const g = h.read.game(ch);
  expect(g.row.status).toBe('finished');
  expect(defaultViewer(g, WATCHER)).toEqual({ kind: 'referee' });
  expect(chosenViewer(g, WATCHER, FULL_VIEW)).toEqual({ kind: 'referee' });
  for (const side of g.module.sides) expect(chosenViewer(g, WATCHER, side)).toEqual({ kind: 'side', side });
  const texts = async (line: string) => (await h.run(line, ch)).map((o) => o.text);
  const all = await texts(`${WATCHER}: /log last:500 viewer:all`);
  expect(all.join('\n')).toContain('(as all (full view))');
  expect(all).toEqual(await texts('alice: /log last:500 viewer:all'));
  // The full view's picture (a game whose pictures hide nothing draws it as its own side: refereeDrawnAs).
  const step = await h.run(`${WATCHER}: /replay step n:2 viewer:all`, ch);
  expect(step[0]!.audience.kind).toBe('public');
  expect(step[0]!.text).toMatch(/^Game #\d+, step 2 of \d+ — .*(full|British) view\.$/);
  const recap = await h.run(`${WATCHER}: /recap`, ch);
  expect(recap[0]!.text).toContain('as everyone may see it now');
  expect(await h.text(`${WATCHER}: /game watch`, ch)).toContain('is over');
}

describe('spectators see the public view only, over fuzzed games; everything after the end', () => {
  it('10.0 — Lettow-Vorbeck: a watcher with pings gets the hand-off posts by DM, word for word, and nothing hidden', async () => {
    const ch = 'lv-watch';
    await h.run('alice: /game new game:lettow-vorbeck', ch);
    await h.run('alice: /game join side:German', ch);
    await h.run('bob: /game join side:Allied', ch);
    // A seated player sees their side already: refused.
    const refused = await h.text('alice: /game watch', ch);
    expect(refused).toContain('You hold the German side');
    expect(refused).toContain('you already see your side');
    expect(await h.text(`${WATCHER}: /game watch ping:true`, ch)).toContain('You are watching game #1');
    expect(await h.text(`${QUIET}: /game watch`, ch)).toContain('No pings');
    // Everyone sees who watches, by name.
    expect(await h.text(`${BYSTANDER}: /game status`, ch)).toContain(`Watching: ${WATCHER}, ${QUIET}`);
    expect(await h.text('alice: /game status', ch)).toContain(`Watching: ${WATCHER}, ${QUIET}`);
    const secrets = new PublicSecrets(ch);
    secrets.update();
    const tally: Tally = { dms: 0, hidingChecks: 0, recaps: 0 };
    await fuzz(ch, 'spectate:lv', 60, secrets, tally);
    expect(h.read.game(ch).row.status).toBe('active');
    expect(tally.dms).toBeGreaterThan(3);
    expect(tally.hidingChecks).toBeGreaterThan(10); // the public had something hidden to leak
    expect(tally.recaps).toBeGreaterThan(0);
    // /game unwatch stops the pings.
    expect(await h.text(`${QUIET}: /game unwatch`, ch)).toContain('no longer watch');
    expect(await h.text(`${BYSTANDER}: /game status`, ch)).not.toContain(QUIET);
    // The end reaches the watcher with pings as the channel has it; the one who stopped watching, nothing.
    const over = await h.run('bob: /game resign confirm:true', ch);
    const posted = over.filter((o) => o.audience.kind === 'public').map((o) => o.text);
    expect(posted.join('\n')).toContain('Game over');
    expect(toUser(over, WATCHER).map((o) => [o.audience.kind, o.text])).toEqual([
      ['dm', `[watching game #1] ${posted.join('\n')}`],
    ]);
    expect(toUser(over, QUIET)).toEqual([]);
    await ended(ch);
  }, 180_000);

  it('10.0 — Hill of Doves (solitaire): every hand-off by DM to the watcher, the public post alone', async () => {
    const ch = 'hod-watch';
    await h.run('alice: /game new game:hill-of-doves', ch);
    await h.run('alice: /game join side:British', ch);
    expect(await h.text('alice: /game watch', ch)).toContain('You hold the British side');
    await h.run(`${WATCHER}: /game watch ping:true`, ch);
    await h.run(`${QUIET}: /game watch ping:false`, ch);
    const secrets = new PublicSecrets(ch);
    secrets.update();
    const tally: Tally = { dms: 0, hidingChecks: 0, recaps: 0 };
    await fuzz(ch, 'spectate:hod', 40, secrets, tally);
    expect(h.read.game(ch).row.status).toBe('active');
    expect(tally.dms).toBeGreaterThan(3);
    expect(tally.hidingChecks).toBeGreaterThan(10);
    await h.run('alice: /game resign confirm:true', ch);
    await ended(ch);
  }, 180_000);
});
