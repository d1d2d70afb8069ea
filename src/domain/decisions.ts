/**
 * How the people ledger reads as identity decisions. One reading serves the partner's history
 * (the identity_decisions read model) and the auditor's replay (CLI `audit identity`), so the
 * two can never tell different stories.
 */
import type { PeopleEvent, Source } from './peopleEvents.ts';

export interface DecisionRecord {
  decision: string;
  entity_id: string | null;
  attendee_id: string | null;
  event_id: string | null;
  minted: boolean;
  matched_on: string | null;
  confidence: number | null;
  reasoning: string;
  evaluator: string | null;
  review_id: string | null;
  source: Source | null;
  created_at: string;
}

/** The held row a review step belongs to (a rejection event does not repeat it). */
export interface ReviewContext {
  attendee_id: string | null;
  event_id: string | null;
}

/** The decision an event records, or null for events that decide nothing about identity. */
export function decisionRecordOf(e: PeopleEvent, review?: ReviewContext): DecisionRecord | null {
  switch (e.type) {
    case 'IdentityDecided': {
      const d = e.data;
      return {
        decision: d.decision,
        entity_id: d.entity_id,
        attendee_id: d.attendee_id,
        event_id: d.event_id,
        minted: d.minted,
        matched_on: d.evidence.matched_on,
        confidence: d.evidence.confidence,
        reasoning: d.evidence.reasoning,
        evaluator: d.evidence.evaluator,
        review_id: d.evidence.review_id,
        source: d.source,
        created_at: d.created_at,
      };
    }
    case 'IdentityReviewOpened': {
      const d = e.data;
      return {
        decision: 'held_for_review',
        entity_id: null,
        attendee_id: d.attendee_id,
        event_id: d.event_id,
        minted: false,
        matched_on: d.candidates[0]?.matched_on ?? null,
        confidence: d.confidence,
        reasoning: d.reasoning,
        evaluator: d.evaluator,
        review_id: d.review_id,
        source: d.source,
        created_at: d.created_at,
      };
    }
    case 'IdentityReviewCandidateRejected': {
      const d = e.data;
      return {
        decision: 'candidate_rejected',
        entity_id: null,
        attendee_id: review?.attendee_id ?? null,
        event_id: review?.event_id ?? null,
        minted: false,
        matched_on: 'review',
        confidence: null,
        reasoning: d.reason ? `a candidate was rejected: ${d.reason}` : 'a candidate was rejected',
        evaluator: null,
        review_id: d.review_id,
        source: { kind: 'review', review_id: d.review_id },
        created_at: d.at,
      };
    }
    case 'PersonsMerged': {
      const d = e.data;
      return {
        decision: 'merged',
        entity_id: d.target_entity_id,
        attendee_id: null,
        event_id: null,
        minted: false,
        matched_on: 'review',
        confidence: null,
        reasoning: `person ${d.source_entity_id} was merged into this person${d.reason ? `: ${d.reason}` : ''}`,
        evaluator: null,
        review_id: d.review_id,
        source: { kind: 'review', review_id: d.review_id },
        created_at: d.at,
      };
    }
    default:
      return null;
  }
}
