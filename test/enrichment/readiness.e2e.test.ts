import t from 'tap';
import { startService, type TestService } from '../helpers/app.ts';
import { isError } from '../fixtures/partner.ts';
import { importRows } from '../http/attendees.helpers.ts';
import { enrich, settledIntents } from './helpers.ts';
import { intentInputHash } from '../../src/domain/intent.ts';
import { addAttendee } from '../../src/commands/attendees/addAttendee.ts';

const ORG = 'org-a';
const NOW = '2030-01-01T00:00:00.000Z';

const entityOf = async (svc: TestService, token: string, ev: string, id: string) => (await svc.call('GET', `/events/${ev}/attendees/${id}`, { token })).body.entity_id as string;
const readinessOf = async (svc: TestService, token: string, ev: string, id: string) => (await svc.call('GET', `/events/${ev}/attendees/${id}/readiness`, { token })).body.readiness;

/** Appends intent events as the worker would, so a state can be held still for the test. */
async function appendIntent(svc: TestService, ev: string, entity: string, type: 'AttendeeIntentRequested' | 'AttendeeIntentFailed', hash = 'h') {
  const stream = `intent-${ORG}/${ev}/${entity}`;
  const data =
    type === 'AttendeeIntentRequested'
      ? { org_id: ORG, event_id: ev, entity_id: entity, input_hash: hash, reason: 'enrichment_run', requested_at: NOW }
      : { org_id: ORG, event_id: ev, entity_id: entity, input_hash: hash, reason: 'the reading failed: test', failed_at: NOW };
  const r = await svc.rt.deps.store.append(stream, [{ type, data }], { expectedRevision: 'any' });
  await svc.rt.deps.projections.waitFor(r.position);
}

t.test('readiness: per-attendee missing items and actions, event coverage, processing, counts, warnings, paging', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();
  await svc.call('POST', '/events', { token, body: { event_id: 'ev', title: 'Demo' } });

  // given an event where nobody has a side yet (open networking)
  await importRows(svc, token, 'ev', 'imp-1', [
    { attendee_id: 'f1', name: 'Fay One', title: 'CEO', company: 'Fintechly', event_goal: 'Raising a seed round for our payments startup' },
    { attendee_id: 'f2', name: 'Finn Two', event_goal: 'Looking for pilot customers in logistics' },
    { attendee_id: 'i1', name: 'Ivy Inv', title: 'Partner', company: 'Northwind Ventures', event_offers: ['seed investment in fintech'] },
    { attendee_id: 'x1', name: 'Xan Blank' },
  ]);
  let r = await svc.call('GET', '/events/ev/readiness', { token });
  t.equal(r.status, 200);
  t.match(r.body.side_coverage, { policy_active: false, founder_count: 0, investor_count: 0, untagged_count: 4 });
  t.equal(r.body.side_coverage.untagged_attendee_ids.length, 4);
  const f1 = r.body.items.find((i: any) => i.attendee_id === 'f1');
  t.match(f1.readiness, { match_ready: true, global_match_ready: true, event_match_ready: true });
  t.ok(f1.readiness.missing.includes('event_intent_not_requested'), 'never enriched: names the enrichment call');
  t.ok(f1.readiness.recommended_actions.some((a: string) => a.startsWith('POST /events/ev/enrichment-runs')));
  const x1 = r.body.items.find((i: any) => i.attendee_id === 'x1');
  t.match(x1.readiness, { match_ready: false, global_match_ready: false, event_match_ready: false, match_outlook: null });
  t.ok(x1.readiness.missing.includes('event_goal') && x1.readiness.missing.includes('profile'));
  t.ok(x1.readiness.recommended_actions.some((a: string) => a.includes('attendees:import with event_goal')));
  t.ok(r.body.warnings.some((w: any) => w.code === 'EVENT_GOAL_GAPS' && w.severity === 'advisory'), 'x1 is a quarter of the roster');
  t.ok(r.body.warnings.some((w: any) => w.code === 'ENRICHMENT_NOT_CURRENT' && w.recommended_action === 'POST /events/ev/enrichment-runs'));
  t.match(r.body.match_readiness, { ready_count: 3, not_ready_count: 1 });

  // when enrichment runs and the readings settle
  await enrich(svc, token, 'ev', 'en-1');
  await settledIntents(svc, ORG, 'ev');
  t.same((await readinessOf(svc, token, 'ev', 'f1')).missing, [], 'f1 has everything');
  t.same((await readinessOf(svc, token, 'ev', 'f2')).missing, ['profile'], 'f2 lacks only a title and company');

  // when one attendee is tagged, the event becomes sided: untagged people are listed and warned about
  t.equal((await svc.call('PATCH', '/events/ev/attendees/i1', { token, body: { side: 'investor' } })).status, 200);
  await settledIntents(svc, ORG, 'ev');
  r = await svc.call('GET', '/events/ev/readiness', { token });
  t.match(r.body.side_coverage, { policy_active: true, founder_count: 0, investor_count: 1, untagged_count: 3 });
  t.same([...r.body.side_coverage.untagged_attendee_ids].sort(), ['f1', 'f2', 'x1']);
  const codes = r.body.warnings.map((w: any) => w.code);
  t.ok(codes.includes('MISSING_COUNTERPART_SIDE'));
  t.equal(r.body.warnings.find((w: any) => w.code === 'MISSING_COUNTERPART_SIDE').severity, 'blocking');
  t.match(r.body.warnings.find((w: any) => w.code === 'MISSING_COUNTERPART_SIDE').recommended_action, /PATCH \/events\/ev\/attendees\/\{attendee_id\} with side founder/);
  t.ok(codes.includes('UNTAGGED_AT_SIDED_EVENT'));
  t.ok(codes.includes('TOO_FEW_MATCHABLE'), 'only i1 is ready');
  const f1r = await readinessOf(svc, token, 'ev', 'f1');
  t.match(f1r, { match_ready: false, missing: ['side'] });
  t.match(f1r.recommended_actions[0], /^PATCH \/events\/ev\/attendees\/f1 with side/);
  const i1r = await readinessOf(svc, token, 'ev', 'i1');
  t.match(i1r.match_outlook, { expected: 'none', reasons: [{ code: 'NO_COUNTERPART_SIDE' }] }, 'ready but nobody to meet');

  // when founders are tagged 5 to 1, the imbalance is advisory
  const founders = Array.from({ length: 5 }, (_, i) => ({ attendee_id: `fx${i}`, name: `Founder ${i}`, title: 'CEO', company: `Start ${i}`, side: 'founder', event_goal: 'Hiring two senior engineers' }));
  await importRows(svc, token, 'ev', 'imp-2', [...founders, { attendee_id: 'f1', name: 'Fay One', title: 'CEO', company: 'Fintechly', event_goal: 'Raising a seed round for our payments startup', side: 'founder' }]);
  await enrich(svc, token, 'ev', 'en-2');
  await settledIntents(svc, ORG, 'ev');
  r = await svc.call('GET', '/events/ev/readiness', { token });
  const imb = r.body.warnings.find((w: any) => w.code === 'SEVERE_SIDE_IMBALANCE');
  t.match(imb, { severity: 'advisory', message: /founders outnumber investors 6\.0 to 1/ });
  t.notOk(r.body.warnings.some((w: any) => w.code === 'MISSING_COUNTERPART_SIDE'));
  const fx = await readinessOf(svc, token, 'ev', 'fx0');
  t.equal(fx.match_ready, true);
  const outlook = fx.match_outlook.reasons.map((x: any) => x.code);
  t.ok(outlook.includes('SIDE_OUTNUMBERED') && outlook.includes('FEW_COUNTERPARTS'), JSON.stringify(outlook));
  t.ok(outlook.includes('PRIMARY_NEED_NOT_OFFERED'), 'no investor offers talent');
  t.equal(fx.match_outlook.expected, 'few');

  // pending and failed readings are reported per attendee and over the roster
  const f2 = await entityOf(svc, token, 'ev', 'f2');
  const x1e = await entityOf(svc, token, 'ev', 'fx1');
  await appendIntent(svc, 'ev', f2, 'AttendeeIntentRequested', 'other-inputs');
  await appendIntent(svc, 'ev', x1e, 'AttendeeIntentRequested');
  await appendIntent(svc, 'ev', x1e, 'AttendeeIntentFailed');
  r = await svc.call('GET', '/events/ev/readiness', { token });
  t.match(r.body.intent_processing, { pending_count: 1, pending_entity_ids: [f2], failed_count: 1, failed_entity_ids: [x1e] });
  t.ok(r.body.warnings.some((w: any) => w.code === 'INTENT_PROCESSING_PENDING'));
  t.ok(r.body.warnings.some((w: any) => w.code === 'INTENT_PROCESSING_FAILED'));
  const f2r = await readinessOf(svc, token, 'ev', 'f2');
  t.ok(f2r.missing.includes('event_intent_processing'));
  t.equal(f2r.event_match_ready, false, 'a pending goal is not used by a match run');
  const fx1r = await readinessOf(svc, token, 'ev', 'fx1');
  t.ok(fx1r.missing.includes('event_intent_failed'));
  t.match(fx1r.recommended_actions.join('\n'), /POST \/events\/ev\/enrichment-runs with a fresh idempotency_key/);
  t.match(fx1r, { match_ready: true, event_match_ready: false, global_match_ready: true });
  t.ok(fx1r.match_outlook.reasons.some((x: any) => x.code === 'PROFILE_FALLBACK_ONLY'));

  // paging: limit 3 walks every attendee once, counts stay over the full roster
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 10; i++) {
    const page: any = await svc.call('GET', `/events/ev/readiness?limit=3${cursor ? `&cursor=${cursor}` : ''}`, { token });
    t.ok(page.body.items.length <= 3);
    t.equal(page.body.match_readiness.ready_count + page.body.match_readiness.not_ready_count, 9);
    seen.push(...page.body.items.map((x: any) => x.attendee_id));
    cursor = page.body.next_cursor;
    if (!cursor) break;
  }
  const all = (await svc.call('GET', '/events/ev/attendees?limit=100', { token })).body.items.map((x: any) => x.attendee_id);
  t.same(seen, all, 'roster order, nothing skipped or repeated');
});

t.test('readiness route errors and scoping; an internally added attendee by entity_id', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();
  await svc.call('POST', '/events', { token, body: { event_id: 'ev', title: 'Demo' } });
  await svc.call('POST', '/events', { token, body: { event_id: 'ev2', title: 'Other' } });
  await importRows(svc, token, 'ev', 'imp', [{ attendee_id: 'a', name: 'A', company: 'Acme' }]);
  const empty = await svc.call('GET', '/events/ev2/readiness', { token });
  t.match(empty.body, { items: [], match_readiness: { ready_count: 0, not_ready_count: 0 }, next_cursor: null });
  t.ok(empty.body.warnings.some((w: any) => w.code === 'EMPTY_ROSTER' && w.severity === 'blocking'));
  isError(t, await svc.call('GET', '/events/bad%20id/readiness', { token }), 400, 'INVALID_PARTNER_ID');
  isError(t, await svc.call('GET', '/events/nope/readiness', { token }), 404, 'EVENT_NOT_FOUND');
  isError(t, await svc.call('GET', '/events/ev/readiness?cursor=bogus', { token }), 400, 'INVALID_CURSOR');
  isError(t, await svc.call('GET', '/events/bad%20id/attendees/a/readiness', { token }), 400, 'INVALID_PARTNER_ID');
  isError(t, await svc.call('GET', '/events/nope/attendees/a/readiness', { token }), 404, 'EVENT_NOT_FOUND');
  isError(t, await svc.call('GET', '/events/ev/attendees/zzz/readiness', { token }), 404, 'ATTENDEE_NOT_FOUND');
  isError(t, await svc.call('GET', '/events/ev2/attendees/a/readiness', { token }), 404, 'ATTENDEE_NOT_FOUND', 'not in that event');
  const bound = await svc.key({ event_id: 'ev2' });
  isError(t, await svc.call('GET', '/events/ev/readiness', { token: bound }), 404, 'EVENT_NOT_FOUND');
  const other = await svc.key({ org_id: 'org-b' });
  isError(t, await svc.call('GET', '/events/ev/attendees/a/readiness', { token: other }), 404, 'EVENT_NOT_FOUND');
  const reader = await svc.key({ scopes: ['partner:read'] });
  t.equal((await svc.call('GET', '/events/ev/readiness', { token: reader })).status, 200, 'read scope suffices');
  const entity = (await svc.call('GET', '/events/ev/attendees/a', { token })).body.entity_id;
  const byEntity = await svc.call('GET', `/events/ev/attendees/${entity}/readiness`, { token });
  t.match(byEntity.body, { event_id: 'ev', attendee_id: 'a', entity_id: entity, readiness: { match_ready: true } });
  t.notOk(JSON.stringify(byEntity.body).includes('@'), 'no e-mail');

  // an internally added (walk-in) attendee at a sided event: listed by entity only, readable by entity_id
  await importRows(svc, token, 'ev', 'imp-2', [{ attendee_id: 'a', name: 'A', company: 'Acme', side: 'founder' }]);
  const walkIn = await addAttendee(svc.rt.deps, { org_id: ORG, event_id: 'ev', name: 'Walk In', email: 'walk@in.io' });
  await svc.rt.deps.projections.waitFor(await svc.rt.deps.store.headPosition());
  const cov = (await svc.call('GET', '/events/ev/readiness', { token })).body.side_coverage;
  t.same(cov.untagged_entity_ids, [walkIn.entity_id]);
  t.same(cov.untagged_attendee_ids, [], 'no partner ID to list');
  const w = await svc.call('GET', `/events/ev/attendees/${walkIn.entity_id}/readiness`, { token });
  t.match(w.body, { attendee_id: null, entity_id: walkIn.entity_id, readiness: { match_ready: false } });
  t.ok(w.body.readiness.missing.includes('side') && w.body.readiness.missing.includes('event_goal'));
  t.match(w.body.readiness.recommended_actions.join('\n'), new RegExp(`PATCH /events/ev/attendees/${walkIn.entity_id} with side`));
  const item = (await svc.call('GET', '/events/ev/readiness', { token })).body.items.find((i: any) => i.entity_id === walkIn.entity_id);
  t.match(item, { attendee_id: null, id_source: 'meshi' });
  t.type(intentInputHash, 'function');
});
