import type { ClientSession, Collection, Db, Document, Filter, MongoClient, Sort } from 'mongodb';
import {
  COLLECTION_NAME,
  FIELD_PATH,
  QUERYABLE_DEPTH,
  fullSort,
  nestsDeeperThan,
  pruneDepth,
  type AnyDoc,
  type CollectionSpec,
  type Condition,
  type Doc,
  type FindQuery,
  type ReadStore,
  type ReadTx,
  type ReadView,
  type Scalar,
  type Where,
} from './port.ts';
import type { Position } from '../eventstore/port.ts';

const PREFIX = 'rm_';
const CHECKPOINTS = 'rm__checkpoints';

const collName = (coll: string) => {
  if (!COLLECTION_NAME.test(coll)) throw new Error(`bad collection name ${coll}`);
  return `${PREFIX}${coll}`;
};
/** A document's `id` is its `_id`; other paths are used as they are (dotted paths work natively). */
const field = (path: string) => {
  if (!FIELD_PATH.test(path)) throw new Error(`bad field path ${path}`);
  return path === 'id' ? '_id' : path;
};

/** The MongoDB form of a condition, or undefined for a range without bounds (no constraint). */
function condition(c: Condition): unknown {
  if (c === null || typeof c !== 'object') return c;
  if ('$in' in c) return { $in: c.$in };
  if ('$ne' in c) return { $ne: c.$ne };
  const range: Record<string, Scalar> = {};
  for (const op of ['$gt', '$gte', '$lt', '$lte'] as const) if (c[op] !== undefined) range[op] = c[op];
  return Object.keys(range).length ? range : undefined;
}

function whereFilter(where: Where | undefined): Filter<Document>[] {
  const out: Filter<Document>[] = [];
  for (const [f, c] of Object.entries(where ?? {})) {
    const path = field(f);
    const cond = condition(c);
    if (cond !== undefined) out.push({ [path]: cond });
  }
  return out;
}

const and = (filters: Filter<Document>[]): Filter<Document> => (filters.length ? { $and: filters } : {});

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The same semantics as the SQLite adapter: filters, text, keyset continuation. */
function findFilter(q: FindQuery): Filter<Document> {
  const ands = whereFilter(q.where);
  if (q.text && q.text.value !== '') {
    const re = new RegExp(escapeRegex(q.text.value), 'i');
    ands.push({ $or: q.text.fields.map((f) => ({ [field(f)]: re })) });
  }
  const sort = fullSort(q);
  if (q.after) {
    if (q.after.length !== sort.length) throw new Error('keyset length does not match sort');
    // Null (and missing) sorts first ascending, last descending, as in SQLite.
    const ors: Filter<Document>[] = [];
    for (let i = 0; i < sort.length; i++) {
      const prefix: Filter<Document>[] = [];
      for (let j = 0; j < i; j++) prefix.push({ [field(sort[j]![0])]: q.after[j] ?? null });
      const [f, dir] = sort[i]!;
      const v = q.after[i] ?? null;
      let next: Filter<Document>;
      if (v === null) {
        if (dir === -1) continue;
        next = { [field(f)]: { $ne: null } };
      } else if (dir === 1) next = { [field(f)]: { $gt: v } };
      else next = { $or: [{ [field(f)]: { $lt: v } }, { [field(f)]: null }] };
      ors.push({ $and: [...prefix, next] });
    }
    ands.push(ors.length ? { $or: ors } : { _id: { $exists: false } });
  }
  return and(ands);
}

const byId = (id: string): Filter<Document> => ({ _id: id as unknown as Document['_id'] });

/** Where the whole document is kept when BSON cannot hold it as it is (see storableAsIs). */
const WHOLE = '_json';

/** A field name MongoDB may refuse or misread in a stored document (`$`-prefixed, dotted, NUL). */
const unsafeKey = (k: string) => k.startsWith('$') || k.includes('.') || k.includes('\0');

/**
 * Whether a document can be stored as it is: no deeper than QUERYABLE_DEPTH (BSON allows 100)
 * and no field name MongoDB refuses. Free-form payloads (session metadata, raw import data,
 * run progress) may be neither.
 */
export const storableAsIs = (v: unknown, depth = QUERYABLE_DEPTH): boolean => !nestsDeeperThan(v, depth, unsafeKey);

/** The copy of a document MongoDB queries: pruned to QUERYABLE_DEPTH, unsafe field names left out. */
export const queryableCopy = (v: unknown, depth = QUERYABLE_DEPTH): unknown => pruneDepth(v, depth, unsafeKey);

const toDoc = <T extends Doc>(d: Document | null): T | null => {
  if (!d) return null;
  if (typeof d[WHOLE] === 'string') return JSON.parse(d[WHOLE]) as T;
  const { _id, ...rest } = d;
  return { ...rest, id: _id as string } as unknown as T;
};

/** A document BSON cannot hold as it is is stored as a queryable copy beside its whole JSON text. */
function stored(doc: Doc): Document {
  const { id, ...rest } = doc as AnyDoc;
  return storableAsIs(rest) ? { ...rest, id } : { ...(queryableCopy(rest) as Document), id, [WHOLE]: JSON.stringify(doc) };
}

class MongoView implements ReadView {
  constructor(
    protected readonly db: Db,
    protected readonly session?: ClientSession,
  ) {}

  protected coll(name: string): Collection<Document> {
    return this.db.collection(collName(name));
  }

  private get opts() {
    return this.session ? { session: this.session } : {};
  }

  async get<T extends Doc = AnyDoc>(coll: string, id: string): Promise<T | null> {
    return toDoc<T>(await this.coll(coll).findOne(byId(id), this.opts));
  }

  async find<T extends Doc = AnyDoc>(coll: string, q: FindQuery = {}): Promise<T[]> {
    const sort: Sort = Object.fromEntries(fullSort(q).map(([f, d]) => [field(f), d]));
    let cursor = this.coll(coll).find(findFilter(q), { ...this.opts, sort });
    if (q.limit !== undefined) {
      if (q.limit <= 0) return [];
      cursor = cursor.limit(q.limit);
    }
    return (await cursor.toArray()).map((d) => toDoc<T>(d)!);
  }

  async count(coll: string, where?: Where): Promise<number> {
    return this.coll(coll).countDocuments(and(whereFilter(where)), this.opts);
  }

  protected async checkpointOf(name: string): Promise<Position> {
    const d = await this.db.collection<{ _id: string; position: number }>(CHECKPOINTS).findOne({ _id: name }, this.opts);
    return d?.position ?? 0;
  }
}

class MongoTx extends MongoView implements ReadTx {
  async put<T extends Doc>(coll: string, doc: T): Promise<void> {
    await this.coll(coll).replaceOne(byId(doc.id), stored(doc), { session: this.session, upsert: true });
  }
  async putMany<T extends Doc>(coll: string, docs: readonly T[]): Promise<void> {
    // Unordered writes may apply in any order: keep only the last document per id first.
    const last = new Map<string, T>();
    for (const d of docs) last.set(d.id, d);
    if (last.size === 0) return;
    const ops = [...last.values()].map((d) => ({ replaceOne: { filter: byId(d.id), replacement: stored(d), upsert: true } }));
    await this.coll(coll).bulkWrite(ops, { session: this.session, ordered: false });
  }
  async delete(coll: string, id: string): Promise<void> {
    await this.coll(coll).deleteOne(byId(id), { session: this.session });
  }
  async getCheckpoint(name: string): Promise<Position> {
    return this.checkpointOf(name);
  }
  async setCheckpoint(name: string, position: Position): Promise<void> {
    await this.db
      .collection<{ _id: string; position: number }>(CHECKPOINTS)
      .updateOne({ _id: name }, { $set: { position } }, { session: this.session, upsert: true });
  }
}

/**
 * Read models on MongoDB (distributed mode): one collection `rm_<name>` per read-model
 * collection with `_id` = doc.id, checkpoints in `rm__checkpoints`. `transact` runs in a
 * multi-document transaction, which needs a replica set (compose.yaml runs a single-node one).
 * The store owns `client` and closes it.
 */
export class MongoReadStore extends MongoView implements ReadStore {
  constructor(
    private readonly client: MongoClient,
    db: Db,
  ) {
    super(db);
  }

  async ensureCollections(specs: CollectionSpec[]): Promise<void> {
    const existing = new Set((await this.db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name));
    for (const name of [CHECKPOINTS, ...specs.map((s) => collName(s.name))]) {
      if (existing.has(name)) continue;
      try {
        await this.db.createCollection(name);
      } catch (e) {
        // 48 NamespaceExists: another process created it first.
        if ((e as { code?: number }).code !== 48) throw e;
      }
    }
    for (const s of specs) {
      for (const fields of s.indexes ?? []) {
        // createIndex is idempotent for the same keys; `_id` order is appended like the sort.
        const keys = Object.fromEntries([...fields.map((f) => [field(f), 1] as const), ['_id', 1] as const]);
        await this.coll(s.name).createIndex(keys);
      }
    }
  }

  /**
   * Runs `fn` in a transaction. The driver retries `fn` on transient errors (write conflicts
   * with a concurrent transaction), so `fn` must only touch the store through `tx`.
   */
  async transact<T>(fn: (tx: ReadTx) => Promise<T>): Promise<T> {
    const session = this.client.startSession();
    try {
      let result!: T;
      await session.withTransaction(
        async () => {
          result = await fn(new MongoTx(this.db, session));
        },
        // 'local': the level under which a transaction may create a collection (a projector's
        // first write to a new collection). Reads still come from the transaction's snapshot,
        // and a write conflict with a concurrent transaction makes the driver retry `fn`.
        { readConcern: { level: 'local' }, writeConcern: { w: 'majority' } },
      );
      return result;
    } finally {
      await session.endSession();
    }
  }

  async checkpoint(name: string): Promise<Position> {
    return this.checkpointOf(name);
  }

  async dropAll(): Promise<void> {
    const colls = await this.db.listCollections({ name: { $regex: `^${PREFIX}` } }, { nameOnly: true }).toArray();
    for (const c of colls) await this.db.dropCollection(c.name).catch((e: { code?: number }) => {
      // 26 NamespaceNotFound: dropped concurrently.
      if (e.code !== 26) throw e;
    });
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
