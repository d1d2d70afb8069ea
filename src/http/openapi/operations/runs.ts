import { CORRELATION_ID, importProgress, NOW, run } from '../examples.ts';
import type { OperationTable } from '../types.ts';

export const runOperations: OperationTable = {
  'POST /runs': {
    operationId: 'recordRun',
    summary: 'Record a partner-tracked run outside any event',
    description:
      'Stores a run record for **your own tracking**: `event_id` is null and the service executes nothing for it. ' +
      'With `kind: "match"` this does **not** run matching: the record is closed as `succeeded` with exactly the `progress`, ' +
      '`snapshot_metadata` and `version_metadata` you sent, and no matches are computed or readable from it. ' +
      'To match an event, use the event\'s match runs. Keys bound to one event cannot record org-wide runs.',
    scope: 'partner:write',
    tag: 'runs',
    success: {
      201: 'The run record (event_id null). It executes nothing: it moves to succeeded with the progress you sent.',
      200: 'The original record (an idempotent replay of the same key).',
    },
    errors: { 403: ['EVENT_SCOPE_FORBIDDEN'], 409: ['IDEMPOTENCY_KEY_CONFLICT'] },
    example: {
      request: { kind: 'match', idempotency_key: 'crm-sync-2026-04-02', progress: { exported_pairs: 120 }, snapshot_metadata: { source: 'partner-crm' } },
      response: {
        ...run('match', { event_id: null, idempotency_key: 'crm-sync-2026-04-02', progress: { exported_pairs: 120 }, snapshot_metadata: { source: 'partner-crm' } }),
        idempotent_replay: false,
        correlation_id: CORRELATION_ID,
      },
    },
  },
  'GET /runs': {
    operationId: 'listRuns',
    summary: 'List runs',
    description: 'Runs of the organization, newest first, optionally of one `kind` (an event-bound key sees only its event\'s runs).',
    scope: 'partner:read',
    tag: 'runs',
    success: { 200: 'A page of runs.' },
    errors: {},
    example: {
      response: {
        items: [run('import', { status: 'partial', progress: importProgress, error: { code: 'PARTIAL_IMPORT', message: '1 row held for identity review' }, started_at: NOW, terminal_at: NOW })],
        next_cursor: null,
        correlation_id: CORRELATION_ID,
      },
    },
  },
  'GET /runs/{run_id}': {
    operationId: 'getRun',
    summary: 'Get a run (poll until terminal)',
    description:
      'The run and its progress. Poll with exponential backoff from 2 s capped at 30 s until `status` is `succeeded`, `partial` or `failed`. ' +
      'An import that held rows for identity review ends `partial` with `error.code` `PARTIAL_IMPORT`; resolving the reviews does not change that status.',
    scope: 'partner:read',
    tag: 'runs',
    success: { 200: 'The run.' },
    errors: { 404: ['RUN_NOT_FOUND'] },
    example: {
      response: {
        ...run('import', { status: 'partial', progress: importProgress, error: { code: 'PARTIAL_IMPORT', message: '1 row held for identity review' }, started_at: NOW, terminal_at: NOW }),
        correlation_id: CORRELATION_ID,
      },
    },
  },
};
