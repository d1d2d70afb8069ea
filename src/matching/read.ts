import { decodeVector, encodeVector, sentenceEncoder } from './encoder.ts';
import type { SentenceEncoder } from './encoder.ts';
import { withoutPlaceholders } from './policy.ts';
import { read } from './reading.ts';
import type { AttendeeInput, Intent } from './types.ts';
import type { AreaList } from './areas.ts';

/**
 * Version of the reading: changes whenever `readAttendee` would give a different result for the
 * same input (reading rules, prototype bank, encoder). A stored reading of another version is
 * stale: `runMatching` reads that attendee again instead of trusting it.
 */
export const READING_VERSION = 'reading@45+use-lite-en@0.2.0';

/**
 * What the library reads out of one attendee, computed once at enrichment time and stored.
 * Plain JSON, a few KB: the intent and base64 int8 vectors (see `decodeVector`) of the
 * profile text and of each need and offer, in the order of `intent.needs` / `intent.offers`.
 */
export interface ReadIntent {
  version: string;
  intent: Intent;
  vectors: { profile: string | null; needs: string[]; offers: string[] };
  /** The person's area (`areas.ts`): area ids with weights, likeliest first; every item of theirs is about it. */
  areas: AreaList;
}

export interface ReadOptions {
  encoder?: SentenceEncoder;
}

/** Reads one attendee: needs and offers with the sentence vectors scoring uses. */
export async function readAttendee(a: AttendeeInput, opts: ReadOptions = {}): Promise<ReadIntent> {
  const encoder = opts.encoder ?? (await sentenceEncoder());
  const r = await read(withoutPlaceholders(a), encoder);
  return {
    version: READING_VERSION,
    intent: r.intent,
    vectors: { profile: r.profile ? encodeVector(r.profile) : null, needs: r.needs.map(encodeVector), offers: r.offers.map(encodeVector) },
    areas: r.areas,
  };
}

/** A stored reading the current library can use as is (same version, vectors for every item). */
export function isCurrentReading(r: ReadIntent | undefined): r is ReadIntent {
  return (
    !!r &&
    r.version === READING_VERSION &&
    r.vectors.needs.length === r.intent.needs.length &&
    r.vectors.offers.length === r.intent.offers.length &&
    Array.isArray(r.areas)
  );
}

export { decodeVector };
