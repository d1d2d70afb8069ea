import { Worker } from 'node:worker_threads';
import type { Config } from '../../config.ts';
import type { AttendeeInput } from '../../matching/index.ts';
import { readBatch, type ReadResult } from './reading.ts';

export interface ReaderRequest {
  id: number;
  inputs: AttendeeInput[];
}
type Reply = { id: number; results: ReadResult[] } | { id: number; error: string };

/** Under a TypeScript loader (tsx) the thread needs a bootstrap; compiled builds load the .js. */
const THREAD_URL = import.meta.url.endsWith('.ts') ? new URL('./reader-thread-bootstrap.mjs', import.meta.url) : new URL('./reader-thread.js', import.meta.url);

export interface Reader {
  /** Readings that can run at once. */
  readonly threads: number;
  read(inputs: AttendeeInput[]): Promise<ReadResult[]>;
  close(): Promise<void>;
}

/** The reader was closed (the process is stopping): the reading did not fail, it was abandoned. */
export class ReaderClosed extends Error {
  constructor() {
    super('reader pool closed');
    this.name = 'ReaderClosed';
  }
}

/** Reads in this thread (tests, INTENT_READER_THREADS=0). */
export const inProcessReader = (): Reader => ({ threads: 1, read: readBatch, close: async () => undefined });

/**
 * Reader threads, started on first use (a process that never enriches never loads the
 * encoder). Batches queue for the next free thread. A thread that dies fails its batch (the
 * worker's bus redelivery retries it) and is replaced on the next batch.
 */
export class ReaderPool implements Reader {
  private live: Worker[] = [];
  private idle: Worker[] = [];
  private queue: Array<{ req: ReaderRequest; resolve: (r: ReadResult[]) => void; reject: (e: unknown) => void }> = [];
  private pending = new Map<Worker, { resolve: (r: ReadResult[]) => void; reject: (e: unknown) => void }>();
  private nextId = 0;
  private closed = false;

  constructor(
    private readonly size: number,
    private readonly nice = 0,
  ) {}

  get threads() {
    return this.size;
  }

  private spawn(): Worker {
    const w = new Worker(THREAD_URL, { workerData: { nice: this.nice } });
    w.unref();
    w.on('message', (msg: Reply) => {
      const p = this.pending.get(w);
      this.pending.delete(w);
      if (p) {
        if ('error' in msg) p.reject(new Error(msg.error));
        else p.resolve(msg.results);
      }
      this.release(w);
    });
    const drop = (e: unknown) => {
      this.live = this.live.filter((t) => t !== w);
      this.idle = this.idle.filter((t) => t !== w);
      this.pending.get(w)?.reject(e);
      this.pending.delete(w);
      this.fill();
    };
    w.on('error', drop);
    w.on('exit', (code) => drop(new Error(`reader thread exited with ${code}`)));
    return w;
  }

  private fill(): void {
    if (this.closed) return;
    while (this.live.length < this.size && this.queue.length > 0) {
      const w = this.spawn();
      this.live.push(w);
      this.release(w);
    }
  }

  private release(w: Worker): void {
    if (!this.live.includes(w)) return;
    const next = this.queue.shift();
    if (!next) {
      this.idle.push(w);
      return;
    }
    this.pending.set(w, next);
    w.postMessage(next.req);
  }

  read(inputs: AttendeeInput[]): Promise<ReadResult[]> {
    if (this.closed) return Promise.reject(new ReaderClosed());
    return new Promise((resolve, reject) => {
      this.queue.push({ req: { id: this.nextId++, inputs }, resolve, reject });
      const w = this.idle.shift();
      if (w) this.release(w);
      else this.fill();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const q of this.queue.splice(0)) q.reject(new ReaderClosed());
    for (const p of this.pending.values()) p.reject(new ReaderClosed());
    this.pending.clear();
    await Promise.all(this.live.map((w) => w.terminate()));
    this.live = [];
  }
}

/** The reader the configuration asks for: threads, or reading on the calling thread. */
export function readerOf(c: Config['intentReaders']): Reader {
  return c.threads === 0 ? inProcessReader() : new ReaderPool(c.threads, c.nice);
}
