// Sandbox positions for the rule tests: a sandbox game with one player holding both sides.
import { harness, type Harness } from '../helpers/harness.ts';

export interface Lv extends Harness {
  /** Where a unit is now (referee view). */
  loc(unit: string): string;
  /** The text of all outputs of a command. */
  say(line: string): Promise<string>;
  /** Draw `card` for `side` and go to that side's March Phase, placing any recruits on the first legal space. */
  toMarch(side: 'German' | 'Allied', card: string): Promise<void>;
  /** Draw `card` for `side` and stop in its Recruiting Phase. */
  toRecruiting(side: 'German' | 'Allied', card: string): Promise<void>;
  /** End phases until it is `side`'s Campaign Card Phase. */
  toCardPhase(side: 'German' | 'Allied'): Promise<void>;
  view(): {
    phase: string;
    activeSide: string;
    units: Record<string, { location: string }>;
    markers: Record<string, string>;
  };
  legal(): { type: string; [k: string]: unknown }[];
}

export async function lv(options = ''): Promise<Lv> {
  const h = harness();
  await h.run(`alice: /game new game:lettow-vorbeck sandbox:true ${options}`);
  await h.run('alice: /game join side:German');
  await h.run('alice: /game join side:Allied');
  const caller = { channel: 'test', user: 'alice', name: 'alice' };
  const view = () => h.state() as unknown as ReturnType<Lv['view']>;
  const legal = () => h.read.legalActions(caller).map((a) => a.action as { type: string; [k: string]: unknown });
  const toCardPhase = async (side: 'German' | 'Allied'): Promise<void> => {
    for (let i = 0; i < 20; i++) {
      const v = view();
      if (
        v.phase === 'campaign-card' &&
        v.activeSide === side &&
        !(h.state() as unknown as { cards: Record<string, { current: string | null }> }).cards[side]!.current
      )
        return;
      const l = legal();
      if (l.some((a) => a.type === 'draw-card')) await h.run('alice: /card draw');
      else {
        const place = l.find((a) => a.type === 'recruit-place');
        if (place) await h.run(`alice: /recruit place unit:${String(place.unit)} at:${String(place.at)}`);
        else await h.run('alice: /phase end');
      }
    }
    throw new Error(`never reached the ${side} Campaign Card Phase`);
  };
  const toRecruiting = async (side: 'German' | 'Allied', card: string): Promise<void> => {
    await toCardPhase(side);
    await h.run(`alice: /sandbox card side:${side} card:${card}`);
    await h.run('alice: /card draw');
    await h.run('alice: /phase end');
  };
  return {
    ...h,
    view,
    legal,
    loc: (unit) => view().units[unit]!.location,
    say: (line) => h.text(line),
    toCardPhase,
    toRecruiting,
    async toMarch(side, card) {
      await toRecruiting(side, card);
      for (let i = 0; i < 10 && view().phase === 'recruiting'; i++) {
        const l = legal();
        const choose = l.find((a) => a.type === 'recruit-choose');
        const place = l.find((a) => a.type === 'recruit-place');
        if (choose) await h.run(`alice: /recruit choose unit:${String(choose.unit)}`);
        else if (place) await h.run(`alice: /recruit place unit:${String(place.unit)} at:${String(place.at)}`);
        else await h.run('alice: /phase end');
      }
    },
  };
}
