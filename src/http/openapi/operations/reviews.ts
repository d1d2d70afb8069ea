import { CANDIDATE_ENTITY_ID, CORRELATION_ID, REVIEW_ID, reviewItem } from '../examples.ts';
import type { OperationTable } from '../types.ts';

const RELIST = 'After any 409 the review stays open: relist the queue before retrying.';

export const reviewOperations: OperationTable = {
  'GET /events/{event_id}/review-queue': {
    operationId: 'listEventReviews',
    summary: "List the open identity reviews of an event's attendees",
    description: 'Open identity reviews (possible duplicate people held by an import), newest first. Candidates never show e-mail addresses or internal IDs.',
    scope: 'partner:read',
    tag: 'reviews',
    success: { 200: 'A page of open reviews.' },
    errors: { 404: ['EVENT_NOT_FOUND'] },
    example: { response: { event_id: 'demo-day-2026', items: [reviewItem], next_cursor: null, correlation_id: CORRELATION_ID } },
  },
  'GET /review-queue': {
    operationId: 'listReviews',
    summary: 'List the open identity reviews of the organization',
    description: 'Open identity reviews across the organization, newest first (an event-bound key sees only its event\'s).',
    scope: 'partner:read',
    tag: 'reviews',
    success: { 200: 'A page of open reviews.' },
    errors: {},
    example: { response: { items: [reviewItem], next_cursor: null, correlation_id: CORRELATION_ID } },
  },
  'POST /review-queue/{review_id}/resolve': {
    operationId: 'resolveReview',
    summary: 'Resolve an identity review',
    description:
      '`accept` when the evidence shows the same person (the held row is applied to the existing person); `reject` a clearly different candidate ' +
      'and inspect `remaining_reviews`; `distinct` when no candidate is the imported person (a new person is created). ' +
      '`accept` and `reject` act on the candidate the queue shows; when a concurrent resolution rejected it meanwhile, the answer is 409 `CONCURRENT_MODIFICATION`. ' +
      'The held row is applied as of when it was held: a side or event goal, needs or offers written in the event since (a PATCH, a later import row of the person) stays, ' +
      'and a row without a side does not untag a person who has one; a later row of the held attendee, answered `REVIEW_REQUIRED`, updates the held side and event data. ' +
      'Rejecting the last candidate is refused with 409 `REJECT_LAST_CANDIDATE`: resolve as distinct instead. ' +
      `${RELIST} Resolution does not change the import run's terminal status; re-check the roster and readiness afterwards.`,
    scope: 'partner:write',
    tag: 'reviews',
    success: { 200: 'The decision as logged, and the enrichment it requeued.' },
    errors: {
      404: ['REVIEW_NOT_FOUND'],
      409: ['REJECT_LAST_CANDIDATE', 'REVIEW_ALREADY_RESOLVED', 'ATTENDEE_ID_CONFLICT', 'IDENTITY_CONFLICT', 'DISTINCT_IDENTITY_CONFLICT'],
    },
    example: {
      request: { decision: 'accept', reason: 'same LinkedIn profile' },
      response: {
        review_id: REVIEW_ID,
        kind: 'identity',
        partner_id: 'att-0002',
        decision: 'accept',
        logged: true,
        entity_id: CANDIDATE_ENTITY_ID,
        enrichment_requeued: { enrichment_requested: 1, skipped: 0 },
        correlation_id: CORRELATION_ID,
      },
    },
  },
  'POST /review-queue/{review_id}/merge': {
    operationId: 'mergeReview',
    summary: 'Resolve an identity review by merging',
    description:
      "Resolves the review by merging the review's imported attendee (the source) into one of its remaining candidates (the target). " +
      `The source must be the attendee the review holds. ${RELIST}`,
    scope: 'partner:write',
    tag: 'reviews',
    success: { 200: 'The merge and the anchors and computations it rewrote.' },
    errors: { 400: ['REVIEW_SOURCE_MISMATCH', 'MERGE_REJECTED'], 404: ['REVIEW_NOT_FOUND', 'PARTNER_ID_NOT_FOUND'], 409: ['REVIEW_ALREADY_RESOLVED'] },
    example: {
      request: { source_kind: 'attendee', source_partner_id: 'att-0002', target_kind: 'attendee', target_partner_id: 'att-0107', reason: 'same person, two registrations' },
      response: {
        review_id: REVIEW_ID,
        source: { kind: 'attendee', partner_id: 'att-0002' },
        target: { kind: 'attendee', partner_id: 'att-0107' },
        merged: true,
        superseded_anchors: 1,
        rewritten_anchors: 1,
        deleted_computations: 0,
        correlation_id: CORRELATION_ID,
      },
    },
  },
};
