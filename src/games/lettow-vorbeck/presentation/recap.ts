// Lettow-Vorbeck's recap (src/engine/recap.ts) and its pictures in words (alt text, /map text:true).
// Each fact's text is the viewer's own log line (describe.ts); places come from what every viewer sees
// (10.0: a stack's moves and where it stands are open, only its units are hidden); stacks that came
// into or went out of the viewer's sight are read off two of the viewer's views. The tallies are the
// victory condition's: the supply centers each side holds (26.C, 26.D, R31), read off the view.
import type { RecapFact, RecapStep } from '../../../engine/recap.ts';
import type { Viewer } from '../../../engine/types.ts';
import { battleFacts, isBattle } from '../../hand-of-destiny/recap.ts';
import { PHASE_NAME } from '../data/phases.ts';
import { BOXES, SUPPLY_CENTERS, isSpace, spaceById } from '../data/map.ts';
import { cardById } from '../data/cards.ts';
import type { Side } from '../data/types.ts';
import type { LvEvent } from '../events.ts';
import type { LvState } from '../state.ts';
import { canSee, view, type LvView } from '../view.ts';

/** A space's or box's printed name. */
export function placeName(id: string): string {
  if (isSpace(id)) return spaceById(id).name;
  return BOXES.find((b) => b.id === id)?.name ?? id;
}

/** The facts one event gives its viewer. */
export function lvRecapFacts(step: RecapStep<LvState>): RecapFact[] {
  const e = step.event as LvEvent;
  const { seq, line } = step;
  const facts: RecapFact[] = [];
  if (isBattle(e)) facts.push(...battleFacts(step as RecapStep<unknown>));
  else if (line)
    switch (e.type) {
      case 'march.units-moved':
        facts.push({ kind: 'move', seq, text: line, side: e.side, at: e.path });
        break;
      case 'recruit.unit-placed':
        facts.push({ kind: 'appeared', seq, text: line, side: e.side, at: [e.at] });
        break;
      case 'setup-unit-placed':
        if (canSee(step.viewer, e.side)) facts.push({ kind: 'appeared', seq, text: line, side: e.side, at: [e.to] });
        break;
      case 'card-drawn':
        facts.push({ kind: 'card', seq, text: `${e.side} plays ${cardById(e.card).title} (7.A).`, side: e.side });
        break;
      case 'card.unit-to-pool':
        facts.push({ kind: 'loss', seq, text: line, side: e.side, at: [e.from] });
        break;
      case 'fort.built':
      case 'fort.removed':
        facts.push({ kind: 'event', seq, text: line, side: e.side, at: [e.at] });
        break;
      case 'phase-began':
        // Only the turns: the phases are in /log.
        if (e.turn !== step.before.turn || e.phase === 'end-turn') facts.push({ kind: 'event', seq, text: line });
        break;
      case 'march.phase-started':
      case 'recruit.units-taken':
      case 'recruit.units-drawn':
      case 'recruit.unit-chosen':
      case 'setup-finished':
        break;
      default:
        facts.push({ kind: 'event', seq, text: line });
    }
  // The set-up places every stack at once (25.0): not news.
  const setUp = e.type === 'game-set-up' || e.type.startsWith('setup-');
  if (step.viewer.kind !== 'referee' && e.type !== 'march.units-moved' && !setUp) facts.push(...sightChanges(step));
  return facts;
}

/** The other sides' stacks on the map by space, as `viewer` sees them: how many units. */
function othersOnMap(v: LvView, viewer: Viewer): Map<string, number> {
  const out = new Map<string, number>();
  for (const st of v.stacks)
    if (isSpace(st.location) && !canSee(viewer, st.side)) out.set(`${st.side}@${st.location}`, st.count);
  return out;
}

/** Stacks of the other side that came into or went out of the viewer's sight with this event. */
function sightChanges(step: RecapStep<LvState>): RecapFact[] {
  const before = othersOnMap(view(step.before, step.viewer), step.viewer);
  const after = othersOnMap(view(step.after, step.viewer), step.viewer);
  const out: RecapFact[] = [];
  for (const [key, n] of after)
    if (!before.has(key)) {
      const [side, at] = key.split('@') as [Side, string];
      out.push({
        kind: 'appeared',
        seq: step.seq,
        side,
        at: [at],
        text: `${side === 'Allied' ? 'An' : 'A'} ${side} stack of ${n} appears at ${placeName(at)}.`,
      });
    }
  for (const [key] of before)
    if (!after.has(key)) {
      const [side, at] = key.split('@') as [Side, string];
      out.push({
        kind: 'vanished',
        seq: step.seq,
        side,
        at: [at],
        text: `The ${side} stack at ${placeName(at)} is gone.`,
      });
    }
  return out;
}

/** Who holds each supply center in a view: the sides with a stack there. */
function holders(v: LvView): Map<string, Side[]> {
  const out = new Map<string, Side[]>(SUPPLY_CENTERS.map((sc) => [sc, []]));
  for (const st of v.stacks) if (st.count > 0) out.get(st.location)?.push(st.side);
  return out;
}

/** The victory condition's tally (26.C, 26.D, R31): the supply centers each side holds now. */
export function lvTallies(v: LvView): string[] {
  const held = holders(v);
  const list = (side: Side): string => {
    const names = [...held].filter(([, s]) => s.includes(side)).map(([sc]) => placeName(sc));
    return `${side} ${names.length}${names.length ? ` (${names.join(', ')})` : ''}`;
  };
  const empty = [...held].filter(([, s]) => s.length === 0).length;
  return [
    `Supply centers held (of ${SUPPLY_CENTERS.length}; 26.C, 26.D): ${list('German')}; ${list('Allied')}; ${empty} empty.`,
  ];
}

/** What the map of a view shows, in words: the alt text of a map (clipped) and /map text:true (whole). */
export function lvPictureText(v: LvView): string {
  const who = v.viewer === 'public' ? 'public view, stacks face down' : `${v.viewer} view`;
  const lines = [
    `Lettow-Vorbeck map, ${v.turn.label}, ${v.activeSide} ${PHASE_NAME[v.phase] ?? v.phase} (${who}).`,
    ...(v.result ? [`${v.result.label}: ${v.result.reason}.`] : []),
    ...lvTallies(v),
  ];
  const bySpace = new Map<string, string[]>();
  for (const st of v.stacks) {
    const what = st.units
      ? `${st.side} ${st.units.join(', ')}`
      : `${st.side} ${st.count} unit${st.count === 1 ? '' : 's'} face down`;
    bySpace.set(st.location, [...(bySpace.get(st.location) ?? []), what]);
  }
  const spaces = [...bySpace].filter(([loc]) => isSpace(loc));
  const boxes = [...bySpace].filter(([loc]) => !isSpace(loc));
  lines.push(`Stacks: ${spaces.map(([loc, w]) => `${placeName(loc)}: ${w.join(' and ')}`).join('; ') || 'none'}.`);
  if (boxes.length)
    lines.push(`Boxes: ${boxes.map(([loc, w]) => `${placeName(loc)}: ${w.join(' and ')}`).join('; ')}.`);
  lines.push(
    `Recruit pools: ${(['German', 'Allied'] as const).map((s) => `${s} ${v.pools[s].units ? v.pools[s].units.join(', ') || 'empty' : v.pools[s].count}`).join('; ')}.`,
  );
  const card = (s: Side): string => {
    const c = v.cards[s].current;
    return `${s} ${c ? cardById(c).title : 'none'} (draw pile ${v.cards[s].drawPile})`;
  };
  lines.push(`Cards in effect: ${card('German')}; ${card('Allied')}.`);
  const markers = Object.entries(v.markers);
  if (markers.length) lines.push(`Markers: ${markers.map(([m, at]) => `${m} at ${placeName(at)}`).join('; ')}.`);
  return lines.join('\n');
}
