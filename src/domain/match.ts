/**
 * Match runs: the pinned input snapshot and the results, as events on the run's results stream
 * `matchrun-{run_id}` (streams.matchRun). Revisions 0..n-1 hold `MatchInputChunk`s, revision n
 * `MatchInputSnapshotted`, and every later revision one `MatchResultsChunk`, chunk k at revision
 * n + 1 + k. Appends carry that revision as the expected one, so two matchers can never append
 * one chunk twice, and a resumed matcher continues after the last chunk in the log.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';

const Side = z.enum(['founder', 'investor']).nullable();
const IdSource = z.enum(['partner', 'meshi']);

/** One attendee as the run saw it (the library's AttendeeInput plus how its intent was read). */
export const MatchInputRow = z.object({
  entity_id: z.string(),
  attendee_id: z.string().nullable(),
  id_source: IdSource,
  display_name: z.string(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  side: Side,
  event_goal: z.string().nullable(),
  event_needs: z.array(z.string()).nullable(),
  event_offers: z.array(z.string()).nullable(),
  raw_data: z.record(z.string(), z.unknown()).nullable(),
  /**
   * derived: scored from the stored derived intent (`intent_ref`); inline: no derivation was ever
   * requested, the library reads the goal itself; fallback: derivation pending or failed, so the
   * goal is left out and the explicit axes and the profile carry the attendee (spec fallback).
   */
  intent_source: z.enum(['derived', 'inline', 'fallback']),
  intent_ref: z.object({ input_hash: z.string(), reading_version: z.string() }).nullable(),
});
export type MatchInputRow = z.infer<typeof MatchInputRow>;

export const MatchInputChunk = z.object({
  run_id: z.string(),
  chunk: z.number().int().min(0),
  rows: z.array(MatchInputRow),
});
export type MatchInputChunk = z.infer<typeof MatchInputChunk>;

export const MatchInputSnapshotted = z.object({
  run_id: z.string(),
  org_id: z.string(),
  event_id: z.string(),
  top_n: z.number().int().min(1).max(50),
  input_chunks: z.number().int().min(0),
  attendees: z.number().int().min(0),
  context: z.object({ event_details: z.string().nullable(), objectives: z.string().nullable() }),
  snapshotted_at: z.string(),
});
export type MatchInputSnapshotted = z.infer<typeof MatchInputSnapshotted>;

const Direction = z.enum(['needsToOffers', 'offersToNeeds']);

/** The scoring fields of a match, as the contract's Match object names them. */
export const matchScoreFields = {
  final_score: z.number(),
  sub_scores: z.object({
    goal_complementarity: z.number(),
    goal_needs_to_offers: z.number(),
    goal_offers_to_needs: z.number(),
    value_alignment: z.number(),
    general_similarity: z.number(),
    score_a_to_b: z.number(),
    score_b_to_a: z.number(),
  }),
  best_goal_match: z.object({ score: z.number(), direction: Direction }),
  driving_goal_pair: z.object({ score: z.number(), direction: Direction }),
  intent_strength: z.object({ aToB: z.number(), bToA: z.number() }),
  explainability: z.object({
    tier: z.enum(['exceptional', 'strong', 'promising', 'explore']),
    reasons: z.array(z.object({ kind: z.string(), text: z.string() })),
  }),
};

/** One match of a principal's list: the library's PairMatch with the target's partner mapping. */
export const StoredMatch = z.object({
  target_entity_id: z.string(),
  target_attendee_id: z.string().nullable(),
  target_id_source: IdSource,
  rank: z.number().int().min(1),
  ...matchScoreFields,
});
export type StoredMatch = z.infer<typeof StoredMatch>;

/** One attendee of the run's roster: a principal with its list, or an ineligible one (empty). */
export const MatchListEntry = z.object({
  /** Position of the attendee in the run's canonical roster (entity_id order). */
  seq: z.number().int().min(0),
  entity_id: z.string(),
  attendee_id: z.string().nullable(),
  id_source: IdSource,
  /** False for an untagged attendee at a sided event: never a principal nor a target. */
  eligible: z.boolean(),
  matches: z.array(StoredMatch),
});
export type MatchListEntry = z.infer<typeof MatchListEntry>;

export const MatchResultsChunk = z.object({
  run_id: z.string(),
  org_id: z.string(),
  event_id: z.string(),
  chunk: z.number().int().min(0),
  computed_at: z.string(),
  principals: z.array(MatchListEntry),
});
export type MatchResultsChunk = z.infer<typeof MatchResultsChunk>;

export const matchEventSchemas = { MatchInputChunk, MatchInputSnapshotted, MatchResultsChunk } as const;
export const MATCH_RESULT_EVENTS = new Set(Object.keys(matchEventSchemas));

/**
 * JSON bytes per chunk event (input: measured; results: an upper estimate, see the matcher): an
 * EventStoreDB append must stay under 1 MiB in total.
 */
export const CHUNK_BYTES = 384 * 1024;
/** Attendees per chunk at most, whatever their size. */
export const CHUNK_ITEMS = 500;

/**
 * Splits items into chunks of at most CHUNK_ITEMS items and about CHUNK_BYTES of JSON (a
 * single larger item gets a chunk of its own). Pure and deterministic: the same items always
 * give the same chunks, which is what lets a resumed matcher continue after the last one.
 */
export function chunked<T>(items: readonly T[], maxBytes = CHUNK_BYTES, maxItems = CHUNK_ITEMS): T[][] {
  const out: T[][] = [];
  let cur: T[] = [];
  let bytes = 0;
  for (const it of items) {
    const size = JSON.stringify(it).length;
    if (cur.length > 0 && (cur.length >= maxItems || bytes + size > maxBytes)) {
      out.push(cur);
      cur = [];
      bytes = 0;
    }
    cur.push(it);
    bytes += size;
  }
  if (cur.length) out.push(cur);
  return out;
}

/** Scheduling lanes: runs of large rosters never queue small runs behind them. */
export const MATCH_LANES = ['small', 'large'] as const;
export type MatchLane = (typeof MATCH_LANES)[number];
export const laneFor = (attendees: number, largeFrom: number): MatchLane => (attendees >= largeFrom ? 'large' : 'small');

/** A stable, opaque id of one directional match within a run (a name-based UUID). */
export function matchIdOf(runId: string, principal: string, target: string): string {
  const h = createHash('sha1').update('partner-matchmaking/match').update('\u0000').update(runId).update('\u0000').update(principal).update('\u0000').update(target).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20, 32)}`;
}

/**
 * The event-list sort key of a pair: final_score descending, then roster order of the
 * principal, then rank. A fixed-width string, unique within a run, so one indexed range
 * (`k > cursor`) pages the event list.
 */
export function pairKey(finalScore: number, seq: number, rank: number): string {
  const inv = Math.max(0, Math.min(10_000_000, 10_000_000 - Math.round(finalScore * 1_000_000)));
  return `${String(inv).padStart(8, '0')}:${String(seq).padStart(7, '0')}:${String(rank).padStart(2, '0')}`;
}
