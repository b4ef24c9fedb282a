// /replay in Discord: the step view gets navigation (first, back, forward, last buttons and a
// jump select menu) whose presses re-run /replay step and replace the message in place
// (router: interaction.update). /replay gif reports progress through CommandContext.progress.
// The jump points come from the game's presentation (replay.jumpPoint): a turn, or a day grouped by
// week. The menu lists every group, and every point of the group the shown step is in (each week, and
// each day of the week shown).
import type { CommandInput } from '../app/command.ts';
import type { Caller, Output, OutputButton } from '../app/outputs.ts';
import type { GameService, LoadedGame } from '../app/service.ts';
import { lastStep, timelineViewer, viewsOfGame, type TimelineAs } from '../app/timeline.ts';
import { presentationOf } from '../app/registry.ts';
import { UserError } from '../app/user-error.ts';
import type { GameEvent, Viewer } from '../engine/types.ts';
import type { DiscordOutput } from './send.ts';

const MENU_MAX = 25;

const isStep = (input: CommandInput) => input.name === 'replay' && input.subcommand === 'step';
export const isReplayGif = (input: CommandInput) => input.name === 'replay' && input.subcommand === 'gif';

const stepLine = (n: number, view: string | undefined, viewer?: string) =>
  `/replay step n:${n}${view ? ` view:${view}` : ''}${viewer ? ` viewer:${viewer}` : ''}`;

/** Adds navigation to the picture of a /replay step (the caller's buttons alone). */
export async function withReplayNavigation(
  app: GameService,
  caller: Caller,
  input: CommandInput,
  outputs: Output[],
): Promise<DiscordOutput[]> {
  if (!isStep(input)) return outputs;
  const at = outputs.findIndex((o) => o.files?.length && o.audience.kind !== 'dm');
  if (at < 0) return outputs;
  let g: LoadedGame;
  try {
    g = await app.currentOrLastGame(caller.channel);
  } catch (e) {
    // No game in this channel any more ("No game has been played…"): the step has nothing to navigate.
    if (!(e instanceof UserError)) throw e;
    return outputs;
  }
  const n = Number(input.options['n']);
  const head = lastStep(g);
  const view = typeof input.options['view'] === 'string' ? input.options['view'] : undefined;
  const viewer = typeof input.options['viewer'] === 'string' ? input.options['viewer'] : undefined;
  const buttons: OutputButton[] = [];
  if (n > 1)
    buttons.push(
      { label: '⏮ First', command: stepLine(1, view, viewer) },
      { label: '◀ Back', command: stepLine(n - 1, view, viewer) },
    );
  if (n < head)
    buttons.push(
      { label: 'Forward ▶', command: stepLine(n + 1, view, viewer) },
      { label: 'Last ⏭', command: stepLine(head, view, viewer) },
    );
  const points = jumpMenu(
    jumpPoints(g, await app.events(g.row.id), timelineViewer(g, caller.user, (view ?? 'mine') as TimelineAs, viewer)),
    n,
  );
  const out: DiscordOutput = {
    ...outputs[at]!,
    buttons,
    addressedTo: [caller.user],
    ...(points.length > 0
      ? {
          menu: {
            placeholder: 'Jump to…',
            items: points.map((t) => ({
              label: `${t.label} (step ${t.step})`,
              command: stepLine(t.step, view, viewer),
            })),
          },
        }
      : {}),
  };
  return outputs.map((o, k) => (k === at ? out : o));
}

interface Point {
  group: string;
  label: string;
  step: number;
}

/** The first step of each jump point, from the viewer's own views (so it shows nothing they may not see). */
function jumpPoints(g: LoadedGame, events: readonly GameEvent[], viewer: Viewer): Point[] {
  const jump = presentationOf(g.module.id)?.replay.jumpPoint;
  if (!jump) return [];
  const out: Point[] = [];
  let step = 0;
  let last = '';
  for (const v of viewsOfGame(g, events, viewer)) {
    step++;
    const p = jump(v);
    if (p && p.label !== last) out.push({ ...p, step });
    if (p) last = p.label;
  }
  return out;
}

/**
 * The menu for step `n`: the first point of every group, and every point of the group holding `n`;
 * at most MENU_MAX, kept around the shown step.
 */
export function jumpMenu(points: readonly Point[], n: number): Point[] {
  const here = points.filter((p) => p.step <= n).at(-1)?.group ?? points[0]?.group;
  const seen = new Set<string>();
  const items: Point[] = [];
  for (const p of points) {
    if (p.group === here) items.push(p);
    else if (!seen.has(p.group)) items.push({ ...p, label: p.group });
    seen.add(p.group);
  }
  if (items.length <= MENU_MAX) return items;
  const at = Math.max(
    0,
    items.findLastIndex((p) => p.step <= n),
  );
  const from = Math.min(Math.max(0, at - Math.floor(MENU_MAX / 2)), items.length - MENU_MAX);
  return items.slice(from, from + MENU_MAX);
}
