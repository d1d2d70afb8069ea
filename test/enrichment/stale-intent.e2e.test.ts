import t from 'tap';
import { startService } from '../helpers/app.ts';
import { importRows } from '../http/attendees.helpers.ts';
import { enrich, intentEvents, settledIntents } from './helpers.ts';

const ORG = 'org-a';

/** Waits until the attendee's intent stream holds `n` outcomes. */
async function outcomes(svc: Awaited<ReturnType<typeof startService>>, eventId: string, entity: string, n: number) {
  for (let i = 0; i < 500; i++) {
    const c = await intentEvents(svc, ORG, eventId, entity);
    if ((c.AttendeeIntentDerived ?? 0) + (c.AttendeeIntentFailed ?? 0) >= n && (c.AttendeeIntentRequested ?? 0) >= n) return c;
    await new Promise((r) => setTimeout(r, 20));
  }
  return intentEvents(svc, ORG, eventId, entity);
}

t.test('stale intent is re-derived without being asked: changed goal, side, title; unchanged input queues nothing', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();
  await svc.call('POST', '/events', { token, body: { event_id: 'ev', title: 'Demo' } });
  const row = { attendee_id: 'ann', name: 'Ann Lee', company: 'Acme Inc', side: 'founder', event_goal: 'Raising a seed round for our fintech startup' };
  await importRows(svc, token, 'ev', 'imp-1', [row]);
  await enrich(svc, token, 'ev', 'en-1');
  await settledIntents(svc, ORG, 'ev');
  const ann = (await svc.call('GET', '/events/ev/attendees/ann', { token })).body.entity_id;
  t.same(await intentEvents(svc, ORG, 'ev', ann), { AttendeeIntentRequested: 1, AttendeeIntentDerived: 1 });

  // given a derived intent, when the same row is imported again, nothing is queued
  await importRows(svc, token, 'ev', 'imp-2', [row]);
  // when the goal changes, the attendee is read again (reason inputs_changed)
  await importRows(svc, token, 'ev', 'imp-3', [{ ...row, event_goal: 'Hiring a senior backend engineer' }]);
  let c = await outcomes(svc, 'ev', ann, 2);
  t.same(c, { AttendeeIntentRequested: 2, AttendeeIntentDerived: 2 }, 'the unchanged import queued nothing, the changed goal one reading');
  const events = await svc.rt.deps.store.readStream(`intent-${ORG}/ev/${ann}`);
  t.equal((events[2]!.data as { reason: string }).reason, 'inputs_changed');
  const doc = await svc.rt.deps.read.get<any>('attendee_intents', `${ORG}/ev/${ann}`);
  t.match(JSON.stringify(doc.read.intent), /backend|engineer/i, 'the new goal was read');

  // when the side changes (PATCH), the attendee is read again
  t.equal((await svc.call('PATCH', '/events/ev/attendees/ann', { token, body: { side: 'investor' } })).status, 200);
  c = await outcomes(svc, 'ev', ann, 3);
  t.equal(c.AttendeeIntentDerived, 3);
  // when the title changes through another import, the attendee is read again
  await importRows(svc, token, 'ev', 'imp-4', [{ ...row, event_goal: 'Hiring a senior backend engineer', side: 'investor', title: 'CTO' }]);
  c = await outcomes(svc, 'ev', ann, 4);
  t.equal(c.AttendeeIntentDerived, 4);

  // an attendee never enriched waits for an enrichment run
  await importRows(svc, token, 'ev', 'imp-5', [{ attendee_id: 'new', name: 'Never Enriched', company: 'Later Co' }]);
  await importRows(svc, token, 'ev', 'imp-6', [{ attendee_id: 'new', name: 'Never Enriched', company: 'Later Co', title: 'CEO' }]);
  await settledIntents(svc, ORG, 'ev');
  const fresh = (await svc.call('GET', '/events/ev/attendees/new', { token })).body.entity_id;
  t.same(await intentEvents(svc, ORG, 'ev', fresh), {}, 'no reading until an enrichment run asks');
  const run = await enrich(svc, token, 'ev', 'en-2');
  t.match(run.body.progress, { total: 2, enrichment_requested: 1, skipped: 1 });
});

t.test('review accept and distinct queue the attendee and report real counts', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();
  await svc.call('POST', '/events', { token, body: { event_id: 'ev', title: 'Demo' } });
  await importRows(svc, token, 'ev', 'base', [
    { attendee_id: 'ann', name: 'Ann Lee', company: 'Acme Inc', email: 'ann@acme.io' },
    { attendee_id: 'bo', name: 'Bo Park', company: 'Parkside', email: 'bo@parkside.io' },
  ]);
  const held = await importRows(svc, token, 'ev', 'dups', [
    { attendee_id: 'ann-d', name: 'ann lee', company: 'ACME', email: 'other@acme.io', event_goal: 'Looking for seed investors' },
    { attendee_id: 'bo-d', name: 'Bo PARK', company: 'parkside', email: 'bo2@parkside.io', event_goal: 'Meeting design partners' },
  ]);
  const [r1, r2] = held.body.progress.errors.map((e: { review_id: string }) => e.review_id);
  const acc = await svc.call('POST', `/review-queue/${r1}/resolve`, { token, body: { decision: 'accept' } });
  t.equal(acc.status, 200);
  t.same(acc.body.enrichment_requeued, { enrichment_requested: 1, skipped: 0 });
  const ann = acc.body.entity_id;
  const events = await svc.rt.deps.store.readStream(`intent-${ORG}/ev/${ann}`);
  t.equal(events.length >= 1 && (events[0]!.data as { reason: string }).reason, 'review_accept');
  const dis = await svc.call('POST', `/review-queue/${r2}/resolve`, { token, body: { decision: 'distinct' } });
  t.same(dis.body.enrichment_requeued, { enrichment_requested: 1, skipped: 0 });
  const minted = dis.body.minted;
  await settledIntents(svc, ORG, 'ev');
  t.same(await intentEvents(svc, ORG, 'ev', minted), { AttendeeIntentRequested: 1, AttendeeIntentDerived: 1 });
  t.same(await intentEvents(svc, ORG, 'ev', ann), { AttendeeIntentRequested: 1, AttendeeIntentDerived: 1 }, 'the reactor did not queue the accepted attendee a second time');
});

t.test('a goal changed to a placeholder, with no profile to read, queues no reading', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();
  await svc.call('POST', '/events', { token, body: { event_id: 'ev', title: 'Demo' } });
  // Given two attendees without title or company, read once
  const bo = { attendee_id: 'bo', name: 'Bo', event_goal: 'Looking for a seed lead for our warehouse robotics startup' };
  const cy = { attendee_id: 'cy', name: 'Cy', event_goal: 'Investing in robotics at pre-seed' };
  await importRows(svc, token, 'ev', 'imp-1', [bo, cy]);
  await enrich(svc, token, 'ev', 'en-1');
  await settledIntents(svc, ORG, 'ev');
  const id = async (a: string) => (await svc.call('GET', `/events/ev/attendees/${a}`, { token })).body.entity_id as string;
  const [boId, cyId] = [await id('bo'), await id('cy')];
  // When one goal becomes "tbd" and the other a new goal, in one import
  await importRows(svc, token, 'ev', 'imp-2', [{ ...bo, event_goal: 'tbd' }, { ...cy, event_goal: 'Investing in robotics and logistics at seed' }]);
  // Then the new goal is read again, and the placeholder queues nothing (the enrichment run holds it too)
  t.same(await outcomes(svc, 'ev', cyId, 2), { AttendeeIntentRequested: 2, AttendeeIntentDerived: 2 });
  t.same(await intentEvents(svc, ORG, 'ev', boId), { AttendeeIntentRequested: 1, AttendeeIntentDerived: 1 });
  const run = await enrich(svc, token, 'ev', 'en-2');
  t.match(run.body.progress, { error_count: 1, errors: [{ attendee_id: 'bo', code: 'NO_SOURCE_RECORD' }] });
});
