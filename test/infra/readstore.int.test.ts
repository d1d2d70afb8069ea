import t from 'tap';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { SqliteReadStore } from '../../src/infra/readstore/sqlite.ts';
import { MongoReadStore } from '../../src/infra/readstore/mongo.ts';
import { readStoreContract } from './readstore.contract.ts';
import { uniq } from './tap.ts';

const dir = mkdtempSync(join(tmpdir(), 'mm-rs-'));
t.teardown(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

void t.test('SQLite read store contract', async (t) => {
  readStoreContract(t, async () => ({ store: new SqliteReadStore(join(dir, `read-${files++}.sqlite`)) }));
});

void t.test('SQLite: two stores on one file share documents and checkpoints', async (t) => {
  const file = join(dir, 'shared.sqlite');
  const a = new SqliteReadStore(file);
  const b = new SqliteReadStore(file);
  t.teardown(async () => {
    await a.close();
    await b.close();
  });
  await a.transact(async (tx) => {
    const doc: { id: string; n: number } = { id: 't1', n: 1 };
    await tx.put('things', doc);
    await tx.setCheckpoint('things', 3);
  });
  t.same(await b.get('things', 't1'), { id: 't1', n: 1 });
  t.equal(await b.checkpoint('things'), 3);
  await b.dropAll();
  t.equal(await a.get('things', 't1'), null, 'a drop by one is seen by the other');
  await a.transact(async (tx) => tx.put('things', { id: 't2' }));
  t.equal(await b.count('things'), 1, 'and the first can write again after the other dropped its table');
});

const mongoUrl = process.env.MONGODB_URL;
if (mongoUrl) {
  void t.test('MongoDB read store contract', async (t) => {
    readStoreContract(t, async () => {
      // A database of its own per test: nothing to collide with on a shared server.
      const client = await MongoClient.connect(mongoUrl);
      const name = `mm_contract_${uniq()}`;
      const cleanup = async () => {
        const c = await MongoClient.connect(mongoUrl);
        await c.db(name).dropDatabase();
        await c.close();
      };
      return { store: new MongoReadStore(client, client.db(name)), cleanup };
    });
  });
} else {
  void t.skip('MongoDB read store contract: MONGODB_URL not set — cannot run here (no server on this machine)', () => {});
}
