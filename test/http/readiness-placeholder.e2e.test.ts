/** A placeholder goal ("tbd") is no goal in the API's readiness, as in the matching library's reading. */
import t from 'tap';
import { startService, type TestService } from '../helpers/app.ts';
import { importRows, pollRun } from './attendees.helpers.ts';

const readinessOf = async (svc: TestService, token: string, id: string) => (await svc.call('GET', `/events/ev/attendees/${id}/readiness`, { token })).body.readiness;
const goalGaps = (body: any) => body.warnings.find((w: any) => w.code === 'EVENT_GOAL_GAPS');

t.test('given an attendee whose goal is "tbd", when readiness is asked, then the goal is missing and the event counts it', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();
  await svc.call('POST', '/events', { token, body: { event_id: 'ev', title: 'Demo' } });

  // given one attendee with a stand-in goal and one with a real goal, both with a profile
  await importRows(svc, token, 'ev', 'imp-1', [
    { attendee_id: 'tbd1', name: 'Tia Bee', title: 'CEO', company: 'Parcelly', event_goal: 'tbd' },
    { attendee_id: 'real1', name: 'Rae Al', title: 'Partner', company: 'Northwind Ventures', event_goal: 'Investing in seed-stage logistics startups' },
  ]);

  // when the attendee readiness is read
  const tbd = await readinessOf(svc, token, 'tbd1');
  t.match(tbd, { match_ready: true, global_match_ready: true, event_match_ready: false });
  t.ok(tbd.missing.includes('event_goal'), 'a placeholder goal is no goal');
  t.ok(tbd.recommended_actions.some((a: string) => a === 'PUT /events/ev/attendees:import with event_goal (or event_needs / event_offers) for tbd1'));
  const real = await readinessOf(svc, token, 'real1');
  t.match(real, { match_ready: true, event_match_ready: true });
  t.notOk(real.missing.includes('event_goal'));

  // when the event readiness is read: the projected counts see one attendee without a goal
  let ev = await svc.call('GET', '/events/ev/readiness', { token });
  t.equal(ev.status, 200);
  t.match(ev.body.match_readiness, { ready_count: 2, not_ready_count: 0 });
  t.match(goalGaps(ev.body), { severity: 'advisory', message: /^1 of 2 attendees have no event_goal/ });
  t.match(ev.body.warnings.find((w: any) => w.code === 'ENRICHMENT_NOT_CURRENT'), { message: /^1 attendee has goals or axes not read yet/ }, 'only the real goal waits for a reading');
  t.same(ev.body.items.find((i: any) => i.attendee_id === 'tbd1').readiness, tbd, 'the list and the single read agree');

  // and a rebuild of the read models counts the same
  await svc.rebuildReadModels();
  ev = await svc.call('GET', '/events/ev/readiness', { token });
  t.match(goalGaps(ev.body), { message: /^1 of 2 attendees have no event_goal/ });

  // when the attendee sends a real goal, the count moves
  await importRows(svc, token, 'ev', 'imp-2', [{ attendee_id: 'tbd1', name: 'Tia Bee', title: 'CEO', company: 'Parcelly', event_goal: 'tbd: raising a seed round for our parcel lockers' }]);
  t.notOk((await readinessOf(svc, token, 'tbd1')).missing.includes('event_goal'));
  ev = await svc.call('GET', '/events/ev/readiness', { token });
  t.notOk(goalGaps(ev.body), 'no attendee is without a goal');
});

t.test('given an attendee who gives only "tbd" as title and "n/a" as company, when readiness and enrichment run, then nothing is read and they are not ready', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();
  await svc.call('POST', '/events', { token, body: { event_id: 'ev', title: 'Demo' } });
  // given the stand-in attendee beside two who say something
  await importRows(svc, token, 'ev', 'imp-1', [
    { attendee_id: 'blank1', name: 'Bo Lank', title: 'tbd', company: 'n/a' },
    { attendee_id: 'real1', name: 'Rae Al', title: 'Partner', company: 'Northwind Ventures', event_goal: 'Investing in seed-stage logistics startups' },
    { attendee_id: 'real2', name: 'Pia Ola', title: 'CEO', company: 'Parcelly', event_goal: 'Raising a seed round for parcel lockers' },
  ]);

  // when the attendee readiness is read
  const r = await readinessOf(svc, token, 'blank1');
  t.match(r, { match_ready: false, global_match_ready: false, event_match_ready: false });
  t.ok(r.missing.includes('profile'), 'a placeholder title and company are no profile');
  const ev = await svc.call('GET', '/events/ev/readiness', { token });
  t.match(ev.body.match_readiness, { ready_count: 2, not_ready_count: 1 });

  // when enrichment is requested, then the attendee is a row error with nothing to read
  const run = await svc.call('POST', '/events/ev/enrichment-runs', { token, body: { idempotency_key: 'enr-1' } });
  t.equal(run.status, 202);
  const done = await pollRun(svc, token, run.body.run_id);
  t.ok(done.body.progress.errors.some((e: any) => e.attendee_id === 'blank1' && e.code === 'NO_SOURCE_RECORD'), JSON.stringify(done.body.progress.errors));
});
