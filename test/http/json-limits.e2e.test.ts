/**
 * Free-form JSON caps at the edge (issue #11, findings 1 and 2): session metadata, import
 * raw_data and POST /runs objects are refused with the field's code when nested too deep, with
 * too many keys or too large, and nothing is appended; a body nested deeper than the parser's
 * cap is INVALID_JSON, never a 500; GET /runs pages stay bounded however large stored runs are.
 */
import t, { type Test } from 'tap';
import { startService, type TestService } from '../helpers/app.ts';
import { BODY_MAX_DEPTH, FREE_FORM } from '../../src/http/json-limits.ts';
import { METADATA_MAX_BYTES } from '../../src/http/resources/session.ts';
import { RAW_DATA_MAX_BYTES } from '../../src/http/resources/attendee.ts';
import { RUN_OBJECT_MAX_BYTES } from '../../src/commands/runs/createRun.ts';
import { RUNS_PAGE_MAX_BYTES } from '../../src/queries/runs.ts';
import { runSubject, queueRun } from '../../src/commands/runs/queueRun.ts';

/** The issue's repro: `{"a":{"a":…1…}}` nested `depth` levels, as JSON text. */
const nested = (depth: number): string => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const manyKeys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]));
const bigString = (bytes: number) => ({ blob: 'x'.repeat(bytes) });

const logHead = async (svc: TestService) => svc.rt.deps.store.headPosition();

async function setup(t: Test) {
  const svc = await startService(t);
  const token = await svc.key();
  t.equal((await svc.call('POST', '/events', { token, body: { event_id: 'ev', title: 'Ev' } })).status, 201);
  t.equal((await svc.call('POST', '/events/ev/sessions', { token, body: { session_id: 's0', title: 'S' } })).status, 201);
  return { svc, token };
}

t.test('given the issue repro (free-form fields nested 1,000 deep)', async (t) => {
  const { svc, token } = await setup(t);
  const deep = nested(1000);
  const cases: Array<[string, 'POST' | 'PATCH' | 'PUT', string, string]> = [
    ['session metadata on create', 'POST', '/events/ev/sessions', `{"session_id":"s1","title":"t","metadata":${deep}}`],
    ['session metadata on update', 'PATCH', '/events/ev/sessions/s0', `{"metadata":${deep}}`],
    ['import raw_data', 'PUT', '/events/ev/attendees:import', `{"idempotency_key":"i1","attendees":[{"attendee_id":"a1","name":"Ann","raw_data":${deep}}]}`],
    ['run progress', 'POST', '/runs', `{"kind":"import","idempotency_key":"r1","progress":${deep}}`],
    ['run snapshot_metadata', 'POST', '/runs', `{"kind":"import","idempotency_key":"r2","snapshot_metadata":${deep}}`],
    ['run version_metadata', 'POST', '/runs', `{"kind":"import","idempotency_key":"r3","version_metadata":${deep}}`],
  ];
  const codes = ['INVALID_METADATA', 'INVALID_METADATA', 'INVALID_ATTENDEE_RAW_DATA', 'INVALID_PROGRESS', 'INVALID_SNAPSHOT_METADATA', 'INVALID_VERSION_METADATA'];
  const before = await logHead(svc);
  for (const [i, [name, method, url, body]] of cases.entries()) {
    const r = await svc.call(method, url, { token, body });
    t.equal(r.status, 400, `${name}: 400`);
    t.equal(r.body.code, codes[i], `${name}: the field's code`);
    t.ok(r.body.correlation_id, `${name}: in the envelope`);
  }
  t.equal(await logHead(svc), before, 'then nothing was appended to the log');
  const ready = await svc.call('GET', '/readyz');
  t.equal(ready.status, 200, 'and the service stays ready');
});

t.test('given free-form objects at and over each documented cap', async (t) => {
  const { svc, token } = await setup(t);
  const within = (depth: number) => JSON.parse(nested(depth)) as Record<string, unknown>;
  const row = (raw_data: unknown) => ({ idempotency_key: `i-${Math.random()}`, attendees: [{ attendee_id: 'a1', name: 'Ann', raw_data }] });

  t.test('then depth 32 is accepted and 33 refused', async (t) => {
    t.equal(FREE_FORM.maxDepth, 32);
    t.equal((await svc.call('PATCH', '/events/ev/sessions/s0', { token, body: { metadata: within(32) } })).status, 200);
    const over = await svc.call('PATCH', '/events/ev/sessions/s0', { token, body: { metadata: within(33) } });
    t.equal(over.status, 400);
    t.equal(over.body.code, 'INVALID_METADATA');
    t.match(over.body.message, /deeper than 32/);
    t.equal((await svc.call('POST', '/runs', { token, body: { kind: 'match', idempotency_key: 'd32', progress: within(32) } })).status, 201);
    t.equal((await svc.call('POST', '/runs', { token, body: { kind: 'match', idempotency_key: 'd33', progress: within(33) } })).body.code, 'INVALID_PROGRESS');
  });

  t.test('then 1,000 keys are accepted and 1,001 refused (keys of every level count)', async (t) => {
    t.equal((await svc.call('PATCH', '/events/ev/sessions/s0', { token, body: { metadata: manyKeys(1000) } })).status, 200);
    const nestedKeys = { a: manyKeys(500), b: manyKeys(499) }; // 2 + 500 + 499 = 1,001
    const over = await svc.call('PATCH', '/events/ev/sessions/s0', { token, body: { metadata: nestedKeys } });
    t.equal(over.body.code, 'INVALID_METADATA');
    t.match(over.body.message, /more than 1000 keys/);
    t.equal((await svc.call('PUT', '/events/ev/attendees:import', { token, body: row(nestedKeys) })).body.code, 'INVALID_ATTENDEE_RAW_DATA');
  });

  t.test('then the byte caps count UTF-8 bytes of the compact serialization', async (t) => {
    const overhead = Buffer.byteLength(JSON.stringify(bigString(0)));
    const exact = bigString(METADATA_MAX_BYTES - overhead);
    t.equal((await svc.call('PATCH', '/events/ev/sessions/s0', { token, body: { metadata: exact } })).status, 200);
    const multibyte = { blob: 'é'.repeat(Math.ceil(METADATA_MAX_BYTES / 2)) }; // under the cap in characters, over it in bytes
    t.equal((await svc.call('PATCH', '/events/ev/sessions/s0', { token, body: { metadata: multibyte } })).body.code, 'INVALID_METADATA');
    t.equal((await svc.call('PUT', '/events/ev/attendees:import', { token, body: row(bigString(RAW_DATA_MAX_BYTES)) })).body.code, 'INVALID_ATTENDEE_RAW_DATA');
    for (const [field, code] of [
      ['progress', 'INVALID_PROGRESS'],
      ['snapshot_metadata', 'INVALID_SNAPSHOT_METADATA'],
      ['version_metadata', 'INVALID_VERSION_METADATA'],
    ] as const) {
      const r = await svc.call('POST', '/runs', { token, body: { kind: 'match', idempotency_key: `big-${field}`, [field]: bigString(RUN_OBJECT_MAX_BYTES) } });
      t.equal(r.status, 400, field);
      t.equal(r.body.code, code, field);
    }
  });
});

t.test('given bodies nested deeper than the parser accepts', async (t) => {
  const { svc, token } = await setup(t);
  const before = await logHead(svc);
  for (const depth of [BODY_MAX_DEPTH + 10, 5000, 200_000]) {
    const r = await svc.call('POST', '/events/ev/sessions', { token, body: `{"session_id":"s9","title":"t","metadata":${nested(depth)}}` });
    t.equal(r.status, 400, `${depth} deep: 400, never a 500`);
    t.equal(r.body.code, 'INVALID_JSON');
    t.match(r.body.message, /nested deeper than 1024 levels/);
  }
  const arrays = await svc.call('POST', '/runs', { token, body: `${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}` });
  t.equal(arrays.body.code, 'INVALID_JSON', 'a million open brackets are refused before parsing');
  const inString = await svc.call('PATCH', '/events/ev/sessions/s0', { token, body: JSON.stringify({ metadata: { note: '{['.repeat(5000) } }) });
  t.equal(inString.status, 200, 'brackets inside strings are not nesting');
  t.equal(await logHead(svc), before + 1, 'then only the valid PATCH was appended');
});

t.test('given runs stored before the caps, far larger than a page should hold', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();
  const big = 'x'.repeat(1024 * 1024);
  // Written through the use case, bypassing the edge's caps, as runs stored before them were.
  for (let i = 0; i < 6; i++) {
    await queueRun(svc.rt.deps, { id: `c-${i}`, principal: { org_id: 'org-a', event_id: null } } as never, {
      kind: 'match',
      event_id: null,
      idempotency_key: `legacy-${i}`,
      webhook_url: null,
      request: { i },
      progress: { big },
      snapshot_metadata: {},
      version_metadata: {},
      subject: runSubject('record'),
    }).catch((err: unknown) => t.fail(String(err)));
  }
  await svc.rt.deps.projections.catchUp();

  t.test('then GET /runs answers shorter pages within the byte budget and pages through every run', async (t) => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const r = await svc.call('GET', `/runs?limit=100${cursor ? `&cursor=${cursor}` : ''}`, { token });
      t.equal(r.status, 200);
      t.ok(Buffer.byteLength(JSON.stringify(r.body)) <= RUNS_PAGE_MAX_BYTES + 2 * big.length, 'a page holds at most the budget plus one run');
      seen.push(...r.body.items.map((x: { run_id: string }) => x.run_id));
      cursor = r.body.next_cursor;
      pages++;
    } while (cursor && pages < 20);
    t.equal(seen.length, 6, 'every run once');
    t.equal(new Set(seen).size, 6, 'no run repeated');
    t.ok(pages >= 2, 'the budget split the list');
  });
});

t.test('given bodies that spell prototype keys', async (t) => {
  const { svc, token } = await setup(t);
  const before = await logHead(svc);
  for (const body of [
    '{"metadata":{"__proto__":{"admin":true}}}',
    '{"metadata":{"\\u005f_proto__":{"admin":true}}}',
    '{"metadata":{"constructor":{"prototype":{"admin":true}}}}',
  ]) {
    const r = await svc.call('PATCH', '/events/ev/sessions/s0', { token, body });
    t.equal(r.status, 400, body);
    t.equal(r.body.code, 'INVALID_JSON', body);
    t.match(r.body.message, /forbidden/);
  }
  t.equal(await logHead(svc), before, 'then nothing was appended');
  const plain = await svc.call('PATCH', '/events/ev/sessions/s0', { token, body: '{"metadata":{"constructor":"a name","note":"caf\\u00e9"}}' });
  t.equal(plain.status, 200, 'a plain "constructor" key and \\u escapes are fine');
  t.same(plain.body.metadata, { constructor: 'a name', note: 'café' });
});
