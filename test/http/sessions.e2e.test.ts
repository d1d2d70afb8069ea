import t, { type Test } from 'tap';
import { startService, type TestService } from '../helpers/app.ts';

const qs = (params: Record<string, string | number>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');

/** A service with one key of org-a and the events ev-1 and ev-2. */
async function setup(t: Test) {
  const svc = await startService(t);
  const token = await svc.key();
  for (const event_id of ['ev-1', 'ev-2']) {
    const res = await svc.call('POST', '/events', { token, body: { event_id, title: event_id } });
    t.equal(res.status, 201);
  }
  const post = (body: unknown, event = 'ev-1', tk = token) => svc.call('POST', `/events/${event}/sessions`, { token: tk, body });
  return { svc, token, post };
}

/** Adds rows to the roster team's `session_participants` read model. */
async function addParticipants(svc: TestService, org: string, event_id: string, session_id: string, n: number) {
  await svc.rt.deps.read.transact(async (tx) => {
    for (let i = 0; i < n; i++) await tx.put('session_participants', { id: `${org}/${event_id}/${session_id}/p${i}`, org_id: org, event_id, session_id, entity_id: `p${i}` });
  });
}

const session = {
  session_id: 's-1',
  title: 'Opening keynote',
  description: 'Welcome and agenda',
  start_timestamp: '2026-05-01T09:00:00+02:00',
  end_timestamp: '2026-05-01T10:00:00+02:00',
};

t.test('create, read and id-map a session; metadata defaults to {} and participant_count comes from the participants read model', async (t) => {
  const { svc, token, post } = await setup(t);
  const created = await post(session);
  t.equal(created.status, 201);
  t.match(created.body, { ...session, event_id: 'ev-1', metadata: {}, participant_count: 0 });
  t.ok(created.body.created_at && created.body.updated_at && created.body.correlation_id);
  t.equal(created.body.created_at, created.body.updated_at);
  const got = await svc.call('GET', '/events/ev-1/sessions/s-1', { token });
  t.equal(got.status, 200, 'read your own write');
  t.same({ ...got.body, correlation_id: null }, { ...created.body, correlation_id: null });
  const mapped = await svc.call('GET', '/id-map/session/s-1', { token });
  t.equal(mapped.status, 200);

  const minimal = await post({ session_id: 's-2', title: 'Lunch', metadata: { room: 'B', tags: ['food'] } });
  t.equal(minimal.status, 201);
  t.match(minimal.body, { description: null, start_timestamp: null, end_timestamp: null, metadata: { room: 'B', tags: ['food'] } });

  await addParticipants(svc, 'org-a', 'ev-1', 's-1', 3);
  await addParticipants(svc, 'org-a', 'ev-2', 's-1', 1); // another event's rows never count
  const counted = await svc.call('GET', '/events/ev-1/sessions/s-1', { token });
  t.equal(counted.body.participant_count, 3);
});

t.test('create: each validation error code, INVALID_JSON, EVENT_NOT_FOUND and PARTNER_ID_CONFLICT', async (t) => {
  const { svc, token, post } = await setup(t);
  const cases: Array<[string, unknown]> = [
    ['INVALID_PARTNER_ID', { ...session, session_id: 'bad id' }],
    ['INVALID_PARTNER_ID', { ...session, session_id: undefined }],
    ['INVALID_PARTNER_ID', { ...session, session_id: 'x'.repeat(129) }],
    ['INVALID_TITLE', { ...session, title: undefined }],
    ['INVALID_TITLE', { ...session, title: '   ' }],
    ['INVALID_TITLE', { ...session, title: 'x'.repeat(201) }],
    ['INVALID_TITLE', { ...session, title: 7 }],
    ['INVALID_DESCRIPTION', { ...session, description: 'x'.repeat(4001) }],
    ['INVALID_START_TIMESTAMP', { ...session, start_timestamp: 'tomorrow' }],
    ['INVALID_START_TIMESTAMP', { ...session, start_timestamp: '2026-05-01' }],
    ['INVALID_START_TIMESTAMP', { ...session, start_timestamp: '2026-05-01T09:00:00' }],
    ['INVALID_START_TIMESTAMP', { ...session, start_timestamp: '2026-02-30T09:00:00Z' }],
    ['INVALID_END_TIMESTAMP', { ...session, end_timestamp: 12 }],
    // 08:30+02:00 is 06:30Z, before 07:00Z: compared as instants.
    ['INVALID_END_TIMESTAMP', { ...session, start_timestamp: '2026-05-01T07:00:00Z', end_timestamp: '2026-05-01T08:30:00+02:00' }],
    ['INVALID_METADATA', { ...session, metadata: [] }],
    ['INVALID_METADATA', { ...session, metadata: 'room A' }],
    ['INVALID_METADATA', { ...session, metadata: null }],
    ['INVALID_METADATA', { ...session, metadata: { blob: 'x'.repeat(70_000) } }],
    ['INVALID_JSON', '{"session_id": '],
    ['INVALID_JSON', '[1]'],
  ];
  for (const [code, body] of cases) {
    const res = await post(body);
    t.equal(res.status, 400, code);
    t.equal(res.body.code, code, JSON.stringify(body).slice(0, 120));
  }
  const badPath = await post(session, 'bad event');
  t.equal(badPath.body.code, 'INVALID_PARTNER_ID');

  const unknown = await post(session, 'ev-404');
  t.equal(unknown.status, 404);
  t.equal(unknown.body.code, 'EVENT_NOT_FOUND');
  await svc.call('DELETE', '/events/ev-2', { token });
  const deletedEvent = await post(session, 'ev-2');
  t.equal(deletedEvent.body.code, 'EVENT_NOT_FOUND', 'a deleted event takes no sessions');

  t.equal((await post(session)).status, 201);
  const dup = await post({ ...session, title: 'Again' });
  t.equal(dup.status, 409);
  t.equal(dup.body.code, 'PARTNER_ID_CONFLICT');
  t.same(Object.keys(dup.body).sort(), ['code', 'correlation_id', 'message']);
  await svc.call('POST', '/events', { token, body: { event_id: 'ev-3', title: 'ev-3' } });
  t.equal((await post(session, 'ev-3')).body.code, 'PARTNER_ID_CONFLICT', 'session IDs are unique per org, not per event');
  await svc.call('DELETE', '/events/ev-1/sessions/s-1', { token });
  t.equal((await post(session)).body.code, 'PARTNER_ID_CONFLICT', 'a deleted session keeps its ID');
});

t.test('get: UNSUPPORTED_QUERY_PARAMETER, SESSION_NOT_FOUND and EVENT_NOT_FOUND', async (t) => {
  const { svc, token, post } = await setup(t);
  await post(session);
  const q = await svc.call('GET', '/events/ev-1/sessions/s-1?include=all', { token });
  t.equal(q.status, 400);
  t.equal(q.body.code, 'UNSUPPORTED_QUERY_PARAMETER');
  t.same(q.body.supported_parameters, []);
  t.equal((await svc.call('GET', '/events/ev-1/sessions/nope', { token })).body.code, 'SESSION_NOT_FOUND');
  const otherEvent = await svc.call('GET', '/events/ev-2/sessions/s-1', { token });
  t.equal(otherEvent.status, 404);
  t.equal(otherEvent.body.code, 'SESSION_NOT_FOUND', 'a session is found only under its own event');
  t.equal((await svc.call('GET', '/events/ev-404/sessions/s-1', { token })).body.code, 'EVENT_NOT_FOUND');
  t.equal((await svc.call('GET', '/events/ev-1/sessions/bad%20id', { token })).body.code, 'INVALID_PARTNER_ID');
});

t.test('patch: each field, metadata replaced whole, and every error code', async (t) => {
  const { svc, token, post } = await setup(t);
  const created = await post({ ...session, metadata: { room: 'A', floor: 1 } });
  const patch = (body: unknown, path = '/events/ev-1/sessions/s-1') => svc.call('PATCH', path, { token, body });

  const changed = await patch({ title: 'Keynote', description: null, metadata: { room: 'C' } });
  t.equal(changed.status, 200);
  t.match(changed.body, { title: 'Keynote', description: null, metadata: { room: 'C' }, start_timestamp: session.start_timestamp, participant_count: 0 });
  t.notOk('floor' in changed.body.metadata, 'metadata is replaced, not merged');
  t.not(changed.body.updated_at, undefined);
  t.equal(changed.body.created_at, created.body.created_at);
  const times = await patch({ start_timestamp: '2026-05-02T09:00:00Z', end_timestamp: '2026-05-02T11:00:00Z' });
  t.match(times.body, { start_timestamp: '2026-05-02T09:00:00Z', end_timestamp: '2026-05-02T11:00:00Z' });
  const got = await svc.call('GET', '/events/ev-1/sessions/s-1', { token });
  t.same({ ...got.body, correlation_id: null }, { ...times.body, correlation_id: null }, 'an immediate GET sees the update');
  t.equal((await patch({ title: 'Keynote' })).status, 200, 'a no-op update answers 200');
  const cleared = await patch({ metadata: {}, start_timestamp: null, end_timestamp: null });
  t.match(cleared.body, { metadata: {}, start_timestamp: null, end_timestamp: null });
  await patch({ start_timestamp: '2026-05-02T09:00:00Z', end_timestamp: '2026-05-02T11:00:00Z' });

  const cases: Array<[string, unknown]> = [
    ['INVALID_SESSION_UPDATE', {}],
    ['INVALID_SESSION_UPDATE', { title: 'x', room: 'A' }],
    ['INVALID_SESSION_UPDATE', { session_id: 's-9' }],
    ['INVALID_TITLE', { title: '' }],
    ['INVALID_TITLE', { title: null }],
    ['INVALID_DESCRIPTION', { description: 'x'.repeat(4001) }],
    ['INVALID_START_TIMESTAMP', { start_timestamp: '2026-13-01T00:00:00Z' }],
    ['INVALID_END_TIMESTAMP', { end_timestamp: 'soon' }],
    ['INVALID_END_TIMESTAMP', { end_timestamp: '2026-05-02T08:59:59Z' }],
    ['INVALID_END_TIMESTAMP', { start_timestamp: '2026-05-02T12:00:00Z' }],
    ['INVALID_METADATA', { metadata: [1] }],
    ['INVALID_METADATA', { metadata: null }],
    ['INVALID_JSON', '{"title": "x"'],
    ['INVALID_JSON', ''],
  ];
  for (const [code, body] of cases) {
    const res = await patch(body);
    t.equal(res.status, 400, code);
    t.equal(res.body.code, code, JSON.stringify(body).slice(0, 120));
  }
  const q = await svc.call('PATCH', '/events/ev-1/sessions/s-1?dry_run=true', { token, body: { title: 'x' } });
  t.equal(q.body.code, 'UNSUPPORTED_QUERY_PARAMETER');
  t.same(q.body.supported_parameters, []);
  t.equal((await patch({ title: 'x' }, '/events/ev-1/sessions/nope')).body.code, 'SESSION_NOT_FOUND');
  t.equal((await patch({ title: 'x' }, '/events/ev-2/sessions/s-1')).body.code, 'SESSION_NOT_FOUND');
  t.equal((await patch({ title: 'x' }, '/events/ev-1/sessions/bad%20id')).body.code, 'INVALID_PARTNER_ID');
  const after = await svc.call('GET', '/events/ev-1/sessions/s-1', { token });
  t.equal(after.body.end_timestamp, '2026-05-02T11:00:00Z', 'failed updates changed nothing');
});

t.test('delete: dry_run previews, the real call soft-deletes and keeps participant rows, a repeat is 404', async (t) => {
  const { svc, token, post } = await setup(t);
  await post(session);
  await addParticipants(svc, 'org-a', 'ev-1', 's-1', 2);
  const preview = await svc.call('DELETE', '/events/ev-1/sessions/s-1?dry_run=true', { token });
  t.equal(preview.status, 200);
  t.same({ ...preview.body, correlation_id: null }, {
    event_id: 'ev-1',
    session_id: 's-1',
    dry_run: true,
    deleted: false,
    affected: { session_participants: 2 },
    correlation_id: null,
  });
  t.equal((await svc.call('GET', '/events/ev-1/sessions/s-1', { token })).status, 200, 'a preview changes nothing');

  const other = await svc.call('DELETE', '/events/ev-1/sessions/s-1?force=true', { token });
  t.equal(other.body.code, 'UNSUPPORTED_QUERY_PARAMETER');
  t.same(other.body.supported_parameters, ['dry_run']);
  t.equal((await svc.call('DELETE', '/events/ev-1/sessions/s-1?dry_run=maybe', { token })).body.code, 'UNSUPPORTED_QUERY_PARAMETER');
  t.equal((await svc.call('DELETE', '/events/ev-2/sessions/s-1', { token })).body.code, 'SESSION_NOT_FOUND');

  const del = await svc.call('DELETE', '/events/ev-1/sessions/s-1', { token });
  t.equal(del.status, 200);
  t.match(del.body, { event_id: 'ev-1', session_id: 's-1', dry_run: false, deleted: true, affected: { session_participants: 2 } });
  t.ok(Date.parse(del.body.deleted_at));
  t.equal((await svc.call('GET', '/events/ev-1/sessions/s-1', { token })).body.code, 'SESSION_NOT_FOUND');
  t.same((await svc.call('GET', '/events/ev-1/sessions', { token })).body.items, []);
  t.equal(await svc.rt.deps.read.count('session_participants', { org_id: 'org-a', event_id: 'ev-1', session_id: 's-1' }), 2, 'no participant row deleted');
  const again = await svc.call('DELETE', '/events/ev-1/sessions/s-1', { token });
  t.equal(again.status, 404);
  t.equal(again.body.code, 'SESSION_NOT_FOUND');
  t.equal((await svc.call('PATCH', '/events/ev-1/sessions/s-1', { token, body: { title: 'x' } })).body.code, 'SESSION_NOT_FOUND');
});

t.test('list: ascending by start instant, no start last, filters before paging, cursors scoped by filters', async (t) => {
  const { svc, token, post } = await setup(t);
  // Created out of order, with mixed offsets: s-b (07:30Z) starts before s-a (08:00Z).
  const rows = [
    { session_id: 's-a', title: 'Investor panel', start_timestamp: '2026-05-01T08:00:00Z' },
    { session_id: 's-a2', title: 'Parallel track', start_timestamp: '2026-05-01T10:00:00+02:00' }, // same instant as s-a
    { session_id: 's-none', title: 'Open networking' },
    { session_id: 's-b', title: 'Founder breakfast', description: 'Coffee with INVESTORS', start_timestamp: '2026-05-01T09:30:00+02:00' },
    { session_id: 's-c', title: 'Workshop', start_timestamp: '2026-05-01T12:00:00Z' },
    { session_id: 's-d', title: 'Investor office hours', start_timestamp: '2026-05-01T14:00:00Z' },
    { session_id: 's-e', title: 'Über-Investoren Runde', start_timestamp: '2026-05-01T16:00:00Z' },
    { session_id: 's-f', title: 'Closing investor drinks', start_timestamp: '2026-05-02T18:00:00Z' },
  ];
  for (const r of rows) t.equal((await post(r)).status, 201, r.session_id);
  await post({ session_id: 's-other', title: 'Investor lunch', start_timestamp: '2026-05-01T08:00:00Z' }, 'ev-2');
  await addParticipants(svc, 'org-a', 'ev-1', 's-c', 4);

  const list = (params: Record<string, string | number>) => svc.call('GET', `/events/ev-1/sessions?${qs(params)}`, { token });
  const all = await list({});
  t.equal(all.status, 200);
  t.same(all.body.items.map((s: { session_id: string }) => s.session_id), ['s-b', 's-a', 's-a2', 's-c', 's-d', 's-e', 's-f', 's-none']);
  t.equal(all.body.next_cursor, null);
  t.equal(all.body.items.find((s: { session_id: string }) => s.session_id === 's-c').participant_count, 4);

  /** Follows next_cursor to the end with the same filters. */
  const walk = async (params: Record<string, string | number>) => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await list({ ...params, ...(cursor ? { cursor } : {}) });
      t.equal(res.status, 200);
      t.ok(res.body.items.length <= Number(params.limit ?? 50));
      seen.push(...res.body.items.map((s: { session_id: string }) => s.session_id));
      cursor = res.body.next_cursor;
      pages++;
    } while (cursor && pages < 20);
    return { seen, pages };
  };
  t.same(await walk({ limit: 2 }), { seen: ['s-b', 's-a', 's-a2', 's-c', 's-d', 's-e', 's-f', 's-none'], pages: 4 }, 'no skips or repeats, also on a tie at a page boundary');
  t.same((await walk({ limit: 2, q: 'investor' })).seen, ['s-b', 's-a', 's-d', 's-e', 's-f'], 'q matches title or description, any case');
  t.same((await walk({ limit: 1, q: 'ÜBER' })).seen, ['s-e'], 'q folds non-ASCII case');
  t.same((await walk({ limit: 1, q: 'uber' })).seen, ['s-e'], 'q typed without the accent finds it');
  t.same(
    (await walk({ limit: 2, q: 'investor', starts_after: '2026-05-01T10:00:00+02:00', starts_before: '2026-05-01T16:00:00Z' })).seen,
    ['s-a', 's-d', 's-e'],
    'bounds are inclusive instants and exclude sessions without a start',
  );
  t.same((await walk({ limit: 3, starts_after: '2026-05-01T14:00:00Z' })).seen, ['s-d', 's-e', 's-f']);
  t.same((await walk({ limit: 3, starts_before: '2026-05-01T08:00:00Z' })).seen, ['s-b', 's-a', 's-a2']);

  const first = await list({ limit: 2, q: 'investor' });
  const cursor = first.body.next_cursor as string;
  t.ok(cursor);
  const same = await list({ limit: 5, q: 'INVESTOR', cursor });
  t.equal(same.status, 200, 'the same filter (case-folded) and another page size keep the cursor valid');
  const bounded = await list({ limit: 1, starts_after: '2026-05-01T10:00:00+02:00' });
  const sameInstant = await list({ starts_after: '2026-05-01T08:00:00Z', cursor: bounded.body.next_cursor });
  t.equal(sameInstant.status, 200, 'the same bound written with another offset keeps the cursor valid');
  t.equal(sameInstant.body.items[0].session_id, 's-a2');
  t.equal((await list({ unknown: 'x' })).status, 200, 'unknown parameters are ignored on the list');
  const misuses: Array<Record<string, string>> = [
    { cursor },
    { q: 'panel', cursor },
    { q: 'investor', starts_after: '2026-05-01T00:00:00Z', cursor },
    { q: 'investor', cursor: 'not-a-cursor' },
    { q: 'investor', cursor: cursor.slice(0, -3) },
  ];
  for (const misuse of misuses) {
    const res = await list(misuse);
    t.equal(res.status, 400);
    t.equal(res.body.code, 'INVALID_CURSOR', JSON.stringify(misuse));
  }
  const otherEvent = await svc.call('GET', `/events/ev-2/sessions?${qs({ q: 'investor', cursor })}`, { token });
  t.equal(otherEvent.body.code, 'INVALID_CURSOR', 'a cursor of another event');

  for (const [code, params] of [
    ['INVALID_SESSION_QUERY', { q: '' }],
    ['INVALID_SESSION_QUERY', { q: '   ' }],
    ['INVALID_SESSION_QUERY', { q: 'x'.repeat(201) }],
    ['INVALID_STARTS_AFTER', { starts_after: 'yesterday' }],
    ['INVALID_STARTS_AFTER', { starts_after: '2026-05-01' }],
    ['INVALID_STARTS_BEFORE', { starts_before: '2026-05-01T25:00:00Z' }],
  ] as const) {
    const res = await list(params);
    t.equal(res.status, 400);
    t.equal(res.body.code, code, JSON.stringify(params).slice(0, 80));
  }
  t.equal((await list({ q: 'x'.repeat(200) })).status, 200, '200 characters is the cap');
  t.equal((await svc.call('GET', '/events/ev-1/sessions?q=a&q=b', { token })).body.code, 'INVALID_SESSION_QUERY', 'q given twice');
  const plus = await svc.call('GET', '/events/ev-1/sessions?starts_after=2026-05-01T10:00:00+02:00', { token });
  t.equal(plus.body.code, 'INVALID_STARTS_AFTER', 'an unencoded + decodes to a space');
  t.equal((await svc.call('GET', '/events/ev-404/sessions', { token })).body.code, 'EVENT_NOT_FOUND');
  t.equal((await svc.call('GET', '/events/bad%20id/sessions', { token })).body.code, 'INVALID_PARTNER_ID');
  t.same((await svc.call('GET', '/events/ev-2/sessions', { token })).body.items.map((s: { session_id: string }) => s.session_id), ['s-other']);
});

t.test('org isolation and event-bound keys', async (t) => {
  const { svc, token, post } = await setup(t);
  await post(session);
  const orgB = await svc.key({ org_id: 'org-b' });
  t.equal((await svc.call('GET', '/events/ev-1/sessions', { token: orgB })).body.code, 'EVENT_NOT_FOUND');
  await svc.call('POST', '/events', { token: orgB, body: { event_id: 'ev-1', title: 'B' } });
  t.same((await svc.call('GET', '/events/ev-1/sessions', { token: orgB })).body.items, [], 'org B never sees org A sessions');
  t.equal((await svc.call('GET', '/events/ev-1/sessions/s-1', { token: orgB })).body.code, 'SESSION_NOT_FOUND');
  t.equal((await svc.call('PATCH', '/events/ev-1/sessions/s-1', { token: orgB, body: { title: 'hijack' } })).body.code, 'SESSION_NOT_FOUND');
  t.equal((await svc.call('DELETE', '/events/ev-1/sessions/s-1', { token: orgB })).body.code, 'SESSION_NOT_FOUND');
  t.equal((await post({ ...session, title: 'B keynote' }, 'ev-1', orgB)).status, 201, 'the same session ID is free in another org');
  t.equal((await svc.call('GET', '/events/ev-1/sessions/s-1', { token })).body.title, session.title);

  const bound = await svc.key({ event_id: 'ev-1' });
  t.equal((await svc.call('GET', '/events/ev-1/sessions/s-1', { token: bound })).status, 200);
  t.equal((await post({ ...session, session_id: 's-2' }, 'ev-1', bound)).status, 201);
  for (const [method, path] of [
    ['POST', '/events/ev-2/sessions'],
    ['GET', '/events/ev-2/sessions'],
    ['GET', '/events/ev-2/sessions/s-1'],
    ['PATCH', '/events/ev-2/sessions/s-1'],
    ['DELETE', '/events/ev-2/sessions/s-1'],
  ] as const) {
    const body = method === 'POST' ? { ...session, session_id: 's-3' } : method === 'PATCH' ? { title: 'x' } : undefined;
    const res = await svc.call(method, path, { token: bound, ...(body ? { body } : {}) });
    t.equal(res.status, 404, `${method} ${path}`);
    t.equal(res.body.code, 'EVENT_NOT_FOUND', `${method} ${path}`);
  }
  const readOnly = await svc.key({ scopes: ['partner:read'] });
  t.equal((await post({ ...session, session_id: 's-4' }, 'ev-1', readOnly)).body.code, 'INSUFFICIENT_SCOPE');
});
