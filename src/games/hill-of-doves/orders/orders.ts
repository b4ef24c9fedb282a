// Standing orders: what the game does on the player's behalf at each British decision, so a quiet
// week passes in one command (/hod continue). 'ask' stops the game for the player.
export interface StandingOrders {
  /** 2.3 night assaults and 2.5 day assaults: 'none' passes without asking. */
  assault: 'ask' | 'none';
  /** 2.4 operational columns. */
  columns: 'ask' | 'none';
  /** 2.11 bombard every laager a section in place can reach. */
  bombard: 'ask' | 'auto' | 'none';
  /** 2.13 transfers. */
  transfer: 'ask' | 'none';
  /** 2.15 medical supplies and herds: 'as-needed' spends them on every counter that can recover. */
  supplies: 'ask' | 'as-needed' | 'none';
  /** 2.17 load the convoy whenever it may be loaded. */
  load: 'ask' | 'always' | 'never';
  /**
   * 2.8 event cards that leave a choice to the player (EV-12 Enteric Fever, EV-15 Fever at Fort
   * Amiel, EV-18 Royal Engineers): 'auto' takes the default choice (full-strength counters first, then
   * by regiment's movement priority and id; the outpost with the lowest Boer Battle Priority number).
   */
  cards: 'ask' | 'auto';
  /**
   * 3.3 departures ("declare which tactical columns will start moving that hour"): 'as-declared'
   * starts each column in the hour given with its assault (5 am unless /hod assault depart: says
   * otherwise); 'ask' stops every hour in which a declared column still waits in the British Camp.
   */
  depart: 'ask' | 'as-declared';
  /** Battle decisions passed to the combat engine (CombatOrders, combat/contract.ts). */
  battleBombard: 'ask' | 'all' | 'none';
  reserves: 'ask' | 'commit-all' | 'commit-none' | 'commit-if-retreat';
  charge: 'ask' | 'always' | 'never' | 'when-general-present';
  artillery: 'ask' | 'strongest' | 'never';
}

export const DEFAULT_ORDERS: StandingOrders = {
  assault: 'ask',
  columns: 'ask',
  bombard: 'ask',
  transfer: 'ask',
  supplies: 'ask',
  load: 'ask',
  cards: 'ask',
  depart: 'as-declared',
  battleBombard: 'ask',
  reserves: 'ask',
  charge: 'ask',
  artillery: 'ask',
};

export const ORDER_VALUES: { readonly [K in keyof StandingOrders]: readonly StandingOrders[K][] } = {
  assault: ['ask', 'none'],
  columns: ['ask', 'none'],
  bombard: ['ask', 'auto', 'none'],
  transfer: ['ask', 'none'],
  supplies: ['ask', 'as-needed', 'none'],
  load: ['ask', 'always', 'never'],
  cards: ['ask', 'auto'],
  depart: ['ask', 'as-declared'],
  battleBombard: ['ask', 'all', 'none'],
  reserves: ['ask', 'commit-all', 'commit-none', 'commit-if-retreat'],
  charge: ['ask', 'always', 'never', 'when-general-present'],
  artillery: ['ask', 'strongest', 'never'],
};

/** Each order as /hod orders spells its option (battle-bombard), for messages that name it. */
export const orderOption = (field: string): string => field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export function describeOrders(o: StandingOrders): string {
  return `assault:${o.assault} columns:${o.columns} bombard:${o.bombard} transfer:${o.transfer} supplies:${o.supplies} load:${o.load} cards:${o.cards} depart:${o.depart} battle-bombard:${o.battleBombard} reserves:${o.reserves} charge:${o.charge} artillery:${o.artillery}`;
}

/**
 * What each standing order does and how each choice picks, exactly as the code does it: the option's
 * description and its choices in /hod orders (Discord: at most 100 characters each) and the chart
 * /rules table:orders.
 */
export const ORDER_HELP: {
  readonly [K in keyof StandingOrders]: { what: string; choices: Record<StandingOrders[K], string> };
} = {
  assault: {
    what: '2.3 night and 2.5 day assaults',
    choices: { ask: 'ask: stop for each', none: 'none: never assault (passes 2.3 and 2.5)' },
  },
  columns: {
    what: '2.4 operational columns',
    choices: { ask: 'ask: stop for each', none: 'none: form no column' },
  },
  bombard: {
    what: '2.11 laager bombardment',
    choices: {
      ask: 'ask: stop for each',
      auto: 'auto: every shot a section in place can make, in the order /hod options lists them',
      none: 'none: no bombardment',
    },
  },
  transfer: {
    what: '2.13 transfers',
    choices: { ask: 'ask: stop for each', none: 'none: no transfer' },
  },
  supplies: {
    what: '2.15 medical supplies and herds',
    choices: {
      ask: 'ask: stop each Sunday',
      'as-needed': 'as-needed: all who can recover; short stocks go to hospitalized first, then counter order',
      none: 'none: keep them',
    },
  },
  load: {
    what: '2.17 loading the convoy',
    choices: {
      ask: 'ask: stop each Sunday',
      always: 'always: load whenever it may be loaded',
      never: 'never: leave it empty',
    },
  },
  cards: {
    what: '2.8 event cards that leave a choice (EV-12, EV-15, EV-18)',
    choices: {
      ask: 'ask: stop for the choice',
      auto: 'auto: full-strength first, then movement priority, then id; EV-18: lowest Boer Battle Priority',
    },
  },
  depart: {
    what: '3.3 when declared columns start',
    choices: {
      ask: 'ask: stop every hour a column waits',
      'as-declared': 'as-declared: in the hour given with the assault',
    },
  },
  battleBombard: {
    what: 'AsC-2/AmC-2 battle bombardment',
    choices: {
      ask: 'ask: stop for each',
      all: 'all: every eligible section fires at every target it may, in card order',
      none: 'none: no battle bombardment',
    },
  },
  reserves: {
    what: 'AsC-3c committing reserves (r. 4.16)',
    choices: {
      ask: 'ask: stop for each battle',
      'commit-all': 'commit-all: every eligible reserve fires',
      'commit-none': 'commit-none: reserves never fire in assaults',
      'commit-if-retreat': 'commit-if-retreat: all, but only when companies alone would not make the Boers fall back',
    },
  },
  charge: {
    what: 'AsC-3f cold steel charges (r. 4.4)',
    choices: {
      ask: 'ask: stop for each',
      always: 'always: every eligible counter charges',
      never: 'never: retreat instead',
      'when-general-present': 'when-general-present: all eligible charge, the general leading, only if one commands',
    },
  },
  artillery: {
    what: 'manning artillery pieces (r. 4.1)',
    choices: {
      ask: 'ask: stop for each',
      strongest: 'strongest: the first full-strength company or naval brigade of the battle; none: stays in hospital',
      never: 'never: sections stay in hospital',
    },
  },
};
