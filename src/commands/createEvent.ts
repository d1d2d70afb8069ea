import { z } from 'zod';
import { badRequest } from '../domain/errors.ts';
import { streams } from '../domain/streams.ts';
import { nowIso } from '../deps.ts';
import { errorEnvelope, partnerId } from '../http/schemas.ts';
import { dateOrderOk, eventInput, eventResponse, eventView, createEventInput, stateAsEvent } from '../http/resources/event.ts';
import { orgOf, refuseEventBound, settled } from '../http/scope.ts';
import type { RouteModule } from '../http/types.ts';
import { execute } from './execute.ts';
import { eventDecider } from './eventDecider.ts';
import { claimSlug, releaseSlug } from './slugs.ts';

const body = z.object({
  event_id: partnerId(),
  title: eventInput.title,
  ...createEventInput,
});

/** POST /events: 201 with the event; 409 PARTNER_ID_CONFLICT when the ID is mapped in the org. */
export const createEvent: RouteModule = (app, deps) => {
  app.post(
    '/events',
    {
      // An event-bound key is refused before its body is looked at.
      onRequest: refuseEventBound,
      schema: {
        summary: 'Create an event',
        tags: ['events'],
        body,
        response: { 201: eventResponse, 400: errorEnvelope, 403: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (req, reply) => {
      const org = orgOf(req);
      const b = req.body;
      if (!dateOrderOk(b.start_date ?? null, b.end_date ?? null)) throw badRequest('INVALID_END_DATE', 'end_date is before start_date');
      const meta = { correlation_id: req.id, org_id: org };
      let claimed = false;
      if (b.url_slug) {
        // Fail fast on a taken ID before claiming a slug for it.
        const existing = await deps.store.readStream(streams.event(org, b.event_id), { maxCount: 1 });
        if (existing.length === 0) claimed = await claimSlug(deps, org, b.url_slug, b.event_id, meta);
      }
      const res = await execute(
        deps.store,
        streams.event(org, b.event_id),
        eventDecider,
        {
          type: 'CreateEvent',
          org_id: org,
          event_id: b.event_id,
          now: nowIso(deps),
          fields: {
            title: b.title,
            description: b.description ?? null,
            start_date: b.start_date ?? null,
            end_date: b.end_date ?? null,
            timezone: b.timezone ?? null,
            visibility: b.visibility ?? null,
            url_slug: b.url_slug ?? null,
            event_details: b.event_details ?? null,
            objectives: b.objectives ?? null,
            welcome_instructions: b.welcome_instructions ?? null,
          },
        },
        meta,
      ).catch(async (err: unknown) => {
        // Lost a create race on the ID: give back the slug claimed for it.
        if (claimed && b.url_slug) await releaseSlug(deps, org, b.url_slug, b.event_id, meta);
        throw err;
      });
      await settled(deps, res.position);
      return reply.code(201).send({ ...eventView(stateAsEvent(res.state)), correlation_id: req.id });
    },
  );
};
