/**
 * The per-attendee reading done at enrichment time: the matching library's `readAttendee`
 * with the shared sentence encoder (interface A of the team contract). Runs in a reader thread
 * (reader-thread.ts) or, with no threads, on the calling thread.
 */
import { READING_VERSION, readAttendee, sentenceEncoder, type AttendeeInput, type SentenceEncoder } from '../../matching/index.ts';
import type { ReadIntentData } from '../../domain/intent.ts';

export { READING_VERSION };

export type ReadResult = { ok: true; read: ReadIntentData } | { ok: false; reason: string };

/**
 * Gathers the texts of the readings started in one turn of the event loop into one encoder
 * call, so the model sees full batches across attendees rather than a few texts each.
 */
export class GatheringEncoder implements SentenceEncoder {
  private queue: Array<{ texts: readonly string[]; resolve: (v: Float32Array[]) => void; reject: (e: unknown) => void }> = [];
  private scheduled = false;
  constructor(private readonly inner: SentenceEncoder) {}

  get id() {
    return this.inner.id;
  }

  encode(texts: readonly string[]): Promise<Float32Array[]> {
    return new Promise((resolve, reject) => {
      this.queue.push({ texts, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    const jobs = this.queue.splice(0);
    this.scheduled = false;
    try {
      const all = await this.inner.encode(jobs.flatMap((j) => j.texts));
      let at = 0;
      for (const j of jobs) {
        j.resolve(all.slice(at, at + j.texts.length));
        at += j.texts.length;
      }
    } catch (e) {
      for (const j of jobs) j.reject(e);
    }
  }
}

let shared: Promise<GatheringEncoder> | null = null;
const encoder = () => (shared ??= sentenceEncoder().then((e) => new GatheringEncoder(e)));

/**
 * Reads each attendee; a failure of one is its own result, never the batch's. An encoder that
 * cannot load fails the whole batch (thrown), so the notice is retried rather than each
 * attendee marked failed.
 */
export async function readBatch(inputs: AttendeeInput[]): Promise<ReadResult[]> {
  let enc: SentenceEncoder;
  try {
    enc = await encoder();
  } catch (e) {
    shared = null;
    throw e;
  }
  return Promise.all(
    inputs.map(async (a): Promise<ReadResult> => {
      try {
        const read = await readAttendee(a, { encoder: enc });
        return { ok: true, read: read as unknown as ReadIntentData };
      } catch (e) {
        return { ok: false, reason: `the reading failed: ${e instanceof Error ? e.message.slice(0, 200) : 'unknown error'}` };
      }
    }),
  );
}
