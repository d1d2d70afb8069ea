import Database from 'better-sqlite3';
import type { RateLimitLedger } from './port.ts';

/** Fixed windows in a SQLite file; processes sharing DATA_DIR share one budget per key. */
export class SqliteRateLimitLedger implements RateLimitLedger {
  private readonly db: Database.Database;
  private readonly step;

  constructor(file: string, private readonly now: () => number = Date.now) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 2000');
    this.db.exec('CREATE TABLE IF NOT EXISTS windows (key TEXT PRIMARY KEY, count INTEGER NOT NULL, reset_at INTEGER NOT NULL)');
    const get = this.db.prepare<[string], { count: number; reset_at: number }>('SELECT count, reset_at FROM windows WHERE key = ?');
    const put = this.db.prepare('INSERT OR REPLACE INTO windows (key, count, reset_at) VALUES (?, ?, ?)');
    this.step = this.db.transaction((key: string, windowMs: number) => {
      const t = this.now();
      const row = get.get(key);
      const fresh = !row || row.reset_at <= t;
      const count = fresh ? 1 : row.count + 1;
      const resetAt = fresh ? t + windowMs : row.reset_at;
      put.run(key, count, resetAt);
      return { current: count, ttlMs: resetAt - t };
    });
  }

  async incr(key: string, windowMs: number) {
    return this.step.immediate(key, windowMs);
  }

  async close() {
    this.db.close();
  }
}
