import path from 'node:path';

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
}

const int = (v: string | undefined, dflt: number, name: string): number => {
  if (v === undefined || v === '') return dflt;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got ${v}`);
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
  };
}
