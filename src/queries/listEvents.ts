import { z } from 'zod';
import { cursor, errorEnvelope, limit, listOf } from '../http/schemas.ts';
import { eventResponse, eventView } from '../http/resources/event.ts';
import { pageOf } from '../http/paging.ts';
import { principalOf } from '../http/plugins/auth.ts';
import type { RouteModule } from '../http/types.ts';
import type { EventDoc } from '../projections/events.ts';
import type { Where } from '../infra/readstore/port.ts';

/** GET /events: newest first; an event-bound key sees only its event. */
export const listEvents: RouteModule = (app, deps) => {
  app.get(
    '/events',
    {
      schema: {
        summary: 'List events',
        tags: ['events'],
        querystring: z.object({ limit, cursor }),
        response: { 200: listOf(eventResponse.omit({ correlation_id: true })), 400: errorEnvelope },
      },
    },
    async (req) => {
      const p = principalOf(req);
      const where: Where = { org_id: p.org_id, deleted_at: null };
      if (p.event_id) where.event_id = p.event_id;
      const page = await pageOf<EventDoc>(
        deps.read,
        'events',
        { where, sort: [['created_at', -1]] },
        { scope: `events|${p.org_id}|${p.event_id ?? ''}`, limit: req.query.limit, cursor: req.query.cursor },
      );
      return { items: page.items.map(eventView), next_cursor: page.next_cursor, correlation_id: req.id };
    },
  );
};
