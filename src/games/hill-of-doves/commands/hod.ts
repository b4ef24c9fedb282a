// /hod … — Hill of Doves: the British player's commands. The game runs the Boers and every segment
// that needs no decision; these answer the decisions it stops for (2.3, 2.4, 2.5, 2.11, 2.13, 2.15,
// 2.17 and the battle cards) and set standing orders so quiet days pass in one /hod continue.
import { SlashCommandBuilder } from 'discord.js';
import type { CommandInput, CommandSpec } from '../../../app/command.ts';
import { bool, str } from '../../../app/command.ts';
import { ephemeralOut, type Caller, type Output } from '../../../app/outputs.ts';
import { presentationOf } from '../../../app/games.ts';
import type { GameService } from '../../../app/service.ts';
import { UserError } from '../../../app/user-error.ts';
import { withHodButtons, withHodButtonsFor } from './hod-buttons.ts';
import type { HodState } from '../state.ts';
import { withFire } from '../unit-label.ts';
import { unitListChoices } from './unit-lists.ts';
import { ORDER_HELP, type StandingOrders } from '../orders/orders.ts';

/** The unit lists' description: typed ids complete a counter at a time (autocomplete). */
const UNITS_HELP = 'Comma-separated counter ids (suggestions show each one’s side and fire)';

const pageOf = (input: CommandInput): number => (input.options.page === undefined ? 1 : Number(input.options.page));

const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
const ORDER_KEYS = [
  'assault',
  'columns',
  'bombard',
  'transfer',
  'supplies',
  'load',
  'cards',
  'depart',
  'battle-bombard',
  'reserves',
  'charge',
  'artillery',
] as const;
const KEY_FIELD: Record<(typeof ORDER_KEYS)[number], string> = {
  assault: 'assault',
  columns: 'columns',
  bombard: 'bombard',
  transfer: 'transfer',
  supplies: 'supplies',
  load: 'load',
  cards: 'cards',
  depart: 'depart',
  'battle-bombard': 'battleBombard',
  reserves: 'reserves',
  charge: 'charge',
  artillery: 'artillery',
};

export const hod: CommandSpec = {
  data: new SlashCommandBuilder()
    .setName('hod')
    .setDescription('Hill of Doves: command the British')
    .addSubcommand((s) =>
      s
        .setName('continue')
        .setDescription('Pass the decision in hand and run on to the next one')
        .addIntegerOption((o) =>
          o.setName('at').setDescription('Only if the log is still at this step (buttons use it)').setMinValue(0),
        ),
    )
    .addSubcommand((s) =>
      s
        .setName('night')
        .setDescription('2.3 Night assault')
        .addStringOption((o) => o.setName('objective').setDescription('Objective id, e.g. NP').setRequired(true))
        .addStringOption((o) => o.setName('units').setDescription(UNITS_HELP).setRequired(true).setAutocomplete(true))
        .addStringOption((o) => o.setName('hex').setDescription('Orders-marker hex, e.g. T0609'))
        .addBooleanOption((o) =>
          o.setName('recon').setDescription('Spend the held Reconnaissance card: +1 on the dispersal roll (EV-23)'),
        ),
    )
    .addSubcommand((s) =>
      s
        .setName('column')
        .setDescription('2.4 Assemble an operational column')
        .addStringOption((o) => o.setName('at').setDescription('camp or fort').setRequired(true))
        .addStringOption((o) => o.setName('units').setDescription(UNITS_HELP).setRequired(true).setAutocomplete(true)),
    )
    .addSubcommand((s) =>
      s
        .setName('assault')
        .setDescription('2.5 Declare a day assault')
        .addStringOption((o) => o.setName('objective').setDescription('Objective id').setRequired(true))
        .addStringOption((o) => o.setName('units').setDescription(UNITS_HELP).setRequired(true).setAutocomplete(true))
        .addStringOption((o) => o.setName('hex').setDescription('Orders-marker hex'))
        .addIntegerOption((o) =>
          o.setName('depart').setDescription('Departure box 1 (5 am) to 12 (4 pm)').setMinValue(1).setMaxValue(12),
        )
        .addBooleanOption((o) =>
          o.setName('recon').setDescription('Spend the held Reconnaissance card: +1 on the formation roll (EV-23)'),
        ),
    )
    .addSubcommand((s) =>
      s
        .setName('depart')
        .setDescription('3.3 Tactical columns that start moving this hour')
        .addStringOption((o) =>
          o.setName('columns').setDescription('Comma-separated tactical column ids, e.g. T2,T3').setRequired(true),
        ),
    )
    .addSubcommand((s) =>
      s
        .setName('card')
        .setDescription('2.8 Choose whom an event card strikes (EV-12, EV-15) or where it builds (EV-18)')
        .addStringOption((o) =>
          o.setName('choice').setDescription('Counter ids, or an outpost id for Royal Engineers').setRequired(true),
        ),
    )
    .addSubcommand((s) =>
      s
        .setName('withdraw')
        .setDescription('2.5 Withdraw a declared assault')
        .addStringOption((o) => o.setName('column').setDescription('Column id').setRequired(true)),
    )
    .addSubcommand((s) =>
      s
        .setName('bombard')
        .setDescription('2.11 Bombard a laager')
        .addStringOption((o) => o.setName('laager').setDescription('smit, joubert or coldstream').setRequired(true))
        .addStringOption((o) => o.setName('section').setDescription('Section id').setRequired(true)),
    )
    .addSubcommand((s) =>
      s
        .setName('transfer')
        .setDescription('2.13 Transfer counters between British objectives')
        .addStringOption((o) => o.setName('units').setDescription(UNITS_HELP).setRequired(true).setAutocomplete(true))
        .addStringOption((o) => o.setName('to').setDescription('Objective id').setRequired(true)),
    )
    .addSubcommand((s) =>
      s
        .setName('supplies')
        .setDescription('2.15 Use medical supplies and herds')
        .addStringOption((o) =>
          o.setName('medical').setDescription('Counters using medical supplies').setAutocomplete(true),
        )
        .addStringOption((o) => o.setName('herds').setDescription('Counters using herds').setAutocomplete(true)),
    )
    .addSubcommand((s) => s.setName('load').setDescription('2.17 Load the ox wagon convoy'))
    .addSubcommand((s) =>
      s
        .setName('options')
        .setDescription('List the legal choices now, numbered, a page at a time')
        .addIntegerOption((o) => o.setName('page').setDescription('Page of choices (default 1)').setMinValue(1)),
    )
    .addSubcommand((s) =>
      s
        .setName('charge')
        .setDescription('AsC-3f Charge with cold steel: name the chargers (r. 4.4, 4.8)')
        .addStringOption((o) =>
          o
            .setName('units')
            .setDescription('Comma-separated counter ids of the chargers')
            .setRequired(true)
            .setAutocomplete(true),
        )
        .addBooleanOption((o) => o.setName('lead').setDescription('The commanding general leads the charge (r. 4.4)')),
    )
    .addSubcommand((s) =>
      s
        .setName('choose')
        .setDescription('Take choice number n of /hod options')
        .addIntegerOption((o) => o.setName('n').setDescription('Choice number').setRequired(true).setMinValue(1))
        .addIntegerOption((o) =>
          o.setName('at').setDescription('Only if the log is still at this step (buttons use it)').setMinValue(0),
        ),
    )
    .addSubcommand((s) => {
      s.setName('orders').setDescription(
        'Standing orders, e.g. assault:none transfer:none supplies:as-needed load:always',
      );
      // Each choice says exactly how it picks (ORDER_HELP, also /rules table:orders).
      for (const k of ORDER_KEYS) {
        const help = ORDER_HELP[KEY_FIELD[k] as keyof StandingOrders];
        const choices = Object.entries(help.choices).map(([value, name]) => ({ name: name as string, value }));
        s.addStringOption((o) =>
          o
            .setName(k)
            .setDescription(`${help.what}: see /rules table:orders`)
            .addChoices(...choices),
        );
      }
      return s;
    }),
  // Unit lists complete a counter at a time, each with its side and fire (unit-lists.ts).
  autocomplete: (ctx, input, focused) =>
    ['units', 'medical', 'herds'].includes(focused.name) ? unitListChoices(ctx, input, focused) : [],
  async run({ app, caller }, input) {
    const outputs = await runHod(app, caller, input);
    // Whenever the game then waits on a British decision, its choices come as buttons (hod-buttons.ts).
    return input.subcommand === 'options'
      ? withHodButtonsFor(app, caller, outputs, pageOf(input))
      : withHodButtons(app, caller, outputs);
  },
};

/** Buttons carry the log position they were offered at: a press after the game has moved on is refused. */
async function stillAt(app: GameService, caller: Caller, input: CommandInput): Promise<void> {
  const at = input.options.at;
  if (at === undefined) return;
  const now = (await app.activeGame(caller.channel)).folded.seq;
  if (Number(at) !== now)
    throw new UserError(
      `This choice was offered at step ${String(at)} of the log; the game has moved on (now step ${now}), so nothing was done. Use the latest buttons or /hod options.`,
    );
}

async function runHod(app: GameService, caller: Caller, input: CommandInput): Promise<Output[]> {
  switch (input.subcommand) {
    case 'continue':
      await stillAt(app, caller, input);
      return await app.act(caller, { type: 'continue' });
    case 'night':
      return await app.act(caller, {
        type: 'night-assault',
        objective: str(input, 'objective') ?? '',
        units: list(str(input, 'units')),
        ...(str(input, 'hex') ? { hex: str(input, 'hex') } : {}),
        ...(bool(input, 'recon') ? { recon: true } : {}),
      });
    case 'column':
      return await app.act(caller, {
        type: 'form-column',
        at: str(input, 'at') ?? '',
        units: list(str(input, 'units')),
      });
    case 'assault': {
      const depart = input.options.depart;
      return await app.act(caller, {
        type: 'declare-assault',
        objective: str(input, 'objective') ?? '',
        units: list(str(input, 'units')),
        ...(str(input, 'hex') ? { hex: str(input, 'hex') } : {}),
        ...(depart !== undefined ? { depart: Number(depart) } : {}),
        ...(bool(input, 'recon') ? { recon: true } : {}),
      });
    }
    case 'depart':
      return await app.act(caller, { type: 'depart', columns: list(str(input, 'columns')) });
    case 'card':
      return await app.act(caller, { type: 'card-choice', choice: list(str(input, 'choice')) });
    case 'withdraw':
      return await app.act(caller, { type: 'withdraw-assault', column: str(input, 'column') ?? '' });
    case 'bombard':
      return await app.act(caller, {
        type: 'bombard-laager',
        laager: str(input, 'laager') ?? '',
        section: str(input, 'section') ?? '',
      });
    case 'transfer':
      return await app.act(caller, { type: 'transfer', units: list(str(input, 'units')), to: str(input, 'to') ?? '' });
    case 'supplies':
      return await app.act(caller, {
        type: 'use-supplies',
        medical: list(str(input, 'medical')),
        herds: list(str(input, 'herds')),
      });
    case 'load':
      return await app.act(caller, { type: 'load-convoy' });
    case 'options': {
      const acts = await app.legalActions(caller);
      if (acts.length === 0) return [ephemeralOut(caller.user, 'Nothing to choose now.')];
      // The same pages as the buttons (the game's choicePages): page N of the text is page N of the menus.
      const g = await app.activeGame(caller.channel);
      const kind = g.module.id;
      const units = (g.folded.game as HodState).units; // each company and reserve with its side and fire
      const pages = presentationOf(kind)?.choicePages(acts) ?? [acts.map((_, i) => i)];
      const page = pageOf(input);
      if (!Number.isInteger(page) || page < 1 || page > pages.length)
        throw new UserError(
          `page:${page} — there are ${pages.length} page(s) of choices now (page:1 to page:${pages.length}).`,
        );
      const head =
        pages.length > 1
          ? [
              `Choices, page ${page} of ${pages.length} (${acts.length} in all; /hod options page:${page < pages.length ? page + 1 : 1} for ${page < pages.length ? 'more' : 'the first'}):`,
            ]
          : [];
      const lines = pages[page - 1]!.map((i) => `${i + 1}. ${withFire(acts[i]!.label, units)}`);
      return [ephemeralOut(caller.user, [...head, ...lines, 'Take one with /hod choose n:<number>.'].join('\n'))];
    }
    case 'charge':
      return await app.act(caller, {
        type: 'combat.charge',
        units: list(str(input, 'units')),
        generalLeads: bool(input, 'lead') === true,
      });
    case 'choose': {
      await stillAt(app, caller, input);
      const acts = await app.legalActions(caller);
      const n = Number(input.options.n);
      const a = acts[n - 1];
      if (!a) throw new UserError(`There are ${acts.length} choices now (see /hod options); ${n} is not one of them.`);
      return await app.act(caller, a.action);
    }
    case 'orders': {
      const orders: Record<string, string> = {};
      for (const k of ORDER_KEYS) {
        const v = str(input, k);
        if (v !== undefined) orders[KEY_FIELD[k]] = v;
      }
      return await app.act(caller, { type: 'set-orders', orders });
    }
    default:
      throw new UserError(
        'Hill of Doves commands: continue, night, column, assault, depart, withdraw, card, bombard, transfer, supplies, load, options, choose, charge, orders.',
      );
  }
}
