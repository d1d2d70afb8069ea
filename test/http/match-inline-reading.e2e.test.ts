/**
 * A match run mixing attendees with stored readings (enriched) and attendees without one (added
 * after enrichment) reads the latter without the sentence encoder (text vectors are computed at
 * enrichment time, never in a run): their pairs compare texts lexically, and they still meet the
 * related enriched attendees.
 */
import t from 'tap';
import { READING_VERSION } from '../../src/matching/index.ts';
import { startService } from '../helpers/app.ts';
import { importRows, pollRun } from './attendees.helpers.ts';
import { enrich, settledIntents } from '../enrichment/helpers.ts';

const first = [
  { attendee_id: 'fin-founder', name: 'Ines Varga', title: 'CEO', company: 'Ledgerlane', event_goal: 'Raising a seed round for our accounting software; looking for fintech investors.' },
  { attendee_id: 'fin-investor', name: 'Clara Holm', title: 'Partner', company: 'Northsea Capital', event_goal: 'We lead seed rounds in European fintech.' },
  { attendee_id: 'hosp-buyer', name: 'Owen Pike', title: 'Head of Operations', company: 'City Hospital', event_goal: 'Looking for suppliers of remote monitoring for heart patients.' },
  { attendee_id: 'kit-seller', name: 'Tomas Reid', title: 'Founder', company: 'Ward Pulse', event_goal: 'We sell remote monitoring kits for cardiac patients to hospitals.' },
];
const later = [
  { attendee_id: 'angel', name: 'Ravi Menon', title: 'Angel investor', company: 'Menon Family Office', event_goal: 'I invest in fintech and accounting software startups at seed.' },
  { attendee_id: 'trust-buyer', name: 'Hana Kovac', title: 'Procurement Lead', company: 'Regional Health Trust', event_goal: 'We buy remote cardiac monitoring for patients at home.' },
];

t.test('attendees without a stored reading are read without the encoder in a mixed match run', async (t) => {
  // given an event whose first four attendees were enriched, and two added afterwards
  const svc = await startService(t);
  const token = await svc.key();
  t.equal((await svc.call('POST', '/events', { token, body: { event_id: 'ev', title: 'Mixed readings' } })).status, 201);
  await importRows(svc, token, 'ev', 'imp-1', first);
  await enrich(svc, token, 'ev', 'en-1');
  await settledIntents(svc, 'org-a', 'ev');
  await importRows(svc, token, 'ev', 'imp-2', later);

  // when a match run reads them
  const started = await svc.call('POST', '/events/ev/match-runs', { token, body: { idempotency_key: 'm-1' } });
  t.equal(started.status, 202);
  const run = (await pollRun(svc, token, started.body.run_id)).body;

  // then four come from stored readings, two are read without the encoder, and the run says so
  t.equal(run.status, 'succeeded');
  t.match(run.progress.intent_sources, { derived: 4, inline: 2, fallback: 0 });
  const encoder = READING_VERSION.slice(READING_VERSION.indexOf('+') + 1);
  t.equal(run.version_metadata.embedder.id, encoder, 'the run names the encoder of its stored readings');
  t.equal(run.version_metadata.inline_reading, 'lexical');
  t.match(run.version_metadata.algorithm_version, /\+inline:lexical/, 'the version names the reading without encoder');

  // and each of them meets the related enriched attendee first, with the texts compared lexically
  for (const [a, b] of [['trust-buyer', 'kit-seller'], ['angel', 'fin-founder']] as const) {
    const list = (await svc.call('GET', `/events/ev/attendees/${a}/matches?run_id=${run.run_id}`, { token })).body;
    t.equal(list.items[0]?.target_attendee_id, b, `${a} meets ${b} first`);
    t.ok(list.items[0]?.sub_scores.general_similarity > 0, `${a} ~ ${b}: general_similarity ${list.items[0]?.sub_scores.general_similarity}`);
  }
});

t.test('an attendee who gives nothing to match on takes no part: not read, not counted, not named in the version', async (t) => {
  // given an enriched event, and a walk-in imported afterwards with a name and a placeholder goal only
  const svc = await startService(t);
  const token = await svc.key();
  await svc.call('POST', '/events', { token, body: { event_id: 'ev', title: 'Nothing to read' } });
  await importRows(svc, token, 'ev', 'imp-1', first);
  await enrich(svc, token, 'ev', 'en-1');
  await settledIntents(svc, 'org-a', 'ev');
  await importRows(svc, token, 'ev', 'imp-2', [{ attendee_id: 'walk-in', name: 'Walk In', event_goal: 'tbd' }]);
  // when a match run reads the event
  const started = await svc.call('POST', '/events/ev/match-runs', { token, body: { idempotency_key: 'm-1' } });
  const run = (await pollRun(svc, token, started.body.run_id)).body;
  // then only the four enriched attendees are read, nobody inline, and the version says so
  t.equal(run.status, 'succeeded');
  t.match(run.progress, { attendees_total: 5, principals_total: 4, intent_sources: { derived: 4, inline: 0, fallback: 0 } });
  t.notMatch(run.version_metadata.algorithm_version, /\+inline/, 'no attendee was read without the encoder');
  // and the walk-in has no list and is in nobody's
  t.same((await svc.call('GET', '/events/ev/attendees/walk-in/matches', { token })).body.items, []);
  const all = (await svc.call('GET', '/events/ev/matches?limit=100', { token })).body.items as { target_attendee_id: string }[];
  t.ok(all.length > 0 && all.every((m) => m.target_attendee_id !== 'walk-in'));
});
