import Database from 'better-sqlite3';
import {
  COLLECTION_NAME,
  FIELD_PATH,
  QUERYABLE_DEPTH,
  fullSort,
  nestsDeeperThan,
  pruneDepth,
  type CollectionSpec,
  type Condition,
  type AnyDoc,
  type Doc,
  type FindQuery,
  type ReadStore,
  type ReadTx,
  type ReadView,
  type Scalar,
  type Where,
} from './port.ts';
import type { Position } from '../eventstore/port.ts';

type Bind = string | number | null;

const bind = (v: Scalar): Bind => (typeof v === 'boolean' ? (v ? 1 : 0) : v);
const table = (coll: string) => {
  if (!COLLECTION_NAME.test(coll)) throw new Error(`bad collection name ${coll}`);
  return `rm_${coll}`;
};
/**
 * Fields are read from `idx` when the row has one (a copy of a document that nests too deep
 * for SQLite's JSON parser, pruned to QUERYABLE_DEPTH), else from the document itself.
 */
const expr = (field: string) => {
  if (!FIELD_PATH.test(field)) throw new Error(`bad field path ${field}`);
  return field === 'id' ? 'id' : `json_extract(coalesce(idx, doc), '$.${field}')`;
};

/** The `idx` column of a document: null unless it nests deeper than SQLite may be asked to parse. */
const queryable = (doc: unknown): string | null =>
  nestsDeeperThan(doc, QUERYABLE_DEPTH) ? JSON.stringify(pruneDepth(doc, QUERYABLE_DEPTH)) : null;

function condition(field: string, c: Condition, params: Bind[]): string {
  const e = expr(field);
  if (c === null) return `${e} IS NULL`;
  if (typeof c !== 'object') {
    params.push(bind(c));
    return `${e} = ?`;
  }
  if ('$in' in c) {
    // Like MongoDB, a null in the list matches null and missing values.
    const values = c.$in.filter((v) => v !== null);
    const parts = c.$in.length > values.length ? [`${e} IS NULL`] : [];
    if (values.length) {
      params.push(...values.map(bind));
      parts.push(`${e} IN (${values.map(() => '?').join(', ')})`);
    }
    return parts.length ? `(${parts.join(' OR ')})` : '0';
  }
  if ('$ne' in c) {
    if (c.$ne === null) return `${e} IS NOT NULL`;
    params.push(bind(c.$ne));
    return `(${e} IS NULL OR ${e} <> ?)`;
  }
  const parts: string[] = [];
  for (const [op, sql] of [['$gt', '>'], ['$gte', '>='], ['$lt', '<'], ['$lte', '<=']] as const) {
    const v = c[op];
    if (v !== undefined) {
      params.push(bind(v));
      parts.push(`${e} ${sql} ?`);
    }
  }
  return parts.length ? parts.join(' AND ') : '1';
}

function whereSql(where: Where | undefined, params: Bind[]): string[] {
  return Object.entries(where ?? {}).map(([f, c]) => condition(f, c, params));
}

/** SQL for a find: filters, text match, keyset continuation, order and limit. */
function findSql(coll: string, q: FindQuery): { sql: string; params: Bind[] } {
  const params: Bind[] = [];
  const clauses = whereSql(q.where, params);
  if (q.text && q.text.value !== '') {
    const ors = q.text.fields.map((f) => {
      params.push(q.text!.value.toLowerCase());
      return `instr(lower(coalesce(${expr(f)}, '')), ?) > 0`;
    });
    clauses.push(`(${ors.join(' OR ')})`);
  }
  const sort = fullSort(q);
  if (q.after) {
    if (q.after.length !== sort.length) throw new Error('keyset length does not match sort');
    // NULL sorts first ascending (last descending), and `= NULL` / `> NULL` are never true,
    // so null keys need their own comparisons or a page boundary on a null would skip rows.
    const ors: string[] = [];
    for (let i = 0; i < sort.length; i++) {
      if (q.after[i] === null && sort[i]![1] === -1) continue; // nothing sorts after null descending
      const ands: string[] = [];
      for (let j = 0; j < i; j++) {
        const v = q.after[j]!;
        if (v === null) ands.push(`${expr(sort[j]![0])} IS NULL`);
        else {
          ands.push(`${expr(sort[j]![0])} = ?`);
          params.push(bind(v));
        }
      }
      const [f, dir] = sort[i]!;
      const v = q.after[i]!;
      if (v === null) {
        ands.push(`${expr(f)} IS NOT NULL`);
      } else if (dir === 1) {
        ands.push(`${expr(f)} > ?`);
        params.push(bind(v));
      } else {
        ands.push(`(${expr(f)} < ? OR ${expr(f)} IS NULL)`);
        params.push(bind(v));
      }
      ors.push(`(${ands.join(' AND ')})`);
    }
    clauses.push(ors.length ? `(${ors.join(' OR ')})` : '0');
  }
  const order = sort.map(([f, d]) => `${expr(f)} ${d === 1 ? 'ASC' : 'DESC'}`).join(', ');
  let sql = `SELECT doc FROM ${table(coll)}${clauses.length ? ` WHERE ${clauses.join(' AND ')}` : ''} ORDER BY ${order}`;
  if (q.limit !== undefined) {
    sql += ' LIMIT ?';
    params.push(q.limit);
  }
  return { sql, params };
}

const isNoSuchTable = (e: unknown) => e instanceof Error && /no such table: rm_/.test(e.message);

/** Prepared statements by SQL, per connection: preparing dominated bulk projection time. */
const statements = new WeakMap<Database.Database, Map<string, Database.Statement>>();
function prepared(db: Database.Database, sql: string): Database.Statement {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let st = cache.get(sql);
  if (!st) {
    st = db.prepare(sql);
    if (cache.size > 500) cache.clear();
    cache.set(sql, st);
  }
  return st;
}

/**
 * Reads through one connection; used by the store (reader) and by transactions (writer).
 * The reader never creates tables: a table that does not exist yet (or that a transaction
 * still holds uncommitted) reads as empty.
 */
class SqliteView implements ReadView {
  constructor(protected readonly db: Database.Database) {}

  /** Validates the name; a transaction also creates the table on first use. */
  protected ensure(coll: string): string {
    return table(coll);
  }

  private read<R>(run: () => R, empty: R): R {
    try {
      return run();
    } catch (e) {
      if (!this.db.inTransaction && isNoSuchTable(e)) return empty;
      throw e;
    }
  }

  async get<T extends Doc = AnyDoc>(coll: string, id: string): Promise<T | null> {
    const t = this.ensure(coll);
    return this.read(() => {
      const row = prepared(this.db, `SELECT doc FROM ${t} WHERE id = ?`).get(id) as { doc: string } | undefined;
      return row ? (JSON.parse(row.doc) as T) : null;
    }, null);
  }

  async find<T extends Doc = AnyDoc>(coll: string, q: FindQuery = {}): Promise<T[]> {
    this.ensure(coll);
    const { sql, params } = findSql(coll, q);
    return this.read(
      () => (prepared(this.db, sql).all(...params) as Array<{ doc: string }>).map((r) => JSON.parse(r.doc) as T),
      [],
    );
  }

  async count(coll: string, where?: Where): Promise<number> {
    const t = this.ensure(coll);
    const params: Bind[] = [];
    const clauses = whereSql(where, params);
    const sql = `SELECT COUNT(*) AS n FROM ${t}${clauses.length ? ` WHERE ${clauses.join(' AND ')}` : ''}`;
    return this.read(() => (prepared(this.db, sql).get(...params) as { n: number }).n, 0);
  }
}

/**
 * Writes inside one open transaction. Tables are created inside the transaction, so a
 * rollback also forgets a table it created (no process-wide "known tables" cache to go stale).
 */
class SqliteTx extends SqliteView implements ReadTx {
  private readonly created = new Set<string>();

  protected override ensure(coll: string): string {
    const t = table(coll);
    if (!this.created.has(t)) {
      this.db.exec(`CREATE TABLE IF NOT EXISTS ${t} (id TEXT PRIMARY KEY, doc TEXT NOT NULL, idx TEXT)`);
      // Tables made before the `idx` column existed gain it (null: their documents are shallow).
      const cols = this.db.prepare(`PRAGMA table_info(${t})`).all() as Array<{ name: string }>;
      if (!cols.some((c) => c.name === 'idx')) this.db.exec(`ALTER TABLE ${t} ADD COLUMN idx TEXT`);
      this.created.add(t);
    }
    return t;
  }

  async put<T extends Doc>(coll: string, doc: T): Promise<void> {
    this.upsert(coll).run(doc.id, JSON.stringify(doc), queryable(doc));
  }
  async putMany<T extends Doc>(coll: string, docs: readonly T[]): Promise<void> {
    if (docs.length === 0) return;
    // Already inside the transaction: one statement, run per document without an await each.
    const st = this.upsert(coll);
    for (const doc of docs) st.run(doc.id, JSON.stringify(doc), queryable(doc));
  }
  private upsert(coll: string): Database.Statement {
    return prepared(this.db, `INSERT OR REPLACE INTO ${this.ensure(coll)} (id, doc, idx) VALUES (?, ?, ?)`);
  }
  async delete(coll: string, id: string): Promise<void> {
    this.ensure(coll);
    prepared(this.db, `DELETE FROM ${table(coll)} WHERE id = ?`).run(id);
  }
  async getCheckpoint(name: string): Promise<Position> {
    return checkpointOf(this.db, name);
  }
  async setCheckpoint(name: string, position: Position): Promise<void> {
    this.db.prepare('INSERT OR REPLACE INTO rm__checkpoints (name, position) VALUES (?, ?)').run(name, position);
  }
}

const checkpointOf = (db: Database.Database, name: string): Position =>
  (db.prepare('SELECT position FROM rm__checkpoints WHERE name = ?').get(name) as { position: number } | undefined)
    ?.position ?? 0;

/**
 * Embedded read models: one table per collection in a SQLite file (WAL). Queries use a reader
 * connection that sees only committed state; transactions run on a writer connection, one at
 * a time per process and serialized across processes by SQLite's write lock.
 */
export class SqliteReadStore extends SqliteView implements ReadStore {
  private readonly writer: Database.Database;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(file: string) {
    const open = () => {
      const db = new Database(file);
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL');
      db.pragma('busy_timeout = 10000');
      return db;
    };
    const writer = open();
    // Key documents inserted in random index order (a match run's pair keys, sorted by score)
    // dirty many pages per commit; checkpointing the WAL every 80 MB instead of every 4 MB made
    // inserting 90,000 of them about 40 % faster. The WAL file grows to that size between checkpoints.
    writer.pragma('wal_autocheckpoint = 20000');
    writer.exec('CREATE TABLE IF NOT EXISTS rm__checkpoints (name TEXT PRIMARY KEY, position INTEGER NOT NULL)');
    const reader = open();
    super(reader);
    this.writer = writer;
  }

  async ensureCollections(specs: CollectionSpec[]): Promise<void> {
    // Through the transaction queue: DDL must not land inside another caller's open transaction.
    await this.transact(async (tx) => {
      // Indexes of an earlier layout (`ix_`, on the document alone) no longer match the queries.
      const old = this.writer.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE 'ix\\_%' ESCAPE '\\'").all() as Array<{ name: string }>;
      for (const o of old) this.writer.exec(`DROP INDEX ${o.name}`);
      for (const s of specs) {
        await tx.count(s.name);
        (s.indexes ?? []).forEach((fields, i) => {
          this.writer.exec(
            `CREATE INDEX IF NOT EXISTS iq_${s.name}_${i} ON ${table(s.name)} (${fields.map(expr).join(', ')})`,
          );
        });
      }
    });
  }

  transact<T>(fn: (tx: ReadTx) => Promise<T>): Promise<T> {
    // One transaction at a time on the writer connection: a second async caller must not
    // interleave its statements into an open transaction.
    const run = async () => {
      this.writer.exec('BEGIN IMMEDIATE');
      try {
        const result = await fn(new SqliteTx(this.writer));
        this.writer.exec('COMMIT');
        return result;
      } catch (e) {
        if (this.writer.inTransaction) this.writer.exec('ROLLBACK');
        throw e;
      }
    };
    const next = this.queue.then(run, run);
    this.queue = next.catch(() => undefined);
    return next;
  }

  async checkpoint(name: string): Promise<Position> {
    return checkpointOf(this.db, name);
  }

  async dropAll(): Promise<void> {
    await this.transact(async () => {
      const tables = this.writer
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'rm\\_%' ESCAPE '\\' AND name <> 'rm__checkpoints'")
        .all() as Array<{ name: string }>;
      for (const t of tables) this.writer.exec(`DROP TABLE ${t.name}`);
      this.writer.exec('DELETE FROM rm__checkpoints');
    });
  }

  async close(): Promise<void> {
    await this.queue;
    this.db.close();
    this.writer.close();
  }
}
