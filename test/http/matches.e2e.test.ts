/**
 * The match reads of a pinned run: per attendee, event list, pair; run pinning, exclusions,
 * the goal filter, paging, the Match object, the two-sided policy, and every error code.
 */
import t, { type Test } from 'tap';
import { addAttendee } from '../../src/commands/attendees/addAttendee.ts';
import { startService, type TestService } from '../helpers/app.ts';
import { allPages, eventWithRoster, matchRun, roster } from './matches.helpers.ts';

const MATCH_FIELDS = [
  'event_id', 'match_id', 'run_id', 'principal_attendee_id', 'target_attendee_id', 'principal_entity_id', 'target_entity_id',
  'principal_id_source', 'target_id_source', 'rank', 'final_score', 'sub_scores', 'best_goal_match', 'driving_goal_pair', 'intent_strength',
  'input_hash', 'algorithm_version', 'policy_version', 'context_snapshot_id', 'freshness', 'computed_at', 'explainability',
].sort();

interface World {
  svc: TestService;
  token: string;
  run: any;
  walkIn: { entity_id: string };
  entityOf: Map<string, string>;
}

async function world(t: Test): Promise<World> {
  const svc = await startService(t);
  const token = await svc.key();
  await eventWithRoster(svc, token, 'ev', roster(30, { untagged: 2 }));
  const walkIn = await addAttendee(svc.rt.deps, { org_id: 'org-a', event_id: 'ev', name: 'Walk-in Investor', side: 'investor' });
  await svc.rt.deps.projections.catchUp();
  const run = await matchRun(svc, token, 'ev', 'm-1', { top_n: 5 });
  const entityOf = new Map<string, string>();
  for (const a of await allPages(svc, token, '/events/ev/attendees?limit=100')) entityOf.set(a.attendee_id ?? a.entity_id, a.entity_id);
  return { svc, token, run, walkIn, entityOf };
}

t.test('match reads of a pinned run', async (t) => {
  const w = await world(t);
  const { svc, token, run } = w;
  t.equal(run.status, 'succeeded');

  t.test('per attendee: the Match object, both ID forms, paging by rank', async (t) => {
    const r = await svc.call('GET', '/events/ev/attendees/p-0/matches', { token });
    t.equal(r.status, 200);
    t.match(r.body, { event_id: 'ev', attendee_id: 'p-0', entity_id: w.entityOf.get('p-0'), id_source: 'partner', run_id: run.run_id, next_cursor: null });
    t.ok(r.body.items.length > 0 && r.body.items.length <= 5);
    const m = r.body.items[0];
    t.same(Object.keys(m).sort(), MATCH_FIELDS, 'exactly the Match fields (plus rank)');
    t.match(m, {
      event_id: 'ev', run_id: run.run_id, principal_attendee_id: 'p-0', principal_entity_id: w.entityOf.get('p-0'), principal_id_source: 'partner',
      target_id_source: 'partner', rank: 1, input_hash: run.snapshot_metadata.input_hash, algorithm_version: run.version_metadata.algorithm_version,
      policy_version: run.version_metadata.policy_version, context_snapshot_id: run.snapshot_metadata.context_snapshot_id,
      freshness: { computed_at: m.computed_at }, explainability: { tier: /^(exceptional|strong|promising|explore)$/, reasons: Array },
    });
    t.equal(typeof m.final_score, 'number');
    for (const k of ['goal_complementarity', 'goal_needs_to_offers', 'goal_offers_to_needs', 'value_alignment', 'general_similarity', 'score_a_to_b', 'score_b_to_a']) t.equal(typeof m.sub_scores[k], 'number', k);
    t.notOk(JSON.stringify(r.body).match(/goal_id/), 'goal IDs never appear');
    const scores = r.body.items.map((x: any) => x.final_score);
    t.same(scores, [...scores].sort((a: number, b: number) => b - a), 'best first');

    const byEntity = await svc.call('GET', `/events/ev/attendees/${w.entityOf.get('p-0')}/matches`, { token });
    t.same(byEntity.body.items, r.body.items, 'the entity_id names the same list');
    t.equal(byEntity.body.attendee_id, 'p-0');

    const paged = await allPages(svc, token, '/events/ev/attendees/p-0/matches?limit=2');
    t.same(paged, r.body.items, 'pages of 2 join to the whole list');
    const again = await svc.call('GET', '/events/ev/attendees/p-0/matches', { token });
    t.same(again.body.items, r.body.items, 'identical reads never contradict each other');
    const ids = new Set(r.body.items.map((x: any) => x.match_id));
    t.equal(ids.size, r.body.items.length, 'match_id is unique within the run');
  });

  t.test('exclusions apply before paging on the attendee list', async (t) => {
    const full = (await svc.call('GET', '/events/ev/attendees/p-0/matches', { token })).body.items;
    const [first, second] = full;
    const url = `/events/ev/attendees/p-0/matches?exclude_entity_ids[]=${first.target_attendee_id}&exclude_entity_ids[]=${second.target_entity_id}&exclude_entity_ids[]=unknown-person&exclude_entity_ids[]=00000000-0000-4000-8000-000000000000`;
    const r = await svc.call('GET', url, { token });
    t.equal(r.status, 200);
    t.same(r.body.items.map((x: any) => x.target_entity_id), full.slice(2).map((x: any) => x.target_entity_id), 'partner ID and entity ID both exclude; unknown ones are ignored');
    const paged = await allPages(svc, token, `${url}&limit=1`);
    t.same(paged.map((x: any) => x.target_entity_id), full.slice(2).map((x: any) => x.target_entity_id), 'pages stay full');
  });

  t.test('event list: final_score descending, stable paging, exclusions, goal', async (t) => {
    const all = await allPages(svc, token, '/events/ev/matches?limit=100');
    t.equal(all.length, run.progress.pairs_emitted, 'every pair of the run');
    const scores = all.map((x) => x.final_score);
    t.same(scores, [...scores].sort((a, b) => b - a), 'ordered by final_score descending');
    t.same(Object.keys(all[0]).sort(), MATCH_FIELDS);
    const paged = await allPages(svc, token, '/events/ev/matches?limit=7');
    t.same(paged, all, 'pages of 7 join to the same list');

    const ex = all[0].principal_attendee_id;
    const without = await allPages(svc, token, `/events/ev/matches?limit=7&exclude_entity_ids[]=${ex}`);
    t.same(without, all.filter((x) => x.principal_attendee_id !== ex && x.target_attendee_id !== ex), 'excluded on either side, before paging');
    const firstPage = await svc.call('GET', `/events/ev/matches?limit=7&exclude_entity_ids[]=${ex}`, { token });
    t.equal(firstPage.body.items.length, 7, 'a filtered page is full');

    const goal = await allPages(svc, token, '/events/ev/matches?limit=20&goal=climate%20sector');
    t.ok(goal.length > 0 && goal.length < all.length, 'the goal keeps some matches');
    t.ok(goal.every((x) => x.explainability.reasons.some((r: any) => /climate/i.test(r.text))), 'kept matches name the goal words');
    // a cursor keeps its filters: reused with another goal or other exclusions it is refused, named in the other ID form it is the same
    const page1 = await svc.call('GET', `/events/ev/matches?limit=2&goal=climate%20sector&exclude_entity_ids[]=${ex}`, { token });
    const next = page1.body.next_cursor as string;
    t.ok(next, 'a first filtered page has a cursor');
    const exEntity = all.find((x) => x.principal_attendee_id === ex).principal_entity_id;
    t.equal((await svc.call('GET', `/events/ev/matches?limit=2&goal=Climate%20sectors&exclude_entity_ids[]=${exEntity}&cursor=${next}`, { token })).status, 200, 'same terms, same person by entity_id');
    for (const other of ['goal=battery', `goal=climate%20sector`, `exclude_entity_ids[]=${ex}`]) {
      const r = await svc.call('GET', `/events/ev/matches?limit=2&${other}&cursor=${next}`, { token });
      t.equal(r.body.code, 'INVALID_CURSOR', `with only ${other}`);
    }
    const own = await svc.call('GET', `/events/ev/attendees/${ex}/matches?limit=1&exclude_entity_ids[]=${all[0].target_attendee_id}`, { token });
    t.equal((await svc.call('GET', `/events/ev/attendees/${ex}/matches?limit=1&cursor=${own.body.next_cursor}`, { token })).body.code, 'INVALID_CURSOR', 'an attendee list cursor keeps its exclusions');
    const stop = await svc.call('GET', '/events/ev/matches?goal=the%20and', { token });
    t.equal(stop.body.items.length, Math.min(50, all.length), 'a goal without content words filters nothing');

    const unsupported = await svc.call('GET', '/events/ev/matches?session_id=s1', { token });
    t.equal(unsupported.status, 400);
    t.equal(unsupported.body.code, 'UNSUPPORTED_QUERY_PARAMETER');
    t.same(unsupported.body.supported_parameters, ['limit', 'cursor', 'run_id', 'goal', 'exclude_entity_ids[]', 'exclude_entity_ids']);
    t.equal((await svc.call('GET', '/events/ev/matches?sort=score', { token })).body.code, 'UNSUPPORTED_QUERY_PARAMETER');
    t.equal((await svc.call('GET', `/events/ev/matches?goal=${'a'.repeat(501)}`, { token })).body.code, 'INVALID_GOAL');
  });

  t.test('pair route: either ID form, exclusions, not in the list', async (t) => {
    const list = (await svc.call('GET', '/events/ev/attendees/p-0/matches', { token })).body.items;
    const top = list[0];
    const r = await svc.call('GET', `/events/ev/matches/p-0/${top.target_attendee_id}`, { token });
    t.equal(r.status, 200);
    const { correlation_id, ...pair } = r.body;
    t.ok(correlation_id);
    t.same(pair, top, 'the same object as in the list');
    const byEntity = await svc.call('GET', `/events/ev/matches/${w.entityOf.get('p-0')}/${top.target_entity_id}?run_id=${run.run_id}`, { token });
    t.same({ ...byEntity.body, correlation_id: null }, { ...pair, correlation_id: null });

    const excluded = await svc.call('GET', `/events/ev/matches/p-0/${top.target_attendee_id}?exclude_entity_ids[]=${top.target_entity_id}`, { token });
    t.equal(excluded.status, 404);
    t.equal(excluded.body.code, 'MATCH_NOT_FOUND');
    const sameSide = await svc.call('GET', '/events/ev/matches/p-0/p-2', { token });
    t.equal(sameSide.status, 404, 'two founders are never a pair');
    t.equal(sameSide.body.code, 'MATCH_NOT_FOUND');
    t.equal((await svc.call('GET', '/events/ev/matches/p-0/nobody', { token })).body.code, 'ATTENDEE_NOT_FOUND');
    t.equal((await svc.call('GET', '/events/ev/matches/nobody/p-1', { token })).body.code, 'ATTENDEE_NOT_FOUND');
  });

  t.test('two-sided policy: an untagged attendee is in nobody\'s list', async (t) => {
    const own = await svc.call('GET', '/events/ev/attendees/p-u0/matches', { token });
    t.equal(own.status, 200);
    t.same(own.body.items, [], 'an untagged attendee at a sided event gets an empty list');
    const all = await allPages(svc, token, '/events/ev/matches?limit=100');
    const untagged = new Set([w.entityOf.get('p-u0'), w.entityOf.get('p-u1')]);
    t.notOk(all.some((x) => untagged.has(x.principal_entity_id) || untagged.has(x.target_entity_id)), 'in nobody\'s list nor the event list');
    t.ok(all.every((x) => (x.principal_attendee_id ?? '').startsWith('p-') || x.principal_id_source === 'meshi'));
    const pair = await svc.call('GET', '/events/ev/matches/p-1/p-u0', { token });
    t.equal(pair.status, 404);
    t.equal(pair.body.code, 'MATCH_NOT_FOUND');
  });

  t.test('people without a partner mapping take part with null attendee IDs and id_source meshi', async (t) => {
    const r = await svc.call('GET', `/events/ev/attendees/${w.walkIn.entity_id}/matches`, { token });
    t.equal(r.status, 200);
    t.match(r.body, { attendee_id: null, entity_id: w.walkIn.entity_id, id_source: 'meshi' });
    for (const m of r.body.items) t.match(m, { principal_attendee_id: null, principal_id_source: 'meshi' });
    const all = await allPages(svc, token, '/events/ev/matches?limit=100');
    const asTarget = all.filter((x) => x.target_entity_id === w.walkIn.entity_id);
    for (const m of asTarget) t.match(m, { target_attendee_id: null, target_id_source: 'meshi' });
    t.ok(r.body.items.length + asTarget.length > 0, 'the walk-in is matched as principal or target');
  });

  t.test('exclusion cap: over 500 values is 400 on all three routes', async (t) => {
    const many = Array.from({ length: 501 }, (_, i) => `exclude_entity_ids[]=x${i}`).join('&');
    for (const url of ['/events/ev/attendees/p-0/matches', '/events/ev/matches', '/events/ev/matches/p-0/p-1']) {
      const r = await svc.call('GET', `${url}?${many}`, { token });
      t.equal(r.status, 400, url);
      t.equal(r.body.code, 'TOO_MANY_EXCLUDE_ENTITY_IDS', url);
    }
    const mixed = `${Array.from({ length: 300 }, (_, i) => `exclude_entity_ids[]=x${i}`).join('&')}&${Array.from({ length: 201 }, (_, i) => `exclude_entity_ids=y${i}`).join('&')}`;
    t.equal((await svc.call('GET', `/events/ev/matches?${mixed}`, { token })).body.code, 'TOO_MANY_EXCLUDE_ENTITY_IDS', 'both spellings count together');
    const fine = Array.from({ length: 500 }, (_, i) => `exclude_entity_ids[]=x${i}`).join('&');
    t.equal((await svc.call('GET', `/events/ev/matches?${fine}`, { token })).status, 200, '500 is allowed');
  });

  t.test('run pinning and not-found codes', async (t) => {
    for (const url of ['/events/ev/attendees/p-0/matches', '/events/ev/matches', '/events/ev/matches/p-0/p-1']) {
      // Any run_id that is not a match run of the event is 404 MATCH_RUN_NOT_FOUND, however long (129 characters used to be 400 INVALID_QUERY_PARAMETER).
      for (const bad of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', 'x'.repeat(129), 'y'.repeat(3000)]) {
        const r = await svc.call('GET', `${url}?run_id=${bad}`, { token });
        t.equal(r.status, 404, `${url} ${bad.slice(0, 40)}`);
        t.equal(r.body.code, 'MATCH_RUN_NOT_FOUND');
        t.ok(r.body.message.length < 200, 'the message does not echo a long value whole');
      }
      // Given an event with a finished match run, when run_id is sent empty (a URL template with an unset value),
      // then it is 404 MATCH_RUN_NOT_FOUND as any non-UUID, and the message does not claim the event has no finished run.
      const empty = await svc.call('GET', `${url}?run_id=`, { token });
      t.equal(empty.status, 404, `${url} empty run_id`);
      t.equal(empty.body.code, 'MATCH_RUN_NOT_FOUND');
      t.notMatch(empty.body.message, /no finished match run/, 'an empty run_id is not reported as a missing run of the event');
      t.match(empty.body.message, /run_id is empty/);
      const importRun = (await svc.call('GET', '/runs?kind=import', { token })).body.items[0].run_id;
      t.equal((await svc.call('GET', `${url}?run_id=${importRun}`, { token })).body.code, 'MATCH_RUN_NOT_FOUND', 'an import run is no match run');
    }
    t.equal((await svc.call('GET', '/events/nope/matches', { token })).body.code, 'EVENT_NOT_FOUND');
    t.equal((await svc.call('GET', '/events/nope/attendees/p-0/matches', { token })).body.code, 'EVENT_NOT_FOUND');
    t.equal((await svc.call('GET', '/events/nope/matches/p-0/p-1', { token })).body.code, 'EVENT_NOT_FOUND');
    t.equal((await svc.call('GET', '/events/ev/attendees/nobody/matches', { token })).body.code, 'ATTENDEE_NOT_FOUND');
    t.equal((await svc.call('GET', '/events/bad%20id/matches', { token })).body.code, 'INVALID_PARTNER_ID');
    t.equal((await svc.call('GET', '/events/ev/attendees/bad%20id/matches', { token })).body.code, 'INVALID_PARTNER_ID');
    t.equal((await svc.call('GET', '/events/ev/matches/p-0/bad%20id', { token })).body.code, 'INVALID_PARTNER_ID');

    // A run of another event of the org is not found here; another org sees nothing.
    await eventWithRoster(svc, token, 'ev2', roster(6, { prefix: 'q' }));
    const other = await matchRun(svc, token, 'ev2', 'm-ev2');
    t.equal((await svc.call('GET', `/events/ev/matches?run_id=${other.run_id}`, { token })).body.code, 'MATCH_RUN_NOT_FOUND');
    t.equal((await svc.call('GET', '/events/ev/matches', { token })).body.run_id, run.run_id, 'the latest run of this event, not of the org');
    const stranger = await svc.key({ org_id: 'org-b' });
    t.equal((await svc.call('GET', `/events/ev/matches?run_id=${run.run_id}`, { token: stranger })).body.code, 'EVENT_NOT_FOUND');
    const bound = await svc.key({ event_id: 'ev2' });
    t.equal((await svc.call('GET', '/events/ev/matches', { token: bound })).body.code, 'EVENT_NOT_FOUND');
    t.equal((await svc.call('GET', '/events/ev2/matches', { token: bound })).status, 200);

    // Before any match run of an event.
    await svc.call('POST', '/events', { token, body: { event_id: 'empty', title: 'Empty' } });
    t.equal((await svc.call('GET', '/events/empty/matches', { token })).body.code, 'MATCH_RUN_NOT_FOUND');
  });
});

t.test('open networking: no sides, everyone may match', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();
  const rows = roster(8).map((r) => ({ ...r, side: null }));
  await eventWithRoster(svc, token, 'open', rows);
  const run = await matchRun(svc, token, 'open', 'o-1', { top_n: 3 });
  t.equal(run.snapshot_metadata.policy, 'open');
  t.same(run.snapshot_metadata.roster, { total: 8, founder: 0, investor: 0, untagged: 8 });
  const all = await allPages(svc, token, '/events/open/matches');
  t.ok(all.length > 0);
  t.ok(all.some((x) => x.principal_attendee_id === 'p-0' || x.target_attendee_id === 'p-0'));
});

t.test('people of the same company (names normalised) are never matched with each other', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();
  const rows = [
    ...roster(10),
    { attendee_id: 'acme-f', name: 'Fay Founder', title: 'CEO', company: 'Acme Inc.', side: 'founder', event_goal: 'We are raising a seed round for our fintech company and want investors who back fintech.' },
    { attendee_id: 'acme-i', name: 'Ivo Investor', title: 'Partner', company: 'ACME', side: 'investor', event_goal: 'I invest in seed stage fintech startups and look for strong founders.' },
  ];
  await eventWithRoster(svc, token, 'ev', rows);
  const run = await matchRun(svc, token, 'ev', 'co', { top_n: 10 });
  t.equal(run.status, 'succeeded');
  const founder = await svc.call('GET', '/events/ev/attendees/acme-f/matches', { token });
  t.ok(founder.body.items.length > 0, 'the founder has matches');
  t.notOk(founder.body.items.some((m: any) => m.target_attendee_id === 'acme-i'), 'but not the investor of the same company');
  const investor = await svc.call('GET', '/events/ev/attendees/acme-i/matches', { token });
  t.notOk(investor.body.items.some((m: any) => m.target_attendee_id === 'acme-f'));
  t.equal((await svc.call('GET', '/events/ev/matches/acme-f/acme-i', { token })).body.code, 'MATCH_NOT_FOUND');
});
