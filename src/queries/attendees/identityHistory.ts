import { z } from 'zod';
import { notFound } from '../../domain/errors.ts';
import { cursor, errorEnvelope, limit, partnerId } from '../../http/schemas.ts';
import { pageOf } from '../../http/paging.ts';
import { activeEvent } from '../../http/scope.ts';
import { principalOf } from '../../http/plugins/auth.ts';
import type { RouteModule } from '../../http/types.ts';
import type { ReadView, Where } from '../../infra/readstore/port.ts';
import { idMapId, type IdMapDoc } from '../../projections/id-map.ts';
import type { DecisionDoc } from '../../projections/people.ts';
import { rosterId, type RosterDoc } from '../../projections/roster.ts';
import { idOfEvent, livePerson } from './member.ts';

export const decisionItem = z.object({
  decision_id: z.string(),
  decision: z.string().describe('new_person, adopted_by_anchor, anchors_claimed, held_for_review, candidate_rejected, review_accept, review_distinct, review_merge, merged, operator_add'),
  entity_id: z.string().nullable(),
  attendee_id: z.string().nullable(),
  event_id: z.string().nullable(),
  minted: z.boolean(),
  matched_on: z.string().nullable(),
  confidence: z.number().nullable(),
  reasoning: z.string(),
  evaluator: z.string().nullable(),
  review_id: z.string().nullable(),
  source: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});

export const decisionView = (d: DecisionDoc) => ({
  decision_id: d.decision_id,
  decision: d.decision,
  entity_id: d.entity_id,
  attendee_id: d.attendee_id,
  event_id: d.event_id,
  minted: d.minted,
  matched_on: d.matched_on,
  confidence: d.confidence,
  reasoning: d.reasoning,
  evaluator: d.evaluator,
  review_id: d.review_id,
  source: d.source as Record<string, unknown> | null,
  created_at: d.created_at,
});

/**
 * An event-bound key sees decisions made in other events of the org only as what they
 * decided about the person: which event, import run, partner ID and reasoning stay hidden.
 */
export const boundView = (boundEvent: string | null) => (d: DecisionDoc) => {
  const v = decisionView(d);
  if (!boundEvent || d.event_id === boundEvent) return v;
  return { ...v, attendee_id: null, event_id: null, review_id: null, source: null, reasoning: 'decided in another event of the organization' };
};

/**
 * Which decisions explain an attendee: those about the person it maps to (and people merged
 * into them), or, while its row is still held, those about the attendee ID itself. The
 * attendee must be in the event, or have a review there. Null when it names nobody, as does,
 * for an event-bound key, an ID the person holds only in another event.
 */
export async function decisionScope(read: ReadView, org: string, eventId: string, attendeeId: string, bound: string | null): Promise<Where | null> {
  const map = await read.get<IdMapDoc>('id_map', idMapId(org, 'attendee', attendeeId));
  if (map?.entity_id) {
    const p = await livePerson(read, org, map.entity_id);
    const entity = p?.entity_id ?? map.entity_id;
    const roster = await read.get<RosterDoc>('event_attendees', rosterId(org, eventId, entity));
    const reviewed = (await read.count('reviews', { org_id: org, event_id: eventId, attendee_id: attendeeId })) > 0;
    if (!roster && !reviewed) return null;
    if (bound && !reviewed && !(await idOfEvent(read, org, eventId, attendeeId, map, entity, roster))) return null;
    return { org_id: org, entity_id: { $in: [entity, ...(p?.merged_from ?? [])] } };
  }
  const reviewed = (await read.count('reviews', { org_id: org, event_id: eventId, attendee_id: attendeeId })) > 0;
  return reviewed ? { org_id: org, attendee_id: attendeeId } : null;
}

/** GET /events/:event_id/attendees/:attendee_id/identity: identity decisions, newest first. */
export const identityHistory: RouteModule = (app, deps) => {
  app.get(
    '/events/:event_id/attendees/:attendee_id/identity',
    {
      schema: {
        summary: 'Identity decision history of an attendee',
        tags: ['attendees'],
        params: z.object({ event_id: partnerId(), attendee_id: partnerId() }),
        querystring: z.object({ limit, cursor }),
        response: {
          200: z.object({ event_id: z.string(), attendee_id: z.string(), items: z.array(decisionItem), next_cursor: z.string().nullable(), correlation_id: z.string() }),
          400: errorEnvelope,
          404: errorEnvelope,
        },
      },
    },
    async (req) => {
      const { event_id, attendee_id } = req.params;
      const ev = await activeEvent(deps, req, event_id);
      const bound = principalOf(req).event_id;
      const where = await decisionScope(deps.read, ev.org_id, event_id, attendee_id, bound);
      if (!where) throw notFound('ATTENDEE_NOT_FOUND', `attendee ${attendee_id} not found`);
      const page = await pageOf<DecisionDoc>(deps.read, 'identity_decisions', { where, sort: [['created_at', -1]] }, {
        scope: `identity|${ev.org_id}|${event_id}|${attendee_id}`,
        limit: req.query.limit,
        cursor: req.query.cursor,
      });
      return { event_id, attendee_id, items: page.items.map(boundView(bound)), next_cursor: page.next_cursor, correlation_id: req.id };
    },
  );
};
