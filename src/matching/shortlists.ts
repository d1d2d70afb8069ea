import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { buildIndex, newScratch, rankFor } from './candidates.ts';
import type { Packed } from './features.ts';
import type { Shortlist } from './exposure.ts';

export interface ShortlistJob {
  packed: Packed;
  principals: Int32Array;
  shortlist: number;
  keep: number;
}

/** Runs candidate generation + exact scoring for `principals` in this thread. */
export function shortlistsInProcess(job: ShortlistJob): Shortlist[] {
  const idx = buildIndex(job.packed);
  const scratch = newScratch(job.packed.n);
  return Array.from(job.principals, (a) => rankFor(job.packed, idx, scratch, a, job.shortlist, job.keep));
}

const CHUNK = 512;
/** Under a TypeScript loader (tsx) the worker needs a bootstrap; compiled builds load the .js. */
const WORKER_URL = import.meta.url.endsWith('.ts')
  ? new URL('./shortlist-worker-bootstrap.mjs', import.meta.url)
  : new URL('./shortlist-worker.js', import.meta.url);

/**
 * Same work spread over worker threads. The packed roster lives in SharedArrayBuffers, so each
 * worker reads it without a copy; principals go out in chunks from a queue so a slow chunk does
 * not idle the other core. Falls back to in-process work if a worker cannot start.
 */
export async function shortlistsInWorkers(job: ShortlistJob, workers: number): Promise<Shortlist[]> {
  const count = Math.max(1, Math.min(workers, availableParallelism()));
  const out: Shortlist[] = new Array<Shortlist>(job.principals.length);
  const chunks: [number, number][] = [];
  for (let s = 0; s < job.principals.length; s += CHUNK) chunks.push([s, Math.min(job.principals.length, s + CHUNK)]);
  let next = 0;
  const pool: Worker[] = [];
  try {
    await Promise.all(
      Array.from({ length: count }, async () => {
        const w = new Worker(WORKER_URL, { workerData: { packed: job.packed } });
        pool.push(w);
        await new Promise<void>((resolve, reject) => {
          const send = () => {
            const c = chunks[next++];
            if (!c) return resolve();
            w.postMessage({ from: c[0], principals: job.principals.subarray(c[0], c[1]), shortlist: job.shortlist, keep: job.keep });
          };
          w.on('message', (msg: { from: number; lists: Shortlist[] }) => {
            msg.lists.forEach((l, k) => (out[msg.from + k] = l));
            send();
          });
          w.on('error', reject);
          w.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`matching worker exited with ${code}`))));
          send();
        });
      }),
    );
  } finally {
    await Promise.all(pool.map((w) => w.terminate()));
  }
  return out;
}
