// /replay in Discord: the step view gets navigation (first, back, forward, last buttons and a
// jump-to-turn select menu) whose presses re-run /replay step and replace the message in place
// (router: interaction.update). /replay gif reports progress through CommandContext.progress.
import type { CommandInput } from '../app/command.ts';
import type { Caller, Output, OutputButton } from '../app/outputs.ts';
import type { GameService, LoadedGame } from '../app/service.ts';
import { lastStep, timelineViewer, viewsOfGame, type TimelineAs } from '../app/timeline.ts';
import type { GameEvent, Viewer } from '../engine/types.ts';
import type { LvView } from '../games/lettow-vorbeck/view.ts';
import type { DiscordOutput } from './send.ts';

const MENU_MAX = 25;

const isStep = (input: CommandInput) => input.name === 'replay' && input.subcommand === 'step';
export const isReplayGif = (input: CommandInput) => input.name === 'replay' && input.subcommand === 'gif';

const stepLine = (n: number, view: string | undefined) => `/replay step n:${n}${view ? ` view:${view}` : ''}`;

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
  } catch {
    return outputs;
  }
  const n = Number(input.options['n']);
  const head = lastStep(g);
  const view = typeof input.options['view'] === 'string' ? input.options['view'] : undefined;
  const buttons: OutputButton[] = [];
  if (n > 1)
    buttons.push({ label: '⏮ First', command: stepLine(1, view) }, { label: '◀ Back', command: stepLine(n - 1, view) });
  if (n < head)
    buttons.push(
      { label: 'Forward ▶', command: stepLine(n + 1, view) },
      { label: 'Last ⏭', command: stepLine(head, view) },
    );
  const turns = turnStarts(
    g,
    await app.events(g.row.id),
    timelineViewer(g, caller.user, (view ?? 'mine') as TimelineAs),
  ).slice(-MENU_MAX);
  const out: DiscordOutput = {
    ...outputs[at]!,
    buttons,
    addressedTo: [caller.user],
    ...(turns.length > 0
      ? {
          menu: {
            placeholder: 'Jump to a turn…',
            items: turns.map((t) => ({ label: `${t.label} (step ${t.step})`, command: stepLine(t.step, view) })),
          },
        }
      : {}),
  };
  return outputs.map((o, k) => (k === at ? out : o));
}

/** The first step of each turn, from the viewer's own views (so it shows nothing they may not see). */
function turnStarts(g: LoadedGame, events: readonly GameEvent[], viewer: Viewer): { label: string; step: number }[] {
  const out: { label: string; step: number }[] = [];
  let step = 0;
  let last = '';
  try {
    for (const v of viewsOfGame(g, events, viewer)) {
      step++;
      const label = (v as Partial<LvView> | undefined)?.turn?.label;
      if (label && label !== last) out.push({ label, step });
      if (label) last = label;
    }
  } catch {
    return [];
  }
  return out;
}
