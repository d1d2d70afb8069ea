import { z } from 'zod';
import { decideResolve, type ReviewDecision } from '../../domain/review.ts';
import { nowIso, type Deps } from '../../deps.ts';
import { errorEnvelope } from '../../http/schemas.ts';
import { principalOf } from '../../http/plugins/auth.ts';
import { settled } from '../../http/scope.ts';
import type { RouteModule } from '../../http/types.ts';
import { coded } from '../../http/validation.ts';
import { writePeople } from '../attendees/ledger.ts';
import { requeueMembers } from '../intents/requestIntents.ts';
import { READING_VERSION } from '../../workers/intents/reading.ts';
import { eventRecords, reviewIndex, reviewOf, reviewParams, reviewState, type ReviewScope } from './held.ts';

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

export interface ResolveInput extends ReviewScope {
  review_id: string;
  decision: ReviewDecision;
  reason: string | null;
  correlation_id: string;
}

/**
 * Decides the resolution on the people ledger. A request that loses the append race decides
 * again on fresh state, but only about the candidate it first decided on: when a concurrent
 * reject moved the top candidate meanwhile, it answers 409 CONCURRENT_MODIFICATION instead of
 * rejecting or adopting a candidate the caller was never shown.
 */
export async function resolveHeldReview(deps: Deps, input: ResolveInput) {
  const org = input.org_id;
  let shown: string | null | undefined;
  return writePeople(deps, org, { correlation_id: input.correlation_id, org_id: org }, async (read) => {
    const r = await reviewOf(read, input, input.review_id);
    shown ??= r.candidates.find((c) => !c.rejected)?.entity_id ?? null;
    const index = await reviewIndex(read, r);
    const out = decideResolve(reviewState(r), input.decision, input.reason, index, { now: nowIso(deps), newId: deps.newId }, { shown, recordOf: await eventRecords(read, r, index) });
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
      const p = principalOf(req);
      const { result, position } = await resolveHeldReview(deps, {
        org_id: p.org_id,
        event_id: p.event_id ?? null,
        review_id: req.params.review_id,
        decision: req.body.decision,
        reason: req.body.reason ?? null,
        correlation_id: req.id,
      });
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
