/**
 * People search over HTTP: the request and response shapes, every error code of the routes,
 * org isolation, event-bound narrowing, deletions, merges and a rebuild of the read models.
 */
import t, { type Test } from 'tap';
import { startService, type TestService } from '../helpers/app.ts';
import { importRows } from '../http/attendees.helpers.ts';
import { isError } from '../fixtures/partner.ts';
import { searchServiceOf } from '../../src/search/service.ts';

const ROSTER = [
  { attendee_id: 'ada', name: 'Ada Okafor', email: 'quiet.owl@mailbox.example', title: 'Head of Logistics', company: 'Harbour Freight Cooperative', event_goal: 'Meet carriers who share warehouse space along the northern ports' },
  { attendee_id: 'ben', name: 'Ben Laurent', title: 'Partner', company: 'Cinder Ventures', event_goal: 'I back hardware founders turning waste streams into materials', event_offers: ['seed cheques for circular hardware'] },
  { attendee_id: 'cho', name: 'Cho Min-jun', title: 'Founder', company: 'Voltloop', event_goal: 'We need capital to scale battery recycling', event_needs: ['seed funding'] },
];

async function setup(t: Test): Promise<{ svc: TestService; token: string }> {
  const svc = await startService(t);
  const token = await svc.key();
  for (const id of ['ev-1', 'ev-2']) await svc.call('POST', '/events', { token, body: { event_id: id, title: id } });
  await importRows(svc, token, 'ev-1', 'k1', ROSTER);
  return { svc, token };
}

const search = (svc: TestService, token: string, body: unknown, eventId: string | null = 'ev-1') =>
  svc.call('POST', eventId ? `/events/${eventId}/search/people` : '/search/people', { token, body });

const ids = (res: { body: { items: Array<{ attendee_id: string | null }> } }) => res.body.items.map((i) => i.attendee_id);

t.test('given a roster, when searching by keyword, then the people whose words match come back with the documented fields', async (t) => {
  const { svc, token } = await setup(t);
  const res = await search(svc, token, { query: 'logistics cooperative', mode: 'keyword' });
  t.equal(res.status, 200);
  t.same(Object.keys(res.body).sort(), ['correlation_id', 'event_id', 'items', 'mode', 'query', 'type']);
  t.match(res.body, { event_id: 'ev-1', query: 'logistics cooperative', mode: 'keyword', type: 'all' });
  t.equal(res.body.items[0].attendee_id, 'ada');
  const ada = res.body.items[0];
  t.same(Object.keys(ada).sort(), ['attendee_id', 'company', 'display_name', 'entity_id', 'events', 'id_source', 'score', 'title', 'why']);
  t.match(ada, { id_source: 'partner', display_name: 'Ada Okafor', title: 'Head of Logistics', company: 'Harbour Freight Cooperative', events: ['ev-1'] });
  t.match(ada.entity_id, /^[0-9a-f-]{36}$/);
  t.type(ada.score, 'number');
  t.ok(['title', 'company'].includes(ada.why.field), `why names a field: ${ada.why.field}`);
  t.match(ada.why.snippet, /logistics|cooperative/i);

  const typo = await search(svc, token, { query: 'logistcs', mode: 'keyword' });
  t.same(ids(typo), ['ada'], 'a typo still finds the word');
  const prefix = await search(svc, token, { query: 'volt', mode: 'keyword' });
  t.same(ids(prefix), ['cho'], 'a prefix finds the word');
  const offers = await search(svc, token, { query: 'seed', mode: 'keyword', type: 'offers' });
  t.same(ids(offers), ['ben'], 'type offers searches offers only');
  const needs = await search(svc, token, { query: 'seed', mode: 'keyword', type: 'needs' });
  t.same(ids(needs), ['cho'], 'type needs searches needs only');
  const profile = await search(svc, token, { query: 'ventures', mode: 'keyword', type: 'profile' });
  t.same(ids(profile), ['ben']);
  const one = await search(svc, token, { query: 'founder partner head', mode: 'keyword', limit: 1 });
  t.equal(one.body.items.length, 1, 'limit caps the items');
});

t.test('given a need phrased as a question, then keyword search answers it from offers, not from the same need', async (t) => {
  const { svc, token } = await setup(t);
  const res = await search(svc, token, { query: 'who could give seed funding', mode: 'keyword' });
  t.equal(ids(res)[0], 'ben');
  t.notOk(ids(res).includes('cho'), 'the person who needs seed funding is not an answer to it');
});

t.test('given names, companies and goals written with accents, when searching with or without them, then the same people come back', async (t) => {
  const { svc, token } = await setup(t);
  await importRows(svc, token, 'ev-1', 'k-accents', [
    { attendee_id: 'zoe', name: 'Zoë Ångström', company: 'Café Noir', event_goal: 'Über-fast délivery for every Bäckerei in town' },
    { attendee_id: 'soren', name: 'Søren Łukasz', company: 'Straße Labs' },
    { attendee_id: 'jose', name: 'Jose Muller', company: 'Plain Ascii' },
  ]);
  const cases: Array<[string, string]> = [
    ['zoe', 'zoe'], ['Zoë', 'zoe'], ['ZOË', 'zoe'], ['angstrom', 'zoe'], ['cafe', 'zoe'], ['CAFÉ', 'zoe'], ['uber', 'zoe'],
    ['delivery', 'zoe'], ['backerei', 'zoe'], ['soren', 'soren'], ['lukasz', 'soren'], ['strasse', 'soren'], ['José Müller', 'jose'],
  ];
  for (const [query, who] of cases) {
    const res = await search(svc, token, { query, mode: 'keyword' });
    t.equal(res.status, 200);
    t.equal(ids(res)[0], who, `${query} finds ${who}`);
  }
  // The snippet still shows the text as the partner wrote it.
  const zoe = (await search(svc, token, { query: 'zoe', mode: 'keyword' })).body.items[0];
  t.match(zoe, { display_name: 'Zoë Ångström', why: { field: 'display_name', snippet: 'Zoë Ångström' } });
});

t.test('e-mail addresses are never searchable nor returned', async (t) => {
  const { svc, token } = await setup(t);
  for (const query of ['quiet.owl@mailbox.example', 'mailbox', 'quiet owl', 'owl']) {
    const res = await search(svc, token, { query, mode: 'keyword' });
    t.same(ids(res), [], `nothing found by ${query}`);
  }
  const all = await search(svc, token, { query: 'Ada', mode: 'keyword' });
  t.notOk(JSON.stringify(all.body).includes('mailbox'), 'no e-mail in results');
});

t.test('every error code of the routes', async (t) => {
  const { svc, token } = await setup(t);
  const bad = async (body: unknown, code: string, status = 400, path = '/events/ev-1/search/people', tk = token) =>
    isError(t, await svc.call('POST', path, { token: tk, body }), status, code, `${JSON.stringify(body)?.slice(0, 40)} → ${code}`);
  await bad('{"query": ', 'INVALID_JSON');
  await bad('[1,2]', 'INVALID_JSON');
  await bad({}, 'INVALID_QUERY');
  await bad({ query: '' }, 'INVALID_QUERY');
  await bad({ query: '  \n\t ' }, 'INVALID_QUERY');
  await bad({ query: 42 }, 'INVALID_QUERY');
  await bad({ query: ['a'] }, 'INVALID_QUERY');
  await bad({ query: 'x'.repeat(501) }, 'INVALID_QUERY');
  t.equal((await search(svc, token, { query: 'x'.repeat(500), mode: 'keyword' })).status, 200, '500 characters are allowed');
  await bad({ query: 'a', mode: 'fuzzy' }, 'INVALID_SEARCH_MODE');
  await bad({ query: 'a', mode: 3 }, 'INVALID_SEARCH_MODE');
  await bad({ query: 'a', type: 'emails' }, 'INVALID_SEARCH_TYPE');
  await bad({ query: 'a' }, 'EVENT_NOT_FOUND', 404, '/events/nope/search/people');
  await bad({ query: 'a' }, 'INVALID_PARTNER_ID', 400, '/events/bad%20id/search/people');
  await bad('{', 'INVALID_JSON', 400, '/search/people');
  await bad({ query: null }, 'INVALID_QUERY', 400, '/search/people');
  const readOnly = await svc.key({ scopes: ['partner:read'] });
  await bad({ query: 'a' }, 'INSUFFICIENT_SCOPE', 403, '/events/ev-1/search/people', readOnly);
  await bad({ query: 'a' }, 'INSUFFICIENT_SCOPE', 403, '/search/people', readOnly);
  const bound = await svc.key({ event_id: 'ev-1' });
  await bad({ query: 'a' }, 'EVENT_SCOPE_FORBIDDEN', 403, '/search/people', bound);
  await bad({ query: '' }, 'EVENT_SCOPE_FORBIDDEN', 403, '/search/people', bound);
  await bad({ query: 'a' }, 'EVENT_NOT_FOUND', 404, '/events/ev-2/search/people', bound);
  // Deleted events are not found.
  await svc.call('DELETE', '/events/ev-2', { token });
  await bad({ query: 'a' }, 'EVENT_NOT_FOUND', 404, '/events/ev-2/search/people');

  // Limits out of range are normalized, never an error.
  t.equal((await search(svc, token, { query: 'a', mode: 'keyword', limit: 0 })).status, 200);
  t.equal((await search(svc, token, { query: 'a', mode: 'keyword', limit: 10_000 })).status, 200);
  t.equal((await search(svc, token, { query: 'a', mode: 'keyword', limit: 'x' })).status, 200);
});

t.test('503 SEARCH_NOT_CONFIGURED only for the modes the encoder serves, and only when it cannot load', async (t) => {
  const { svc, token } = await setup(t);
  searchServiceOf(svc.rt.deps).useEncoder(() => Promise.reject(new Error('model files missing')));
  isError(t, await search(svc, token, { query: 'logistics', mode: 'semantic' }), 503, 'SEARCH_NOT_CONFIGURED');
  isError(t, await search(svc, token, { query: 'logistics' }), 503, 'SEARCH_NOT_CONFIGURED', 'hybrid (the default) needs the encoder');
  isError(t, await search(svc, token, { query: 'logistics', mode: 'hybrid' }, null), 503, 'SEARCH_NOT_CONFIGURED');
  t.same(ids(await search(svc, token, { query: 'logistics', mode: 'keyword' })), ['ada'], 'keyword search still works');
});

t.test('org search: each person once with the events of the org they attend; other orgs never seen', async (t) => {
  const { svc, token } = await setup(t);
  await importRows(svc, token, 'ev-2', 'k2', [{ attendee_id: 'ada', name: 'Ada Okafor', event_goal: 'find cold storage partners' }]);
  const other = await svc.key({ org_id: 'org-b' });
  await svc.call('POST', '/events', { token: other, body: { event_id: 'ev-1', title: 'b' } });
  await importRows(svc, other, 'ev-1', 'kb', [{ attendee_id: 'zed', name: 'Zed Logistics Lover', company: 'Harbour Freight Cooperative' }]);

  const org = await search(svc, token, { query: 'harbour freight', mode: 'keyword' }, null);
  t.equal(org.status, 200);
  t.same(Object.keys(org.body).sort(), ['correlation_id', 'items', 'mode', 'query', 'type'], 'no event_id on the org route');
  t.same(ids(org), ['ada'], 'org-b people never appear');
  t.same(org.body.items[0].events, ['ev-1', 'ev-2']);
  const cold = await search(svc, token, { query: 'cold storage', mode: 'keyword' }, null);
  t.same(ids(cold), ['ada'], 'what was said at ev-2 is found org-wide');
  t.same(ids(await search(svc, token, { query: 'cold storage', mode: 'keyword' }, 'ev-1')), [], 'but not in an ev-1 search');

  const theirs = await search(svc, other, { query: 'harbour freight', mode: 'keyword' }, null);
  t.same(ids(theirs), ['zed']);
  t.same(theirs.body.items[0].events, ['ev-1']);
});

t.test('an event-bound key sees only its event', async (t) => {
  const { svc, token } = await setup(t);
  await importRows(svc, token, 'ev-2', 'k2', [{ attendee_id: 'dee', name: 'Dee Harbour', company: 'Harbour Freight Cooperative' }]);
  const bound = await svc.key({ event_id: 'ev-2' });
  const res = await search(svc, bound, { query: 'harbour freight', mode: 'keyword' }, 'ev-2');
  t.same(ids(res), ['dee']);
  t.same(res.body.items[0].events, ['ev-2']);
});

t.test('imports, patches, deletions, merges and deleted events show at once; a rebuild restores the index', async (t) => {
  const { svc, token } = await setup(t);
  t.same(ids(await search(svc, token, { query: 'voltloop', mode: 'keyword' })), ['cho']);
  // A re-import changes what is said (read-your-writes after the run is terminal).
  await importRows(svc, token, 'ev-1', 'k2', [{ attendee_id: 'cho', name: 'Cho Min-jun', title: 'Founder', company: 'Ampere Reclaim', event_goal: 'We need capital to scale battery recycling' }]);
  t.same(ids(await search(svc, token, { query: 'ampere reclaim', mode: 'keyword' })), ['cho']);
  t.same(ids(await search(svc, token, { query: 'voltloop', mode: 'keyword' })), [], 'the old company is gone');

  // A deletion removes the person from the event at once.
  const del = await svc.call('DELETE', '/events/ev-1/attendees/cho', { token });
  t.equal(del.status, 200);
  t.same(ids(await search(svc, token, { query: 'ampere', mode: 'keyword' })), []);
  t.same(ids(await search(svc, token, { query: 'ampere', mode: 'keyword' }, null)), [], 'and from the org (no other event)');

  // The index survives a rebuild of the read models.
  await svc.rebuildReadModels();
  t.same(ids(await search(svc, token, { query: 'logistics', mode: 'keyword' })), ['ada']);
  t.same(ids(await search(svc, token, { query: 'ampere', mode: 'keyword' })), []);

  // A deleted event takes its people out of org search.
  await importRows(svc, token, 'ev-2', 'k3', [{ attendee_id: 'eve', name: 'Eve Quarry', company: 'Basalt Works' }]);
  t.same(ids(await search(svc, token, { query: 'basalt', mode: 'keyword' }, null)), ['eve']);
  const gone = await svc.call('DELETE', '/events/ev-2?force=true', { token });
  t.equal(gone.status, 200);
  t.same(ids(await search(svc, token, { query: 'basalt', mode: 'keyword' }, null)), [], 'people of a deleted event vanish');
});

t.test('a review merged into a person: one item with both events', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();
  for (const id of ['ev-1', 'ev-2']) await svc.call('POST', '/events', { token, body: { event_id: id, title: id } });
  await importRows(svc, token, 'ev-1', 'base', [{ attendee_id: 'ann', name: 'Ann Lee', company: 'Acme Inc', email: 'ann@acme.io' }]);
  const run = await importRows(svc, token, 'ev-2', 'm1', [{ attendee_id: 'm', name: 'Ann Lee', company: 'Acme', email: 'ann-m@acme.io', event_goal: 'selling kelp-based packaging' }]);
  const review = run.body.progress.errors[0].review_id;
  t.same(ids(await search(svc, token, { query: 'kelp packaging', mode: 'keyword' }, null)), [], 'a held row is nobody yet');
  const merged = await svc.call('POST', `/review-queue/${review}/merge`, {
    token,
    body: { source_kind: 'attendee', source_partner_id: 'm', target_kind: 'attendee', target_partner_id: 'ann', reason: 'same person' },
  });
  t.equal(merged.status, 200);
  const org = await search(svc, token, { query: 'ann lee acme', mode: 'keyword' }, null);
  t.equal(org.body.items.length, 1, 'one person');
  t.same(org.body.items[0].events, ['ev-1', 'ev-2']);
  t.same(ids(await search(svc, token, { query: 'kelp packaging', mode: 'keyword' }, 'ev-2')), ['m'], 'the merged row is searchable at its event with the partner ID it joined with');
});
