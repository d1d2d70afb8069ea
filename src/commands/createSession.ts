import { z } from 'zod';
import { streams } from '../domain/streams.ts';
import { nowIso } from '../deps.ts';
import { errorEnvelope, partnerId } from '../http/schemas.ts';
import { sessionInput, sessionResponse, sessionView, stateAsSession } from '../http/resources/session.ts';
import { activeEvent, orgOf, settled } from '../http/scope.ts';
import type { RouteModule } from '../http/types.ts';
import { participantCount } from '../queries/getSession.ts';
import { execute } from './execute.ts';
import { sessionDecider } from './sessionDecider.ts';
import { eventParams } from './updateEvent.ts';

const body = z.object({
  session_id: partnerId(),
  title: sessionInput.title,
  description: sessionInput.description.optional(),
  start_timestamp: sessionInput.start_timestamp.optional(),
  end_timestamp: sessionInput.end_timestamp.optional(),
  metadata: sessionInput.metadata.optional(),
});

/** POST /events/:event_id/sessions: 201 with the session; 409 PARTNER_ID_CONFLICT when the ID is mapped in the org. */
export const createSession: RouteModule = (app, deps) => {
  app.post(
    '/events/:event_id/sessions',
    {
      schema: {
        summary: 'Create a session of an event',
        tags: ['sessions'],
        params: eventParams,
        body,
        response: { 201: sessionResponse, 400: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (req, reply) => {
      const { event_id } = req.params;
      await activeEvent(deps, req, event_id);
      const org = orgOf(req);
      const b = req.body;
      const res = await execute(
        deps.store,
        streams.session(org, b.session_id),
        sessionDecider,
        {
          type: 'CreateSession',
          org_id: org,
          event_id,
          session_id: b.session_id,
          now: nowIso(deps),
          fields: {
            title: b.title,
            description: b.description ?? null,
            start_timestamp: b.start_timestamp ?? null,
            end_timestamp: b.end_timestamp ?? null,
            metadata: b.metadata ?? {},
          },
        },
        { correlation_id: req.id, org_id: org },
      );
      await settled(deps, res.position);
      const count = await participantCount(deps.read, org, event_id, b.session_id);
      return reply.code(201).send({ ...sessionView(stateAsSession(res.state), count), correlation_id: req.id });
    },
  );
};
