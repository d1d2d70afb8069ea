/**
 * Worker thread entry: shortlists for chunks of principals over the shared packed roster,
 * which arrives once with `init` (SharedArrayBuffers, so no copy); and lexical readings of
 * chunks of attendees before that.
 */
import { parentPort } from 'node:worker_threads';
import { buildIndex, newScratch, rankFor } from './candidates.ts';
import { deriveIntent } from './reading.ts';
import type { CandidateIndex, Scratch } from './candidates.ts';
import type { Packed } from './features.ts';
import type { WorkerRequest } from './worker-pool.ts';

let packed: Packed | null = null;
let idx: CandidateIndex | null = null;
let scratch: Scratch | null = null;

parentPort?.on('message', (msg: WorkerRequest) => {
  switch (msg.type) {
    case 'init':
      packed = msg.packed;
      idx = buildIndex(packed);
      scratch = newScratch(packed.n);
      parentPort?.postMessage({ id: msg.id });
      return;
    case 'rank': {
      if (!packed || !idx || !scratch) throw new Error('rank before init');
      const [p, i, s] = [packed, idx, scratch];
      parentPort?.postMessage({ id: msg.id, lists: Array.from(msg.principals, (a) => rankFor(p, i, s, a, msg.shortlist, msg.keep)) });
      return;
    }
    case 'read':
      parentPort?.postMessage({ id: msg.id, intents: msg.attendees.map(deriveIntent) });
      return;
    default: {
      const never: never = msg;
      throw new Error(`unknown message ${JSON.stringify(never)}`);
    }
  }
});
