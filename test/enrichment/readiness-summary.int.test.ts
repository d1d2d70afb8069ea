import t, { type Test } from 'tap';
import { startService, type TestService } from '../helpers/app.ts';
import { importRows } from '../http/attendees.helpers.ts';
import { enrich, settledIntents } from './helpers.ts';
import { factsOf } from '../../src/commands/intents/inputs.ts';
import { attendeeReadiness, eventSummary, rosterContext } from '../../src/domain/readiness.ts';
import { readinessProjector, SUMMARIES, summaryId } from '../../src/projections/readiness.ts';
import type { RosterDoc } from '../../src/projections/roster.ts';
import { attendeeFactsOf, eventSummaryOf } from '../../src/queries/readiness/facts.ts';

const ORG = 'org-a';

/** The event summary computed the slow way: every roster row read and judged. */
async function scanned(svc: TestService, eventId: string) {
  const rows = await svc.rt.deps.read.find<RosterDoc>('event_attendees', { where: { org_id: ORG, event_id: eventId }, sort: [['roster_key', 1]] });
  const facts = (await factsOf(svc.rt.deps.read, ORG, eventId, rows)).map(attendeeFactsOf);
  const ctx = rosterContext(eventId, facts);
  return eventSummary(ctx, facts, facts.map((f) => attendeeReadiness(f, ctx)));
}

const settle = async (svc: TestService) => svc.rt.deps.projections.waitFor(await svc.rt.deps.store.headPosition(), 10_000);

async function sameAsScan(t: Test, svc: TestService, eventId: string, when: string) {
  await settle(svc);
  const fromModel = (await eventSummaryOf(svc.rt.deps, ORG, eventId)).summary;
  t.same(fromModel, await scanned(svc, eventId), `${when}: the read model's summary equals a full roster scan`);
}

t.test('the readiness summary read model follows imports, readings, side changes, profile changes and removals', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();
  await svc.call('POST', '/events', { token, body: { event_id: 'ev', title: 'Demo' } });
  await svc.call('POST', '/events', { token, body: { event_id: 'ev2', title: 'Other' } });

  // given a mixed roster: sided and untagged, with and without goals and profiles
  await importRows(svc, token, 'ev', 'imp-1', [
    { attendee_id: 'f1', name: 'Fay One', title: 'CEO', company: 'Fintechly', side: 'founder', event_goal: 'Raising a seed round for our payments startup' },
    { attendee_id: 'f2', name: 'Finn Two', side: 'founder', event_goal: 'Looking for pilot customers in logistics' },
    { attendee_id: 'i1', name: 'Ivy Inv', title: 'Partner', company: 'Northwind Ventures', side: 'investor', event_offers: ['seed investment in fintech'] },
    { attendee_id: 'u1', name: 'Uma Untagged', title: 'CTO', company: 'Cloudy' },
    { attendee_id: 'x1', name: 'Xan Blank' },
  ]);
  await importRows(svc, token, 'ev2', 'imp-2', [{ attendee_id: 'f1', name: 'Fay One', title: 'CEO', company: 'Fintechly', event_goal: 'Meeting angels' }]);
  await sameAsScan(t, svc, 'ev', 'after the import');

  // when readings run
  await enrich(svc, token, 'ev', 'en-1');
  await settledIntents(svc, ORG, 'ev');
  await sameAsScan(t, svc, 'ev', 'after the readings');
  const afterReadings = await eventSummaryOf(svc.rt.deps, ORG, 'ev');
  t.equal(afterReadings.summary.intent_processing.pending_count, 0);
  t.ok(afterReadings.ctx.derived_by_side.any > 0, 'derived readings are counted');

  // when a side changes, a profile changes (a person-level change seen in both events) and someone leaves
  t.equal((await svc.call('PATCH', '/events/ev/attendees/u1', { token, body: { side: 'investor' } })).status, 200);
  await importRows(svc, token, 'ev2', 'imp-3', [{ attendee_id: 'f1', name: 'Fay One', title: 'Chief Executive', company: 'Fintechly Group', event_goal: 'Meeting angels' }]);
  t.equal((await svc.call('DELETE', '/events/ev/attendees/x1', { token })).status, 200);
  await sameAsScan(t, svc, 'ev', 'after a side change, a profile change in another event and a removal');
  await sameAsScan(t, svc, 'ev2', 'the other event');
  const s = (await eventSummaryOf(svc.rt.deps, ORG, 'ev')).summary;
  t.match(s.side_coverage, { policy_active: true, founder_count: 2, investor_count: 2, untagged_count: 0 });
  // f1's changed profile is read again without being asked (the reactor), in both events' counts
  await settledIntents(svc, ORG, 'ev');
  await sameAsScan(t, svc, 'ev', 'after the new reading');

  // when every event of the log is applied again, the counts do not move
  const before = await svc.rt.deps.read.get(SUMMARIES, summaryId(ORG, 'ev'));
  const log = await svc.rt.deps.store.readAll({ maxCount: 10_000 });
  await svc.rt.deps.read.transact(async (tx) => {
    for (const e of log) await readinessProjector.apply(e, tx);
  });
  t.same(await svc.rt.deps.read.get(SUMMARIES, summaryId(ORG, 'ev')), before, 'replaying the log changes nothing');
});
