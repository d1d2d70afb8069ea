/**
 * People search follows a person's profile across events: a row resolved through its own
 * mapping updates the person's profile fields org-wide (also at the other events they attend),
 * and the index must follow, for an org-wide key and for a key bound to one event.
 */
import t, { type Test } from 'tap';
import { startService, type TestService } from '../helpers/app.ts';
import { importRows } from '../http/attendees.helpers.ts';

const BOB = { attendee_id: 'e2', name: 'Bob', title: 'Engineer', company: 'Acme' };
const RENAMED = { attendee_id: 'e2', name: 'Zelda Quark', title: 'x', company: 'y' };

async function given(t: Test): Promise<{ svc: TestService; token: string }> {
  const svc = await startService(t);
  const token = await svc.key();
  for (const id of ['ev1', 'ev3']) {
    await svc.call('POST', '/events', { token, body: { event_id: id, title: id } });
    await importRows(svc, token, id, `bob-${id}`, [BOB]);
  }
  return { svc, token };
}

const search = (svc: TestService, token: string, query: string, eventId: string | null) =>
  svc.call('POST', eventId ? `/events/${eventId}/search/people` : '/search/people', { token, body: { query, mode: 'keyword' } });

async function thenSearchFollowsTheRename(t: Test, svc: TestService, token: string) {
  const org = await search(svc, token, 'Zelda', null);
  t.equal(org.status, 200);
  t.match(org.body.items, [{ attendee_id: 'e2', display_name: 'Zelda Quark', title: 'x', company: 'y', events: ['ev1', 'ev3'] }], 'the new name finds him org-wide');
  t.equal(org.body.items.length, 1);
  for (const ev of ['ev1', 'ev3']) {
    const res = await search(svc, token, 'Zelda', ev);
    t.match(res.body.items, [{ attendee_id: 'e2', display_name: 'Zelda Quark' }], `the new name finds him at ${ev}`);
    t.same((await search(svc, token, 'Bob', ev)).body.items, [], `the old name no longer finds him at ${ev}`);
  }
  t.same((await search(svc, token, 'Bob', null)).body.items, [], 'the old name no longer finds him org-wide');
}

for (const bound of [false, true]) {
  t.test(`given Bob at ev1 and ev3, when a ${bound ? 'key bound to ev3' : 'org-wide key'} imports a row renaming him, then search finds him by the new name only`, async (t) => {
    const { svc, token } = await given(t);
    // Searched once before the rename: the organisation's index exists and must follow the change.
    t.match((await search(svc, token, 'Bob', null)).body.items, [{ attendee_id: 'e2', events: ['ev1', 'ev3'] }]);
    const writer = bound ? await svc.key({ event_id: 'ev3' }) : token;
    const run = await importRows(svc, writer, 'ev3', 'rename', [RENAMED]);
    t.equal(run.body.status, 'succeeded');
    const person = await svc.call('GET', '/events/ev1/attendees/e2', { token });
    t.match(person.body, { display_name: 'Zelda Quark' }, 'the profile changed org-wide (documented rule)');
    await thenSearchFollowsTheRename(t, svc, token);
    if (bound) {
      const own = await search(svc, writer, 'Zelda', 'ev3');
      t.match(own.body.items, [{ attendee_id: 'e2', display_name: 'Zelda Quark', events: ['ev3'] }], 'the bound key finds him at its event');
      t.same((await search(svc, writer, 'Bob', 'ev3')).body.items, [], 'and not by the old name');
    }
  });
}
