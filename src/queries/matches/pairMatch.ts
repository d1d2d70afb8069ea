import { z } from 'zod';
import { notFound } from '../../domain/errors.ts';
import { errorEnvelope, partnerId } from '../../http/schemas.ts';
import { jsonObject, matchResponse, plainJson, RawJson, sendJson } from '../../http/resources/match.ts';
import { matchJson, runMembersJson } from '../../projections/match-json.ts';
import { activeEvent } from '../../http/scope.ts';
import { principalOf } from '../../http/plugins/auth.ts';
import type { RouteModule } from '../../http/types.ts';
import type { ReadView } from '../../infra/readstore/port.ts';
import { attendeeOf, excludedEntities, excludeQuery, excludeValues, pinnedRunOrError, runIdQuery } from './snapshot.ts';

export interface PairMatchInput {
  org: string;
  eventId: string;
  /** An event-bound key's event (null for an org-wide key): attendee IDs of other events name nobody. */
  bound?: string | null;
  principalPathId: string;
  targetPathId: string;
  runId: string | undefined;
  exclude: string[];
}

/**
 * The directional match principal → target of the pinned run: the target is in the
 * principal's list. Not in it, or either side excluded: 404 MATCH_NOT_FOUND. The Match
 * object's JSON text.
 */
export async function pairMatch(read: ReadView, q: PairMatchInput): Promise<string> {
  const { run, missing } = await pinnedRunOrError(read, q.org, q.eventId, q.runId);
  const principal = await attendeeOf(read, q.org, q.eventId, q.principalPathId, run, q.bound);
  const target = await attendeeOf(read, q.org, q.eventId, q.targetPathId, run, q.bound);
  if (!run) throw missing;
  const excluded = await excludedEntities(read, q.org, q.eventId, run.run_id, q.exclude, q.bound);
  const list = principal.member;
  const pair = excluded.has(principal.entity_id) || excluded.has(target.entity_id) ? undefined : list?.matches.find((m) => m.target_entity_id === target.entity_id);
  if (!list || !pair) throw notFound('MATCH_NOT_FOUND', `no match from ${q.principalPathId} to ${q.targetPathId} in match run ${run.run_id}`);
  return matchJson(pair, runMembersJson(run));
}

/** GET /events/:event_id/matches/:principal_partner_id/:target_partner_id */
export const pairMatchRoute: RouteModule = (app, deps) => {
  app.get(
    '/events/:event_id/matches/:principal_partner_id/:target_partner_id',
    {
      serializerCompiler: plainJson,
      schema: {
        summary: 'One pair match of a pinned match run',
        description: "Each path ID may be a partner attendee ID or a roster entity_id. The pair exists when the target is in the principal's list of the run.",
        tags: ['matches'],
        params: z.object({ event_id: partnerId(), principal_partner_id: partnerId(), target_partner_id: partnerId() }),
        querystring: z.object({ run_id: runIdQuery, ...excludeQuery }),
        response: { 200: matchResponse, 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (req, reply) => {
      const { event_id, principal_partner_id, target_partner_id } = req.params;
      const ev = await activeEvent(deps, req, event_id);
      const match = await pairMatch(deps.read, {
        org: ev.org_id,
        bound: principalOf(req).event_id,
        eventId: event_id,
        principalPathId: principal_partner_id,
        targetPathId: target_partner_id,
        runId: req.query.run_id,
        exclude: excludeValues(req.query),
      });
      return sendJson(reply, jsonObject({ correlation_id: req.id }, new RawJson(match)));
    },
  );
};
