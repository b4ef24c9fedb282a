// The Discord adapter's settings, read from the environment (.env via dotenv in main.ts).
export interface BotConfig {
  token: string;
  /** REST base URL without /v10; unset in production (discord.com). Tests point it at the fake. */
  apiBase: string | undefined;
  /** Silence before the player to move is reminded, in milliseconds. */
  reminderMs: number;
  /** How many reminders at most per wait (default 3). */
  maxReminders: number;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const HOUR_MS = 3_600_000;

/** REMINDER_MS (tests only) wins over REMINDER_HOURS (fractional allowed, default 24). */
export function reminderMsFrom(env: NodeJS.ProcessEnv): number {
  const ms = env.REMINDER_MS?.trim();
  if (ms) {
    const n = Number(ms);
    if (!Number.isFinite(n) || n <= 0)
      throw new ConfigError(`REMINDER_MS=${ms} must be a positive number of milliseconds.`);
    return n;
  }
  const hours = env.REMINDER_HOURS?.trim();
  if (!hours) return 24 * HOUR_MS;
  const h = Number(hours);
  if (!Number.isFinite(h) || h <= 0)
    throw new ConfigError(`REMINDER_HOURS=${hours} must be a positive number of hours (fractions allowed, e.g. 0.5).`);
  return h * HOUR_MS;
}

export function botConfigFrom(env: NodeJS.ProcessEnv): BotConfig {
  const token = env.DISCORD_TOKEN?.trim();
  if (!token) throw new ConfigError('DISCORD_TOKEN is not set: put the bot token in .env (see docs/operating.md).');
  return {
    token,
    apiBase: env.DISCORD_API_BASE?.trim() || undefined,
    reminderMs: reminderMsFrom(env),
    maxReminders: 3,
  };
}
