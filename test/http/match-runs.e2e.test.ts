/**
 * POST /events/:event_id/match-runs: creation, validation codes, idempotency (replay, key bound
 * to kind and event, concurrency), scope; and what the run records (progress and metadata).
 */
import t from 'tap';
import { streams } from '../../src/domain/streams.ts';
import { importerWorker } from '../../src/workers/importer.ts';
import { matcherWorkers } from '../../src/workers/matcher.ts';
import { startWorkers } from '../../src/workers/index.ts';
import { startService } from '../helpers/app.ts';
import { pollRun } from './attendees.helpers.ts';
import { eventWithRoster, roster } from './matches.helpers.ts';

t.test('a match run is queued (202), replayed (200), and ends with progress and metadata', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();
  await eventWithRoster(svc, token, 'ev', roster(12, { untagged: 2 }));

  // when
  const first = await svc.call('POST', '/events/ev/match-runs', { token, body: { idempotency_key: 'm-1', webhook_url: 'https://partner.example/hook', top_n: 3 } });
  // then
  t.equal(first.status, 202);
  t.match(first.body, { kind: 'match', event_id: 'ev', idempotency_key: 'm-1', idempotent_replay: false, error: null, webhook_url: 'https://partner.example/hook' });
  t.ok(['queued', 'running', 'succeeded'].includes(first.body.status));

  const done = (await pollRun(svc, token, first.body.run_id)).body;
  t.equal(done.status, 'succeeded');
  t.same(done.progress, {
    attendees_total: 14,
    principals_total: 12,
    principals_processed: 12,
    pairs_emitted: done.progress.pairs_emitted,
    principals_without_match: done.progress.principals_without_match,
    attendees_on_fallback: 0,
    intent_sources: { derived: 0, inline: 14, fallback: 0 },
    result_chunks: 1,
  });
  t.ok(done.progress.pairs_emitted > 0 && done.progress.pairs_emitted <= 36, 'at most top_n per principal');
  t.match(done.snapshot_metadata, { input_hash: /^[0-9a-f]{64}$/, context_snapshot_id: /^ctx_/, policy: 'two_sided', roster: { total: 14, founder: 6, investor: 6, untagged: 2 }, top_n: 3 });
  t.match(done.version_metadata, { algorithm_version: String, policy_version: String, embedder: { id: String, version: String } });

  const replay = await svc.call('POST', '/events/ev/match-runs', { token, body: { idempotency_key: 'm-1', webhook_url: 'https://partner.example/hook', top_n: 3 } });
  t.equal(replay.status, 200);
  t.equal(replay.body.idempotent_replay, true);
  t.equal(replay.body.run_id, first.body.run_id);
  t.equal(replay.body.status, 'succeeded', 'a replay of a terminal run returns that terminal run');
});

t.test('top_n defaults to 10 and a replay that spells the default is the same operation', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();
  await eventWithRoster(svc, token, 'ev', roster(30));
  const first = await svc.call('POST', '/events/ev/match-runs', { token, body: { idempotency_key: 'd' } });
  t.equal(first.status, 202);
  const done = (await pollRun(svc, token, first.body.run_id)).body;
  t.equal(done.snapshot_metadata.top_n, 10);
  const again = await svc.call('POST', '/events/ev/match-runs', { token, body: { idempotency_key: 'd', top_n: 10 } });
  t.equal(again.status, 200);
  const other = await svc.call('POST', '/events/ev/match-runs', { token, body: { idempotency_key: 'd', top_n: 11 } });
  t.equal(other.status, 409);
  t.equal(other.body.code, 'IDEMPOTENCY_KEY_CONFLICT');
});

t.test('validation and error codes of POST match-runs', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();
  await eventWithRoster(svc, token, 'ev', roster(4));
  await svc.call('POST', '/events', { token, body: { event_id: 'other', title: 'Other' } });

  const cases: Array<[unknown, string]> = [
    [{ idempotency_key: 'a', top_n: 0 }, 'INVALID_TOP_N'],
    [{ idempotency_key: 'a', top_n: 51 }, 'INVALID_TOP_N'],
    [{ idempotency_key: 'a', top_n: -1 }, 'INVALID_TOP_N'],
    [{ idempotency_key: 'a', top_n: 2.5 }, 'INVALID_TOP_N'],
    [{ idempotency_key: 'a', top_n: 'ten' }, 'INVALID_TOP_N'],
    [{ idempotency_key: 'a', top_n: null }, 'INVALID_TOP_N'],
    [{}, 'INVALID_IDEMPOTENCY_KEY'],
    [{ idempotency_key: '' }, 'INVALID_IDEMPOTENCY_KEY'],
    [{ idempotency_key: 'x'.repeat(257) }, 'INVALID_IDEMPOTENCY_KEY'],
    [{ idempotency_key: 'a', webhook_url: 'ftp://x' }, 'INVALID_WEBHOOK_URL'],
    [[1, 2], 'INVALID_JSON'],
  ];
  for (const [body, code] of cases) {
    const r = await svc.call('POST', '/events/ev/match-runs', { token, body });
    t.equal(r.status, 400, code);
    t.equal(r.body.code, code, JSON.stringify(body));
    t.ok(r.body.correlation_id && r.body.message, 'error envelope');
  }
  t.equal((await svc.call('POST', '/events/ev/match-runs', { token, body: '{"idempotency_key":' })).body.code, 'INVALID_JSON');
  t.equal((await svc.call('POST', '/events/bad id/match-runs', { token, body: { idempotency_key: 'a' } })).body.code, 'INVALID_PARTNER_ID');
  const missing = await svc.call('POST', '/events/nope/match-runs', { token, body: { idempotency_key: 'a' } });
  t.equal(missing.status, 404);
  t.equal(missing.body.code, 'EVENT_NOT_FOUND');
  for (const top_n of [1, 50]) {
    const ok = await svc.call('POST', '/events/ev/match-runs', { token, body: { idempotency_key: `ok-${top_n}`, top_n } });
    t.equal(ok.status, 202, `top_n ${top_n} is accepted`);
  }

  // A key is bound to its kind and event.
  const imported = await svc.call('PUT', '/events/ev/attendees:import', { token, body: { idempotency_key: 'shared', attendees: [{ attendee_id: 'z', name: 'Zed' }] } });
  t.equal(imported.status, 202);
  const reuse = await svc.call('POST', '/events/ev/match-runs', { token, body: { idempotency_key: 'shared' } });
  t.equal(reuse.status, 409);
  t.equal(reuse.body.code, 'IDEMPOTENCY_KEY_CONFLICT');
  await svc.call('POST', '/events/ev/match-runs', { token, body: { idempotency_key: 'per-event' } });
  const otherEvent = await svc.call('POST', '/events/other/match-runs', { token, body: { idempotency_key: 'per-event' } });
  t.equal(otherEvent.status, 409);
  t.equal(otherEvent.body.code, 'IDEMPOTENCY_KEY_CONFLICT');

  // Scope: read-only keys cannot start runs; event-bound keys only in their event.
  const reader = await svc.key({ scopes: ['partner:read'] });
  const denied = await svc.call('POST', '/events/ev/match-runs', { token: reader, body: { idempotency_key: 'r' } });
  t.equal(denied.status, 403);
  t.equal(denied.body.code, 'INSUFFICIENT_SCOPE');
  const bound = await svc.key({ event_id: 'other' });
  const outside = await svc.call('POST', '/events/ev/match-runs', { token: bound, body: { idempotency_key: 'b' } });
  t.equal(outside.status, 404);
  t.equal(outside.body.code, 'EVENT_NOT_FOUND');
  t.equal((await svc.call('POST', '/events/ev/match-runs', { body: { idempotency_key: 'b' } })).body.code, 'UNAUTHORIZED');
});

t.test('20 concurrent identical match-run requests create one run', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();
  await eventWithRoster(svc, token, 'ev', roster(10));
  const all = await Promise.all(Array.from({ length: 20 }, () => svc.call('POST', '/events/ev/match-runs', { token, body: { idempotency_key: 'same', top_n: 5 } })));
  t.equal(all.filter((r) => r.status === 202).length, 1, 'one creation');
  t.equal(all.filter((r) => r.status === 200 && r.body.idempotent_replay === true).length, 19, 'the rest are replays');
  t.equal(new Set(all.map((r) => r.body.run_id)).size, 1);
  const done = (await pollRun(svc, token, all[0]!.body.run_id)).body;
  t.equal(done.status, 'succeeded');
  const runs = await svc.call('GET', '/runs?kind=match', { token });
  t.equal(runs.body.items.length, 1);
  // The results stream holds each attendee exactly once.
  const results = await svc.rt.deps.store.readStream(`matchrun-${done.run_id}`);
  const seen = results.filter((e) => e.type === 'MatchResultsChunk').flatMap((e) => (e.data as { principals: Array<{ entity_id: string }> }).principals.map((p) => p.entity_id));
  t.equal(seen.length, 10);
  t.equal(new Set(seen).size, 10);
});

t.test('a match run may start while derived intent is pending, and counts the fallback', async (t) => {
  // No intent worker: requested readings stay pending.
  const svc = await startService(t, {}, { workers: [importerWorker, ...matcherWorkers()] });
  const token = await svc.key();
  await eventWithRoster(svc, token, 'ev', roster(6));
  // given: derivation requested for one attendee and failed for another (interface B events)
  const rows = await svc.rt.deps.read.find<{ id: string; entity_id: string }>('event_attendees', { where: { org_id: 'org-a', event_id: 'ev' }, sort: [['roster_key', 1]] });
  const [pending, failed] = [rows[0]!.entity_id, rows[1]!.entity_id];
  const at = '2026-01-01T00:00:00.000Z';
  const ids = (entity_id: string) => ({ org_id: 'org-a', event_id: 'ev', entity_id, input_hash: 'h' });
  await svc.rt.deps.store.append(streams.intent('org-a', 'ev', pending), [{ type: 'AttendeeIntentRequested', data: { ...ids(pending), reason: 'enrichment_run', requested_at: at } }], { expectedRevision: 'no_stream' });
  await svc.rt.deps.store.append(
    streams.intent('org-a', 'ev', failed),
    [
      { type: 'AttendeeIntentRequested', data: { ...ids(failed), reason: 'enrichment_run', requested_at: at } },
      { type: 'AttendeeIntentFailed', data: { ...ids(failed), reason: 'the reading failed', failed_at: at } },
    ],
    { expectedRevision: 'no_stream' },
  );
  await svc.rt.deps.projections.catchUp();
  // when
  const r = await svc.call('POST', '/events/ev/match-runs', { token, body: { idempotency_key: 'while-pending' } });
  t.equal(r.status, 202);
  const done = (await pollRun(svc, token, r.body.run_id)).body;
  // then
  t.equal(done.status, 'succeeded');
  t.equal(done.progress.attendees_on_fallback, 2);
  t.same(done.progress.intent_sources, { derived: 0, inline: 4, fallback: 2 });
  const input = (await svc.rt.deps.store.readStream(`matchrun-${done.run_id}`)).find((e) => e.type === 'MatchInputChunk')!.data as { rows: Array<{ entity_id: string; event_goal: string | null; intent_source: string }> };
  for (const id of [pending, failed]) {
    const pinned = input.rows.find((x) => x.entity_id === id)!;
    t.equal(pinned.intent_source, 'fallback');
    t.equal(pinned.event_goal, null, 'the goal of a pending or failed attendee is left to the profile fallback');
  }
  t.ok(input.rows.filter((x) => x.intent_source === 'inline').every((x) => x.event_goal), 'the others keep their goal');
});

t.test('an event without attendees gives an empty snapshot; a deleted event fails the run', async (t) => {
  const svc = await startService(t, {}, { workers: [importerWorker] });
  const token = await svc.key();
  await svc.call('POST', '/events', { token, body: { event_id: 'empty', title: 'Empty' } });
  await svc.call('POST', '/events', { token, body: { event_id: 'gone', title: 'Gone' } });
  // given: runs queued while no matcher runs
  const empty = await svc.call('POST', '/events/empty/match-runs', { token, body: { idempotency_key: 'empty-1' } });
  const gone = await svc.call('POST', '/events/gone/match-runs', { token, body: { idempotency_key: 'gone-1' } });
  t.equal((await svc.call('DELETE', '/events/gone', { token })).status, 200);
  // when: a matcher starts
  const matchers = await startWorkers(svc.rt.deps, matcherWorkers());
  t.teardown(() => matchers.stop());
  // then
  const e = (await pollRun(svc, token, empty.body.run_id)).body;
  t.equal(e.status, 'succeeded');
  t.match(e.progress, { attendees_total: 0, principals_total: 0, pairs_emitted: 0 });
  const list = await svc.call('GET', '/events/empty/matches', { token });
  t.equal(list.status, 200);
  t.same(list.body.items, []);
  const g = (await pollRun(svc, token, gone.body.run_id)).body;
  t.equal(g.status, 'failed');
  t.same(g.error?.code, 'EVENT_NOT_FOUND');
});
