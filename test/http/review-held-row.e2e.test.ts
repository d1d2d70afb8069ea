/**
 * What a resolved review applies: the held row's side and event data, as of when it was held.
 * Writes made in the event while the review was open (a PATCH of the side, a later import row of
 * the person) stay; a row without a side never untags someone at a sided event.
 */
import t, { type Test } from 'tap';
import { startService, type TestService } from '../helpers/app.ts';
import { importRows } from './attendees.helpers.ts';

const nurse = { name: 'Imogen Reyes', company: 'Harbour Cold Chain' };

/** Imogen in ev-1 as `im` (with `first`), then her namesake row `im-2` (`held`) held for review. */
async function heldWorld(t: Test, first: Record<string, unknown>, held: Record<string, unknown>) {
  const svc = await startService(t);
  const token = await svc.key();
  await svc.call('POST', '/events', { token, body: { event_id: 'ev-1', title: 'Cold chain summit' } });
  await importRows(svc, token, 'ev-1', 'first', [
    { attendee_id: 'im', ...nurse, email: 'imogen@harbour.test', ...first },
    { attendee_id: 'vc', name: 'Tomas Berg', company: 'Quay Ventures', side: 'investor' },
  ]);
  const run = await importRows(svc, token, 'ev-1', 'held', [{ attendee_id: 'im-2', ...nurse, email: 'i.reyes@harbour.test', ...held }]);
  const review = run.body.progress.errors[0].review_id as string;
  return { svc, token, review };
}

const eventOf = async (svc: TestService, token: string, id: string) => (await svc.call('GET', `/events/ev-1/attendees/${id}?include=event`, { token })).body.event;
const accept = (svc: TestService, token: string, review: string) => svc.call('POST', `/review-queue/${review}/resolve`, { token, body: { decision: 'accept' } });
const merge = (svc: TestService, token: string, review: string) =>
  svc.call('POST', `/review-queue/${review}/merge`, { token, body: { source_kind: 'attendee', source_partner_id: 'im-2', target_kind: 'attendee', target_partner_id: 'im', reason: null } });

t.test('with nothing written since the hold, accepting applies the held row\'s side and event data', async (t) => {
  // Given Imogen as a founder with no needs, and a row of hers held as an investor who needs freight partners
  const { svc, token, review } = await heldWorld(t, { side: 'founder' }, { side: 'investor', event_needs: ['refrigerated freight partners'] });
  // When the review is accepted
  t.equal((await accept(svc, token, review)).status, 200);
  // Then the held row is her latest word: investor, with its needs
  const ev = await eventOf(svc, token, 'im');
  t.equal(ev.side, 'investor');
  t.same(ev.needs, ['refrigerated freight partners']);
  t.equal((await eventOf(svc, token, 'im-2')).side, 'investor', 'both IDs name one roster record');
});

t.test('a PATCH of the side made while the review was open is not overwritten by the held row', async (t) => {
  // Given a row of Imogen held as a founder, and her side then set to investor by a PATCH
  const { svc, token, review } = await heldWorld(t, { side: null }, { side: 'founder', event_goal: 'Meet buyers of insulated packaging' });
  t.equal((await svc.call('PATCH', '/events/ev-1/attendees/im', { token, body: { side: 'investor' } })).status, 200);
  // When the review is accepted
  const res = await accept(svc, token, review);
  t.equal(res.status, 200);
  // Then the PATCH stays, and the held row still brings what nothing newer replaced
  const ev = await eventOf(svc, token, 'im');
  t.equal(ev.side, 'investor', 'the newer PATCH wins over the older held row');
  t.equal(ev.goal, 'Meet buyers of insulated packaging');
});

t.test('a later import row of the person is not overwritten when the review is merged', async (t) => {
  // Given a row of Imogen held as a founder with a goal, then her own row re-imported as an investor with another goal
  const { svc, token, review } = await heldWorld(t, { side: 'founder' }, { side: 'founder', event_goal: 'Find a co-packer in the north', event_offers: ['cold storage audits'] });
  await importRows(svc, token, 'ev-1', 'later', [{ attendee_id: 'im', ...nurse, email: 'imogen@harbour.test', side: 'investor', event_goal: 'Back cold-chain software teams' }]);
  // When the review is resolved by merging into her
  t.equal((await merge(svc, token, review)).status, 200);
  // Then the later row's side and goal stay; the held row adds the offers nothing newer wrote
  const ev = await eventOf(svc, token, 'im');
  t.equal(ev.side, 'investor');
  t.equal(ev.goal, 'Back cold-chain software teams');
  t.same(ev.offers, ['cold storage audits']);
});

t.test('at a sided event, a held row without a side does not untag the person it joins', async (t) => {
  // Given Imogen as a founder at a sided event, and a row of hers without a side held for review
  const { svc, token, review } = await heldWorld(t, { side: 'founder' }, { event_goal: 'Compare temperature loggers' });
  // When the review is accepted
  t.equal((await accept(svc, token, review)).status, 200);
  // Then she is still a founder (untagged she would be unmatchable), with the held goal
  const ev = await eventOf(svc, token, 'im');
  t.equal(ev.side, 'founder');
  t.equal(ev.goal, 'Compare temperature loggers');
  const readiness = (await svc.call('GET', '/events/ev-1/readiness', { token })).body;
  t.equal(readiness.side_coverage?.untagged_count ?? 0, 0, 'nobody untagged');
});

t.test('distinct creates the held person with the held row\'s side', async (t) => {
  // Given a row held as an investor
  const { svc, token, review } = await heldWorld(t, { side: 'founder' }, { side: 'investor' });
  // When resolved as distinct
  const res = await svc.call('POST', `/review-queue/${review}/resolve`, { token, body: { decision: 'distinct' } });
  t.equal(res.status, 200);
  // Then the new person is an investor and Imogen stays a founder
  t.equal((await eventOf(svc, token, 'im-2')).side, 'investor');
  t.equal((await eventOf(svc, token, 'im')).side, 'founder');
  // And a rebuild of the read models agrees
  const paths = ['/events/ev-1/attendees', '/events/ev-1/attendees/im?include=event', '/events/ev-1/attendees/im-2?include=event'];
  const before = await svc.snapshot(token, paths);
  await svc.rebuildReadModels();
  t.same(await svc.snapshot(token, paths), before);
});

t.test("a later row of the held attendee replaces the held side and event data, newer than a PATCH before it", async (t) => {
  // Given a row of Imogen held as a founder with a goal, her side then PATCHed to investor
  const { svc, token, review } = await heldWorld(t, { side: 'founder' }, { side: 'founder', event_goal: 'Tour a blast-freezing plant' });
  t.equal((await svc.call('PATCH', '/events/ev-1/attendees/im', { token, body: { side: 'investor' } })).status, 200);
  // And then the held attendee's row imported again, as a founder who needs a logistics insurer
  const again = await importRows(svc, token, 'ev-1', 'again', [{ attendee_id: 'im-2', ...nurse, email: 'i.reyes@harbour.test', side: 'founder', event_needs: ['a logistics insurer'] }]);
  t.match(again.body.progress, { review_required: 1, errors: [{ attendee_id: 'im-2', code: 'REVIEW_REQUIRED', review_id: review }] });
  t.equal((await svc.call('GET', '/events/ev-1/attendees/im-2', { token })).status, 404, 'still not applied while held');
  // When the review is accepted
  t.equal((await accept(svc, token, review)).status, 200);
  // Then the latest row is applied: its side (stated after the PATCH), its needs, and the held goal it left alone
  const ev = await eventOf(svc, token, 'im');
  t.equal(ev.side, 'founder');
  t.same(ev.needs, ['a logistics insurer']);
  t.equal(ev.goal, 'Tour a blast-freezing plant');
  // And a rebuild of the read models agrees
  const paths = ['/events/ev-1/attendees', '/events/ev-1/attendees/im?include=event,goals'];
  const before = await svc.snapshot(token, paths);
  await svc.rebuildReadModels();
  t.same(await svc.snapshot(token, paths), before);
});
