/**
 * The read-model port: JSON documents in named collections, with equality/range filters,
 * keyset paging and transactions that carry projection checkpoints. Adapters: SQLite
 * (embedded default) and MongoDB. Both pass test/infra/readstore.contract.ts.
 */
import type { Position } from '../eventstore/port.ts';

export type Scalar = string | number | boolean | null;

export type Condition =
  | Scalar
  | { $in: Scalar[] }
  | { $ne: Scalar }
  | { $gt?: Scalar; $gte?: Scalar; $lt?: Scalar; $lte?: Scalar };

/** Field paths may be dotted (`event.side`). All conditions must hold. */
export type Where = Record<string, Condition>;

export type SortDir = 1 | -1;

export interface FindQuery {
  where?: Where;
  /** Case-insensitive substring match on any of the fields. */
  text?: { fields: string[]; value: string };
  /** Sort keys; `id` ascending is always appended as the final tie-breaker. */
  sort?: Array<[field: string, dir: SortDir]>;
  /** Keyset: the sort values (including the final `id`) of the last item already seen. */
  after?: Scalar[];
  limit?: number;
}

/** A read-model document: any JSON object with a string `id`. */
export interface Doc {
  id: string;
}

export interface CollectionSpec {
  name: string;
  /** Compound indexes, each a list of field paths. */
  indexes?: string[][];
}

/** The document type when a caller names none. */
export type AnyDoc = Doc & Record<string, unknown>;

export interface ReadView {
  get<T extends Doc = AnyDoc>(coll: string, id: string): Promise<T | null>;
  find<T extends Doc = AnyDoc>(coll: string, q?: FindQuery): Promise<T[]>;
  count(coll: string, where?: Where): Promise<number>;
}

export interface ReadTx extends ReadView {
  /** Inserts or replaces the document with `doc.id`. */
  put<T extends Doc>(coll: string, doc: T): Promise<void>;
  /**
   * Inserts or replaces many documents of one collection at once (a later one with the same
   * `id` wins): one statement or round trip for the batch instead of one per document.
   */
  putMany<T extends Doc>(coll: string, docs: readonly T[]): Promise<void>;
  delete(coll: string, id: string): Promise<void>;
  getCheckpoint(name: string): Promise<Position>;
  setCheckpoint(name: string, position: Position): Promise<void>;
}

export interface ReadStore extends ReadView {
  ensureCollections(specs: CollectionSpec[]): Promise<void>;
  /** Runs `fn` in one transaction: all its writes and checkpoints land together or not at all. */
  transact<T>(fn: (tx: ReadTx) => Promise<T>): Promise<T>;
  checkpoint(name: string): Promise<Position>;
  /** Drops every collection and checkpoint (projections rebuild). */
  dropAll(): Promise<void>;
  close(): Promise<void>;
}

/** The sort keys of a query with the `id` tie-breaker appended. */
export const fullSort = (q: FindQuery): Array<[string, SortDir]> => [
  ...(q.sort ?? []).filter(([f]) => f !== 'id'),
  ['id', 1],
];

/** Reads a dotted path from a document. */
export const pathValue = (doc: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), doc);

export const COLLECTION_NAME = /^[a-z][a-z0-9_]{0,62}$/;
export const FIELD_PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

/**
 * Free-form payloads (session metadata, raw import data, run progress) may nest deeper than a
 * database's own JSON/BSON parser accepts (SQLite's JSON functions refuse more than 1,000
 * levels, BSON 100). Adapters never hand such a document to the database to query: they
 * keep the whole document as an opaque string and query a copy pruned to this depth.
 */
export const QUERYABLE_DEPTH = 32;

/**
 * True when `v` nests deeper than `limit` levels (objects and arrays each count one), or has a
 * field name `refused` rejects anywhere within those levels.
 */
export function nestsDeeperThan(v: unknown, limit: number, refused: (key: string) => boolean = () => false): boolean {
  if (v === null || typeof v !== 'object') return false;
  if (limit <= 0) return true;
  // Loops rather than entries(): every document written passes through here.
  if (Array.isArray(v)) {
    for (const x of v) if (nestsDeeperThan(x, limit - 1, refused)) return true;
    return false;
  }
  const o = v as Record<string, unknown>;
  for (const k in o) {
    if (Object.hasOwn(o, k) && (refused(k) || nestsDeeperThan(o[k], limit - 1, refused))) return true;
  }
  return false;
}

/** A copy of `v` in which objects and arrays below `limit` levels are null and `refused` field names left out. */
export function pruneDepth(v: unknown, limit: number, refused: (key: string) => boolean = () => false): unknown {
  if (v === null || typeof v !== 'object') return v;
  if (limit <= 0) return null;
  if (Array.isArray(v)) return v.map((x) => pruneDepth(x, limit - 1, refused));
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v as Record<string, unknown>)) if (!refused(k)) out[k] = pruneDepth(x, limit - 1, refused);
  return out;
}
