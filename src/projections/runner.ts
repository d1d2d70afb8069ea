import { setImmediate as yieldLoop } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { EventStore, Position, StoredEvent } from '../infra/eventstore/port.ts';
import type { ReadStore } from '../infra/readstore/port.ts';
import type { Projector } from './projector.ts';
import { FAILURES, failureDoc, isTransient, type ProjectionFailureDoc } from './failures.ts';
import { StartupError } from '../startup.ts';

const CHECKPOINT = 'read-models';
const SCHEMA = 'read-model-schema';

/**
 * The shape of the documents these projectors write. Bump it whenever a projector's documents
 * change shape or meaning, or a read model is added: a store built by older code would otherwise
 * answer from documents this code does not read (an empty event list, readiness counts of
 * nobody) or reads otherwise (a "tbd" goal counted as a goal).
 */
export const READ_MODEL_SCHEMA = 5;

/** Read models built by older code, not yet rebuilt: serving them would give wrong answers. */
export class StaleReadModels extends StartupError {
  constructor(found: number) {
    super(
      'DATA_DIR',
      `the read models were built by an older version (read-model schema ${found}, this version needs ${READ_MODEL_SCHEMA}): run \`npm run cli -- projections rebuild\` once, then start again`,
    );
  }
}
const BATCH = 500;
/**
 * A batch's transaction runs synchronously on the API thread: it commits once it has applied
 * events for this long, and the rest of the page waits for the next batch, after the event loop
 * has had a turn (requests are served between batches).
 */
const BATCH_BUDGET_MS = 15;

/**
 * Keeps every read model at one shared checkpoint. Events are applied in batches, each batch
 * and its checkpoint in one read-store transaction, so a crash never half-applies a batch and
 * two processes projecting into the same store (server and CLI) never apply an event twice.
 *
 * No event can wedge the read models: when a batch fails for a reason that is not transient
 * (see isTransient), its events are applied one at a time, and an event that still fails is
 * applied projector by projector; a projector that cannot apply it is recorded in
 * `projection_failures` and skipped for that event, and every other projector and event
 * goes on. Transient failures (a busy or unreachable database) are retried, never skipped.
 */
export class ProjectionRunner {
  private applied: Position = 0;
  private waiters: Array<{ position: Position; resolve: () => void }> = [];
  private abort = new AbortController();
  private loop: Promise<void> | undefined;
  private lastError: unknown;
  private rebuilds = 0;
  /** Events read but not yet applied (a batch stopped at its time budget), in log order. */
  private carry: StoredEvent[] = [];

  constructor(
    private readonly store: EventStore,
    private readonly read: ReadStore,
    private readonly projectors: Projector[],
    private readonly log?: Logger,
  ) {}

  get position(): Position {
    return this.applied;
  }

  /** Counts rebuilds in this process, so in-memory views built from the read models know to start over. */
  get generation(): number {
    return this.rebuilds;
  }

  get error(): unknown {
    return this.lastError;
  }

  /**
   * Opens the read models. A store that has applied events under another read-model schema is
   * refused (`StaleReadModels`) unless `stale: 'allow'` (the rebuild, which drops it anyway);
   * an empty one is stamped with this code's schema.
   */
  async init(opts: { stale?: 'refuse' | 'allow' } = {}): Promise<void> {
    await this.read.ensureCollections([...this.projectors.flatMap((p) => p.collections), { name: FAILURES, indexes: [['position']] }]);
    this.applied = await this.read.checkpoint(CHECKPOINT);
    const schema = await this.read.checkpoint(SCHEMA);
    if (schema === READ_MODEL_SCHEMA) return;
    if (this.applied > 0) {
      if (opts.stale === 'allow') return;
      throw new StaleReadModels(schema);
    }
    await this.read.transact((tx) => tx.setCheckpoint(SCHEMA, READ_MODEL_SCHEMA));
  }

  /** Applies everything up to the head of the log. */
  async catchUp(onProgress?: (position: Position, head: Position) => void): Promise<void> {
    const head = await this.store.headPosition();
    while (this.applied < head) {
      if (!(await this.applyNextBatch())) break; // only filtered (system) events remain
      onProgress?.(this.applied, head);
      await yieldLoop();
    }
  }

  /** Applies batches until the read models reflect `position` (or the log has nothing more). */
  async catchUpTo(position: Position): Promise<void> {
    while (this.applied < position) {
      if (!(await this.applyNextBatch())) break;
      await yieldLoop();
    }
  }

  /** Applies one page (or what the time budget allows of it); false when the log had nothing after the checkpoint. */
  private async applyNextBatch(): Promise<boolean> {
    const carried = this.carry.filter((e) => e.position > this.applied);
    this.carry = [];
    const page = carried.length ? carried : await this.store.readAll({ after: this.applied, maxCount: BATCH });
    if (page.length === 0) return false;
    let reached: Position;
    let done = page.length;
    try {
      const t0 = performance.now();
      reached = await this.read.transact(async (tx) => {
        let cp = await tx.getCheckpoint(CHECKPOINT);
        for (let i = 0; i < page.length; i++) {
          const e = page[i]!;
          if (e.position > cp) {
            // else already applied by this or another process
            for (const p of this.projectors) await p.apply(e, tx);
            cp = e.position;
          }
          if (performance.now() - t0 >= BATCH_BUDGET_MS) {
            done = i + 1;
            break;
          }
        }
        await tx.setCheckpoint(CHECKPOINT, cp);
        return cp;
      });
    } catch (err) {
      if (isTransient(err)) throw err;
      reached = this.applied;
      done = page.length;
      for (const e of page) reached = Math.max(reached, await this.applyAlone(e));
    }
    this.carry = page.slice(done);
    this.applied = Math.max(this.applied, reached); // may be ahead of this page when another process projected further
    this.wake();
    return true;
  }

  /** Applies one event in its own transaction; when that fails, projector by projector. */
  private async applyAlone(e: StoredEvent): Promise<Position> {
    try {
      return await this.read.transact(async (tx) => {
        const cp = await tx.getCheckpoint(CHECKPOINT);
        if (e.position <= cp) return cp;
        for (const p of this.projectors) await p.apply(e, tx);
        await tx.setCheckpoint(CHECKPOINT, e.position);
        return e.position;
      });
    } catch (err) {
      if (isTransient(err)) throw err;
    }
    // Each projector in a transaction of its own, in the usual order, so a failing one leaves
    // nothing half-written. Projectors are idempotent, so a crash before the checkpoint below
    // only makes them apply the event again.
    const failed: ProjectionFailureDoc[] = [];
    for (const p of this.projectors) {
      try {
        await this.read.transact(async (tx) => {
          if ((await tx.getCheckpoint(CHECKPOINT)) < e.position) await p.apply(e, tx);
        });
      } catch (err) {
        if (isTransient(err)) throw err;
        failed.push(failureDoc(e, p.name, err));
      }
    }
    return this.read.transact(async (tx) => {
      const cp = await tx.getCheckpoint(CHECKPOINT);
      if (e.position <= cp) return cp;
      for (const f of failed) {
        await tx.put(FAILURES, f);
        // Ids and the cleaned message only: never the event's data.
        this.log?.error({ position: f.position, stream_id: f.stream_id, event_type: f.event_type, projection: f.projection, error: f.error }, 'projection skipped an event it cannot apply');
      }
      await tx.setCheckpoint(CHECKPOINT, e.position);
      return e.position;
    });
  }

  /** Events a projector could not apply (newest first) and how many there are. */
  async failures(limit = 5): Promise<{ count: number; latest: ProjectionFailureDoc[] }> {
    const [count, latest] = await Promise.all([
      this.read.count(FAILURES),
      this.read.find<ProjectionFailureDoc>(FAILURES, { sort: [['position', -1]], limit }),
    ]);
    return { count, latest };
  }

  /** Follows the log: the subscription only signals; batches are read from the checkpoint. */
  start(): void {
    if (this.loop) return;
    const signal = this.abort.signal;
    this.loop = (async () => {
      while (!signal.aborted) {
        try {
          await this.catchUp();
          this.lastError = undefined;
          for await (const e of this.store.subscribeToAll({ after: this.applied, signal })) {
            if (e.position > this.applied) await this.catchUp();
          }
        } catch (err) {
          this.lastError = err;
          this.log?.error({ err }, 'projection batch failed; retrying');
          await new Promise((r) => setTimeout(r, 500));
        }
      }
    })();
  }

  private wake(): void {
    const ready = this.waiters.filter((w) => w.position <= this.applied);
    this.waiters = this.waiters.filter((w) => w.position > this.applied);
    for (const w of ready) w.resolve();
  }

  /** Resolves true once the read models reflect `position`, false after `timeoutMs`. */
  waitFor(position: Position, timeoutMs = 5000): Promise<boolean> {
    if (position <= this.applied) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== entry);
        resolve(false);
      }, timeoutMs);
      const entry = {
        position,
        resolve: () => {
          clearTimeout(timer);
          resolve(true);
        },
      };
      this.waiters.push(entry);
    });
  }

  async lag(): Promise<number> {
    return Math.max(0, (await this.store.headPosition()) - this.applied);
  }

  async stop(): Promise<void> {
    this.abort.abort();
    await this.loop?.catch(() => undefined);
    this.loop = undefined;
    this.abort = new AbortController();
  }

  /** Drops every read model and replays the whole log. */
  async rebuild(onProgress?: (position: Position, head: Position) => void): Promise<void> {
    await this.read.dropAll();
    this.rebuilds++;
    this.applied = 0;
    this.carry = [];
    await this.init();
    await this.catchUp(onProgress);
  }
}
