// Hill of Doves' conformance declaration (tests/conformance/declaration.ts): the British and the public
// see the whole board, but the laagers cup and the Event Card Deck only as counts; the referee (sandbox
// and finished games) sees everything (DESIGN "Hidden information").
import type { GameEvent, LegalAction, Viewer } from '../../../src/engine/types.ts';
import type { CombatEvent } from '../../../src/games/hill-of-doves/combat/events.ts';
import { hodBattleSheets } from '../../../src/games/hill-of-doves/combat/sheet.ts';
import { BRITISH_UNITS, LAAGERS_CUP_START } from '../../../src/games/hill-of-doves/data/counters.ts';
import { tablesFor } from '../../../src/games/hill-of-doves/data/revisions.ts';
import { OBJECTIVE_IDS } from '../../../src/games/hill-of-doves/data/tactical-map.ts';
import { hodBattleRecords } from '../../../src/games/hill-of-doves/presentation/pictures.ts';
import type { HodState } from '../../../src/games/hill-of-doves/state.ts';
import type { HodView } from '../../../src/games/hill-of-doves/view.ts';
import { randomPlayer, scriptedPlayer, type Player } from '../../hill-of-doves/campaigns.ts';
import type { GameConformance, KitPlayer, PictureModel } from '../declaration.ts';

/** Record keys that are ids (British counters, objectives) fold to "*"; fixed keys (laagers, strategic columns, supply types) stay named. */
const IDS = new Set<string>([...BRITISH_UNITS.map((u) => u.id), ...OBJECTIVE_IDS]);
const CUP_IDS = new Set<string>(LAAGERS_CUP_START);

/** The counters still in the laagers cup or queued to be drawn: during a battle card, those of its own cup (the drawn ones are on the card, seen). */
function inCup(s: HodState): Set<string> {
  const c = s.combat;
  return new Set<string>(c ? [...c.cup, ...c.queuedDraws.slice(c.drawsUsed)] : [...s.cup, ...s.drawQueue]);
}

/**
 * The hidden markers for anyone but the referee: every counter in the cup (or queued), and every card
 * copy not turned (discarded) — the deck's and the held cards', which are named by card, not copy.
 */
export function hodHidden(s: HodState, viewer: Viewer): Set<string> {
  if (viewer.kind === 'referee') return new Set();
  const out = inCup(s);
  const turned = new Set<string>(s.discard);
  for (const { copy } of tablesFor(s).eventDeck) if (!turned.has(copy)) out.add(copy); // the game's own deck (v2: three EV-22)
  return out;
}

/**
 * The game's own facts about a view: the cup and the deck as counts equal to the state's, and no list of
 * cup counters of any kind (a list with two or more cup ids not all drawn would be a cup in disguise).
 */
export function hodViewProblems(s: HodState, viewer: Viewer, v: HodView): string[] {
  const out: string[] = [];
  if (v.cupCount !== s.cup.length) out.push(`cupCount ${v.cupCount}, the cup holds ${s.cup.length}`);
  if (v.deckCount !== s.deck.length) out.push(`deckCount ${v.deckCount}, the deck holds ${s.deck.length}`);
  if (viewer.kind === 'referee') return out;
  const cup = inCup(s);
  const walk = (x: unknown, path: string): void => {
    if (Array.isArray(x)) {
      if (x.some((y) => typeof y === 'string' && CUP_IDS.has(y) && cup.has(y)))
        out.push(`an array of cup counters at ${path}`);
      x.forEach((y) => walk(y, `${path}[]`));
    } else if (x !== null && typeof x === 'object')
      for (const [k, y] of Object.entries(x)) walk(y, path ? `${path}.${k}` : k);
  };
  walk(v, '');
  return out;
}

/**
 * r. 4.5: the sheets of each battle card that ended in the command (the battle pictures' model), for the
 * public (the channel's pictures) and the British; a sheet may name the counters drawn in its battle.
 */
export function hodSheetModels(log: readonly GameEvent[], fresh: number): PictureModel[] {
  const out: PictureModel[] = [];
  for (const [i, record] of hodBattleRecords(log, fresh))
    for (const viewer of [{ kind: 'public' }, { kind: 'side', side: 'British' }] as Viewer[])
      for (const sheet of hodBattleSheets(record, viewer))
        out.push({
          viewer,
          what: `battle sheet ${sheet.battle + 1} of event ${i + 1}`,
          model: sheet,
          mayName: drawnIn(record, sheet.battle),
        });
  return out;
}

/** The counters of battle `battle` of a battle card's record, seen on the card: those drawn for it and its commando (a sniper patrol). */
export function drawnIn(record: readonly CombatEvent[], battle: number): Set<string> {
  return new Set(
    record.flatMap((e) =>
      e.type === 'combat.commandoDrawn' && e.battle === battle ? [...e.draws.map((d) => d.counter), ...e.commando] : [],
    ),
  );
}

/** One of the campaign drivers' British players (tests/hill-of-doves/campaigns.ts) as the kit's player. */
const asKit =
  (p: Player): KitPlayer =>
  (state, _side, legal, rand) =>
    p(state as HodState, [...legal()] as LegalAction[], (n) => Math.floor(rand() * n));

export const hillOfDovesConformance: GameConformance = {
  id: 'hill-of-doves',
  games: [
    { seed: 'kit-hod-random', options: { sandbox: 'true' }, playerName: 'random', player: asKit(randomPlayer) },
    { seed: 'kit-hod-scripted', playerName: 'scripted', player: asKit(scriptedPlayer) },
  ],
  maxSteps: 2000,
  view: {
    isIdKey: (k) => IDS.has(k),
    // Reviewed: the board as the British player sees it. The cup and the deck appear only as counts
    // (cupCount, deckCount); the turned cards (discard) by copy, held cards by card; drawn counters
    // only in battle prompts. `strategic`, `smitInBattle`, `crackInBattle` and `tacticalTime` are board
    // positions every player sees (r. 1.1, 4.5, 4.10, 3.3). The referee alone (sandbox and finished
    // games) sees the cup, the deck order, the queued draws and the combat sub-state.
    allowed: {
      ...Object.fromEntries(
        [
          'ambushMarkers[]',
          'assaultMarker',
          'battle',
          'battle.prompt',
          'battle.rule',
          'boerVictories',
          'columns[]',
          'columns[].id',
          'columns[].origin',
          'columns[].road',
          'components',
          'convoyLoad',
          ...['cartridges', 'caseShot', 'herds', 'medicalSupplies', 'rations', 'rockets', 'shells'].flatMap((t) => [
            `convoyLoad.${t}`,
            `supply.${t}`,
          ]),
          'crackInBattle',
          'cupCount',
          'date',
          'day',
          'deckCount',
          'discard[]',
          'held[]',
          'joubert',
          'laagers.coldstream',
          'laagers.joubert',
          'laagers.smit',
          'nightAssaults',
          'objectives.*.control',
          'objectives.*.marker',
          'objectives.*.sangers',
          'objectives.*.secure',
          'orders',
          'pendingCard',
          'pendingCard.card',
          'pendingCard.count',
          'pendingCard.options[]',
          'politics',
          'result',
          'result.label',
          'result.reason',
          'result.winner',
          // The modifiers that apply now (/rules table:3.5, 3.6): from the board the British see.
          'now',
          'now.ambush',
          'now.ambush[]',
          'now.ambush[].modifier',
          'now.ambush[].target',
          'now.moves',
          'now.moves[]',
          'now.moves[].column',
          'now.moves[].hexes',
          'sandbox',
          'smit',
          'smitInBattle',
          'step',
          'strategic.STRAT-INDIAN.index',
          'strategic.STRAT-INDIAN.status',
          'strategic.STRAT-NAVAL.index',
          'strategic.STRAT-NAVAL.status',
          'tactical[]',
          'tactical[].arrived',
          'tactical[].at',
          'tactical[].depart',
          'tactical[].formation',
          'tactical[].hex',
          'tactical[].id',
          'tactical[].objective',
          'tacticalHour',
          'tacticalTime',
          'tacticalTime.box',
          'tacticalTime.label',
          'townsCaptured[]',
          'units.*.loc',
          'units.*.side',
          'viewer',
          'weather.box',
          'weather.drifts',
          'weather.shows',
          'week',
        ].map((p) => [p, 'public' as const]),
      ),
      'secret.cup[]': 'referee',
      'secret.deck[]': 'referee',
      'secret.drawQueue[]': 'referee',
      'secret.combat…': 'referee',
    },
    opaque: ['secret.combat'],
    // The campaigns reach a battle in progress, the 3.3 hour marker, a strategic column on the route,
    // the referee's lists (a sandbox game).
    mustSee: [
      'battle.prompt',
      'tacticalTime.box',
      'strategic.STRAT-NAVAL.index',
      'tactical[].arrived',
      'secret.cup[]',
      'secret.deck[]',
      'secret.combat…',
    ],
    check: (s, viewer, v) => hodViewProblems(s as HodState, viewer, v as HodView),
  },
  hidden: (s, viewer) => hodHidden(s as HodState, viewer),
  pictureModels: hodSheetModels,
};
