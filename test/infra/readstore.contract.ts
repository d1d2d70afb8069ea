/**
 * The ReadStore contract, written once and run against every adapter (readstore.int.test.ts).
 * `open` gives a fresh, empty store for each test.
 */
import { fullSort, pathValue, type Doc, type FindQuery, type ReadStore, type Scalar, type SortDir } from '../../src/infra/readstore/port.ts';
import type { Tap } from './tap.ts';

/** A document with any fields (the port's Doc only promises `id`). */
type Item = Doc & Record<string, unknown>;

export type OpenReadStore = () => Promise<{ store: ReadStore; cleanup?: () => Promise<void> }>;

interface Person extends Doc {
  [key: string]: unknown;
  name: string;
  age?: number | null;
  active: boolean;
  event: { side: string | null; tags?: string[] };
  bio?: string;
}

const people: Person[] = [
  { id: 'p1', name: 'Ada Lovelace', age: 36, active: true, event: { side: 'buyer' }, bio: 'Analytical (engine) notes' },
  { id: 'p2', name: 'Grace Hopper', age: 85, active: false, event: { side: 'seller' }, bio: 'COBOL, abc, compilers' },
  { id: 'p3', name: 'Alan Turing', age: 41, active: true, event: { side: 'buyer' } },
  { id: 'p4', name: 'Katherine Johnson', age: null, active: true, event: { side: null } },
  { id: 'p5', name: 'Edsger Dijkstra', active: false, event: { side: 'seller' }, bio: 'a.c is not abc' },
];

const ids = (docs: Doc[]) => docs.map((d) => d.id);

/** A small seeded PRNG (mulberry32), so a failing case can be replayed. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** The order both adapters promise: nulls (and missing) first ascending, then numbers, strings. */
function compare(a: unknown, b: unknown): number {
  const rank = (v: unknown) => (v === null || v === undefined ? 0 : typeof v === 'number' ? 1 : 2);
  const ra = rank(a);
  const rb = rank(b);
  if (ra !== rb) return ra - rb;
  if (ra === 0) return 0;
  return (a as number | string) < (b as number | string) ? -1 : (a as number | string) > (b as number | string) ? 1 : 0;
}

const keyOf = (doc: Item, q: FindQuery): Scalar[] => fullSort(q).map(([f]) => (pathValue(doc, f) ?? null) as Scalar);

export function readStoreContract(t: Tap, open: OpenReadStore): void {
  const given = async (t: Tap, docs: Item[] = people, coll = 'people') => {
    const { store, cleanup } = await open();
    t.teardown(async () => {
      await store.close();
      await cleanup?.();
    });
    if (docs.length)
      await store.transact(async (tx) => {
        for (const d of docs) await tx.put(coll, d);
      });
    return store;
  };

  t.test('put, get, replace and delete documents', async (t) => {
    const store = await given(t, []);
    t.equal(await store.get('people', 'p1'), null, 'a missing document reads as null');
    await store.transact(async (tx) => tx.put('people', people[0]!));
    t.same(await store.get('people', 'p1'), people[0], 'the document round-trips');
    const renamed: Person = { ...people[0]!, name: 'Countess' };
    await store.transact(async (tx) => tx.put('people', renamed));
    t.equal((await store.get<Person>('people', 'p1'))?.name, 'Countess', 'put replaces by id');
    t.equal(await store.count('people'), 1);
    await store.transact(async (tx) => tx.delete('people', 'p1'));
    t.equal(await store.get('people', 'p1'), null, 'delete removes it');
    await store.transact(async (tx) => tx.delete('people', 'nobody'));
    t.pass('deleting a missing document is not an error');
  });

  t.test('reads of a collection never written read as empty', async (t) => {
    const store = await given(t, []);
    t.same(await store.find('ghosts'), []);
    t.equal(await store.count('ghosts', { name: 'x' }), 0);
    t.equal(await store.get('ghosts', 'x'), null);
  });

  t.test('find with each condition type, on plain and dotted paths', async (t) => {
    const store = await given(t);
    const q = async (where: FindQuery['where']) => ids(await store.find('people', { where }));
    t.same(await q({ name: 'Alan Turing' }), ['p3'], 'string equality');
    t.same(await q({ age: 36 }), ['p1'], 'number equality');
    t.same(await q({ active: false }), ['p2', 'p5'], 'boolean equality');
    t.same(await q({ age: null }), ['p4', 'p5'], 'null matches null and missing');
    t.same(await q({ 'event.side': 'buyer' }), ['p1', 'p3'], 'dotted path equality');
    t.same(await q({ 'event.side': null }), ['p4'], 'dotted path null');
    t.same(await q({ id: 'p2' }), ['p2'], 'equality on id');
    t.same(await q({ id: { $in: ['p2', 'p4', 'zz'] } }), ['p2', 'p4'], '$in on id');
    t.same(await q({ 'event.side': { $in: ['seller'] } }), ['p2', 'p5'], '$in on a dotted path');
    t.same(await q({ age: { $in: [] } }), [], 'empty $in matches nothing');
    t.same(await q({ age: { $in: [41, null] } }), ['p3', 'p4', 'p5'], '$in with null matches null and missing');
    t.same(await q({ 'event.side': { $ne: 'buyer' } }), ['p2', 'p4', 'p5'], '$ne includes nulls');
    t.same(await q({ age: { $ne: null } }), ['p1', 'p2', 'p3'], '$ne null means present');
    t.same(await q({ age: { $gt: 36 } }), ['p2', 'p3'], '$gt');
    t.same(await q({ age: { $gte: 36 } }), ['p1', 'p2', 'p3'], '$gte');
    t.same(await q({ age: { $lt: 41 } }), ['p1'], '$lt (nulls never match a range)');
    t.same(await q({ age: { $gte: 36, $lte: 41 } }), ['p1', 'p3'], 'a closed range');
    t.same(await q({ name: { $gte: 'B', $lt: 'H' } }), ['p5', 'p2'].sort(), 'a string range');
    t.same(await q({ active: true, 'event.side': 'buyer', age: { $gt: 40 } }), ['p3'], 'all conditions must hold');
  });

  t.test('text matches a case-insensitive literal substring of any field', async (t) => {
    const store = await given(t);
    const q = async (value: string, fields = ['name', 'bio']) => ids(await store.find('people', { text: { fields, value } }));
    t.same(await q('LOVE'), ['p1'], 'case-insensitive');
    t.same(await q('compil'), ['p2'], 'matches the second field');
    t.same(await q('a.c'), ['p5'], 'a dot is literal, not a wildcard');
    t.same(await q('(engine)'), ['p1'], 'parentheses are literal');
    t.same(await q('nobody'), []);
    t.same(await q('sell', ['event.side']), ['p2', 'p5'], 'on a dotted path');
    t.same(await q(''), ['p1', 'p2', 'p3', 'p4', 'p5'], 'an empty value matches everything');
    t.same(ids(await store.find('people', { text: { fields: ['name'], value: 'a' }, where: { active: false } })), ['p2', 'p5'], 'combined with where');
  });

  t.test('sort ascending and descending with the id tie-breaker, and limit', async (t) => {
    const store = await given(t);
    t.same(ids(await store.find('people', { sort: [['age', 1]] })), ['p4', 'p5', 'p1', 'p3', 'p2'], 'nulls first ascending');
    t.same(ids(await store.find('people', { sort: [['age', -1]] })), ['p2', 'p3', 'p1', 'p4', 'p5'], 'nulls last descending, ties by id');
    t.same(ids(await store.find('people', { sort: [['event.side', -1]], limit: 3 })), ['p2', 'p5', 'p1'], 'dotted sort with limit');
    t.same(ids(await store.find('people', { sort: [['name', 1]], limit: 2 })), ['p1', 'p3']);
    t.same(ids(await store.find('people')), ['p1', 'p2', 'p3', 'p4', 'p5'], 'id order by default');
  });

  t.test('keyset paging never skips or repeats, with ties and nulls on the sort keys (property)', async (t) => {
    const random = rng(20240611);
    const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
    const docs: Item[] = Array.from({ length: 60 }, (_, i) => {
      const d: Item = { id: `d${String(i).padStart(3, '0')}`, name: pick(['ann', 'bob', 'cy']), g: { rank: pick([1, 2, 3]) } };
      const score = pick([null, undefined, 1, 2, 2.5, 3]);
      if (score !== undefined) d.score = score;
      return d;
    });
    const store = await given(t, docs, 'items');
    const sorts: Array<Array<[string, SortDir]>> = [
      [],
      [['score', 1]],
      [['score', -1]],
      [['name', 1], ['score', -1]],
      [['g.rank', -1], ['name', 1]],
      [['score', -1], ['g.rank', 1], ['name', -1]],
    ];
    for (const sort of sorts) {
      for (const where of [undefined, { name: { $ne: 'bob' } }]) {
        const base: FindQuery = { sort, ...(where ? { where } : {}) };
        const expected = docs
          .filter((d) => !where || d.name !== 'bob')
          .sort((a, b) => {
            for (const [f, dir] of fullSort(base)) {
              const c = compare(pathValue(a, f), pathValue(b, f));
              if (c !== 0) return c * dir;
            }
            return 0;
          });
        const pages: Item[] = [];
        let after: Scalar[] | undefined;
        for (let guard = 0; guard < 200; guard++) {
          const limit = 1 + Math.floor(random() * 7);
          const page = await store.find<Item>('items', { ...base, limit, ...(after ? { after } : {}) });
          if (page.length === 0) break;
          pages.push(...page);
          after = keyOf(page[page.length - 1]!, base);
        }
        const label = `sort ${JSON.stringify(sort)}${where ? ' where name≠bob' : ''}`;
        t.same(ids(await store.find('items', base)), ids(expected), `${label}: one query gives the reference order`);
        t.same(ids(pages), ids(expected), `${label}: pages concatenate to the same list`);
      }
    }
  });

  t.test('count with and without conditions', async (t) => {
    const store = await given(t);
    t.equal(await store.count('people'), 5);
    t.equal(await store.count('people', { active: true }), 3);
    t.equal(await store.count('people', { 'event.side': { $in: ['buyer', 'seller'] }, age: { $gt: 40 } }), 2);
  });

  t.test('putMany inserts and replaces many documents at once, the last of a repeated id winning', async (t) => {
    // Given a collection holding p1 and p2
    const store = await given(t, people.slice(0, 2));
    const deep = { id: 'p9', name: 'deep', active: true, event: { side: null }, nest: JSON.parse('['.repeat(60) + ']'.repeat(60)) as unknown };
    // When one putMany replaces p1, adds p3, a deeply nested p9 and p4 twice, and another writes nothing
    await store.transact(async (tx) => {
      await tx.putMany('people', [{ ...people[0]!, name: 'Countess' }, people[2]!, deep, { ...people[3]!, name: 'first' }, people[3]!]);
      await tx.putMany('people', []);
      t.equal((await tx.get<Person>('people', 'p1'))?.name, 'Countess', 'the transaction reads the batch');
    });
    // Then every document reads back as last sent, and p2 is untouched
    t.same(ids(await store.find('people')), ['p1', 'p2', 'p3', 'p4', 'p9']);
    t.equal((await store.get<Person>('people', 'p1'))?.name, 'Countess', 'an existing id is replaced');
    t.same(await store.get('people', 'p4'), people[3], 'the last document of a repeated id wins');
    t.same(await store.get('people', 'p9'), deep, 'a deeply nested document is stored whole');
    t.same(ids(await store.find('people', { where: { name: 'deep' } })), ['p9'], 'and found by its fields');
    // And a batch in a transaction that throws is rolled back with it
    await t.rejects(
      store.transact(async (tx) => {
        await tx.putMany('people', [{ ...people[1]!, name: 'changed' }, people[4]!]);
        throw new Error('later failure');
      }),
    );
    t.equal((await store.get<Person>('people', 'p2'))?.name, 'Grace Hopper', 'the batch was rolled back');
    t.equal(await store.get('people', 'p5'), null);
  });

  t.test('a transaction that throws rolls back every write and the checkpoint', async (t) => {
    const store = await given(t);
    await store.transact(async (tx) => tx.setCheckpoint('people', 7));
    const boom = new Error('projector failed');
    await t.rejects(
      store.transact(async (tx) => {
        const changed: Person = { ...people[0]!, name: 'changed' };
        await tx.put('people', changed);
        await tx.delete('people', 'p2');
        await tx.put('brand_new', { id: 'n1' });
        await tx.setCheckpoint('people', 9);
        t.equal((await tx.get<Person>('people', 'p1'))?.name, 'changed', 'the transaction reads its own writes');
        t.equal(await tx.getCheckpoint('people'), 9, 'and its own checkpoint');
        throw boom;
      }),
      boom,
      'the error reaches the caller',
    );
    t.equal((await store.get<Person>('people', 'p1'))?.name, 'Ada Lovelace', 'the put was rolled back');
    t.ok(await store.get('people', 'p2'), 'the delete was rolled back');
    t.equal(await store.get('brand_new', 'n1'), null, 'the insert into a new collection was rolled back');
    t.equal(await store.checkpoint('people'), 7, 'the checkpoint was rolled back');
    // and the store stays usable, also for the collection first created in the failed transaction
    await store.transact(async (tx) => tx.put('brand_new', { id: 'n2' }));
    t.same(ids(await store.find('brand_new')), ['n2']);
  });

  t.test('a transaction returns its value and commits writes with the checkpoint', async (t) => {
    const store = await given(t, []);
    const r = await store.transact(async (tx) => {
      await tx.put('people', people[2]!);
      await tx.setCheckpoint('people', 12);
      return 'done';
    });
    t.equal(r, 'done');
    t.equal((await store.get('people', 'p3'))?.id, 'p3');
    t.equal(await store.checkpoint('people'), 12);
  });

  t.test('concurrent read-modify-write transactions do not lose updates', async (t) => {
    const store = await given(t, [{ id: 'c', n: 0 }], 'counters');
    await Promise.all(
      Array.from({ length: 8 }, () =>
        store.transact(async (tx) => {
          const c = await tx.get<{ id: string; n: number }>('counters', 'c');
          const next: Item = { id: 'c', n: (c?.n ?? 0) + 1 };
          await tx.put('counters', next);
        }),
      ),
    );
    t.equal((await store.get<{ id: string; n: number }>('counters', 'c'))?.n, 8);
  });

  t.test('reads outside a transaction see only committed state', async (t) => {
    const store = await given(t);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let inside!: () => void;
    const entered = new Promise<void>((r) => (inside = r));
    const tx = store.transact(async (tx) => {
      const uncommitted: Person = { ...people[0]!, name: 'uncommitted' };
      await tx.put('people', uncommitted);
      await tx.put('fresh_coll', { id: 'f1' });
      inside();
      await gate;
    });
    await entered;
    t.equal((await store.get<Person>('people', 'p1'))?.name, 'Ada Lovelace', 'the uncommitted put is invisible');
    t.same(await store.find('fresh_coll'), [], 'a collection created by the open transaction reads as empty');
    t.same(await store.find('other_new_coll'), [], 'a collection first read during the transaction reads as empty');
    release();
    await tx;
    t.equal((await store.get<Person>('people', 'p1'))?.name, 'uncommitted', 'visible once committed');
    t.same(ids(await store.find('fresh_coll')), ['f1']);
  });

  t.test('checkpoints default to 0 and are independent by name', async (t) => {
    const store = await given(t, []);
    t.equal(await store.checkpoint('a'), 0);
    await store.transact(async (tx) => {
      t.equal(await tx.getCheckpoint('a'), 0);
      await tx.setCheckpoint('a', 3);
      await tx.setCheckpoint('b', 40);
    });
    await store.transact(async (tx) => tx.setCheckpoint('a', 5));
    t.equal(await store.checkpoint('a'), 5);
    t.equal(await store.checkpoint('b'), 40);
  });

  t.test('dropAll removes every collection and checkpoint, and the store stays usable', async (t) => {
    const store = await given(t);
    await store.transact(async (tx) => {
      await tx.put('other', { id: 'o1' });
      await tx.setCheckpoint('people', 4);
    });
    await store.dropAll();
    t.equal(await store.count('people'), 0);
    t.equal(await store.count('other'), 0);
    t.equal(await store.checkpoint('people'), 0);
    await store.transact(async (tx) => tx.put('people', people[0]!));
    t.same(ids(await store.find('people')), ['p1'], 'writes work after a drop');
  });

  t.test('ensureCollections is idempotent and keeps the data', async (t) => {
    const store = await given(t);
    const specs = [
      { name: 'people', indexes: [['event.side', 'age'], ['name']] },
      { name: 'empty_one', indexes: [['x']] },
    ];
    await store.ensureCollections(specs);
    await store.ensureCollections(specs);
    t.equal(await store.count('people'), 5, 'existing documents survive');
    t.same(ids(await store.find('people', { where: { 'event.side': 'buyer' }, sort: [['age', -1]] })), ['p3', 'p1']);
    t.same(await store.find('empty_one'), []);
  });

  t.test('bad collection names and field paths are refused', async (t) => {
    const store = await given(t, []);
    await t.rejects(store.find('Bad-Name'));
    await t.rejects(store.find('people', { where: { 'x; DROP TABLE y': 1 } }));
    await t.rejects(store.find('people', { sort: [['$where', 1]] }));
  });
  t.test('a document nested far deeper than the database parses is stored, read back whole and found by its fields', async (t) => {
    const store = await given(t);
    await store.ensureCollections([{ name: 'sessions', indexes: [['org_id', 'title']] }]);
    let deep: unknown = 1;
    for (let i = 0; i < 1500; i++) deep = { a: deep }; // SQLite parses 1,000 levels, BSON 100
    const doc = { id: 's1', org_id: 'o', title: 'T', metadata: deep };
    await store.transact(async (tx) => {
      await tx.put('sessions', doc);
      await tx.put('sessions', { id: 's2', org_id: 'o', title: 'U', metadata: { a: 1 } });
    });
    const back = await store.get<typeof doc>('sessions', 's1');
    t.equal(JSON.stringify(back), JSON.stringify(doc), 'read back whole, every level kept');
    t.same(ids(await store.find('sessions', { where: { org_id: 'o' }, sort: [['title', 1]] })), ['s1', 's2'], 'indexed fields still filter and sort');
    t.same(ids(await store.find('sessions', { text: { fields: ['title'], value: 't' } })), ['s1']);
    t.equal(await store.count('sessions', { org_id: 'o', title: 'T' }), 1);
    const found = await store.find<typeof doc>('sessions', { where: { title: 'T' } });
    t.equal(JSON.stringify(found[0]), JSON.stringify(doc), 'find returns the whole document too');
  });

  t.test('free-form field names a database may refuse (dotted, $-prefixed) are stored and read back as sent', async (t) => {
    const store = await given(t, []);
    const doc = { id: 'm1', org_id: 'o', metadata: { 'a.b': 1, $where: { 'x.y': [1, { $gt: 2 }] }, plain: 'p' } };
    await store.transact(async (tx) => tx.put('sessions', doc));
    t.same(await store.get('sessions', 'm1'), doc);
    t.same(ids(await store.find('sessions', { where: { org_id: 'o', 'metadata.plain': 'p' } })), ['m1'], 'safe fields still filter');
  });
}
