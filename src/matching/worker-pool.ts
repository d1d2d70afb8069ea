import { Worker } from 'node:worker_threads';
import type { Shortlist } from './exposure.ts';
import type { Packed } from './features.ts';
import type { AttendeeInput, Intent } from './types.ts';

export type WorkerRequest =
  | { type: 'init'; id: number; packed: Packed }
  | { type: 'rank'; id: number; principals: Int32Array; shortlist: number; keep: number }
  | { type: 'read'; id: number; attendees: AttendeeInput[] };

/**
 * A worker thread running module `name` of this folder (without extension). Under a TypeScript
 * loader (tsx) it starts through a bootstrap that registers the loader; compiled builds load the .js.
 */
export function startWorker(name: string, workerData: Record<string, unknown> = {}): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, import.meta.url), { workerData });
  return new Worker(new URL('./shortlist-worker-bootstrap.mjs', import.meta.url), { workerData: { ...workerData, entry: `./${name}.ts` } });
}

/**
 * A small pool of matching workers, started first so their start-up overlaps the main
 * thread's work. Jobs are queued and handed to whichever worker is free, so a slow chunk does
 * not idle the other core. Any worker error rejects the pending jobs (no silent partial run).
 */
export class WorkerPool {
  private readonly workers: Worker[];
  private readonly idle: Worker[] = [];
  private readonly queue: { req: WorkerRequest; resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = [];
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  private nextId = 0;

  constructor(size: number) {
    this.workers = Array.from({ length: size }, () => {
      const w = startWorker('shortlist-worker');
      w.on('message', (msg: { id: number }) => {
        this.pending.get(msg.id)?.resolve(msg);
        this.pending.delete(msg.id);
        this.release(w);
      });
      w.on('error', (e) => this.failAll(e));
      w.on('exit', (code) => code !== 0 && this.failAll(new Error(`matching worker exited with ${code}`)));
      return w;
    });
    this.idle.push(...this.workers);
  }

  private failAll(e: unknown): void {
    for (const p of this.pending.values()) p.reject(e);
    this.pending.clear();
    for (const q of this.queue.splice(0)) q.reject(e);
  }

  private release(w: Worker): void {
    const next = this.queue.shift();
    if (!next) {
      this.idle.push(w);
      return;
    }
    this.pending.set(next.req.id, next);
    w.postMessage(next.req);
  }

  private submit<T>(req: WorkerRequest): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const job = { req, resolve: resolve as (v: unknown) => void, reject };
      const w = this.idle.shift();
      if (!w) {
        this.queue.push(job);
        return;
      }
      this.pending.set(req.id, job);
      w.postMessage(req);
    });
  }

  /** Broadcast: every worker must receive `init`, so it bypasses the shared queue. */
  private toEach<T>(make: (id: number) => WorkerRequest): Promise<T[]> {
    return Promise.all(
      this.workers.map(
        (w) =>
          new Promise<T>((resolve, reject) => {
            const req = make(this.nextId++);
            const i = this.idle.indexOf(w);
            if (i >= 0) this.idle.splice(i, 1);
            this.pending.set(req.id, { resolve: resolve as (v: unknown) => void, reject });
            w.postMessage(req);
          }),
      ),
    );
  }

  /**
   * Shortlists of `principals`, ranked in chunks by the workers and, when `local` is given, by
   * this thread too: after `first` (work of its own, done while the workers start ranking) it
   * takes queued chunks until none is left, yielding between chunks so the workers get theirs.
   */
  async shortlists(
    packed: Packed, principals: Int32Array, shortlist: number, keep: number, chunk = 512,
    local?: { first: () => Promise<void>; rank: (principals: Int32Array) => Shortlist[] },
  ): Promise<Shortlist[]> {
    const ready = this.toEach((id) => ({ type: 'init', id, packed }));
    const parts: Promise<{ lists: Shortlist[] }>[] = [];
    const enqueue = () => {
      for (let s = 0; s < principals.length; s += chunk) {
        parts.push(this.submit({ type: 'rank', id: this.nextId++, principals: principals.subarray(s, s + chunk), shortlist, keep }));
      }
    };
    if (!local) {
      await ready;
      enqueue();
      return (await Promise.all(parts)).flatMap((p) => p.lists);
    }
    // Workers take queued chunks as they finish `init`; ranks are queued at once so none waits.
    enqueue();
    const failed = Promise.all([ready, ...parts]).then(() => null, (e: unknown) => e);
    await local.first();
    for (let job = this.queue.shift(); job; job = this.queue.shift()) {
      const req = job.req as Extract<WorkerRequest, { type: 'rank' }>;
      job.resolve({ id: req.id, lists: local.rank(req.principals) });
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    const error = await failed;
    if (error) throw error;
    return (await Promise.all(parts)).flatMap((p) => p.lists);
  }

  /** The reading without the encoder (`deriveIntent`) of each attendee, in order, spread over the workers. */
  async lexicalReadings(attendees: readonly AttendeeInput[], chunk = 256): Promise<Intent[]> {
    const parts: Promise<{ intents: Intent[] }>[] = [];
    for (let s = 0; s < attendees.length; s += chunk) {
      parts.push(this.submit({ type: 'read', id: this.nextId++, attendees: attendees.slice(s, s + chunk) }));
    }
    return (await Promise.all(parts)).flatMap((p) => p.intents);
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
