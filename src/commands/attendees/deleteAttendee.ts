import { z } from 'zod';
import { nowIso } from '../../deps.ts';
import { errorEnvelope, partnerId } from '../../http/schemas.ts';
import { flag, flagParam, onlyQuery } from '../../http/query.ts';
import { activeEvent, orgOf, settled } from '../../http/scope.ts';
import { principalOf } from '../../http/plugins/auth.ts';
import type { RouteModule } from '../../http/types.ts';
import { resolveMember } from '../../queries/attendees/member.ts';
import { writePeople } from './ledger.ts';
import { notFound } from '../../domain/errors.ts';
import type { ReadView } from '../../infra/readstore/port.ts';
import { rosterId } from '../../projections/roster.ts';

/** Whether any of these people (a person and those merged into it) was removed from the event. */
async function leftEvent(read: ReadView, org: string, eventId: string, entities: string[]): Promise<boolean> {
  const ids = entities.map((e) => rosterId(org, eventId, e));
  return (await read.count('event_departures', { id: { $in: ids } })) > 0;
}

const SUPPORTED = ['dry_run'];

const response = z.object({
  event_id: z.string(),
  attendee_id: z.string().nullable().describe('the partner ID; null for an attendee with no partner mapping'),
  entity_id: z.string().uuid(),
  deleted_at: z.string().optional().describe('present only when at least one relationship was removed'),
  already_absent: z.boolean(),
  retained_person: z.boolean(),
  dry_run: z.boolean(),
  affected: z.object({ event_attendees: z.number().int(), session_participants: z.number().int() }),
  correlation_id: z.string(),
});

/**
 * DELETE /events/:event_id/attendees/:attendee_id: removes the person from the event and its
 * sessions; the person and the ID mapping stay. A repeat is `already_absent: true`; someone
 * who was never in the event is 404 ATTENDEE_NOT_FOUND.
 */
export const deleteAttendee: RouteModule = (app, deps) => {
  app.delete(
    '/events/:event_id/attendees/:attendee_id',
    {
      preValidation: onlyQuery(SUPPORTED),
      schema: {
        summary: 'Remove an attendee from an event (or preview with dry_run=true)',
        tags: ['attendees'],
        params: z.object({ event_id: partnerId(), attendee_id: partnerId() }),
        querystring: z.object({ dry_run: flagParam() }),
        response: { 200: response, 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (req) => {
      const dryRun = flag(req, 'dry_run', SUPPORTED);
      const { event_id, attendee_id } = req.params;
      await activeEvent(deps, req, event_id);
      const org = orgOf(req);
      const { result, position } = await writePeople(deps, org, { correlation_id: req.id, org_id: org }, async (read) => {
        const m = await resolveMember(read, org, event_id, attendee_id, { allowEntity: true, bound: principalOf(req).event_id });
        // "Already absent" only for someone who left this event: a person who was never in it
        // (say, only in another event of the org) is not found here, so no key learns of them.
        if (!m.roster && !(await leftEvent(read, org, event_id, [m.entity_id, ...(m.person?.merged_from ?? [])]))) {
          throw notFound('ATTENDEE_NOT_FOUND', `attendee ${attendee_id} not found`);
        }
        const sessions = m.roster ? await read.find('session_participants', { where: { org_id: org, event_id, entity_id: m.entity_id } }) : [];
        const affected = { event_attendees: m.roster ? 1 : 0, session_participants: sessions.length };
        const at = nowIso(deps);
        const events =
          m.roster && !dryRun
            ? [
                {
                  type: 'AttendeeRemovedFromEvent' as const,
                  data: { org_id: org, event_id, entity_id: m.entity_id, attendee_id: m.roster.attendee_id, session_ids: sessions.map((s) => String(s.session_id ?? s.id)), at },
                },
              ]
            : [];
        // The roster's ID while the person is there, as every single-attendee read names them;
        // addressed by entity_id, the answer still names a partner ID (null for internal rows).
        const partnerId = m.roster?.attendee_id ?? m.path_attendee_id ?? m.person?.attendee_ids?.[0] ?? null;
        return { events, result: { affected, at, absent: !m.roster, partnerId, entity: m.entity_id } };
      });
      await settled(deps, position);
      const { affected, at, absent, partnerId, entity } = result;
      return {
        event_id,
        attendee_id: partnerId,
        entity_id: entity,
        ...(!absent && !dryRun ? { deleted_at: at } : {}),
        already_absent: absent,
        retained_person: true,
        dry_run: dryRun,
        affected,
        correlation_id: req.id,
      };
    },
  );
};
