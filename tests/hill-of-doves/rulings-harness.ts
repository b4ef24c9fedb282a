// A sandbox Hill of Doves game driven through the console harness (tests/helpers/harness.ts) for the
// rule-by-rule tests of spec §9 (rulings-*.test.ts): positions are built with /sandbox place, dice
// with /sandbox dice, laager draws with /sandbox draw, and the British act with /hod commands.
import { harness, type Harness } from '../helpers/harness.ts';

export interface Ev {
  type: string;
  [k: string]: unknown;
}

export interface St {
  week: number;
  day: number;
  step: string;
  politics: number;
  boerVictories: number;
  assaultMarker: number;
  nightAssaults: number;
  weather: { box: number; shows: string; drifts: string };
  objectives: Record<string, { control: string; marker: string; secure: boolean; sangers: boolean }>;
  laagers: Record<string, string>;
  units: Record<string, { loc: string; side: string }>;
  columns: { id: string; origin: string; road: number }[];
  tactical: { id: string; objective: string; hex: string; formation: string; at: string; arrived: number | null }[];
  supply: Record<string, number>;
  convoyLoad: Record<string, number> | null;
  held: string[];
  ambushMarkers: string[];
  result: { winner: string | null; reason: string } | null;
  townsCaptured: string[];
}

/** Every decision handled by standing orders: a quiet day runs to the next Sunday without stopping. */
export const AUTO =
  'assault:none columns:none transfer:none bombard:none supplies:none load:never battle-bombard:none reserves:commit-all charge:never artillery:never';

export class Game {
  readonly h: Harness;
  /** Outputs of the last command, joined. */
  out = '';
  private seen = 0;
  constructor(seed = 'rulings') {
    this.h = harness({ seed });
  }
  /** `components`: the game's component revision (v1 for tests written against the first reconstruction's numbers). */
  static async sandbox(seed = 'rulings', components: 'v1' | 'v2' = 'v2'): Promise<Game> {
    const g = new Game(seed);
    await g.cmd(`/game new game:hill-of-doves sandbox:true components:${components}`);
    await g.cmd('/game join side:British');
    g.mark();
    return g;
  }
  async cmd(line: string): Promise<string> {
    this.out = (await this.h.run(`alice: ${line}`)).map((o) => o.text).join('\n');
    return this.out;
  }
  /** A command that must be refused: returns the refusal text (the state is unchanged). */
  async refused(line: string): Promise<string> {
    const before = this.h.state().seq;
    const text = await this.cmd(line);
    if (this.h.state().seq !== before)
      throw new Error(`expected "${line}" to be refused, but it was recorded: ${text}`);
    return text;
  }
  place(unit: string, at: string): Promise<string> {
    return this.cmd(`/sandbox place unit:${unit} at:${at}`);
  }
  async places(pairs: Record<string, string>): Promise<void> {
    for (const [u, at] of Object.entries(pairs)) await this.place(u, at);
  }
  dice(...values: number[]): Promise<string> {
    return this.cmd(`/sandbox dice values:${values.join(',')}`);
  }
  draw(...counters: string[]): Promise<string> {
    return this.cmd(`/sandbox draw counters:${counters.join(',')}`);
  }
  card(copy: string): Promise<string> {
    return this.cmd(`/sandbox card side:British card:${copy}`);
  }
  orders(o: string): Promise<string> {
    return this.cmd(`/hod orders ${o}`);
  }
  go(): Promise<string> {
    return this.cmd('/hod continue');
  }
  get st(): St {
    return this.h.state() as unknown as St;
  }
  /** Every event of the game so far. */
  events(): Ev[] {
    const id = Number(this.h.state().id);
    return this.h.store.sync
      .eventsBetween(id, 0)
      .map((r) => ({ ...(JSON.parse(r.data) as object), type: r.type }) as Ev);
  }
  /** Start a new window: `fresh()` returns only events after this point. */
  mark(): void {
    this.seen = this.events().length;
  }
  fresh(type?: string): Ev[] {
    return this.events()
      .slice(this.seen)
      .filter((e) => type === undefined || e.type === type);
  }
  close(): void {
    this.h.close();
  }
}

/** A sandbox game at Monday 24 January, 2.3, with standing orders `orders`; `weather` is the 2.2 die. */
export async function monday(
  orders = AUTO,
  weather = 2,
  seed = 'rulings',
  components: 'v1' | 'v2' = 'v2',
): Promise<Game> {
  const g = await Game.sandbox(seed, components);
  await g.orders(orders);
  await g.dice(1, weather); // 1.3 Diplomacy 1 (fails), 2.2 weather
  return g;
}

/**
 * A sandbox game stopped at 2.3 of Monday 24 January and turned into Sunday (operational time
 * marker in box 7), so that the rest of this day ends with 2.15-2.18; `orders` then apply.
 */
export async function sunday(orders = AUTO, seed = 'rulings-sunday', components: 'v1' | 'v2' = 'v2'): Promise<Game> {
  const asking = orders.includes('assault:') ? orders.replace(/assault:\S+/, 'assault:ask') : `${orders} assault:ask`;
  const g = await monday(asking, 2, seed, components);
  await g.go();
  if (g.st.step !== 'night') throw new Error(`expected to stop at 2.3, not ${g.st.step}`);
  await g.place('day', '7');
  await g.orders(orders.includes('assault:') ? orders : `${orders} assault:none`);
  return g;
}
