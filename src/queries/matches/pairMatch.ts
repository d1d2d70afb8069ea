import { z } from 'zod';
import { notFound } from '../../domain/errors.ts';
import { errorEnvelope, partnerId } from '../../http/schemas.ts';
import { matchResponse, matchView, type MatchItem, plainJson } from '../../http/resources/match.ts';
import { activeEvent } from '../../http/scope.ts';
import type { RouteModule } from '../../http/types.ts';
import type { ReadView } from '../../infra/readstore/port.ts';
import { isAppError } from '../../domain/errors.ts';
import { pairId, type MatchPairDoc, type MatchRunDoc } from '../../projections/matches.ts';
import { attendeeOf, excludedEntities, excludeQuery, excludeValues, pinnedRun, runIdQuery } from './snapshot.ts';

export interface PairMatchInput {
  org: string;
  eventId: string;
  principalPathId: string;
  targetPathId: string;
  runId: string | undefined;
  exclude: string[];
}

/**
 * The directional match principal → target of the pinned run: the target is in the
 * principal's list. Not in it, or either side excluded: 404 MATCH_NOT_FOUND.
 */
export async function pairMatch(read: ReadView, q: PairMatchInput): Promise<MatchItem> {
  let run: MatchRunDoc | null = null;
  let runError: unknown;
  try {
    run = await pinnedRun(read, q.org, q.eventId, q.runId);
  } catch (e) {
    if (!isAppError(e)) throw e;
    runError = e;
  }
  const principal = await attendeeOf(read, q.org, q.eventId, q.principalPathId, run);
  const target = await attendeeOf(read, q.org, q.eventId, q.targetPathId, run);
  if (!run) throw runError;
  const excluded = await excludedEntities(read, q.org, q.eventId, run.run_id, q.exclude);
  const pair = excluded.has(principal.entity_id) || excluded.has(target.entity_id) ? null : await read.get<MatchPairDoc>('match_pairs', pairId(run.run_id, principal.entity_id, target.entity_id));
  if (!pair) throw notFound('MATCH_NOT_FOUND', `no match from ${q.principalPathId} to ${q.targetPathId} in match run ${run.run_id}`);
  return matchView(run, pair);
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
    async (req) => {
      const { event_id, principal_partner_id, target_partner_id } = req.params;
      const ev = await activeEvent(deps, req, event_id);
      const match = await pairMatch(deps.read, {
        org: ev.org_id,
        eventId: event_id,
        principalPathId: principal_partner_id,
        targetPathId: target_partner_id,
        runId: req.query.run_id,
        exclude: excludeValues(req.query),
      });
      return { ...match, correlation_id: req.id };
    },
  );
};
