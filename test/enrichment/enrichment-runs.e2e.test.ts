import t from 'tap';
import { startService } from '../helpers/app.ts';
import { isError } from '../fixtures/partner.ts';
import { importRows, pollRun } from '../http/attendees.helpers.ts';
import { enrich, intentEvents, settledIntents } from './helpers.ts';

const ORG = 'org-a';

t.test('enrichment run: counters, row errors, derived intent on each attendee stream, re-run skips current', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();
  await svc.call('POST', '/events', { token, body: { event_id: 'ev', title: 'Demo' } });
  const imp = await importRows(svc, token, 'ev', 'imp-1', [
    { attendee_id: 'ann', name: 'Ann Lee', company: 'Acme Inc', email: 'ann@acme.io', event_goal: 'Raising a seed round for our fintech startup' },
    { attendee_id: 'bob', name: 'Bob Stone', title: 'Partner', company: 'Northwind Ventures', event_offers: ['seed investment in fintech'] },
    { attendee_id: 'cy', name: 'Cy Nobody' },
    { attendee_id: 'ann-d', name: 'ann lee', company: 'ACME', email: 'other@acme.io' },
  ]);
  t.equal(imp.body.progress.review_required, 1, 'ann-d is held for review with ann as candidate');

  // given a roster with a person under review and one with nothing to read
  // when an enrichment run is queued
  const first = await svc.call('POST', '/events/ev/enrichment-runs', { token, body: { idempotency_key: 'en-1', webhook_url: 'https://partner.example/hook' } });
  t.equal(first.status, 202);
  t.match(first.body, { kind: 'enrichment', status: 'queued', event_id: 'ev', idempotent_replay: false, webhook_url: 'https://partner.example/hook', error: null });
  const run = await pollRun(svc, token, first.body.run_id);
  // then the run is partial with one row per held attendee
  t.equal(run.body.status, 'partial');
  t.same(run.body.error.code, 'PARTIAL_ENRICHMENT');
  t.match(run.body.progress, { total: 3, processed: 3, enrichment_requested: 1, review_required: 1, skipped: 0, error_count: 1 });
  const errs = run.body.progress.errors;
  t.equal(errs.length, 2);
  const ann = (await svc.call('GET', '/events/ev/attendees/ann', { token })).body.entity_id;
  const cy = (await svc.call('GET', '/events/ev/attendees/cy', { token })).body.entity_id;
  t.match(errs.find((e: any) => e.code === 'REVIEW_REQUIRED'), { row: 0, attendee_id: 'ann', entity_id: ann, message: /review/ });
  t.match(errs.find((e: any) => e.code === 'NO_SOURCE_RECORD'), { row: 2, attendee_id: 'cy', entity_id: cy, message: /nothing to read/ });
  t.ok(run.body.version_metadata.reading_version, 'the run names the reading version');

  await settledIntents(svc, ORG, 'ev');
  const bob = (await svc.call('GET', '/events/ev/attendees/bob', { token })).body.entity_id;
  t.same(await intentEvents(svc, ORG, 'ev', bob), { AttendeeIntentRequested: 1, AttendeeIntentDerived: 1 });
  t.same(await intentEvents(svc, ORG, 'ev', ann), {}, 'a held attendee gets no work');
  const doc = await svc.rt.deps.read.get<any>('attendee_intents', `${ORG}/ev/${bob}`);
  t.match(doc, { status: 'derived', org_id: ORG, event_id: 'ev', entity_id: bob, error: null });
  t.ok(doc.read.intent.offers.length > 0, 'the explicit offer was read');

  // when the run is replayed, the original run comes back
  const replay = await svc.call('POST', '/events/ev/enrichment-runs', { token, body: { idempotency_key: 'en-1', webhook_url: 'https://partner.example/hook' } });
  t.equal(replay.status, 200);
  t.match(replay.body, { run_id: first.body.run_id, idempotent_replay: true, status: 'partial' });

  // when a second run finds bob current, it skips him and queues nothing new
  const second = await enrich(svc, token, 'ev', 'en-2');
  t.match(second.body.progress, { total: 3, enrichment_requested: 0, skipped: 1, review_required: 1, error_count: 1 });
  await settledIntents(svc, ORG, 'ev');
  t.same(await intentEvents(svc, ORG, 'ev', bob), { AttendeeIntentRequested: 1, AttendeeIntentDerived: 1 }, 'derived once');
});

t.test('enrichment run: empty roster succeeds with total 0; route errors', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();
  await svc.call('POST', '/events', { token, body: { event_id: 'empty', title: 'Empty' } });
  await svc.call('POST', '/events', { token, body: { event_id: 'other', title: 'Other' } });
  const run = await enrich(svc, token, 'empty', 'e-1');
  t.equal(run.body.status, 'succeeded');
  t.match(run.body.progress, { total: 0, processed: 0, enrichment_requested: 0, review_required: 0, skipped: 0, error_count: 0, errors: [] });
  t.equal(run.body.error, null);

  isError(t, await svc.call('POST', '/events/other/enrichment-runs', { token, body: { idempotency_key: 'e-1' } }), 409, 'IDEMPOTENCY_KEY_CONFLICT', 'key of another event');
  isError(t, await svc.call('POST', '/runs', { token, body: { kind: 'enrichment', idempotency_key: 'e-1' } }), 409, 'IDEMPOTENCY_KEY_CONFLICT', 'key of another operation');
  isError(t, await svc.call('POST', '/events/empty/enrichment-runs', { token, body: {} }), 400, 'INVALID_IDEMPOTENCY_KEY');
  isError(t, await svc.call('POST', '/events/empty/enrichment-runs', { token, body: { idempotency_key: '' } }), 400, 'INVALID_IDEMPOTENCY_KEY');
  isError(t, await svc.call('POST', '/events/empty/enrichment-runs', { token, body: { idempotency_key: 'x', webhook_url: 'ftp://x' } }), 400, 'INVALID_WEBHOOK_URL');
  isError(t, await svc.call('POST', '/events/empty/enrichment-runs', { token, body: '{"idempotency_key":' }), 400, 'INVALID_JSON');
  isError(t, await svc.call('POST', '/events/nope/enrichment-runs', { token, body: { idempotency_key: 'x' } }), 404, 'EVENT_NOT_FOUND');
  isError(t, await svc.call('POST', '/events/bad%20id/enrichment-runs', { token, body: { idempotency_key: 'x' } }), 400, 'INVALID_PARTNER_ID');
  const reader = await svc.key({ scopes: ['partner:read'] });
  isError(t, await svc.call('POST', '/events/empty/enrichment-runs', { token: reader, body: { idempotency_key: 'x' } }), 403, 'INSUFFICIENT_SCOPE');
  const bound = await svc.key({ event_id: 'other' });
  isError(t, await svc.call('POST', '/events/empty/enrichment-runs', { token: bound, body: { idempotency_key: 'x' } }), 404, 'EVENT_NOT_FOUND', 'an event-bound key addressing another event');
  const otherOrg = await svc.key({ org_id: 'org-b' });
  isError(t, await svc.call('POST', '/events/empty/enrichment-runs', { token: otherOrg, body: { idempotency_key: 'x' } }), 404, 'EVENT_NOT_FOUND', 'another org');
});

t.test('given attendees whose only text is a placeholder, when enrichment runs, then they are NO_SOURCE_RECORD rows and get no reading', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();
  await svc.call('POST', '/events', { token, body: { event_id: 'ev', title: 'Demo' } });
  await importRows(svc, token, 'ev', 'imp', [
    { attendee_id: 'tbd', name: 'Tess Bd', event_goal: 'tbd' },
    { attendee_id: 'dash', name: 'Dee Ash', event_goal: '-', event_needs: ['n/a'] },
    { attendee_id: 'titled', name: 'Tim Itle', title: 'Head of Sales', event_goal: 'TBD' },
  ]);
  const run = await enrich(svc, token, 'ev', 'en');
  t.match(run.body, { status: 'partial', error: { code: 'PARTIAL_ENRICHMENT' } });
  t.match(run.body.progress, { total: 3, processed: 3, enrichment_requested: 1, error_count: 2 });
  t.same(run.body.progress.errors.map((e: any) => [e.attendee_id, e.code]).sort(), [['dash', 'NO_SOURCE_RECORD'], ['tbd', 'NO_SOURCE_RECORD']]);
  t.ok(run.body.progress.errors.every((e: any) => /placeholder/.test(e.message)), 'the message names the placeholder');
  await settledIntents(svc, ORG, 'ev');
  const tbd = (await svc.call('GET', '/events/ev/attendees/tbd', { token })).body.entity_id;
  t.same(await intentEvents(svc, ORG, 'ev', tbd), {}, 'no reading of nothing is queued');
});
