import t from 'tap';
import { decideRun, evolveRun, initialRun, runIdFor, type RunDomainEvent, type RunQueued, type RunState } from '../../src/domain/run.ts';

const queued: RunQueued = {
  run_id: runIdFor('org', 'k'),
  org_id: 'org',
  kind: 'import',
  event_id: 'ev',
  idempotency_key: 'k',
  fingerprint: 'f1',
  progress: { total: 2 },
  snapshot_metadata: {},
  version_metadata: {},
  webhook_url: null,
  params: {},
  input_events: 1,
  created_at: '2026-01-01T00:00:00.000Z',
};
const given = (events: RunDomainEvent[]): RunState => events.reduce(evolveRun, initialRun);

t.test('given no run, when queued, then RunQueued and the run waits for its input', async (t) => {
  const events = decideRun({ type: 'QueueRun', run: queued }, initialRun);
  t.same(events.map((e) => e.type), ['RunQueued']);
  const state = given(events);
  t.equal(state.status, 'queued');
  t.equal(state.status !== 'absent' && state.sealed, false);
  t.same(decideRun({ type: 'StartRun', now: 'x' }, state), [], 'an unsealed run does not start');
});

t.test('given a queued run, when the same request is queued again, then nothing is appended (replay)', async (t) => {
  t.same(decideRun({ type: 'QueueRun', run: queued }, given([{ type: 'RunQueued', data: queued }])), []);
});

t.test('given a queued run, when another request reuses the key, then IDEMPOTENCY_KEY_CONFLICT', async (t) => {
  t.throws(() => decideRun({ type: 'QueueRun', run: { ...queued, fingerprint: 'f2' } }, given([{ type: 'RunQueued', data: queued }])), {
    code: 'IDEMPOTENCY_KEY_CONFLICT',
  });
});

t.test('given a sealed queued run, when started, progressed and finished, then it is terminal once', async (t) => {
  let s = given([{ type: 'RunQueued', data: queued }, { type: 'RunInputSealed', data: { run_id: queued.run_id, sealed_at: 't1' } }]);
  const started = decideRun({ type: 'StartRun', now: 't2' }, s);
  t.same(started.map((e) => e.type), ['RunStarted']);
  s = started.reduce(evolveRun, s);
  s = decideRun({ type: 'ReportProgress', progress: { total: 2, processed: 1 }, now: 't3' }, s).reduce(evolveRun, s);
  t.same(s.status !== 'absent' && s.progress, { total: 2, processed: 1 });
  const fin = decideRun({ type: 'FinishRun', status: 'partial', progress: { total: 2 }, error: { code: 'PARTIAL_IMPORT', message: 'm' }, now: 't4' }, s);
  s = fin.reduce(evolveRun, s);
  t.equal(s.status, 'partial');
  t.equal(s.status !== 'absent' && s.terminal_at, 't4');
  t.same(decideRun({ type: 'FinishRun', status: 'succeeded', progress: {}, error: null, now: 't5' }, s), [], 'terminal is final');
  t.same(decideRun({ type: 'StartRun', now: 't6' }, s), []);
});

t.test('run ids are UUIDs derived from org and key', async (t) => {
  t.match(runIdFor('a', 'k'), /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  t.equal(runIdFor('a', 'k'), runIdFor('a', 'k'));
  t.not(runIdFor('a', 'k'), runIdFor('b', 'k'));
});
