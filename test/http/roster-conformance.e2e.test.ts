/**
 * Review of the attendee-roster slice against the contract: validation codes at their limits,
 * import counters, side and intent semantics, org-wide attendee IDs, roster / review / history
 * order and paging, internal attendees, delete, resolution and the run, and a rebuild.
 */
import t, { type Test } from 'tap';
import { addAttendee } from '../../src/commands/attendees/addAttendee.ts';
import { startService, type TestService } from '../helpers/app.ts';
import { isError, steppingClock } from '../fixtures/partner.ts';
import { importRows, pollRun } from './attendees.helpers.ts';

async function setup(t: Test) {
  const svc = await startService(t, {}, { clock: steppingClock() });
  const token = await svc.key();
  for (const id of ['ev-1', 'ev-2']) await svc.call('POST', '/events', { token, body: { event_id: id, title: id } });
  return { svc, token };
}

const put = (svc: TestService, token: string, attendees: unknown, key = 'k', event = 'ev-1') =>
  svc.call('PUT', `/events/${event}/attendees:import`, { token, body: { idempotency_key: key, attendees } });

type Counters = Record<'total' | 'processed' | 'created' | 'reused' | 'mapped' | 'event_added' | 'already_in_event' | 'review_required' | 'skipped' | 'error_count', number>;

/** Every processed row is exactly one outcome; every applied row joined or was already there. */
function consistent(t: Test, p: Counters, what: string) {
  t.equal(p.processed, p.total, `${what}: processed = total`);
  t.equal(p.created + p.reused + p.mapped + p.review_required + p.error_count + p.skipped, p.processed, `${what}: outcomes add up`);
  t.equal(p.event_added + p.already_in_event, p.created + p.reused + p.mapped, `${what}: applied rows add up`);
}

t.test('every row validation code at its limit, and the request-level codes', async (t) => {
  const { svc, token } = await setup(t);
  const ok = { attendee_id: 'a', name: 'A' };
  const cases: Array<[string, Record<string, unknown>, number]> = [
    ['INVALID_ATTENDEE_NAME', { name: 'n' }, 240],
    ['INVALID_ATTENDEE_EMAIL', { email: 'e' }, 320],
    ['INVALID_ATTENDEE_LINKEDIN_URL', { linkedin_url: 'l' }, 2048],
    ['INVALID_ATTENDEE_TITLE', { title: 't' }, 512],
    ['INVALID_ATTENDEE_COMPANY', { company: 'c' }, 512],
    ['INVALID_ATTENDEE_EVENT_GOAL', { event_goal: 'g' }, 4000],
  ];
  let n = 0;
  for (const [code, field, max] of cases) {
    const [k] = Object.keys(field) as [string];
    const at = await put(svc, token, [{ ...ok, [k]: 'x'.repeat(max) }], `at-${n++}`);
    t.equal(at.status, 202, `${k} of ${max} characters is accepted`);
    isError(t, await put(svc, token, [{ ...ok, [k]: 'x'.repeat(max + 1) }], `over-${n++}`), 400, code, `${k} of ${max + 1}`);
    isError(t, await put(svc, token, [{ ...ok, [k]: 42 }], `type-${n++}`), 400, code, `${k} a number`);
  }
  const bad: Array<[string, Record<string, unknown>]> = [
    ['INVALID_ATTENDEE_NAME', { name: '' }],
    ['INVALID_ATTENDEE_NAME', { name: '   ' }],
    ['INVALID_ATTENDEE_NAME', { name: null }],
    ['INVALID_ATTENDEE_SIDE', { side: 'Founder' }],
    ['INVALID_ATTENDEE_SIDE', { side: 'INVESTOR' }],
    ['INVALID_ATTENDEE_SIDE', { side: '' }],
    ['INVALID_ATTENDEE_SIDE', { side: ['founder'] }],
    ['INVALID_ATTENDEE_RAW_DATA', { raw_data: [] }],
    ['INVALID_ATTENDEE_RAW_DATA', { raw_data: 'x' }],
    ['INVALID_ATTENDEE_RAW_DATA', { raw_data: 5 }],
    ['INVALID_ATTENDEE_EVENT_NEEDS', { event_needs: 'capital' }],
    ['INVALID_ATTENDEE_EVENT_NEEDS', { event_needs: [1] }],
    ['INVALID_ATTENDEE_EVENT_NEEDS', { event_needs: [{}] }],
    ['INVALID_ATTENDEE_EVENT_OFFERS', { event_offers: { a: 1 } }],
    ['INVALID_ATTENDEE_EVENT_OFFERS', { event_offers: [null] }],
    ['INVALID_PARTNER_ID', { attendee_id: 'bad id' }],
    ['INVALID_PARTNER_ID', { attendee_id: 'x'.repeat(129) }],
    ['INVALID_PARTNER_ID', { attendee_id: 7 }],
  ];
  for (const [code, field] of bad) isError(t, await put(svc, token, [{ ...ok, ...field }], `bad-${n++}`), 400, code, `${code} ${JSON.stringify(field).slice(0, 40)}`);
  for (const side of ['founder', 'investor', null]) t.equal((await put(svc, token, [{ ...ok, side }], `side-${n++}`)).status, 202, `side ${side}`);
  t.equal((await put(svc, token, [{ ...ok, raw_data: { nested: { deep: [1, 'two'] }, 'ünï': '😀' } }], `raw-${n++}`)).status, 202, 'raw_data an object');
  t.equal((await put(svc, token, [{ ...ok, event_needs: ['capital'], event_offers: [] }], `arr-${n++}`)).status, 202, 'arrays of strings');
  for (const row of [5, null, [], 'row']) isError(t, await put(svc, token, [row], `row-${n++}`), 400, 'INVALID_ATTENDEE', `row ${JSON.stringify(row)}`);
  for (const attendees of [[], {}, null, 'x', undefined]) isError(t, await put(svc, token, attendees, `rows-${n++}`), 400, 'INVALID_ATTENDEES', `attendees ${JSON.stringify(attendees)}`);
  const many = Array.from({ length: 50_001 }, (_, i) => ({ attendee_id: `p${i}`, name: 'P' }));
  isError(t, await put(svc, token, many, 'too-many'), 400, 'INVALID_ATTENDEES', '50,001 rows');
  isError(t, await put(svc, token, [ok, { ...ok, name: 'B' }], 'dup'), 400, 'DUPLICATE_ATTENDEE_ID');
  for (const key of ['', 'x'.repeat(257), 5, null]) {
    isError(t, await svc.call('PUT', '/events/ev-1/attendees:import', { token, body: { idempotency_key: key, attendees: [ok] } }), 400, 'INVALID_IDEMPOTENCY_KEY', `key ${JSON.stringify(key).slice(0, 10)}`);
  }
  isError(t, await svc.call('PUT', '/events/ev-1/attendees:import', { token, body: { idempotency_key: 'w', webhook_url: 'not a url', attendees: [ok] } }), 400, 'INVALID_WEBHOOK_URL');
  isError(t, await svc.call('PUT', '/events/ev-1/attendees:import', { token, body: '{"idempotency_key":' }), 400, 'INVALID_JSON');
  isError(t, await svc.call('PUT', '/events/ev-1/attendees:import', { token, body: [ok] }), 400, 'INVALID_JSON', 'an array body');
  isError(t, await svc.call('PUT', '/events/bad%20id/attendees:import', { token, body: { idempotency_key: 'x', attendees: [ok] } }), 400, 'INVALID_PARTNER_ID', 'bad event_id');
  isError(t, await svc.call('PUT', '/events/nope/attendees:import', { token, body: { idempotency_key: 'x', attendees: [ok] } }), 404, 'EVENT_NOT_FOUND');
  const huge = JSON.stringify({ idempotency_key: 'huge', attendees: [{ ...ok, raw_data: { x: 'y'.repeat(16 * 1024 * 1024) } }] });
  isError(t, await svc.call('PUT', '/events/ev-1/attendees:import', { token, body: huge }), 413, 'PAYLOAD_TOO_LARGE');
});

t.test('202 queued run, replay 200 with the original run, key conflicts, one run for concurrent calls', async (t) => {
  const { svc, token } = await setup(t);
  const rows = [
    { attendee_id: 'a', name: 'A' },
    { attendee_id: 'b', name: 'B' },
  ];
  const calls = await Promise.all(Array.from({ length: 5 }, () => put(svc, token, rows, 'once')));
  t.same(calls.map((c) => c.status).sort(), [200, 200, 200, 200, 202]);
  const first = calls.find((c) => c.status === 202)!;
  t.equal(new Set(calls.map((c) => c.body.run_id)).size, 1, 'one run');
  t.match(first.body, { kind: 'import', status: 'queued', event_id: 'ev-1', idempotency_key: 'once', error: null, idempotent_replay: false, started_at: null, terminal_at: null });
  t.same(first.body.progress, { total: 2, processed: 0, created: 0, reused: 0, mapped: 0, event_added: 0, already_in_event: 0, review_required: 0, skipped: 0, error_count: 0, warnings: [], errors: [] });
  const done = await pollRun(svc, token, first.body.run_id);
  const replay = await put(svc, token, rows, 'once');
  t.equal(replay.status, 200);
  t.equal(replay.body.idempotent_replay, true);
  const { correlation_id: _a, idempotent_replay: _r, ...r1 } = replay.body;
  const { correlation_id: _b, ...r2 } = done.body;
  t.same(r1, r2, 'the replay is the terminal run');
  isError(t, await put(svc, token, rows, 'once', 'ev-2'), 409, 'IDEMPOTENCY_KEY_CONFLICT', 'another event');
  isError(t, await svc.call('POST', '/runs', { token, body: { kind: 'match', idempotency_key: 'once' } }), 409, 'IDEMPOTENCY_KEY_CONFLICT', 'another operation');
  t.equal((await svc.call('GET', '/runs?kind=import', { token })).body.items.length, 1);
});

t.test('counters: fresh import, re-import, and a mixed roster', async (t) => {
  const { svc, token } = await setup(t);
  const fresh = await importRows(svc, token, 'ev-1', 'f', [
    { attendee_id: 'ann', name: 'Ann Lee', company: 'Acme', email: 'ann@acme.io' },
    { attendee_id: 'bob', name: 'Bob Ray', company: 'Beta', linkedin_url: 'https://www.linkedin.com/in/bobray/' },
    { attendee_id: 'cat', name: 'Cat Kim', email: 'cat@kim.io' },
  ]);
  t.equal(fresh.body.status, 'succeeded');
  t.equal(fresh.body.error, null);
  t.match(fresh.body.progress, { total: 3, created: 3, event_added: 3, reused: 0, mapped: 0, already_in_event: 0, review_required: 0, error_count: 0, skipped: 0 });
  consistent(t, fresh.body.progress, 'fresh');
  const again = await importRows(svc, token, 'ev-1', 'f2', [
    { attendee_id: 'ann', name: 'Ann Lee', company: 'Acme', email: 'ann@acme.io' },
    { attendee_id: 'bob', name: 'Bob Ray', company: 'Beta', linkedin_url: 'https://www.linkedin.com/in/bobray/' },
    { attendee_id: 'cat', name: 'Cat Kim', email: 'cat@kim.io' },
  ]);
  t.match(again.body.progress, { total: 3, mapped: 3, already_in_event: 3, created: 0, event_added: 0 });
  consistent(t, again.body.progress, 're-import');
  // Mixed: mapped, anchor reuse (e-mail, LinkedIn), new, held, rejected (conflict).
  const mixed = await importRows(svc, token, 'ev-2', 'm', [
    { attendee_id: 'ann', name: 'Ann Lee' },
    { attendee_id: 'ann-work', name: 'A. Lee', email: ' ANN@acme.io ' },
    { attendee_id: 'bob-2', name: 'Robert', linkedin_url: 'linkedin.com/in/BobRay' },
    { attendee_id: 'dan', name: 'Dan New' },
    { attendee_id: 'ann-dup', name: 'ann lee', company: 'ACME Inc', email: 'other@acme.io' },
    { attendee_id: 'cat', name: 'Cat Kim', email: 'ann@acme.io' },
  ]);
  t.equal(mixed.body.status, 'partial');
  t.equal(mixed.body.error.code, 'PARTIAL_IMPORT');
  // ann and ann-work are one person: the second row finds them already in ev-2.
  t.match(mixed.body.progress, { total: 6, processed: 6, mapped: 1, reused: 2, created: 1, review_required: 1, error_count: 1, event_added: 3, already_in_event: 1 });
  consistent(t, mixed.body.progress, 'mixed');
  const errs = mixed.body.progress.errors;
  t.equal(errs.length, 2);
  t.match(errs[0], { row: 4, attendee_id: 'ann-dup', message: String, review_id: /^[0-9a-f-]{36}$/ });
  t.match(errs[1], { row: 5, attendee_id: 'cat', message: String });
  t.notOk('review_id' in errs[1], 'a rejected row has no review');
  t.ok(Array.isArray(mixed.body.progress.warnings));
  const e = (id: string, ev = 'ev-1') => svc.call('GET', `/events/${ev}/attendees/${id}`, { token }).then((r) => r.body.entity_id);
  t.equal(await e('ann', 'ev-2'), await e('ann'), 'one attendee_id in two events is one person');
  t.equal(await e('ann-work', 'ev-2'), await e('ann'), 'e-mail anchor adopts');
  t.equal(await e('bob-2', 'ev-2'), await e('bob'), 'LinkedIn anchor adopts');
  t.equal((await svc.call('GET', '/events/ev-2/attendees/cat', { token })).status, 404, 'the rejected row is not applied');
});

t.test('side is reapplied by every import; supplied intent axes update, omitted ones stay', async (t) => {
  const { svc, token } = await setup(t);
  const get = async () => (await svc.call('GET', '/events/ev-1/attendees/a?include=event,goals', { token })).body;
  await importRows(svc, token, 'ev-1', 's1', [{ attendee_id: 'a', name: 'A', side: 'founder', event_goal: 'raise a seed', event_needs: ['capital'], event_offers: ['product'] }]);
  t.match((await get()).event, { side: 'founder', goal: 'raise a seed', needs: ['capital'], offers: ['product'] });
  await importRows(svc, token, 'ev-1', 's2', [{ attendee_id: 'a', name: 'A', event_offers: ['hiring advice'] }]);
  t.match((await get()).event, { side: null, goal: 'raise a seed', needs: ['capital'], offers: ['hiring advice'] }, 'omitted side untags; omitted axes kept');
  await importRows(svc, token, 'ev-1', 's3', [{ attendee_id: 'a', name: 'A', side: 'investor' }]);
  t.equal((await get()).event.side, 'investor');
  await importRows(svc, token, 'ev-1', 's4', [{ attendee_id: 'a', name: 'A', side: null, event_needs: [] }]);
  const last = await get();
  t.equal(last.event.side, null, 'null untags');
  t.same(last.event.needs, [], 'an empty supplied axis replaces');
  t.same(last.event.offers, ['hiring advice']);
});

t.test('internal attendees: roster order and paging, an e-mail adoption maps them, PATCH/DELETE by entity_id', async (t) => {
  const { svc, token } = await setup(t);
  const ids = ['zed', 'amy', 'kim', 'bea', 'moe'];
  await importRows(svc, token, 'ev-1', 'r', ids.map((id) => ({ attendee_id: id, name: id })));
  const internal = [];
  for (const name of ['Walk One', 'Walk Two', 'Walk Three']) internal.push(await addAttendee(svc.rt.deps, { org_id: 'org-a', event_id: 'ev-1', name, email: `${name.replace(' ', '.')}@x.io`.toLowerCase() }));
  await svc.rt.deps.projections.catchUp();
  const seen: Array<{ attendee_id: string | null; entity_id: string; id_source: string }> = [];
  let cursor: string | null = null;
  for (let i = 0; i < 10; i++) {
    const page: { body: { items: typeof seen; next_cursor: string | null } } = await svc.call('GET', `/events/ev-1/attendees?limit=3${cursor ? `&cursor=${cursor}` : ''}`, { token });
    seen.push(...page.body.items);
    cursor = page.body.next_cursor;
    if (!cursor) break;
  }
  t.equal(seen.length, 8, 'no skips');
  t.equal(new Set(seen.map((s) => s.entity_id)).size, 8, 'no repeats');
  t.same(seen.slice(0, 5).map((s) => s.attendee_id), [...ids].sort(), 'partner rows first, by attendee_id');
  t.same(seen.slice(5).map((s) => s.entity_id), internal.map((i) => i.entity_id).sort(), 'then internal rows by entity_id');
  t.ok(seen.slice(5).every((s) => s.attendee_id === null && s.id_source === 'meshi'));
  const item = (await svc.call('GET', '/events/ev-1/attendees', { token })).body.items[0];
  t.same(Object.keys(item).sort(), ['attendee_id', 'company', 'display_name', 'entity_id', 'event', 'event_id', 'id_source', 'identity', 'title']);
  t.same(Object.keys(item.event).sort(), ['goal', 'joined_at', 'needs', 'offers', 'onboarded_at', 'role_at_event', 'side', 'visibility']);
  const [w1, w2, w3] = internal as [(typeof internal)[0], (typeof internal)[0], (typeof internal)[0]];
  // The detail needs a partner ID; PATCH and DELETE take an entity_id.
  isError(t, await svc.call('GET', `/events/ev-1/attendees/${w1.entity_id}`, { token }), 404, 'ATTENDEE_NOT_FOUND', 'detail by entity_id');
  const patched = await svc.call('PATCH', `/events/ev-1/attendees/${w1.entity_id}`, { token, body: { side: 'investor' } });
  t.same(patched.body, { event_id: 'ev-1', attendee_id: null, entity_id: w1.entity_id, id_source: 'meshi', side: 'investor', correlation_id: patched.body.correlation_id });
  const del = await svc.call('DELETE', `/events/ev-1/attendees/${w2.entity_id}`, { token });
  t.match(del.body, { already_absent: false, retained_person: true, affected: { event_attendees: 1, session_participants: 0 }, deleted_at: String });
  // A partner import whose e-mail is an internal attendee's anchor adopts them: now mapped.
  const run = await importRows(svc, token, 'ev-1', 'adopt', [{ attendee_id: 'walk-3', name: 'Walk Three', email: 'walk.three@x.io' }]);
  t.match(run.body.progress, { reused: 1, already_in_event: 1 });
  const d = await svc.call('GET', '/events/ev-1/attendees/walk-3', { token });
  t.equal(d.status, 200);
  t.match(d.body, { attendee_id: 'walk-3', entity_id: w3.entity_id, id_source: 'partner' });
  const row = (await svc.call('GET', '/events/ev-1/attendees?limit=100', { token })).body.items.find((i: { entity_id: string }) => i.entity_id === w3.entity_id);
  t.match(row, { attendee_id: 'walk-3', id_source: 'partner' }, 'the roster row shows the partner mapping');
});

t.test('PATCH side only; DELETE dry_run, removal, repeat; the person and mapping stay', async (t) => {
  const { svc, token } = await setup(t);
  await importRows(svc, token, 'ev-1', 'p', [{ attendee_id: 'a', name: 'A', side: 'founder' }]);
  for (const body of [{}, { side: 'founder', name: 'x' }, { name: 'x' }, { side: undefined }]) {
    isError(t, await svc.call('PATCH', '/events/ev-1/attendees/a', { token, body }), 400, 'INVALID_ATTENDEE_UPDATE', `PATCH ${JSON.stringify(body)}`);
  }
  for (const side of ['Founder', 1, [], {}]) isError(t, await svc.call('PATCH', '/events/ev-1/attendees/a', { token, body: { side } }), 400, 'INVALID_ATTENDEE_SIDE', `PATCH side ${JSON.stringify(side)}`);
  for (const body of ['[]', 'null', '"x"', '{']) isError(t, await svc.call('PATCH', '/events/ev-1/attendees/a', { token, body }), 400, 'INVALID_JSON', `PATCH ${body}`);
  isError(t, await svc.call('PATCH', '/events/ev-1/attendees/nobody', { token, body: { side: null } }), 404, 'ATTENDEE_NOT_FOUND');
  isError(t, await svc.call('PATCH', '/events/nope/attendees/a', { token, body: { side: null } }), 404, 'EVENT_NOT_FOUND');
  const p = await svc.call('PATCH', '/events/ev-1/attendees/a', { token, body: { side: null } });
  t.match(p.body, { event_id: 'ev-1', attendee_id: 'a', id_source: 'partner', side: null });
  t.equal((await svc.call('GET', '/events/ev-1/attendees/a?include=event', { token })).body.event.side, null);
  const entity = p.body.entity_id;
  const dry = await svc.call('DELETE', '/events/ev-1/attendees/a?dry_run=true', { token });
  t.same(dry.body, { event_id: 'ev-1', attendee_id: 'a', entity_id: entity, already_absent: false, retained_person: true, dry_run: true, affected: { event_attendees: 1, session_participants: 0 }, correlation_id: dry.body.correlation_id });
  t.equal((await svc.call('GET', '/events/ev-1/attendees/a', { token })).status, 200, 'dry run changed nothing');
  const del = await svc.call('DELETE', '/events/ev-1/attendees/a', { token });
  t.match(del.body, { already_absent: false, deleted_at: String, affected: { event_attendees: 1 } });
  const again = await svc.call('DELETE', '/events/ev-1/attendees/a', { token });
  t.equal(again.status, 200);
  t.equal(again.body.already_absent, true);
  t.notOk('deleted_at' in again.body, 'a repeat has no deleted_at');
  t.equal(again.body.affected.event_attendees, 0);
  isError(t, await svc.call('GET', '/events/ev-1/attendees/a', { token }), 404, 'ATTENDEE_NOT_FOUND', 'gone from the event');
  t.equal((await svc.call('GET', '/id-map/attendee/a', { token })).status, 200, 'the mapping stays');
  isError(t, await svc.call('DELETE', '/events/ev-1/attendees/nobody', { token }), 404, 'ATTENDEE_NOT_FOUND');
  const back = await importRows(svc, token, 'ev-1', 'p2', [{ attendee_id: 'a', name: 'A' }]);
  t.match(back.body.progress, { mapped: 1, event_added: 1 });
  t.equal((await svc.call('GET', '/events/ev-1/attendees/a', { token })).body.entity_id, entity, 'the same person rejoins');
});

t.test('detail include sections and INVALID_INCLUDE; identity history newest first with paging', async (t) => {
  const { svc, token } = await setup(t);
  await importRows(svc, token, 'ev-1', 'h1', [{ attendee_id: 'a', name: 'Ann Lee', company: 'Acme', email: 'a@acme.io' }]);
  await importRows(svc, token, 'ev-1', 'h2', [{ attendee_id: 'a', name: 'Ann Lee', company: 'Acme', linkedin_url: 'linkedin.com/in/annlee' }]);
  await importRows(svc, token, 'ev-2', 'h3', [{ attendee_id: 'a2', name: 'Ann', email: 'A@acme.io' }]);
  const def = await svc.call('GET', '/events/ev-1/attendees/a', { token });
  t.ok(def.body.profile && def.body.event && def.body.identity, 'default sections');
  t.notOk(def.body.brief);
  t.equal(def.body.profile.email_on_file, true);
  const all = await svc.call('GET', '/events/ev-1/attendees/a?include=profile,event,identity,brief,traits,goals,readiness', { token });
  for (const s of ['profile', 'event', 'identity', 'brief', 'traits', 'goals', 'readiness']) t.ok(all.body[s], `section ${s}`);
  t.same((await svc.call('GET', '/events/ev-1/attendees/a?include=goals&include=brief', { token })).status, 200);
  for (const inc of ['bogus', '', 'profile,bogus', 'PROFILE']) isError(t, await svc.call('GET', `/events/ev-1/attendees/a?include=${inc}`, { token }), 400, 'INVALID_INCLUDE', `include=${inc}`);
  isError(t, await svc.call('GET', '/events/ev-1/attendees/bad%20id', { token }), 400, 'INVALID_PARTNER_ID');
  isError(t, await svc.call('GET', '/events/bad%20id/attendees/a', { token }), 400, 'INVALID_PARTNER_ID');
  isError(t, await svc.call('GET', '/events/nope/attendees/a', { token }), 404, 'EVENT_NOT_FOUND');
  const hist = await svc.call('GET', '/events/ev-1/attendees/a/identity', { token });
  t.equal(hist.status, 200);
  const dates = hist.body.items.map((i: { created_at: string }) => i.created_at);
  t.same(dates, [...dates].sort().reverse(), 'descending by created_at');
  t.same(hist.body.items.map((i: { decision: string }) => i.decision), ['adopted_by_anchor', 'anchors_claimed', 'new_person']);
  const pages: string[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 5; i++) {
    const r: { body: { items: Array<{ decision_id: string }>; next_cursor: string | null } } = await svc.call('GET', `/events/ev-1/attendees/a/identity?limit=1${cursor ? `&cursor=${cursor}` : ''}`, { token });
    pages.push(...r.body.items.map((x) => x.decision_id));
    cursor = r.body.next_cursor;
    if (!cursor) break;
  }
  t.same(pages, hist.body.items.map((i: { decision_id: string }) => i.decision_id), 'paging neither skips nor repeats');
  isError(t, await svc.call('GET', '/events/ev-1/attendees/nobody/identity', { token }), 404, 'ATTENDEE_NOT_FOUND');
  isError(t, await svc.call('GET', '/events/ev-1/attendees/a/identity?cursor=garbage', { token }), 400, 'INVALID_CURSOR');
});

/** Three held rows in ev-1 (three reviews, created one after another), and candidates ann, ann-b. */
async function heldWorld(t: Test) {
  const { svc, token } = await setup(t);
  await importRows(svc, token, 'ev-1', 'base', [
    { attendee_id: 'ann', name: 'Ann Lee', company: 'Acme', email: 'ann@acme.io', side: 'investor' },
    { attendee_id: 'ann-b', name: 'Ann Lee', company: 'Acme', email: 'ann.b@acme.io' },
  ]);
  // ann-b is held as ann's namesake: resolve it as a distinct person, so later rows have two candidates.
  const held = (await svc.call('GET', '/review-queue', { token })).body.items;
  t.equal(held.length, 1);
  t.equal((await svc.call('POST', `/review-queue/${held[0].review_id}/resolve`, { token, body: { decision: 'distinct' } })).status, 200);
  const base = (await svc.call('GET', '/review-queue', { token })).body.items;
  const runs = [];
  for (const id of ['h1', 'h2', 'h3']) runs.push(await importRows(svc, token, 'ev-1', id, [{ attendee_id: id, name: 'Ann Lee', company: 'Acme', email: `${id}@acme.io`, side: 'founder', event_needs: ['capital'] }]));
  return { svc, token, runs, base };
}

t.test('review queue newest first with paging; resolution applies the held row and never changes the run', async (t) => {
  const { svc, token, runs, base } = await heldWorld(t);
  const ids = runs.map((r) => r.body.progress.errors[0].review_id as string);
  const q = await svc.call('GET', '/events/ev-1/review-queue', { token });
  const mine = q.body.items.filter((i: { review_id: string }) => ids.includes(i.review_id));
  t.same(mine.map((i: { review_id: string }) => i.review_id), [...ids].reverse(), 'newest first');
  const created = q.body.items.map((i: { created_at: string }) => i.created_at);
  t.same(created, [...created].sort().reverse());
  const paged: string[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 10; i++) {
    const r: { body: { items: Array<{ review_id: string }>; next_cursor: string | null } } = await svc.call('GET', `/review-queue?limit=1${cursor ? `&cursor=${cursor}` : ''}`, { token });
    paged.push(...r.body.items.map((x) => x.review_id));
    cursor = r.body.next_cursor;
    if (!cursor) break;
  }
  t.same(paged, q.body.items.map((i: { review_id: string }) => i.review_id), 'paging neither skips nor repeats');
  t.equal(q.body.items.length, base.length + 3);
  const item = mine[0];
  t.match(item, { kind: 'identity', partner_id: 'h3', display_name: 'Ann Lee', evaluator: String, reasoning: String, confidence: Number, source_path: `runs/${runs[2]!.body.run_id}/attendees/0` });
  t.ok(['ann', 'ann-b'].includes(item.candidate_ref));

  // accept on h1: the held row is applied (mapping, side, needs); the run stays partial.
  const before = runs[0]!.body;
  const acc = await svc.call('POST', `/review-queue/${ids[0]}/resolve`, { token, body: { decision: 'accept' } });
  t.equal(acc.status, 200);
  // The adopted person is still a candidate of the reviews of h2 and h3: its reading waits (skipped) like an enrichment run's REVIEW_REQUIRED.
  t.match(acc.body, { review_id: ids[0], kind: 'identity', partner_id: 'h1', decision: 'accept', logged: true, enrichment_requeued: { enrichment_requested: 0, skipped: 1 } });
  const h1 = await svc.call('GET', '/events/ev-1/attendees/h1?include=event', { token });
  t.equal(h1.status, 200);
  t.match(h1.body.event, { side: 'founder', needs: ['capital'] });
  // reject then distinct on h2.
  const rej = await svc.call('POST', `/review-queue/${ids[1]}/resolve`, { token, body: { decision: 'reject' } });
  t.match(rej.body, { decision: 'reject', remaining_reviews: 1 });
  isError(t, await svc.call('POST', `/review-queue/${ids[1]}/resolve`, { token, body: { decision: 'reject' } }), 409, 'REJECT_LAST_CANDIDATE');
  const dist = await svc.call('POST', `/review-queue/${ids[1]}/resolve`, { token, body: { decision: 'distinct', reason: 'namesake' } });
  t.match(dist.body, { decision: 'distinct', minted: /^[0-9a-f-]{36}$/ });
  t.equal((await svc.call('GET', '/events/ev-1/attendees/h2', { token })).body.entity_id, dist.body.minted);
  isError(t, await svc.call('POST', `/review-queue/${ids[1]}/resolve`, { token, body: { decision: 'accept' } }), 409, 'REVIEW_ALREADY_RESOLVED');
  for (const r of runs) {
    const now = await svc.call('GET', `/runs/${r.body.run_id}`, { token });
    t.equal(now.body.status, 'partial', 'the run stays partial');
    t.same(now.body.progress, r.body.progress, 'and its progress unchanged');
  }
  const replay = await put(svc, token, [{ attendee_id: 'h1', name: 'Ann Lee', company: 'Acme', email: 'h1@acme.io', side: 'founder', event_needs: ['capital'] }], 'h1');
  t.equal(replay.status, 200);
  t.match(replay.body, { run_id: before.run_id, status: 'partial', idempotent_replay: true, error: { code: 'PARTIAL_IMPORT' } });
  t.same(replay.body.progress, before.progress, 'a replay after resolution is the same terminal run');
  // Request-level codes of resolve.
  isError(t, await svc.call('POST', '/review-queue/not-a-uuid/resolve', { token, body: { decision: 'accept' } }), 400, 'INVALID_REVIEW_ID');
  for (const decision of ['ACCEPT', 'merge', 5, null, undefined]) isError(t, await svc.call('POST', `/review-queue/${ids[2]}/resolve`, { token, body: { decision } }), 400, 'INVALID_REVIEW_DECISION', `decision ${decision}`);
  isError(t, await svc.call('POST', `/review-queue/${ids[2]}/resolve`, { token, body: '[]' }), 400, 'INVALID_JSON');
  isError(t, await svc.call('POST', '/review-queue/00000000-0000-4000-8000-000000000000/resolve', { token, body: { decision: 'accept' } }), 404, 'REVIEW_NOT_FOUND');
});

t.test('resolve conflicts leave the review open; merge codes and counts', async (t) => {
  const { svc, token, runs } = await heldWorld(t);
  const [r1, r2, r3] = runs.map((r) => r.body.progress.errors[0].review_id as string) as [string, string, string];
  // h1 mapped elsewhere meanwhile → ATTENDEE_ID_CONFLICT; h2's e-mail claimed meanwhile → IDENTITY_CONFLICT / DISTINCT_IDENTITY_CONFLICT.
  await importRows(svc, token, 'ev-2', 'x1', [{ attendee_id: 'h1', name: 'Someone Else' }]);
  await importRows(svc, token, 'ev-2', 'x2', [{ attendee_id: 'zed', name: 'Zed', email: 'h2@acme.io' }]);
  isError(t, await svc.call('POST', `/review-queue/${r1}/resolve`, { token, body: { decision: 'accept' } }), 409, 'ATTENDEE_ID_CONFLICT');
  isError(t, await svc.call('POST', `/review-queue/${r2}/resolve`, { token, body: { decision: 'accept' } }), 409, 'IDENTITY_CONFLICT');
  isError(t, await svc.call('POST', `/review-queue/${r2}/resolve`, { token, body: { decision: 'distinct' } }), 409, 'DISTINCT_IDENTITY_CONFLICT');
  const open = (await svc.call('GET', '/review-queue', { token })).body.items.map((i: { review_id: string }) => i.review_id);
  t.ok(open.includes(r1) && open.includes(r2), 'both stay open');
  // Merge codes on h3.
  const url = `/review-queue/${r3}/merge`;
  const body = { source_kind: 'attendee', source_partner_id: 'h3', target_kind: 'attendee', target_partner_id: 'ann', reason: 'same person' };
  isError(t, await svc.call('POST', url, { token, body: { ...body, source_partner_id: 'h1' } }), 400, 'REVIEW_SOURCE_MISMATCH');
  isError(t, await svc.call('POST', url, { token, body: { ...body, source_kind: 'session' } }), 400, 'REVIEW_SOURCE_MISMATCH');
  isError(t, await svc.call('POST', url, { token, body: { ...body, target_partner_id: 'zed' } }), 400, 'MERGE_REJECTED', 'target not a candidate');
  isError(t, await svc.call('POST', url, { token, body: { ...body, target_kind: 'session', target_partner_id: 's1' } }), 400, 'MERGE_REJECTED', 'target not an attendee');
  isError(t, await svc.call('POST', url, { token, body: { ...body, target_partner_id: 'nobody' } }), 404, 'PARTNER_ID_NOT_FOUND');
  isError(t, await svc.call('POST', url, { token, body: { ...body, target_kind: '9x' } }), 400, 'INVALID_PARTNER_KIND');
  isError(t, await svc.call('POST', url, { token, body: { ...body, source_partner_id: '-x' } }), 400, 'INVALID_PARTNER_ID');
  isError(t, await svc.call('POST', url, { token, body: {} }), 400, 'INVALID_PARTNER_KIND');
  isError(t, await svc.call('POST', url, { token, body: 'null' }), 400, 'INVALID_JSON');
  isError(t, await svc.call('POST', '/review-queue/xyz/merge', { token, body }), 400, 'INVALID_REVIEW_ID');
  isError(t, await svc.call('POST', '/review-queue/00000000-0000-4000-8000-000000000000/merge', { token, body }), 404, 'REVIEW_NOT_FOUND');
  const ok = await svc.call('POST', url, { token, body });
  t.equal(ok.status, 200);
  t.match(ok.body, { review_id: r3, merged: true, superseded_anchors: Number, rewritten_anchors: Number, deleted_computations: Number });
  const ann = (await svc.call('GET', '/events/ev-1/attendees/ann', { token })).body.entity_id;
  const h3 = await svc.call('GET', '/events/ev-1/attendees/h3?include=event', { token });
  t.equal(h3.body.entity_id, ann);
  t.equal(h3.body.event.side, 'founder', 'the held row applied its side');
  t.equal((await svc.call('GET', `/runs/${runs[2]!.body.run_id}`, { token })).body.status, 'partial');
});

t.test('projections rebuild reproduces every roster, review, identity and run read exactly', async (t) => {
  const { svc, token, runs } = await heldWorld(t);
  const [r1, r2, r3] = runs.map((r) => r.body.progress.errors[0].review_id as string) as [string, string, string];
  await svc.call('POST', `/review-queue/${r1}/resolve`, { token, body: { decision: 'accept' } });
  await svc.call('POST', `/review-queue/${r2}/resolve`, { token, body: { decision: 'reject' } });
  await svc.call('POST', `/review-queue/${r3}/merge`, { token, body: { source_kind: 'attendee', source_partner_id: 'h3', target_kind: 'attendee', target_partner_id: 'ann-b' } });
  await importRows(svc, token, 'ev-2', 'e2', [{ attendee_id: 'ann', name: 'Ann Lee', side: 'founder' }, { attendee_id: 'h4', name: 'Ann Lee', company: 'Acme' }]);
  const walk = await addAttendee(svc.rt.deps, { org_id: 'org-a', event_id: 'ev-1', name: 'Walk In', email: 'walk@in.io', side: 'investor' });
  await svc.rt.deps.projections.catchUp();
  await importRows(svc, token, 'ev-1', 'adopt', [{ attendee_id: 'walk', name: 'Walk In', email: 'walk@in.io' }]);
  await svc.call('PATCH', '/events/ev-1/attendees/ann', { token, body: { side: 'founder' } });
  await svc.call('DELETE', '/events/ev-1/attendees/ann-b', { token });
  const paths = [
    '/events/ev-1/attendees',
    '/events/ev-2/attendees',
    '/events/ev-1/attendees?limit=2',
    '/review-queue',
    '/events/ev-1/review-queue',
    '/events/ev-2/review-queue',
    '/runs',
    ...runs.map((r) => `/runs/${r.body.run_id}`),
    ...['ann', 'h1', 'h2', 'h3', 'walk'].flatMap((a) => [`/events/ev-1/attendees/${a}?include=profile,event,identity,brief,traits,goals,readiness`, `/events/ev-1/attendees/${a}/identity`]),
    '/events/ev-2/attendees/h4/identity',
    '/events/ev-1/attendees/ann-b/identity',
    '/id-map/attendee/ann-b',
  ];
  const reads = () => svc.snapshot(token, paths);
  const before = await reads();
  t.ok(JSON.stringify(before).includes(walk.entity_id));
  await svc.rebuildReadModels();
  t.same(await reads(), before);
});

t.test('races: concurrent resolutions of one review, concurrent imports of one new person', async (t) => {
  const { svc, token, runs } = await heldWorld(t);
  const id = runs[0]!.body.progress.errors[0].review_id as string;
  const decisions = ['accept', 'distinct', 'accept', 'distinct'];
  const res = await Promise.all(decisions.map((decision) => svc.call('POST', `/review-queue/${id}/resolve`, { token, body: { decision } })));
  t.equal(res.filter((r) => r.status === 200).length, 1, 'exactly one resolution wins');
  for (const r of res.filter((x) => x.status !== 200)) isError(t, r, 409, 'REVIEW_ALREADY_RESOLVED', 'the others');
  const hist = await svc.call('GET', '/events/ev-1/attendees/h1/identity', { token });
  const steps = hist.body.items.filter((i: { review_id: string; decision: string }) => i.review_id === id && i.decision.startsWith('review_'));
  t.equal(steps.length, 1, 'one decision recorded for the review');
  // Two imports (two keys, two events) of one new e-mail at once: one person.
  const [a, b] = await Promise.all([
    importRows(svc, token, 'ev-1', 'race-1', [{ attendee_id: 'r1', name: 'Race One', email: 'race@x.io' }]),
    importRows(svc, token, 'ev-2', 'race-2', [{ attendee_id: 'r2', name: 'Race Two', email: 'RACE@x.io' }]),
  ]);
  t.equal(a.body.progress.created + b.body.progress.created, 1, 'one created');
  t.equal(a.body.progress.reused + b.body.progress.reused, 1, 'one adopted');
  const e1 = (await svc.call('GET', '/events/ev-1/attendees/r1', { token })).body.entity_id;
  t.equal((await svc.call('GET', '/events/ev-2/attendees/r2', { token })).body.entity_id, e1);
});
