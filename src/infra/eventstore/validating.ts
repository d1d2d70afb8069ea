/**
 * The single gate where events enter the log: wraps any EventStore adapter and checks every
 * appended event against the event registry before the adapter sees it. Reads pass through.
 */
import { eventRegistry, type RegisteredEvent } from '../../domain/registry.ts';
import type { AppendResult, EventStore, ExpectedRevision, NewEvent, Position, StoredEvent } from './port.ts';

/** An event whose data does not match its registered schema: a programming error, never a partner's. */
export class InvalidEventError extends Error {
  constructor(
    readonly streamId: string,
    readonly eventType: string,
    readonly issues: string[],
  ) {
    super(`event ${eventType} appended to ${streamId} does not match its schema: ${issues.join('; ')}`);
    this.name = 'InvalidEventError';
  }
}

export class ValidatingEventStore implements EventStore {
  constructor(
    private readonly inner: EventStore,
    private readonly registry: Readonly<Record<string, RegisteredEvent>> = eventRegistry,
  ) {}

  /**
   * Appends nothing unless every event is registered and valid. The data is stored as given
   * (not the parse output), so a schema never rewrites what the code meant to record.
   */
  async append(streamId: string, events: NewEvent[], opts: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    return this.inner.append(streamId, events.map((e) => this.check(streamId, e)), opts);
  }

  private check(streamId: string, e: NewEvent): NewEvent {
    const reg = Object.hasOwn(this.registry, e.type) ? this.registry[e.type] : undefined;
    if (!reg) throw new Error(`event type ${e.type} is not registered in src/domain/registry.ts (stream ${streamId})`);
    const parsed = reg.schema.safeParse(e.data);
    // Issue paths and messages only: the data may hold e-mail addresses that must not reach logs.
    if (!parsed.success) throw new InvalidEventError(streamId, e.type, parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`));
    return { ...e, metadata: { ...e.metadata, schema_version: reg.version } };
  }

  readStream(streamId: string, opts?: { fromRevision?: number; maxCount?: number }): Promise<StoredEvent[]> {
    return this.inner.readStream(streamId, opts);
  }

  readAll(opts: { after?: Position; maxCount: number }): Promise<StoredEvent[]> {
    return this.inner.readAll(opts);
  }

  subscribeToAll(opts: { after?: Position; signal: AbortSignal }): AsyncIterable<StoredEvent> {
    return this.inner.subscribeToAll(opts);
  }

  headPosition(): Promise<Position> {
    return this.inner.headPosition();
  }

  streamHead(streamId: string): Promise<{ revision: number; position: Position } | null> {
    return this.inner.streamHead(streamId);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
