/**
 * The operation table: one entry per served operation, keyed `METHOD /path` (OpenAPI path form,
 * relative to the base path). Applied when the document is generated (document.ts); a test
 * fails for any served operation without an entry. Add a file per area under operations/ and
 * spread it here (append-only).
 */
import { attendeeOperations } from './operations/attendees.ts';
import { authOperations } from './operations/auth.ts';
import { enrichmentOperations } from './operations/enrichment.ts';
import { readinessOperations } from './operations/readiness.ts';
import { eventOperations } from './operations/events.ts';
import { matchOperations } from './operations/matches.ts';
import { reviewOperations } from './operations/reviews.ts';
import { runOperations } from './operations/runs.ts';
import { searchOperations } from './operations/search.ts';
import { sessionOperations } from './operations/sessions.ts';
import type { OperationTable } from './types.ts';

export const operations: OperationTable = {
  ...authOperations,
  ...eventOperations,
  ...sessionOperations,
  ...attendeeOperations,
  ...runOperations,
  ...reviewOperations,
  ...matchOperations,
  ...enrichmentOperations,
  ...readinessOperations,
  ...searchOperations,
};
