/**
 * `runMatching` on a worker thread of its own: the calling thread (an API process's event loop)
 * only receives results, so it keeps answering requests while a large run reads, scores and
 * explains. Same results as `runMatching` with the same options (it is what the thread runs).
 * Results come in batches; the thread pauses while `WINDOW` batches wait unread, so a slow
 * consumer (writing results to a store) bounds the memory they hold.
 */
import type { Worker } from 'node:worker_threads';
import { runMatching } from './run.ts';
import type { MatchRun, RunOptions } from './run.ts';
import type { PrincipalMatches, RunMetadata } from './types.ts';
import { startWorker } from './worker-pool.ts';

/** The options a thread can receive: plain data (no encoder object). */
export type ThreadRunOptions = Omit<RunOptions, 'encoder' | 'embedder'>;

export type ThreadRequest = { type: 'start'; opts: ThreadRunOptions; batch: number; window: number } | { type: 'ack' };

export type ThreadMessage =
  | { type: 'meta'; meta: RunMetadata }
  | { type: 'batch'; items: PrincipalMatches[] }
  | { type: 'done' }
  | { type: 'error'; message: string; name: string };

const BATCH = 128;
const WINDOW = 4;

/** A thread with the library loaded, waiting for a run (see `prewarmMatchingThread`). */
let spare: Worker | null = null;

function newThread(warmUp: boolean): Worker {
  const w = startWorker('run-worker', { warmUp });
  // An idle thread never keeps the process alive.
  w.unref();
  return w;
}

/**
 * Starts a matching thread ahead of need, so the next run finds the library loaded (loading it
 * under the TypeScript loader takes about half a second of CPU) and its hot code compiled by a
 * warm-up run on made-up attendees (warm-up.ts; about as much CPU again, while the thread waits).
 * Harmless to call again.
 */
export function prewarmMatchingThread(): void {
  if (spare) return;
  const w = newThread(true);
  w.once('error', () => spare === w && (spare = null));
  w.once('exit', () => spare === w && (spare = null));
  spare = w;
}

function takeThread(): { worker: Worker; prewarmed: boolean } {
  const w = spare;
  spare = null;
  return w ? { worker: w, prewarmed: true } : { worker: newThread(false), prewarmed: false };
}

export function runMatchingInThread(opts: ThreadRunOptions): MatchRun {
  let worker: Worker | null = null;
  const inbox: ThreadMessage[] = [];
  let notify: (() => void) | null = null;
  let meta: Promise<RunMetadata> | null = null;
  let fallback: MatchRun | null = null;

  let prewarmed = false;
  const start = () => {
    if (worker) return;
    ({ worker, prewarmed } = takeThread());
    worker.ref();
    worker.postMessage({ type: 'start', opts, batch: BATCH, window: WINDOW } satisfies ThreadRequest);
    const push = (m: ThreadMessage) => {
      inbox.push(m);
      notify?.();
      notify = null;
    };
    worker.on('message', push);
    worker.on('error', (e) => push({ type: 'error', message: e.message, name: 'WorkerError' }));
    worker.on('exit', (code) => code !== 0 && push({ type: 'error', message: `matching thread exited with ${code}`, name: 'WorkerError' }));
  };
  const next = async (): Promise<ThreadMessage> => {
    while (inbox.length === 0) await new Promise<void>((r) => (notify = r));
    return inbox.shift()!;
  };
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    void worker?.terminate();
    // The next run of this process gets a loaded thread too.
    if (prewarmed) prewarmMatchingThread();
  };

  const metadata = (): Promise<RunMetadata> => {
    meta ??= (async () => {
      start();
      const m = await next();
      if (m.type === 'meta') return m.meta;
      stop();
      if (m.type === 'error' && m.name === 'WorkerError') {
        // The thread could not run here (start-up failure): the same library in this thread.
        fallback = runMatching(opts);
        return fallback.metadata();
      }
      throw m.type === 'error' ? Object.assign(new Error(m.message), { name: m.name }) : new Error(`unexpected ${m.type} before metadata`);
    })();
    return meta;
  };

  async function* principals(): AsyncGenerator<PrincipalMatches> {
    await metadata();
    if (fallback) {
      yield* fallback;
      return;
    }
    try {
      for (;;) {
        const m = await next();
        if (m.type === 'done') return;
        if (m.type === 'error') throw Object.assign(new Error(m.message), { name: m.name });
        if (m.type !== 'batch') throw new Error(`unexpected ${m.type} from the matching thread`);
        worker!.postMessage({ type: 'ack' });
        yield* m.items;
      }
    } finally {
      stop();
    }
  }

  return {
    metadata,
    [Symbol.asyncIterator](): AsyncIterator<PrincipalMatches> {
      const it = principals();
      return {
        next: () => it.next(),
        // A caller that stops early (an error, another matcher took the run) ends the thread,
        // also when it never started iterating (a generator not yet started runs no finally).
        return: async () => {
          stop();
          return it.return(undefined);
        },
      };
    },
  };
}
