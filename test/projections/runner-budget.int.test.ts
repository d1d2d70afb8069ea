/**
 * The projection runner cuts a batch once it has worked for its time budget and applies the
 * rest of the page in later batches: every event is still applied once, in log order.
 */
import t from 'tap';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SqliteEventStore } from '../../src/infra/eventstore/sqlite.ts';
import { SqliteReadStore } from '../../src/infra/readstore/sqlite.ts';
import { ProjectionRunner } from '../../src/projections/runner.ts';
import type { Projector } from '../../src/projections/projector.ts';

/** Busy for `ms` of CPU, as a heavy projection is (the runner measures work, not waiting). */
const burn = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

t.test('given events each heavier than a fraction of the batch budget, when the runner catches up', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-runner-budget-'));
  const store = new SqliteEventStore(path.join(dir, 'events.db'));
  const read = new SqliteReadStore(path.join(dir, 'read.db'));
  t.teardown(async () => {
    await store.close();
    await read.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const seen: number[] = [];
  let batches = 0;
  const slow: Projector = {
    name: 'slow',
    collections: [{ name: 'slow' }],
    async apply(e, tx) {
      burn(4);
      seen.push(e.position);
      await tx.put('slow', { id: String(e.position), n: (e.data as { n: number }).n });
    },
  };
  const runner = new ProjectionRunner(store, read, [slow]);
  await runner.init();
  const origTransact = read.transact.bind(read);
  read.transact = (fn) => {
    batches++;
    return origTransact(fn);
  };
  for (let i = 0; i < 20; i++) await store.append(`s-${i}`, [{ type: 'Tick', data: { n: i } }], { expectedRevision: 'no_stream' });

  await runner.catchUp();
  t.ok(batches > 1, 'then the page is applied in several batches');
  t.equal(runner.position, await store.headPosition(), 'then the checkpoint reaches the head');
  t.same(seen, [...seen].sort((a, b) => a - b), 'then events are applied in log order');
  t.equal(new Set(seen).size, 20, 'then every event is applied');
  t.equal(seen.length, 20, 'then none twice');
  t.equal(await read.count('slow'), 20);
});
