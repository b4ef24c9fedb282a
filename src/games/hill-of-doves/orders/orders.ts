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
  /** Battle decisions passed to the combat engine (CombatOrders, combat/contract.ts). */
  battleBombard: 'ask' | 'all' | 'none';
  reserves: 'ask' | 'commit-all' | 'commit-none' | 'commit-if-retreat';
  charge: 'ask' | 'always' | 'never' | 'when-general-present';
  artillery: 'ask' | 'strongest' | 'never';
}

export const DEFAULT_ORDERS: StandingOrders = { assault: 'ask', columns: 'ask', bombard: 'ask', transfer: 'ask', supplies: 'ask', load: 'ask', battleBombard: 'ask', reserves: 'ask', charge: 'ask', artillery: 'ask' };

export const ORDER_VALUES: { readonly [K in keyof StandingOrders]: readonly StandingOrders[K][] } = {
  assault: ['ask', 'none'],
  columns: ['ask', 'none'],
  bombard: ['ask', 'auto', 'none'],
  transfer: ['ask', 'none'],
  supplies: ['ask', 'as-needed', 'none'],
  load: ['ask', 'always', 'never'],
  battleBombard: ['ask', 'all', 'none'],
  reserves: ['ask', 'commit-all', 'commit-none', 'commit-if-retreat'],
  charge: ['ask', 'always', 'never', 'when-general-present'],
  artillery: ['ask', 'strongest', 'never'],
};

export function describeOrders(o: StandingOrders): string {
  return `assault:${o.assault} columns:${o.columns} bombard:${o.bombard} transfer:${o.transfer} supplies:${o.supplies} load:${o.load} battle-bombard:${o.battleBombard} reserves:${o.reserves} charge:${o.charge} artillery:${o.artillery}`;
}
