import { z } from 'zod';
import { badRequest } from '../../domain/errors.ts';
import { SIDES } from '../../domain/person.ts';
import { nowIso } from '../../deps.ts';
import { errorEnvelope, partnerId } from '../../http/schemas.ts';
import { sideInput } from '../../http/resources/attendee.ts';
import { activeEvent, orgOf, settled } from '../../http/scope.ts';
import { principalOf } from '../../http/plugins/auth.ts';
import type { RouteModule } from '../../http/types.ts';
import { coded } from '../../http/validation.ts';
import { requireMember } from '../../queries/attendees/member.ts';
import { writePeople } from './ledger.ts';

const response = z.object({
  event_id: z.string(),
  attendee_id: z.string().nullable(),
  entity_id: z.string(),
  id_source: z.enum(['partner', 'meshi']),
  side: z.enum(SIDES).nullable(),
  correlation_id: z.string(),
});

/**
 * PATCH /events/:event_id/attendees/:attendee_id: `{ side }` only. A change records that the
 * attendee's directional scores are stale and a rescore is due (AttendeeSideChanged).
 */
export const updateAttendee: RouteModule = (app, deps) => {
  app.patch(
    '/events/:event_id/attendees/:attendee_id',
    {
      schema: {
        summary: "Retag an attendee's side",
        tags: ['attendees'],
        params: z.object({ event_id: partnerId(), attendee_id: partnerId() }),
        body: coded('INVALID_ATTENDEE_UPDATE', z.record(z.string(), z.unknown())),
        response: { 200: response, 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (req) => {
      const { event_id, attendee_id } = req.params;
      const keys = Object.keys(req.body);
      if (keys.length !== 1 || keys[0] !== 'side') throw badRequest('INVALID_ATTENDEE_UPDATE', 'only { side } can be updated');
      const parsed = sideInput.safeParse(req.body.side);
      if (!parsed.success) throw badRequest('INVALID_ATTENDEE_SIDE', 'side must be founder, investor or null (case-sensitive)');
      const side = parsed.data;
      await activeEvent(deps, req, event_id);
      const org = orgOf(req);
      const { result, position } = await writePeople(deps, org, { correlation_id: req.id, org_id: org }, async (read) => {
        const m = await requireMember(read, org, event_id, attendee_id, { allowEntity: true, bound: principalOf(req).event_id });
        const events =
          m.roster.event.side === side
            ? []
            : [{ type: 'AttendeeSideChanged' as const, data: { org_id: org, event_id, entity_id: m.entity_id, side, rescore_due: true as const, at: nowIso(deps) } }];
        return { events, result: m };
      });
      await settled(deps, position);
      return { event_id, attendee_id: result.roster.attendee_id, entity_id: result.entity_id, id_source: result.roster.id_source, side, correlation_id: req.id };
    },
  );
};
