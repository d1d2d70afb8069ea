import { CORRELATION_ID, run } from '../examples.ts';
import type { OperationTable } from '../types.ts';

export const enrichmentOperations: OperationTable = {
  'POST /events/{event_id}/enrichment-runs': {
    operationId: 'startEnrichmentRun',
    summary: 'Queue attendee enrichment for an event (asynchronous run)',
    description:
      "Queues an enrichment run: the service walks the event's roster and queues the derivation of each attendee's intent " +
      '(needs and offers read from `event_goal` and the profile). Poll `getRun` (2 s doubling, capped at 30 s). ' +
      'A terminal run means the attendee-level work was **queued**, not that every derivation finished: check the event readiness afterwards. ' +
      'Attendees held for identity review are counted in `review_required` (row code `REVIEW_REQUIRED`), attendees with nothing to read ' +
      '(no goal, no explicit axis, no title or company; a placeholder such as "tbd" or "-" is no goal, entry or title, nor is "n/a" a company) are row errors `NO_SOURCE_RECORD`; either makes the run `partial` ' +
      '(`PARTIAL_ENRICHMENT`). Attendees whose derived intent is current are `skipped`.',
    scope: 'partner:write',
    tag: 'enrichment',
    success: { 202: 'The enrichment run, queued (first accepted call).', 200: 'The original run (an idempotent replay of the same key).' },
    errors: { 404: ['EVENT_NOT_FOUND'], 409: ['IDEMPOTENCY_KEY_CONFLICT'] },
    example: {
      request: { idempotency_key: 'enrich-demo-day-2026-v1' },
      response: {
        ...run('enrichment', { progress: { total: 0, processed: 0, enrichment_requested: 0, review_required: 0, skipped: 0, error_count: 0, errors: [] } }),
        idempotent_replay: false,
        correlation_id: CORRELATION_ID,
      },
    },
  },
};
