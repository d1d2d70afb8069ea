/**
 * The per-attendee reading done at enrichment time, through the matching library (interface A
 * of the team contract). Runs in a reader thread (reader-thread.ts) or, with no threads, here.
 */
import { deriveIntent, type AttendeeInput } from '../../matching/index.ts';
import type { ReadIntentData } from '../../domain/intent.ts';

/** Version of the reading: a change makes every derived intent stale. */
export const READING_VERSION = 'intent-v1-lexical';

export type ReadResult = { ok: true; read: ReadIntentData } | { ok: false; reason: string };

/** Reads each attendee; a failure of one is its own result, never the batch's. */
export async function readBatch(inputs: AttendeeInput[]): Promise<ReadResult[]> {
  const out: ReadResult[] = [];
  for (const a of inputs) {
    try {
      const intent = deriveIntent(a);
      out.push({ ok: true, read: { version: READING_VERSION, intent, vectors: { profile: null, needs: [], offers: [] } } as unknown as ReadIntentData });
    } catch (e) {
      out.push({ ok: false, reason: `the reading failed: ${e instanceof Error ? e.message.slice(0, 200) : 'unknown error'}` });
    }
  }
  return out;
}
