import t from 'tap';
import { startService } from '../helpers/app.ts';
import { importRows } from '../http/attendees.helpers.ts';
import { enrich, intentEvents, settledIntents } from './helpers.ts';
import { FAILED_REPEATEDLY, MAX_ATTEMPTS, processNotice } from '../../src/workers/intents/intentWorker.ts';
import { requestIntents } from '../../src/commands/intents/requestIntents.ts';
import { READING_VERSION } from '../../src/workers/intents/reading.ts';
import { ReaderClosed, ReaderPool, type Reader } from '../../src/workers/intents/readerPool.ts';

const ORG = 'org-a';

t.test('the intent worker: a failed reading, a reader that keeps failing, a redelivered notice', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();
  await svc.call('POST', '/events', { token, body: { event_id: 'ev', title: 'Demo' } });
  await importRows(svc, token, 'ev', 'imp', [
    { attendee_id: 'a', name: 'Ann', company: 'Acme', event_goal: 'Hiring' },
    { attendee_id: 'b', name: 'Bo', company: 'Bolt', event_goal: 'Selling' },
  ]);
  await enrich(svc, token, 'ev', 'en');
  await settledIntents(svc, ORG, 'ev');
  const a = (await svc.call('GET', '/events/ev/attendees/a', { token })).body.entity_id;
  const b = (await svc.call('GET', '/events/ev/attendees/b', { token })).body.entity_id;
  const deps = svc.rt.deps;

  // given open requests that no worker has seen (new inputs hashes)
  const open = async () => {
    const r = await requestIntents(
      { ...deps, bus: { publish: async () => undefined, consume: deps.bus.consume.bind(deps.bus), close: async () => undefined } },
      [a, b].map((e, i) => ({ org_id: ORG, event_id: 'ev', entity_id: e, input_hash: `forced-${Date.now()}-${i}` })),
      { reason: 'enrichment_run', readingVersion: READING_VERSION, retryFailed: true },
    );
    t.same(r.outcomes, ['requested', 'requested']);
  };
  await open();
  // when the reading of one attendee fails, that attendee alone is failed with the reason
  const oneFails: Reader = { threads: 1, read: async (inputs) => inputs.map((x) => (x.entity_id === a ? { ok: false as const, reason: 'the reading failed: test' } : { ok: true as const, read: { version: 'test', intent: { needs: [], offers: [], profile_fallback: true }, vectors: { profile: null, needs: [], offers: [] } } as never })), close: async () => undefined };
  const notice = { run_id: 'test', org_id: ORG, event_id: 'ev', entity_ids: [a, b] };
  t.same(await processNotice(deps, oneFails, notice, 1), { derived: 1, failed: 1 });
  // when the same notice is delivered again, nothing more is recorded
  t.same(await processNotice(deps, oneFails, notice, 2), { derived: 0, failed: 0 });
  t.same(await intentEvents(svc, ORG, 'ev', a), { AttendeeIntentRequested: 2, AttendeeIntentDerived: 1, AttendeeIntentFailed: 1 });
  const failed = (await deps.store.readStream(`intent-${ORG}/ev/${a}`)).at(-1)!;
  t.match(failed.data, { reason: 'the reading failed: test' });
  await deps.projections.waitFor(failed.position);
  const r = await svc.call('GET', '/events/ev/attendees/a/readiness', { token });
  t.ok(r.body.readiness.missing.includes('event_intent_failed'));

  // when the reader itself keeps failing, the notice is retried, then its requests close as failed
  await open();
  const broken: Reader = { threads: 1, read: async () => Promise.reject(new Error('encoder unavailable')), close: async () => undefined };
  await t.rejects(processNotice(deps, broken, notice, 1), /encoder unavailable/);
  // when the reader is closed under a notice at its last attempt (the process is stopping), nothing is recorded: the notice goes back
  const closing: Reader = { threads: 1, read: async () => Promise.reject(new ReaderClosed()), close: async () => undefined };
  const before = await intentEvents(svc, ORG, 'ev', b);
  await t.rejects(processNotice(deps, closing, notice, MAX_ATTEMPTS), { name: 'ReaderClosed' });
  t.same(await intentEvents(svc, ORG, 'ev', b), before, 'the request stays open');
  t.same(await processNotice(deps, broken, notice, MAX_ATTEMPTS), { derived: 0, failed: 2 });
  const last = (await deps.store.readStream(`intent-${ORG}/ev/${b}`)).at(-1)!;
  t.match(last, { type: 'AttendeeIntentFailed', data: { reason: FAILED_REPEATEDLY } });

  // an explicit enrichment run retries failed readings of unchanged inputs
  await deps.projections.waitFor(last.position);
  const again = await enrich(svc, token, 'ev', 'en-2');
  t.match(again.body.progress, { enrichment_requested: 2, skipped: 0 });
  await settledIntents(svc, ORG, 'ev');
  const ready = await svc.call('GET', '/events/ev/readiness', { token });
  t.match(ready.body.intent_processing, { pending_count: 0, failed_count: 0 });
});

t.test('given a reader thread busy with a reading, when the pool closes, then the reading is abandoned at once, not awaited', async (t) => {
  const pool = new ReaderPool(1);
  const reading = pool.read([{ entity_id: 'x', attendee_id: 'x', id_source: 'partner', display_name: 'X', side: null, title: 'Engineer', company: 'Acme', event_goal: 'Looking to hire two backend engineers' }]);
  const outcome = reading.then(() => 'read', (e: unknown) => e);
  await new Promise((r) => setTimeout(r, 100));
  await pool.close();
  t.type(await outcome, ReaderClosed, 'the reading rejects as abandoned (its notice is redelivered)');
  await t.rejects(pool.read([]), { name: 'ReaderClosed' }, 'a closed pool reads nothing');
});
