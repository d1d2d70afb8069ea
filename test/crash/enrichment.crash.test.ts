/**
 * kill -9 the server while attendee readings run (or stop it with SIGTERM, which abandons the
 * readings in flight); after a restart every attendee ends derived, none stays pending, and no
 * attendee gets a second outcome (counted in the log).
 */
import t, { type Test } from 'tap';
import { openRuntime } from '../../src/runtime.ts';
import { crashHarness } from './harness.ts';

const GOALS = ['Raising a seed round for', 'Hiring engineers to build', 'Looking for pilot customers for', 'Meeting angel investors interested in', 'Finding a technical cofounder for'];
const THINGS = ['a climate analytics tool', 'our payments API', 'a logistics marketplace', 'medical imaging software', 'a developer platform'];

async function interruptedEnrichment(t: Test, signal: 'SIGKILL' | 'SIGTERM', N: number) {
  const h = await crashHarness(t, 'org-c', 'mm-crash-enrich-');
  const call = h.call;
  let server = await h.start();
  t.teardown(() => server.stop('SIGKILL'));
  t.equal((await call('POST', '/events', { event_id: 'ev', title: 'Crash' })).status, 201);
  const attendees = Array.from({ length: N }, (_, i) => ({
    attendee_id: `a-${i}`,
    name: `Person ${i}`,
    title: i % 3 ? 'Founder' : 'Partner',
    company: `Company ${i}`,
    side: i % 3 ? 'founder' : 'investor',
    event_goal: `${GOALS[i % GOALS.length]} ${THINGS[Math.floor(i / GOALS.length) % THINGS.length]} (${i})`,
  }));
  const imp = await call('PUT', '/events/ev/attendees:import', { idempotency_key: 'imp', attendees });
  for (let i = 0; i < 600; i++) {
    const r = await call('GET', `/runs/${imp.body.run_id}`);
    if (r.body.status === 'succeeded') break;
    await new Promise((res) => setTimeout(res, 50));
  }
  const en = await call('POST', '/events/ev/enrichment-runs', { idempotency_key: 'en' });
  t.equal(en.status, 202);

  // when some readings are recorded but not all, the server is killed (or asked to stop)
  let pending = -1;
  for (let i = 0; i < 3000; i++) {
    const r = await call('GET', '/events/ev/readiness?limit=1');
    pending = r.body.intent_processing.pending_count;
    // The run requests its single page of attendees at once; then the count only goes down.
    if (pending > 0 && pending < N - 20) break;
    await new Promise((res) => setTimeout(res, 20));
  }
  await server.stop(signal);
  t.ok(pending > 0, `${signal} with ${pending} of ${N} readings pending`);

  // then after a restart every reading completes
  server = await h.start();
  let final: any;
  for (let i = 0; i < 3000; i++) {
    final = (await call('GET', '/events/ev/readiness?limit=1')).body;
    const run = (await call('GET', `/runs/${en.body.run_id}`)).body;
    if (final.intent_processing.pending_count === 0 && ['succeeded', 'partial'].includes(run.status)) break;
    await new Promise((res) => setTimeout(res, 100));
  }
  t.equal(final.intent_processing.pending_count, 0, 'none stuck pending');
  t.equal(final.intent_processing.failed_count, 0, 'none failed');
  const run = (await call('GET', `/runs/${en.body.run_id}`)).body;
  t.match(run, { status: 'succeeded', progress: { total: N, processed: N, enrichment_requested: N } });
  await server.stop('SIGTERM');

  const rt = await openRuntime(h.config, { follow: false, bus: false });
  t.teardown(() => rt.close());
  const states = await rt.deps.read.find<any>('attendee_intents', { where: { org_id: 'org-c', event_id: 'ev' } });
  t.equal(states.length, N);
  let twice = 0;
  let unanswered = 0;
  for (const s of states) {
    const events = await rt.deps.store.readStream(`intent-org-c/ev/${s.entity_id}`);
    const outcomes = events.filter((e) => e.type === 'AttendeeIntentDerived' || e.type === 'AttendeeIntentFailed').length;
    const requests = events.filter((e) => e.type === 'AttendeeIntentRequested').length;
    if (outcomes > 1 || requests > 1) twice++;
    if (outcomes < 1) unanswered++;
  }
  t.equal(unanswered, 0, 'every attendee has an outcome');
  t.equal(twice, 0, 'none requested or derived twice');
  t.ok(states.every((s) => s.status === 'derived'), 'every attendee ends derived');
}

t.test('enrichment survives kill -9 mid-processing: every attendee ends derived, exactly once', (t) => interruptedEnrichment(t, 'SIGKILL', 400));

t.test('a server stopped with SIGTERM mid-enrichment loses no reading: after a restart every attendee ends derived, exactly once, none failed', (t) => interruptedEnrichment(t, 'SIGTERM', 120));
