/**
 * The projection runner's failure handling with projectors of the test's own: an event a
 * projector cannot apply is recorded and skipped for that projector only; a transient database
 * failure is retried and never skipped (issue #11, finding 1). A batch is cut once it has worked
 * for its time budget, and the rest of the page is applied by later batches.
 */
import t from 'tap';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SqliteEventStore } from '../../src/infra/eventstore/sqlite.ts';
import { SqliteReadStore } from '../../src/infra/readstore/sqlite.ts';
import { ProjectionRunner } from '../../src/projections/runner.ts';
import type { Projector } from '../../src/projections/projector.ts';
import { cleanMessage, isTransient } from '../../src/projections/failures.ts';
import type { Tap } from '../infra/tap.ts';

async function given(t: Tap, projectors: Projector[], types = ['Good', 'Bad', 'Good']) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-runner-'));
  const store = new SqliteEventStore(path.join(dir, 'events.db'));
  const read = new SqliteReadStore(path.join(dir, 'read.db'));
  t.teardown(async () => {
    await store.close();
    await read.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const runner = new ProjectionRunner(store, read, projectors);
  await runner.init();
  for (const [i, type] of types.entries()) await store.append(`s-${i}`, [{ type, data: { org_id: 'org-a', n: i } }], { expectedRevision: 'no_stream' });
  return { store, read, runner };
}

/** Writes one document per event it sees. */
const recorder = (name: string, fail?: (type: string) => unknown): Projector => ({
  name,
  collections: [{ name }],
  async apply(e, tx) {
    const err = fail?.(e.type);
    if (err) throw err;
    await tx.put(name, { id: String(e.position), type: e.type });
  },
});

t.test('given a projector that cannot apply one event of a batch, when the runner catches up', async (t) => {
  const { store, read, runner } = await given(t, [recorder('first'), recorder('broken', (type) => type === 'Bad' && new TypeError('cannot read n of bob@example.com')), recorder('last')]);
  await runner.catchUp();
  t.equal(runner.position, await store.headPosition(), 'then the checkpoint reaches the head');
  t.equal(await read.count('first'), 3, 'then the projectors before it applied every event');
  t.equal(await read.count('last'), 3, 'then the projectors after it too');
  t.same((await read.find('broken')).map((d) => d.type), ['Good', 'Good'], 'then it applied every other event');
  const { count, latest } = await runner.failures();
  t.equal(count, 1);
  t.match(latest[0], { position: 2, stream_id: 's-1', event_type: 'Bad', org_id: 'org-a', projection: 'broken', error: 'TypeError: cannot read n of [e-mail]' });
});

t.test('given a projector failing once with a busy database, when the runner catches up, then it retries and skips nothing', async (t) => {
  let busy = 1;
  const busyError = () => new Database.SqliteError('database is locked', 'SQLITE_BUSY');
  const { store, read, runner } = await given(t, [recorder('flaky', () => (busy-- > 0 ? busyError() : undefined))]);
  await t.rejects(runner.catchUp(), { code: 'SQLITE_BUSY' }, 'the transient failure surfaces (the follower retries it)');
  t.equal(runner.position, 0, 'nothing was skipped past');
  await runner.catchUp();
  t.equal(runner.position, await store.headPosition());
  t.equal(await read.count('flaky'), 3, 'every event applied');
  t.equal((await runner.failures()).count, 0, 'no failure recorded');
});

t.test('failure records: messages are one bounded line without e-mail addresses; transient errors are told apart', async (t) => {
  t.equal(cleanMessage(new RangeError('x\n  y')), 'RangeError: x y');
  t.equal(cleanMessage(new Error('a'.repeat(1000))).length, 300);
  t.equal(cleanMessage('ann.lee+x@acme.co.uk failed'), 'Error: [e-mail] failed');
  t.ok(isTransient(Object.assign(new Error('locked'), { code: 'SQLITE_BUSY' })));
  t.ok(isTransient(Object.assign(new Error('io'), { code: 'SQLITE_IOERR_WRITE' })));
  t.ok(isTransient(Object.assign(new Error('down'), { name: 'MongoNetworkError' })));
  t.ok(isTransient({ hasErrorLabel: (l: string) => l === 'TransientTransactionError' }));
  t.notOk(isTransient(Object.assign(new Error('malformed JSON'), { code: 'SQLITE_ERROR' })));
  t.notOk(isTransient(new RangeError('Maximum call stack size exceeded')));
  t.notOk(isTransient(undefined));
});

/** Busy for `ms` of CPU, as a heavy projection is (the runner measures work, not waiting). */
const burn = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

t.test('given events each heavier than a fraction of the batch budget, when the runner catches up', async (t) => {
  const seen: number[] = [];
  const slow: Projector = {
    name: 'slow',
    collections: [{ name: 'slow' }],
    async apply(e, tx) {
      burn(4);
      seen.push(e.position);
      await tx.put('slow', { id: String(e.position) });
    },
  };
  const { store, read, runner } = await given(t, [slow], Array.from({ length: 20 }, () => 'Tick'));
  let batches = 0;
  const transact = read.transact.bind(read);
  read.transact = (fn) => {
    batches++;
    return transact(fn);
  };
  await runner.catchUp();
  t.ok(batches > 1, 'then the page is applied in several batches');
  t.equal(runner.position, await store.headPosition(), 'then the checkpoint reaches the head');
  t.same(seen, [...seen].sort((a, b) => a - b), 'then events are applied in log order');
  t.equal(seen.length, 20, 'then every event is applied');
  t.equal(new Set(seen).size, 20, 'then none twice');
  t.equal(await read.count('slow'), 20);
});
