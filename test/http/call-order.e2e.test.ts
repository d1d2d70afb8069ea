/**
 * The contract's recommended call order end to end, as a partner runs it: auth, event,
 * context, import, reviews, enrichment, readiness, match run, pinned reads.
 */
import t from 'tap';
import { startService } from '../helpers/app.ts';
import { pollRun } from './attendees.helpers.ts';
import { allPages, roster } from './matches.helpers.ts';

t.test('auth → event → context → import → reviews → enrichment → readiness → match run → pinned reads', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();

  // 1. auth
  const auth = await svc.call('GET', '/auth', { token });
  t.ok(auth.body.scopes.includes('partner:write'));
  // 2. event
  t.equal((await svc.call('POST', '/events', { token, body: { event_id: 'demo-day', title: 'Demo Day' } })).status, 201);
  // 3. context
  const ctx = await svc.call('POST', '/events/demo-day/context', { token, body: { objectives: 'Seed-stage founders meet investors who back their sector.' } });
  t.equal(ctx.status, 200);
  // 4. import (with a probable duplicate that is held for review)
  const rows = [
    ...roster(20),
    { attendee_id: 'ann', name: 'Ann Lee', company: 'Acme Inc', email: 'ann@acme.io', side: 'founder', event_goal: 'Raising a seed round for our fintech company.' },
    { attendee_id: 'ann-2', name: 'ann lee', company: 'ACME', email: 'other@acme.io', side: 'investor', event_goal: 'I invest in seed fintech startups.' },
  ];
  const put = await svc.call('PUT', '/events/demo-day/attendees:import', { token, body: { idempotency_key: 'roster-1', attendees: rows } });
  t.equal(put.status, 202);
  const imported = (await pollRun(svc, token, put.body.run_id)).body;
  t.equal(imported.status, 'partial');
  // 5. reviews: the held row is a different person
  const queue = await svc.call('GET', '/events/demo-day/review-queue', { token });
  t.equal(queue.body.items.length, 1);
  const resolved = await svc.call('POST', `/review-queue/${queue.body.items[0].review_id}/resolve`, { token, body: { decision: 'distinct' } });
  t.equal(resolved.status, 200);
  const roster2 = await allPages(svc, token, '/events/demo-day/attendees?limit=100');
  t.equal(roster2.length, 22, 'the resolved attendee joined the roster');
  // 6. enrichment: its terminal status means the attendee-level work was queued
  const enrich = await svc.call('POST', '/events/demo-day/enrichment-runs', { token, body: { idempotency_key: 'enrich-1' } });
  t.equal(enrich.status, 202);
  t.ok(['succeeded', 'partial'].includes((await pollRun(svc, token, enrich.body.run_id)).body.status));
  // 7. readiness: a two-sided event needs the policy active
  const readiness = await svc.call('GET', '/events/demo-day/readiness', { token });
  t.equal(readiness.status, 200);
  t.equal(readiness.body.side_coverage.policy_active, true);
  // 8. match run, then poll (allowed while derived intent is still processing)
  const posted = await svc.call('POST', '/events/demo-day/match-runs', { token, body: { idempotency_key: 'match-1', top_n: 5 } });
  t.equal(posted.status, 202);
  const run = (await pollRun(svc, token, posted.body.run_id)).body;
  t.equal(run.status, 'succeeded');
  t.equal(run.snapshot_metadata.roster.total, 22);
  const sources = run.progress.intent_sources;
  t.equal(sources.derived + sources.inline + sources.fallback, 22, 'every attendee ran on derived intent, inline reading or the fallback');
  t.equal(run.progress.attendees_on_fallback, sources.fallback);
  // 9. pinned reads
  const ann = await svc.call('GET', `/events/demo-day/attendees/ann-2/matches?run_id=${run.run_id}`, { token });
  t.equal(ann.status, 200);
  t.ok(ann.body.items.length > 0, 'the reviewed attendee is matched');
  t.ok(ann.body.items.every((m: any) => m.target_attendee_id !== 'ann'), 'two people of one company are never matched');
  const all = await allPages(svc, token, `/events/demo-day/matches?limit=25&run_id=${run.run_id}`);
  t.equal(all.length, run.progress.pairs_emitted);
  const pair = await svc.call('GET', `/events/demo-day/matches/${all[0].principal_attendee_id}/${all[0].target_attendee_id}?run_id=${run.run_id}`, { token });
  t.equal(pair.body.match_id, all[0].match_id);
  t.equal(pair.body.context_snapshot_id, run.snapshot_metadata.context_snapshot_id);
});
