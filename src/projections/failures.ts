/**
 * Events a projector could not apply. The runner records each (event, projection) pair here,
 * skips it for that projection and goes on; operators see them in `/readyz` and with
 * `projections failures`. The collection is rebuilt with the other read models, so a rebuild
 * lists again exactly the events that still fail.
 */
import type { Position, StoredEvent } from '../infra/eventstore/port.ts';
import { maskEmails } from '../matching/emails.ts';

export const FAILURES = 'projection_failures';

export interface ProjectionFailureDoc {
  id: string;
  position: Position;
  stream_id: string;
  event_type: string;
  /** The org the event belongs to, when it names one. */
  org_id: string | null;
  projection: string;
  /** The error's message, shortened, with e-mail addresses masked; never the event's data. */
  error: string;
  /** When the store recorded the event (the failure itself is deterministic). */
  event_recorded_at: string;
}

const MESSAGE_MAX = 300;

/** An error's message fit for operators and logs: one line, bounded, no e-mail addresses. */
export function cleanMessage(err: unknown): string {
  const name = err instanceof Error ? err.name : 'Error';
  const raw = err instanceof Error ? err.message : String(err);
  const text = maskEmails(`${name}: ${raw}`).replace(/\s+/g, ' ').trim();
  return text.length > MESSAGE_MAX ? `${text.slice(0, MESSAGE_MAX - 1)}…` : text;
}

export function failureDoc(e: StoredEvent, projection: string, err: unknown): ProjectionFailureDoc {
  const org = (e.data as { org_id?: unknown } | null)?.org_id ?? e.metadata.org_id;
  return {
    id: `${e.position}/${projection}`,
    position: e.position,
    stream_id: e.streamId,
    event_type: e.type,
    org_id: typeof org === 'string' ? org : null,
    projection,
    error: cleanMessage(err),
    event_recorded_at: e.recordedAt,
  };
}

const TRANSIENT_SQLITE = /^SQLITE_(BUSY|LOCKED|IOERR|FULL|CANTOPEN|NOMEM|INTERRUPT|PROTOCOL|READONLY)/;
const TRANSIENT_MONGO = /^Mongo(Network|ServerSelection|NotConnected|Topology|PoolClosed|WriteConcern)/;

/**
 * A failure that says nothing about the event: the database is busy, full or unreachable.
 * Those are retried until they pass; anything else is the event's (or the projector's) fault.
 */
export function isTransient(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as { code?: unknown; name?: unknown; hasErrorLabel?: (l: string) => boolean };
  if (typeof e.code === 'string' && TRANSIENT_SQLITE.test(e.code)) return true;
  if (typeof e.name === 'string' && TRANSIENT_MONGO.test(e.name)) return true;
  if (typeof e.hasErrorLabel === 'function' && (e.hasErrorLabel('TransientTransactionError') || e.hasErrorLabel('RetryableWriteError'))) return true;
  return false;
}
