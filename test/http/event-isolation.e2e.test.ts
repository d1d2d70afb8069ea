/**
 * An event-bound key learns nothing about the other events of its org (issue #11, finding 5):
 * not by delete, attendee detail or match reads, identity history, review candidates or merge
 * targets.
 */
import t, { type Test } from 'tap';
import { startService } from '../helpers/app.ts';
import { isError } from '../fixtures/partner.ts';
import { importRows } from './attendees.helpers.ts';
import { matchRun } from './matches.helpers.ts';

/**
 * org-a: ann is one person in ev-1 (as `ann`) and ev-2 (as `ann-2`, same e-mail); carl is only
 * in ev-2 (`only-b`); `carl-dup` in ev-1 is held for review with carl as its candidate, and
 * `ann-dup` in ev-1 with ann (who is in ev-1) as its candidate.
 */
async function world(t: Test) {
  const svc = await startService(t);
  const org = await svc.key();
  const bound = await svc.key({ event_id: 'ev-1' });
  for (const id of ['ev-1', 'ev-2']) t.equal((await svc.call('POST', '/events', { token: org, body: { event_id: id, title: id } })).status, 201);
  await importRows(svc, org, 'ev-1', 'i1', [{ attendee_id: 'ann', name: 'Ann Lee', company: 'Acme', email: 'ann@acme.io' }]);
  await importRows(svc, org, 'ev-2', 'i2', [
    { attendee_id: 'ann-2', name: 'Ann Lee', company: 'Acme', email: 'ann@acme.io' },
    { attendee_id: 'only-b', name: 'Carl Cox', title: 'Partner', company: 'Gamma', email: 'carl@gamma.io', linkedin_url: 'https://linkedin.com/in/carlcox-gamma' },
  ]);
  const held = await importRows(svc, org, 'ev-1', 'i3', [
    { attendee_id: 'carl-dup', name: 'Carl Cox', company: 'Gamma', email: 'c.cox@elsewhere.io' },
    { attendee_id: 'ann-dup', name: 'Ann Lee', company: 'Acme', email: 'ann.lee@other.io' },
  ]);
  const reviews = Object.fromEntries(held.body.progress.errors.map((e: { attendee_id: string; review_id: string }) => [e.attendee_id, e.review_id]));
  t.ok(reviews['carl-dup'] && reviews['ann-dup'], 'both rows held for review');
  return { svc, org, bound, reviews };
}

t.test('given a person only in another event, when an event-bound key deletes them from its event, then 404 ATTENDEE_NOT_FOUND without an entity_id', async (t) => {
  const { svc, org, bound } = await world(t);
  for (const url of ['/events/ev-1/attendees/only-b', '/events/ev-1/attendees/only-b?dry_run=true']) {
    const r = await svc.call('DELETE', url, { token: bound });
    isError(t, r, 404, 'ATTENDEE_NOT_FOUND', url);
    t.notOk('entity_id' in r.body, 'no entity_id');
  }
  isError(t, await svc.call('DELETE', '/events/ev-1/attendees/only-b', { token: org }), 404, 'ATTENDEE_NOT_FOUND', 'an org-wide key too: never in ev-1');
  t.equal((await svc.call('GET', '/events/ev-2/attendees/only-b', { token: org })).status, 200, 'still in ev-2');

  t.test('and by an attendee ID the person holds only in another event: 404 on every attendee route', async (t) => {
    for (const [method, url, body] of [
      ['DELETE', '/events/ev-1/attendees/ann-2', undefined],
      ['GET', '/events/ev-1/attendees/ann-2', undefined],
      ['PATCH', '/events/ev-1/attendees/ann-2', { side: 'founder' }],
      ['GET', '/events/ev-1/attendees/ann-2/readiness', undefined],
      ['GET', '/events/ev-1/attendees/ann-2/identity', undefined],
    ] as const) {
      isError(t, await svc.call(method, url, { token: bound, body }), 404, 'ATTENDEE_NOT_FOUND', `${method} ${url}`);
    }
    t.equal((await svc.call('GET', '/events/ev-1/attendees/ann', { token: bound })).status, 200, 'its own ID of the person works');
    t.equal((await svc.call('GET', '/events/ev-1/attendees/ann/readiness', { token: bound })).status, 200, 'its readiness by its own ID too');
    t.equal((await svc.call('GET', '/events/ev-1/attendees/ann/identity', { token: bound })).status, 200, 'and its identity history');
    t.equal((await svc.call('GET', '/events/ev-1/attendees/ann-2/identity', { token: org })).status, 200, 'an org-wide key may read the history by any ID of the person');
    // The match reads resolve the attendee before the run: no run yet, so its own ID reaches the run check.
    isError(t, await svc.call('GET', '/events/ev-1/attendees/ann-2/matches', { token: bound }), 404, 'ATTENDEE_NOT_FOUND', 'matches by the other ID');
    isError(t, await svc.call('GET', '/events/ev-1/matches/ann-2/ann', { token: bound }), 404, 'ATTENDEE_NOT_FOUND', 'a pair by the other ID');
    isError(t, await svc.call('GET', '/events/ev-1/attendees/ann/matches', { token: bound }), 404, 'MATCH_RUN_NOT_FOUND', 'matches by its own ID');
    isError(t, await svc.call('GET', '/events/ev-1/attendees/ann-2/matches', { token: org }), 404, 'MATCH_RUN_NOT_FOUND', 'an org-wide key may use any ID of the person');
  });

  t.test('and a repeated removal of someone who was in the event is still a no-op 200', async (t) => {
    const first = await svc.call('DELETE', '/events/ev-1/attendees/ann', { token: bound });
    t.match(first.body, { already_absent: false, deleted_at: String });
    const again = await svc.call('DELETE', '/events/ev-1/attendees/ann', { token: bound });
    t.equal(again.status, 200);
    t.match(again.body, { already_absent: true, affected: { event_attendees: 0 } });
    t.equal((await svc.call('DELETE', '/events/ev-1/attendees/ann', { token: org })).body.already_absent, true, 'for an org-wide key too');
    await svc.rebuildReadModels();
    t.equal((await svc.call('DELETE', '/events/ev-1/attendees/ann', { token: bound })).body.already_absent, true, 'and after a rebuild');
  });
});

t.test('given a person in two events, when an event-bound key reads the attendee detail, then the identity section lists only IDs of its event', async (t) => {
  const { svc, org, bound } = await world(t);
  const seen = (await svc.call('GET', '/events/ev-1/attendees/ann', { token: bound })).body.identity;
  t.same(seen.attendee_ids, ['ann']);
  t.notMatch(JSON.stringify(seen), /ann-2|ev-2/);
  const full = (await svc.call('GET', '/events/ev-1/attendees/ann', { token: org })).body.identity;
  t.same([...full.attendee_ids].sort(), ['ann', 'ann-2'], 'an org-wide key sees every ID of the person');

  t.test('and identity history shows decisions of the other event only as what they decided', async (t) => {
    const items = (await svc.call('GET', '/events/ev-1/attendees/ann/identity', { token: bound })).body.items;
    t.ok(items.length >= 2, 'decisions from both events');
    t.notMatch(JSON.stringify(items), /ann-2|ev-2|i2/, 'no ID, event or run of the other event');
  });
});

t.test('given reviews whose candidate is only in another event, when an event-bound key lists its queue, then the candidate is not shown', async (t) => {
  const { svc, org, bound, reviews } = await world(t);
  for (const url of ['/review-queue', '/events/ev-1/review-queue']) {
    const items = (await svc.call('GET', url, { token: bound })).body.items as Array<Record<string, any>>;
    const carl = items.find((i) => i.review_id === reviews['carl-dup'])!;
    t.match(carl, { partner_id: 'carl-dup', candidate: null, candidate_ref: null, remaining_candidates: 1 }, `${url}: candidate from ev-2 hidden`);
    t.notMatch(JSON.stringify(carl), /only-b|Partner|linkedin|gamma\.io/, 'nothing of the candidate');
    const ann = items.find((i) => i.review_id === reviews['ann-dup'])!;
    t.match(ann, { candidate: { display_name: 'Ann Lee', company: 'Acme' }, candidate_ref: 'ann' }, `${url}: a candidate in ev-1 is shown`);
  }
  const full = (await svc.call('GET', '/review-queue', { token: org })).body.items.find((i: { review_id: string }) => i.review_id === reviews['carl-dup']);
  t.match(full, { candidate: { display_name: 'Carl Cox', title: 'Partner', linkedin_url: String }, candidate_ref: 'only-b' }, 'an org-wide key sees the candidate');

  t.test('and the other event attendee ID is no merge target for it', async (t) => {
    const merge = { source_kind: 'attendee', source_partner_id: 'carl-dup', target_kind: 'attendee', target_partner_id: 'only-b', reason: 'same' };
    isError(t, await svc.call('POST', `/review-queue/${reviews['carl-dup']}/merge`, { token: bound, body: merge }), 404, 'PARTNER_ID_NOT_FOUND');
    t.equal((await svc.call('GET', '/review-queue', { token: org })).body.items.length, 2, 'both reviews still open');
  });
});

t.test("given a person named by an ID they hold in another event, when an org-wide key reads them in this event, then every single-attendee read echoes this event's ID", async (t) => {
  const { svc, org } = await world(t);
  // when ann (ev-1's `ann`) is named by her ev-2 ID in ev-1
  const detail = await svc.call('GET', '/events/ev-1/attendees/ann-2', { token: org });
  const readiness = await svc.call('GET', '/events/ev-1/attendees/ann-2/readiness', { token: org });
  const patched = await svc.call('PATCH', '/events/ev-1/attendees/ann-2', { token: org, body: { side: null } });
  const preview = await svc.call('DELETE', '/events/ev-1/attendees/ann-2?dry_run=true', { token: org });
  // then each answer names her by the ID of ev-1's roster, as the event's lists do
  for (const [what, r] of [['detail', detail], ['readiness', readiness], ['PATCH', patched], ['DELETE preview', preview]] as const) {
    t.equal(r.status, 200, what);
    t.equal(r.body.attendee_id, 'ann', `${what} echoes the roster's ID`);
  }
  const listed = (await svc.call('GET', '/events/ev-1/readiness', { token: org })).body.items.find((i: { entity_id: string }) => i.entity_id === readiness.body.entity_id);
  t.equal(listed.attendee_id, 'ann', 'the event readiness list names her the same way');
});

t.test("given a person of its event named by the ID they hold in another event, when an event-bound key excludes that ID from match lists, then nothing is excluded (the ID names nobody)", async (t) => {
  const { svc, org, bound } = await world(t);
  await importRows(svc, org, 'ev-1', 'i5', [
    { attendee_id: 'inv', name: 'Ivy Investor', title: 'Partner', company: 'Fund', side: 'investor', event_goal: 'I invest in seed stage fintech startups.' },
    { attendee_id: 'fin', name: 'Finn Founder', title: 'CEO', company: 'Fintech Co', side: 'founder', event_goal: 'We are raising a seed round for our fintech company.' },
  ]);
  await svc.call('PATCH', '/events/ev-1/attendees/ann', { token: org, body: { side: 'founder' } });
  await matchRun(svc, org, 'ev-1', 'm1');
  const page = (url: string, token: string) => svc.call('GET', url, { token }).then((r) => ({ status: r.status, items: r.body.items?.map((i: { target_attendee_id: string }) => i.target_attendee_id), next_cursor: r.body.next_cursor }));
  for (const url of ['/events/ev-1/attendees/inv/matches?limit=1', '/events/ev-1/matches?limit=1']) {
    // when ann is excluded by her ev-2 ID, by an ID that does not exist, and by her ev-1 ID
    const other = await page(`${url}&exclude_entity_ids[]=ann-2`, bound);
    const none = await page(`${url}&exclude_entity_ids[]=nobody-9`, bound);
    // then the other event's ID excludes nobody: answer and cursor are those of an unknown ID
    t.same(other, none, `${url}: ann-2 is an unknown ID for the bound key`);
    t.same(await page(`${url}&exclude_entity_ids[]=only-b`, bound), none, `${url}: so is an ID held only in ev-2`);
    t.notSame(await page(`${url}&exclude_entity_ids[]=ann`, bound), none, `${url}: ann's ev-1 ID excludes her`);
    t.same(await page(`${url}&exclude_entity_ids[]=ann-2`, org), await page(`${url}&exclude_entity_ids[]=ann`, org), `${url}: an org-wide key excludes her by either ID`);
  }
  const pair = await svc.call('GET', '/events/ev-1/matches/inv/ann?exclude_entity_ids[]=ann-2', { token: bound });
  t.equal(pair.status, 200, 'the pair is not hidden by the other ID');
});
