/**
 * kill -9 the server in the middle of an import; after a restart the run resumes and ends
 * terminal, its counters agree with the roster, and the log holds every row exactly once.
 */
import t from 'tap';
import { openRuntime } from '../../src/runtime.ts';
import { streams } from '../../src/domain/streams.ts';
import type { AttendeeImported, IdentityDecided } from '../../src/domain/roster.ts';
import { crashHarness } from './harness.ts';

const ROWS = 6000;

t.test('an import survives kill -9 mid-run without losing or repeating a row', async (t) => {
  const h = await crashHarness(t, 'org-c', 'mm-crash-');
  const call = h.call;
  let server = await h.start();
  t.teardown(() => server.stop('SIGKILL'));
  t.equal((await call('POST', '/events', { event_id: 'ev', title: 'Crash' })).status, 201);
  const attendees = Array.from({ length: ROWS }, (_, i) => ({ attendee_id: `c-${i}`, name: `Crash Person ${i}`, email: `c${i}@example.com`, company: `C${i}`, side: i % 2 ? 'founder' : 'investor' }));
  const put = await call('PUT', '/events/ev/attendees:import', { idempotency_key: 'crash-1', attendees });
  t.equal(put.status, 202);
  const runId = put.body.run_id as string;

  let seen = 0;
  for (let i = 0; i < 2000 && seen === 0; i++) {
    const r = await call('GET', `/runs/${runId}`);
    if (r.body.progress.processed > 0) seen = r.body.progress.processed;
    else await new Promise((res) => setTimeout(res, 5));
  }
  await server.stop('SIGKILL');
  t.ok(seen > 0 && seen < ROWS, `killed mid-run after ${seen} of ${ROWS} rows`);

  server = await h.start();
  let run: any;
  for (let i = 0; i < 1200; i++) {
    run = (await call('GET', `/runs/${runId}`)).body;
    if (['succeeded', 'partial', 'failed'].includes(run.status)) break;
    await new Promise((res) => setTimeout(res, 50));
  }
  t.equal(run.status, 'succeeded', 'the run resumed and ended terminal');
  t.match(run.progress, { total: ROWS, processed: ROWS, created: ROWS, event_added: ROWS, already_in_event: 0, review_required: 0, error_count: 0 });

  let count = 0;
  let cursor: string | null = null;
  do {
    const page: { body: { items: unknown[]; next_cursor: string | null } } = await call('GET', `/events/ev/attendees?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
    count += page.body.items.length;
    cursor = page.body.next_cursor;
  } while (cursor);
  t.equal(count, ROWS, 'the roster agrees with the counters');

  await server.stop('SIGTERM');
  const rt = await openRuntime(h.config, { follow: false, bus: false });
  t.teardown(() => rt.close());
  const perRow = new Map<number, number>();
  const minted = new Map<string, number>();
  for (let from = 0; ; ) {
    const page = await rt.deps.store.readStream(streams.people('org-c'), { fromRevision: from, maxCount: 1000 });
    for (const e of page) {
      if (e.type === 'AttendeeImported') {
        const d = e.data as AttendeeImported;
        if (d.source.kind === 'import') perRow.set(d.source.row, (perRow.get(d.source.row) ?? 0) + 1);
      }
      if (e.type === 'IdentityDecided') {
        const d = e.data as IdentityDecided;
        if (d.attendee_id) minted.set(d.attendee_id, (minted.get(d.attendee_id) ?? 0) + 1);
      }
    }
    if (page.length < 1000) break;
    from = page.at(-1)!.revision + 1;
  }
  t.equal(perRow.size, ROWS, 'every row applied');
  t.ok([...perRow.values()].every((n) => n === 1), 'no row applied twice');
  t.ok([...minted.values()].every((n) => n === 1), 'one identity decision per attendee');
  t.equal(await rt.deps.read.count('event_attendees', { org_id: 'org-c', event_id: 'ev' }), ROWS);
});
