import t from 'tap';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chunkEvents } from '../../src/commands/attendees/importAttendees.ts';
import { loadConfig } from '../../src/config.ts';
import { emptyIndex } from '../../src/domain/identity.ts';
import type { ImportRow } from '../../src/domain/person.ts';
import { eventRegistry, registeredEvent } from '../../src/domain/registry.ts';
import { decideImportChunk, zeroCounts } from '../../src/domain/roster.ts';
import { openInfra } from '../../src/infra/open.ts';
import { SqliteEventStore } from '../../src/infra/eventstore/sqlite.ts';
import { InvalidEventError, ValidatingEventStore } from '../../src/infra/eventstore/validating.ts';

const dir = mkdtempSync(join(tmpdir(), 'mm-registry-'));
t.teardown(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const newFile = () => join(dir, `events-${files++}.sqlite`);

const NOW = '2026-03-01T10:00:00.000Z';
const org = { org_id: 'org' };
const ids = { org_id: 'org', event_id: 'ev' };
const source = { kind: 'import', run_id: 'run-1', row: 0 } as const;
const row: ImportRow = { attendee_id: 'a1', name: 'Ada Lovelace', email: 'ada@example.com', company: 'Engines', side: 'founder', event_needs: ['capital'], raw_data: { deck: { pages: 12 } } };
const without = (o: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(o).filter(([k]) => k !== key));

/** Per registered type: data the code appends, and data the schema must refuse. */
const samples: Record<string, { valid: Record<string, unknown>; invalid: (v: Record<string, unknown>) => Record<string, unknown> }> = {
  EventCreated: {
    valid: { ...ids, title: 'Demo day', description: null, start_date: null, end_date: null, timezone: null, visibility: null, url_slug: 'demo', event_details: null, objectives: null, welcome_instructions: null, created_at: NOW },
    invalid: (v) => without(v, 'title'),
  },
  EventUpdated: { valid: { ...ids, changes: { title: 'Demo night' }, updated_at: NOW }, invalid: (v) => ({ ...v, changes: { title: 42 } }) },
  EventDeleted: { valid: { ...ids, deleted_at: NOW, forced: false }, invalid: (v) => ({ ...v, forced: 'no' }) },
  SessionCreated: {
    valid: { ...ids, session_id: 's1', title: 'Keynote', description: null, start_timestamp: null, end_timestamp: null, metadata: { room: 'A' }, created_at: NOW },
    invalid: (v) => ({ ...v, metadata: 'A' }),
  },
  SessionUpdated: { valid: { ...ids, session_id: 's1', changes: { description: 'Opening' }, updated_at: NOW }, invalid: (v) => without(v, 'updated_at') },
  SessionDeleted: { valid: { ...ids, session_id: 's1', deleted_at: NOW }, invalid: (v) => without(v, 'session_id') },
  SlugClaimed: { valid: { ...ids, slug: 'demo', claimed_at: NOW }, invalid: (v) => without(v, 'slug') },
  SlugReleased: { valid: { ...ids, slug: 'demo' }, invalid: (v) => ({ ...v, event_id: null }) },
  RunQueued: {
    valid: {
      run_id: 'run-1', org_id: 'org', kind: 'import', event_id: 'ev', idempotency_key: 'k1', fingerprint: 'f', progress: zeroCounts(1), snapshot_metadata: {}, version_metadata: {},
      webhook_url: null, params: {}, input_events: 1, created_at: NOW,
    },
    invalid: (v) => ({ ...v, kind: 'export' }),
  },
  RunInputSealed: { valid: { run_id: 'run-1', sealed_at: NOW }, invalid: (v) => without(v, 'sealed_at') },
  RunStarted: { valid: { run_id: 'run-1', started_at: NOW }, invalid: (v) => ({ ...v, run_id: 1 }) },
  RunProgressed: { valid: { run_id: 'run-1', progress: { processed: 1 }, updated_at: NOW }, invalid: (v) => ({ ...v, progress: 3 }) },
  RunFinished: { valid: { run_id: 'run-1', status: 'succeeded', progress: {}, error: null, terminal_at: NOW }, invalid: (v) => ({ ...v, status: 'running' }) },
  ImportRowsChunk: { valid: { run_id: 'run-1', chunk: 0, offset: 0, rows: [row, { attendee_id: 'a2', name: 'Grace', side: null }] }, invalid: (v) => ({ ...v, rows: [{ name: 'no id' }] }) },
  MatchInputChunk: {
    valid: {
      run_id: 'run-1',
      chunk: 0,
      rows: [{ entity_id: 'e1', attendee_id: 'a1', id_source: 'partner', display_name: 'Ada', title: null, company: null, side: 'founder', event_goal: 'raising', event_needs: null, event_offers: null, raw_data: null, intent_source: 'inline', intent_ref: null }],
    },
    invalid: (v) => ({ ...v, rows: [{ entity_id: 'e1' }] }),
  },
  MatchInputSnapshotted: {
    valid: { run_id: 'run-1', org_id: 'org', event_id: 'ev', top_n: 10, input_chunks: 1, attendees: 1, context: { event_details: null, objectives: null }, snapshotted_at: NOW },
    invalid: (v) => ({ ...v, top_n: 51 }),
  },
  MatchResultsChunk: {
    valid: {
      run_id: 'run-1',
      org_id: 'org',
      event_id: 'ev',
      chunk: 0,
      computed_at: NOW,
      principals: [{ seq: 0, entity_id: 'e1', attendee_id: null, id_source: 'meshi', eligible: false, matches: [] }],
    },
    invalid: (v) => ({ ...v, principals: [{ seq: -1 }] }),
  },
  KeyIssued: {
    valid: { key_id: 'k', key_hash: 'h', org_id: 'org', principal_type: 'service_account', service_account_user_id: 'u', scopes: ['partner:read'], event_id: null, environment: 'staging', rate_limit: null, created_at: NOW },
    invalid: (v) => ({ ...v, scopes: ['admin'] }),
  },
  KeyRevoked: { valid: { key_id: 'k', revoked_at: NOW }, invalid: (v) => without(v, 'key_id') },
  AccountDisabled: { valid: { service_account_user_id: 'u', disabled_at: NOW }, invalid: (v) => without(v, 'disabled_at') },
  IdentityDecided: {
    valid: {
      ...org, entity_id: 'p1', attendee_id: 'a1', event_id: 'ev', decision: 'new_person', minted: true, anchors: ['email:abc'],
      evidence: { matched_on: null, anchor: null, candidates: [], confidence: null, reasoning: 'new', evaluator: 'rules', review_id: null },
      source, created_at: NOW,
    },
    invalid: (v) => ({ ...v, decision: 'guess' }),
  },
  AttendeeImported: {
    valid: { ...ids, entity_id: 'p1', attendee_id: null, joined: true, profile: { display_name: 'Ada', raw_data: { any: [1, { deep: true }] } }, side: null, intent: { needs: ['capital'] }, source: { kind: 'operator' }, at: NOW },
    invalid: (v) => ({ ...v, side: 'sponsor' }),
  },
  ImportChunkApplied: {
    valid: { ...ids, run_id: 'run-1', chunk: 0, offset: 0, counts: zeroCounts(2), errors: [{ row: 1, attendee_id: 'a2', code: 'REVIEW_REQUIRED', message: 'held', review_id: 'r1' }], warnings: [], at: NOW },
    invalid: (v) => ({ ...v, counts: { total: 2 } }),
  },
  IdentityReviewOpened: {
    valid: {
      ...ids, review_id: 'r1', kind: 'identity', attendee_id: 'a1', display_name: 'Ada', row,
      candidates: [{ entity_id: 'p0', display_name: 'Ada', title: null, company: 'Engines', linkedin_url: null, attendee_id: null, matched_on: 'name_company', confidence: 0.75 }],
      confidence: 0.75, reasoning: 'same name', evaluator: 'rules', source, created_at: NOW,
    },
    invalid: (v) => ({ ...v, kind: 'merge' }),
  },
  IdentityReviewCandidateRejected: { valid: { ...org, review_id: 'r1', entity_id: 'p0', reason: null, at: NOW }, invalid: (v) => without(v, 'reason') },
  IdentityReviewRowUpdated: {
    valid: { ...ids, review_id: 'r1', attendee_id: 'a1', side: 'founder', intent: { needs: ['a pilot site'] }, source, at: NOW },
    invalid: (v) => ({ ...v, side: 'Founder' }),
  },
  IdentityReviewResolved: {
    valid: { ...ids, review_id: 'r1', attendee_id: 'a1', decision: 'accept', entity_id: 'p0', reason: null, enrichment_due: true, at: NOW },
    invalid: (v) => ({ ...v, decision: 'reject' }),
  },
  AttendeeSideChanged: { valid: { ...ids, entity_id: 'p1', side: 'investor', rescore_due: true, at: NOW }, invalid: (v) => ({ ...v, rescore_due: false }) },
  AttendeeRemovedFromEvent: { valid: { ...ids, entity_id: 'p1', attendee_id: 'a1', session_ids: ['s1'], at: NOW }, invalid: (v) => ({ ...v, session_ids: 's1' }) },
  PersonsMerged: {
    valid: {
      ...org, review_id: 'r1', source_entity_id: 'p1', target_entity_id: 'p0', attendee_ids: ['a1'], rewritten_anchors: [], superseded_anchors: [], dropped_event_ids: [], moved_event_ids: ['ev'], reason: 'same person', at: NOW,
    },
    invalid: (v) => without(v, 'target_entity_id'),
  },
  AttendeeIntentRequested: { valid: { ...ids, entity_id: 'p1', input_hash: 'h1', reason: 'enrichment_run', run_id: 'run-1', requested_at: NOW }, invalid: (v) => ({ ...v, reason: 'whim' }) },
  AttendeeIntentDerived: {
    valid: { ...ids, entity_id: 'p1', input_hash: 'h1', reading_version: 'r1', read: { version: 'r1', intent: { needs: [], offers: [], profile_fallback: false }, vectors: { profile: null, needs: [], offers: [] } }, derived_at: NOW },
    invalid: (v) => ({ ...v, read: { version: 'r1' } }),
  },
  AttendeeIntentFailed: { valid: { ...ids, entity_id: 'p1', input_hash: 'h1', reason: 'the reading failed', failed_at: NOW }, invalid: (v) => without(v, 'reason') },
  EnrichmentPageWalked: {
    valid: { run_id: 'run-1', after: ['0:a1', 'org/ev/p1'], counts: { total: 1, processed: 1, enrichment_requested: 1, review_required: 0, skipped: 0, error_count: 0 }, errors: [], at: NOW },
    invalid: (v) => ({ ...v, after: 'x' }),
  },
};

t.test('every registered event type has a sample, and every sample is registered at version 1', async (t) => {
  t.same(Object.keys(eventRegistry).sort(), Object.keys(samples).sort());
  for (const [type, reg] of Object.entries(eventRegistry)) t.equal(reg.version, 1, type);
});

t.test('each schema accepts its representative event and refuses a broken one', async (t) => {
  for (const [type, { valid, invalid }] of Object.entries(samples)) {
    const reg = registeredEvent(type);
    if (!reg) {
      t.fail(`${type} is not registered`);
      continue;
    }
    t.ok(reg.schema.safeParse(valid).success, `${type}: valid`);
    t.notOk(reg.schema.safeParse(invalid(valid)).success, `${type}: invalid`);
  }
});

t.test('an unknown or inherited name is not registered', async (t) => {
  t.equal(registeredEvent('AttendeeTeleported'), undefined);
  t.equal(registeredEvent('toString'), undefined);
});

t.test('what the import decider and the chunker really produce parses', async (t) => {
  const rows: ImportRow[] = [
    row,
    { attendee_id: 'a2', name: 'Ada Lovelace', email: 'other@example.com', company: 'Engines', title: undefined, side: null },
    { attendee_id: 'a3', name: 'Grace Hopper', linkedin_url: 'https://www.linkedin.com/in/grace/', event_goal: 'meet investors', event_offers: ['compilers'] },
  ];
  const { events } = decideImportChunk({ ...ids, run_id: 'run-1', chunk: 0, offset: 0, rows }, emptyIndex(), { now: NOW, newId: (() => { let n = 0; return () => `p${n++}`; })() });
  t.same([...new Set(events.map((e) => e.type))].sort(), ['AttendeeImported', 'IdentityDecided', 'IdentityReviewOpened', 'ImportChunkApplied']);
  for (const e of [...events, ...chunkEvents('run-1', rows)]) {
    const parsed = registeredEvent(e.type)?.schema.safeParse(e.data);
    t.ok(parsed?.success, `${e.type}${parsed?.success ? '' : `: ${parsed?.error.message}`}`);
  }
});

t.test('ValidatingEventStore on SQLite', async (t) => {
  const inner = new SqliteEventStore(newFile());
  const store = new ValidatingEventStore(inner);
  t.teardown(() => store.close());
  const ok = { type: 'RunStarted', data: samples.RunStarted!.valid, metadata: { correlation_id: 'c1' } };

  await t.test('an unknown type is refused with its name, and nothing is appended', async (t) => {
    await t.rejects(store.append('run-1', [ok, { type: 'AttendeeTeleported', data: {} }], { expectedRevision: 'no_stream' }), /AttendeeTeleported/);
    t.equal(await store.headPosition(), 0);
  });

  await t.test('bad data is refused naming the type and field, and nothing of the batch is appended', async (t) => {
    const bad = { type: 'RunFinished', data: { ...samples.RunFinished!.valid, status: 'running' } };
    const err = await store.append('run-1', [ok, bad], { expectedRevision: 'no_stream' }).then(
      () => null,
      (e: unknown) => e,
    );
    t.ok(err instanceof InvalidEventError, 'InvalidEventError');
    t.match((err as Error).message, /RunFinished.*status/);
    t.equal(await store.headPosition(), 0);
  });

  await t.test('a valid append passes through with its data as given and schema_version stamped', async (t) => {
    const extra = { ...samples.RunProgressed!.valid, progress: { processed: 2, warnings: [] } };
    const r = await store.append('run-1', [ok, { type: 'RunProgressed', data: extra }], { expectedRevision: 'no_stream' });
    t.equal(r.nextRevision, 1);
    const read = await store.readStream('run-1');
    t.same(read, await inner.readStream('run-1'), 'reads pass through unchanged');
    t.same(read.map((e) => e.type), ['RunStarted', 'RunProgressed']);
    t.same(read[0]!.metadata, { correlation_id: 'c1', schema_version: 1 });
    t.same(read[1]!.metadata, { schema_version: 1 });
    t.same(read[1]!.data, extra);
    t.same((await store.readAll({ maxCount: 10 })).length, 2);
  });
});

t.test('openInfra wraps the selected event store in the validating decorator', async (t) => {
  const infra = await openInfra(loadConfig({ DATA_DIR: join(dir, 'infra') } as NodeJS.ProcessEnv), { bus: false });
  t.teardown(() => infra.close());
  t.ok(infra.store instanceof ValidatingEventStore);
  await t.rejects(infra.store.append('x-1', [{ type: 'Unregistered', data: {} }], { expectedRevision: 'any' }), /Unregistered/);
});
