import {
  ANY,
  BACKWARDS,
  END,
  FORWARDS,
  KurrentDBClient,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AppendStreamState,
  type JSONType,
  type ReadPosition,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  type StoredEvent,
} from './port.ts';

const streamState = (e: ExpectedRevision): AppendStreamState =>
  e === 'no_stream' ? NO_STREAM : e === 'any' ? ANY : e === 'stream_exists' ? STREAM_EXISTS : BigInt(e);

/**
 * Since EventStoreDB 20 an event's prepare and commit positions are equal, so a number is
 * enough to resume from; reads starting at a position include the event there (skipped).
 */
const readPosition = (p: Position): ReadPosition => (p <= 0 ? START : { commit: BigInt(p), prepare: BigInt(p) });

const json = (v: unknown): unknown => {
  if (v instanceof Uint8Array) {
    if (v.byteLength === 0) return undefined;
    try {
      return JSON.parse(Buffer.from(v).toString('utf8'));
    } catch {
      return undefined;
    }
  }
  return v;
};

/** Our event, or null for system events and links whose target is gone. */
function toStored(r: ResolvedEvent | AllStreamResolvedEvent): StoredEvent | null {
  const e = r.event;
  if (!e || e.type.startsWith('$') || e.streamId.startsWith('$')) return null;
  const commit = e.position?.commit ?? r.commitPosition;
  const meta = json(e.metadata);
  return {
    id: e.id,
    streamId: e.streamId,
    type: e.type,
    data: json(e.data),
    metadata: meta && typeof meta === 'object' && !Array.isArray(meta) ? (meta as EventMetadata) : {},
    revision: Number(e.revision),
    position: commit === undefined ? 0 : Number(commit),
    recordedAt: e.created.toISOString(),
  };
}

/**
 * The event store on KurrentDB / EventStoreDB (distributed mode). Positions are commit
 * positions as numbers (safe up to 2^53 bytes of log). Reading and subscribing to $all needs
 * a user with $all access (admin in compose.yaml).
 */
export class KurrentEventStore implements EventStore {
  private readonly client: KurrentDBClient;
  private readonly backoffMs: number;
  private readonly pageSize: number;

  /** `url` is a connection string, e.g. `kurrentdb://admin:changeit@localhost:2113?tls=false`. */
  constructor(url: string, opts: { backoffMs?: number; pageSize?: number } = {}) {
    this.client = KurrentDBClient.connectionString(url);
    this.backoffMs = opts.backoffMs ?? 500;
    this.pageSize = opts.pageSize ?? 500;
  }

  async append(streamId: string, events: NewEvent[], opts: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const data = events.map((e) =>
      jsonEvent({
        type: e.type,
        data: e.data as JSONType,
        metadata: (e.metadata ?? {}) as JSONType,
        ...(e.id ? { id: e.id } : {}),
      }),
    );
    try {
      const r = await this.client.appendToStream(streamId, data, { streamState: streamState(opts.expectedRevision) });
      const nextRevision = Number(r.nextExpectedRevision);
      if (r.position) return { nextRevision, position: Number(r.position.commit) };
      // Servers before 22.6 do not return the position: read the event back.
      const [last] = await this.readStream(streamId, { fromRevision: nextRevision, maxCount: 1 });
      return { nextRevision, position: last?.position ?? 0 };
    } catch (e) {
      if (e instanceof WrongExpectedVersionError) {
        const actual = e.actualState === NO_STREAM || typeof e.actualState !== 'bigint' ? 'no_stream' : Number(e.actualState);
        throw new WrongExpectedRevisionError(streamId, opts.expectedRevision, actual);
      }
      throw e;
    }
  }

  async readStream(streamId: string, opts: { fromRevision?: number; maxCount?: number } = {}): Promise<StoredEvent[]> {
    if (opts.maxCount === 0) return [];
    const out: StoredEvent[] = [];
    try {
      const events = this.client.readStream(streamId, {
        direction: FORWARDS,
        fromRevision: opts.fromRevision ? BigInt(opts.fromRevision) : START,
        ...(opts.maxCount !== undefined ? { maxCount: opts.maxCount } : {}),
      });
      for await (const r of events) {
        const e = toStored(r);
        if (e) out.push(e);
      }
    } catch (e) {
      if (e instanceof StreamNotFoundError) return [];
      throw e;
    }
    return out;
  }

  async readAll(opts: { after?: Position; maxCount: number }): Promise<StoredEvent[]> {
    if (opts.maxCount <= 0) return [];
    const after = opts.after ?? 0;
    const out: StoredEvent[] = [];
    // One more than asked: a read from a position includes the event at that position.
    const events = this.client.readAll({
      direction: FORWARDS,
      fromPosition: readPosition(after),
      maxCount: opts.maxCount + 1,
      filter: excludeSystemEvents(),
    });
    for await (const r of events) {
      const e = toStored(r);
      if (e && e.position > after) out.push(e);
      if (out.length === opts.maxCount) break;
    }
    return out;
  }

  /**
   * Pulls from a catch-up subscription with `for await`; after an error it resubscribes from
   * the last yielded position with a growing back-off, so a dropped connection costs a pause,
   * never an event.
   */
  async *subscribeToAll(opts: { after?: Position; signal: AbortSignal }): AsyncIterable<StoredEvent> {
    const { signal } = opts;
    let last = opts.after ?? 0;
    let failures = 0;
    while (!signal.aborted) {
      const sub = this.client.subscribeToAll({ fromPosition: last > 0 ? readPosition(last) : START, filter: excludeSystemEvents() });
      // Race each pull against the abort, rather than trusting unsubscribe() to end the iterator.
      let onAbort = () => {};
      const aborted = new Promise<'aborted'>((resolve) => {
        onAbort = () => resolve('aborted');
        signal.addEventListener('abort', onAbort, { once: true });
      });
      const events = sub[Symbol.asyncIterator]();
      try {
        for (;;) {
          const next = await Promise.race([events.next(), aborted]);
          if (next === 'aborted') return;
          if (next.done) break;
          const e = toStored(next.value);
          if (!e || e.position <= last) continue;
          yield e;
          last = e.position;
          failures = 0;
        }
        // The server ended the subscription without an error: resubscribe after a short pause.
        await sleep(this.backoffMs, undefined, { signal }).catch(() => undefined);
      } catch (err) {
        if (signal.aborted) return;
        failures += 1;
        const delay = Math.min(this.backoffMs * 2 ** Math.min(failures - 1, 6), 30_000);
        console.warn(`kurrent $all subscription dropped (${String(err)}); resubscribing from ${last} in ${delay} ms`);
        await sleep(delay, undefined, { signal }).catch(() => undefined);
      } finally {
        signal.removeEventListener('abort', onAbort);
        await sub.unsubscribe().catch(() => undefined);
      }
    }
  }

  async headPosition(): Promise<Position> {
    const events = this.client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 1, filter: excludeSystemEvents() });
    for await (const r of events) {
      const e = toStored(r);
      if (e) return e.position;
    }
    return 0;
  }

  async streamHead(streamId: string): Promise<{ revision: number; position: Position } | null> {
    try {
      for await (const r of this.client.readStream(streamId, { direction: BACKWARDS, fromRevision: END, maxCount: 1 })) {
        const e = toStored(r);
        if (e) return { revision: e.revision, position: e.position };
      }
    } catch (e) {
      if (e instanceof StreamNotFoundError) return null;
      throw e;
    }
    return null;
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}
