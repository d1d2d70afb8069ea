import { z } from 'zod';
import { cursor, errorEnvelope, limit, listOf, partnerId } from '../../http/schemas.ts';
import { pageOf } from '../../http/paging.ts';
import { principalOf } from '../../http/plugins/auth.ts';
import { reviewItem, reviewView, topCandidate, type CandidateScope } from '../../http/resources/review.ts';
import { rosterId, type RosterDoc } from '../../projections/roster.ts';
import { activeEvent } from '../../http/scope.ts';
import type { RouteModule } from '../../http/types.ts';
import type { Where } from '../../infra/readstore/port.ts';
import type { ReviewDoc } from '../../projections/reviews.ts';

/** GET /events/:event_id/review-queue and GET /review-queue: open reviews, newest first. */
export const listReviews: RouteModule = (app, deps) => {
  const page = async (where: Where, scope: string, q: { limit: number; cursor?: string | undefined }, bound: string | null) => {
    const p = await pageOf<ReviewDoc>(deps.read, 'reviews', { where: { ...where, status: 'open' }, sort: [['created_at', -1]] }, { scope, limit: q.limit, cursor: q.cursor });
    if (!bound) return { items: p.items.map((r) => reviewView(r)), next_cursor: p.next_cursor };
    // An event-bound key sees a candidate only when the candidate is in its event.
    const scopes = await Promise.all(
      p.items.map(async (r): Promise<CandidateScope> => {
        const top = topCandidate(r);
        const roster = top ? await deps.read.get<RosterDoc>('event_attendees', rosterId(r.org_id, bound, top.entity_id)) : null;
        return roster ? { hidden: false, attendee_id: roster.attendee_id } : { hidden: true };
      }),
    );
    return { items: p.items.map((r, i) => reviewView(r, scopes[i])), next_cursor: p.next_cursor };
  };

  app.get(
    '/events/:event_id/review-queue',
    {
      schema: {
        summary: "List the open identity reviews of an event's attendees",
        tags: ['review-queue'],
        params: z.object({ event_id: partnerId() }),
        querystring: z.object({ limit, cursor }),
        response: { 200: listOf(reviewItem).extend({ event_id: z.string() }), 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (req) => {
      const { event_id } = req.params;
      const ev = await activeEvent(deps, req, event_id);
      const out = await page({ org_id: ev.org_id, event_id }, `reviews|${ev.org_id}|${event_id}`, req.query, principalOf(req).event_id);
      return { event_id, ...out, correlation_id: req.id };
    },
  );

  app.get(
    '/review-queue',
    {
      schema: {
        summary: 'List the open identity reviews of the organization',
        tags: ['review-queue'],
        querystring: z.object({ limit, cursor }),
        response: { 200: listOf(reviewItem), 400: errorEnvelope },
      },
    },
    async (req) => {
      const p = principalOf(req);
      const where: Where = { org_id: p.org_id, ...(p.event_id ? { event_id: p.event_id } : {}) };
      const out = await page(where, `reviews|${p.org_id}|${p.event_id ?? ''}`, req.query, p.event_id);
      return { ...out, correlation_id: req.id };
    },
  );
};
