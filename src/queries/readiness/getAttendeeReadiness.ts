import { z } from 'zod';
import { errorEnvelope, partnerId } from '../../http/schemas.ts';
import { attendeeReadinessResponse } from '../../http/resources/readiness.ts';
import { activeEvent } from '../../http/scope.ts';
import { principalOf } from '../../http/plugins/auth.ts';
import type { RouteModule } from '../../http/types.ts';
import { requireMember } from '../attendees/member.ts';
import { attendeeReadinessOf } from './facts.ts';

/**
 * GET /events/:event_id/attendees/:attendee_id/readiness (partner attendee ID or roster entity_id).
 * It names the attendee by the roster's ID, as detail, PATCH and the lists do, whichever of the
 * person's IDs the path used.
 */
export const getAttendeeReadiness: RouteModule = (app, deps) => {
  app.get(
    '/events/:event_id/attendees/:attendee_id/readiness',
    {
      schema: {
        summary: 'Readiness of one attendee for matching',
        tags: ['readiness'],
        params: z.object({ event_id: partnerId(), attendee_id: partnerId() }),
        response: { 200: attendeeReadinessResponse, 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (req) => {
      const { event_id, attendee_id } = req.params;
      const ev = await activeEvent(deps, req, event_id);
      const m = await requireMember(deps.read, ev.org_id, event_id, attendee_id, { allowEntity: true, bound: principalOf(req).event_id });
      const readiness = await attendeeReadinessOf(deps, ev.org_id, event_id, m.roster);
      return { event_id, attendee_id: m.roster.attendee_id ?? m.path_attendee_id, entity_id: m.entity_id, readiness, correlation_id: req.id };
    },
  );
};
