import t, { type Test } from 'tap';
import { startService } from '../helpers/app.ts';
import { pollRun } from './attendees.helpers.ts';

const row = (i: number, extra: Record<string, unknown> = {}) => ({ attendee_id: `a-${i}`, name: `Person ${i}`, email: `p${i}@example.com`, company: `Co ${i}`, ...extra });

const setup = async (t: Test) => {
  const svc = await startService(t);
  const token = await svc.key();
  await svc.call('POST', '/events', { token, body: { event_id: 'ev-1', title: 'Demo day' } });
  await svc.call('POST', '/events', { token, body: { event_id: 'ev-2', title: 'Second' } });
  return { svc, token };
};

t.test('a fresh import creates everyone; a re-import finds them in the event', async (t) => {
  const { svc, token } = await setup(t);
  const rows = Array.from({ length: 30 }, (_, i) => row(i, { side: i % 2 ? 'founder' : 'investor', event_goal: `goal ${i}` }));
  const first = await svc.call('PUT', '/events/ev-1/attendees:import', { token, body: { idempotency_key: 'imp-1', attendees: rows } });
  t.equal(first.status, 202);
  t.equal(first.body.kind, 'import');
  t.equal(first.body.status, 'queued');
  t.equal(first.body.idempotent_replay, false);
  t.equal(first.body.error, null);
  t.match(first.body.progress, { total: 30, processed: 0, created: 0, event_added: 0, error_count: 0 });
  const done = await pollRun(svc, token, first.body.run_id);
  t.equal(done.body.status, 'succeeded');
  t.match(done.body.progress, { total: 30, processed: 30, created: 30, event_added: 30, reused: 0, mapped: 0, already_in_event: 0, review_required: 0, error_count: 0 });

  const replay = await svc.call('PUT', '/events/ev-1/attendees:import', { token, body: { idempotency_key: 'imp-1', attendees: rows } });
  t.equal(replay.status, 200);
  t.equal(replay.body.idempotent_replay, true);
  t.equal(replay.body.status, 'succeeded');

  const again = await svc.call('PUT', '/events/ev-1/attendees:import', { token, body: { idempotency_key: 'imp-2', attendees: rows } });
  const done2 = await pollRun(svc, token, again.body.run_id);
  t.match(done2.body.progress, { processed: 30, created: 0, mapped: 30, already_in_event: 30, event_added: 0 });

  const list = await svc.call('GET', '/events/ev-1/attendees?limit=100', { token });
  t.equal(list.status, 200);
  t.equal(list.body.items.length, 30);
  const a0 = list.body.items.find((x: { attendee_id: string }) => x.attendee_id === 'a-0');
  t.match(a0, { id_source: 'partner', display_name: 'Person 0', company: 'Co 0', event: { side: 'investor', goal: 'goal 0' }, identity: { review_required: false, open_review_count: 0 } });
});
