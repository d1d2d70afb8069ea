import t from 'tap';
import { startService } from '../helpers/app.ts';
import { importRows } from '../http/attendees.helpers.ts';
import { enrich, settledIntents } from './helpers.ts';

t.test('projections rebuild restores derived intent, readiness and detail without reading again', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();
  await svc.call('POST', '/events', { token, body: { event_id: 'ev', title: 'Demo' } });
  await importRows(svc, token, 'ev', 'imp', [
    { attendee_id: 'a', name: 'Ann', title: 'CEO', company: 'Acme', side: 'founder', event_goal: 'Raising a seed round for our robotics startup' },
    { attendee_id: 'b', name: 'Bo', title: 'Partner', company: 'Robo Ventures', side: 'investor', event_goal: 'Investing in early robotics companies' },
    { attendee_id: 'c', name: 'Cy', side: null },
  ]);
  await enrich(svc, token, 'ev', 'en');
  await settledIntents(svc, 'org-a', 'ev');
  const paths = ['/events/ev/readiness', '/events/ev/attendees/a/readiness', '/events/ev/attendees/a?include=brief,traits,goals,readiness', '/events/ev/attendees/b?include=goals'];
  const before = await svc.snapshot(token, paths);
  const head = await svc.rt.deps.store.headPosition();

  await svc.rebuildReadModels();
  await svc.rt.deps.projections.waitFor(await svc.rt.deps.store.headPosition());
  const after = await svc.snapshot(token, paths);
  t.same(after, before, 'identical readiness and detail');
  // The reactor replays the log from its dropped checkpoint: it must find everything current.
  await new Promise((r) => setTimeout(r, 300));
  const events = await svc.rt.deps.store.readAll({ after: head, maxCount: 100 });
  t.same(events.filter((e) => e.type.startsWith('AttendeeIntent')).map((e) => e.type), [], 'nothing read again');
});
