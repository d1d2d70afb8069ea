/**
 * The event store port: the only source of truth. Adapters: SQLite (embedded default) and
 * EventStoreDB/KurrentDB. Both pass test/infra/eventstore.contract.ts.
 */

/** Global position in the log ($all). Monotonic; comparable across one store. */
export type Position = number;

export type ExpectedRevision =
  | 'no_stream'
  | 'any'
  | 'stream_exists'
  /** The revision (0-based) of the last event of the stream. */
  | number;

export interface EventMetadata {
  correlation_id?: string;
  org_id?: string;
  /** Version of the event's registered schema, stamped on append (src/domain/registry.ts). */
  schema_version?: number;
  [key: string]: unknown;
}

export interface NewEvent<T = unknown> {
  type: string;
  data: T;
  metadata?: EventMetadata;
  /** UUID; generated when absent. */
  id?: string;
}

export interface StoredEvent<T = unknown> {
  id: string;
  streamId: string;
  type: string;
  data: T;
  metadata: EventMetadata;
  /** 0-based revision within its stream. */
  revision: number;
  position: Position;
  /** ISO 8601 UTC time at which the store recorded the event. */
  recordedAt: string;
}

export interface AppendResult {
  /** Revision of the last appended event. */
  nextRevision: number;
  /** Global position of the last appended event. */
  position: Position;
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

export interface EventStore {
  /** Appends atomically to one stream. Throws WrongExpectedRevisionError on a conflict. */
  append(streamId: string, events: NewEvent[], opts: { expectedRevision: ExpectedRevision }): Promise<AppendResult>;
  /** Events of one stream in order; [] when the stream does not exist. */
  readStream(streamId: string, opts?: { fromRevision?: number; maxCount?: number }): Promise<StoredEvent[]>;
  /** One page of $all strictly after `after` (exclusive), in position order. */
  readAll(opts: { after?: Position; maxCount: number }): Promise<StoredEvent[]>;
  /**
   * Pull-based subscription to $all strictly after `after`. Yields events in order and waits
   * for new ones; it resubscribes from the last yielded position after a transient error.
   * Ends when `signal` aborts.
   */
  subscribeToAll(opts: { after?: Position; signal: AbortSignal }): AsyncIterable<StoredEvent>;
  /** Position of the last event in the log, or 0 when empty. */
  headPosition(): Promise<Position>;
  /** Revision and global position of a stream's last event; null when the stream does not exist. */
  streamHead(streamId: string): Promise<{ revision: number; position: Position } | null>;
  close(): Promise<void>;
}
