/**
 * Property-based fuzzing of every route the app serves (issue #11). Routes are enumerated from
 * the app itself, so routes added later are fuzzed too. Each request has random path IDs
 * (known, well-formed, unicode, over-long, broken percent-encoding), query strings (known and
 * unknown keys, repeated values), bodies (plausible objects with valid and invalid keys and
 * values, arbitrary JSON, deep nesting, large strings, text that is no JSON), keys (read-write,
 * read-only, event-bound, another org, none, garbage) and correlation ids.
 *
 * Property: every answer is a 2xx, 3xx or a 4xx in the envelope with a correlation id; never a
 * 5xx. Afterwards /readyz answers 200 with no event skipped by a projector.
 *
 * FUZZ_RUNS (requests per route, default 60), FUZZ_SEED (default fixed, so CI is
 * reproducible) and FUZZ_BUDGET_MS (default 90 s: on a loaded machine each route stops at its
 * share and the line says so) tune it; the request count is printed.
 */
import t from 'tap';
import fc from 'fast-check';
import { startService, BASE } from '../helpers/app.ts';
import { servedRoutesOf, type ServedRoute } from '../../src/http/edge.ts';
import { eventually } from '../infra/tap.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
/** A bound on the whole run on a loaded CI machine: each route gets its share, then moves on (counted, never a failure). */
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 90_000);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';
interface Req {
  method: Method;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const shapeKeys = (schema: unknown): string[] => {
  const s = schema as { shape?: Record<string, unknown>; _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined;
  return Object.keys(s?._zod?.def?.shape ?? s?.shape ?? {});
};

const partnerIdArb = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._:-]{0,40}$/);
const unicode = fc.string({ unit: 'grapheme', maxLength: 30 });
const anyText = fc.oneof(unicode, fc.string({ unit: 'binary', maxLength: 30 }), fc.string({ maxLength: 30 }));
/** Sizes around the documented caps (128-character IDs, 1,024-character path segments, 64 KiB objects). */
const longText = fc.constantFrom(127, 128, 129, 257, 1024, 1025, 2049, 5000).map((n) => 'x'.repeat(n));
const deep = (n: number) => JSON.parse(`${'{"a":'.repeat(n)}1${'}'.repeat(n)}`) as unknown;

t.test('given every route of the app, fuzzed', async (t) => {
  t.setTimeout(BUDGET_MS + 60_000);
  const svc = await startService(t, { RATE_LIMIT_MAX: '100000000' });
  const keys = {
    rw: await svc.key({ org_id: 'org-a' }),
    ro: await svc.key({ org_id: 'org-a', scopes: ['partner:read'] }),
    bound: await svc.key({ org_id: 'org-a', event_id: 'ev' }),
    other: await svc.key({ org_id: 'org-b' }),
  };
  const setup = async (method: 'POST' | 'PUT', url: string, body: unknown) => {
    const r = await svc.call(method, url, { token: keys.rw, body });
    if (r.status >= 300) throw new Error(`setup ${url}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body as Record<string, unknown>;
  };
  await setup('POST', '/events', { event_id: 'ev', title: 'Fuzz' });
  await setup('POST', '/events', { event_id: 'ev2', title: 'Other', url_slug: 'other' });
  await setup('POST', '/events/ev/sessions', { session_id: 's1', title: 'S', metadata: { room: 'A' } });
  const people = [
    { attendee_id: 'a1', name: 'Ann Lee', email: 'ann@example.com', company: 'Acme', side: 'founder', event_goal: 'raise a seed round' },
    { attendee_id: 'a2', name: 'Bo Chen', company: 'Fund', side: 'investor', event_needs: ['deal flow'], raw_data: { tier: 'vip' } },
    { attendee_id: 'a3', name: 'Ann Lee', company: 'Acme' },
  ];
  await setup('PUT', '/events/ev/attendees:import', { idempotency_key: 'fuzz-import', attendees: people });
  const run = await setup('POST', '/runs', { kind: 'match', idempotency_key: 'fuzz-run', progress: { done: 1 } });

  const pools: Record<string, string[]> = {
    event_id: ['ev', 'ev2', 'gone'],
    session_id: ['s1', 'nope'],
    attendee_id: ['a1', 'a2', 'a3', 'zz'],
    principal_partner_id: ['a1', 'a2'],
    target_partner_id: ['a2', 'a1'],
    partner_id: ['ev', 's1', 'a1'],
    kind: ['event', 'session', 'attendee', 'run'],
    run_id: [String(run.run_id), '00000000-0000-4000-8000-000000000000'],
    review_id: ['00000000-0000-4000-8000-000000000001'],
    '*': ['index.html', 'swagger-ui.css', '../../package.json', '%2e%2e/%2e%2e/package.json'],
  };

  const paramArb = (name: string): fc.Arbitrary<string> =>
    fc.oneof(
      { weight: 12, arbitrary: fc.constantFrom(...((Object.hasOwn(pools, name) ? pools[name] : undefined) ?? ['x'])) },
      { weight: 2, arbitrary: partnerIdArb },
      { weight: 1, arbitrary: fc.uuid() },
      { weight: 1, arbitrary: anyText.map((s) => encodeURIComponent(s) || 'e') },
      { weight: 1, arbitrary: longText },
      { weight: 1, arbitrary: fc.constantFrom('%', '%E0%A4%A', '..', '%2e%2e', '%00', '%2F', 'a%20b', '-', ':x', 'A'.repeat(128)) },
    );

  /** A body field's value by its name: mostly valid, sometimes a near miss (valid, invalid). */
  const v = (valid: fc.Arbitrary<unknown>, invalid: fc.Arbitrary<unknown>) => fc.oneof({ weight: 8, arbitrary: valid }, { weight: 1, arbitrary: invalid });
  const good: Record<string, fc.Arbitrary<unknown>> = {
    event_id: v(partnerIdArb, fc.constantFrom('ev', '', ' x', 'a'.repeat(129))),
    session_id: v(partnerIdArb, fc.constantFrom('s1', '', '/x')),
    title: v(fc.constantFrom('A title', 'Ünïcode ✓'), fc.oneof(unicode, fc.constant(''), fc.constant('t'.repeat(201)))),
    description: v(fc.oneof(fc.constant(null), unicode), fc.constant('d'.repeat(4001))),
    start_date: v(fc.constantFrom('2026-05-01', '2026-05-01T10:00:00Z'), fc.constantFrom('2026-02-30', 'tomorrow')),
    end_date: v(fc.constantFrom('2026-05-02', null), fc.constantFrom('2026-04-01', '2026-13-01')),
    start_timestamp: v(fc.constantFrom('2026-05-01T10:00:00Z', null), fc.constantFrom('2026-05-01', '10:00')),
    end_timestamp: v(fc.constantFrom('2026-05-01T11:00:00+02:00', null), fc.constantFrom('2026-04-01T00:00:00Z', 'x')),
    timezone: v(fc.constantFrom('Europe/Berlin', 'UTC'), fc.constantFrom('Mars/Olympus', null)),
    visibility: v(fc.constantFrom('public', 'private'), fc.constantFrom('', null, 'v'.repeat(33))),
    url_slug: v(partnerIdArb.map((x) => x.replace(/[.:]/g, '-')), fc.constantFrom('other', 'bad slug', null)),
    event_details: v(fc.oneof(unicode, fc.constant(null)), fc.constant(5)),
    objectives: v(fc.oneof(unicode, fc.constant(null)), fc.constant([])),
    welcome_instructions: v(fc.oneof(unicode, fc.constant(null)), fc.constant('w'.repeat(4001))),
    idempotency_key: v(fc.string({ minLength: 1, maxLength: 20 }).map((x) => x.replace(/[^\x21-\x7e]/g, 'k') || 'k'), fc.constantFrom('fuzz-run', 'fuzz-import', '', 'a b')),
    webhook_url: v(fc.constantFrom('https://partner.example/hook', null), fc.constantFrom('ftp://x', 'not a url')),
    kind: v(fc.constantFrom('import', 'enrichment', 'match'), fc.constantFrom('nope', 'Match')),
    decision: v(fc.constantFrom('accept', 'reject', 'distinct'), fc.constant('maybe')),
    reason: v(fc.oneof(unicode, fc.constant(null)), fc.constant(7)),
    side: v(fc.constantFrom('founder', 'investor', null), fc.constantFrom('Founder', 1)),
    source_kind: v(fc.constantFrom('attendee', 'event'), fc.constant('x')),
    target_kind: v(fc.constantFrom('attendee', 'event'), fc.constant('x')),
    source_partner_id: v(fc.constantFrom('a1', 'a3'), fc.constant('zz')),
    target_partner_id: v(fc.constantFrom('a1', 'a3'), fc.constant('zz')),
    top_n: v(fc.integer({ min: 1, max: 50 }), fc.oneof(fc.integer({ min: -5, max: 0 }), fc.double())),
    query: v(fc.oneof(fc.constantFrom('seed funding', 'Ann', 'investor in fintech'), unicode), fc.constantFrom('', '  ', 'q'.repeat(2001))),
    mode: v(fc.constantFrom('keyword', 'semantic', 'hybrid', null), fc.constant('fuzzy')),
    type: v(fc.constantFrom('all', 'profile', 'needs', 'offers', null), fc.constant('people')),
    limit: v(fc.integer({ min: 1, max: 100 }), fc.oneof(fc.integer(), fc.constant('ten'))),
    attendees: v(
      fc.uniqueArray(
        fc.record(
          {
            attendee_id: fc.oneof(fc.constantFrom('a1', 'a2', 'n1', 'n2'), partnerIdArb),
            name: fc.constantFrom('Ann Lee', 'Cy Doe', 'Émile Zola'),
            email: fc.constantFrom('ann@example.com', 'cy@example.com'),
            company: unicode,
            side: fc.constantFrom('founder', 'investor', null),
            event_needs: fc.array(unicode.filter((x) => x.trim() !== ''), { maxLength: 3 }),
            raw_data: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 4 }),
          },
          { requiredKeys: ['attendee_id', 'name'] },
        ),
        { minLength: 1, maxLength: 4, selector: (a) => a.attendee_id },
      ),
      fc.oneof(fc.constant([]), fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 3 })),
    ),
  };
  const freeForm = fc.oneof(
    fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 4 }), { maxKeys: 6 }),
    fc.integer({ min: 1, max: 1100 }).map(deep),
    fc.integer({ min: 900, max: 1100 }).map((n) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]))),
    fc.constantFrom(60_000, 70_000).map((n) => ({ blob: 'é'.repeat(n / 2) })),
  );
  for (const k of ['metadata', 'progress', 'snapshot_metadata', 'version_metadata', 'raw_data', 'params']) good[k] = freeForm;

  const valueArb = (key: string): fc.Arbitrary<unknown> =>
    fc.oneof({ weight: 12, arbitrary: (Object.hasOwn(good, key) ? good[key] : undefined) ?? fc.jsonValue({ maxDepth: 3 }) }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) });

  const bodyArb = (route: ServedRoute): fc.Arbitrary<string | undefined> => {
    const fields = shapeKeys(route.schema?.body);
    const known = fields.length ? fields : ['side', 'title'];
    const plausible = fc
      .tuple(
        fc.oneof({ weight: 3, arbitrary: fc.constant(known) }, { weight: 2, arbitrary: fc.subarray(known, { minLength: 0 }) }),
        fc.oneof(
          { weight: 3, arbitrary: fc.constant([]) },
          { weight: 1, arbitrary: fc.array(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'id', 'org_id')), { minLength: 1, maxLength: 2 }) },
        ),
      )
      .chain(([ks, extra]) => fc.tuple(...[...ks, ...extra].map((k) => valueArb(k).map((v) => [k, v] as const))))
      .map((entries) => JSON.stringify(Object.fromEntries(entries)));
    return fc.oneof(
      { weight: 8, arbitrary: plausible },
      { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 5 }).map((v) => JSON.stringify(v)) },
      { weight: 1, arbitrary: fc.constantFrom(1000, 1024, 1025, 5000, 60_000).map((n) => `{"${known[0]}":${'['.repeat(n)}${']'.repeat(n)}}`) },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
      { weight: 1, arbitrary: fc.constantFrom('', ' ', 'null', '[]', '"x"', '{', '{"a":1}}', '\u0000', '{"__proto__":{"x":1}}') },
      { weight: 1, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.constantFrom(...known).map((k) => JSON.stringify({ [k]: 'y'.repeat(300_000) })) },
    );
  };

  const queryArb = (route: ServedRoute): fc.Arbitrary<string> => {
    const names = [...shapeKeys(route.schema?.querystring), 'dry_run', 'force', 'limit', 'cursor', 'include', 'goal'];
    const value = fc.oneof(
      fc.constantFrom('true', 'false', 'ture', '1', '', '0', '-1', '101', 'abc', 'profile,event', 'founder', 'match', 'eyJzIjoiYSIsInYiOltdfQ'),
      anyText,
      longText,
    );
    const entry = fc.tuple(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: anyText }), fc.array(value, { minLength: 1, maxLength: 2 }));
    return fc.oneof({ weight: 2, arbitrary: fc.constant([]) }, { weight: 3, arbitrary: fc.array(entry, { maxLength: 4 }) }).map((es) =>
      es
        .flatMap(([k, vs]) => vs.map((v) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`))
        .join('&'),
    );
  };

  const tokenArb = fc.oneof(
    { weight: 12, arbitrary: fc.constant(keys.rw) },
    { weight: 2, arbitrary: fc.constant(keys.ro) },
    { weight: 2, arbitrary: fc.constant(keys.bound) },
    { weight: 1, arbitrary: fc.constant(keys.other) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constantFrom('mm_test_forged', '', 'x'.repeat(3000)) },
  );

  const requestArb = (route: ServedRoute): fc.Arbitrary<Req> => {
    const segments = route.url.split('/');
    const params = segments.filter((s) => (s.startsWith(':') && !s.startsWith('::')) || s === '*').map((s) => (s === '*' ? '*' : s.slice(1)));
    const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
    return fc
      .record({
        values: fc.tuple(...params.map(paramArb)),
        query: queryArb(route),
        body: hasBody ? bodyArb(route) : fc.constant(undefined),
        token: tokenArb,
        legacy: fc.boolean(),
        contentType: fc.constantFrom('application/json', 'application/json', 'text/plain', 'application/x-www-form-urlencoded', undefined),
        correlation: fc.option(fc.oneof(fc.constantFrom('ok-123', 'ann@example.com'), fc.string({ maxLength: 20 }).filter((s) => /^[\x21-\x7e]*$/.test(s))), { nil: undefined }),
      })
      .map(({ values, query, body, token, legacy, contentType, correlation }) => {
        let i = 0;
        let path = segments.map((s) => ((s.startsWith(':') && !s.startsWith('::')) || s === '*' ? values[i++]! : s)).join('/');
        path = path.replace(/::/g, ':');
        if (legacy && path.startsWith(BASE)) path = `/v0/partner${path.slice(BASE.length)}`;
        const headers: Record<string, string> = {};
        if (token !== undefined) headers.authorization = `Bearer ${token}`;
        if (contentType && body !== undefined) headers['content-type'] = contentType;
        if (correlation !== undefined) headers['x-correlation-id'] = correlation;
        return { method: route.method as Method, url: query ? `${path}?${query}` : path, headers, ...(body !== undefined ? { payload: body } : {}) };
      });
  };

  let count = 0;
  const statuses = new Map<number, number>();
  let routeStatuses = new Map<number, number>();
  const send = async (req: Req) => {
    count++;
    const res = await svc.app.inject({ method: req.method, url: req.url, headers: req.headers, ...(req.payload !== undefined ? { payload: req.payload } : {}) });
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    routeStatuses.set(res.statusCode, (routeStatuses.get(res.statusCode) ?? 0) + 1);
    if (process.env.FUZZ_DEBUG) console.log(req.method, req.url.slice(0, 120), String(req.payload).slice(0, 200), '->', res.statusCode, res.body.slice(0, 160));
    const problem = (why: string) =>
      new Error(`${why}: ${req.method} ${req.url.slice(0, 300)} -> ${res.statusCode} ${res.body.slice(0, 300)} (body ${String(req.payload).slice(0, 300)})`);
    if (res.statusCode >= 500) throw problem('a 5xx');
    if (res.statusCode >= 400 && req.method !== 'HEAD') {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(res.body) as Record<string, unknown>;
      } catch {
        throw problem('an error outside the envelope');
      }
      if (typeof body.code !== 'string' || typeof body.message !== 'string' || typeof body.correlation_id !== 'string') throw problem('an error outside the envelope');
      if (res.headers['x-correlation-id'] !== body.correlation_id) throw problem('correlation header and body differ');
      if (/@/.test(body.correlation_id)) throw problem('an unsafe correlation id was kept');
    }
  };

  // Deletes last, so the fixtures they may remove serve every other route first.
  const routes = servedRoutesOf(svc.app)
    .filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/v0/'))
    .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
  t.ok(routes.length >= 30, `${routes.length} routes enumerated from the app`);
  // Each route may use its share of what is left of the budget (time a fast route leaves is carried over).
  const deadline = Date.now() + BUDGET_MS;
  const share = (left: number) => Math.max(1000, Math.floor((deadline - Date.now()) / (left + 1)));
  let cutShort = 0;
  for (const [i, route] of routes.entries()) {
    const before = count;
    routeStatuses = new Map();
    const outcome = await fc.check(fc.asyncProperty(requestArb(route), send), {
      numRuns: RUNS,
      seed: SEED,
      endOnFailure: true,
      interruptAfterTimeLimit: share(routes.length - i),
    });
    if (outcome.interrupted) cutShort++;
    t.notOk(outcome.failed, `${route.method} ${route.url}: ${count - before} requests (${[...routeStatuses].sort(([a], [b]) => a - b).map(([c, n]) => `${c}:${n}`).join(' ')}), never a 5xx, errors in the envelope`, {
      diagnostic: outcome.failed,
      error: outcome.errorInstance ? String(outcome.errorInstance).slice(0, 2000) : undefined,
      seed: outcome.seed,
    });
  }
  // Other methods on every path: 404/405 in the envelope.
  const paths = [...new Set(routes.map((r) => r.url))];
  const otherMethod = await fc.check(
    fc.asyncProperty(fc.constantFrom(...paths), fc.constantFrom<Method>('PUT', 'PATCH', 'DELETE', 'OPTIONS', 'POST'), async (url, method) =>
      send({ method, url: url.replace(/:[a-z_]+/g, 'x').replace('*', 'x'), headers: { authorization: `Bearer ${keys.rw}` }, payload: '{}' }),
    ),
    { numRuns: RUNS, seed: SEED, endOnFailure: true, interruptAfterTimeLimit: share(0) },
  );
  t.notOk(otherMethod.failed, 'other methods on served paths', { error: otherMethod.errorInstance ? String(otherMethod.errorInstance).slice(0, 2000) : undefined });

  const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}:${n}`).join(' ');
  const line =
    `fuzz: ${count} requests over ${routes.length} routes (FUZZ_RUNS=${RUNS}, FUZZ_SEED=${SEED}); by status ${byStatus}` +
    (cutShort ? `; ${cutShort} routes cut short by the ${BUDGET_MS} ms budget` : '');
  t.comment(line);
  console.log(line);
  t.ok([...statuses.keys()].some((s) => s >= 200 && s < 300), 'some requests succeeded (the fuzz reaches the use cases)');

  await eventually(async () => (await svc.rt.deps.projections.lag()) === 0, 'the read models catch up with everything the fuzz wrote');
  const ready = await svc.call('GET', '/readyz');
  t.equal(ready.status, 200, 'then /readyz answers 200');
  t.equal(ready.body.projection_failures?.count ?? 0, 0, 'and no projector skipped an event');
});
