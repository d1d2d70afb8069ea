import t, { type Test } from 'tap';
import { startService } from '../helpers/app.ts';
import { importRows } from './attendees.helpers.ts';
import { addAttendee } from '../../src/commands/attendees/addAttendee.ts';


async function setup(t: Test) {
  const svc = await startService(t);
  const token = await svc.key();
  for (const id of ['ev-1', 'ev-2']) await svc.call('POST', '/events', { token, body: { event_id: id, title: id } });
  return { svc, token };
}

t.test('roster list: partner rows first, then internal rows by entity_id; paging', async (t) => {
  const { svc, token } = await setup(t);
  await importRows(svc, token, 'ev-1', 'k1', [
    { attendee_id: 'b', name: 'Bea', company: 'Acme', title: 'CTO', side: 'founder', event_needs: ['capital'] },
    { attendee_id: 'a', name: 'Al', email: 'al@x.io' },
  ]);
  const m1 = await addAttendee(svc.rt.deps, { org_id: 'org-a', event_id: 'ev-1', name: 'Walk-in One' });
  const m2 = await addAttendee(svc.rt.deps, { org_id: 'org-a', event_id: 'ev-1', name: 'Walk-in Two', side: 'investor' });
  await svc.rt.deps.projections.catchUp();
  const list = await svc.call('GET', '/events/ev-1/attendees', { token });
  t.equal(list.status, 200);
  t.same(
    list.body.items.map((i: { attendee_id: string | null }) => i.attendee_id),
    ['a', 'b', null, null],
  );
  t.same(list.body.items.slice(2).map((i: { entity_id: string }) => i.entity_id), [m1.entity_id, m2.entity_id].sort());
  const meshi = list.body.items[2];
  t.equal(meshi.id_source, 'meshi');
  const b = list.body.items[1];
  t.match(b, { entity_id: /^[0-9a-f-]{36}$/, id_source: 'partner', event_id: 'ev-1', display_name: 'Bea', title: 'CTO', company: 'Acme' });
  t.same(b.event, { role_at_event: null, side: 'founder', visibility: null, goal: null, needs: ['capital'], offers: null, onboarded_at: null, joined_at: b.event.joined_at });
  t.same(b.identity, { review_required: false, open_review_count: 0 });
  t.notOk(JSON.stringify(list.body).includes('al@x.io'), 'no e-mail in the roster');

  const p1 = await svc.call('GET', '/events/ev-1/attendees?limit=3', { token });
  t.equal(p1.body.items.length, 3);
  const p2 = await svc.call('GET', `/events/ev-1/attendees?limit=3&cursor=${p1.body.next_cursor}`, { token });
  t.equal(p2.body.items.length, 1);
  t.equal(p2.body.next_cursor, null);
  t.equal((await svc.call('GET', '/events/nope/attendees', { token })).body.code, 'EVENT_NOT_FOUND');
  t.equal((await svc.call('GET', '/events/bad id/attendees', { token })).body.code, 'INVALID_PARTNER_ID');

  // The meshi attendee is reached by entity_id on PATCH and DELETE, never on the detail route.
  t.equal((await svc.call('GET', `/events/ev-1/attendees/${m1.entity_id}`, { token })).body.code, 'ATTENDEE_NOT_FOUND');
  const patched = await svc.call('PATCH', `/events/ev-1/attendees/${m1.entity_id}`, { token, body: { side: 'founder' } });
  t.same(patched.body, { event_id: 'ev-1', attendee_id: null, entity_id: m1.entity_id, id_source: 'meshi', side: 'founder', correlation_id: patched.body.correlation_id });
  const del = await svc.call('DELETE', `/events/ev-1/attendees/${m1.entity_id}`, { token });
  t.equal(del.body.already_absent, false);
  t.equal(del.body.attendee_id, null, 'an internal attendee has no partner ID to name');
  t.equal(del.body.entity_id, m1.entity_id);
});

t.test('an operator add of a known e-mail neither renames the person nor untags their side', async (t) => {
  // Given a partner attendee with a name, a profile and a side at the event
  const { svc, token } = await setup(t);
  await importRows(svc, token, 'ev-1', 'k1', [{ attendee_id: 'ann', name: 'Ann Lee', company: 'Acme', email: 'ann@acme.io', side: 'founder' }]);
  // When an operator adds a walk-in with Ann's e-mail, once without a side and once to another event
  const same = await addAttendee(svc.rt.deps, { org_id: 'org-a', event_id: 'ev-1', name: 'Walk In', email: 'ANN@acme.io' });
  const other = await addAttendee(svc.rt.deps, { org_id: 'org-a', event_id: 'ev-2', name: 'Walk In', email: 'ann@acme.io' });
  await svc.rt.deps.projections.catchUp();
  // Then it is Ann, still called Ann, still a founder at ev-1, and untagged where she just joined
  t.match(same, { attendee_id: 'ann', minted: false, joined: false });
  t.match(other, { attendee_id: 'ann', minted: false, joined: true });
  const d = await svc.call('GET', '/events/ev-1/attendees/ann?include=profile,event', { token });
  t.equal(d.body.display_name, 'Ann Lee', 'an add through an anchor only fills what the person lacks');
  t.equal(d.body.profile.company, 'Acme');
  t.equal(d.body.event.side, 'founder', 'an add without --side keeps the side the person has at the event');
  t.equal((await svc.call('GET', '/events/ev-2/attendees/ann?include=event', { token })).body.event.side, null);
  // And an explicit side still applies
  await addAttendee(svc.rt.deps, { org_id: 'org-a', event_id: 'ev-1', name: 'Walk In', email: 'ann@acme.io', side: 'investor' });
  await svc.rt.deps.projections.catchUp();
  t.equal((await svc.call('GET', '/events/ev-1/attendees/ann?include=event', { token })).body.event.side, 'investor');
});

t.test('attendee IDs are org-wide: one person across events, another person in another org', async (t) => {
  const { svc, token } = await setup(t);
  const other = await svc.key({ org_id: 'org-b' });
  await svc.call('POST', '/events', { token: other, body: { event_id: 'ev-1', title: 'b' } });
  await importRows(svc, token, 'ev-1', 'k1', [{ attendee_id: 'p1', name: 'Pat' }]);
  const second = await importRows(svc, token, 'ev-2', 'k2', [{ attendee_id: 'p1', name: 'Pat' }]);
  t.match(second.body.progress, { created: 0, mapped: 1, event_added: 1 });
  const third = await importRows(svc, other, 'ev-1', 'k1', [{ attendee_id: 'p1', name: 'Pat' }]);
  t.match(third.body.progress, { created: 1 });
  const e1 = (await svc.call('GET', '/events/ev-1/attendees/p1', { token })).body.entity_id;
  const e2 = (await svc.call('GET', '/events/ev-2/attendees/p1', { token })).body.entity_id;
  const eb = (await svc.call('GET', '/events/ev-1/attendees/p1', { token: other })).body.entity_id;
  t.equal(e1, e2);
  t.not(e1, eb);
  t.equal((await svc.call('GET', '/id-map/attendee/p1', { token })).status, 200);
  const bound = await svc.key({ event_id: 'ev-2' });
  t.equal((await svc.call('GET', '/id-map/attendee/p1', { token: bound })).status, 200);
});

t.test('import reapplies side; omitted intent axes keep their values', async (t) => {
  const { svc, token } = await setup(t);
  await importRows(svc, token, 'ev-1', 'k1', [{ attendee_id: 'p', name: 'P', side: 'founder', event_goal: 'raise', event_needs: ['money'], event_offers: ['equity'] }]);
  await importRows(svc, token, 'ev-1', 'k2', [{ attendee_id: 'p', name: 'P', event_needs: ['talent'] }]);
  const d = await svc.call('GET', '/events/ev-1/attendees/p?include=event,goals', { token });
  t.match(d.body.event, { side: null, goal: 'raise', needs: ['talent'], offers: ['equity'] });
  t.same(d.body.goals, { event_goal: 'raise', needs: ['talent'], offers: ['equity'], needs_source: 'explicit', offers_source: 'explicit', derived: null });
});

t.test('detail include sections and INVALID_INCLUDE', async (t) => {
  const { svc, token } = await setup(t);
  await importRows(svc, token, 'ev-1', 'k1', [{ attendee_id: 'p', name: 'P', email: 'p@x.io', linkedin_url: 'https://linkedin.com/in/p', raw_data: { crm: 1 } }]);
  const all = await svc.call('GET', '/events/ev-1/attendees/p?include=profile,event,identity,brief,traits,goals,readiness', { token });
  t.equal(all.status, 200);
  t.match(all.body, { attendee_id: 'p', id_source: 'partner', display_name: 'P' });
  t.same(all.body.profile, { display_name: 'P', title: null, company: null, linkedin_url: 'https://linkedin.com/in/p', email_on_file: true, raw_data: { crm: 1 } });
  t.match(all.body.identity, { review_required: false, open_review_count: 0, attendee_ids: ['p'], last_decision: { decision: 'new_person' } });
  t.match(all.body.readiness, { intent_present: false, missing: ['event_goal'] });
  t.same(all.body.traits, { items: [] });
  t.notOk(JSON.stringify(all.body).includes('p@x.io'));
  const def = await svc.call('GET', '/events/ev-1/attendees/p', { token });
  t.ok(def.body.profile && def.body.event && def.body.identity);
  t.notOk(def.body.goals);
  const only = await svc.call('GET', '/events/ev-1/attendees/p?include=goals', { token });
  t.notOk(only.body.profile);
  t.equal((await svc.call('GET', '/events/ev-1/attendees/p?include=bogus', { token })).body.code, 'INVALID_INCLUDE');
  t.equal((await svc.call('GET', '/events/ev-1/attendees/nobody', { token })).body.code, 'ATTENDEE_NOT_FOUND');
  t.equal((await svc.call('GET', '/events/ev-2/attendees/p', { token })).body.code, 'ATTENDEE_NOT_FOUND');
});

t.test('PATCH side only; records a due rescore', async (t) => {
  const { svc, token } = await setup(t);
  await importRows(svc, token, 'ev-1', 'k1', [{ attendee_id: 'p', name: 'P', side: 'founder' }]);
  const ok = await svc.call('PATCH', '/events/ev-1/attendees/p', { token, body: { side: 'investor' } });
  t.equal(ok.status, 200);
  t.match(ok.body, { event_id: 'ev-1', attendee_id: 'p', id_source: 'partner', side: 'investor' });
  const d = await svc.call('GET', '/events/ev-1/attendees/p?include=event', { token });
  t.match(d.body.event, { side: 'investor', rescore_due: true });
  t.equal((await svc.call('PATCH', '/events/ev-1/attendees/p', { token, body: { side: null } })).body.side, null);
  const byEntity = await svc.call('PATCH', `/events/ev-1/attendees/${ok.body.entity_id}`, { token, body: { side: 'founder' } });
  t.equal(byEntity.body.attendee_id, 'p');
  const cases: Array<[unknown, string]> = [
    [{ side: 'Founder' }, 'INVALID_ATTENDEE_SIDE'],
    [{ side: 3 }, 'INVALID_ATTENDEE_SIDE'],
    [{}, 'INVALID_ATTENDEE_UPDATE'],
    [{ side: 'founder', name: 'x' }, 'INVALID_ATTENDEE_UPDATE'],
    [{ name: 'x' }, 'INVALID_ATTENDEE_UPDATE'],
  ];
  for (const [body, code] of cases) t.equal((await svc.call('PATCH', '/events/ev-1/attendees/p', { token, body })).body.code, code, JSON.stringify(body));
  t.equal((await svc.call('PATCH', '/events/ev-1/attendees/p', { token, body: '{"side":' })).body.code, 'INVALID_JSON');
  t.equal((await svc.call('PATCH', '/events/ev-1/attendees/zz', { token, body: { side: null } })).body.code, 'ATTENDEE_NOT_FOUND');
  t.equal((await svc.call('PATCH', '/events/nope/attendees/p', { token, body: { side: null } })).body.code, 'EVENT_NOT_FOUND');
});

t.test('DELETE: dry run, removal, repeat; person and mapping retained', async (t) => {
  const { svc, token } = await setup(t);
  await importRows(svc, token, 'ev-1', 'k1', [{ attendee_id: 'p', name: 'P' }, { attendee_id: 'q', name: 'Q' }]);
  const dry = await svc.call('DELETE', '/events/ev-1/attendees/p?dry_run=true', { token });
  t.match(dry.body, { event_id: 'ev-1', attendee_id: 'p', already_absent: false, retained_person: true, dry_run: true, affected: { event_attendees: 1, session_participants: 0 } });
  t.notOk('deleted_at' in dry.body);
  t.equal((await svc.call('GET', '/events/ev-1/attendees', { token })).body.items.length, 2);
  const del = await svc.call('DELETE', '/events/ev-1/attendees/p', { token });
  t.match(del.body, { already_absent: false, affected: { event_attendees: 1 } });
  t.ok(del.body.deleted_at);
  const again = await svc.call('DELETE', '/events/ev-1/attendees/p', { token });
  t.match(again.body, { already_absent: true, affected: { event_attendees: 0, session_participants: 0 } });
  t.notOk('deleted_at' in again.body);
  t.same((await svc.call('GET', '/events/ev-1/attendees', { token })).body.items.map((i: { attendee_id: string }) => i.attendee_id), ['q']);
  t.equal((await svc.call('GET', '/id-map/attendee/p', { token })).status, 200, 'the mapping stays');
  const ev = await svc.call('DELETE', '/events/ev-1?dry_run=true', { token });
  t.equal(ev.body.affected.event_attendees, 1, 'event delete counts see the removal');
  const back = await importRows(svc, token, 'ev-1', 'k2', [{ attendee_id: 'p', name: 'P' }]);
  t.match(back.body.progress, { mapped: 1, event_added: 1, created: 0 }, 'the same person comes back');
  t.equal((await svc.call('DELETE', '/events/ev-1/attendees/nobody', { token })).body.code, 'ATTENDEE_NOT_FOUND');

  // Addressed by entity_id, the answer names the partner ID, not the entity id.
  const q = (await svc.call('GET', '/events/ev-1/attendees', { token })).body.items.find((i: { attendee_id: string }) => i.attendee_id === 'q');
  const byEntity = await svc.call('DELETE', `/events/ev-1/attendees/${q.entity_id}`, { token });
  t.match(byEntity.body, { attendee_id: 'q', entity_id: q.entity_id, already_absent: false });
});

t.test('an internally added attendee: the readiness hint names the way in, and their entity_id cannot become someone else\'s attendee_id', async (t) => {
  const { svc, token } = await setup(t);
  // Given a walk-in added by an operator with an e-mail and no goal
  const walkIn = await addAttendee(svc.rt.deps, { org_id: 'org-a', event_id: 'ev-1', name: 'Walk In', email: 'walk@in.io' });
  await svc.rt.deps.projections.catchUp();
  // When the partner reads their readiness by entity_id
  const ready = await svc.call('GET', `/events/ev-1/attendees/${walkIn.entity_id}/readiness`, { token });
  // Then the hint asks for a row of the partner's own ID carrying the walk-in's e-mail or LinkedIn URL
  t.ok(ready.body.readiness.recommended_actions.some((a: string) => a.startsWith('PUT /events/ev-1/attendees:import with event_goal') && a.includes(`e-mail or LinkedIn URL of ${walkIn.entity_id}`)));
  // When another person is imported under the walk-in's entity_id, and the walk-in under it with their own e-mail
  const run = await importRows(svc, token, 'ev-1', 'k-spell', [
    { attendee_id: walkIn.entity_id.toUpperCase(), name: 'Somebody Else', event_goal: 'meet investors' },
    { attendee_id: walkIn.entity_id, name: 'Walk In', email: 'walk@in.io', event_goal: 'meet founders' },
  ]);
  // Then the first row is refused and the second maps the ID to the walk-in
  t.match(run.body, { status: 'partial', error: { code: 'PARTIAL_IMPORT' }, progress: { created: 0, reused: 1, error_count: 1 } });
  t.same(run.body.progress.errors.map((e: { row: number; code: string }) => [e.row, e.code]), [[0, 'ATTENDEE_ID_CONFLICT']]);
  // And every path form still names the walk-in
  await svc.rt.deps.projections.catchUp();
  for (const id of [walkIn.entity_id, walkIn.entity_id.toUpperCase()]) {
    const d = await svc.call('GET', `/events/ev-1/attendees/${id}/readiness`, { token });
    t.equal(d.status, 200);
    t.equal(d.body.attendee_id === null ? walkIn.entity_id : d.body.attendee_id.toLowerCase(), walkIn.entity_id);
  }
  t.equal((await svc.call('GET', '/events/ev-1/attendees', { token })).body.items.length, 1, 'nobody else joined');
});
