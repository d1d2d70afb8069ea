import t, { type Test } from 'tap';
import { startService, type TestService } from '../helpers/app.ts';
import { importRows } from './attendees.helpers.ts';


async function setup(t: Test) {
  const svc = await startService(t);
  const token = await svc.key();
  for (const id of ['ev-1', 'ev-2']) await svc.call('POST', '/events', { token, body: { event_id: id, title: id } });
  await importRows(svc, token, 'ev-1', 'base', [
    { attendee_id: 'ann', name: 'Ann Lee', company: 'Acme Inc', email: 'ann@acme.io', linkedin_url: 'https://www.linkedin.com/in/annlee/' },
    { attendee_id: 'ann-2', name: 'Ann  LEE', company: 'ACME', email: 'ann.lee@acme.io' },
  ]);
  return { svc, token };
}

const queue = async (svc: TestService, token: string, path = '/review-queue') => (await svc.call('GET', path, { token })).body;

t.test('identity resolution: anchors adopt, probable duplicates are held with candidates', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();
  await svc.call('POST', '/events', { token, body: { event_id: 'ev-1', title: 'x' } });
  const first = await importRows(svc, token, 'ev-1', 'k1', [
    { attendee_id: 'ann', name: 'Ann Lee', company: 'Acme Inc', email: 'Ann@Acme.io' },
    { attendee_id: 'ann-li', name: 'A. Lee', linkedin_url: 'linkedin.com/in/annlee' },
  ]);
  t.match(first.body.progress, { created: 2 });
  const run = await importRows(svc, token, 'ev-1', 'k2', [
    { attendee_id: 'ann-b', name: 'Ann B', email: ' ann@acme.IO ' },
    { attendee_id: 'ann-c', name: 'Ann C', linkedin_url: 'https://www.linkedin.com/in/AnnLee/?trk=x' },
    { attendee_id: 'ann-d', name: 'ann lee', company: 'ACME', email: 'other@acme.io' },
    { attendee_id: 'new', name: 'New Person', company: 'Acme' },
  ]);
  t.equal(run.body.status, 'partial');
  t.same(run.body.error, { code: 'PARTIAL_IMPORT', message: run.body.error.message });
  t.match(run.body.progress, { total: 4, processed: 4, created: 1, reused: 2, review_required: 1, already_in_event: 2, event_added: 1, error_count: 0 });
  const held = run.body.progress.errors;
  t.equal(held.length, 1);
  t.match(held[0], { row: 2, attendee_id: 'ann-d', code: 'REVIEW_REQUIRED', review_id: /^[0-9a-f-]{36}$/ });
  const ann = (await svc.call('GET', '/events/ev-1/attendees/ann', { token })).body.entity_id;
  t.equal((await svc.call('GET', '/events/ev-1/attendees/ann-b', { token })).body.entity_id, ann, 'e-mail anchor adopts');
  t.not((await svc.call('GET', '/events/ev-1/attendees/ann-c', { token })).body.entity_id, ann);
  t.equal((await svc.call('GET', '/events/ev-1/attendees/ann-d', { token })).body.code, 'ATTENDEE_NOT_FOUND', 'a held row is not applied');
  const q = await queue(svc, token, '/events/ev-1/review-queue');
  t.equal(q.items.length, 1);
  const item = q.items[0];
  t.match(item, { review_id: held[0].review_id, kind: 'identity', partner_id: 'ann-d', display_name: 'ann lee', candidate: { display_name: 'Ann Lee', company: 'Acme Inc' }, candidate_ref: 'ann', evaluator: 'rules/name-company@1' });
  t.type(item.confidence, 'number');
  t.match(item.reasoning, /same normalized name/);
  t.same(Object.keys(item.candidate).sort(), ['company', 'display_name', 'linkedin_url', 'title']);
  t.notOk(/@acme\.io/i.test(JSON.stringify(q)), "no e-mail in the queue");
  const roster = (await svc.call('GET', '/events/ev-1/attendees', { token })).body.items.find((i: { attendee_id: string }) => i.attendee_id === 'ann');
  t.same(roster.identity, { review_required: true, open_review_count: 1 });
  // The same held row imported again joins the open review instead of opening another.
  const again = await importRows(svc, token, 'ev-1', 'k3', [{ attendee_id: 'ann-d', name: 'ann lee', company: 'ACME', email: 'other@acme.io' }]);
  t.equal(again.body.progress.errors[0].review_id, held[0].review_id);
  t.equal((await queue(svc, token)).items.length, 1);
});

t.test('resolve: reject, REJECT_LAST_CANDIDATE, accept, REVIEW_ALREADY_RESOLVED; the run stays partial', async (t) => {
  const { svc, token } = await setup(t);
  const run = await importRows(svc, token, 'ev-2', 'r1', [{ attendee_id: 'ann-x', name: 'Ann Lee', company: 'Acme' }]);
  t.equal(run.body.status, 'partial');
  const review = run.body.progress.errors[0].review_id;
  // ann and ann-2 are one person? No: different e-mails and ann-2 was held... check the queue.
  const q = await queue(svc, token);
  const mine = q.items.find((i: { review_id: string }) => i.review_id === review);
  t.ok(mine);
  const url = `/review-queue/${review}/resolve`;
  t.equal((await svc.call('POST', url, { token, body: { decision: 'maybe' } })).body.code, 'INVALID_REVIEW_DECISION');
  t.equal((await svc.call('POST', '/review-queue/nope/resolve', { token, body: { decision: 'accept' } })).body.code, 'INVALID_REVIEW_ID');
  t.equal((await svc.call('POST', '/review-queue/00000000-0000-4000-8000-000000000000/resolve', { token, body: { decision: 'accept' } })).body.code, 'REVIEW_NOT_FOUND');
  t.equal((await svc.call('POST', url, { token, body: '{' })).body.code, 'INVALID_JSON');
  if (mine.remaining_candidates > 1) {
    const rej = await svc.call('POST', url, { token, body: { decision: 'reject', reason: 'different person' } });
    t.equal(rej.status, 200);
    t.match(rej.body, { review_id: review, kind: 'identity', partner_id: 'ann-x', decision: 'reject', logged: true, remaining_reviews: mine.remaining_candidates - 1 });
  }
  const last = await svc.call('POST', url, { token, body: { decision: 'reject' } });
  t.equal(last.status, 409);
  t.equal(last.body.code, 'REJECT_LAST_CANDIDATE');
  t.equal((await queue(svc, token)).items.filter((i: { review_id: string }) => i.review_id === review).length, 1, 'the review stays open');
  const acc = await svc.call('POST', url, { token, body: { decision: 'accept' } });
  t.equal(acc.status, 200);
  t.match(acc.body, { decision: 'accept', logged: true, enrichment_requeued: { enrichment_requested: 1, skipped: 0 } });
  t.notOk('minted' in acc.body);
  const roster = await svc.call('GET', '/events/ev-2/attendees/ann-x', { token });
  t.equal(roster.status, 200, 'the held row is applied');
  t.equal(roster.body.entity_id, acc.body.entity_id);
  t.equal((await svc.call('POST', url, { token, body: { decision: 'accept' } })).body.code, 'REVIEW_ALREADY_RESOLVED');
  t.equal((await svc.call('GET', `/runs/${run.body.run_id}`, { token })).body.status, 'partial', 'resolution never changes the terminal run');
  const hist = await svc.call('GET', '/events/ev-2/attendees/ann-x/identity', { token });
  t.equal(hist.status, 200);
  const kinds = hist.body.items.map((i: { decision: string }) => i.decision);
  t.equal(kinds[0], 'review_accept');
  t.ok(kinds.includes('held_for_review'));
  t.ok(kinds.includes('new_person'), 'the history explains the adopted person from its start');
});

t.test('distinct mints a person; conflicts leave the review open', async (t) => {
  const { svc, token } = await setup(t);
  const run = await importRows(svc, token, 'ev-2', 'r1', [
    { attendee_id: 'd1', name: 'Ann Lee', company: 'Acme', email: 'd1@acme.io' },
    { attendee_id: 'd2', name: 'Ann Lee', company: 'Acme', email: 'd2@acme.io' },
    { attendee_id: 'd3', name: 'Ann Lee', company: 'Acme', email: 'd3@acme.io' },
  ]);
  const [r1, r2, r3] = run.body.progress.errors.map((e: { review_id: string }) => e.review_id);
  const dist = await svc.call('POST', `/review-queue/${r1}/resolve`, { token, body: { decision: 'distinct', reason: 'a namesake' } });
  t.equal(dist.status, 200);
  t.match(dist.body, { decision: 'distinct', minted: /^[0-9a-f-]{36}$/ });
  t.equal((await svc.call('GET', '/events/ev-2/attendees/d1', { token })).body.entity_id, dist.body.minted);

  // d2 gets mapped by another import while its review is open → ATTENDEE_ID_CONFLICT.
  await importRows(svc, token, 'ev-1', 'r2', [{ attendee_id: 'd2', name: 'Someone Else', email: 'x2@x.io' }]);
  const c1 = await svc.call('POST', `/review-queue/${r2}/resolve`, { token, body: { decision: 'accept' } });
  t.equal(c1.status, 409);
  t.equal(c1.body.code, 'ATTENDEE_ID_CONFLICT');
  // d3's e-mail shows up as another person's anchor → DISTINCT_IDENTITY_CONFLICT / IDENTITY_CONFLICT.
  await importRows(svc, token, 'ev-1', 'r3', [{ attendee_id: 'zed', name: 'Zed', email: 'd3@acme.io' }]);
  t.equal((await svc.call('POST', `/review-queue/${r3}/resolve`, { token, body: { decision: 'distinct' } })).body.code, 'DISTINCT_IDENTITY_CONFLICT');
  t.equal((await svc.call('POST', `/review-queue/${r3}/resolve`, { token, body: { decision: 'accept' } })).body.code, 'IDENTITY_CONFLICT');
  const open = (await queue(svc, token)).items.map((i: { review_id: string }) => i.review_id);
  t.ok(open.includes(r2) && open.includes(r3), 'reviews stay open after a conflict');
});

t.test('a held attendee whose row later lands in the event through its own mapping leaves the queue', async (t) => {
  // Given Ann's namesake held for review in ev-2
  const { svc, token } = await setup(t);
  const held = await importRows(svc, token, 'ev-2', 'h1', [{ attendee_id: 'kim', name: 'Ann Lee', company: 'Acme' }]);
  const reviewId = held.body.progress.errors[0].review_id;
  // And the same attendee ID mapped meanwhile through another event, so accept and distinct answer ATTENDEE_ID_CONFLICT
  await importRows(svc, token, 'ev-1', 'h2', [{ attendee_id: 'kim', name: 'Kim', email: 'kim@else.io' }]);
  t.equal((await svc.call('POST', `/review-queue/${reviewId}/resolve`, { token, body: { decision: 'distinct' } })).body.code, 'ATTENDEE_ID_CONFLICT');
  // When the partner re-imports the row into ev-2, where it now lands through the attendee's mapping
  const again = await importRows(svc, token, 'ev-2', 'h3', [{ attendee_id: 'kim', name: 'Ann Lee', company: 'Acme' }]);
  t.match(again.body.progress, { mapped: 1, event_added: 1, review_required: 0 });
  // Then the review the row was held in is no longer open: relisting shows it gone, and nobody is still flagged
  t.notOk(
    (await queue(svc, token)).items.some((i: { review_id: string }) => i.review_id === reviewId),
    'the question the review asked is moot once the attendee is in the event',
  );
  t.equal((await svc.call('POST', `/review-queue/${reviewId}/resolve`, { token, body: { decision: 'distinct' } })).body.code, 'REVIEW_ALREADY_RESOLVED');
  const roster = (await svc.call('GET', '/events/ev-2/attendees', { token })).body.items;
  t.same(
    roster.filter((i: { identity: { review_required: boolean } }) => i.identity.review_required),
    [],
    'no roster row is still flagged for review',
  );
  // And a rebuild of the read models agrees
  const before = await svc.snapshot(token, ['/review-queue', '/events/ev-2/attendees', '/events/ev-1/attendees']);
  await svc.rebuildReadModels();
  t.same(await svc.snapshot(token, ['/review-queue', '/events/ev-2/attendees', '/events/ev-1/attendees']), before);
});

t.test('merge resolves a review into a candidate', async (t) => {
  const { svc, token } = await setup(t);
  const run = await importRows(svc, token, 'ev-2', 'm1', [{ attendee_id: 'm', name: 'Ann Lee', company: 'Acme', email: 'ann-m@acme.io', side: 'founder' }]);
  const review = run.body.progress.errors[0].review_id;
  const url = `/review-queue/${review}/merge`;
  const body = { source_kind: 'attendee', source_partner_id: 'm', target_kind: 'attendee', target_partner_id: 'ann', reason: 'same person, new e-mail' };
  t.equal((await svc.call('POST', url, { token, body: { ...body, source_partner_id: 'other' } })).body.code, 'REVIEW_SOURCE_MISMATCH');
  t.equal((await svc.call('POST', url, { token, body: { ...body, target_partner_id: 'nobody' } })).body.code, 'PARTNER_ID_NOT_FOUND');
  t.equal((await svc.call('POST', url, { token, body: { ...body, target_kind: '1bad' } })).body.code, 'INVALID_PARTNER_KIND');
  t.equal((await svc.call('POST', url, { token, body: { ...body, target_partner_id: 'bad id' } })).body.code, 'INVALID_PARTNER_ID');
  const ok = await svc.call('POST', url, { token, body });
  t.equal(ok.status, 200);
  t.same(ok.body, {
    review_id: review,
    source: { kind: 'attendee', partner_id: 'm' },
    target: { kind: 'attendee', partner_id: 'ann' },
    merged: true,
    superseded_anchors: 0,
    rewritten_anchors: 0,
    deleted_computations: 0,
    correlation_id: ok.body.correlation_id,
  });
  const ann = (await svc.call('GET', '/events/ev-1/attendees/ann', { token })).body.entity_id;
  const m = await svc.call('GET', '/events/ev-2/attendees/m?include=event', { token });
  t.equal(m.body.entity_id, ann);
  t.equal(m.body.event.side, 'founder');
  t.equal((await svc.call('POST', url, { token, body })).body.code, 'REVIEW_ALREADY_RESOLVED');
});

t.test('review queue narrowing for event-bound keys and orgs', async (t) => {
  const { svc, token } = await setup(t);
  await importRows(svc, token, 'ev-2', 'n1', [{ attendee_id: 'n', name: 'Ann Lee', company: 'Acme' }]);
  const all = await queue(svc, token);
  t.ok(all.items.length >= 1);
  const bound1 = await svc.key({ event_id: 'ev-1' });
  const bound2 = await svc.key({ event_id: 'ev-2' });
  const q2 = await queue(svc, bound2);
  t.ok(q2.items.every((i: { event_id: string }) => i.event_id === 'ev-2'));
  t.equal(q2.items.length, all.items.filter((i: { event_id: string }) => i.event_id === 'ev-2').length);
  t.same((await queue(svc, bound1)).items.filter((i: { event_id: string }) => i.event_id === 'ev-2'), []);
  t.equal((await svc.call('GET', '/events/ev-2/review-queue', { token: bound1 })).body.code, 'EVENT_NOT_FOUND');
  t.equal((await svc.call('POST', `/review-queue/${q2.items[0].review_id}/resolve`, { token: bound1, body: { decision: 'accept' } })).body.code, 'REVIEW_NOT_FOUND');
  const other = await svc.key({ org_id: 'org-b' });
  t.same((await queue(svc, other)).items, []);
  const sorted = [...all.items].sort((a: { created_at: string }, b: { created_at: string }) => b.created_at.localeCompare(a.created_at));
  t.same(all.items.map((i: { review_id: string }) => i.review_id), sorted.map((i: { review_id: string }) => i.review_id));
});
