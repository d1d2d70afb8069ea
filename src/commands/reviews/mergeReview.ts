import { z } from 'zod';
import { notFound } from '../../domain/errors.ts';
import { decideMerge } from '../../domain/review.ts';
import { nowIso } from '../../deps.ts';
import { errorEnvelope, partnerId, partnerKind } from '../../http/schemas.ts';
import { principalOf } from '../../http/plugins/auth.ts';
import { settled } from '../../http/scope.ts';
import type { RouteModule } from '../../http/types.ts';
import { idMapId, type IdMapDoc } from '../../projections/id-map.ts';
import type { RosterDoc } from '../../projections/roster.ts';
import { writePeople } from '../attendees/ledger.ts';
import { eventRecords, reviewIndex, reviewOf, reviewParams, reviewState } from './held.ts';

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
      const org = principalOf(req).org_id;
      const b = req.body;
      const { result, position } = await writePeople(deps, org, { correlation_id: req.id, org_id: org }, async (read) => {
        const r = await reviewOf(read, { org_id: org, event_id: principalOf(req).event_id ?? null }, req.params.review_id);
        const target = b.target_kind === 'attendee' ? await read.get<IdMapDoc>('id_map', idMapId(org, 'attendee', b.target_partner_id)) : null;
        // An event-bound key names only attendee IDs of its event, as in the ID map.
        const bound = principalOf(req).event_id;
        if (b.target_kind === 'attendee' && (!target?.entity_id || (bound && !target.event_ids.includes(bound)))) {
          throw notFound('PARTNER_ID_NOT_FOUND', `attendee ${b.target_partner_id} is not mapped`);
        }
        const index = await reviewIndex(read, r, { attendeeIds: [b.target_partner_id] });
        const memberships = async (entity: string) => (await read.find<RosterDoc>('event_attendees', { where: { org_id: org, entity_id: entity } })).map((m) => m.event_id);
        const source = index.mappings.get(r.attendee_id);
        const eventsBy = new Map<string, string[]>();
        for (const e of [source, target?.entity_id].filter((x): x is string => !!x)) eventsBy.set(e, await memberships(e));
        const recordOf = await eventRecords(read, r, index);
        const out = decideMerge(reviewState(r), { ...b, reason: b.reason ?? null }, index, { now: nowIso(deps), newId: deps.newId }, (e) => eventsBy.get(e) ?? [], recordOf);
        return { events: out.events, result: { review: r, out } };
      });
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
