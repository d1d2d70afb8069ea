import { z } from 'zod';
import type { EventFields } from '../domain/event.ts';
import { errorEnvelope } from '../http/schemas.ts';
import { contextInput, contextResponse, contextView, stateAsEvent } from '../http/resources/event.ts';
import { settled } from '../http/scope.ts';
import type { RouteModule } from '../http/types.ts';
import { coded } from '../http/validation.ts';
import { changeEvent, eventParams } from './updateEvent.ts';

const body = coded(
  'INVALID_CONTEXT',
  z
    .strictObject({
      event_details: contextInput.event_details.optional(),
      objectives: contextInput.objectives.optional(),
      welcome_instructions: contextInput.welcome_instructions.optional(),
    })
    .refine((b) => Object.keys(b).length > 0, 'send at least one of event_details, objectives, welcome_instructions'),
);

/** POST /events/:event_id/context: partial update; fields not sent keep their values. */
export const updateEventContext: RouteModule = (app, deps) => {
  app.post(
    '/events/:event_id/context',
    {
      schema: {
        summary: 'Set the event context used by matching',
        tags: ['events'],
        params: eventParams,
        body,
        response: { 200: contextResponse, 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (req) => {
      const { res } = await changeEvent(deps, req, req.params.event_id, req.body as Partial<EventFields>);
      await settled(deps, res.position);
      return { ...contextView(stateAsEvent(res.state)), correlation_id: req.id };
    },
  );
};
