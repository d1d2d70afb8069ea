/**
 * The enrichment run's walk over an event roster: which attendees get attendee-level work,
 * which are held, and the run's counters. Pure; the worker (src/workers/enricher.ts) does I/O.
 */
import { z } from 'zod';
import { hasSource, intentInputHash, type IntentInputs, type RequestOutcome } from './intent.ts';

export const ENRICHMENT_COUNTERS = ['total', 'processed', 'enrichment_requested', 'review_required', 'skipped', 'error_count'] as const;
export type EnrichmentCounts = Record<(typeof ENRICHMENT_COUNTERS)[number], number>;

export const EnrichmentRowError = z.object({
  /** Zero-based position of the attendee in the roster walk (the roster list order). */
  row: z.number().int(),
  attendee_id: z.string().nullable(),
  entity_id: z.string(),
  code: z.enum(['REVIEW_REQUIRED', 'NO_SOURCE_RECORD']),
  message: z.string(),
});
export type EnrichmentRowError = z.infer<typeof EnrichmentRowError>;

/** Checkpoint of the walk on the run stream: a resumed run continues after `after`. */
export const EnrichmentPageWalked = z.object({
  run_id: z.string(),
  /** Keyset position (roster_key, doc id) of the last attendee walked. */
  after: z.tuple([z.string(), z.string()]),
  counts: z.record(z.enum(ENRICHMENT_COUNTERS), z.number()),
  errors: z.array(EnrichmentRowError),
  at: z.string(),
});
export type EnrichmentPageWalked = z.infer<typeof EnrichmentPageWalked>;

export const zeroEnrichment = (total: number): EnrichmentCounts => ({ total, processed: 0, enrichment_requested: 0, review_required: 0, skipped: 0, error_count: 0 });

export interface WalkMember {
  attendee_id: string | null;
  entity_id: string;
  /** Open identity reviews naming this person at the event. */
  open_reviews: number;
  inputs: IntentInputs;
}

export type Verdict =
  | { kind: 'held'; error: EnrichmentRowError }
  | { kind: 'read'; input_hash: string };

/** An attendee under identity review is held; one with nothing to read is a row error. */
export function verdictOf(m: WalkMember, row: number): Verdict {
  const base = { row, attendee_id: m.attendee_id, entity_id: m.entity_id };
  if (m.open_reviews > 0) {
    return { kind: 'held', error: { ...base, code: 'REVIEW_REQUIRED', message: 'an identity review names this attendee; resolve it (POST /review-queue/{review_id}/resolve) and run enrichment again' } };
  }
  if (!hasSource(m.inputs)) {
    return { kind: 'held', error: { ...base, code: 'NO_SOURCE_RECORD', message: 'nothing to read: import an event_goal, event_needs / event_offers, or a title or company for this attendee (a placeholder such as "tbd" is none)' } };
  }
  return { kind: 'read', input_hash: intentInputHash(m.inputs) };
}

/** Adds one attendee's verdict (and, for a read, the request's outcome) to the counters. */
export function count(c: EnrichmentCounts, v: Verdict, outcome?: RequestOutcome): void {
  c.processed += 1;
  if (v.kind === 'held') {
    if (v.error.code === 'REVIEW_REQUIRED') c.review_required += 1;
    else c.error_count += 1;
    return;
  }
  if (outcome === 'current') c.skipped += 1;
  else c.enrichment_requested += 1;
}

/** partial with PARTIAL_ENRICHMENT when any attendee was held, else succeeded. */
export function enrichmentOutcome(c: EnrichmentCounts) {
  const held = c.review_required + c.error_count;
  return held > 0
    ? { status: 'partial' as const, error: { code: 'PARTIAL_ENRICHMENT', message: `${c.review_required} attendees held for identity review, ${c.error_count} with nothing to read` } }
    : { status: 'succeeded' as const, error: null };
}
