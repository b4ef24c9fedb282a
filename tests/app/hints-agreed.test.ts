// Hints for everyone who wants them: a Lettow-Vorbeck game between two people created with hints:true
// answers /hint for each player's own side (Heliograph's level 3), and /help lists /hint only in a
// game where it works (Hill of Doves: always, from its careful player).
import { describe, expect, it } from 'vitest';
import { harness } from '../helpers/harness.ts';

const helpLists = (text: string, command: string): boolean =>
  text.split('\n').some((l) => l.startsWith(`  /${command} `));

describe('/hint where the players agreed at creation', () => {
  it('Lettow-Vorbeck hints:true between two people: /hint answers the player whose turn it is, /help lists it', async () => {
    const h = harness({ seed: 'hints-agreed' });
    await h.run('alice: /game new game:lettow-vorbeck hints:true');
    await h.run('alice: /game join side:German');
    await h.run('bob: /game join side:Allied');
    const answers = [await h.text('alice: /hint'), await h.text('bob: /hint')];
    expect(answers.some((a) => a.includes('Hint (level 3):'))).toBe(true);
    expect(answers.every((a) => !a.includes('Hints are off'))).toBe(true);
    expect(helpLists(await h.text('alice: /help'), 'hint')).toBe(true);
    // A spectator is not seated: no hint for them.
    expect(await h.text('carol: /hint')).toMatch(/not seated/);
    h.close();
  });

  it('Lettow-Vorbeck without hints: /hint is refused and /help does not list it', async () => {
    const h = harness({ seed: 'hints-off' });
    await h.run('alice: /game new game:lettow-vorbeck');
    await h.run('alice: /game join side:German');
    await h.run('bob: /game join side:Allied');
    expect(await h.text('alice: /hint')).toMatch(/Hints are off in this game.*hints:true/);
    expect(helpLists(await h.text('alice: /help'), 'hint')).toBe(false);
    h.close();
  });

  it('Hill of Doves: /help lists /hint (its careful player advises any game)', async () => {
    const h = harness({ seed: 'hints-hod' });
    await h.run('alice: /game new game:hill-of-doves');
    await h.run('alice: /game join side:British');
    expect(helpLists(await h.text('alice: /help'), 'hint')).toBe(true);
    expect(await h.text('alice: /hint')).toMatch(/Hint \(the careful player\)/);
    h.close();
  });
});
