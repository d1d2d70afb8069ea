import t, { type Test } from 'tap';
import { startService } from '../helpers/app.ts';
import { pollRun } from './attendees.helpers.ts';

const row = (i: number, extra: Record<string, unknown> = {}) => ({ attendee_id: `a-${i}`, name: `Person ${i}`, email: `p${i}@example.com`, company: `Co ${i}`, ...extra });

const setup = async (t: Test) => {
  const svc = await startService(t);
  const token = await svc.key();
  await svc.call('POST', '/events', { token, body: { event_id: 'ev-1', title: 'Demo day' } });
  await svc.call('POST', '/events', { token, body: { event_id: 'ev-2', title: 'Second' } });
  return { svc, token };
};

t.test('a fresh import creates everyone; a re-import finds them in the event', async (t) => {
  const { svc, token } = await setup(t);
  const rows = Array.from({ length: 30 }, (_, i) => row(i, { side: i % 2 ? 'founder' : 'investor', event_goal: `goal ${i}` }));
  const first = await svc.call('PUT', '/events/ev-1/attendees:import', { token, body: { idempotency_key: 'imp-1', attendees: rows } });
  t.equal(first.status, 202);
  t.equal(first.body.kind, 'import');
  t.equal(first.body.status, 'queued');
  t.equal(first.body.idempotent_replay, false);
  t.equal(first.body.error, null);
  t.match(first.body.progress, { total: 30, processed: 0, created: 0, event_added: 0, error_count: 0 });
  const done = await pollRun(svc, token, first.body.run_id);
  t.equal(done.body.status, 'succeeded');
  t.match(done.body.progress, { total: 30, processed: 30, created: 30, event_added: 30, reused: 0, mapped: 0, already_in_event: 0, review_required: 0, error_count: 0 });

  const replay = await svc.call('PUT', '/events/ev-1/attendees:import', { token, body: { idempotency_key: 'imp-1', attendees: rows } });
  t.equal(replay.status, 200);
  t.equal(replay.body.idempotent_replay, true);
  t.equal(replay.body.status, 'succeeded');

  const again = await svc.call('PUT', '/events/ev-1/attendees:import', { token, body: { idempotency_key: 'imp-2', attendees: rows } });
  const done2 = await pollRun(svc, token, again.body.run_id);
  t.match(done2.body.progress, { processed: 30, created: 0, mapped: 30, already_in_event: 30, event_added: 0 });

  const list = await svc.call('GET', '/events/ev-1/attendees?limit=100', { token });
  t.equal(list.status, 200);
  t.equal(list.body.items.length, 30);
  const a0 = list.body.items.find((x: { attendee_id: string }) => x.attendee_id === 'a-0');
  t.match(a0, { id_source: 'partner', display_name: 'Person 0', company: 'Co 0', event: { side: 'investor', goal: 'goal 0' }, identity: { review_required: false, open_review_count: 0 } });
});

t.test('import validation codes', async (t) => {
  const { svc, token } = await setup(t);
  const ok = { attendee_id: 'a', name: 'A' };
  const body = (rows: unknown[], extra: Record<string, unknown> = {}) => ({ idempotency_key: 'v', attendees: rows, ...extra });
  const cases: Array<[unknown, string]> = [
    [body([]), 'INVALID_ATTENDEES'],
    [{ idempotency_key: 'v' }, 'INVALID_ATTENDEES'],
    [body([ok], { attendees: 'x' }), 'INVALID_ATTENDEES'],
    [body([ok, { ...ok }]), 'DUPLICATE_ATTENDEE_ID'],
    [body([5]), 'INVALID_ATTENDEE'],
    [body([{ name: 'x' }]), 'INVALID_PARTNER_ID'],
    [body([{ attendee_id: 'bad id', name: 'x' }]), 'INVALID_PARTNER_ID'],
    [body([{ attendee_id: 'a' }]), 'INVALID_ATTENDEE_NAME'],
    [body([{ ...ok, name: 'x'.repeat(241) }]), 'INVALID_ATTENDEE_NAME'],
    [body([{ ...ok, email: 'x'.repeat(321) }]), 'INVALID_ATTENDEE_EMAIL'],
    [body([{ ...ok, linkedin_url: 'x'.repeat(2049) }]), 'INVALID_ATTENDEE_LINKEDIN_URL'],
    [body([{ ...ok, title: 'x'.repeat(513) }]), 'INVALID_ATTENDEE_TITLE'],
    [body([{ ...ok, company: 'x'.repeat(513) }]), 'INVALID_ATTENDEE_COMPANY'],
    [body([{ ...ok, side: 'Founder' }]), 'INVALID_ATTENDEE_SIDE'],
    [body([{ ...ok, side: 'other' }]), 'INVALID_ATTENDEE_SIDE'],
    [body([{ ...ok, event_goal: 'x'.repeat(4001) }]), 'INVALID_ATTENDEE_EVENT_GOAL'],
    [body([{ ...ok, event_needs: 'x' }]), 'INVALID_ATTENDEE_EVENT_NEEDS'],
    [body([{ ...ok, event_needs: [1] }]), 'INVALID_ATTENDEE_EVENT_NEEDS'],
    [body([{ ...ok, event_offers: [null] }]), 'INVALID_ATTENDEE_EVENT_OFFERS'],
    [body([{ ...ok, raw_data: [] }]), 'INVALID_ATTENDEE_RAW_DATA'],
    [body([{ ...ok, raw_data: 'x' }]), 'INVALID_ATTENDEE_RAW_DATA'],
    [body([{ ...ok, raw_data: { blob: 'x'.repeat(64 * 1024) } }]), 'INVALID_ATTENDEE_RAW_DATA'],
    [body([{ ...ok, event_needs: [''] }]), 'INVALID_ATTENDEE_EVENT_NEEDS'],
    [body([{ ...ok, event_needs: ['x'.repeat(501)] }]), 'INVALID_ATTENDEE_EVENT_NEEDS'],
    [body([{ ...ok, event_needs: Array.from({ length: 51 }, (_, i) => `need ${i}`) }]), 'INVALID_ATTENDEE_EVENT_NEEDS'],
    [body([{ ...ok, event_offers: ['x'.repeat(501)] }]), 'INVALID_ATTENDEE_EVENT_OFFERS'],
    [body([ok], { webhook_url: 'ftp://x' }), 'INVALID_WEBHOOK_URL'],
    [{ attendees: [ok] }, 'INVALID_IDEMPOTENCY_KEY'],
    [body([ok], { idempotency_key: '' }), 'INVALID_IDEMPOTENCY_KEY'],
  ];
  for (const [b, code] of cases) {
    const r = await svc.call('PUT', '/events/ev-1/attendees:import', { token, body: b });
    t.equal(r.status, 400, code);
    t.equal(r.body.code, code, JSON.stringify(b).slice(0, 120));
  }
  // At the limits exactly: accepted.
  const edge = { attendee_id: 'e', name: 'x'.repeat(240), email: 'x'.repeat(320), linkedin_url: 'x'.repeat(2048), title: 'x'.repeat(512), company: 'x'.repeat(512), event_goal: 'x'.repeat(4000), side: null, event_needs: [], event_offers: ['y'], raw_data: { a: [1] } };
  t.equal((await svc.call('PUT', '/events/ev-1/attendees:import', { token, body: body([edge], { idempotency_key: 'edge' }) })).status, 202);
  const over = Array.from({ length: 50_001 }, (_, i) => ({ attendee_id: `r${i}`, name: 'n' }));
  t.equal((await svc.call('PUT', '/events/ev-1/attendees:import', { token, body: body(over) })).body.code, 'INVALID_ATTENDEES');
  const big = await svc.call('PUT', '/events/ev-1/attendees:import', { token, body: body([{ ...ok, raw_data: { x: 'y'.repeat(17 * 1024 * 1024) } }]) });
  t.equal(big.status, 413);
  t.equal(big.body.code, 'PAYLOAD_TOO_LARGE');
  t.equal((await svc.call('PUT', '/events/ev-1/attendees:import', { token, body: '{"attendees":' })).body.code, 'INVALID_JSON');
  t.equal((await svc.call('PUT', '/events/nope/attendees:import', { token, body: body([ok]) })).body.code, 'EVENT_NOT_FOUND');
  const bound = await svc.key({ event_id: 'ev-2' });
  t.equal((await svc.call('PUT', '/events/ev-1/attendees:import', { token: bound, body: body([ok]) })).body.code, 'EVENT_NOT_FOUND');
});

t.test('idempotency: same key on another event or operation conflicts; concurrent identical requests make one run', async (t) => {
  const { svc, token } = await setup(t);
  const rows = [row(1), row(2)];
  const all = await Promise.all(Array.from({ length: 6 }, () => svc.call('PUT', '/events/ev-1/attendees:import', { token, body: { idempotency_key: 'same', attendees: rows } })));
  t.equal(all.filter((r) => r.status === 202).length, 1);
  t.equal(all.filter((r) => r.status === 200).length, 5);
  t.equal(new Set(all.map((r) => r.body.run_id)).size, 1);
  const done = await pollRun(svc, token, all[0]!.body.run_id);
  t.match(done.body.progress, { created: 2, processed: 2 });
  const other = await svc.call('PUT', '/events/ev-2/attendees:import', { token, body: { idempotency_key: 'same', attendees: rows } });
  t.equal(other.status, 409);
  t.equal(other.body.code, 'IDEMPOTENCY_KEY_CONFLICT');
  const changed = await svc.call('PUT', '/events/ev-1/attendees:import', { token, body: { idempotency_key: 'same', attendees: [row(3)] } });
  t.equal(changed.body.code, 'IDEMPOTENCY_KEY_CONFLICT');
  const match = await svc.call('POST', '/runs', { token, body: { kind: 'import', idempotency_key: 'same' } });
  t.equal(match.body.code, 'IDEMPOTENCY_KEY_CONFLICT');
  const runs = await svc.call('GET', '/runs?kind=import', { token });
  t.equal(runs.body.items.length, 1);
});

t.test('idempotency: a row whose side is omitted and the same row with side null are the same operation', async (t) => {
  // Given an import whose row omits side (which untags the attendee)
  const { svc, token } = await setup(t);
  const first = await svc.call('PUT', '/events/ev-1/attendees:import', { token, body: { idempotency_key: 'untag', attendees: [row(1)] } });
  t.equal(first.status, 202);
  // When a retry sends side: null, which the contract gives the same effect (and the reverse)
  const nulled = await svc.call('PUT', '/events/ev-1/attendees:import', { token, body: { idempotency_key: 'untag', attendees: [row(1, { side: null })] } });
  const second = await svc.call('PUT', '/events/ev-1/attendees:import', { token, body: { idempotency_key: 'untag-2', attendees: [row(2, { side: null })] } });
  const omitted = await svc.call('PUT', '/events/ev-1/attendees:import', { token, body: { idempotency_key: 'untag-2', attendees: [row(2)] } });
  // Then each retry is a replay of the original run, not a 409
  t.equal(nulled.status, 200, JSON.stringify(nulled.body));
  t.equal(nulled.body.run_id, first.body.run_id);
  t.equal(omitted.status, 200, JSON.stringify(omitted.body));
  t.equal(omitted.body.run_id, second.body.run_id);
  // And a real change of side is still another operation
  const tagged = await svc.call('PUT', '/events/ev-1/attendees:import', { token, body: { idempotency_key: 'untag', attendees: [row(1, { side: 'founder' })] } });
  t.equal(tagged.body.code, 'IDEMPOTENCY_KEY_CONFLICT');
  await pollRun(svc, token, first.body.run_id);
  await pollRun(svc, token, second.body.run_id);
});

t.test('projections rebuild reproduces every roster, review and run read', async (t) => {
  const { svc, token } = await setup(t);
  await pollRun(svc, token, (await svc.call('PUT', '/events/ev-1/attendees:import', { token, body: { idempotency_key: 'r1', attendees: [row(1), row(2, { side: 'founder' }), { attendee_id: 'dup', name: 'Person 1', company: 'Co 1' }] } })).body.run_id);
  const q = await svc.call('GET', '/review-queue', { token });
  await svc.call('POST', `/review-queue/${q.body.items[0].review_id}/resolve`, { token, body: { decision: 'distinct' } });
  await pollRun(svc, token, (await svc.call('PUT', '/events/ev-1/attendees:import', { token, body: { idempotency_key: 'r2', attendees: [row(3), { attendee_id: 'dup2', name: 'Person 3', company: 'Co 3' }] } })).body.run_id);
  await svc.call('PATCH', '/events/ev-1/attendees/a-1', { token, body: { side: 'investor' } });
  await svc.call('DELETE', '/events/ev-1/attendees/a-3', { token });
  const paths = ['/events/ev-1/attendees', '/review-queue', '/events/ev-1/review-queue', '/runs', '/events/ev-1/attendees/a-1?include=profile,event,identity,goals,readiness', '/events/ev-1/attendees/dup/identity', '/events/ev-1/attendees/a-1/identity', '/id-map/attendee/a-3'];
  const reads = () => svc.snapshot(token, paths);
  const before = await reads();
  await svc.rebuildReadModels();
  t.same(await reads(), before);
});

t.test('an event deleted while its import runs: the rest of the rows are not applied, no review is left open', async (t) => {
  // Given a person the second chunk of an import would hold for review (same name and company, no e-mail)
  const { svc, token } = await setup(t);
  const base = await svc.call('PUT', '/events/ev-2/attendees:import', { token, body: { idempotency_key: 'base', attendees: [{ attendee_id: 'ann', name: 'Ann Lee', company: 'Acme' }] } });
  await pollRun(svc, token, base.body.run_id);
  // And an import of two chunks into ev-1 whose event is deleted once its first chunk was applied
  const store = svc.rt.deps.store;
  const append = store.append.bind(store);
  let deleted: Promise<unknown> | undefined;
  store.append = async (streamId, events, opts) => {
    const out = await append(streamId, events, opts);
    if (!deleted && events.some((e) => e.type === 'ImportChunkApplied')) {
      deleted = svc.call('DELETE', '/events/ev-1?force=true', { token });
      await deleted;
    }
    return out;
  };
  t.teardown(() => {
    store.append = append;
  });
  const rows = [...Array.from({ length: 501 }, (_, i) => row(i)), { attendee_id: 'ann-2', name: 'Ann Lee', company: 'Acme Inc' }];
  const run = await svc.call('PUT', '/events/ev-1/attendees:import', { token, body: { idempotency_key: 'doomed', attendees: rows } });
  t.equal(run.status, 202);
  // When the run ends
  const done = await pollRun(svc, token, run.body.run_id);
  t.equal(((await deleted) as { status: number }).status, 200, 'the event was deleted between the chunks');
  // Then it failed with EVENT_NOT_FOUND after the chunk it had applied
  t.equal(done.body.status, 'failed');
  t.equal(done.body.error?.code, 'EVENT_NOT_FOUND');
  t.match(done.body.progress, { total: 502, processed: 500, created: 500, review_required: 0 });
  // And no review of the deleted event is listed: nobody could ever resolve it
  const queue = await svc.call('GET', '/review-queue', { token });
  t.same(queue.body.items, [], 'the org queue holds no review of a deleted event');
  t.equal((await svc.call('GET', '/id-map/attendee/a-500', { token })).status, 404, 'the rest of the rows were not applied');
});
