import os from 'node:os';
import path from 'node:path';
import { StartupError } from './startup.ts';

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  eventstoreUrl: string | undefined;
  mongodbUrl: string | undefined;
  mongodbDb: string;
  natsUrl: string | undefined;
  rateLimitMax: number;
  rateLimitWindowS: number;
  logLevel: string;
  /** Longest a write waits for its read models before answering (read-your-writes). */
  projectionWaitMs: number;
  /** How long a server URL may take to answer at start-up before it is reported unreachable. */
  connectTimeoutMs: number;
  /** Match runs of at least this many attendees go to the large lane (fair scheduling). */
  matchLargeRunAttendees: number;
  /** False (MATCHER=off): the server runs no matcher; matcher processes (npm run matcher) do. */
  matcherInProcess: boolean;
  /** Slow-client bounds of the HTTP server (docs/decisions.md, "Edge hardening"). */
  http: HttpLimits;
  /**
   * INTENT_READER_THREADS: threads that read intents (default one per core, at most 4; 0 reads on
   * the API thread). The encoder bounds enrichment and each thread reads on a core of its own;
   * the cap keeps memory bounded (~250 MB a thread). INTENT_READER_NICE: their nice value on
   * Linux (default 10: the API thread comes first).
   */
  intentReaders: { threads: number; nice: number };
}

export const defaultReaderThreads = () => Math.max(1, Math.min(os.availableParallelism(), 4));

export interface HttpLimits {
  /** A request's headers must arrive within this (else 408). */
  headersTimeoutMs: number;
  /** The whole request, headers and body, must arrive within this (else 408). */
  requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** A socket with no traffic either way for this long is closed. */
  idleTimeoutMs: number;
  /** Connections open at once; more are refused until some close. */
  maxConnections: number;
}

/**
 * An integer setting within `min`..`max` (default: positive); anything else stops the start with
 * one line naming the variable.
 */
const int = (v: string | undefined, dflt: number, name: string, min = 1, max = Number.MAX_SAFE_INTEGER): number => {
  if (v === undefined || v === '') return dflt;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max) {
    const want = min === 1 && max === Number.MAX_SAFE_INTEGER ? 'a positive integer' : `an integer ${min}..${max}`;
    throw new StartupError(name, `${name} must be ${want}, got ${v}: fix that variable`);
  }
  return n;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    host: env.HOST || '127.0.0.1',
    port: int(env.PORT, 3000, 'PORT'),
    dataDir: path.resolve(env.DATA_DIR || './data'),
    eventstoreUrl: env.EVENTSTORE_URL || undefined,
    mongodbUrl: env.MONGODB_URL || undefined,
    mongodbDb: env.MONGODB_DB || 'matchmaking',
    natsUrl: env.NATS_URL || undefined,
    rateLimitMax: int(env.RATE_LIMIT_MAX, 600, 'RATE_LIMIT_MAX'),
    rateLimitWindowS: int(env.RATE_LIMIT_WINDOW_S, 60, 'RATE_LIMIT_WINDOW_S'),
    logLevel: env.LOG_LEVEL || 'info',
    projectionWaitMs: int(env.PROJECTION_WAIT_MS, 5000, 'PROJECTION_WAIT_MS'),
    connectTimeoutMs: int(env.CONNECT_TIMEOUT_MS, 10_000, 'CONNECT_TIMEOUT_MS'),
    matchLargeRunAttendees: int(env.MATCH_LARGE_RUN_ATTENDEES, 2000, 'MATCH_LARGE_RUN_ATTENDEES'),
    matcherInProcess: env.MATCHER !== 'off',
    http: httpLimits(env),
    intentReaders: {
      threads: int(env.INTENT_READER_THREADS, defaultReaderThreads(), 'INTENT_READER_THREADS', 0, 16),
      nice: int(env.INTENT_READER_NICE, 10, 'INTENT_READER_NICE', 0, 19),
    },
  };
}

function httpLimits(env: NodeJS.ProcessEnv): HttpLimits {
  const limits: HttpLimits = {
    headersTimeoutMs: int(env.HTTP_HEADERS_TIMEOUT_MS, 10_000, 'HTTP_HEADERS_TIMEOUT_MS'),
    requestTimeoutMs: int(env.HTTP_REQUEST_TIMEOUT_MS, 60_000, 'HTTP_REQUEST_TIMEOUT_MS'),
    keepAliveTimeoutMs: int(env.HTTP_KEEP_ALIVE_TIMEOUT_MS, 5_000, 'HTTP_KEEP_ALIVE_TIMEOUT_MS'),
    idleTimeoutMs: int(env.HTTP_IDLE_TIMEOUT_MS, 60_000, 'HTTP_IDLE_TIMEOUT_MS'),
    maxConnections: int(env.HTTP_MAX_CONNECTIONS, 512, 'HTTP_MAX_CONNECTIONS'),
  };
  // Node refuses a headers timeout longer than the request timeout.
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new StartupError('HTTP_HEADERS_TIMEOUT_MS', `HTTP_HEADERS_TIMEOUT_MS (${limits.headersTimeoutMs}) must not exceed HTTP_REQUEST_TIMEOUT_MS (${limits.requestTimeoutMs}): fix one of them`);
  }
  return limits;
}
