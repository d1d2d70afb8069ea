import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../domain/errors.ts';
import type { EventFields } from '../domain/event.ts';
import { streams } from '../domain/streams.ts';
import { nowIso, type Deps } from '../deps.ts';
import { errorEnvelope, partnerId } from '../http/schemas.ts';
import { contextInput, dateOrderOk, eventInput, eventResponse, eventView, optionalEventInput, stateAsEvent } from '../http/resources/event.ts';
import { onlyQuery } from '../http/query.ts';
import { activeEvent, orgOf, settled } from '../http/scope.ts';
import type { RouteModule } from '../http/types.ts';
import { coded } from '../http/validation.ts';
import { execute } from './execute.ts';
import { eventDecider } from './eventDecider.ts';
import { claimSlug, releaseSlug } from './slugs.ts';

export const eventParams = z.object({ event_id: partnerId() });

/** Applies a partial change to an event: date order, slug uniqueness, one EventUpdated. */
export async function changeEvent(deps: Deps, req: FastifyRequest, eventId: string, changes: Partial<EventFields>) {
  await activeEvent(deps, req, eventId);
  const org = orgOf(req);
  const meta = { correlation_id: req.id, org_id: org };
  const stream = streams.event(org, eventId);
  let previousSlug: string | null = null;
  const res = await execute(
    deps.store,
    stream,
    eventDecider,
    (state) => {
      if (state.status === 'active') {
        previousSlug = state.fields.url_slug;
        const merged = { ...state.fields, ...changes };
        if (!dateOrderOk(merged.start_date, merged.end_date)) throw badRequest('INVALID_END_DATE', 'end_date is before start_date');
      }
      return { type: 'UpdateEvent' as const, changes, now: nowIso(deps) };
    },
    meta,
  );
  return { res, previousSlug: previousSlug as string | null, meta, org };
}

const body = coded(
  'INVALID_EVENT_UPDATE',
  z
    .strictObject({
      title: eventInput.title.optional(),
      ...optionalEventInput,
      ...Object.fromEntries(Object.entries(contextInput).map(([k, s]) => [k, s.optional()])),
    })
    .refine((b) => Object.keys(b).length > 0, 'send at least one field to change'),
);

/** PATCH /events/:event_id with the event's own field names (docs/decisions.md). */
export const updateEvent: RouteModule = (app, deps) => {
  app.patch(
    '/events/:event_id',
    {
      preValidation: onlyQuery([]),
      schema: {
        summary: 'Update an event',
        tags: ['events'],
        params: eventParams,
        body,
        response: { 200: eventResponse, 400: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (req) => {
      const { event_id } = req.params;
      const changes = req.body as Partial<EventFields>;
      let claimed = false;
      if (changes.url_slug) {
        await activeEvent(deps, req, event_id);
        claimed = await claimSlug(deps, orgOf(req), changes.url_slug, event_id, { correlation_id: req.id, org_id: orgOf(req) });
      }
      const { res, previousSlug, meta, org } = await changeEvent(deps, req, event_id, changes).catch(async (err: unknown) => {
        // A rejected update must not hold back the slug it claimed (it would block others until the claim's grace ends).
        if (claimed && changes.url_slug) await releaseSlug(deps, orgOf(req), changes.url_slug, event_id, { correlation_id: req.id, org_id: orgOf(req) });
        throw err;
      });
      if (previousSlug && changes.url_slug !== undefined && previousSlug.toLowerCase() !== changes.url_slug?.toLowerCase()) {
        await releaseSlug(deps, org, previousSlug, event_id, meta);
      }
      await settled(deps, res.position);
      return { ...eventView(stateAsEvent(res.state)), correlation_id: req.id };
    },
  );
};
