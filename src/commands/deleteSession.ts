import { z } from 'zod';
import { streams } from '../domain/streams.ts';
import { nowIso } from '../deps.ts';
import { errorEnvelope } from '../http/schemas.ts';
import { flag, flagParam, onlyQuery } from '../http/query.ts';
import { sessionParams } from '../http/resources/session.ts';
import { orgOf, settled } from '../http/scope.ts';
import type { RouteModule } from '../http/types.ts';
import { activeSession, participantCount } from '../queries/getSession.ts';
import { execute } from './execute.ts';
import { sessionDecider } from './sessionDecider.ts';

const SUPPORTED = ['dry_run'];

const response = z.object({
  event_id: z.string(),
  session_id: z.string(),
  dry_run: z.boolean(),
  deleted: z.boolean(),
  deleted_at: z.string().optional().describe('present only when the session was deleted (not on dry_run)'),
  affected: z.object({
    session_participants: z.number().int().describe('participants of the session; reported, never deleted'),
  }),
  correlation_id: z.string(),
});

/** DELETE /events/:event_id/sessions/:session_id: soft delete; `dry_run=true` previews; a repeat is 404. */
export const deleteSession: RouteModule = (app, deps) => {
  app.delete(
    '/events/:event_id/sessions/:session_id',
    {
      preValidation: onlyQuery(SUPPORTED),
      schema: {
        summary: 'Soft-delete a session (or preview with dry_run=true)',
        tags: ['sessions'],
        params: sessionParams,
        querystring: z.object({ dry_run: flagParam() }),
        response: { 200: response, 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (req) => {
      const dryRun = flag(req, 'dry_run', SUPPORTED);
      const { event_id, session_id } = req.params;
      await activeSession(deps, req, event_id, session_id);
      const org = orgOf(req);
      const affected = { session_participants: await participantCount(deps.read, org, event_id, session_id) };
      const base = { event_id, session_id, affected, correlation_id: req.id };
      if (dryRun) return { ...base, dry_run: true, deleted: false };
      const res = await execute(
        deps.store,
        streams.session(org, session_id),
        sessionDecider,
        { type: 'DeleteSession', event_id, session_id, now: nowIso(deps) },
        { correlation_id: req.id, org_id: org },
      );
      await settled(deps, res.position);
      const deleted_at = (res.state.status === 'deleted' && res.state.deleted_at) || nowIso(deps);
      return { ...base, dry_run: false, deleted: true, deleted_at };
    },
  );
};
