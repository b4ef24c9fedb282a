// Button and select-menu commands too long for Discord's 100-character custom_id, kept in the
// database (table button_commands, migrations/0002_reminders.sql) so they survive a restart.
import type Database from 'better-sqlite3';

export interface StoredButton {
  users: string[];
  channel: string | null;
  command: string;
}

interface Row {
  users: string;
  channel: string;
  command: string;
}

export class ButtonStore {
  private readonly insert;
  private readonly get;

  constructor(db: Database.Database) {
    this.insert = db.prepare('INSERT INTO button_commands (users, channel, command, created) VALUES (?, ?, ?, ?)');
    this.get = db.prepare<[number], Row>('SELECT users, channel, command FROM button_commands WHERE id = ?');
  }

  save(b: StoredButton): number {
    return Number(
      this.insert.run(b.users.join(','), b.channel ?? '', b.command, new Date().toISOString()).lastInsertRowid,
    );
  }

  load(id: number): StoredButton | undefined {
    const r = this.get.get(id);
    return r ? { users: r.users ? r.users.split(',') : [], channel: r.channel || null, command: r.command } : undefined;
  }
}
