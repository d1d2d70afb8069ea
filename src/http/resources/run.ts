import { z } from 'zod';
import { RUN_KINDS, type ActiveRun } from '../../domain/run.ts';

export const runResponse = z.object({
  run_id: z.string().uuid(),
  kind: z.enum(RUN_KINDS),
  status: z.enum(['queued', 'running', 'succeeded', 'partial', 'failed']),
  event_id: z.string().nullable(),
  idempotency_key: z.string(),
  progress: z.record(z.string(), z.unknown()),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  snapshot_metadata: z.record(z.string(), z.unknown()),
  version_metadata: z.record(z.string(), z.unknown()),
  webhook_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  started_at: z.string().nullable(),
  terminal_at: z.string().nullable(),
  idempotent_replay: z.boolean().optional().describe('present on responses to a create or a replay'),
  correlation_id: z.string(),
});
export const runItem = runResponse.omit({ correlation_id: true, idempotent_replay: true });

/** The partner view of a run. */
export const runView = (r: ActiveRun) => ({
  run_id: r.run_id,
  kind: r.kind,
  status: r.status,
  event_id: r.event_id,
  idempotency_key: r.idempotency_key,
  progress: r.progress,
  error: r.error,
  snapshot_metadata: r.snapshot_metadata,
  version_metadata: r.version_metadata,
  webhook_url: r.webhook_url,
  created_at: r.created_at,
  updated_at: r.updated_at,
  started_at: r.started_at,
  terminal_at: r.terminal_at,
});
