/** What the review use cases share: the caller's review, its decider state and index slice. */
import { z } from 'zod';
import { notFound } from '../../domain/errors.ts';
import { anchorsOf } from '../../domain/person.ts';
import type { IdentityIndex } from '../../domain/identity.ts';
import type { EventField, RecordOf, ReviewState } from '../../domain/review.ts';
import { docId } from '../../domain/streams.ts';
import type { ReadView } from '../../infra/readstore/port.ts';
import { coded } from '../../http/validation.ts';
import type { EventDoc } from '../../projections/events.ts';
import type { ReviewDoc } from '../../projections/reviews.ts';
import { rosterId, type RosterDoc } from '../../projections/roster.ts';
import { loadIndex } from '../attendees/ledger.ts';

export const reviewParams = z.object({ review_id: coded('INVALID_REVIEW_ID', z.string().uuid()) });

/** Whose review: the caller's org, and the event its key is bound to (null for an org-wide key). */
export interface ReviewScope {
  org_id: string;
  event_id: string | null;
}

/** The caller's review (org and event boundary), or 404 REVIEW_NOT_FOUND. */
export async function reviewOf(read: ReadView, scope: ReviewScope, reviewId: string): Promise<ReviewDoc> {
  const r = await read.get<ReviewDoc>('reviews', reviewId.toLowerCase());
  const missing = () => notFound('REVIEW_NOT_FOUND', `review ${reviewId} not found`);
  if (!r || r.org_id !== scope.org_id || (scope.event_id && r.event_id !== scope.event_id)) throw missing();
  // A review of a deleted event is gone with it: resolving must never write into that event.
  const event = await read.get<EventDoc>('events', docId(r.org_id, r.event_id));
  if (!event || event.deleted_at) throw missing();
  return r;
}

export const reviewState = (r: ReviewDoc): ReviewState => ({
  org_id: r.org_id,
  event_id: r.event_id,
  review_id: r.review_id,
  attendee_id: r.attendee_id,
  status: r.status,
  row: r.row,
  candidates: r.candidates,
});

/** The index slice a review decision needs: the held row's keys and the candidates. */
export function reviewIndex(read: ReadView, r: ReviewDoc, extra: { attendeeIds?: string[] } = {}) {
  const a = anchorsOf(r.row);
  return loadIndex(read, r.org_id, {
    attendeeIds: [r.attendee_id, ...(extra.attendeeIds ?? [])],
    anchors: [a.email, a.linkedin].filter((k): k is string => !!k),
    entities: r.candidates.map((c) => c.entity_id),
    eventId: r.event_id,
  });
}

/**
 * The roster records, in the review's event, of the people a resolution may apply the held row
 * to (the candidates, as the index follows them), with the fields written after the row was held.
 */
export async function eventRecords(read: ReadView, r: ReviewDoc, index: IdentityIndex): Promise<RecordOf> {
  const ids = [...index.persons.keys()].map((e) => rosterId(r.org_id, r.event_id, e));
  const docs = ids.length ? await read.find<RosterDoc>('event_attendees', { where: { id: { $in: ids } } }) : [];
  const byEntity = new Map(docs.map((d) => [d.entity_id, d]));
  return (entity) => {
    const d = byEntity.get(entity);
    if (!d) return null;
    const fields: EventField[] = ['side', 'goal', 'needs', 'offers'];
    return { side: d.event.side, newer: fields.filter((f) => d.written[f] > r.held_written[f]) };
  };
}
