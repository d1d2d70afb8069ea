import { z } from 'zod';
import { cursor, errorEnvelope, limit, listOf, partnerId } from '../../http/schemas.ts';
import { pageOf } from '../../http/paging.ts';
import { rosterItem, rosterItemView } from '../../http/resources/attendee.ts';
import { activeEvent } from '../../http/scope.ts';
import type { RouteModule } from '../../http/types.ts';
import type { ReadView } from '../../infra/readstore/port.ts';
import { personId, type PersonDoc } from '../../projections/people.ts';
import type { RosterDoc } from '../../projections/roster.ts';
import type { ReviewCandidateDoc } from '../../projections/reviews.ts';

/** Person docs and open-review counts for a page of roster rows: two queries, not 2 per row. */
export async function joinRoster(read: ReadView, org: string, eventId: string, rows: RosterDoc[]) {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.entity_id);
  const [people, cands] = await Promise.all([
    read.find<PersonDoc>('people', { where: { id: { $in: ids.map((e) => personId(org, e)) } } }),
    read.find<ReviewCandidateDoc>('review_candidates', { where: { org_id: org, event_id: eventId, entity_id: { $in: ids } } }),
  ]);
  const byId = new Map(people.map((p) => [p.entity_id, p]));
  const open = new Map<string, number>();
  for (const c of cands) open.set(c.entity_id, (open.get(c.entity_id) ?? 0) + 1);
  return rows.map((r) => rosterItemView(r, byId.get(r.entity_id) ?? null, open.get(r.entity_id) ?? 0));
}

/** GET /events/:event_id/attendees: partner-mapped rows first (by attendee_id), then internal rows by entity_id. */
export const listAttendees: RouteModule = (app, deps) => {
  app.get(
    '/events/:event_id/attendees',
    {
      schema: {
        summary: 'List the roster of an event',
        tags: ['attendees'],
        params: z.object({ event_id: partnerId() }),
        querystring: z.object({ limit, cursor }),
        response: { 200: listOf(rosterItem).extend({ event_id: z.string() }), 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (req) => {
      const { event_id } = req.params;
      const ev = await activeEvent(deps, req, event_id);
      const page = await pageOf<RosterDoc>(
        deps.read,
        'event_attendees',
        { where: { org_id: ev.org_id, event_id }, sort: [['roster_key', 1]] },
        { scope: `roster|${ev.org_id}|${event_id}`, limit: req.query.limit, cursor: req.query.cursor },
      );
      return { event_id, items: await joinRoster(deps.read, ev.org_id, event_id, page.items), next_cursor: page.next_cursor, correlation_id: req.id };
    },
  );
};
