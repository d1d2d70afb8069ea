import { z } from 'zod';
import { notFound } from '../../domain/errors.ts';
import { decideMerge, type MergeInput } from '../../domain/review.ts';
import { nowIso, type Deps } from '../../deps.ts';
import { errorEnvelope, partnerId, partnerKind } from '../../http/schemas.ts';
import { principalOf } from '../../http/plugins/auth.ts';
import { settled } from '../../http/scope.ts';
import type { RouteModule } from '../../http/types.ts';
import { idMapId, type IdMapDoc } from '../../projections/id-map.ts';
import type { RosterDoc } from '../../projections/roster.ts';
import { writePeople } from '../attendees/ledger.ts';
import { eventRecords, reviewIndex, reviewOf, reviewParams, reviewState, type ReviewScope } from './held.ts';

const body = z.object({
  source_kind: partnerKind(),
  source_partner_id: partnerId(),
  target_kind: partnerKind(),
  target_partner_id: partnerId(),
  reason: z.string().max(4000).nullable().optional(),
});

const ref = z.object({ kind: z.string(), partner_id: z.string() });
const response = z.object({
  review_id: z.string(),
  source: ref,
  target: ref,
  merged: z.literal(true),
  superseded_anchors: z.number().int(),
  rewritten_anchors: z.number().int(),
  deleted_computations: z.number().int(),
  correlation_id: z.string(),
});

export interface MergeReviewInput extends ReviewScope, Omit<MergeInput, 'reason'> {
  review_id: string;
  reason: string | null;
  correlation_id: string;
}

/** Decides the merge on the people ledger (decided again on fresh state after a lost race). */
export async function mergeHeldReview(deps: Deps, input: MergeReviewInput) {
  const org = input.org_id;
  return writePeople(deps, org, { correlation_id: input.correlation_id, org_id: org }, async (read) => {
    const r = await reviewOf(read, input, input.review_id);
    const target = input.target_kind === 'attendee' ? await read.get<IdMapDoc>('id_map', idMapId(org, 'attendee', input.target_partner_id)) : null;
    // An event-bound key names only attendee IDs of its event, as in the ID map.
    if (input.target_kind === 'attendee' && (!target?.entity_id || (input.event_id && !target.event_ids.includes(input.event_id)))) {
      throw notFound('PARTNER_ID_NOT_FOUND', `attendee ${input.target_partner_id} is not mapped`);
    }
    const index = await reviewIndex(read, r, { attendeeIds: [input.target_partner_id] });
    const memberships = async (entity: string) => (await read.find<RosterDoc>('event_attendees', { where: { org_id: org, entity_id: entity } })).map((m) => m.event_id);
    const source = index.mappings.get(r.attendee_id);
    const eventsBy = new Map<string, string[]>();
    for (const e of [source, target?.entity_id].filter((x): x is string => !!x)) eventsBy.set(e, await memberships(e));
    const recordOf = await eventRecords(read, r, index);
    const m: MergeInput = { source_kind: input.source_kind, source_partner_id: input.source_partner_id, target_kind: input.target_kind, target_partner_id: input.target_partner_id, reason: input.reason };
    const out = decideMerge(reviewState(r), m, index, { now: nowIso(deps), newId: deps.newId }, (e) => eventsBy.get(e) ?? [], recordOf);
    return { events: out.events, result: { review: r, out } };
  });
}

/**
 * POST /review-queue/:review_id/merge: resolves the review by folding its subject (the held
 * attendee) into a remaining candidate named by a partner attendee ID.
 */
export const mergeReview: RouteModule = (app, deps) => {
  app.post(
    '/review-queue/:review_id/merge',
    {
      schema: {
        summary: 'Resolve an identity review by merging',
        tags: ['review-queue'],
        params: reviewParams,
        body,
        response: { 200: response, 400: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (req) => {
      const p = principalOf(req);
      const b = req.body;
      const { result, position } = await mergeHeldReview(deps, { ...b, reason: b.reason ?? null, org_id: p.org_id, event_id: p.event_id ?? null, review_id: req.params.review_id, correlation_id: req.id });
      await settled(deps, position);
      const { review, out } = result;
      return {
        review_id: review.review_id,
        source: { kind: b.source_kind, partner_id: b.source_partner_id },
        target: { kind: b.target_kind, partner_id: b.target_partner_id },
        merged: true as const,
        superseded_anchors: out.superseded_anchors,
        rewritten_anchors: out.rewritten_anchors,
        deleted_computations: out.deleted_computations,
        correlation_id: req.id,
      };
    },
  );
};
