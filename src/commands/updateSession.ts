import { z } from 'zod';
import type { SessionFields } from '../domain/session.ts';
import { streams } from '../domain/streams.ts';
import { nowIso } from '../deps.ts';
import { errorEnvelope } from '../http/schemas.ts';
import { onlyQuery } from '../http/query.ts';
import { sessionInput, sessionParams, sessionResponse, sessionView, stateAsSession } from '../http/resources/session.ts';
import { orgOf, settled } from '../http/scope.ts';
import type { RouteModule } from '../http/types.ts';
import { coded } from '../http/validation.ts';
import { activeSession, participantCount } from '../queries/getSession.ts';
import { execute } from './execute.ts';
import { sessionDecider } from './sessionDecider.ts';

const body = coded(
  'INVALID_SESSION_UPDATE',
  z
    .strictObject({
      title: sessionInput.title.optional(),
      description: sessionInput.description.optional(),
      start_timestamp: sessionInput.start_timestamp.optional(),
      end_timestamp: sessionInput.end_timestamp.optional(),
      metadata: sessionInput.metadata.optional(),
    })
    .refine((b) => Object.keys(b).length > 0, 'send at least one of title, description, start_timestamp, end_timestamp, metadata'),
);

/** PATCH /events/:event_id/sessions/:session_id: fields not sent keep their values; metadata is replaced whole. */
export const updateSession: RouteModule = (app, deps) => {
  app.patch(
    '/events/:event_id/sessions/:session_id',
    {
      preValidation: onlyQuery([]),
      schema: {
        summary: 'Update a session',
        tags: ['sessions'],
        params: sessionParams,
        body,
        response: { 200: sessionResponse, 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (req) => {
      const { event_id, session_id } = req.params;
      await activeSession(deps, req, event_id, session_id);
      const org = orgOf(req);
      const res = await execute(
        deps.store,
        streams.session(org, session_id),
        sessionDecider,
        { type: 'UpdateSession', event_id, session_id, changes: req.body as Partial<SessionFields>, now: nowIso(deps) },
        { correlation_id: req.id, org_id: org },
      );
      await settled(deps, res.position);
      const count = await participantCount(deps.read, org, event_id, session_id);
      return { ...sessionView(stateAsSession(res.state), count), correlation_id: req.id };
    },
  );
};
