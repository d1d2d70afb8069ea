import type { FastifyRequest } from 'fastify';
import { notFound } from '../domain/errors.ts';
import type { Deps } from '../deps.ts';
import type { ReadView } from '../infra/readstore/port.ts';
import { errorEnvelope } from '../http/schemas.ts';
import { onlyQuery } from '../http/query.ts';
import { sessionParams, sessionResponse, sessionView } from '../http/resources/session.ts';
import { activeEvent, orgOf } from '../http/scope.ts';
import type { RouteModule } from '../http/types.ts';
import { sessionDocId, type SessionDoc } from '../projections/sessions.ts';

/**
 * Participants of a session, from the `session_participants` read model (kept by the roster:
 * one document per participant with org_id, event_id, session_id).
 */
export const participantCount = (read: ReadView, org: string, eventId: string, sessionId: string) =>
  read.count('session_participants', { org_id: org, event_id: eventId, session_id: sessionId });

/**
 * The caller's active session of an active event. An unknown, deleted or out-of-scope event is
 * 404 EVENT_NOT_FOUND first; a session that is deleted or belongs to another event is 404
 * SESSION_NOT_FOUND (docs/decisions.md).
 */
export async function activeSession(deps: Deps, req: FastifyRequest, eventId: string, sessionId: string): Promise<SessionDoc> {
  await activeEvent(deps, req, eventId);
  const doc = await deps.read.get<SessionDoc>('sessions', sessionDocId(orgOf(req), sessionId));
  if (!doc || doc.deleted_at || doc.event_id !== eventId) throw notFound('SESSION_NOT_FOUND', `session ${sessionId} not found`);
  return doc;
}

/** GET /events/:event_id/sessions/:session_id */
export const getSession: RouteModule = (app, deps) => {
  app.get(
    '/events/:event_id/sessions/:session_id',
    {
      preValidation: onlyQuery([]),
      schema: {
        summary: 'Get a session',
        tags: ['sessions'],
        params: sessionParams,
        response: { 200: sessionResponse, 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (req) => {
      const { event_id, session_id } = req.params;
      const doc = await activeSession(deps, req, event_id, session_id);
      const count = await participantCount(deps.read, orgOf(req), event_id, session_id);
      return { ...sessionView(doc, count), correlation_id: req.id };
    },
  );
};
