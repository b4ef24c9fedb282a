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
