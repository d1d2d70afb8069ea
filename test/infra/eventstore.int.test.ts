import t from 'tap';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SqliteEventStore } from '../../src/infra/eventstore/sqlite.ts';
import { KurrentEventStore } from '../../src/infra/eventstore/kurrent.ts';
import { WrongExpectedRevisionError } from '../../src/infra/eventstore/port.ts';
import { eventStoreContract } from './eventstore.contract.ts';

const dir = mkdtempSync(join(tmpdir(), 'mm-es-'));
t.teardown(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const newFile = () => join(dir, `events-${files++}.sqlite`);

void t.test('SQLite event store contract', async (t) => {
  eventStoreContract(t, async () => new SqliteEventStore(newFile(), { pollMs: 20 }));
});

void t.test('SQLite: a fresh store has head 0 and reads nothing', async (t) => {
  const store = new SqliteEventStore(newFile());
  t.teardown(() => store.close());
  t.equal(await store.headPosition(), 0);
  t.same(await store.readAll({ maxCount: 10 }), []);
});

void t.test('SQLite: two stores on one file see each other through subscribeToAll', async (t) => {
  // given two instances on one file, as two processes sharing DATA_DIR
  const file = newFile();
  const reader = new SqliteEventStore(file, { pollMs: 20 });
  const writer = new SqliteEventStore(file, { pollMs: 20 });
  t.teardown(async () => {
    await reader.close();
    await writer.close();
  });
  const ac = new AbortController();
  const got: string[] = [];
  const loop = (async () => {
    for await (const e of reader.subscribeToAll({ signal: ac.signal })) {
      got.push(`${e.streamId}:${e.revision}`);
      if (got.length === 3) ac.abort();
    }
  })();
  // when the other instance appends
  await writer.append('s-1', [{ type: 'A', data: {} }, { type: 'B', data: {} }], { expectedRevision: 'no_stream' });
  await writer.append('s-2', [{ type: 'C', data: {} }], { expectedRevision: 'no_stream' });
  const guard = setTimeout(() => ac.abort(), 10_000);
  await loop;
  clearTimeout(guard);
  // then the subscriber of the first sees them, in order
  t.same(got, ['s-1:0', 's-1:1', 's-2:0']);
  // and a conflict is detected across instances
  await t.rejects(
    reader.append('s-2', [{ type: 'D', data: {} }], { expectedRevision: 'no_stream' }),
    WrongExpectedRevisionError,
  );
});

void t.test('SQLite: a child process appending concurrently keeps revisions unique', async (t) => {
  const file = newFile();
  const store = new SqliteEventStore(file);
  t.teardown(() => store.close());
  const stream = 'shared-counter';
  const perSide = 40;
  const worker = fileURLToPath(new URL('./fixtures/append-worker.ts', import.meta.url));
  // when a child process and this one both run the optimistic append loop on one stream
  const child = spawn(process.execPath, ['--import', 'tsx', worker, file, stream, String(perSide), 'child'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (b: Buffer) => (out += b.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  for (let i = 0; i < perSide; i++) {
    for (;;) {
      const last = (await store.readStream(stream)).at(-1)?.revision;
      try {
        await store.append(stream, [{ type: 'Tick', data: { tag: 'parent', i } }], { expectedRevision: last ?? 'no_stream' });
        break;
      } catch (e) {
        if (!(e instanceof WrongExpectedRevisionError)) throw e;
      }
    }
    await new Promise((r) => setImmediate(r));
  }
  t.equal(await exited, 0, 'the child finished cleanly');
  t.match(JSON.parse(out), { conflicts: Number }, 'the child reported its conflicts');
  // then every event landed once with a unique, gapless revision
  const events = await store.readStream(stream);
  t.same(
    events.map((e) => e.revision),
    Array.from({ length: 2 * perSide }, (_, i) => i),
    'revisions 0..n-1, no duplicate, no gap',
  );
  for (const tag of ['parent', 'child']) {
    const mine = events.filter((e) => (e.data as { tag: string }).tag === tag).map((e) => (e.data as { i: number }).i);
    t.same(mine, Array.from({ length: perSide }, (_, i) => i), `every ${tag} event once, in its order`);
  }
  const all = await store.readAll({ maxCount: 1000 });
  t.equal(new Set(all.map((e) => e.position)).size, all.length, 'global positions are unique');
});

if (process.env.EVENTSTORE_URL) {
  const url = process.env.EVENTSTORE_URL;
  void t.test('KurrentDB event store contract', async (t) => {
    eventStoreContract(t, async () => new KurrentEventStore(url, { backoffMs: 100 }));
  });
} else {
  void t.skip('KurrentDB event store contract: EVENTSTORE_URL not set — cannot run here (no server on this machine)', () => {});
}
