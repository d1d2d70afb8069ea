import { z } from 'zod';
import { cursor, errorEnvelope, limit, partnerId } from '../../http/schemas.ts';
import { decodeCursor, encodeCursor } from '../../http/paging.ts';
import { eventReadinessResponse } from '../../http/resources/readiness.ts';
import { activeEvent } from '../../http/scope.ts';
import type { RouteModule } from '../../http/types.ts';
import { eventSummaryOf, readinessOfRows } from './facts.ts';
import type { RosterDoc } from '../../projections/roster.ts';

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
      const after = req.query.cursor ? (decodeCursor(scope, req.query.cursor, 2) as [string, string]) : undefined;
      const { ctx, summary } = await eventSummaryOf(deps, ev.org_id, event_id);
      const rows = await deps.read.find<RosterDoc>('event_attendees', {
        where: { org_id: ev.org_id, event_id },
        sort: [['roster_key', 1]],
        ...(after ? { after } : {}),
        limit: req.query.limit + 1,
      });
      const page = await readinessOfRows(deps, ev.org_id, event_id, rows.slice(0, req.query.limit), ctx);
      const last = page.at(-1)?.roster;
      return {
        event_id,
        items: page.map((x) => ({ event_id, attendee_id: x.roster.attendee_id, entity_id: x.roster.entity_id, id_source: x.roster.id_source, readiness: x.readiness })),
        ...summary,
        next_cursor: rows.length > req.query.limit && last ? encodeCursor(scope, [last.roster_key, last.id]) : null,
        correlation_id: req.id,
      };
    },
  );
};
