/** The Events and ID-resolution endpoint tables: every success shape and route error code. */
import t from 'tap';
import { startService, type TestService } from '../helpers/app.ts';
import { isError, steppingClock } from '../fixtures/partner.ts';
import type { Tap } from '../infra/tap.ts';
import { claimSlug, ORPHAN_CLAIM_MS } from '../../src/commands/slugs.ts';

const EVENT_FIELDS = [
  'correlation_id',
  'created_at',
  'description',
  'end_date',
  'event_details',
  'event_id',
  'objectives',
  'start_date',
  'timezone',
  'title',
  'updated_at',
  'url_slug',
  'visibility',
  'welcome_instructions',
].sort();

async function setup(t: Tap) {
  const svc = await startService(t, {}, { clock: steppingClock() });
  const token = await svc.key();
  return { svc, token };
}

const post = (svc: TestService, token: string, body: unknown) => svc.call('POST', '/events', { token, body });

t.test('POST /events', async (t) => {
  const { svc, token } = await setup(t);

  t.test('given a full body, then 201 with the event, context fields null', async (t) => {
    const body = {
      event_id: 'ev-full',
      title: 'Demo Day',
      description: 'Founders meet investors',
      start_date: '2030-05-01',
      end_date: '2030-05-02T18:00:00Z',
      timezone: 'Europe/Berlin',
      visibility: 'private',
      url_slug: 'demo-day',
    };
    const res = await post(svc, token, body);
    t.equal(res.status, 201);
    t.same(Object.keys(res.body).sort(), EVENT_FIELDS);
    t.match(res.body, { ...body, event_details: null, objectives: null, welcome_instructions: null });
    t.equal(res.body.created_at, res.body.updated_at);
    t.ok(!Number.isNaN(Date.parse(res.body.created_at)), 'created_at is a date-time');
    const got = await svc.call('GET', '/events/ev-full', { token });
    t.same({ ...got.body, correlation_id: 0 }, { ...res.body, correlation_id: 0 }, 'GET returns the same object');
    const list = await svc.call('GET', '/events', { token });
    const { correlation_id: _c, ...item } = res.body;
    t.same(list.body.items[0], item, 'the list item is the same object');
  });

  t.test('given only the required fields, then optional ones are null', async (t) => {
    const res = await post(svc, token, { event_id: 'ev-min', title: 'T' });
    t.equal(res.status, 201);
    for (const f of ['description', 'start_date', 'end_date', 'timezone', 'visibility', 'url_slug']) t.equal(res.body[f], null, f);
  });

  t.test('given limits exactly at the maximum, then 201', async (t) => {
    const res = await post(svc, token, {
      event_id: 'A'.repeat(128),
      title: 't'.repeat(200),
      description: 'd'.repeat(4000),
      visibility: 'v'.repeat(32),
      url_slug: 's'.repeat(128),
      description_unused: undefined,
    });
    t.equal(res.status, 201);
  });

  t.test('given invalid fields, then the field-specific 400 code', async (t) => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['missing event_id', { title: 'T' }, 'INVALID_PARTNER_ID'],
      ['event_id with a space', { event_id: 'a b', title: 'T' }, 'INVALID_PARTNER_ID'],
      ['event_id starting with -', { event_id: '-a', title: 'T' }, 'INVALID_PARTNER_ID'],
      ['event_id of 129 characters', { event_id: 'a'.repeat(129), title: 'T' }, 'INVALID_PARTNER_ID'],
      ['event_id a number', { event_id: 42, title: 'T' }, 'INVALID_PARTNER_ID'],
      ['missing title', { event_id: 'x1' }, 'INVALID_TITLE'],
      ['empty title', { event_id: 'x1', title: '' }, 'INVALID_TITLE'],
      ['blank title', { event_id: 'x1', title: '   ' }, 'INVALID_TITLE'],
      ['title of 201 characters', { event_id: 'x1', title: 't'.repeat(201) }, 'INVALID_TITLE'],
      ['title a number', { event_id: 'x1', title: 5 }, 'INVALID_TITLE'],
      ['title null', { event_id: 'x1', title: null }, 'INVALID_TITLE'],
      ['description of 4001 characters', { event_id: 'x1', title: 'T', description: 'd'.repeat(4001) }, 'INVALID_DESCRIPTION'],
      ['description a number', { event_id: 'x1', title: 'T', description: 1 }, 'INVALID_DESCRIPTION'],
      ['start_date not a date', { event_id: 'x1', title: 'T', start_date: 'tomorrow' }, 'INVALID_START_DATE'],
      ['start_date 30 February', { event_id: 'x1', title: 'T', start_date: '2030-02-30' }, 'INVALID_START_DATE'],
      ['start_date month 13', { event_id: 'x1', title: 'T', start_date: '2030-13-01' }, 'INVALID_START_DATE'],
      ['start_date hour 25', { event_id: 'x1', title: 'T', start_date: '2030-01-01T25:00:00Z' }, 'INVALID_START_DATE'],
      ['start_date a number', { event_id: 'x1', title: 'T', start_date: 20300101 }, 'INVALID_START_DATE'],
      ['end_date 29 February of a common year', { event_id: 'x1', title: 'T', end_date: '2031-02-29' }, 'INVALID_END_DATE'],
      ['end_date not a date', { event_id: 'x1', title: 'T', end_date: '01/02/2030' }, 'INVALID_END_DATE'],
      ['end before start', { event_id: 'x1', title: 'T', start_date: '2030-05-02', end_date: '2030-05-01' }, 'INVALID_END_DATE'],
      ['end before start (times)', { event_id: 'x1', title: 'T', start_date: '2030-05-02T10:00:00Z', end_date: '2030-05-02T09:59:59Z' }, 'INVALID_END_DATE'],
      ['unknown timezone', { event_id: 'x1', title: 'T', timezone: 'Mars/Olympus_Mons' }, 'INVALID_TIMEZONE'],
      ['timezone of 129 characters', { event_id: 'x1', title: 'T', timezone: 'z'.repeat(129) }, 'INVALID_TIMEZONE'],
      ['timezone a number', { event_id: 'x1', title: 'T', timezone: 1 }, 'INVALID_TIMEZONE'],
      ['visibility of 33 characters', { event_id: 'x1', title: 'T', visibility: 'v'.repeat(33) }, 'INVALID_VISIBILITY'],
      ['visibility a boolean', { event_id: 'x1', title: 'T', visibility: true }, 'INVALID_VISIBILITY'],
      ['url_slug of 129 characters', { event_id: 'x1', title: 'T', url_slug: 's'.repeat(129) }, 'INVALID_URL_SLUG'],
      ['url_slug with a space', { event_id: 'x1', title: 'T', url_slug: 'demo day' }, 'INVALID_URL_SLUG'],
      ['url_slug a number', { event_id: 'x1', title: 'T', url_slug: 7 }, 'INVALID_URL_SLUG'],
    ];
    for (const [what, body, code] of cases) isError(t, await post(svc, token, body), 400, code, what);
    t.equal((await svc.call('GET', '/events/x1', { token })).status, 404, 'none of them created x1');
  });

  t.test('given an event_id already mapped in the org, then 409 PARTNER_ID_CONFLICT, the first one unchanged', async (t) => {
    t.equal((await post(svc, token, { event_id: 'dup', title: 'First' })).status, 201);
    isError(t, await post(svc, token, { event_id: 'dup', title: 'Second' }), 409, 'PARTNER_ID_CONFLICT');
    t.equal((await svc.call('GET', '/events/dup', { token })).body.title, 'First');
  });

  t.test('given the same event_id in two orgs, then two independent events', async (t) => {
    const b = await svc.key({ org_id: 'org-b' });
    t.equal((await post(svc, token, { event_id: 'shared', title: 'A' })).status, 201);
    t.equal((await post(svc, b, { event_id: 'shared', title: 'B' })).status, 201);
    t.equal((await svc.call('GET', '/events/shared', { token })).body.title, 'A');
    t.equal((await svc.call('GET', '/events/shared', { token: b })).body.title, 'B');
    await svc.call('PATCH', '/events/shared', { token: b, body: { title: 'B2' } });
    t.equal((await svc.call('GET', '/events/shared', { token })).body.title, 'A', 'an update in org B leaves org A alone');
  });

  t.test('given a soft-deleted event, then its ID stays taken (409)', async (t) => {
    await post(svc, token, { event_id: 'gone', title: 'G' });
    t.equal((await svc.call('DELETE', '/events/gone', { token })).status, 200);
    isError(t, await post(svc, token, { event_id: 'gone', title: 'G again' }), 409, 'PARTNER_ID_CONFLICT');
  });

  t.test('given concurrent identical creates, then exactly one 201 and the rest 409', async (t) => {
    const all = await Promise.all(Array.from({ length: 12 }, () => post(svc, token, { event_id: 'race', title: 'Race' })));
    t.equal(all.filter((r) => r.status === 201).length, 1, 'one 201');
    t.equal(all.filter((r) => r.status === 409 && r.body.code === 'PARTNER_ID_CONFLICT').length, 11, 'eleven 409');
  });

  t.test('given concurrent creates of different events with one url_slug, then one event owns it', async (t) => {
    const all = await Promise.all(Array.from({ length: 8 }, (_, i) => post(svc, token, { event_id: `slug-race-${i}`, title: 'S', url_slug: 'contested' })));
    const winners = all.filter((r) => r.status === 201);
    t.equal(winners.length, 1, 'one 201');
    for (const r of all.filter((x) => x.status !== 201)) isError(t, r, 409, 'URL_SLUG_CONFLICT');
    const list = await svc.call('GET', '/events?limit=100', { token });
    t.equal(list.body.items.filter((e: { url_slug: string }) => e.url_slug === 'contested').length, 1, 'one event carries the slug');
  });
});

t.test('PATCH /events/:event_id', async (t) => {
  const { svc, token } = await setup(t);
  const created = await post(svc, token, { event_id: 'ev-1', title: 'One', start_date: '2030-05-01', url_slug: 'one' });
  await post(svc, token, { event_id: 'ev-2', title: 'Two' });

  t.test('given a change, then 200 with the updated event; created_at kept, updated_at moves', async (t) => {
    const res = await svc.call('PATCH', '/events/ev-1', { token, body: { title: 'One!', objectives: 'meet', timezone: 'UTC' } });
    t.equal(res.status, 200);
    t.same(Object.keys(res.body).sort(), EVENT_FIELDS);
    t.equal(res.body.title, 'One!');
    t.equal(res.body.objectives, 'meet');
    t.equal(res.body.timezone, 'UTC');
    t.equal(res.body.url_slug, 'one', 'untouched fields kept');
    t.equal(res.body.created_at, created.body.created_at);
    t.ok(res.body.updated_at > created.body.updated_at, 'updated_at moved forward');
    t.equal((await svc.call('GET', '/events/ev-1', { token })).body.title, 'One!', 'read your write');
  });

  t.test('given an empty body or unknown fields, then 400 INVALID_EVENT_UPDATE', async (t) => {
    isError(t, await svc.call('PATCH', '/events/ev-1', { token, body: {} }), 400, 'INVALID_EVENT_UPDATE', '{}');
    isError(t, await svc.call('PATCH', '/events/ev-1', { token, body: { color: 'red' } }), 400, 'INVALID_EVENT_UPDATE', 'unknown');
    isError(t, await svc.call('PATCH', '/events/ev-1', { token, body: { title: 'x', color: 'red' } }), 400, 'INVALID_EVENT_UPDATE', 'known + unknown');
    isError(t, await svc.call('PATCH', '/events/ev-1', { token, body: { event_id: 'ev-9' } }), 400, 'INVALID_EVENT_UPDATE', 'event_id');
    isError(t, await svc.call('PATCH', '/events/ev-1', { token, body: { created_at: '2020-01-01' } }), 400, 'INVALID_EVENT_UPDATE', 'created_at');
  });

  t.test('given invalid values, then their field codes', async (t) => {
    isError(t, await svc.call('PATCH', '/events/ev-1', { token, body: { title: '' } }), 400, 'INVALID_TITLE');
    isError(t, await svc.call('PATCH', '/events/ev-1', { token, body: { title: null } }), 400, 'INVALID_TITLE', 'null title');
    isError(t, await svc.call('PATCH', '/events/ev-1', { token, body: { start_date: '2030-02-31' } }), 400, 'INVALID_START_DATE');
    isError(t, await svc.call('PATCH', '/events/ev-1', { token, body: { end_date: 'soon' } }), 400, 'INVALID_END_DATE');
    isError(t, await svc.call('PATCH', '/events/ev-1', { token, body: { end_date: '2030-04-30' } }), 400, 'INVALID_END_DATE', 'end before the stored start');
    isError(t, await svc.call('PATCH', '/events/ev-1', { token, body: { objectives: 'o'.repeat(4001) } }), 400, 'INVALID_CONTEXT', 'context field too long');
    isError(t, await svc.call('PATCH', '/events/-bad', { token, body: { title: 'x' } }), 400, 'INVALID_PARTNER_ID');
    isError(t, await svc.call('PATCH', '/events/nope', { token, body: { title: 'x' } }), 404, 'EVENT_NOT_FOUND');
    const after = await svc.call('GET', '/events/ev-1', { token });
    t.equal(after.body.start_date, '2030-05-01');
    t.equal(after.body.end_date, null, 'nothing applied');
  });

  t.test('given a slug another event uses, then 409 URL_SLUG_CONFLICT (case-insensitive)', async (t) => {
    isError(t, await svc.call('PATCH', '/events/ev-2', { token, body: { url_slug: 'one' } }), 409, 'URL_SLUG_CONFLICT');
    isError(t, await svc.call('PATCH', '/events/ev-2', { token, body: { url_slug: 'ONE' } }), 409, 'URL_SLUG_CONFLICT', 'other case');
    t.equal((await svc.call('PATCH', '/events/ev-1', { token, body: { url_slug: 'one' } })).status, 200, 'its own slug again');
    t.equal((await svc.call('GET', '/events/ev-2', { token })).body.url_slug, null);
  });

  t.test('given the owner moves to another slug, then the old one is free', async (t) => {
    t.equal((await svc.call('PATCH', '/events/ev-1', { token, body: { url_slug: 'one-v2' } })).status, 200);
    t.equal((await svc.call('PATCH', '/events/ev-2', { token, body: { url_slug: 'one' } })).status, 200);
    isError(t, await svc.call('PATCH', '/events/ev-1', { token, body: { url_slug: 'one' } }), 409, 'URL_SLUG_CONFLICT', 'now taken by ev-2');
  });

  t.test('given the owner clears or is deleted, then the slug is free', async (t) => {
    await post(svc, token, { event_id: 'ev-3', title: 'Three' });
    t.equal((await svc.call('PATCH', '/events/ev-2', { token, body: { url_slug: null } })).status, 200);
    t.equal((await svc.call('PATCH', '/events/ev-3', { token, body: { url_slug: 'one' } })).status, 200, 'cleared slug reused');
    t.equal((await svc.call('DELETE', '/events/ev-3', { token })).status, 200);
    t.equal((await svc.call('PATCH', '/events/ev-2', { token, body: { url_slug: 'one' } })).status, 200, 'deleted owner slug reused');
  });

  t.test('given concurrent updates of two events to one slug, then exactly one gets it', async (t) => {
    await post(svc, token, { event_id: 'p-1', title: 'P' });
    await post(svc, token, { event_id: 'p-2', title: 'P' });
    await post(svc, token, { event_id: 'p-3', title: 'P' });
    const all = await Promise.all(['p-1', 'p-2', 'p-3'].map((id) => svc.call('PATCH', `/events/${id}`, { token, body: { url_slug: 'fought' } })));
    t.equal(all.filter((r) => r.status === 200).length, 1, 'one 200');
    for (const r of all.filter((x) => x.status !== 200)) isError(t, r, 409, 'URL_SLUG_CONFLICT');
    const list = await svc.call('GET', '/events?limit=100', { token });
    t.equal(list.body.items.filter((e: { url_slug: string }) => e.url_slug === 'fought').length, 1, 'one event carries it');
  });
});

t.test('event context', async (t) => {
  const { svc, token } = await setup(t);
  await post(svc, token, { event_id: 'ev-1', title: 'One' });

  t.test('given a new event, then its context is all null', async (t) => {
    const res = await svc.call('GET', '/events/ev-1/context', { token });
    t.equal(res.status, 200);
    t.same(res.body, { event_id: 'ev-1', context: { event_details: null, objectives: null, welcome_instructions: null }, correlation_id: res.body.correlation_id });
  });

  t.test('given partial updates, then fields not sent keep their values', async (t) => {
    const a = await svc.call('POST', '/events/ev-1/context', { token, body: { objectives: 'deals' } });
    t.equal(a.status, 200);
    t.same(a.body.context, { event_details: null, objectives: 'deals', welcome_instructions: null });
    const b = await svc.call('POST', '/events/ev-1/context', { token, body: { event_details: 'a hall', welcome_instructions: 'w'.repeat(4000) } });
    t.same(b.body.context, { event_details: 'a hall', objectives: 'deals', welcome_instructions: 'w'.repeat(4000) });
    const c = await svc.call('POST', '/events/ev-1/context', { token, body: { objectives: null } });
    t.equal(c.body.context.objectives, null, 'null clears a field');
    const got = await svc.call('GET', '/events/ev-1/context', { token });
    t.same(got.body.context, c.body.context);
    t.equal((await svc.call('GET', '/events/ev-1', { token })).body.event_details, 'a hall', 'the event shows its context');
  });

  t.test('given an invalid context, then 400 INVALID_CONTEXT and nothing changes', async (t) => {
    const before = await svc.call('GET', '/events/ev-1/context', { token });
    isError(t, await svc.call('POST', '/events/ev-1/context', { token, body: { objectives: 'o'.repeat(4001) } }), 400, 'INVALID_CONTEXT', '4001 chars');
    isError(t, await svc.call('POST', '/events/ev-1/context', { token, body: {} }), 400, 'INVALID_CONTEXT', 'empty object');
    isError(t, await svc.call('POST', '/events/ev-1/context', { token, body: { title: 'x' } }), 400, 'INVALID_CONTEXT', 'not a context field');
    isError(t, await svc.call('POST', '/events/ev-1/context', { token, body: { objectives: 3 } }), 400, 'INVALID_CONTEXT', 'a number');
    isError(t, await svc.call('POST', '/events/ev-1/context', { token, body: '{bad' }), 400, 'INVALID_JSON');
    isError(t, await svc.call('POST', '/events/nope/context', { token, body: { objectives: 'x' } }), 404, 'EVENT_NOT_FOUND');
    isError(t, await svc.call('GET', '/events/nope/context', { token }), 404, 'EVENT_NOT_FOUND');
    isError(t, await svc.call('GET', '/events/a%20b/context', { token }), 400, 'INVALID_PARTNER_ID');
    t.same((await svc.call('GET', '/events/ev-1/context', { token })).body.context, before.body.context);
  });
});

t.test('GET /events/:event_id', async (t) => {
  const { svc, token } = await setup(t);
  isError(t, await svc.call('GET', '/events/nope', { token }), 404, 'EVENT_NOT_FOUND');
  isError(t, await svc.call('GET', `/events/${'a'.repeat(129)}`, { token }), 400, 'INVALID_PARTNER_ID');
  isError(t, await svc.call('GET', '/events/%E2%9C%93', { token }), 400, 'INVALID_PARTNER_ID', 'non-ASCII');
  isError(t, await svc.call('GET', '/events/%E0%A4%A', { token }), 400, 'INVALID_PARTNER_ID', 'bad percent-encoding');
  isError(t, await svc.call('GET', `/events/${'a'.repeat(3000)}`, { token }), 400, 'INVALID_PARTNER_ID', 'a very long segment');
  const longest = 'L'.repeat(128);
  t.equal((await post(svc, token, { event_id: longest, title: 'x' })).status, 201);
  t.equal((await svc.call('GET', `/events/${longest}`, { token })).status, 200, 'a 128-character ID is addressable');
  t.equal((await svc.call('PATCH', `/events/${longest}`, { token, body: { title: 'y' } })).status, 200, 'and updatable');
  t.equal((await svc.call('GET', `/id-map/event/${longest}`, { token })).status, 200, 'and resolvable');
  t.equal((await post(svc, token, { event_id: 'a.b:c_d-e', title: 'x' })).status, 201);
  t.equal((await svc.call('GET', '/events/a.b:c_d-e', { token })).status, 200, 'every allowed character');
});

t.test('DELETE /events/:event_id', async (t) => {
  const { svc, token } = await setup(t);
  await post(svc, token, { event_id: 'empty', title: 'E', url_slug: 'empty' });
  await post(svc, token, { event_id: 'busy', title: 'B' });

  t.test('given dry_run=true, then a preview and nothing changes', async (t) => {
    const head = await svc.rt.deps.store.headPosition();
    const res = await svc.call('DELETE', '/events/empty?dry_run=true', { token });
    t.equal(res.status, 200);
    t.same(res.body, {
      event_id: 'empty',
      dry_run: true,
      deleted: false,
      requires_force: false,
      affected: { event_attendees: 0, session_participants: 0, sessions: 0, retained_people: 0 },
      correlation_id: res.body.correlation_id,
    });
    t.equal(await svc.rt.deps.store.headPosition(), head, 'nothing appended');
    t.equal((await svc.call('GET', '/events/empty', { token })).status, 200, 'still there');
  });

  t.test('given an empty event, then it is soft-deleted', async (t) => {
    const res = await svc.call('DELETE', '/events/empty', { token });
    t.equal(res.status, 200);
    t.equal(res.body.deleted, true);
    t.equal(res.body.dry_run, false);
    t.ok(res.body.deleted_at && !Number.isNaN(Date.parse(res.body.deleted_at)), 'deleted_at');
    isError(t, await svc.call('GET', '/events/empty', { token }), 404, 'EVENT_NOT_FOUND', 'gone');
    isError(t, await svc.call('GET', '/events/empty/context', { token }), 404, 'EVENT_NOT_FOUND', 'context gone');
    isError(t, await svc.call('PATCH', '/events/empty', { token, body: { title: 'x' } }), 404, 'EVENT_NOT_FOUND', 'no update');
    isError(t, await svc.call('DELETE', '/events/empty', { token }), 404, 'EVENT_NOT_FOUND', 'second delete');
    const list = await svc.call('GET', '/events', { token });
    t.notOk(list.body.items.some((e: { event_id: string }) => e.event_id === 'empty'), 'not listed');
  });

  t.test('given a session, then 409 EVENT_NOT_EMPTY until force=true', async (t) => {
    const s = await svc.call('POST', '/events/busy/sessions', { token, body: { session_id: 's-1', title: 'Keynote' } });
    t.equal(s.status, 201, 'session created');
    isError(t, await svc.call('DELETE', '/events/busy', { token }), 409, 'EVENT_NOT_EMPTY');
    isError(t, await svc.call('DELETE', '/events/busy?force=false', { token }), 409, 'EVENT_NOT_EMPTY', 'force=false');
    const preview = await svc.call('DELETE', '/events/busy?dry_run=true', { token });
    t.equal(preview.body.requires_force, true);
    t.equal(preview.body.affected.sessions, 1);
    t.equal((await svc.call('GET', '/events/busy', { token })).status, 200, 'still there');
    const forced = await svc.call('DELETE', '/events/busy?force=true', { token });
    t.equal(forced.status, 200);
    t.equal(forced.body.deleted, true);
    t.equal(forced.body.affected.sessions, 1);
    isError(t, await svc.call('GET', '/events/busy', { token }), 404, 'EVENT_NOT_FOUND');
  });

  t.test('given attendees in the roster read model, then they count as protected', async (t) => {
    await post(svc, token, { event_id: 'crowd', title: 'C' });
    await svc.rt.deps.read.transact(async (tx) => {
      await tx.put('event_attendees', { id: 'org-a/crowd/p1', org_id: 'org-a', event_id: 'crowd' });
      await tx.put('event_attendees', { id: 'org-a/crowd/p2', org_id: 'org-a', event_id: 'crowd' });
    });
    const preview = await svc.call('DELETE', '/events/crowd?dry_run=1', { token });
    t.same(preview.body.affected, { event_attendees: 2, session_participants: 0, sessions: 0, retained_people: 2 });
    isError(t, await svc.call('DELETE', '/events/crowd', { token }), 409, 'EVENT_NOT_EMPTY');
    t.equal((await svc.call('DELETE', '/events/crowd?force=true&dry_run=false', { token })).status, 200);
  });

  t.test('route errors', async (t) => {
    isError(t, await svc.call('DELETE', '/events/nope', { token }), 404, 'EVENT_NOT_FOUND');
    isError(t, await svc.call('DELETE', '/events/-x', { token }), 400, 'INVALID_PARTNER_ID');
    isError(t, await svc.call('DELETE', '/events/nope?purge=true', { token }), 400, 'UNSUPPORTED_QUERY_PARAMETER');
  });
});

t.test('GET /id-map/:kind/:partner_id', async (t) => {
  const { svc, token } = await setup(t);
  await post(svc, token, { event_id: 'ev-1', title: 'One' });
  await post(svc, token, { event_id: 'ev-2', title: 'Two' });

  t.test('given a mapped event ID, then mapped: true', async (t) => {
    const res = await svc.call('GET', '/id-map/event/ev-1', { token });
    t.equal(res.status, 200);
    t.same(res.body, { kind: 'event', partner_id: 'ev-1', mapped: true, correlation_id: res.body.correlation_id });
  });

  t.test('given bad kinds or IDs, then 400 INVALID_PARTNER_KIND / INVALID_PARTNER_ID', async (t) => {
    for (const kind of ['1event', '_x', 'k'.repeat(65), 'ev%20ent', 'ev.ent']) {
      isError(t, await svc.call('GET', `/id-map/${kind}/ev-1`, { token }), 400, 'INVALID_PARTNER_KIND', `kind ${kind.slice(0, 10)}`);
    }
    t.equal((await svc.call('GET', `/id-map/${'k'.repeat(64)}/ev-1`, { token })).status, 404, 'a 64-character kind is valid');
    for (const id of ['-x', 'a'.repeat(129), 'a%20b', '%E2%9C%93']) {
      isError(t, await svc.call('GET', `/id-map/event/${id}`, { token }), 400, 'INVALID_PARTNER_ID', `id ${id.slice(0, 10)}`);
    }
  });

  t.test('given an unmapped ID or another kind, then 404 PARTNER_ID_NOT_FOUND', async (t) => {
    isError(t, await svc.call('GET', '/id-map/event/ev-404', { token }), 404, 'PARTNER_ID_NOT_FOUND');
    isError(t, await svc.call('GET', '/id-map/session/ev-1', { token }), 404, 'PARTNER_ID_NOT_FOUND', 'other kind');
    isError(t, await svc.call('GET', '/id-map/attendee/ev-1', { token }), 404, 'PARTNER_ID_NOT_FOUND', 'attendee kind');
  });

  t.test('given an event-bound key, then only its event is mapped', async (t) => {
    const bound = await svc.key({ event_id: 'ev-1' });
    t.equal((await svc.call('GET', '/id-map/event/ev-1', { token: bound })).status, 200);
    isError(t, await svc.call('GET', '/id-map/event/ev-2', { token: bound }), 404, 'PARTNER_ID_NOT_FOUND');
  });

  t.test('given a soft-deleted event, then its ID stays mapped (IDs are never reused)', async (t) => {
    await svc.call('DELETE', '/events/ev-2', { token });
    t.equal((await svc.call('GET', '/id-map/event/ev-2', { token })).status, 200);
  });
});

t.test('url_slug claims in flight (as two API processes interleave them)', async (t) => {
  let now = Date.parse('2030-01-01T00:00:00Z');
  const svc = await startService(t, {}, { clock: () => new Date(now) });
  const token = await svc.key();
  const deps = svc.rt.deps;
  const meta = { org_id: 'org-a' };

  t.test('given event A has claimed a slug but is not created yet, when event B claims it, then 409 URL_SLUG_CONFLICT', async (t) => {
    await claimSlug(deps, 'org-a', 'in-flight', 'ev-a', meta);
    await t.rejects(claimSlug(deps, 'org-a', 'in-flight', 'ev-b', meta), { code: 'URL_SLUG_CONFLICT' });
    t.equal((await post(svc, token, { event_id: 'ev-a', title: 'A', url_slug: 'in-flight' })).status, 201, 'A completes its create');
    isError(t, await post(svc, token, { event_id: 'ev-b', title: 'B', url_slug: 'in-flight' }), 409, 'URL_SLUG_CONFLICT');
  });

  t.test('given event A has claimed a slug for an update not yet applied, when B claims it, then 409', async (t) => {
    await post(svc, token, { event_id: 'ev-c', title: 'C' });
    await post(svc, token, { event_id: 'ev-d', title: 'D' });
    await claimSlug(deps, 'org-a', 'updating', 'ev-c', meta);
    await t.rejects(claimSlug(deps, 'org-a', 'updating', 'ev-d', meta), { code: 'URL_SLUG_CONFLICT' });
  });

  t.test('given a claim abandoned by a crash, then it is free once the grace period is over', async (t) => {
    await claimSlug(deps, 'org-a', 'abandoned', 'ev-never', meta);
    isError(t, await post(svc, token, { event_id: 'ev-e', title: 'E', url_slug: 'abandoned' }), 409, 'URL_SLUG_CONFLICT', 'within the grace period');
    now += ORPHAN_CLAIM_MS;
    t.equal((await post(svc, token, { event_id: 'ev-e', title: 'E', url_slug: 'abandoned' })).status, 201, 'after it');
  });

  t.test('given an update that fails after claiming a slug, then the slug is not held back', async (t) => {
    await post(svc, token, { event_id: 'ev-f', title: 'F', start_date: '2030-05-02' });
    await post(svc, token, { event_id: 'ev-g', title: 'G' });
    isError(t, await svc.call('PATCH', '/events/ev-f', { token, body: { url_slug: 'wanted', end_date: '2030-05-01' } }), 400, 'INVALID_END_DATE');
    t.equal((await svc.call('PATCH', '/events/ev-g', { token, body: { url_slug: 'wanted' } })).status, 200, 'another event takes it at once');
  });

  t.test('given an update that fails while re-setting the slug the event holds, then it keeps holding it', async (t) => {
    await post(svc, token, { event_id: 'ev-h', title: 'H', start_date: '2030-05-02', url_slug: 'mine' });
    isError(t, await svc.call('PATCH', '/events/ev-h', { token, body: { url_slug: 'mine', end_date: '2030-05-01' } }), 400, 'INVALID_END_DATE');
    isError(t, await svc.call('PATCH', '/events/ev-g', { token, body: { url_slug: 'mine' } }), 409, 'URL_SLUG_CONFLICT');
  });
});
