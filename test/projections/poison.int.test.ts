/**
 * No event can wedge the read models (issue #11, finding 1). Events are written straight into
 * the event store's file, bypassing the edge and the registry: one a projector cannot apply
 * (session metadata nested 100,000 deep: no JSON serializer stack holds it) and one nested
 * deeper than SQLite's JSON parser accepts (1,500 levels, which the read store must still
 * serve). The service stays ready, every other org and event is served, a rebuild completes,
 * and the skipped event is listed in /readyz and by `projections failures`.
 */
import t from 'tap';
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { startService, type TestService } from '../helpers/app.ts';
import { runCli } from '../helpers/server-process.ts';
import { eventually } from '../infra/tap.ts';
import { openRuntime } from '../../src/runtime.ts';
import { loadConfig } from '../../src/config.ts';

const nested = (depth: number): string => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Appends a raw SessionCreated row to the SQLite log, as another writer (or a bug) could. */
function writeStraight(svc: TestService, org: string, eventId: string, sessionId: string, metadataJson: string): number {
  const db = new Database(path.join(svc.dataDir, 'events.db'));
  try {
    const data = `{"org_id":${JSON.stringify(org)},"event_id":${JSON.stringify(eventId)},"session_id":${JSON.stringify(sessionId)},"title":"Raw","description":null,"start_timestamp":null,"end_timestamp":null,"metadata":${metadataJson},"created_at":"2030-01-01T00:00:00.000Z"}`;
    const r = db
      .prepare('INSERT INTO events (id, stream_id, revision, type, data, metadata, recorded_at) VALUES (?, ?, 0, ?, ?, ?, ?)')
      .run(randomUUID(), `session-${org}/${sessionId}`, 'SessionCreated', data, JSON.stringify({ org_id: org, schema_version: 1 }), new Date().toISOString());
    return Number(r.lastInsertRowid);
  } finally {
    db.close();
  }
}

t.test('given an event no projector can serialize, written straight into the store', async (t) => {
  const svc = await startService(t);
  const a = await svc.key({ org_id: 'org-a' });
  const b = await svc.key({ org_id: 'org-b' });
  t.equal((await svc.call('POST', '/events', { token: a, body: { event_id: 'ev', title: 'Ev' } })).status, 201);

  const poison = writeStraight(svc, 'org-a', 'ev', 'poison', nested(100_000));
  await eventually(() => svc.rt.deps.projections.position >= poison, 'the runner passes the poison event');

  t.test('then /readyz stays 200 and lists the skipped event by ids only', async (t) => {
    const r = await svc.call('GET', '/readyz');
    t.equal(r.status, 200);
    t.equal(r.body.status, 'ready');
    t.equal(r.body.projection_lag, 0);
    t.equal(r.body.projection_failures.count, 1);
    t.same(r.body.projection_failures.latest, [{ position: poison, stream_id: 'session-org-a/poison', event_type: 'SessionCreated', projection: 'sessions' }]);
    t.notMatch(JSON.stringify(r.body), /"a":|Maximum call stack|error/, 'no data and no error text on the public probe');
  });

  t.test('then the projectors that could apply it did (the ID map), and the session reads as absent', async (t) => {
    t.equal((await svc.call('GET', '/events/ev/sessions/poison', { token: a })).status, 404);
    t.equal((await svc.call('GET', '/id-map/session/poison', { token: a })).status, 200);
  });

  t.test('then writes of the same org and of other orgs are served and read back', async (t) => {
    t.equal((await svc.call('POST', '/events', { token: b, body: { event_id: 'ev-b', title: 'B' } })).status, 201);
    t.equal((await svc.call('GET', '/events/ev-b', { token: b })).status, 200);
    t.equal((await svc.call('POST', '/events/ev/sessions', { token: a, body: { session_id: 's-ok', title: 'OK' } })).status, 201);
    t.equal((await svc.call('GET', '/events/ev/sessions/s-ok', { token: a })).body.title, 'OK');
  });

  t.test('then a document deeper than SQLite parses, written straight too, is projected and served whole', async (t) => {
    const deep = writeStraight(svc, 'org-a', 'ev', 'deep', nested(1_500));
    await eventually(() => svc.rt.deps.projections.position >= deep, 'the runner passes the deep event');
    const r = await svc.call('GET', '/events/ev/sessions/deep', { token: a });
    t.equal(r.status, 200);
    let depth = 0;
    for (let m: unknown = r.body.metadata; m && typeof m === 'object'; m = (m as { a: unknown }).a) depth++;
    t.equal(depth, 1_500, 'every level kept');
    const list = await svc.call('GET', '/events/ev/sessions', { token: a });
    t.same(list.body.items.map((s: { session_id: string }) => s.session_id).sort(), ['deep', 's-ok'], 'lists filter and sort on it');
    t.equal((await svc.call('GET', '/readyz')).body.projection_failures.count, 1, 'not a failure');
  });

  t.test('then `projections rebuild` completes and lists the same failure again', async (t) => {
    await svc.rebuildReadModels();
    t.equal(svc.rt.deps.projections.position, await svc.rt.deps.store.headPosition());
    const r = await svc.call('GET', '/readyz');
    t.equal(r.status, 200);
    t.equal(r.body.projection_failures.count, 1);
    t.equal((await svc.call('GET', '/events/ev/sessions/deep', { token: a })).status, 200);
  });

  t.test('then a fresh process starts on the same data and the CLI lists the failure with its cause', async (t) => {
    const rt = await openRuntime(loadConfig({ DATA_DIR: svc.dataDir } as NodeJS.ProcessEnv), { follow: false, bus: false });
    t.equal(rt.deps.projections.position, await rt.deps.store.headPosition(), 'start-up caught up');
    await rt.close();
    const json = await runCli(svc.dataDir, ['projections', 'failures', '--json']);
    t.equal(json.code, 0, json.stderr);
    const rows = json.stdout.trim().split('\n').map((l) => JSON.parse(l));
    t.equal(rows.length, 1);
    t.match(rows[0], { position: poison, stream_id: 'session-org-a/poison', event_type: 'SessionCreated', org_id: 'org-a', projection: 'sessions', error: /RangeError/ });
    t.notOk('metadata' in rows[0] || 'data' in rows[0], 'never the event data');
    const text = await runCli(svc.dataDir, ['projections', 'failures']);
    t.match(text.stdout, /^1 skipped event\nposition=\d+ projection=sessions type=SessionCreated stream=session-org-a\/poison org=org-a {2}RangeError/);
    t.equal((await runCli(svc.dataDir, ['projections', 'failures', '--limit', '0'])).code, 2);
  });
});
