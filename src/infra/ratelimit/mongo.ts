import type { Collection, Db } from 'mongodb';
import type { RateLimitLedger } from './port.ts';

interface Window {
  _id: string;
  count: number;
  /** Epoch milliseconds at which the window ends. */
  resetAt: number;
  /** The same instant as a date, for the TTL index that removes finished windows. */
  expireAt: Date;
}

/**
 * Fixed windows in MongoDB, shared by every API process of a deployment. One atomic
 * findOneAndUpdate per request: an aggregation-pipeline update starts a new window when the
 * stored one has ended, so no read-then-write race can lose a count. The clock is the
 * caller's (`now`), so API processes should run with synchronized clocks (NTP).
 * The ledger does not own the client: closing it is the caller's business.
 */
export class MongoRateLimitLedger implements RateLimitLedger {
  private readonly windows: Collection<Window>;
  private indexed: Promise<unknown> | undefined;

  constructor(
    db: Db,
    private readonly opts: { collection?: string; now?: () => number } = {},
  ) {
    this.windows = db.collection<Window>(opts.collection ?? 'ratelimit_windows');
  }

  async incr(key: string, windowMs: number): Promise<{ current: number; ttlMs: number }> {
    this.indexed ??= this.windows.createIndex({ expireAt: 1 }, { expireAfterSeconds: 0 }).catch(() => {
      this.indexed = undefined; // try again on the next call; counting must not depend on it
    });
    const t = (this.opts.now ?? Date.now)();
    const live = { $gt: [{ $ifNull: ['$resetAt', 0] }, t] };
    const resetAt = { $cond: [live, '$resetAt', t + windowMs] };
    const update = [
      {
        $set: {
          count: { $cond: [live, { $add: ['$count', 1] }, 1] },
          resetAt,
          expireAt: { $toDate: resetAt },
        },
      },
    ];
    for (let attempt = 0; ; attempt++) {
      try {
        const doc = await this.windows.findOneAndUpdate({ _id: key }, update, { upsert: true, returnDocument: 'after' });
        if (!doc) throw new Error('rate-limit upsert returned no document');
        return { current: doc.count, ttlMs: doc.resetAt - t };
      } catch (e) {
        // Two first requests for a key can race on the upsert; the loser retries as an update.
        if ((e as { code?: number }).code !== 11000 || attempt >= 2) throw e;
      }
    }
  }

  async close(): Promise<void> {
    await this.indexed;
  }
}
