import { CORRELATION_ID } from '../examples.ts';
import type { OperationTable } from '../types.ts';

const ready = {
  match_ready: true,
  global_match_ready: true,
  event_match_ready: true,
  missing: [],
  recommended_actions: [],
  match_outlook: { expected: 'normal', reasons: [] },
};
const pending = {
  match_ready: true,
  global_match_ready: true,
  event_match_ready: false,
  missing: ['event_intent_processing'],
  recommended_actions: [
    'wait for the reading to finish (poll GET /events/demo-day-2026/attendees/att-2/readiness); until then a match run uses explicit axes and profile only',
  ],
  match_outlook: { expected: 'few', reasons: [{ code: 'PROFILE_FALLBACK_ONLY', message: 'only profile intent (title, company) can be read: matches rest on weaker signals' }] },
};

export const readinessOperations: OperationTable = {
  'GET /events/{event_id}/readiness': {
    operationId: 'getEventReadiness',
    summary: 'Readiness of an event and its attendees for matching',
    description:
      'Per-attendee readiness in roster order (`limit`, `cursor`), and over the **full roster** whatever the page: ' +
      '`side_coverage` (untagged people at a sided event get no matches), `intent_processing` (pending and failed readings; ' +
      'a freshness signal, not a lock: a match run uses explicit axes and profile for them), `match_readiness` counts and ' +
      '`warnings` `{ code, severity, message, recommended_action }`. `blocking` warnings (`MISSING_COUNTERPART_SIDE`, ' +
      '`TOO_FEW_MATCHABLE`, `EMPTY_ROSTER`) mean stop and fix; advisory ones: `UNTAGGED_AT_SIDED_EVENT`, ' +
      '`SEVERE_SIDE_IMBALANCE` (one side outnumbers the other 5:1 or more), `EVENT_GOAL_GAPS`, `MATCH_READINESS_GAPS`, ' +
      '`ENRICHMENT_NOT_CURRENT`, `INTENT_PROCESSING_PENDING`, `INTENT_PROCESSING_FAILED`. Each item\'s `match_outlook` says why ' +
      'a ready attendee should expect few or no matches (`SIDE_ONLY`: at a sided event only the side can be read, and matches rest on it: nothing was written, or what was written reads to nothing beyond the side; `NOTHING_READ`: the reading found no need or offer in what was written). ' +
      'An attendee who gives nothing to match on (no goal or explicit axis, no title or company, no side) is not ready and is left out of match runs.',
    scope: 'partner:read',
    tag: 'readiness',
    success: { 200: 'Event readiness.' },
    errors: { 404: ['EVENT_NOT_FOUND'] },
    example: {
      response: {
        event_id: 'demo-day-2026',
        items: [
          { event_id: 'demo-day-2026', attendee_id: 'att-1', entity_id: '3f1c9a52-8d0e-4b7a-9c41-2a6f0d5e7b13', id_source: 'partner', readiness: ready },
          { event_id: 'demo-day-2026', attendee_id: 'att-2', entity_id: '7b2d4e61-1a3f-4c8b-8e52-9d0c6f1a2b34', id_source: 'partner', readiness: pending },
        ],
        side_coverage: { policy_active: true, founder_count: 1, investor_count: 1, untagged_count: 0, untagged_attendee_ids: [], untagged_entity_ids: [] },
        intent_processing: { pending_count: 1, pending_entity_ids: ['7b2d4e61-1a3f-4c8b-8e52-9d0c6f1a2b34'], failed_count: 0, failed_entity_ids: [] },
        match_readiness: { ready_count: 2, not_ready_count: 0 },
        warnings: [
          {
            code: 'INTENT_PROCESSING_PENDING',
            severity: 'advisory',
            message: '1 attendee reading is still running: a match run now uses their explicit axes and profile only',
            recommended_action: 'poll GET /events/demo-day-2026/readiness until intent_processing.pending_count is 0',
          },
        ],
        next_cursor: null,
        correlation_id: CORRELATION_ID,
      },
    },
  },
  'GET /events/{event_id}/attendees/{attendee_id}/readiness': {
    operationId: 'getAttendeeReadiness',
    summary: 'Readiness of one attendee for matching',
    description:
      'Whether the attendee can be matched now (`match_ready`), on profile intent (`global_match_ready`) or on event intent ' +
      '(`event_match_ready`), what is `missing` (`event_goal`, `event_intent_processing`, `event_intent_failed`, ' +
      '`event_intent_not_requested`, `event_intent_stale`, `profile`, `side`, `identity_review`) and the call that fixes each ' +
      '(`recommended_actions`). `event_goal` is missing when neither an event goal nor an explicit need or offer is written; ' +
      'a placeholder such as "tbd", "n/a", "-" or "to be confirmed" counts as none (a goal that says something next to it ' +
      'counts). `profile` is missing when neither a title nor a company is given; a placeholder title ("tbd", "-") or company ' +
      '("n/a", "none") counts as none, while a company such as "Independent" counts. The path takes a partner attendee ID or a roster `entity_id`.',
    scope: 'partner:read',
    tag: 'readiness',
    success: { 200: 'Attendee readiness.' },
    errors: { 404: ['EVENT_NOT_FOUND', 'ATTENDEE_NOT_FOUND'] },
    example: {
      response: { event_id: 'demo-day-2026', attendee_id: 'att-1', entity_id: '3f1c9a52-8d0e-4b7a-9c41-2a6f0d5e7b13', readiness: ready, correlation_id: CORRELATION_ID },
    },
  },
};
