/**
 * `reviews`: identity reviews (open and resolved) with their held row and candidates;
 * `review_candidates`: one row per open review and remaining candidate, so a roster page
 * counts the open reviews of its people with one query.
 */
import { rowFieldsOf, type ImportRow } from '../domain/person.ts';
import { PEOPLE_EVENTS, type PeopleEvent, type ReviewCandidate, type Source } from '../domain/roster.ts';
import { intentWrittenAt, type EventField } from '../domain/review.ts';
import { update, type Projector } from './projector.ts';

export interface ReviewDoc {
  id: string;
  org_id: string;
  event_id: string;
  review_id: string;
  kind: 'identity';
  /**
   * `withdrawn`: its event was deleted before the review was resolved, or the held attendee's row
   * landed in the event through the attendee's own mapping meanwhile (the question is moot); never
   * listed or resolved.
   */
  status: 'open' | 'resolved' | 'withdrawn';
  attendee_id: string;
  display_name: string;
  /** Internal: the held row (with its e-mail); never in a partner view. */
  row: ImportRow;
  /**
   * Log position at which each event field of the held row was last stated (the hold, or a later
   * row of the attendee): a resolution applies it only over writes of the event older than that.
   */
  held_written: Record<EventField, number>;
  candidates: ReviewCandidate[];
  confidence: number;
  reasoning: string;
  evaluator: string;
  source: Source;
  created_at: string;
  resolved_at: string | null;
  decision: string | null;
  entity_id: string | null;
}

export interface ReviewCandidateDoc {
  id: string;
  org_id: string;
  event_id: string;
  review_id: string;
  entity_id: string;
}

const candId = (reviewId: string, entityId: string) => `${reviewId}/${entityId}`;

export const reviewsProjector: Projector = {
  name: 'reviews',
  collections: [
    { name: 'reviews', indexes: [['org_id', 'status', 'created_at'], ['org_id', 'event_id', 'status', 'created_at'], ['org_id', 'event_id', 'attendee_id']] },
    { name: 'review_candidates', indexes: [['org_id', 'event_id', 'entity_id']] },
  ],
  async apply(stored, tx) {
    if (stored.type === 'EventDeleted') {
      const d = stored.data as { org_id: string; event_id: string; deleted_at: string };
      const open = await tx.find<ReviewDoc>('reviews', { where: { org_id: d.org_id, event_id: d.event_id, status: 'open' } });
      for (const r of open) {
        await update<ReviewDoc>(tx, 'reviews', r.review_id, stored, (c) => (c ? { ...c, status: 'withdrawn', resolved_at: d.deleted_at } : undefined));
        for (const c of r.candidates) await tx.delete('review_candidates', candId(r.review_id, c.entity_id));
      }
      return;
    }
    if (!PEOPLE_EVENTS.has(stored.type)) return;
    const e = { type: stored.type, data: stored.data } as PeopleEvent;
    switch (e.type) {
      case 'IdentityReviewOpened': {
        const d = e.data;
        await update<ReviewDoc>(tx, 'reviews', d.review_id, stored, () => ({
          id: d.review_id,
          org_id: d.org_id,
          event_id: d.event_id,
          review_id: d.review_id,
          kind: 'identity',
          status: 'open',
          attendee_id: d.attendee_id,
          display_name: d.display_name,
          row: d.row,
          held_written: { side: stored.position, goal: stored.position, needs: stored.position, offers: stored.position },
          candidates: d.candidates.map((c) => ({ ...c, rejected: false })),
          confidence: d.confidence,
          reasoning: d.reasoning,
          evaluator: d.evaluator,
          source: d.source,
          created_at: d.created_at,
          resolved_at: null,
          decision: null,
          entity_id: null,
        }));
        for (const c of d.candidates) {
          await tx.put<ReviewCandidateDoc>('review_candidates', { id: candId(d.review_id, c.entity_id), org_id: d.org_id, event_id: d.event_id, review_id: d.review_id, entity_id: c.entity_id });
        }
        return;
      }
      case 'AttendeeImported': {
        // The held attendee is in the event now (a re-import through a mapping made meanwhile, an
        // accept, an operator add): its open reviews there ask nothing any more. Left open, they could
        // never be resolved (accept and distinct answer ATTENDEE_ID_CONFLICT) and would stay listed.
        const d = e.data;
        if (d.attendee_id === null) return;
        const open = await tx.find<ReviewDoc>('reviews', { where: { org_id: d.org_id, event_id: d.event_id, attendee_id: d.attendee_id, status: 'open' } });
        for (const r of open) {
          await update<ReviewDoc>(tx, 'reviews', r.review_id, stored, (c) => (c ? { ...c, status: 'withdrawn', resolved_at: d.at } : undefined));
          for (const c of r.candidates) await tx.delete('review_candidates', candId(r.review_id, c.entity_id));
        }
        return;
      }
      case 'IdentityReviewRowUpdated': {
        const d = e.data;
        const at = stored.position;
        await update<ReviewDoc>(tx, 'reviews', d.review_id, stored, (cur) =>
          cur?.status === 'open'
            ? {
                ...cur,
                row: { ...cur.row, side: d.side, ...rowFieldsOf(d.intent) },
                held_written: { side: at, ...intentWrittenAt(d.intent, at, cur.held_written) },
              }
            : undefined,
        );
        return;
      }
      case 'IdentityReviewCandidateRejected': {
        const d = e.data;
        await update<ReviewDoc>(tx, 'reviews', d.review_id, stored, (cur) =>
          cur ? { ...cur, candidates: cur.candidates.map((c) => (c.entity_id === d.entity_id ? { ...c, rejected: true } : c)) } : undefined,
        );
        await tx.delete('review_candidates', candId(d.review_id, d.entity_id));
        return;
      }
      case 'IdentityReviewResolved': {
        const d = e.data;
        const cur = await tx.get<ReviewDoc>('reviews', d.review_id);
        await update<ReviewDoc>(tx, 'reviews', d.review_id, stored, (c) => (c ? { ...c, status: 'resolved', resolved_at: d.at, decision: d.decision, entity_id: d.entity_id } : undefined));
        for (const c of cur?.candidates ?? []) await tx.delete('review_candidates', candId(d.review_id, c.entity_id));
        return;
      }
      default:
        return;
    }
  },
};
