/** Runs: long work (import, enrichment, match) with an idempotent, resumable lifecycle. */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { conflict } from './errors.ts';

export const RUN_KINDS = ['import', 'enrichment', 'match'] as const;
export type RunKind = (typeof RUN_KINDS)[number];
export const TERMINAL = ['succeeded', 'partial', 'failed'] as const;
export type TerminalStatus = (typeof TERMINAL)[number];
export type RunStatus = 'queued' | 'running' | TerminalStatus;

export const RunError = z.object({ code: z.string(), message: z.string() });
export type RunError = z.infer<typeof RunError>;

export const RunQueued = z.object({
  run_id: z.string(),
  org_id: z.string(),
  kind: z.enum(RUN_KINDS),
  event_id: z.string().nullable(),
  idempotency_key: z.string(),
  /** Hash of the whole request: a replay must be the identical operation. */
  fingerprint: z.string(),
  progress: z.record(z.string(), z.unknown()),
  snapshot_metadata: z.record(z.string(), z.unknown()),
  version_metadata: z.record(z.string(), z.unknown()),
  webhook_url: z.string().nullable(),
  /** Parameters the worker needs (e.g. top_n); large inputs follow as their own events. */
  params: z.record(z.string(), z.unknown()),
  /** Input events that follow RunQueued before RunInputSealed; 0 means sealed at once. */
  input_events: z.number().int().min(0),
  created_at: z.string(),
});
export type RunQueued = z.infer<typeof RunQueued>;
export const RunInputSealed = z.object({ run_id: z.string(), sealed_at: z.string() });
export const RunStarted = z.object({ run_id: z.string(), started_at: z.string() });
export const RunProgressed = z.object({ run_id: z.string(), progress: z.record(z.string(), z.unknown()), updated_at: z.string() });
export const RunFinished = z.object({
  run_id: z.string(),
  status: z.enum(TERMINAL),
  progress: z.record(z.string(), z.unknown()),
  error: RunError.nullable(),
  snapshot_metadata: z.record(z.string(), z.unknown()).optional(),
  version_metadata: z.record(z.string(), z.unknown()).optional(),
  terminal_at: z.string(),
});

export type RunDomainEvent =
  | { type: 'RunQueued'; data: RunQueued }
  | { type: 'RunInputSealed'; data: z.infer<typeof RunInputSealed> }
  | { type: 'RunStarted'; data: z.infer<typeof RunStarted> }
  | { type: 'RunProgressed'; data: z.infer<typeof RunProgressed> }
  | { type: 'RunFinished'; data: z.infer<typeof RunFinished> };

export interface ActiveRun extends Omit<RunQueued, 'input_events'> {
  status: RunStatus;
  sealed: boolean;
  error: RunError | null;
  updated_at: string;
  started_at: string | null;
  terminal_at: string | null;
}
export type RunState = { status: 'absent' } | ActiveRun;
export const initialRun: RunState = { status: 'absent' };
export const isTerminal = (s: RunStatus | 'absent') => (TERMINAL as readonly string[]).includes(s);

/** Input events (e.g. roster chunks) are stored in the run stream but do not change its state. */
export function evolveRun(state: RunState, e: RunDomainEvent | { type: string; data: unknown }): RunState {
  const ev = e as RunDomainEvent;
  switch (ev.type) {
    case 'RunQueued': {
      const { input_events, ...rest } = ev.data;
      return { ...rest, status: 'queued', sealed: input_events === 0, error: null, updated_at: rest.created_at, started_at: null, terminal_at: null };
    }
    case 'RunInputSealed':
      return state.status === 'absent' ? state : { ...state, sealed: true };
    case 'RunStarted':
      return state.status === 'absent' ? state : { ...state, status: 'running', started_at: ev.data.started_at, updated_at: ev.data.started_at };
    case 'RunProgressed':
      return state.status === 'absent' ? state : { ...state, progress: ev.data.progress, updated_at: ev.data.updated_at };
    case 'RunFinished':
      if (state.status === 'absent') return state;
      return {
        ...state,
        status: ev.data.status,
        progress: ev.data.progress,
        error: ev.data.error,
        snapshot_metadata: ev.data.snapshot_metadata ?? state.snapshot_metadata,
        version_metadata: ev.data.version_metadata ?? state.version_metadata,
        updated_at: ev.data.terminal_at,
        terminal_at: ev.data.terminal_at,
      };
    default:
      return state;
  }
}

export type RunCommand =
  | { type: 'QueueRun'; run: RunQueued }
  | { type: 'StartRun'; now: string }
  | { type: 'ReportProgress'; progress: Record<string, unknown>; now: string }
  | { type: 'FinishRun'; status: TerminalStatus; progress: Record<string, unknown>; error: RunError | null; snapshot_metadata?: Record<string, unknown>; version_metadata?: Record<string, unknown>; now: string };

export function decideRun(cmd: RunCommand, state: RunState): RunDomainEvent[] {
  switch (cmd.type) {
    case 'QueueRun':
      if (state.status === 'absent') return [{ type: 'RunQueued', data: cmd.run }];
      // Same key, same request: a replay (rule 2, 4). Anything else reuses the key (rule 3).
      if (state.fingerprint !== cmd.run.fingerprint || state.org_id !== cmd.run.org_id) {
        throw conflict('IDEMPOTENCY_KEY_CONFLICT', 'idempotency_key was already used for another event or operation');
      }
      return [];
    case 'StartRun':
      if (state.status !== 'queued' || !state.sealed) return [];
      return [{ type: 'RunStarted', data: { run_id: state.run_id, started_at: cmd.now } }];
    case 'ReportProgress':
      if (state.status !== 'running') return [];
      return [{ type: 'RunProgressed', data: { run_id: state.run_id, progress: cmd.progress, updated_at: cmd.now } }];
    case 'FinishRun': {
      if (state.status === 'absent' || isTerminal(state.status)) return [];
      const started: RunDomainEvent[] = state.status === 'queued' ? [{ type: 'RunStarted', data: { run_id: state.run_id, started_at: cmd.now } }] : [];
      return [
        ...started,
        {
          type: 'RunFinished',
          data: {
            run_id: state.run_id,
            status: cmd.status,
            progress: cmd.progress,
            error: cmd.error,
            ...(cmd.snapshot_metadata ? { snapshot_metadata: cmd.snapshot_metadata } : {}),
            ...(cmd.version_metadata ? { version_metadata: cmd.version_metadata } : {}),
            terminal_at: cmd.now,
          },
        },
      ];
    }
    default: {
      const never: never = cmd;
      return never;
    }
  }
}

/**
 * The run id is a name-based UUID (v5 layout) of org and idempotency key: the run stream
 * itself is the idempotency reservation, so concurrent identical requests create one run.
 */
export function runIdFor(org: string, idempotencyKey: string): string {
  const h = createHash('sha1').update('partner-matchmaking/run').update('\u0000').update(org).update('\u0000').update(idempotencyKey).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20, 32)}`;
}

/** Canonical JSON (sorted keys) for hashing requests. */
export function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v as object)
      .sort()
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v ?? null);
}

export const fingerprintOf = (v: unknown) => createHash('sha256').update(canonical(v)).digest('hex');
