/** Review queue items: partner views that never show e-mail addresses or internal IDs of candidates. */
import { z } from 'zod';
import type { ReviewDoc } from '../../projections/reviews.ts';

export const reviewItem = z.object({
  review_id: z.string().uuid(),
  kind: z.literal('identity'),
  event_id: z.string(),
  partner_id: z.string().describe('the attendee ID of the held import row'),
  display_name: z.string(),
  candidate: z
    .object({ display_name: z.string(), title: z.string().nullable(), company: z.string().nullable(), linkedin_url: z.string().nullable() })
    .nullable()
    .describe('the top remaining candidate; no e-mail, no internal IDs'),
  source_path: z.string().describe('runs/{run_id}/attendees/{row}: the held row of the import'),
  candidate_ref: z.string().nullable().describe("the candidate's partner attendee ID (a merge target), or null for an internally added person"),
  remaining_candidates: z.number().int(),
  confidence: z.number(),
  reasoning: z.string(),
  evaluator: z.string(),
  created_at: z.string(),
});

/** The top remaining candidate of a review, or null when none remains. */
export const topCandidate = (r: ReviewDoc) => r.candidates.find((c) => !c.rejected) ?? null;

/**
 * For an event-bound key, what it may see of a review's top candidate: the candidate's
 * attendee ID in the key's event when the candidate is in that event, or `hidden` when the
 * candidate is known only from other events of the org (then no candidate field is shown).
 */
export type CandidateScope = { hidden: true } | { hidden: false; attendee_id: string | null };

export function reviewView(r: ReviewDoc, scope?: CandidateScope) {
  const found = topCandidate(r);
  const top = scope?.hidden ? null : found;
  return {
    review_id: r.review_id,
    kind: r.kind,
    event_id: r.event_id,
    partner_id: r.attendee_id,
    display_name: r.display_name,
    candidate: top ? { display_name: top.display_name, title: top.title, company: top.company, linkedin_url: top.linkedin_url } : null,
    source_path: r.source.kind === 'import' ? `runs/${r.source.run_id}/attendees/${r.source.row}` : `reviews/${r.review_id}`,
    candidate_ref: top ? (scope && !scope.hidden ? scope.attendee_id : top.attendee_id) ?? null : null,
    remaining_candidates: r.candidates.filter((c) => !c.rejected).length,
    confidence: found?.confidence ?? r.confidence,
    reasoning: r.reasoning,
    evaluator: r.evaluator,
    created_at: r.created_at,
  };
}
