/** Org and event boundaries shared by every partner route. */
import type { FastifyRequest } from 'fastify';
import { forbidden, notFound } from '../domain/errors.ts';
import { docId } from '../domain/streams.ts';
import type { Deps } from '../deps.ts';
import type { Position } from '../infra/eventstore/port.ts';
import type { EventDoc } from '../projections/events.ts';
import { principalOf } from './plugins/auth.ts';

export const orgOf = (req: FastifyRequest) => principalOf(req).org_id;

/** An event-bound key addressing another event sees it as absent (404, never 403). */
export function assertEventInScope(req: FastifyRequest, eventId: string): void {
  const bound = principalOf(req).event_id;
  if (bound && bound !== eventId) throw notFound('EVENT_NOT_FOUND', `event ${eventId} not found`);
}

/**
 * The route hook of an org-wide write: an event-bound key is refused once it is authenticated,
 * before its body is parsed or validated (a 400 would suggest a fixed body could pass).
 */
export async function refuseEventBound(req: FastifyRequest): Promise<void> {
  if (principalOf(req).event_id) throw forbidden('EVENT_SCOPE_FORBIDDEN', 'this key is bound to one event and cannot use org-wide routes');
}

/** The caller's active (not deleted) event, or 404 EVENT_NOT_FOUND. */
export async function activeEvent(deps: Deps, req: FastifyRequest, eventId: string): Promise<EventDoc> {
  assertEventInScope(req, eventId);
  const doc = await deps.read.get<EventDoc>('events', docId(orgOf(req), eventId));
  if (!doc || doc.deleted_at) throw notFound('EVENT_NOT_FOUND', `event ${eventId} not found`);
  return doc;
}

/** Read-your-writes: answer only after the read models reflect the write (bounded wait). */
export async function settled(deps: Deps, position: Position | undefined): Promise<void> {
  if (position === undefined) return;
  const ok = await deps.projections.waitFor(position, deps.config.projectionWaitMs);
  if (!ok) deps.log.warn({ position }, 'read models lag behind a write beyond the wait bound');
}
