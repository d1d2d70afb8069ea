/**
 * Events of the people ledger (stream `people-{org}`): identity decisions, event rosters,
 * reviews and merges. The schemas describe the data exactly as it is stored, so old logs
 * still parse; the ledger's rules live in roster.ts and review.ts.
 */
import { z } from 'zod';
import { Candidate } from './identity.ts';
import { ImportRow, IntentPatch, ProfilePatch, SIDES } from './person.ts';

export const Source = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('import'), run_id: z.string(), row: z.number().int() }),
  z.object({ kind: z.literal('review'), review_id: z.string() }),
  z.object({ kind: z.literal('operator') }),
]);
export type Source = z.infer<typeof Source>;

export const DECISION_KINDS = ['new_person', 'adopted_by_anchor', 'anchors_claimed', 'review_accept', 'review_distinct', 'review_merge', 'operator_add'] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

const side = z.enum(SIDES).nullable();

export const IdentityDecided = z.object({
  org_id: z.string(),
  entity_id: z.string(),
  attendee_id: z.string().nullable(),
  event_id: z.string().nullable(),
  decision: z.enum(DECISION_KINDS),
  minted: z.boolean(),
  /** Anchor keys (hashed) the person claims with this decision. */
  anchors: z.array(z.string()),
  evidence: z.object({
    matched_on: z.enum(['attendee_id', 'email', 'linkedin_url', 'review']).nullable(),
    anchor: z.string().nullable(),
    candidates: z.array(z.string()),
    confidence: z.number().nullable(),
    reasoning: z.string(),
    evaluator: z.string(),
    review_id: z.string().nullable(),
  }),
  source: Source,
  created_at: z.string(),
});
export type IdentityDecided = z.infer<typeof IdentityDecided>;

export const AttendeeImported = z.object({
  org_id: z.string(),
  event_id: z.string(),
  entity_id: z.string(),
  attendee_id: z.string().nullable(),
  /** True when the person was not in the event before. */
  joined: z.boolean(),
  profile: ProfilePatch,
  /**
   * True when the row joined an existing person through an anchor or a review: its profile
   * fields only fill what the person lacks, so another ID's row never renames them.
   */
  fill_only: z.boolean().optional(),
  side,
  intent: IntentPatch,
  source: Source,
  at: z.string(),
});
export type AttendeeImported = z.infer<typeof AttendeeImported>;

export const RowError = z.object({
  row: z.number().int(),
  attendee_id: z.string(),
  code: z.enum(['REVIEW_REQUIRED', 'IDENTITY_CONFLICT', 'ATTENDEE_ID_CONFLICT']),
  message: z.string(),
  review_id: z.string().optional(),
});
export type RowError = z.infer<typeof RowError>;

export const COUNTERS = ['total', 'processed', 'created', 'reused', 'mapped', 'event_added', 'already_in_event', 'review_required', 'skipped', 'error_count'] as const;
/** An enum-keyed record: every counter is required. */
export const Counts = z.record(z.enum(COUNTERS), z.number());
export type Counts = z.infer<typeof Counts>;

export const ImportChunkApplied = z.object({
  org_id: z.string(),
  event_id: z.string(),
  run_id: z.string(),
  chunk: z.number().int(),
  offset: z.number().int(),
  counts: Counts,
  errors: z.array(RowError),
  warnings: z.array(z.string()),
  at: z.string(),
});
export type ImportChunkApplied = z.infer<typeof ImportChunkApplied>;

export const IdentityReviewOpened = z.object({
  org_id: z.string(),
  event_id: z.string(),
  review_id: z.string(),
  kind: z.literal('identity'),
  attendee_id: z.string(),
  display_name: z.string(),
  /** The held row, applied only when the review is resolved. */
  row: ImportRow,
  candidates: z.array(Candidate),
  confidence: z.number(),
  reasoning: z.string(),
  evaluator: z.string(),
  source: Source,
  created_at: z.string(),
});
export type IdentityReviewOpened = z.infer<typeof IdentityReviewOpened>;

export const IdentityReviewCandidateRejected = z.object({
  org_id: z.string(),
  review_id: z.string(),
  entity_id: z.string(),
  reason: z.string().nullable(),
  at: z.string(),
});
export type IdentityReviewCandidateRejected = z.infer<typeof IdentityReviewCandidateRejected>;

/**
 * A later row of a held attendee, imported into the review's event while the review is open: its
 * side and supplied event axes replace the held row's (an import reapplies them), so the
 * resolution applies the partner's latest word. Its identity fields leave the review's question as it was.
 */
export const IdentityReviewRowUpdated = z.object({
  org_id: z.string(),
  event_id: z.string(),
  review_id: z.string(),
  attendee_id: z.string(),
  side,
  intent: IntentPatch,
  source: Source,
  at: z.string(),
});
export type IdentityReviewRowUpdated = z.infer<typeof IdentityReviewRowUpdated>;

export const IdentityReviewResolved = z.object({
  org_id: z.string(),
  event_id: z.string(),
  review_id: z.string(),
  attendee_id: z.string(),
  decision: z.enum(['accept', 'distinct', 'merge']),
  entity_id: z.string(),
  reason: z.string().nullable(),
  enrichment_due: z.boolean(),
  at: z.string(),
});
export type IdentityReviewResolved = z.infer<typeof IdentityReviewResolved>;

export const AttendeeSideChanged = z.object({
  org_id: z.string(),
  event_id: z.string(),
  entity_id: z.string(),
  side,
  /** Directional scores of the attendee are stale; a rescore is due. */
  rescore_due: z.literal(true),
  at: z.string(),
});
export type AttendeeSideChanged = z.infer<typeof AttendeeSideChanged>;

export const AttendeeRemovedFromEvent = z.object({
  org_id: z.string(),
  event_id: z.string(),
  entity_id: z.string(),
  attendee_id: z.string().nullable(),
  session_ids: z.array(z.string()),
  at: z.string(),
});
export type AttendeeRemovedFromEvent = z.infer<typeof AttendeeRemovedFromEvent>;

export const PersonsMerged = z.object({
  org_id: z.string(),
  review_id: z.string(),
  source_entity_id: z.string(),
  target_entity_id: z.string(),
  attendee_ids: z.array(z.string()),
  rewritten_anchors: z.array(z.string()),
  superseded_anchors: z.array(z.string()),
  /** Events both were in: the source's membership (and its computations) is dropped. */
  dropped_event_ids: z.array(z.string()),
  /** Events only the source was in: the target takes its place. */
  moved_event_ids: z.array(z.string()),
  reason: z.string().nullable(),
  at: z.string(),
});
export type PersonsMerged = z.infer<typeof PersonsMerged>;

/** Every event of the people ledger, by type. */
export const peopleEventSchemas = {
  IdentityDecided,
  AttendeeImported,
  ImportChunkApplied,
  IdentityReviewOpened,
  IdentityReviewCandidateRejected,
  IdentityReviewRowUpdated,
  IdentityReviewResolved,
  AttendeeSideChanged,
  AttendeeRemovedFromEvent,
  PersonsMerged,
} as const;

export type PeopleEvent = {
  [K in keyof typeof peopleEventSchemas]: { type: K; data: z.infer<(typeof peopleEventSchemas)[K]> };
}[keyof typeof peopleEventSchemas];
