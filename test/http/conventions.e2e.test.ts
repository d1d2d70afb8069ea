/** Cross-cutting HTTP conventions of the spec: correlation ids, the error envelope, limits, paging, versioning. */
import t from 'tap';
import { createHash } from 'node:crypto';
import { startService, BASE } from '../helpers/app.ts';
import { isError, steppingClock } from '../fixtures/partner.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

t.test('correlation ids', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();

  t.test('given x-correlation-id, when a call succeeds, then it is echoed in header and body', async (t) => {
    const res = await svc.call('GET', '/auth', { token, headers: { 'x-correlation-id': 'corr-123' } });
    t.equal(res.status, 200);
    t.equal(res.headers['x-correlation-id'], 'corr-123');
    t.equal(res.body.correlation_id, 'corr-123');
  });

  t.test('given x-correlation-id, when a call fails, then the error carries it', async (t) => {
    const res = await svc.call('GET', '/events/nope', { token, headers: { 'x-correlation-id': 'corr-err' } });
    isError(t, res, 404, 'EVENT_NOT_FOUND');
    t.equal(res.body.correlation_id, 'corr-err');
    const unauth = await svc.call('GET', '/events', { headers: { 'x-correlation-id': 'corr-401' } });
    isError(t, unauth, 401, 'UNAUTHORIZED');
    t.equal(unauth.body.correlation_id, 'corr-401');
  });

  t.test('given a 128-character id, then it is kept; given 129 characters, then a generated one replaces it', async (t) => {
    const max = 'c'.repeat(128);
    const kept = await svc.call('GET', '/auth', { token, headers: { 'x-correlation-id': max } });
    t.equal(kept.body.correlation_id, max);
    t.equal(kept.headers['x-correlation-id'], max);
    const long = 'c'.repeat(129);
    const replaced = await svc.call('GET', '/auth', { token, headers: { 'x-correlation-id': long } });
    t.not(replaced.body.correlation_id, long);
    t.match(replaced.body.correlation_id, UUID);
    t.equal(replaced.headers['x-correlation-id'], replaced.body.correlation_id);
  });

  t.test('given no header, then every response gets a fresh id', async (t) => {
    const a = await svc.call('GET', '/auth', { token });
    const b = await svc.call('GET', '/auth', { token });
    t.match(a.body.correlation_id, UUID);
    t.not(a.body.correlation_id, b.body.correlation_id);
  });
});

t.test('error envelope on framework-level failures', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();
  await svc.call('POST', '/events', { token, body: { event_id: 'ev-1', title: 'One' } });

  t.test('unknown route → 404 ROUTE_NOT_FOUND', async (t) => {
    isError(t, await svc.call('GET', '/no-such-thing', { token }), 404, 'ROUTE_NOT_FOUND');
    isError(t, await svc.call('GET', '/no-such-thing'), 404, 'ROUTE_NOT_FOUND', 'without a key');
    isError(t, await svc.call('GET', '/api/v1/partner/events', { token }), 404, 'ROUTE_NOT_FOUND', 'other version');
  });

  t.test('wrong method → 405 METHOD_NOT_ALLOWED with Allow', async (t) => {
    const res = await svc.call('PUT', '/events', { token, body: {} });
    isError(t, res, 405, 'METHOD_NOT_ALLOWED');
    const allow = String(res.headers.allow).split(/,\s*/);
    t.ok(allow.includes('GET') && allow.includes('POST'), `Allow lists GET and POST: ${res.headers.allow}`);
    const one = await svc.call('PUT', '/events/ev-1', { token, body: {} });
    isError(t, one, 405, 'METHOD_NOT_ALLOWED', 'PUT on an event');
    for (const m of ['GET', 'PATCH', 'DELETE']) t.ok(String(one.headers.allow).includes(m), `Allow has ${m}`);
  });

  t.test('a trailing slash addresses the same route, never a 405 that contradicts its own Allow', async (t) => {
    // Given a client that joins its base URL and paths with a trailing slash
    // When it reads an event, the event list and its own key that way
    const one = await svc.call('GET', '/events/ev-1/', { token });
    const list = await svc.call('GET', '/events/', { token });
    const auth = await svc.call('GET', `${BASE}/auth/`, { token });
    const legacy = await svc.call('GET', '/v0/partner/events/ev-1/', { token });
    // Then it is served as without the slash
    t.equal(one.status, 200, JSON.stringify(one.body));
    t.equal(one.body.event_id, 'ev-1');
    t.equal(list.status, 200, JSON.stringify(list.body));
    t.ok(Array.isArray(list.body.items));
    t.equal(auth.status, 200, JSON.stringify(auth.body));
    t.equal(legacy.status, 200, JSON.stringify(legacy.body));
    // And a method the route does not serve is still 405, with an Allow naming what it does serve
    const put = await svc.call('PUT', '/events/ev-1/', { token, body: {} });
    isError(t, put, 405, 'METHOD_NOT_ALLOWED', 'PUT with a trailing slash');
    t.ok(String(put.headers.allow).includes('GET'));
  });

  t.test('the import path: a look-alike is an unknown route, the colon percent-encoded is the same route', async (t) => {
    // Given the import route PUT /events/:event_id/attendees:import
    const body = { idempotency_key: 'colon', attendees: [{ attendee_id: 'c1', name: 'C' }] };
    // When a path only resembles it, then it is 404 ROUTE_NOT_FOUND, not a 405 whose Allow offers PUT
    isError(t, await svc.call('PUT', '/events/ev-1/attendeesXimport', { token, body }), 404, 'ROUTE_NOT_FOUND', 'attendeesXimport');
    isError(t, await svc.call('GET', '/events/ev-1/attendees-import', { token }), 404, 'ROUTE_NOT_FOUND', 'attendees-import');
    // When a client percent-encodes the colon (as URI builders of several languages do), then it is served
    const encoded = await svc.call('PUT', '/events/ev-1/attendees%3Aimport', { token, body });
    t.equal(encoded.status, 202, JSON.stringify(encoded.body));
    const lower = await svc.call('PUT', '/events/ev-1/attendees%3aimport', { token, body });
    t.equal(lower.status, 200, JSON.stringify(lower.body));
    t.equal(lower.body.run_id, encoded.body.run_id, 'the same operation: a replay');
    // And a wrong method on it is still 405 with PUT allowed
    const get = await svc.call('GET', '/events/ev-1/attendees:import', { token });
    isError(t, get, 405, 'METHOD_NOT_ALLOWED', 'GET on the import');
    t.equal(get.headers.allow, 'PUT');
  });

  t.test('bad JSON → 400 INVALID_JSON', async (t) => {
    isError(t, await svc.call('POST', '/events', { token, body: '{"event_id": "x", ' }), 400, 'INVALID_JSON');
    isError(t, await svc.call('PATCH', '/events/ev-1', { token, body: 'not json' }), 400, 'INVALID_JSON', 'PATCH');
  });

  t.test('a UTF-8 byte order mark before the JSON is ignored (RFC 8259 §8.1), as .NET and PowerShell clients send one', async (t) => {
    // Given a body that starts with the UTF-8 BOM
    const res = await svc.call('POST', '/events', { token, body: '\uFEFF{"event_id":"ev-bom","title":"BOM"}' });
    // Then it is read as the JSON after it
    t.equal(res.status, 201, JSON.stringify(res.body));
    t.equal(res.body.title, 'BOM');
    // And a BOM alone is still no body, a BOM before broken JSON still INVALID_JSON
    isError(t, await svc.call('POST', '/events', { token, body: '\uFEFF' }), 400, 'INVALID_JSON', 'BOM only');
    isError(t, await svc.call('POST', '/events', { token, body: '\uFEFF{"event_id":' }), 400, 'INVALID_JSON', 'BOM and broken JSON');
  });

  t.test('a JSON body that is not an object → 400 INVALID_JSON', async (t) => {
    for (const body of ['[]', '42', '"text"', 'null', 'true', '[{"event_id":"a","title":"b"}]']) {
      isError(t, await svc.call('POST', '/events', { token, body }), 400, 'INVALID_JSON', `body ${body}`);
    }
    isError(t, await svc.call('POST', '/events/ev-1/context', { token, body: '[]' }), 400, 'INVALID_JSON', 'context []');
  });

  t.test('no body at all on a create → 400 INVALID_JSON', async (t) => {
    isError(t, await svc.call('POST', '/events', { token }), 400, 'INVALID_JSON');
  });

  t.test('a body over 16 MiB → 413 PAYLOAD_TOO_LARGE', async (t) => {
    const big = JSON.stringify({ event_id: 'big', title: 'x', description: 'y'.repeat(16 * 1024 * 1024) });
    isError(t, await svc.call('POST', '/events', { token, body: big }), 413, 'PAYLOAD_TOO_LARGE');
    const listed = await svc.call('GET', '/events/big', { token });
    t.equal(listed.status, 404, 'nothing was created');
  });

  t.test('unknown query parameters on PATCH and DELETE event → UNSUPPORTED_QUERY_PARAMETER', async (t) => {
    const patch = await svc.call('PATCH', '/events/ev-1?foo=1', { token, body: { title: 'T' } });
    isError(t, patch, 400, 'UNSUPPORTED_QUERY_PARAMETER');
    t.same(patch.body.supported_parameters, []);
    const del = await svc.call('DELETE', '/events/ev-1?dryrun=true', { token });
    isError(t, del, 400, 'UNSUPPORTED_QUERY_PARAMETER');
    t.same([...del.body.supported_parameters].sort(), ['dry_run', 'force']);
    const bad = await svc.call('DELETE', '/events/ev-1?dry_run=maybe', { token });
    isError(t, bad, 400, 'UNSUPPORTED_QUERY_PARAMETER', 'dry_run=maybe');
    t.equal((await svc.call('GET', '/events/ev-1', { token })).status, 200, 'the event is still there');
  });
});

t.test('page size and cursors', async (t) => {
  const svc = await startService(t, {}, { clock: steppingClock() });
  const token = await svc.key();
  const other = await svc.key({ org_id: 'org-b' });
  const ids = Array.from({ length: 7 }, (_, i) => `ev-${i}`);
  for (const id of ids) t.equal((await svc.call('POST', '/events', { token, body: { event_id: id, title: id } })).status, 201);
  await svc.call('POST', '/events', { token: other, body: { event_id: 'b-1', title: 'b' } });
  await svc.call('POST', '/events', { token: other, body: { event_id: 'b-2', title: 'b' } });

  t.test('given limit values out of range or not numbers, then they are normalized, never an error', async (t) => {
    const cases: Array<[string, number]> = [
      ['0', 1],
      ['101', 7],
      ['abc', 7],
      ['-5', 1],
      ['2', 2],
      ['', 7],
      ['2.5', 7],
    ];
    for (const [limit, n] of cases) {
      const res = await svc.call('GET', `/events?limit=${limit}`, { token });
      t.equal(res.status, 200, `limit=${limit}: 200`);
      t.equal(res.body.items.length, n, `limit=${limit}: ${n} items`);
    }
    const twice = await svc.call('GET', '/events?limit=2&limit=3', { token });
    t.equal(twice.status, 200, 'a repeated limit is normalized too');
  });

  t.test('given several pages, when following next_cursor, then nothing is skipped or repeated, newest first', async (t) => {
    const seen: string[] = [];
    const created: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/events?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const res = await svc.call('GET', url, { token });
      t.equal(res.status, 200);
      seen.push(...res.body.items.map((e: { event_id: string }) => e.event_id));
      created.push(...res.body.items.map((e: { created_at: string }) => e.created_at));
      cursor = res.body.next_cursor;
      pages++;
    } while (cursor && pages < 10);
    t.equal(pages, 3);
    t.same(seen, [...ids].reverse(), 'every event once, newest first');
    t.same(created, [...created].sort().reverse(), 'created_at descending');
  });

  t.test('given a list that grows while paging, then the next page neither skips nor repeats', async (t) => {
    const first = await svc.call('GET', '/events?limit=3', { token });
    await svc.call('POST', '/events', { token, body: { event_id: 'ev-late', title: 'late' } });
    const second = await svc.call('GET', `/events?limit=3&cursor=${first.body.next_cursor}`, { token });
    const got = [...first.body.items, ...second.body.items].map((e: { event_id: string }) => e.event_id);
    t.same(got, ['ev-6', 'ev-5', 'ev-4', 'ev-3', 'ev-2', 'ev-1']);
  });

  t.test('given a bad cursor, then 400 INVALID_CURSOR (never 500)', async (t) => {
    const page = await svc.call('GET', '/events?limit=2', { token });
    const good: string = page.body.next_cursor;
    const forgedScope = Buffer.from(JSON.stringify({ s: 'AAAAAAAAAAAAAAAA', v: ['2030-01-01T00:00:05.000Z', 'org-a/ev-3'] })).toString('base64url');
    const tag = createHash('sha256').update('events|org-a|').digest('base64url').slice(0, 16);
    const wrongArity = Buffer.from(JSON.stringify({ s: tag, v: ['x'] })).toString('base64url');
    const objects = Buffer.from(JSON.stringify({ s: tag, v: [{}, []] })).toString('base64url');
    const cases: Record<string, string> = {
      'random text': 'hello-world',
      'not base64url': '%%%',
      truncated: good.slice(0, good.length - 5),
      'a JSON array': Buffer.from('[1,2]').toString('base64url'),
      'JSON null': Buffer.from('null').toString('base64url'),
      'forged scope': forgedScope,
      'wrong arity': wrongArity,
      'non-scalar values': objects,
      'very long': 'A'.repeat(5000),
    };
    for (const [what, c] of Object.entries(cases)) {
      isError(t, await svc.call('GET', `/events?cursor=${encodeURIComponent(c)}`, { token }), 400, 'INVALID_CURSOR', what);
    }
  });

  t.test('given a cursor from another org, then 400 INVALID_CURSOR', async (t) => {
    const b = await svc.call('GET', '/events?limit=1', { token: other });
    t.ok(b.body.next_cursor);
    isError(t, await svc.call('GET', `/events?cursor=${b.body.next_cursor}`, { token }), 400, 'INVALID_CURSOR');
  });

  t.test('given a cursor of another list (an event-bound key), then 400 INVALID_CURSOR', async (t) => {
    const a = await svc.call('GET', '/events?limit=1', { token });
    const bound = await svc.key({ event_id: 'ev-1' });
    isError(t, await svc.call('GET', `/events?cursor=${a.body.next_cursor}`, { token: bound }), 400, 'INVALID_CURSOR');
  });

  t.test('given a well-formed cursor of the right scope with odd values, then no 500', async (t) => {
    const tag = createHash('sha256').update('events|org-a|').digest('base64url').slice(0, 16);
    for (const v of [[null, null], [1, 2], [true, 'x']]) {
      const c = Buffer.from(JSON.stringify({ s: tag, v })).toString('base64url');
      const res = await svc.call('GET', `/events?cursor=${c}`, { token });
      t.ok(res.status === 200 || res.status === 400, `values ${JSON.stringify(v)}: ${res.status}`);
    }
  });
});

t.test('legacy alias, health and OpenAPI', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();

  t.test('given the legacy base path, then the same routes answer with a Deprecation header', async (t) => {
    const created = await svc.call('POST', '/v0/partner/events', { token, body: { event_id: 'legacy-1', title: 'Legacy' } });
    t.equal(created.status, 201);
    t.ok(created.headers.deprecation, 'Deprecation header');
    t.match(String(created.headers.link), /\/api\/v0\/partner/, 'Link to the successor');
    const canonical = await svc.call('GET', '/events/legacy-1', { token });
    t.equal(canonical.status, 200, 'visible on the canonical path');
    t.notOk(canonical.headers.deprecation, 'no Deprecation on the canonical path');
    const legacyGet = await svc.call('GET', '/v0/partner/events/legacy-1', { token });
    t.same({ ...legacyGet.body, correlation_id: null }, { ...canonical.body, correlation_id: null });
    const err = await svc.call('GET', '/v0/partner/events/nope', { token });
    isError(t, err, 404, 'EVENT_NOT_FOUND');
    t.ok(err.headers.deprecation, 'Deprecation on errors too');
    const unauth = await svc.call('GET', '/v0/partner/auth');
    isError(t, unauth, 401, 'UNAUTHORIZED');
    t.ok(unauth.headers.deprecation, 'Deprecation on auth errors');
    const auth = await svc.call('GET', '/v0/partner/auth', { token });
    t.equal(auth.status, 200);
  });

  t.test('/healthz and /readyz answer without a key', async (t) => {
    const h = await svc.call('GET', '/healthz');
    t.equal(h.status, 200);
    t.equal(h.body.status, 'ok');
    t.ok(h.body.correlation_id);
    const r = await svc.call('GET', '/readyz', { headers: { 'x-correlation-id': 'ready-1' } });
    t.equal(r.status, 200);
    t.equal(r.body.status, 'ready');
    t.equal(r.body.projection_lag, 0);
    t.equal(r.body.correlation_id, 'ready-1');
  });

  t.test('openapi.json is an OpenAPI 3.1 document of the partner paths, not the legacy ones', async (t) => {
    const res = await svc.call('GET', `${BASE}/openapi.json`);
    t.equal(res.status, 200);
    t.match(String(res.headers['content-type']), /application\/json/);
    const doc = res.body;
    t.match(doc.openapi, /^3\.1\./);
    t.ok(doc.info?.title && doc.info?.version, 'info');
    const paths = Object.keys(doc.paths ?? {});
    for (const p of ['/auth', '/capabilities', '/events', '/events/{event_id}', '/events/{event_id}/context', '/id-map/{kind}/{partner_id}']) {
      t.ok(paths.some((x) => x === `${BASE}${p}` || x === p), `lists ${p}`);
    }
    t.notOk(paths.some((p) => p.startsWith('/v0/')), 'no legacy paths');
    t.notOk(paths.some((p) => p.includes('healthz') || p.includes('openapi')), 'no operational paths');
    const post = doc.paths[paths.find((p) => p.endsWith('/events') && doc.paths[p].post)!].post;
    t.ok(post.requestBody, 'POST /events documents its body');
    t.ok(post.responses['201'], 'POST /events documents 201');
    t.ok(doc.components?.securitySchemes?.bearer, 'bearer security scheme');
  });
});
