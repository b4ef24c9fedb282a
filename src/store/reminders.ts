// Persistence for the Discord adapter's turn reminders (migrations/0002_reminders.sql). The clock
// and the decisions live in src/discord/reminders.ts; this is only the table.
import type Database from 'better-sqlite3';

export interface ReminderRow {
  channel: string;
  gameId: number;
  /** The game's event count when the series started: a move since then makes the reminder stale. */
  head: number;
  users: string[];
  text: string;
  /** Epoch milliseconds of the next reminder. */
  due: number;
  /** Reminders already sent in this series. */
  sent: number;
}

interface RawRow {
  channel: string;
  game_id: number;
  head: number;
  users: string;
  text: string;
  due: number;
  sent: number;
}

const fromRaw = (r: RawRow): ReminderRow => ({
  channel: r.channel,
  gameId: r.game_id,
  head: r.head,
  users: JSON.parse(r.users) as string[],
  text: r.text,
  due: r.due,
  sent: r.sent,
});

export class ReminderStore {
  private readonly stmt;

  constructor(db: Database.Database) {
    this.stmt = {
      all: db.prepare<[], RawRow>('SELECT * FROM reminders ORDER BY due'),
      get: db.prepare<[string], RawRow>('SELECT * FROM reminders WHERE channel = ?'),
      put: db.prepare(
        `INSERT INTO reminders (channel, game_id, head, users, text, due, sent) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (channel) DO UPDATE SET game_id = excluded.game_id, head = excluded.head, users = excluded.users,
           text = excluded.text, due = excluded.due, sent = excluded.sent`,
      ),
      remove: db.prepare('DELETE FROM reminders WHERE channel = ?'),
    };
  }

  all(): ReminderRow[] {
    return this.stmt.all.all().map(fromRaw);
  }

  get(channel: string): ReminderRow | undefined {
    const r = this.stmt.get.get(channel);
    return r ? fromRaw(r) : undefined;
  }

  put(r: ReminderRow): void {
    this.stmt.put.run(r.channel, r.gameId, r.head, JSON.stringify(r.users), r.text, r.due, r.sent);
  }

  remove(channel: string): void {
    this.stmt.remove.run(channel);
  }
}
