/** The spec's Authentication failure table, GET /auth and /capabilities, and hashed key storage. */
import t from 'tap';
import fs from 'node:fs';
import path from 'node:path';
import { startService } from '../helpers/app.ts';
import { isError } from '../fixtures/partner.ts';
import { disableAccount, issueKey, revokeKey, type IssueKeyInput } from '../../src/commands/access.ts';
import type { Runtime } from '../../src/runtime.ts';

const baseKey: IssueKeyInput = {
  org_id: 'org-a',
  principal_type: 'service_account',
  scopes: ['partner:read', 'partner:write'],
  event_id: null,
  environment: 'staging',
  rate_limit: null,
};

async function issue(rt: Runtime, input: Partial<IssueKeyInput> = {}) {
  const out = await issueKey(rt.deps, { ...baseKey, ...input });
  await rt.deps.projections.catchUp();
  return out;
}

t.test('authentication failures, row by row', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();
  await svc.call('POST', '/events', { token, body: { event_id: 'ev-1', title: 'One' } });
  await svc.call('POST', '/events', { token, body: { event_id: 'ev-2', title: 'Two' } });

  t.test('given no or a malformed bearer header, then 401 UNAUTHORIZED', async (t) => {
    isError(t, await svc.call('GET', '/events'), 401, 'UNAUTHORIZED', 'missing');
    for (const authorization of ['', 'Bearer', 'Bearer ', `Basic ${token}`, `Token ${token}`, `Bearer ${token} extra`, `Bearer  ${token}`, 'Bearer ä']) {
      isError(t, await svc.call('GET', '/events', { headers: { authorization } }), 401, 'UNAUTHORIZED', `header "${authorization.slice(0, 12)}"`);
    }
  });

  t.test('given a token that resolves to no key, then 401 UNAUTHORIZED', async (t) => {
    isError(t, await svc.call('GET', '/events', { token: 'mm_test_doesnotexist' }), 401, 'UNAUTHORIZED');
    isError(t, await svc.call('GET', '/events', { token: `${token}x` }), 401, 'UNAUTHORIZED', 'one character more');
  });

  t.test('given a revoked key, then 401 UNAUTHORIZED', async (t) => {
    const k = await issue(svc.rt);
    t.equal((await svc.call('GET', '/events', { token: k.key })).status, 200, 'works before');
    t.ok(await revokeKey(svc.rt.deps, k.key_id));
    await svc.rt.deps.projections.catchUp();
    isError(t, await svc.call('GET', '/events', { token: k.key }), 401, 'UNAUTHORIZED');
    t.equal((await svc.call('GET', '/events', { token })).status, 200, 'other keys unaffected');
  });

  t.test('given a disabled service account, then 401 ACCOUNT_DISABLED on every key of it', async (t) => {
    const k1 = await issue(svc.rt);
    const k2 = await issue(svc.rt, { service_account_user_id: k1.service_account_user_id, scopes: ['partner:read'] });
    t.ok(await disableAccount(svc.rt.deps, k1.service_account_user_id));
    await svc.rt.deps.projections.catchUp();
    isError(t, await svc.call('GET', '/events', { token: k1.key }), 401, 'ACCOUNT_DISABLED');
    isError(t, await svc.call('POST', '/events', { token: k2.key, body: { event_id: 'x', title: 'x' } }), 401, 'ACCOUNT_DISABLED', 'before the scope check');
    t.equal((await svc.call('GET', '/events', { token })).status, 200, 'other accounts unaffected');
  });

  t.test('given a user (not service-account) token, then 403 SERVICE_ACCOUNT_REQUIRED', async (t) => {
    const user = await svc.key({ principal_type: 'user' });
    isError(t, await svc.call('GET', '/auth', { token: user }), 403, 'SERVICE_ACCOUNT_REQUIRED');
    isError(t, await svc.call('POST', '/events', { token: user, body: { event_id: 'u', title: 'u' } }), 403, 'SERVICE_ACCOUNT_REQUIRED');
  });

  t.test('given a read-only key, then reads work and writes get 403 INSUFFICIENT_SCOPE', async (t) => {
    const ro = await svc.key({ scopes: ['partner:read'] });
    t.equal((await svc.call('GET', '/events', { token: ro })).status, 200);
    t.equal((await svc.call('GET', '/events/ev-1', { token: ro })).status, 200);
    isError(t, await svc.call('POST', '/events', { token: ro, body: { event_id: 'ro', title: 'x' } }), 403, 'INSUFFICIENT_SCOPE', 'POST');
    isError(t, await svc.call('PATCH', '/events/ev-1', { token: ro, body: { title: 'x' } }), 403, 'INSUFFICIENT_SCOPE', 'PATCH');
    isError(t, await svc.call('DELETE', '/events/ev-1', { token: ro }), 403, 'INSUFFICIENT_SCOPE', 'DELETE');
    isError(t, await svc.call('POST', '/events/ev-1/context', { token: ro, body: { objectives: 'x' } }), 403, 'INSUFFICIENT_SCOPE', 'context');
    t.equal((await svc.call('GET', '/events/ro', { token })).status, 404, 'nothing was created');
  });

  t.test('given a write-only key, then reads work too', async (t) => {
    const wo = await svc.key({ scopes: ['partner:write'] });
    t.equal((await svc.call('GET', '/events', { token: wo })).status, 200);
    t.equal((await svc.call('POST', '/events', { token: wo, body: { event_id: 'wo', title: 'x' } })).status, 201);
  });

  t.test('given a key without an org, then 403 PARTNER_ORG_REQUIRED', async (t) => {
    const noOrg = await svc.key({ org_id: null });
    isError(t, await svc.call('GET', '/events', { token: noOrg }), 403, 'PARTNER_ORG_REQUIRED');
    isError(t, await svc.call('GET', '/auth', { token: noOrg }), 403, 'PARTNER_ORG_REQUIRED', '/auth');
  });

  t.test('given an event-bound key', async (t) => {
    const bound = await svc.key({ event_id: 'ev-1' });
    isError(t, await svc.call('POST', '/events', { token: bound, body: { event_id: 'ev-9', title: 'x' } }), 403, 'EVENT_SCOPE_FORBIDDEN', 'create');
    // The org-wide writes are refused before the body is looked at: a body that would fail validation or
    // does not even parse still answers 403, never a 400 that suggests a fixed body would be accepted.
    for (const [url, body] of [
      ['/events', { title: 'no id' }],
      ['/events', '{"event_id":'],
      ['/runs', { kind: 'nope' }],
      ['/runs', 'not json'],
      ['/search/people', { query: '' }],
      ['/search/people', '{'],
    ] as const) {
      isError(t, await svc.call('POST', url, { token: bound, body }), 403, 'EVENT_SCOPE_FORBIDDEN', `${url} ${JSON.stringify(body)}`);
    }
    isError(t, await svc.call('GET', '/events/ev-2', { token: bound }), 404, 'EVENT_NOT_FOUND', 'another event');
    isError(t, await svc.call('GET', '/events/ev-2/context', { token: bound }), 404, 'EVENT_NOT_FOUND', 'another event context');
    isError(t, await svc.call('PATCH', '/events/ev-2', { token: bound, body: { title: 'x' } }), 404, 'EVENT_NOT_FOUND', 'patch another');
    isError(t, await svc.call('POST', '/events/ev-2/context', { token: bound, body: { objectives: 'x' } }), 404, 'EVENT_NOT_FOUND', 'context another');
    isError(t, await svc.call('DELETE', '/events/ev-2', { token: bound }), 404, 'EVENT_NOT_FOUND', 'delete another');
    isError(t, await svc.call('GET', '/events/ev-404', { token: bound }), 404, 'EVENT_NOT_FOUND', 'a non-existent one');
    const own = await svc.call('GET', '/events/ev-1', { token: bound });
    t.equal(own.status, 200, 'its own event');
    t.equal((await svc.call('PATCH', '/events/ev-1', { token: bound, body: { title: 'Renamed' } })).status, 200, 'may update its event');
    const list = await svc.call('GET', '/events', { token: bound });
    t.same(
      list.body.items.map((e: { event_id: string }) => e.event_id),
      ['ev-1'],
      'list narrowed to its event',
    );
    t.equal((await svc.call('GET', '/events/ev-2', { token })).body.title, 'Two', 'ev-2 untouched');
  });
});

t.test('GET /auth and GET /capabilities', async (t) => {
  const svc = await startService(t);

  t.test('given an org-wide read-write key, then /auth has every field and no event_id', async (t) => {
    const k = await issue(svc.rt, { environment: 'production' });
    const res = await svc.call('GET', '/auth', { token: k.key, headers: { 'x-correlation-id': 'auth-1' } });
    t.equal(res.status, 200);
    t.same(res.body, {
      org_id: 'org-a',
      principal_type: 'service_account',
      service_account_user_id: k.service_account_user_id,
      scopes: ['partner:read', 'partner:write'],
      environment: 'production',
      capabilities: { events_read: true, attendees_import: true, attendees_delete: true, attendees_side_retag: true, people_search: true, enrichment_runs: true, readiness_read: true },
      correlation_id: 'auth-1',
    });
    t.notOk('event_id' in res.body, 'event_id absent for an org-wide key');
    const caps = await svc.call('GET', '/capabilities', { token: k.key, headers: { 'x-correlation-id': 'caps-1' } });
    t.equal(caps.status, 200);
    t.same(caps.body, {
      org_id: 'org-a',
      scopes: ['partner:read', 'partner:write'],
      environment: 'production',
      capabilities: res.body.capabilities,
      correlation_id: 'caps-1',
    });
  });

  t.test('given an event-bound read-only key, then /auth names the event and no write capability', async (t) => {
    const k = await issue(svc.rt, { event_id: 'ev-7', scopes: ['partner:read'] });
    const res = await svc.call('GET', '/auth', { token: k.key });
    t.equal(res.status, 200);
    t.equal(res.body.event_id, 'ev-7');
    t.same(res.body.scopes, ['partner:read']);
    t.equal(res.body.environment, 'staging');
    t.same(res.body.capabilities, { events_read: true, attendees_import: false, attendees_delete: false, attendees_side_retag: false, people_search: false, enrichment_runs: false, readiness_read: true });
    const caps = await svc.call('GET', '/capabilities', { token: k.key });
    t.equal(caps.body.event_id, 'ev-7');
    t.same(Object.keys(caps.body).sort(), ['capabilities', 'correlation_id', 'environment', 'event_id', 'org_id', 'scopes']);
  });

  t.test('/auth and /capabilities require a key', async (t) => {
    isError(t, await svc.call('GET', '/auth'), 401, 'UNAUTHORIZED');
    isError(t, await svc.call('GET', '/capabilities'), 401, 'UNAUTHORIZED');
  });
});

t.test('given keys were issued and used, then no token appears anywhere in DATA_DIR', async (t) => {
  const svc = await startService(t);
  const tokens = [await svc.key(), await svc.key({ scopes: ['partner:read'] }), await svc.key({ event_id: 'ev-1', environment: 'production' })];
  for (const token of tokens) {
    t.equal((await svc.call('GET', '/auth', { token })).status, 200);
  }
  await svc.call('POST', '/events', { token: tokens[0], body: { event_id: 'ev-1', title: 'x' } });
  const files = fs.readdirSync(svc.dataDir).map((f) => path.join(svc.dataDir, f));
  t.ok(files.some((f) => f.endsWith('events.db')), 'the event store file is there');
  for (const token of tokens) {
    const secret = token.replace(/^mm_(test|live)_/, '');
    for (const f of files) {
      const bytes = fs.readFileSync(f);
      t.equal(bytes.indexOf(Buffer.from(secret)), -1, `${path.basename(f)} does not hold the token`);
    }
  }
});

t.test('HEAD needs read or write like GET; a read-only key still cannot write', async (t) => {
  const svc = await startService(t);
  const readOnly = await svc.key({ scopes: ['partner:read'] });
  const head = await svc.app.inject({ method: 'HEAD', url: '/api/v0/partner/events', headers: { authorization: `Bearer ${readOnly}` } });
  t.equal(head.statusCode, 200, 'HEAD with a read key');
  t.equal(head.body, '', 'no body on HEAD');
  t.ok(head.headers['x-correlation-id']);
  const anonymous = await svc.app.inject({ method: 'HEAD', url: '/api/v0/partner/events' });
  t.equal(anonymous.statusCode, 401, 'HEAD without a key');
  isError(t, await svc.call('POST', '/events', { token: readOnly, body: { event_id: 'e', title: 'T' } }), 403, 'INSUFFICIENT_SCOPE');
});
