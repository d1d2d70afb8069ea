import { z } from 'zod';
import { notFound } from '../../domain/errors.ts';
import { anchorsOf } from '../../domain/person.ts';
import { decideResolve, type ReviewState } from '../../domain/review.ts';
import { nowIso, type Deps } from '../../deps.ts';
import type { FastifyRequest } from 'fastify';
import type { ReadView } from '../../infra/readstore/port.ts';
import { errorEnvelope } from '../../http/schemas.ts';
import { principalOf } from '../../http/plugins/auth.ts';
import { settled } from '../../http/scope.ts';
import type { RouteModule } from '../../http/types.ts';
import { coded } from '../../http/validation.ts';
import type { ReviewDoc } from '../../projections/reviews.ts';
import type { EventDoc } from '../../projections/events.ts';
import { docId } from '../../domain/streams.ts';
import { loadIndex, writePeople } from '../attendees/ledger.ts';
import { requeueMembers } from '../intents/requestIntents.ts';
import { READING_VERSION } from '../../workers/intents/reading.ts';

export const reviewParams = z.object({ review_id: coded('INVALID_REVIEW_ID', z.string().uuid()) });

/** The caller's review (org and event boundary), or 404 REVIEW_NOT_FOUND. */
export async function reviewOf(read: ReadView, req: FastifyRequest, reviewId: string): Promise<ReviewDoc> {
  const p = principalOf(req);
  const r = await read.get<ReviewDoc>('reviews', reviewId.toLowerCase());
  const missing = () => notFound('REVIEW_NOT_FOUND', `review ${reviewId} not found`);
  if (!r || r.org_id !== p.org_id || (p.event_id && r.event_id !== p.event_id)) throw missing();
  // A review of a deleted event is gone with it: resolving must never write into that event.
  const event = await read.get<EventDoc>('events', docId(r.org_id, r.event_id));
  if (!event || event.deleted_at) throw missing();
  return r;
}

export const reviewState = (r: ReviewDoc): ReviewState => ({
  org_id: r.org_id,
  event_id: r.event_id,
  review_id: r.review_id,
  attendee_id: r.attendee_id,
  status: r.status,
  row: r.row,
  candidates: r.candidates,
});

/** The index slice a review decision needs: the held row's keys and the candidates. */
export function reviewIndex(read: ReadView, r: ReviewDoc, extra: { attendeeIds?: string[] } = {}) {
  const a = anchorsOf(r.row);
  return loadIndex(read, r.org_id, {
    attendeeIds: [r.attendee_id, ...(extra.attendeeIds ?? [])],
    anchors: [a.email, a.linkedin].filter((k): k is string => !!k),
    entities: r.candidates.map((c) => c.entity_id),
    eventId: r.event_id,
  });
}

const body = z.object({
  decision: coded('INVALID_REVIEW_DECISION', z.enum(['accept', 'reject', 'distinct'])),
  reason: coded('INVALID_JSON', z.string().max(4000)).nullable().optional(),
});

const response = z.object({
  review_id: z.string(),
  kind: z.literal('identity'),
  partner_id: z.string(),
  decision: z.enum(['accept', 'reject', 'distinct']),
  logged: z.literal(true),
  minted: z.string().optional().describe('entity_id of the person a distinct resolution created'),
  entity_id: z.string().optional().describe('the person the attendee ID now maps to'),
  remaining_reviews: z.number().int().optional().describe('candidates still open on this review after a reject'),
  enrichment_requeued: z.object({ enrichment_requested: z.number().int(), skipped: z.number().int() }),
  correlation_id: z.string(),
});

async function resolve(deps: Deps, req: FastifyRequest, reviewId: string, decision: 'accept' | 'reject' | 'distinct', reason: string | null) {
  const org = principalOf(req).org_id;
  return writePeople(deps, org, { correlation_id: req.id, org_id: org }, async (read) => {
    const r = await reviewOf(read, req, reviewId);
    const index = await reviewIndex(read, r);
    const out = decideResolve(reviewState(r), decision, reason, index, { now: nowIso(deps), newId: deps.newId });
    return { events: out.events, result: { review: r, out } };
  });
}

/** POST /review-queue/:review_id/resolve: accept, reject or distinct; conflicts leave the review open. */
export const resolveReview: RouteModule = (app, deps) => {
  app.post(
    '/review-queue/:review_id/resolve',
    {
      schema: {
        summary: 'Resolve an identity review',
        tags: ['review-queue'],
        params: reviewParams,
        body,
        response: { 200: response, 400: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (req) => {
      const { result, position } = await resolve(deps, req, req.params.review_id, req.body.decision, req.body.reason ?? null);
      await settled(deps, position);
      const { review, out } = result;
      const requeued =
        out.enrichment_due && out.entity_id
          ? await requeueMembers(deps, review.org_id, review.event_id, [out.entity_id], { reason: out.decision === 'distinct' ? 'review_distinct' : 'review_accept', readingVersion: READING_VERSION, retryFailed: true, correlation_id: req.id })
          : { enrichment_requested: 0, skipped: 0, position: undefined };
      await settled(deps, requeued.position);
      return {
        review_id: review.review_id,
        kind: review.kind,
        partner_id: review.attendee_id,
        decision: out.decision,
        logged: true as const,
        ...(out.minted ? { minted: out.minted } : {}),
        ...(out.entity_id ? { entity_id: out.entity_id } : {}),
        ...(out.remaining_reviews !== null ? { remaining_reviews: out.remaining_reviews } : {}),
        enrichment_requeued: { enrichment_requested: requeued.enrichment_requested, skipped: requeued.skipped },
        correlation_id: req.id,
      };
    },
  );
};
