import t from 'tap';
import { natsForTest } from '../helpers/nats.ts';
import { startService } from '../helpers/app.ts';
import { importRows } from '../http/attendees.helpers.ts';
import { enrich, intentEvents, settledIntents } from './helpers.ts';

// Enrichment with its work notices (the run and the attendee-level readings) on a real NATS
// JetStream server instead of the in-process bus, readings in two reader threads (the default on two cores).
const lookup = await natsForTest();
if (!lookup.ok) {
  void t.skip(`enrichment on NATS: ${lookup.reason} — cannot run here`, () => {});
} else {
  const { nats } = lookup;
  t.teardown(() => nats.stop());

  void t.test(`given the service on NATS (${nats.url}), when enrichment runs, then every attendee is read once`, async (t) => {
    const svc = await startService(t, { NATS_URL: nats.url, INTENT_READER_THREADS: '2' });
    t.equal(svc.rt.deps.adapters.bus, 'nats');
    const token = await svc.key();
    await svc.call('POST', '/events', { token, body: { event_id: 'ev-nats', title: 'On NATS' } });
    const rows = Array.from({ length: 40 }, (_, i) => ({ attendee_id: `n-${i}`, name: `Person ${i}`, title: 'Founder', company: `Co ${i}`, event_goal: i % 2 ? 'Raising a pre-seed round' : 'Hiring a designer' }));
    await importRows(svc, token, 'ev-nats', `nats-import-${Date.now()}`, rows);
    const run = await enrich(svc, token, 'ev-nats', `nats-enrich-${Date.now()}`);
    t.match(run.body, { status: 'succeeded', progress: { total: 40, processed: 40, enrichment_requested: 40, skipped: 0 } });
    await settledIntents(svc, 'org-a', 'ev-nats');
    const ready = await svc.call('GET', '/events/ev-nats/readiness', { token });
    t.match(ready.body.intent_processing, { pending_count: 0, failed_count: 0 });
    t.equal(ready.body.match_readiness.ready_count, 40);
    const one = ready.body.items[0].entity_id;
    t.same(await intentEvents(svc, 'org-a', 'ev-nats', one), { AttendeeIntentRequested: 1, AttendeeIntentDerived: 1 });
  });
}
