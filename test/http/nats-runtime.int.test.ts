import t from 'tap';
import { natsForTest } from '../helpers/nats.ts';
import { startService } from '../helpers/app.ts';
import { importRows, pollRun } from './attendees.helpers.ts';

// The whole service with its work notices on a real NATS JetStream server instead of the
// in-process bus: runs are queued by the routes and finished by the workers through NATS.
const lookup = await natsForTest();
if (!lookup.ok) {
  void t.skip(`service on NATS: ${lookup.reason} — cannot run here`, () => {});
} else {
  const { nats } = lookup;
  t.teardown(() => nats.stop());

  void t.test(`given the service on NATS (${nats.url}), when runs are queued, then workers finish them`, async (t) => {
    const svc = await startService(t, { NATS_URL: nats.url });
    t.equal(svc.rt.deps.adapters.bus, 'nats');
    const token = await svc.key();
    t.equal((await svc.call('POST', '/events', { token, body: { event_id: 'ev-nats', title: 'On NATS' } })).status, 201);

    const rows = Array.from({ length: 40 }, (_, i) => ({ attendee_id: `n-${i}`, name: `Person ${i}`, company: `Co ${i}` }));
    const run = await importRows(svc, token, 'ev-nats', `nats-import-${Date.now()}`, rows);
    t.equal(run.body.status, 'succeeded');
    t.match(run.body.progress, { total: 40, processed: 40, created: 40, event_added: 40 });
    const roster = await svc.call('GET', '/events/ev-nats/attendees?limit=100', { token });
    t.equal(roster.body.items.length, 40);

    const recorded = await svc.call('POST', '/runs', { token, body: { kind: 'match', idempotency_key: `nats-record-${Date.now()}` } });
    t.equal(recorded.status, 201);
    t.equal((await pollRun(svc, token, recorded.body.run_id)).body.status, 'succeeded');
  });
}
