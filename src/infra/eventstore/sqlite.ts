import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { EventEmitter, on } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  type StoredEvent,
} from './port.ts';

interface PendingAppend {
  streamId: string;
  events: NewEvent[];
  expected: ExpectedRevision;
  resolve: (r: AppendResult) => void;
  reject: (e: unknown) => void;
}

interface Row {
  position: number;
  id: string;
  stream_id: string;
  revision: number;
  type: string;
  /** Null when left out of a page for its size (see INLINE_DATA_BYTES). */
  data: string | null;
  metadata: string;
  recorded_at: string;
}

/** Event data above this many bytes is left out of `$all` pages and read when first asked for. */
const INLINE_DATA_BYTES = 64 * 1024;

/**
 * `data` is parsed on first read (and, for large data left out of a page, fetched then):
 * several readers page through `$all` (projections, reactors, search) and most skip most events
 * by type, so a match run's large result chunks are copied and parsed only by the reader that
 * needs them.
 */
const toEvent = (r: Row, fetch?: (position: number) => string): StoredEvent => {
  let data: unknown;
  let parsed = false;
  return {
    id: r.id,
    streamId: r.stream_id,
    revision: r.revision,
    type: r.type,
    get data() {
      if (!parsed) {
        data = JSON.parse(r.data ?? fetch!(r.position));
        parsed = true;
      }
      return data;
    },
    set data(v: unknown) {
      data = v;
      parsed = true;
    },
    metadata: JSON.parse(r.metadata),
    position: r.position,
    recordedAt: r.recorded_at,
  };
};

/**
 * Embedded event store on one SQLite file in WAL mode. Several processes may share the file
 * (the CLI beside a running server): appends are serialized by SQLite's write lock, so global
 * positions are committed in order and a poller never sees a gap filled later.
 */
export class SqliteEventStore implements EventStore {
  private readonly db: Database.Database;
  private readonly appended = new EventEmitter();
  private readonly stmts;
  private readonly pending: PendingAppend[] = [];
  /** One transaction for a batch of appends; each nested call is a savepoint. */
  private readonly appendBatch: Database.Transaction<(batch: PendingAppend[], recordedAt: string, out: Array<{ ok: AppendResult } | { err: unknown }>) => void>;
  /** How often a subscription looks for appends made by other processes. */
  private readonly pollMs: number;

  constructor(file: string, opts: { pollMs?: number } = {}) {
    this.pollMs = opts.pollMs ?? 100;
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    // FULL: an acknowledged append survives a power loss, not only a process crash.
    this.db.pragma('synchronous = FULL');
    this.db.pragma('busy_timeout = 10000');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS events (
        position INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        stream_id TEXT NOT NULL,
        revision INTEGER NOT NULL,
        type TEXT NOT NULL,
        data TEXT NOT NULL,
        metadata TEXT NOT NULL,
        recorded_at TEXT NOT NULL,
        UNIQUE (stream_id, revision)
      );
    `);
    this.appended.setMaxListeners(0);
    this.stmts = {
      last: this.db.prepare<[string], { revision: number }>(
        'SELECT revision FROM events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1',
      ),
      insert: this.db.prepare(
        'INSERT INTO events (id, stream_id, revision, type, data, metadata, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      stream: this.db.prepare<[string, number, number], Row>(
        'SELECT * FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision LIMIT ?',
      ),
      // octet_length reads the stored size, not the text.
      all: this.db.prepare<[number, number], Row>(
        `SELECT position, id, stream_id, revision, type, metadata, recorded_at,
           CASE WHEN octet_length(data) > ${INLINE_DATA_BYTES} THEN NULL ELSE data END AS data
         FROM events WHERE position > ? ORDER BY position LIMIT ?`,
      ),
      dataAt: this.db.prepare<[number], { data: string }>('SELECT data FROM events WHERE position = ?'),
      head: this.db.prepare<[], { p: number | null }>('SELECT MAX(position) AS p FROM events'),
      streamHead: this.db.prepare<[string], { revision: number; position: number }>(
        'SELECT revision, position FROM events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1',
      ),
    };
    const one = this.db.transaction((p: PendingAppend, recordedAt: string) => this.appendOne(p.streamId, p.events, p.expected, recordedAt));
    this.appendBatch = this.db.transaction((batch, recordedAt, out) => {
      for (const p of batch) {
        try {
          out.push({ ok: one(p, recordedAt) });
        } catch (err) {
          out.push({ err });
        }
      }
    });
  }

  async append(streamId: string, events: NewEvent[], opts: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    return new Promise((resolve, reject) => {
      this.pending.push({ streamId, events, expected: opts.expectedRevision, resolve, reject });
      if (this.pending.length === 1) setImmediate(() => this.flush());
    });
  }

  /**
   * Group commit: the appends requested during one turn of the event loop share one
   * transaction and so one fsync. Each append is its own savepoint, so a revision conflict
   * fails only that append.
   */
  private flush(): void {
    const batch = this.pending.splice(0);
    const recordedAt = new Date().toISOString();
    const outcomes: Array<{ ok: AppendResult } | { err: unknown }> = [];
    try {
      this.appendBatch.immediate(batch, recordedAt, outcomes);
    } catch (err) {
      for (const p of batch) p.reject(err);
      return;
    }
    let head = 0;
    batch.forEach((p, i) => {
      const o = outcomes[i]!;
      if ('ok' in o) {
        head = Math.max(head, o.ok.position);
        p.resolve(o.ok);
      } else p.reject(o.err);
    });
    if (head) this.appended.emit('append', head);
  }

  private appendOne(streamId: string, events: NewEvent[], exp: ExpectedRevision, recordedAt: string): AppendResult {
    const last = this.stmts.last.get(streamId)?.revision;
    const ok =
      exp === 'any' ||
      (exp === 'no_stream' && last === undefined) ||
      (exp === 'stream_exists' && last !== undefined) ||
      (typeof exp === 'number' && last === exp);
    if (!ok) throw new WrongExpectedRevisionError(streamId, exp, last ?? 'no_stream');
    let revision = last ?? -1;
    let position = 0;
    for (const e of events) {
      revision += 1;
      const info = this.stmts.insert.run(
        e.id ?? randomUUID(),
        streamId,
        revision,
        e.type,
        // `undefined` has no JSON form; store it as null rather than fail the NOT NULL column.
        JSON.stringify(e.data ?? null),
        JSON.stringify(e.metadata ?? {}),
        recordedAt,
      );
      position = Number(info.lastInsertRowid);
    }
    return { nextRevision: revision, position };
  }

  private readonly dataAt = (position: number): string => {
    const row = this.stmts.dataAt.get(position);
    if (!row) throw new Error(`event at position ${position} is gone`);
    return row.data;
  };

  async readStream(streamId: string, opts: { fromRevision?: number; maxCount?: number } = {}): Promise<StoredEvent[]> {
    return this.stmts.stream.all(streamId, opts.fromRevision ?? 0, opts.maxCount ?? -1).map((r) => toEvent(r));
  }

  async readAll(opts: { after?: Position; maxCount: number }): Promise<StoredEvent[]> {
    return this.stmts.all.all(opts.after ?? 0, opts.maxCount).map((r) => toEvent(r, this.dataAt));
  }

  async *subscribeToAll(opts: { after?: Position; signal: AbortSignal }): AsyncIterable<StoredEvent> {
    let after = opts.after ?? 0;
    while (!opts.signal.aborted) {
      const page = await this.readAll({ after, maxCount: 500 });
      for (const e of page) {
        if (opts.signal.aborted) return;
        yield e;
        after = e.position;
      }
      if (page.length < 500) await this.waitForAppend(opts.signal);
    }
  }

  /** Wakes on an append in this process, or after pollMs for appends by other processes. */
  private async waitForAppend(signal: AbortSignal): Promise<void> {
    const ac = new AbortController();
    const abort = () => ac.abort();
    signal.addEventListener('abort', abort, { once: true });
    try {
      await Promise.race([
        sleep(this.pollMs, undefined, { signal: ac.signal }),
        on(this.appended, 'append', { signal: ac.signal })[Symbol.asyncIterator]().next(),
      ]);
    } catch {
      /* aborted */
    } finally {
      ac.abort();
      signal.removeEventListener('abort', abort);
    }
  }

  async headPosition(): Promise<Position> {
    return this.stmts.head.get()?.p ?? 0;
  }

  async streamHead(streamId: string): Promise<{ revision: number; position: Position } | null> {
    const r = this.stmts.streamHead.get(streamId);
    return r ? { revision: r.revision, position: r.position } : null;
  }

  async close(): Promise<void> {
    this.appended.removeAllListeners();
    this.db.close();
  }
}
