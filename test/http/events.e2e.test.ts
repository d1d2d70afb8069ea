import t from 'tap';
import { startService } from '../helpers/app.ts';

t.test('given a key, when a partner creates and reads an event, then it reads its own write', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();
  const created = await svc.call('POST', '/events', { token, body: { event_id: 'ev-1', title: 'Demo Day' } });
  t.equal(created.status, 201);
  t.equal(created.body.event_id, 'ev-1');
  t.equal(created.body.event_details, null);
  t.ok(created.body.correlation_id);
  const got = await svc.call('GET', '/events/ev-1', { token });
  t.equal(got.status, 200);
  t.equal(got.body.title, 'Demo Day');
  const dup = await svc.call('POST', '/events', { token, body: { event_id: 'ev-1', title: 'Again' } });
  t.equal(dup.status, 409);
  t.equal(dup.body.code, 'PARTNER_ID_CONFLICT');
  t.same(Object.keys(dup.body).sort(), ['code', 'correlation_id', 'message']);
});
