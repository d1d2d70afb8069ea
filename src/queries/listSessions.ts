import { z } from 'zod';
import { cursor, errorEnvelope, isIsoDateTime, limit, listOf } from '../http/schemas.ts';
import { sessionResponse, sessionView } from '../http/resources/session.ts';
import { pageOf } from '../http/paging.ts';
import { activeEvent, orgOf } from '../http/scope.ts';
import type { RouteModule } from '../http/types.ts';
import { coded } from '../http/validation.ts';
import type { Where } from '../infra/readstore/port.ts';
import { NO_START, sessionQueryText, utcInstant, type SessionDoc } from '../projections/sessions.ts';
import { eventParams } from '../commands/updateEvent.ts';
import { participantCount } from './getSession.ts';

const bound = (code: string, name: string) =>
  coded(code, z.string().refine(isIsoDateTime, `${name} must be an ISO 8601 date-time with offset`)).optional();

const querystring = z.object({
  limit,
  cursor,
  q: coded('INVALID_SESSION_QUERY', z.string().trim().min(1, 'q must not be empty').max(200)).optional(),
  starts_after: bound('INVALID_STARTS_AFTER', 'starts_after').describe('inclusive lower bound on start_timestamp'),
  starts_before: bound('INVALID_STARTS_BEFORE', 'starts_before').describe('inclusive upper bound on start_timestamp'),
});

/**
 * GET /events/:event_id/sessions: ascending by start (sessions without a start last), filters
 * applied before paging. The cursor is scoped by the normalized filters, so following it with
 * other filters is 400 INVALID_CURSOR instead of a page of another list.
 */
export const listSessions: RouteModule = (app, deps) => {
  app.get(
    '/events/:event_id/sessions',
    {
      schema: {
        summary: 'List the sessions of an event',
        tags: ['sessions'],
        params: eventParams,
        querystring,
        response: { 200: listOf(sessionResponse.omit({ correlation_id: true })), 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (req) => {
      const { event_id } = req.params;
      await activeEvent(deps, req, event_id);
      const org = orgOf(req);
      const { q, starts_after, starts_before } = req.query;
      const text = q === undefined ? undefined : sessionQueryText(q);
      const after = starts_after ? utcInstant(starts_after) : undefined;
      const before = starts_before ? utcInstant(starts_before) : undefined;
      const where: Where = { org_id: org, event_id, deleted_at: null };
      // A bound on the start excludes sessions without one (their key NO_START sorts last).
      if (after || before) where.start_sort = { ...(after ? { $gte: after } : {}), ...(before ? { $lte: before } : { $lt: NO_START }) };
      const page = await pageOf<SessionDoc>(
        deps.read,
        'sessions',
        { where, sort: [['start_sort', 1]], ...(text ? { text: { fields: ['q_title', 'q_description'], value: text } } : {}) },
        { scope: JSON.stringify(['sessions', org, event_id, text ?? null, after ?? null, before ?? null]), limit: req.query.limit, cursor: req.query.cursor },
      );
      const counts = await Promise.all(page.items.map((d) => participantCount(deps.read, org, event_id, d.session_id)));
      return { items: page.items.map((d, i) => sessionView(d, counts[i] ?? 0)), next_cursor: page.next_cursor, correlation_id: req.id };
    },
  );
};
