import { z } from 'zod';
import { streams } from '../domain/streams.ts';
import { nowIso } from '../deps.ts';
import { errorEnvelope } from '../http/schemas.ts';
import { flag, flagParam, onlyQuery } from '../http/query.ts';
import { activeEvent, orgOf, settled } from '../http/scope.ts';
import type { RouteModule } from '../http/types.ts';
import { eventRelationships } from '../queries/eventRelationships.ts';
import { execute } from './execute.ts';
import { eventDecider } from './eventDecider.ts';
import { releaseSlug } from './slugs.ts';
import { eventParams } from './updateEvent.ts';

const SUPPORTED = ['dry_run', 'force'];

const response = z.object({
  event_id: z.string(),
  dry_run: z.boolean(),
  deleted: z.boolean(),
  requires_force: z.boolean().describe('true when protected relationships remain, so the real call needs force=true'),
  deleted_at: z.string().optional(),
  affected: z.object({
    event_attendees: z.number().int(),
    session_participants: z.number().int(),
    sessions: z.number().int(),
    retained_people: z.number().int(),
  }),
  correlation_id: z.string(),
});

/** DELETE /events/:event_id: soft delete; `dry_run=true` previews; `force=true` when not empty. */
export const deleteEvent: RouteModule = (app, deps) => {
  app.delete(
    '/events/:event_id',
    {
      preValidation: onlyQuery(SUPPORTED),
      schema: {
        summary: 'Soft-delete an event (or preview with dry_run=true)',
        tags: ['events'],
        params: eventParams,
        querystring: z.object({ dry_run: flagParam(), force: flagParam() }),
        response: { 200: response, 400: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (req) => {
      const dryRun = flag(req, 'dry_run', SUPPORTED);
      const force = flag(req, 'force', SUPPORTED);
      const { event_id } = req.params;
      const event = await activeEvent(deps, req, event_id);
      const org = orgOf(req);
      const affected = await eventRelationships(deps.read, org, event_id);
      const protectedCount = affected.event_attendees + affected.sessions + affected.session_participants;
      if (dryRun) {
        // The preview tells whether the real call would need force, without changing anything.
        return { event_id, dry_run: true, deleted: false, requires_force: protectedCount > 0, affected, correlation_id: req.id };
      }
      const meta = { correlation_id: req.id, org_id: org };
      const res = await execute(deps.store, streams.event(org, event_id), eventDecider, { type: 'DeleteEvent', force, protectedCount, now: nowIso(deps) }, meta);
      if (event.url_slug) await releaseSlug(deps, org, event.url_slug, event_id, meta);
      await settled(deps, res.position);
      const deleted_at = res.state.status === 'deleted' ? res.state.updated_at : nowIso(deps);
      return { event_id, dry_run: false, deleted: true, requires_force: protectedCount > 0, deleted_at, affected, correlation_id: req.id };
    },
  );
};
