/**
 * The matcher pins derived intent: an attendee whose current reading is stored is scored from
 * it (intent_source derived), and a resumed run finds the reading it pinned in the attendee's
 * intent stream even after a newer one replaced it in the read model.
 */
import t from 'tap';
import { intentInputHash } from '../../src/domain/intent.ts';
import type { MatchInputChunk } from '../../src/domain/match.ts';
import { streams } from '../../src/domain/streams.ts';
import { READING_VERSION, readAttendee } from '../../src/matching/index.ts';
import { importerWorker } from '../../src/workers/importer.ts';
import { pinnedReadings } from '../../src/workers/matchInput.ts';
import { matcherWorkers } from '../../src/workers/matcher.ts';
import { startService } from '../helpers/app.ts';
import { pollRun } from '../http/attendees.helpers.ts';
import { eventWithRoster, roster } from '../http/matches.helpers.ts';

t.test('a stored current reading is pinned and used; a resume finds it in the log', async (t) => {
  const svc = await startService(t, {}, { workers: [importerWorker, ...matcherWorkers()] });
  const token = await svc.key();
  const rows = roster(6);
  await eventWithRoster(svc, token, 'ev', rows);
  const entity = (await svc.call('GET', '/events/ev/attendees/p-0', { token })).body.entity_id as string;
  const r0 = rows[0]!;
  const hash = intentInputHash({ goal: r0.event_goal ?? null, needs: null, offers: null, title: r0.title ?? null, company: r0.company ?? null, side: r0.side ?? null });
  const read = await readAttendee({ entity_id: entity, attendee_id: 'p-0', id_source: 'partner', display_name: r0.name, title: r0.title ?? null, company: r0.company ?? null, side: 'founder', event_goal: r0.event_goal ?? null });
  const at = '2026-01-01T00:00:00.000Z';
  const ids = { org_id: 'org-a', event_id: 'ev', entity_id: entity };
  const stream = streams.intent('org-a', 'ev', entity);
  await svc.rt.deps.store.append(
    stream,
    [
      { type: 'AttendeeIntentRequested', data: { ...ids, input_hash: hash, reason: 'enrichment_run', requested_at: at } },
      { type: 'AttendeeIntentDerived', data: { ...ids, input_hash: hash, reading_version: READING_VERSION, read, derived_at: at } },
    ],
    { expectedRevision: 'no_stream' },
  );
  await svc.rt.deps.projections.catchUp();

  // when
  const posted = await svc.call('POST', '/events/ev/match-runs', { token, body: { idempotency_key: 'derived' } });
  const run = (await pollRun(svc, token, posted.body.run_id)).body;

  // then
  t.equal(run.status, 'succeeded');
  t.same(run.progress.intent_sources, { derived: 1, inline: 5, fallback: 0 });
  t.equal(run.version_metadata.reading_version, READING_VERSION);
  const input = (await svc.rt.deps.store.readStream(streams.matchRun(run.run_id))).filter((e) => e.type === 'MatchInputChunk').flatMap((e) => (e.data as MatchInputChunk).rows);
  const pinned = input.find((r) => r.entity_id === entity)!;
  t.same(pinned.intent_ref, { input_hash: hash, reading_version: READING_VERSION });
  t.same(pinned.intent_source, 'derived');

  // given a newer reading replaced it in the read model
  const newer = { ...read, intent: { ...read.intent, needs: [] } };
  await svc.rt.deps.store.append(stream, [{ type: 'AttendeeIntentDerived', data: { ...ids, input_hash: 'newer', reading_version: READING_VERSION, read: newer, derived_at: at } }], { expectedRevision: 1 });
  await svc.rt.deps.projections.catchUp();
  // when a resumed run loads its pinned readings, then it gets the one it pinned
  const again = await pinnedReadings(svc.rt.deps, 'org-a', 'ev', input);
  t.equal(again.size, 1);
  t.same(again.get(entity), JSON.parse(JSON.stringify(read)));
});
