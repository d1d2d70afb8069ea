import { errorEnvelope } from '../http/schemas.ts';
import { contextResponse, contextView, eventResponse, eventView } from '../http/resources/event.ts';
import { activeEvent } from '../http/scope.ts';
import type { RouteModule } from '../http/types.ts';
import { eventParams } from '../commands/updateEvent.ts';

/** GET /events/:event_id and GET /events/:event_id/context. */
export const getEvent: RouteModule = (app, deps) => {
  app.get(
    '/events/:event_id',
    {
      schema: {
        summary: 'Get an event',
        tags: ['events'],
        params: eventParams,
        response: { 200: eventResponse, 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (req) => ({ ...eventView(await activeEvent(deps, req, req.params.event_id)), correlation_id: req.id }),
  );
  app.get(
    '/events/:event_id/context',
    {
      schema: {
        summary: 'Get the event context',
        tags: ['events'],
        params: eventParams,
        response: { 200: contextResponse, 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (req) => ({ ...contextView(await activeEvent(deps, req, req.params.event_id)), correlation_id: req.id }),
  );
};
