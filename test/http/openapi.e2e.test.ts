/** The OpenAPI reference: every served operation documented from the table, and the document honest about what routes answer. */
import t from 'tap';
import { startService } from '../helpers/app.ts';
import { operations } from '../../src/http/openapi/operations.ts';
import { ERROR_CODES } from '../../src/http/openapi/errors.ts';
import { tableCoverage } from '../../src/http/openapi/document.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

type Op = { operationId?: string; summary?: string; description?: string; security?: Record<string, string[]>[]; requestBody?: any; responses: Record<string, any> };

t.test('the OpenAPI document', async (t) => {
  const svc = await startService(t);
  const doc = (await svc.call('GET', '/openapi.json')).body;
  const ops: Array<[string, Op]> = [];
  for (const [path, item] of Object.entries<any>(doc.paths)) for (const m of METHODS) if (item[m]) ops.push([`${m.toUpperCase()} ${path}`, item[m]]);

  t.test('given every served operation, then the operation table has an entry for it (and none for a route not served)', async (t) => {
    const { missing, stale } = tableCoverage(doc);
    t.same(
      missing,
      [],
      missing.length
        ? `Undocumented operations. Add an entry for each to the operation table (a file under src/http/openapi/operations/, spread into src/http/openapi/operations.ts):\n` +
            missing.map((k) => `  '${k}': { operationId, summary, description, scope, tag, success: { <status>: '...' }, errors: { <status>: [<codes the handler throws>] }, example: { request?, response } },`).join('\n')
        : 'every operation has an entry',
    );
    t.same(stale, [], stale.length ? `Entries in src/http/openapi/operations/ for routes that are not served; remove them: ${stale.join(', ')}` : 'no stale entries');
  });

  t.test('given each operation, then it has a unique operationId, a summary, a description, a scope and examples', async (t) => {
    const ids = new Set<string>();
    for (const [key, op] of ops) {
      t.match(op.operationId, /^[a-z][A-Za-z0-9]+$/, `${key}: operationId`);
      t.notOk(ids.has(op.operationId!), `${key}: operationId ${op.operationId} is unique`);
      ids.add(op.operationId!);
      t.ok(op.summary && op.description, `${key}: summary and description`);
      t.match(op.security?.[0]?.bearer?.[0], /^partner:(read|write)$/, `${key}: scope`);
      if (op.requestBody) t.ok(op.requestBody.content['application/json'].example, `${key}: request example`);
      const success = Object.entries(op.responses).filter(([s]) => Number(s) < 400);
      t.ok(success.some(([, r]) => r.content?.['application/json']?.example), `${key}: a success example`);
    }
  });

  t.test('given each response, then it is described, carries x-correlation-id, and an error response enumerates its codes', async (t) => {
    for (const [key, op] of ops) {
      for (const s of ['401', '403', '429', '500', '503']) t.ok(op.responses[s], `${key}: documents ${s}`);
      for (const [status, res] of Object.entries(op.responses)) {
        t.not(res.description, 'Default Response', `${key} ${status}: described`);
        t.ok(res.headers?.['x-correlation-id'], `${key} ${status}: x-correlation-id header`);
        if (Number(status) < 400) continue;
        const codes: string[] | undefined = res.content?.['application/json']?.schema?.properties?.code?.enum;
        t.ok(codes?.length, `${key} ${status}: code is an enum`);
        for (const c of codes ?? []) t.ok(ERROR_CODES[c], `${key} ${status}: ${c} has a meaning in src/http/openapi/errors.ts ERROR_CODES`);
      }
      if (op.responses['429']) t.ok(op.responses['429'].headers['retry-after'], `${key}: 429 documents Retry-After`);
    }
  });

  t.test('given POST /runs, then its description says it is a partner-tracked record that runs no matching', async (t) => {
    const op = doc.paths['/runs'].post;
    t.match(op.description, /does \*\*not\*\* run matching/);
    t.match(op.responses['201'].description, /executes nothing/);
  });

  t.test('given the table, then each entry names an error code with a meaning', async (t) => {
    for (const [key, entry] of Object.entries(operations)) {
      for (const codes of Object.values(entry.errors)) for (const c of codes ?? []) t.ok(ERROR_CODES[c], `${key}: ${c} is in ERROR_CODES`);
    }
  });
});

/**
 * Conformance: each operation called with a made-up ID, without a key, and with a read-only key,
 * answers a status and code its own documentation lists.
 */
t.test('given probing calls to every operation, then each answer is a status and code the document lists for it', async (t) => {
  const svc = await startService(t);
  const doc = (await svc.call('GET', '/openapi.json')).body;
  const write = await svc.key();
  const read = await svc.key({ scopes: ['partner:read'] });
  const fill = (path: string) => path.replace(/\{run_id\}|\{review_id\}/g, '00000000-0000-4000-8000-000000000000').replace(/\{[^}]+\}/g, 'no-such-id');
  for (const [path, item] of Object.entries<any>(doc.paths)) {
    for (const m of METHODS) {
      const op: Op | undefined = item[m];
      if (!op) continue;
      const method = m.toUpperCase() as 'GET';
      const url = fill(path);
      const body = op.requestBody ? op.requestBody.content['application/json'].example ?? {} : undefined;
      for (const [who, token] of [['no key', undefined], ['read key', read], ['write key', write]] as const) {
        const r = await svc.call(method, url, { ...(token ? { token } : {}), ...(body !== undefined ? { body } : {}) });
        const documented = op.responses[String(r.status)];
        t.ok(documented, `${method} ${path} (${who}): status ${r.status} is documented`);
        if (r.status >= 400 && documented) {
          const codes: string[] = documented.content['application/json'].schema.properties.code.enum;
          t.ok(codes.includes(r.body.code), `${method} ${path} (${who}): ${r.status} ${r.body.code} is among ${codes.join(', ')}`);
        }
      }
    }
  }
});
