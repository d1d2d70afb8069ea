import Database from 'better-sqlite3';
import type { RateLimitLedger } from './port.ts';

interface Pending {
  key: string;
  windowMs: number;
  resolve: (r: { current: number; ttlMs: number }) => void;
  reject: (e: unknown) => void;
}

/**
 * Fixed windows in a SQLite file; processes sharing DATA_DIR share one budget per key. The
 * requests counted in one turn of the event loop share one write transaction (a commit per
 * request was a large part of a cheap read's cost); each still gets its own exact count, and
 * only once it is committed.
 */
export class SqliteRateLimitLedger implements RateLimitLedger {
  private readonly db: Database.Database;
  private readonly step;
  private readonly batch;
  private pending: Pending[] = [];

  constructor(file: string, private readonly now: () => number = Date.now) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 2000');
    this.db.exec('CREATE TABLE IF NOT EXISTS windows (key TEXT PRIMARY KEY, count INTEGER NOT NULL, reset_at INTEGER NOT NULL)');
    const get = this.db.prepare<[string], { count: number; reset_at: number }>('SELECT count, reset_at FROM windows WHERE key = ?');
    const put = this.db.prepare('INSERT OR REPLACE INTO windows (key, count, reset_at) VALUES (?, ?, ?)');
    this.step = (key: string, windowMs: number) => {
      const t = this.now();
      const row = get.get(key);
      const fresh = !row || row.reset_at <= t;
      const count = fresh ? 1 : row.count + 1;
      const resetAt = fresh ? t + windowMs : row.reset_at;
      put.run(key, count, resetAt);
      return { current: count, ttlMs: resetAt - t };
    };
    this.batch = this.db.transaction((items: Pending[]) => items.map((p) => this.step(p.key, p.windowMs)));
  }

  incr(key: string, windowMs: number): Promise<{ current: number; ttlMs: number }> {
    return new Promise((resolve, reject) => {
      if (this.pending.push({ key, windowMs, resolve, reject }) === 1) setImmediate(() => this.flush());
    });
  }

  private flush() {
    const items = this.pending;
    this.pending = [];
    let results: Array<{ current: number; ttlMs: number }>;
    try {
      results = this.batch.immediate(items);
    } catch (e) {
      for (const p of items) p.reject(e);
      return;
    }
    items.forEach((p, i) => p.resolve(results[i]!));
  }

  async close() {
    this.db.close();
  }
}
