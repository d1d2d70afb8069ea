import t from 'tap';
import { startService, type TestService } from '../helpers/app.ts';
import { runIdFor } from '../../src/domain/run.ts';
import { streams } from '../../src/domain/streams.ts';
import { runSubject } from '../../src/commands/runs/queueRun.ts';
import { STALE_RUN_MS, sweep, UNSEALED_TIMEOUT_MS } from '../../src/workers/runWorker.ts';

const poll = async (svc: TestService, token: string, runId: string) => {
  for (let i = 0; i < 500; i++) {
    const r = await svc.call('GET', `/runs/${runId}`, { token });
    if (['succeeded', 'partial', 'failed'].includes(r.body.status)) return r;
    await new Promise((res) => setTimeout(res, 20));
  }
  throw new Error('run did not finish');
};

t.test('POST /runs: created once, replayed, closed by the record worker', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();
  const body = { kind: 'import', idempotency_key: 'k-1', progress: { total: 3 }, webhook_url: 'https://partner.example/hook' };

  const first = await svc.call('POST', '/runs', { token, body });
  t.equal(first.status, 201);
  t.equal(first.body.idempotent_replay, false);
  t.equal(first.body.event_id, null);
  t.equal(first.body.webhook_url, 'https://partner.example/hook');
  t.match(first.body.run_id, /^[0-9a-f-]{36}$/);

  const done = await poll(svc, token, first.body.run_id);
  t.equal(done.body.status, 'succeeded');
  t.same(done.body.progress, { total: 3 });
  t.ok(done.body.terminal_at);

  const replay = await svc.call('POST', '/runs', { token, body });
  t.equal(replay.status, 200);
  t.equal(replay.body.idempotent_replay, true);
  t.equal(replay.body.run_id, first.body.run_id);
  t.equal(replay.body.status, 'succeeded', 'a replay of a terminal run returns that terminal run');

  const reuse = await svc.call('POST', '/runs', { token, body: { ...body, kind: 'match' } });
  t.equal(reuse.status, 409);
  t.equal(reuse.body.code, 'IDEMPOTENCY_KEY_CONFLICT');
});

t.test('concurrent identical POST /runs create exactly one run', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();
  const body = { kind: 'match', idempotency_key: 'same' };
  const all = await Promise.all(Array.from({ length: 8 }, () => svc.call('POST', '/runs', { token, body })));
  t.equal(all.filter((r) => r.status === 201).length, 1);
  t.equal(all.filter((r) => r.status === 200).length, 7);
  t.equal(new Set(all.map((r) => r.body.run_id)).size, 1);
  const list = await svc.call('GET', '/runs', { token });
  t.equal(list.body.items.length, 1);
});

t.test('POST /runs validation codes', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();
  const cases: Array<[unknown, string]> = [
    [{ kind: 'nope', idempotency_key: 'a' }, 'INVALID_RUN_KIND'],
    [{ kind: 'import' }, 'INVALID_IDEMPOTENCY_KEY'],
    [{ kind: 'import', idempotency_key: '' }, 'INVALID_IDEMPOTENCY_KEY'],
    [{ kind: 'import', idempotency_key: 'x'.repeat(257) }, 'INVALID_IDEMPOTENCY_KEY'],
    [{ kind: 'import', idempotency_key: 'a', progress: [] }, 'INVALID_PROGRESS'],
    [{ kind: 'import', idempotency_key: 'a', snapshot_metadata: 'x' }, 'INVALID_SNAPSHOT_METADATA'],
    [{ kind: 'import', idempotency_key: 'a', version_metadata: 3 }, 'INVALID_VERSION_METADATA'],
    [{ kind: 'import', idempotency_key: 'a', webhook_url: 'ftp://x' }, 'INVALID_WEBHOOK_URL'],
    [{ kind: 'import', idempotency_key: 'a', webhook_url: '/relative' }, 'INVALID_WEBHOOK_URL'],
  ];
  for (const [body, code] of cases) {
    const r = await svc.call('POST', '/runs', { token, body });
    t.equal(r.status, 400, code);
    t.equal(r.body.code, code, JSON.stringify(body));
  }
  const bad = await svc.call('POST', '/runs', { token, body: '{"kind":' });
  t.equal(bad.body.code, 'INVALID_JSON');
});

t.test('GET /runs filters, GET /runs/:id errors, org and event scoping', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();
  const other = await svc.key({ org_id: 'org-b' });
  const bound = await svc.key({ event_id: 'ev-1' });
  const a = await svc.call('POST', '/runs', { token, body: { kind: 'import', idempotency_key: 'a' } });
  await svc.call('POST', '/runs', { token, body: { kind: 'match', idempotency_key: 'b' } });

  const imports = await svc.call('GET', '/runs?kind=import', { token });
  t.same(imports.body.items.map((r: { kind: string }) => r.kind), ['import']);
  t.equal((await svc.call('GET', '/runs?kind=bogus', { token })).body.code, 'INVALID_RUN_KIND');
  t.equal((await svc.call('GET', '/runs/not-a-uuid', { token })).body.code, 'INVALID_RUN_ID');
  t.equal((await svc.call('GET', '/runs/00000000-0000-4000-8000-000000000000', { token })).body.code, 'RUN_NOT_FOUND');
  t.equal((await svc.call('GET', `/runs/${a.body.run_id}`, { token: other })).body.code, 'RUN_NOT_FOUND');
  t.same((await svc.call('GET', '/runs', { token: other })).body.items, []);
  t.equal((await svc.call('GET', `/runs/${a.body.run_id}`, { token: bound })).status, 404, 'event-bound keys see only their event');
  t.same((await svc.call('GET', '/runs', { token: bound })).body.items, []);
  t.equal((await svc.call('POST', '/runs', { token: bound, body: { kind: 'import', idempotency_key: 'z' } })).body.code, 'EVENT_SCOPE_FORBIDDEN');
});

t.test('a run whose input was never completed fails after the timeout instead of waiting forever', async (t) => {
  let now = Date.parse('2030-01-01T00:00:00Z');
  const svc = await startService(t, {}, { clock: () => new Date(now) });
  const token = await svc.key();
  await svc.call('POST', '/events', { token, body: { event_id: 'ev', title: 'E' } });
  // As if the server died between queueing the run and appending its input.
  const runId = runIdFor('org-a', 'cut-off');
  await svc.rt.deps.store.append(streams.run(runId), [{
    type: 'RunQueued',
    data: {
      run_id: runId, org_id: 'org-a', kind: 'import', event_id: 'ev', idempotency_key: 'cut-off', fingerprint: 'f',
      progress: { total: 1 }, snapshot_metadata: {}, version_metadata: {}, webhook_url: null, params: {}, input_events: 1,
      created_at: new Date(now).toISOString(),
    },
  }], { expectedRevision: 'no_stream' });
  await svc.rt.deps.bus.publish(runSubject('import'), { run_id: runId });
  await new Promise((r) => setTimeout(r, 300));
  t.equal((await svc.call('GET', `/runs/${runId}`, { token })).body.status, 'queued', 'still waiting within the timeout');

  now += UNSEALED_TIMEOUT_MS + 1000;
  const done = await poll(svc, token, runId);
  t.equal(done.body.status, 'failed');
  t.equal(done.body.error.code, 'RUN_INPUT_INCOMPLETE');
});

t.test('a run whose work notice was lost is picked up again by the periodic sweep once idle', async (t) => {
  let now = Date.parse('2030-01-01T00:00:00Z');
  const svc = await startService(t, {}, { clock: () => new Date(now) });
  const token = await svc.key();
  const runId = runIdFor('org-a', 'lost-notice');
  // Queued in the log, but no notice ever reached the bus.
  await svc.rt.deps.store.append(streams.run(runId), [{
    type: 'RunQueued',
    data: {
      run_id: runId, org_id: 'org-a', kind: 'match', event_id: null, idempotency_key: 'lost-notice', fingerprint: 'f',
      progress: {}, snapshot_metadata: {}, version_metadata: {}, webhook_url: null, params: {}, input_events: 0,
      created_at: new Date(now).toISOString(),
    },
  }], { expectedRevision: 'no_stream' });
  await svc.rt.deps.projections.catchUp();

  await sweep(svc.rt.deps, 'record', STALE_RUN_MS);
  await new Promise((r) => setTimeout(r, 200));
  t.equal((await svc.call('GET', `/runs/${runId}`, { token })).body.status, 'queued', 'a recently updated run is left alone');

  now += STALE_RUN_MS + 1000;
  await sweep(svc.rt.deps, 'record', STALE_RUN_MS);
  t.equal((await poll(svc, token, runId)).body.status, 'succeeded', 'an idle one gets its notice again');
});
