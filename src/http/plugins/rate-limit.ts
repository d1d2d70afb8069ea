import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { AppError, unavailable } from '../../domain/errors.ts';
import type { RateLimitLedger } from '../../infra/ratelimit/port.ts';

type IncrCallback = (err: Error | null, res?: { current: number; ttl: number }) => void;

/** @fastify/rate-limit's store interface over our durable ledger. */
function ledgerStore(ledger: RateLimitLedger) {
  return class LedgerStore {
    incr(key: string, cb: IncrCallback, timeWindow: number) {
      ledger.incr(key, timeWindow).then(
        (r) => cb(null, { current: r.current, ttl: r.ttlMs }),
        // Without the ledger no budget can be enforced: refuse rather than serve unmetered.
        () => cb(unavailable('PARTNER_RATE_LIMIT_UNAVAILABLE', 'the rate-limit ledger cannot be read; retry shortly')),
      );
    }
    child() {
      return new LedgerStore();
    }
  };
}

/**
 * Per-key budget (default 600 per 60 s, per-key override), counted in the shared ledger so
 * that every API process of a deployment draws on one budget. Runs after authentication.
 */
export const rateLimitPlugin = fp<{ ledger: RateLimitLedger; max: number; windowS: number }>(
  async (app, opts) => {
    await app.register(rateLimit, {
      global: true,
      hook: 'preParsing',
      store: ledgerStore(opts.ledger),
      timeWindow: opts.windowS * 1000,
      max: async (req) => req.principal?.rate_limit ?? opts.max,
      keyGenerator: (req) => `key:${req.principal?.key_id ?? 'anonymous'}`,
      skipOnError: false,
      errorResponseBuilder: (_req, ctx) =>
        new AppError(429, 'PARTNER_RATE_LIMIT_EXCEEDED', `rate limit of ${ctx.max} requests exhausted; retry after ${ctx.after}`),
    });
  },
  { name: 'rate-limit', dependencies: ['auth'] },
);
