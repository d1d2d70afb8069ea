import { z } from 'zod';
import { cursor, errorEnvelope, limit, partnerId } from '../../http/schemas.ts';
import { decodeCursor, encodeCursor } from '../../http/paging.ts';
import { eventReadinessResponse } from '../../http/resources/readiness.ts';
import { activeEvent } from '../../http/scope.ts';
import type { RouteModule } from '../../http/types.ts';
import { eventReadinessOf } from './facts.ts';

/**
 * GET /events/:event_id/readiness: per-attendee readiness in roster order (cursor paging) and
 * side coverage, intent processing, readiness counts and warnings over the full roster.
 */
export const getEventReadiness: RouteModule = (app, deps) => {
  app.get(
    '/events/:event_id/readiness',
    {
      schema: {
        summary: 'Readiness of an event and its attendees for matching',
        tags: ['readiness'],
        params: z.object({ event_id: partnerId() }),
        querystring: z.object({ limit, cursor }),
        response: { 200: eventReadinessResponse, 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (req) => {
      const { event_id } = req.params;
      const ev = await activeEvent(deps, req, event_id);
      const scope = `readiness|${ev.org_id}|${event_id}`;
      const after = req.query.cursor ? decodeCursor(scope, req.query.cursor, 2) : undefined;
      const r = await eventReadinessOf(deps, ev.org_id, event_id);
      const start = after ? r.rows.findIndex((x) => x.key[0] > String(after[0]) || (x.key[0] === after[0] && x.key[1] > String(after[1]))) : 0;
      const from = start < 0 ? r.rows.length : start;
      const page = r.rows.slice(from, from + req.query.limit);
      const more = from + req.query.limit < r.rows.length;
      return {
        event_id,
        items: page.map((x) => ({ event_id, attendee_id: x.roster.attendee_id, entity_id: x.roster.entity_id, id_source: x.roster.id_source, readiness: x.readiness })),
        ...r.summary,
        next_cursor: more && page.length ? encodeCursor(scope, page.at(-1)!.key) : null,
        correlation_id: req.id,
      };
    },
  );
};
