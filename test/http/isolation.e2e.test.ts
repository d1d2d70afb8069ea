/** Organization isolation: a key of org B never sees or touches org A's events by any route. */
import t from 'tap';
import { startService } from '../helpers/app.ts';
import { isError } from '../fixtures/partner.ts';

t.test('given events in org A, when org B calls every route, then A stays invisible and untouched', async (t) => {
  const svc = await startService(t);
  const a = await svc.key({ org_id: 'org-a' });
  const b = await svc.key({ org_id: 'org-b' });
  const bBound = await svc.key({ org_id: 'org-b', event_id: 'a-1' });
  for (let i = 1; i <= 3; i++) {
    t.equal((await svc.call('POST', '/events', { token: a, body: { event_id: `a-${i}`, title: `A${i}`, url_slug: `slug-${i}` } })).status, 201);
  }
  await svc.call('POST', '/events/a-1/context', { token: a, body: { objectives: 'secret plans' } });
  t.equal((await svc.call('POST', '/events/a-1/sessions', { token: a, body: { session_id: 's-1', title: 'Keynote' } })).status, 201);
  const before = (await svc.call('GET', '/events?limit=100', { token: a })).body.items;

  for (const [name, token] of [
    ['org-wide key', b],
    ['key bound to an event ID of org A', bBound],
  ] as const) {
    t.test(`with org B's ${name}`, async (t) => {
      for (const prefix of ['', '/v0/partner']) {
        const list = await svc.call('GET', `${prefix}/events?limit=100`, { token });
        t.equal(list.status, 200);
        t.same(list.body.items, [], `${prefix || 'canonical'}: empty list`);
        isError(t, await svc.call('GET', `${prefix}/events/a-1`, { token }), 404, 'EVENT_NOT_FOUND', `${prefix} get`);
        isError(t, await svc.call('GET', `${prefix}/events/a-1/context`, { token }), 404, 'EVENT_NOT_FOUND', `${prefix} context`);
        isError(t, await svc.call('GET', `${prefix}/id-map/event/a-1`, { token }), 404, 'PARTNER_ID_NOT_FOUND', `${prefix} id-map event`);
        isError(t, await svc.call('GET', `${prefix}/id-map/session/s-1`, { token }), 404, 'PARTNER_ID_NOT_FOUND', `${prefix} id-map session`);
      }
      isError(t, await svc.call('PATCH', '/events/a-1', { token, body: { title: 'pwned' } }), 404, 'EVENT_NOT_FOUND', 'patch');
      isError(t, await svc.call('POST', '/events/a-1/context', { token, body: { objectives: 'pwned' } }), 404, 'EVENT_NOT_FOUND', 'context write');
      isError(t, await svc.call('DELETE', '/events/a-1?dry_run=true', { token }), 404, 'EVENT_NOT_FOUND', 'delete preview');
      isError(t, await svc.call('DELETE', '/events/a-1?force=true', { token }), 404, 'EVENT_NOT_FOUND', 'delete');
      const sessions = await svc.call('GET', '/events/a-1/sessions', { token });
      t.equal(sessions.status, 404, 'sessions of A are not listed');
      const session = await svc.call('GET', '/events/a-1/sessions/s-1', { token });
      t.equal(session.status, 404, 'a session of A is not readable');
    });
  }

  t.test('org B may use the same IDs and slugs as org A, independently', async (t) => {
    const created = await svc.call('POST', '/events', { token: b, body: { event_id: 'a-2', title: 'B2', url_slug: 'slug-2' } });
    t.equal(created.status, 201);
    t.equal((await svc.call('PATCH', '/events/a-2', { token: b, body: { url_slug: 'slug-3' } })).status, 200, 'a slug A uses');
    t.equal((await svc.call('DELETE', '/events/a-2', { token: b })).status, 200);
    const bList = await svc.call('GET', '/events', { token: b });
    t.same(bList.body.items, [], "B's own deletion");
  });

  t.test("then org A's data is exactly as before", async (t) => {
    const after = (await svc.call('GET', '/events?limit=100', { token: a })).body.items;
    t.same(after, before);
    t.equal((await svc.call('GET', '/events/a-1/context', { token: a })).body.context.objectives, 'secret plans');
    t.equal((await svc.call('GET', '/id-map/event/a-2', { token: a })).status, 200);
    t.equal((await svc.call('GET', '/events/a-1/sessions/s-1', { token: a })).status, 200);
  });
});
