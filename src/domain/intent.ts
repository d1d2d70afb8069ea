/**
 * Derived attendee intent (stream `intent-{org}/{event}/{entity}`, one per attendee of an
 * event): requests to read an attendee's goal, explicit axes and profile, and the outcome of
 * each reading. The reading itself (needs, offers, evidence, vectors) is the matching library's
 * `ReadIntent`, stored as it came, so `projections rebuild` restores it without recomputing.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { canonical } from './run.ts';
import { hasText } from '../matching/policy.ts';

/**
 * The library's reading: checked only for the fields the service relies on; the rest is
 * kept as the library wrote it (its shape is the library's to evolve).
 */
export const ReadIntentData = z.looseObject({
  version: z.string(),
  intent: z.looseObject({ needs: z.array(z.unknown()), offers: z.array(z.unknown()) }),
  vectors: z.looseObject({ profile: z.string().nullable(), needs: z.array(z.string()), offers: z.array(z.string()) }),
});
export type ReadIntentData = z.infer<typeof ReadIntentData>;

export const INTENT_REASONS = ['enrichment_run', 'inputs_changed', 'review_accept', 'review_distinct'] as const;
export type IntentReason = (typeof INTENT_REASONS)[number];

const ids = { org_id: z.string(), event_id: z.string(), entity_id: z.string() };

export const AttendeeIntentRequested = z.object({
  ...ids,
  input_hash: z.string(),
  reason: z.enum(INTENT_REASONS),
  /** The enrichment run that asked, when one did. */
  run_id: z.string().nullable().optional(),
  requested_at: z.string(),
});
export type AttendeeIntentRequested = z.infer<typeof AttendeeIntentRequested>;

export const AttendeeIntentDerived = z.object({
  ...ids,
  /** Hash of the inputs actually read (they may be newer than the request's). */
  input_hash: z.string(),
  reading_version: z.string(),
  read: ReadIntentData,
  derived_at: z.string(),
});
export type AttendeeIntentDerived = z.infer<typeof AttendeeIntentDerived>;

export const AttendeeIntentFailed = z.object({
  ...ids,
  input_hash: z.string(),
  /** Why, for the partner: never a stack trace, never personal data. */
  reason: z.string(),
  failed_at: z.string(),
});
export type AttendeeIntentFailed = z.infer<typeof AttendeeIntentFailed>;

export const intentEventSchemas = { AttendeeIntentRequested, AttendeeIntentDerived, AttendeeIntentFailed } as const;

export type IntentEvent =
  | { type: 'AttendeeIntentRequested'; data: AttendeeIntentRequested }
  | { type: 'AttendeeIntentDerived'; data: AttendeeIntentDerived }
  | { type: 'AttendeeIntentFailed'; data: AttendeeIntentFailed };

export const INTENT_EVENTS: ReadonlySet<string> = new Set(Object.keys(intentEventSchemas));

/** What a reading depends on; a change of any of them makes the derived intent stale. */
export interface IntentInputs {
  goal: string | null;
  needs: readonly string[] | null;
  offers: readonly string[] | null;
  title: string | null;
  company: string | null;
  side: string | null;
  /** Partner data the reading may take offer evidence from (portfolio, open roles...). */
  raw_data?: Record<string, unknown> | null;
}

const blank = (s: string | null | undefined) => (s ?? '').trim() === '';
const list = (l: readonly string[] | null | undefined) => (l ?? []).map((s) => s.trim()).filter(Boolean);

/**
 * The canonical JSON of the normalised inputs (keys sorted, as `canonical` writes them),
 * built with JSON.stringify for the flat part: readiness hashes every attendee of a roster.
 */
export function intentInputText(i: IntentInputs): string {
  const str = (v: string | null | undefined) => (blank(v) ? null : v!.trim());
  const head = JSON.stringify({ company: str(i.company), goal: str(i.goal), needs: list(i.needs), offers: list(i.offers) }).slice(0, -1);
  const tail = JSON.stringify({ side: i.side ?? null, title: str(i.title) }).slice(1);
  // raw_data enters only when present, so the hash of an attendee without it is the contract's.
  return i.raw_data && Object.keys(i.raw_data).length ? `${head},"raw_data":${canonical(i.raw_data)},${tail}` : `${head},${tail}`;
}

const HASHES = 20_000;
const hashes = new Map<string, string>();

/**
 * Stable hash of an attendee's reading inputs (whitespace at the ends and empty entries do
 * not count). Consumers compare it with the hash a derived intent was read from. Recent
 * results are remembered (bounded), so repeated readiness scans do not hash a roster again.
 */
export function intentInputHash(i: IntentInputs): string {
  const text = intentInputText(i);
  const hit = hashes.get(text);
  if (hit) return hit;
  const h = createHash('sha256').update(text).digest('hex').slice(0, 32);
  hashes.set(text, h);
  if (hashes.size > HASHES) hashes.delete(hashes.keys().next().value!);
  return h;
}

/**
 * Something to read: a goal, an explicit axis, or a title or company for profile intent. A
 * placeholder goal or list entry ("tbd", "-") is nothing to read, as for readiness and matching.
 */
export const hasSource = (i: IntentInputs) => hasText({ event_goal: i.goal, event_needs: i.needs, event_offers: i.offers, title: i.title, company: i.company });

// ---------------------------------------------------------------------------------------------
// The intent stream's decider

export interface IntentState {
  /** Revision of the last event, -1 when the stream does not exist. */
  revision: number;
  status: 'none' | 'pending' | 'derived' | 'failed';
  /** Hash of the latest request or outcome. */
  input_hash: string | null;
  /** Hash and version of the last derived reading (kept while a newer request is pending). */
  derived: { input_hash: string; reading_version: string } | null;
}

export const initialIntent: IntentState = { revision: -1, status: 'none', input_hash: null, derived: null };

export function evolveIntent(s: IntentState, e: IntentEvent, revision: number): IntentState {
  switch (e.type) {
    case 'AttendeeIntentRequested':
      return { ...s, revision, status: 'pending', input_hash: e.data.input_hash };
    case 'AttendeeIntentDerived':
      return { revision, status: 'derived', input_hash: e.data.input_hash, derived: { input_hash: e.data.input_hash, reading_version: e.data.reading_version } };
    case 'AttendeeIntentFailed':
      return { ...s, revision, status: 'failed', input_hash: e.data.input_hash };
    default: {
      const never: never = e;
      return never;
    }
  }
}

export type RequestOutcome = 'requested' | 'already_pending' | 'current';

/**
 * Whether a request is due: not when the same inputs are already queued, nor when the
 * derived intent was read from the same inputs by the same reading version. A failed reading
 * of the same inputs is asked again only when `retryFailed` (an explicit enrichment run).
 */
export function requestDue(s: IntentState, inputHash: string, readingVersion: string, retryFailed: boolean): RequestOutcome {
  if (s.status === 'pending' && s.input_hash === inputHash) return 'already_pending';
  if (s.status === 'derived' && s.derived?.input_hash === inputHash && s.derived.reading_version === readingVersion) return 'current';
  if (s.status === 'failed' && s.input_hash === inputHash && !retryFailed) return 'current';
  return 'requested';
}

/** A reading may be recorded only while a request is open: a second outcome is never appended. */
export const outcomeDue = (s: IntentState) => s.status === 'pending';

/** Folds stored events of an intent stream. */
export function foldIntent(events: ReadonlyArray<{ type: string; data: unknown; revision: number }>): IntentState {
  let s = initialIntent;
  for (const e of events) if (INTENT_EVENTS.has(e.type)) s = evolveIntent(s, e as IntentEvent, e.revision);
  return s;
}
