import { z } from 'zod';
import { cursor, errorEnvelope, limit, partnerId } from '../../http/schemas.ts';
import { decodeCursor, encodeCursor, type Page } from '../../http/paging.ts';
import { jsonObject, matchItem, plainJson, rawArray, sendJson } from '../../http/resources/match.ts';
import { activeEvent } from '../../http/scope.ts';
import { principalOf } from '../../http/plugins/auth.ts';
import type { RouteModule } from '../../http/types.ts';
import type { ReadView } from '../../infra/readstore/port.ts';
import type { MatchRunDoc } from '../../projections/matches.ts';
import { matchJson, runMembersJson } from '../../projections/match-json.ts';
import { attendeeOf, excludedEntities, excludeQuery, excludeValues, filtersKey, pinnedRunOrError, runIdQuery, type RunMember } from './snapshot.ts';

export interface AttendeeMatchesInput {
  org: string;
  eventId: string;
  /** An event-bound key's event (null for an org-wide key): attendee IDs of other events name nobody. */
  bound?: string | null;
  attendeePathId: string;
  runId: string | undefined;
  exclude: string[];
  limit: number;
  cursor: string | undefined;
}

/** Items are the Match objects' JSON texts. */
export interface AttendeeMatches extends Page<string> {
  run: MatchRunDoc;
  attendee: RunMember;
}

/**
 * One attendee's list in the pinned run, best first (by rank), excluded targets left out
 * before paging. An attendee the run did not hold as a principal (untagged at a sided event,
 * or added after the run) has an empty list.
 */
export async function attendeeMatches(read: ReadView, q: AttendeeMatchesInput): Promise<AttendeeMatches> {
  const { run, missing } = await pinnedRunOrError(read, q.org, q.eventId, q.runId);
  const attendee = await attendeeOf(read, q.org, q.eventId, q.attendeePathId, run, q.bound);
  if (!run) throw missing;
  const excluded = await excludedEntities(read, q.org, q.eventId, run.run_id, q.exclude, q.bound);
  const scope = `matches-attendee|${q.org}|${q.eventId}|${run.run_id}|${attendee.entity_id}|${filtersKey(excluded)}`;
  const after = q.cursor ? Number(decodeCursor(scope, q.cursor, 1)[0]) : 0;
  const list = attendee.member;
  const kept = (list?.matches ?? []).filter((m) => m.rank > after && !excluded.has(m.target_entity_id));
  const page = kept.slice(0, q.limit);
  const last = page.at(-1);
  const runMembers = runMembersJson(run);
  return {
    run,
    attendee,
    items: page.map((m) => matchJson(m, runMembers)),
    next_cursor: kept.length > q.limit && last ? encodeCursor(scope, [last.rank]) : null,
  };
}

/** GET /events/:event_id/attendees/:attendee_id/matches */
export const attendeeMatchesRoute: RouteModule = (app, deps) => {
  app.get(
    '/events/:event_id/attendees/:attendee_id/matches',
    {
      serializerCompiler: plainJson,
      schema: {
        summary: "An attendee's matches in a pinned match run",
        description: 'attendee_id may be a partner attendee ID or a roster entity_id. Ordered by rank (final_score descending). Pin run_id while paging.',
        tags: ['matches'],
        params: z.object({ event_id: partnerId(), attendee_id: partnerId() }),
        querystring: z.object({ limit, cursor, run_id: runIdQuery, ...excludeQuery }),
        response: {
          200: z.object({
            event_id: z.string(),
            attendee_id: z.string().nullable(),
            entity_id: z.string(),
            id_source: z.enum(['partner', 'meshi']),
            run_id: z.string(),
            items: z.array(matchItem),
            next_cursor: z.string().nullable(),
            correlation_id: z.string(),
          }),
          400: errorEnvelope,
          404: errorEnvelope,
        },
      },
    },
    async (req, reply) => {
      const { event_id, attendee_id } = req.params;
      const ev = await activeEvent(deps, req, event_id);
      const out = await attendeeMatches(deps.read, {
        org: ev.org_id,
        bound: principalOf(req).event_id,
        eventId: event_id,
        attendeePathId: attendee_id,
        runId: req.query.run_id,
        exclude: excludeValues(req.query),
        limit: req.query.limit,
        cursor: req.query.cursor,
      });
      return sendJson(
        reply,
        jsonObject({
          event_id,
          attendee_id: out.attendee.attendee_id,
          entity_id: out.attendee.entity_id,
          id_source: out.attendee.id_source,
          run_id: out.run.run_id,
          items: rawArray(out.items),
          next_cursor: out.next_cursor,
          correlation_id: req.id,
        }),
      );
    },
  );
};
