/**
 * Writes docs/reference.md from the served OpenAPI document: every endpoint with its scope,
 * statuses and error codes, and the meaning of each code. `npm run docs:reference`; a test
 * fails when the committed file differs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_CODES, HTTP_LAYER_ERRORS, ROUTING_ERRORS } from '../src/http/openapi/errors.ts';
import { servedDocument } from './openapi.ts';

export const REFERENCE_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/reference.md');

type Res = { description: string; content?: Record<string, { schema?: { properties?: { code?: { enum?: string[] } } } }> };
type Op = { operationId: string; summary: string; description: string; tags?: string[]; security?: Record<string, string[]>[]; responses: Record<string, Res> };
type Doc = { info: { version: string }; tags?: { name: string; description?: string }[]; paths: Record<string, Record<string, Op>> };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const oneLine = (s: string) => s.replace(/\s*\n\s*/g, ' ').trim();

export function renderReference(doc: Doc): string {
  const ops: Array<{ method: string; path: string; op: Op }> = [];
  for (const [p, item] of Object.entries(doc.paths)) for (const m of METHODS) if (item[m]) ops.push({ method: m.toUpperCase(), path: p, op: item[m]! });
  const used = new Map<string, Set<string>>();
  const note = (code: string, status: string) => (used.get(code) ?? used.set(code, new Set()).get(code)!).add(status);
  for (const [s, codes] of Object.entries(ROUTING_ERRORS)) for (const c of codes) note(c, s);
  for (const [s, codes] of Object.entries(HTTP_LAYER_ERRORS)) for (const c of codes) note(c, s);

  const out: string[] = [
    '# API reference',
    '',
    '<!-- Generated from the served OpenAPI document by `npm run docs:reference`; do not edit by hand. -->',
    '',
    `Partner API v0 (document version ${doc.info.version}). Base path \`/api/v0/partner\`; every path below is relative to it.`,
    'The same reference is served by a running server as a page at `/api/v0/partner/docs` and as OpenAPI 3.1 at',
    '`/api/v0/partner/openapi.json` (both without a key). The deprecated alias `/v0/partner` serves the same operations.',
    '',
    '## Conventions',
    '',
    '- **Auth**: `Authorization: Bearer <API_KEY>`, an organization service-account key issued with the operator CLI',
    '  (`keys create`). Scope `partner:read` allows GET; `partner:write` allows every method. A key bound to one event',
    '  sees only that event (another event is 404 `EVENT_NOT_FOUND`; org-wide writes are 403 `EVENT_SCOPE_FORBIDDEN`).',
    '- **Correlation**: send `x-correlation-id` (1 to 128 of `A-Z a-z 0-9 . _ : -`; anything else is replaced) or get a new UUID; it comes back in the',
    '  `x-correlation-id` header and as `correlation_id` in every body.',
    '- **Errors**: `{ code, message, correlation_id }` (plus `supported_parameters` with `UNSUPPORTED_QUERY_PARAMETER`).',
    '  Branch on `code`. Every operation can also answer 401, 403 (scope), 429, 500 and 503 with the codes listed',
    '  under it. An unknown path is 404 `ROUTE_NOT_FOUND`; a known path with another method is 405 `METHOD_NOT_ALLOWED`.',
    '  The HTTP layer itself answers 408 `REQUEST_TIMEOUT` (headers over 10 s, the whole request over 60 s), 431',
    '  `HEADERS_TOO_LARGE` (request line and headers over 16 KiB) and 400 `BAD_REQUEST` (not well-formed HTTP).',
    '- **Lists**: `limit` 1..100 (default 50; other values are normalized) and the opaque `next_cursor`; keep the',
    '  other query parameters when following a cursor.',
    '- **Runs**: asynchronous; poll `GET /runs/{run_id}` with exponential backoff from 2 s capped at 30 s until',
    '  `succeeded`, `partial` or `failed`. Run-creating writes take an `idempotency_key`: one per logical operation.',
    '- **Limits**: 600 requests per 60 s per key unless the key carries its own limit (429 with `Retry-After`);',
    '  bodies up to 16 MiB (413); imports up to 50,000 rows.',
    '',
    '## Endpoints',
    '',
    '| Method | Path | Operation | Scope | Summary |',
    '|---|---|---|---|---|',
  ];
  for (const { method, path: p, op } of ops) {
    out.push(`| ${method} | \`${p}\` | [\`${op.operationId}\`](#${op.operationId.toLowerCase()}) | ${op.security?.[0]?.bearer?.[0] ?? ''} | ${op.summary} |`);
  }
  for (const tag of doc.tags ?? []) {
    const inTag = ops.filter((o) => (o.op.tags ?? [])[0] === tag.name);
    if (!inTag.length) continue;
    out.push('', `## ${tag.name[0]!.toUpperCase()}${tag.name.slice(1)}`, '', ...(tag.description ? [`${tag.description}.`, ''] : []));
    for (const { method, path: p, op } of inTag) {
      out.push(`### ${op.operationId}`, '', `\`${method} ${p}\` · scope \`${op.security?.[0]?.bearer?.[0] ?? ''}\``, '', oneLine(op.description), '', '| Status | Meaning |', '|---|---|');
      for (const [status, res] of Object.entries(op.responses)) {
        const codes = res.content?.['application/json']?.schema?.properties?.code?.enum;
        if (codes) {
          for (const c of codes) note(c, status);
          out.push(`| ${status} | ${codes.map((c) => `\`${c}\``).join(', ')} |`);
        } else out.push(`| ${status} | ${oneLine(res.description)} |`);
      }
      out.push('');
    }
  }
  out.push('## Error codes', '', '| Code | Status | Meaning |', '|---|---|---|');
  for (const code of [...used.keys()].sort()) {
    out.push(`| \`${code}\` | ${[...used.get(code)!].sort().join(', ')} | ${ERROR_CODES[code] ?? ''} |`);
  }
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const doc = JSON.parse(await servedDocument()) as Doc;
  fs.writeFileSync(REFERENCE_PATH, renderReference(doc));
  console.log(`wrote ${path.relative(process.cwd(), REFERENCE_PATH)}`);
}
