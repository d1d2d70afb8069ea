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

t.test('given context fields in the create body, when the event is created, then they are kept, not silently dropped', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();
  // Given a partner who sends the event object's own context fields with the create
  const body = { event_id: 'ev-ctx', title: 'Demo Day', objectives: 'Pair founders with seed investors', event_details: 'Hall B', welcome_instructions: null };
  // When the event is created
  const created = await svc.call('POST', '/events', { token, body });
  // Then the event and its context carry them
  t.equal(created.status, 201);
  t.match(created.body, { objectives: 'Pair founders with seed investors', event_details: 'Hall B', welcome_instructions: null });
  const ctx = await svc.call('GET', '/events/ev-ctx/context', { token });
  t.same(ctx.body.context, { event_details: 'Hall B', objectives: 'Pair founders with seed investors', welcome_instructions: null });
  // And a context field over 4000 characters is 400 INVALID_CONTEXT with nothing created
  const long = await svc.call('POST', '/events', { token, body: { event_id: 'ev-long', title: 't', objectives: 'x'.repeat(4001) } });
  t.equal(long.status, 400);
  t.equal(long.body.code, 'INVALID_CONTEXT');
  t.equal((await svc.call('GET', '/events/ev-long', { token })).body.code, 'EVENT_NOT_FOUND');
  t.equal((await svc.call('POST', '/events', { token, body: { event_id: 'ev-long', title: 't' } })).status, 201, 'the ID was not taken');
});
