import type { Position, StoredEvent } from '../infra/eventstore/port.ts';
import type { CollectionSpec, Doc, ReadTx } from '../infra/readstore/port.ts';

/** A read model builder. `apply` must be idempotent: see `update`. */
export interface Projector {
  name: string;
  collections: CollectionSpec[];
  apply(event: StoredEvent, tx: ReadTx): Promise<void>;
}

/** A read-model document remembers the last global position applied to it. */
export type Projected<T> = T & Doc & { _pos: Position };

/**
 * Idempotent read-modify-write of one document: an event at or before the position the
 * document already reflects is ignored, so replays and at-least-once delivery are harmless.
 * `fn` returns the new document, or null to delete it, or undefined to leave it unchanged.
 */
export async function update<T extends Doc>(
  tx: ReadTx,
  coll: string,
  id: string,
  event: StoredEvent,
  fn: (current: Projected<T> | null) => T | null | undefined,
): Promise<void> {
  const current = await tx.get<Projected<T>>(coll, id);
  if (current && current._pos >= event.position) return;
  const next = fn(current);
  if (next === undefined) return;
  if (next === null) {
    if (current) await tx.delete(coll, id);
    return;
  }
  await tx.put(coll, { ...next, id, _pos: event.position });
}

/** Strips internal bookkeeping fields from a read-model document. */
export function publicView<T extends Record<string, unknown>>(doc: T): Omit<T, 'id' | '_pos'> {
  const { id: _id, _pos, ...rest } = doc as T & { id?: unknown; _pos?: unknown };
  return rest as Omit<T, 'id' | '_pos'>;
}
