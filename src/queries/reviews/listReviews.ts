import { z } from 'zod';
import { cursor, errorEnvelope, limit, listOf, partnerId } from '../../http/schemas.ts';
import { pageOf } from '../../http/paging.ts';
import { principalOf } from '../../http/plugins/auth.ts';
import { reviewItem, reviewView } from '../../http/resources/review.ts';
import { activeEvent } from '../../http/scope.ts';
import type { RouteModule } from '../../http/types.ts';
import type { Where } from '../../infra/readstore/port.ts';
import type { ReviewDoc } from '../../projections/reviews.ts';

/** GET /events/:event_id/review-queue and GET /review-queue: open reviews, newest first. */
export const listReviews: RouteModule = (app, deps) => {
  const page = async (where: Where, scope: string, q: { limit: number; cursor?: string | undefined }) => {
    const p = await pageOf<ReviewDoc>(deps.read, 'reviews', { where: { ...where, status: 'open' }, sort: [['created_at', -1]] }, { scope, limit: q.limit, cursor: q.cursor });
    return { items: p.items.map(reviewView), next_cursor: p.next_cursor };
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
      const out = await page({ org_id: ev.org_id, event_id }, `reviews|${ev.org_id}|${event_id}`, req.query);
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
      const out = await page(where, `reviews|${p.org_id}|${p.event_id ?? ''}`, req.query);
      return { ...out, correlation_id: req.id };
    },
  );
};
