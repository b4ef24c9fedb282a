// Fort markers in battle and supply (22.2, 22.3.A, 22.4), advanced game. Forts cannot be placed with
// /sandbox place: each is built with /fort build in a German Recruiting Phase. alice holds both sides.
import { describe, expect, it } from 'vitest';
import { lv, type Lv } from './lv-helpers.ts';
import type { Started, Won } from './rules-helpers.ts';
import { strengths } from './rules-helpers.ts';

const ev = <T>(g: Lv, type: string): T[] => g.read.events().filter((e) => e.type === type) as unknown as T[];

/** An advanced game in the German Recruiting Phase of turn 1 with a German fort built at kilosa by 5 FKA. */
async function fortAtKilosa(): Promise<Lv> {
  const g = await lv('advanced:true');
  await g.run('alice: /sandbox place unit:ger-5-fka at:kilosa');
  await g.toRecruiting('German', 'ger-lettow-vorbeck');
  await g.run('alice: /fort build at:kilosa unit:ger-5-fka');
  expect(g.view().markers['ger-fort']).toBe('kilosa');
  return g;
}

describe('22.0 Fort markers in battle (advanced)', () => {
  it('22.2 — units defending in their fort ignore panics and the fort takes no result; when all of them are eliminated the fort goes', async () => {
    const g = await fortAtKilosa();
    await g.toMarch('Allied', 'ally-van-deventer');
    await g.run('alice: /sandbox place unit:ally-c-ief at:kilosa');
    await g.run('alice: /sandbox place unit:ally-1-kar at:kilosa');
    await g.run('alice: /phase end');
    expect(g.view().phase).toBe('battle');
    // Allied 6 + 1 (Bush, light infantry) v German 1 + 1; C IEF (out of supply, 2 dice) 4, 4 = P, P;
    // 5 FKA (in supply, 2 dice) 1, 1; 1/KAR (out of supply, 1 die) 6 = E.
    await g.run('alice: /sandbox dice values:6,1,4,4,1,1,6');
    await g.run('alice: /battle fight space:kilosa');
    await g.run('alice: /battle fire unit:ally-c-ief');
    const ignored = ev<{ result: string; side: string }>(g, 'battle.result-ignored');
    expect(ignored.map((i) => `${i.side}:${i.result}`)).toEqual(['German:P', 'German:P']);
    expect(ev<{ unit: string; effect: string }>(g, 'battle.loss-taken').map((l) => `${l.unit}:${l.effect}`)).toEqual([
      'ger-5-fka:eliminated',
    ]);
    expect(ev<Won>(g, 'battle.won')[0]).toMatchObject({ winner: 'Allied', loser: 'German' });
    expect(ev<{ marker: string; rule: string }>(g, 'battle.fort-removed')[0]).toMatchObject({
      marker: 'ger-fort',
      rule: '22.2',
    });
    expect(g.view().markers['ger-fort']).toBe('german-recruit-box');
    g.close();
  });

  it('22.3.A — a fort whose own units attack from it, lose and retreat is removed: enemy units hold its space and no friendly unit does', async () => {
    const g = await fortAtKilosa();
    await g.run('alice: /phase end'); // to the March Phase
    await g.run('alice: /sandbox place unit:ally-1-kar at:kilosa');
    await g.run('alice: /phase end'); // Battle Phase: the Germans attack in their own fort's space
    // German 1 + 1 (card) + 1 (Bush) = 3 v Allied 6 + 1 = 7; 1/KAR (1 die) 4 = P: attackers are not panic-immune
    await g.run('alice: /sandbox dice values:1,6,4');
    await g.run('alice: /battle fight space:kilosa');
    expect(ev<{ effect: string }>(g, 'battle.loss-taken')[0]).toMatchObject({ effect: 'panicked' });
    await g.run('alice: /retreat to:morogoro');
    expect(g.loc('ger-5-fka')).toBe('morogoro');
    expect(ev<{ rule: string }>(g, 'battle.fort-removed')[0]).toMatchObject({ rule: '22.3.A' });
    expect(g.view().markers['ger-fort']).toBe('german-recruit-box');
    g.close();
  });

  it('22.4 — a fort provides supply (21.2): a German unit two spaces away fights at full strength, one die less without the fort', async () => {
    const withFort = await fortAtKilosa();
    await withFort.run('alice: /phase end');
    await withFort.run('alice: /sandbox place unit:ger-4-fka at:mahenge'); // mahenge - iringa - kilosa
    await withFort.run('alice: /sandbox place unit:ally-1-kar at:mahenge');
    await withFort.run('alice: /phase end');
    await withFort.run('alice: /sandbox dice values:6,1,6,6');
    await withFort.run('alice: /battle fight space:mahenge');
    expect(strengths(ev<Started>(withFort, 'battle.started')[0]!)).toEqual({ 'ger-4-fka': 2, 'ally-1-kar': 1 });
    expect(withFort.loc('ally-1-kar')).toBe('allied-recruit-box');
    withFort.close();

    const noFort = await lv('advanced:true');
    await noFort.run('alice: /sandbox place unit:ger-5-fka at:kilosa');
    await noFort.toMarch('German', 'ger-lettow-vorbeck');
    await noFort.run('alice: /sandbox place unit:ger-4-fka at:mahenge');
    await noFort.run('alice: /sandbox place unit:ally-1-kar at:mahenge');
    await noFort.run('alice: /phase end');
    await noFort.run('alice: /sandbox dice values:6,1,6');
    await noFort.run('alice: /battle fight space:mahenge');
    expect(strengths(ev<Started>(noFort, 'battle.started')[0]!)).toEqual({ 'ger-4-fka': 1, 'ally-1-kar': 1 });
    noFort.close();
  });
});
