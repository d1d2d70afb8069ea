/**
 * Review of the attendee-roster slice, security side: every attendee, review and identity
 * route stays inside the caller's org and, for an event-bound key, its event; read-only keys
 * cannot write; no e-mail address or internal ID leaks into a partner view, an error or a log.
 */
import t, { type Test } from 'tap';
import pino from 'pino';
import { Writable } from 'node:stream';
import { loggerOptions } from '../../src/http/app.ts';
import { addAttendee } from '../../src/commands/attendees/addAttendee.ts';
import { startService, type TestService } from '../helpers/app.ts';
import { isError } from '../fixtures/partner.ts';
import { importRows } from './attendees.helpers.ts';

const EMAIL = /[\w.+-]+@[\w-]+\.[\w.]+/;

/**
 * org-a: ev-1 and ev-2 (ann in both, one person), an open review in each event; an internal
 * attendee in ev-1. org-b: its own ev-1 with its own `ann`.
 */
async function world(t: Test, opts: { logger?: pino.Logger } = {}) {
  const svc = await startService(t, {}, opts.logger ? { logger: opts.logger } : {});
  const write = await svc.key();
  const read = await svc.key({ scopes: ['partner:read'] });
  const bound = await svc.key({ event_id: 'ev-1' });
  const boundRead = await svc.key({ event_id: 'ev-1', scopes: ['partner:read'] });
  const other = await svc.key({ org_id: 'org-b' });
  for (const id of ['ev-1', 'ev-2']) await svc.call('POST', '/events', { token: write, body: { event_id: id, title: id } });
  await svc.call('POST', '/events', { token: other, body: { event_id: 'ev-1', title: 'b' } });
  await importRows(svc, write, 'ev-1', 'a1', [
    { attendee_id: 'ann', name: 'Ann Lee', company: 'Acme', email: 'ann@acme.io', linkedin_url: 'https://linkedin.com/in/annlee' },
    { attendee_id: 'bob', name: 'Bob Ray', company: 'Beta', email: 'bob@beta.io' },
  ]);
  const r1 = await importRows(svc, write, 'ev-1', 'a2', [{ attendee_id: 'ann-dup', name: 'Ann Lee', company: 'ACME', email: 'ann.other@acme.io' }]);
  await importRows(svc, write, 'ev-2', 'a3', [{ attendee_id: 'ann', name: 'Ann Lee', company: 'Acme', email: 'ann@acme.io' }]);
  const r2 = await importRows(svc, write, 'ev-2', 'a4', [{ attendee_id: 'bob-dup', name: 'Bob Ray', company: 'Beta' }]);
  await importRows(svc, other, 'ev-1', 'b1', [{ attendee_id: 'ann', name: 'Ann B', company: 'Other', email: 'ann@other.io' }]);
  const walkIn = await addAttendee(svc.rt.deps, { org_id: 'org-a', event_id: 'ev-1', name: 'Walk In', email: 'walk@in.io' });
  await svc.rt.deps.projections.catchUp();
  const review1: string = r1.body.progress.errors[0].review_id;
  const review2: string = r2.body.progress.errors[0].review_id;
  return { svc, write, read, bound, boundRead, other, review1, review2, walkIn };
}

const openReviews = async (svc: TestService, token: string) => (await svc.call('GET', '/review-queue', { token })).body.items.map((i: { review_id: string }) => i.review_id).sort();

t.test('an event-bound key sees another event of its org as absent on every attendee and review route', async (t) => {
  const { svc, bound } = await world(t);
  const calls: Array<[Parameters<TestService['call']>[0], string, unknown?]> = [
    ['GET', '/events/ev-2/attendees'],
    ['GET', '/events/ev-2/attendees/ann'],
    ['GET', '/events/ev-2/attendees/ann/identity'],
    ['PATCH', '/events/ev-2/attendees/ann', { side: 'founder' }],
    ['DELETE', '/events/ev-2/attendees/ann'],
    ['DELETE', '/events/ev-2/attendees/ann?dry_run=true'],
    ['PUT', '/events/ev-2/attendees:import', { idempotency_key: 'x1', attendees: [{ attendee_id: 'z', name: 'Z' }] }],
    ['GET', '/events/ev-2/review-queue'],
  ];
  for (const [method, url, body] of calls) isError(t, await svc.call(method, url, { token: bound, body }), 404, 'EVENT_NOT_FOUND', `${method} ${url}`);
  // The import into ev-2 created nothing, and ann is still in ev-2.
  t.equal((await svc.call('GET', '/events/ev-2/attendees/ann', { token: await svc.key() })).status, 200);
});

t.test('an event-bound key lists only its event reviews and cannot resolve or merge a review of another event', async (t) => {
  const { svc, write, bound, review1, review2 } = await world(t);
  t.same(await openReviews(svc, bound), [review1], 'GET /review-queue narrowed to ev-1');
  t.same(await openReviews(svc, write), [review1, review2].sort(), 'an org-wide key sees both');
  for (const decision of ['accept', 'reject', 'distinct']) {
    isError(t, await svc.call('POST', `/review-queue/${review2}/resolve`, { token: bound, body: { decision } }), 404, 'REVIEW_NOT_FOUND', `resolve ${decision}`);
  }
  const merge = { source_kind: 'attendee', source_partner_id: 'bob-dup', target_kind: 'attendee', target_partner_id: 'bob', reason: 'same' };
  isError(t, await svc.call('POST', `/review-queue/${review2}/merge`, { token: bound, body: merge }), 404, 'REVIEW_NOT_FOUND', 'merge');
  // Invalid bodies on a foreign review still must not reveal it exists: never act on it.
  isError(t, await svc.call('POST', `/review-queue/${review2}/merge`, { token: bound, body: { ...merge, source_partner_id: 'someone' } }), 404, 'REVIEW_NOT_FOUND', 'merge with a wrong source');
  isError(t, await svc.call('POST', `/review-queue/${review2}/merge`, { token: bound, body: { ...merge, target_partner_id: 'nobody' } }), 404, 'REVIEW_NOT_FOUND', 'merge with an unknown target');
  t.same(await openReviews(svc, write), [review1, review2].sort(), 'both reviews still open');
  t.equal((await svc.call('GET', '/events/ev-2/attendees/bob-dup', { token: write })).status, 404, 'the held row was not applied');
});

t.test('another org never sees nor acts on this org: rosters, attendees, reviews, identity', async (t) => {
  const { svc, write, other, review1, walkIn } = await world(t);
  const roster = await svc.call('GET', '/events/ev-1/attendees', { token: other });
  t.same(roster.body.items.map((i: { attendee_id: string }) => i.attendee_id), ['ann'], "org-b's ev-1 has only its own ann");
  const annA = (await svc.call('GET', '/events/ev-1/attendees/ann', { token: write })).body.entity_id;
  const annB = (await svc.call('GET', '/events/ev-1/attendees/ann', { token: other })).body.entity_id;
  t.not(annA, annB, 'one attendee_id in two orgs is two people');
  t.same(await openReviews(svc, other), [], 'org-b has no reviews');
  t.same((await svc.call('GET', '/events/ev-1/review-queue', { token: other })).body.items, [], "org-b's ev-1 queue is its own");
  isError(t, await svc.call('GET', '/events/ev-2/attendees', { token: other }), 404, 'EVENT_NOT_FOUND', 'an event only org-a has');
  for (const decision of ['accept', 'reject', 'distinct']) {
    isError(t, await svc.call('POST', `/review-queue/${review1}/resolve`, { token: other, body: { decision } }), 404, 'REVIEW_NOT_FOUND', `org-b resolve ${decision}`);
  }
  const merge = { source_kind: 'attendee', source_partner_id: 'ann-dup', target_kind: 'attendee', target_partner_id: 'ann', reason: 'same' };
  isError(t, await svc.call('POST', `/review-queue/${review1}/merge`, { token: other, body: merge }), 404, 'REVIEW_NOT_FOUND', 'org-b merge');
  t.ok((await openReviews(svc, write)).includes(review1), 'the review is still open');
  // org-a's internal IDs name nobody in org-b.
  for (const id of [annA, walkIn.entity_id]) {
    isError(t, await svc.call('PATCH', `/events/ev-1/attendees/${id}`, { token: other, body: { side: 'founder' } }), 404, 'ATTENDEE_NOT_FOUND', `org-b PATCH ${id}`);
    isError(t, await svc.call('DELETE', `/events/ev-1/attendees/${id}`, { token: other }), 404, 'ATTENDEE_NOT_FOUND', `org-b DELETE ${id}`);
  }
  isError(t, await svc.call('GET', '/events/ev-1/attendees/bob', { token: other }), 404, 'ATTENDEE_NOT_FOUND', 'org-b GET bob');
  isError(t, await svc.call('GET', '/events/ev-1/attendees/bob/identity', { token: other }), 404, 'ATTENDEE_NOT_FOUND', 'org-b identity of bob');
  const hist = await svc.call('GET', '/events/ev-1/attendees/ann/identity', { token: other });
  t.equal(hist.status, 200);
  t.ok(hist.body.items.every((i: { entity_id: string }) => i.entity_id === annB), "org-b's history is about its own ann only");
  // org-b re-importing the same attendee_id never touches org-a's person.
  await importRows(svc, other, 'ev-1', 'b2', [{ attendee_id: 'ann', name: 'Renamed', side: 'investor' }]);
  const a = (await svc.call('GET', '/events/ev-1/attendees/ann', { token: write })).body;
  t.equal(a.display_name, 'Ann Lee');
  t.equal(a.event.side, null);
});

t.test('read-only keys cannot import, patch, delete, resolve or merge', async (t) => {
  const { svc, read, boundRead, write, review1, walkIn } = await world(t);
  for (const token of [read, boundRead]) {
    const calls: Array<[Parameters<TestService['call']>[0], string, unknown?]> = [
      ['PUT', '/events/ev-1/attendees:import', { idempotency_key: 'ro', attendees: [{ attendee_id: 'z', name: 'Z' }] }],
      ['PATCH', '/events/ev-1/attendees/ann', { side: 'founder' }],
      ['PATCH', `/events/ev-1/attendees/${walkIn.entity_id}`, { side: 'founder' }],
      ['DELETE', '/events/ev-1/attendees/ann'],
      ['DELETE', '/events/ev-1/attendees/ann?dry_run=true'],
      ['POST', `/review-queue/${review1}/resolve`, { decision: 'distinct' }],
      ['POST', `/review-queue/${review1}/merge`, { source_kind: 'attendee', source_partner_id: 'ann-dup', target_kind: 'attendee', target_partner_id: 'ann' }],
    ];
    for (const [method, url, body] of calls) isError(t, await svc.call(method, url, { token, body }), 403, 'INSUFFICIENT_SCOPE', `${method} ${url}`);
    // Reads work.
    for (const url of ['/events/ev-1/attendees', '/events/ev-1/attendees/ann', '/events/ev-1/attendees/ann/identity', '/events/ev-1/review-queue', '/review-queue']) {
      t.equal((await svc.call('GET', url, { token })).status, 200, `read ${url}`);
    }
  }
  const ann = (await svc.call('GET', '/events/ev-1/attendees/ann', { token: write })).body;
  t.equal(ann.event.side, null, 'nothing changed');
  t.ok((await openReviews(svc, write)).includes(review1));
});

t.test('no e-mail address or internal candidate ID in any partner view, error or log line', async (t) => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const { svc, write, bound, review1, walkIn } = await world(t, { logger: pino(loggerOptions('debug'), sink) });
  const bodies: unknown[] = [];
  const get = async (url: string, token = write) => {
    const r = await svc.call('GET', url, { token });
    bodies.push(r.body);
    return r;
  };
  await get('/events/ev-1/attendees');
  await get('/events/ev-1/attendees?limit=1');
  await get('/events/ev-2/attendees');
  for (const id of ['ann', 'bob']) {
    await get(`/events/ev-1/attendees/${id}?include=profile,event,identity,brief,traits,goals,readiness`);
    await get(`/events/ev-1/attendees/${id}/identity`);
  }
  await get('/events/ev-1/attendees/ann-dup/identity');
  const q = await get('/review-queue');
  await get('/events/ev-1/review-queue', bound);
  await get('/runs');
  // Errors naming rows with e-mail addresses.
  for (const body of [
    { idempotency_key: 'e1', attendees: [{ attendee_id: 'x', name: 'X', email: `${'a'.repeat(320)}@toolong.io` }] },
    { idempotency_key: 'e2', attendees: [{ attendee_id: 'x', name: 'X', email: 'x@dup.io' }, { attendee_id: 'x', name: 'X', email: 'x@dup.io' }] },
    { idempotency_key: 'e3', attendees: [{ attendee_id: 'x@y.io', name: 'X' }] },
    { idempotency_key: 'e4', attendees: [{ attendee_id: 'x', name: 'X', email: 'x@y.io', side: 'x@y.io' }] },
  ]) {
    const r = await svc.call('PUT', '/events/ev-1/attendees:import', { token: write, body });
    t.equal(r.status, 400);
    bodies.push(r.body);
  }
  bodies.push((await svc.call('PATCH', '/events/ev-1/attendees/ann', { token: write, body: { side: 'x@y.io' } })).body);
  bodies.push((await svc.call('PATCH', '/events/ev-1/attendees/ann', { token: write, body: { email: 'x@y.io' } })).body);
  // A conflicting re-import (bob's row claims ann's e-mail) lists a row error.
  const conflictRun = await importRows(svc, write, 'ev-1', 'e5', [{ attendee_id: 'bob', name: 'Bob Ray', email: 'ann@acme.io' }]);
  t.equal(conflictRun.body.progress.error_count, 1);
  bodies.push(conflictRun.body);
  const resolved = await svc.call('POST', `/review-queue/${review1}/resolve`, { token: write, body: { decision: 'reject', reason: 'see ann@acme.io' } });
  bodies.push(resolved.body);
  const all = JSON.stringify(bodies);
  const hit = EMAIL.exec(all);
  t.notOk(hit, `no e-mail address in any partner body${hit ? `: ${hit[0]}` : ''}`);
  // Candidates carry exactly the spec's fields, and a review item no internal entity ID.
  const ids = (await svc.call('GET', '/events/ev-1/attendees', { token: write })).body.items.map((i: { entity_id: string }) => i.entity_id);
  ids.push(walkIn.entity_id);
  for (const item of q.body.items) {
    t.same(Object.keys(item.candidate).sort(), ['company', 'display_name', 'linkedin_url', 'title']);
    for (const id of ids) t.notOk(JSON.stringify(item).includes(id), `review ${item.review_id} names no entity_id`);
  }
  const logs = lines.join('\n');
  const logHit = EMAIL.exec(logs);
  t.notOk(logHit, `no e-mail address in logs${logHit ? `: ${logHit[0]}` : ''}`);
});

t.test('a review of a deleted event leaves the org queue and can no longer be resolved or merged into that event', async (t) => {
  const { svc, write, review1, review2 } = await world(t);
  t.equal((await svc.call('DELETE', '/events/ev-2?force=true', { token: write })).status, 200);
  t.same(await openReviews(svc, write), [review1], 'GET /review-queue drops the review of the deleted event');
  for (const decision of ['accept', 'distinct']) {
    isError(t, await svc.call('POST', `/review-queue/${review2}/resolve`, { token: write, body: { decision } }), 404, 'REVIEW_NOT_FOUND', `resolve ${decision}`);
  }
  const merge = { source_kind: 'attendee', source_partner_id: 'bob-dup', target_kind: 'attendee', target_partner_id: 'bob' };
  isError(t, await svc.call('POST', `/review-queue/${review2}/merge`, { token: write, body: merge }), 404, 'REVIEW_NOT_FOUND', 'merge');
  isError(t, await svc.call('GET', '/id-map/attendee/bob-dup', { token: write }), 404, 'PARTNER_ID_NOT_FOUND', 'the held attendee stays unmapped');
  // The live event's review is unaffected, and a rebuild agrees.
  await svc.rebuildReadModels();
  t.same(await openReviews(svc, write), [review1]);
  t.equal((await svc.call('POST', `/review-queue/${review1}/resolve`, { token: write, body: { decision: 'distinct' } })).status, 200);
});

t.test('an event-bound key reads identity decisions made in other events only as what they decided', async (t) => {
  const { svc, write } = await world(t);
  const boundTwo = await svc.key({ event_id: 'ev-2' });
  const full = (await svc.call('GET', '/events/ev-2/attendees/ann/identity', { token: write })).body.items;
  const seen = (await svc.call('GET', '/events/ev-2/attendees/ann/identity', { token: boundTwo })).body.items;
  t.ok(full.some((d: { event_id: string }) => d.event_id === 'ev-1'), 'ann was first decided in ev-1');
  t.equal(seen.length, full.length, 'the same decisions, in the same order');
  for (const [i, d] of seen.entries()) {
    t.equal(d.decision, full[i].decision);
    t.equal(d.entity_id, full[i].entity_id);
    if (full[i].event_id === 'ev-2') t.same(d, full[i], 'its own event: unchanged');
    else t.match(d, { event_id: null, attendee_id: null, review_id: null, source: null }, 'another event: redacted');
  }
});
