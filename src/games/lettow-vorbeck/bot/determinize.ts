// Determinized samples for the search: a full position the bot's side could be facing,
// built from what its view shows. The hidden enemy units (face-down stacks, the Indian Ocean box,
// the recruit pool; 10.0, R36) are first renamed canonically — sorted ids dealt to sorted places —
// so that two states with the same view give the same canonical state, and then dealt at random
// to the hidden places; both draw piles (hidden from both players, 7.A) are shuffled.
import type { Rng } from '../../../engine/rng.ts';
import type { Side } from '../data/types.ts';
import { unitById } from '../data/units.ts';
import type { LvState } from '../state.ts';
import { view } from '../view.ts';

/** The hidden enemy units and their places, each list sorted (a place once per unit it holds). */
function hidden(state: LvState, side: Side): { ids: string[]; places: string[] } {
  const seen = view(state, { kind: 'side', side }).units;
  const ids = Object.keys(state.units)
    .filter((id) => unitById(id).side !== side && !Object.hasOwn(seen, id))
    .sort();
  const places = ids.map((id) => state.units[id]!.location).sort();
  return { ids, places };
}

/** Rename units everywhere in the state (units map, march and battle records) by `to`. */
function rename(state: LvState, to: ReadonlyMap<string, string>): LvState {
  if (to.size === 0) return state;
  const json = JSON.stringify(state).replace(/"([a-z0-9-]+)"/g, (whole, id: string) =>
    to.has(id) ? `"${to.get(id)!}"` : whole,
  );
  return JSON.parse(json) as LvState;
}

export function determinize(state: LvState, side: Side, rng: Rng): LvState {
  const { ids, places } = hidden(state, side);
  // Canonical: the i-th place (sorted) holds the i-th id (sorted), whatever the true deal was.
  const byPlace = new Map<string, string[]>();
  for (const id of ids) {
    const at = state.units[id]!.location;
    byPlace.set(at, [...(byPlace.get(at) ?? []), id]);
  }
  const canonical = new Map<string, string>();
  let i = 0;
  for (const place of [...new Set(places)]) for (const id of byPlace.get(place)!) canonical.set(id, ids[i++]!);
  // Then a random deal of the same ids to the same places.
  const dealt = rng.shuffle(ids);
  const deal = new Map<string, string>();
  ids.forEach((id, k) => deal.set(id, dealt[k]!));
  const composed = new Map<string, string>();
  for (const [from, mid] of canonical) composed.set(from, deal.get(mid)!);
  const s = rename(state, new Map([...composed].filter(([a, b]) => a !== b)));
  return {
    ...s,
    decks: {
      German: { ...s.decks.German, draw: rng.shuffle([...s.decks.German.draw].sort()) },
      Allied: { ...s.decks.Allied, draw: rng.shuffle([...s.decks.Allied.draw].sort()) },
    },
  };
}
