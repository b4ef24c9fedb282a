// A command that lost a race is re-decided only while the game is at the step its
// player saw; retries back off. Real separate SQLite connections on one file, with the service's
// beforeAppend hook opening the window between deciding and appending.
import { describe, expect, it } from 'vitest';
import { harness, tempDbPath, type Harness } from '../helpers/harness.ts';

type Lv = { phase: string; activeSide: string; seq: number };

async function lvGame(path: string): Promise<Harness> {
  const a = harness({ db: path });
  await a.run('alice: /game new game:lettow-vorbeck auto:false'); // every step explicit
  await a.run('alice: /game join side:German');
  await a.run('bob: /game join side:Allied');
  await a.run('alice: /card draw');
  return a;
}

describe('a lost race is re-decided only at the same step', () => {
  it('6.2.1.1 — two identical /phase end sent at once: one lands, the other is told the game moved on and writes nothing', async () => {
    const path = tempDbPath();
    const a = await lvGame(path);
    expect(a.state<Lv>().phase).toBe('campaign-card');
    const b = harness({ db: path });
    let raced = false;
    const racing = harness({
      db: path,
      service: {
        beforeAppend: async () => {
          if (raced) return;
          raced = true;
          await b.run('alice: /phase end');
        },
      },
    });
    const seqBefore = a.state().seq;
    const out = (await racing.run('alice: /phase end')).map((o) => o.text).join('\n');
    expect(out).toMatch(
      /^The game moved on: another command landed first, and it is now at German — 1914 II, Recruiting Phase .*; nothing was recorded\.$/,
    );
    // Only b's phase end landed: the game is in the Recruiting Phase, not one phase further.
    const s = a.state<Lv>();
    expect(s.phase).toBe('recruiting');
    expect(
      a.read
        .events()
        .slice(seqBefore)
        .filter((e) => e.type === 'phase-began'),
    ).toHaveLength(1);
    for (const h of [a, b, racing]) h.close();
  });

  it('a game ended by the command that won the race: the loser is refused, nothing written', async () => {
    const path = tempDbPath();
    const a = await lvGame(path);
    const b = harness({ db: path });
    let raced = false;
    const racing = harness({
      db: path,
      service: {
        beforeAppend: async () => {
          if (raced) return;
          raced = true;
          await b.run('bob: /game resign confirm:true');
        },
      },
    });
    const out = (await racing.run('alice: /phase end')).map((o) => o.text).join('\n');
    expect(out).toMatch(/^Game #1 is over \(German win: Allied resigned\); nothing was recorded/);
    expect(a.read.events().at(-1)!.type).toBe('kernel.side-resigned');
    expect(a.store.sync.game(1)!.status).toBe('finished');
    for (const h of [a, b, racing]) h.close();
  });

  it('three-way contention, 900 commands on three connections: retries back off; far fewer give up than the 168 of immediate retries', async () => {
    const path = tempDbPath();
    const setup = harness({ db: path });
    await setup.run('alice: /game new game:lettow-vorbeck sandbox:true');
    setup.close();
    // Each racer yields between deciding and appending, so the three keep colliding on the same seq.
    const yieldNow = () => new Promise<void>((r) => setImmediate(r));
    const racers = ['alice', 'bob', 'carol'].map((user) => ({
      user,
      h: harness({ db: path, service: { beforeAppend: yieldNow } }),
    }));
    const PER_RACER = 300;
    let gaveUp = 0;
    let landed = 0;
    const head0 = racers[0]!.h.store.sync.head(1);
    await Promise.all(
      racers.map(async ({ user, h }) => {
        for (let i = 0; i < PER_RACER; i++) {
          const out = (await h.run(`${user}: /sandbox dice values:${(i % 6) + 1}`)).map((o) => o.text).join('\n');
          if (/The game is busy/.test(out)) gaveUp++;
          else if (/next die results queued/.test(out)) landed++;
          else throw new Error(`unexpected answer: ${out}`);
        }
      }),
    );
    const total = racers.length * PER_RACER;
    console.log(`three-way contention: ${gaveUp} of ${total} commands gave up, ${landed} landed`);
    expect(landed + gaveUp).toBe(total);
    expect(racers[0]!.h.store.sync.head(1) - head0).toBe(landed);
    // Before the backoff (5 immediate retries) 168 of 900 gave up here; now 0 or 1 on a quiet machine,
    // and up to 10 on one so loaded (two test suites side by side) that the timers fire together and
    // the jitter cannot help. How many give up depends on the load, so the bound only tells backoff
    // from none.
    expect(gaveUp).toBeLessThan(45);
    for (const { h } of racers) h.close();
  });
});
