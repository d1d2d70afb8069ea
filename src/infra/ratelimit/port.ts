/**
 * Durable fixed-window request ledger shared by every API process of a deployment, behind
 * @fastify/rate-limit's store interface. Adapters: SQLite (embedded) and MongoDB.
 */
export interface RateLimitLedger {
  /** Counts one request for `key` and returns the count and the time left in its window. */
  incr(key: string, windowMs: number): Promise<{ current: number; ttlMs: number }>;
  close(): Promise<void>;
}
