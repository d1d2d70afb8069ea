/**
 * How the OpenAPI document is generated: @fastify/swagger walks the routes, `routeTransform`
 * turns each route's zod schemas into JSON Schema and notes the validation codes they can give,
 * and `documentTransform` applies the operation table (operationId, summary, description,
 * examples, every status with its enumerated codes, the x-correlation-id header, scopes).
 */
import type { SwaggerTransform } from '@fastify/swagger';
import type { OpenAPIV3_1 } from 'openapi-types';
import { jsonSchemaTransform } from '@fastify/type-provider-zod';
import type { z } from 'zod';
import { codesIn } from '../validation.ts';
import { BODY_ERRORS, COMMON_ERRORS, HTTP_LAYER_ERRORS, ROUTING_ERRORS, STATUS_TEXT, WRITE_ERRORS } from './errors.ts';
import { operations } from './operations.ts';
import type { OperationDoc, OperationTable } from './types.ts';

const VALIDATION_KEY = 'x-validation-codes';
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

type Json = Record<string, unknown>;
type Operation = Json & { responses?: Record<string, Json>; requestBody?: Json; parameters?: Json[] };
type Document = Json & { paths?: Record<string, Record<string, Operation>>; components?: Json };

/** `GET /events/{event_id}` for a method and an OpenAPI path. */
export const operationKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** Per route: zod → JSON Schema, plus the codes its params, query and body validation can give. */
export const routeTransform: SwaggerTransform = (args) => {
  const out = jsonSchemaTransform(args as Parameters<typeof jsonSchemaTransform>[0]);
  const zod = (args.schema ?? {}) as Record<string, z.ZodType | undefined>;
  const codes = new Set<string>();
  for (const part of ['params', 'querystring', 'body'] as const) {
    const s = zod[part];
    if (s && typeof s === 'object' && '_zod' in s) for (const c of codesIn(s, part)) codes.add(c);
  }
  return { ...out, schema: { ...(out.schema as Json), [VALIDATION_KEY]: [...codes].sort() } as typeof out.schema };
};

/** Groups of the reference, in reading order (a tag not listed here follows, undescribed). */
export const TAGS: Record<string, string> = {
  auth: 'The calling key and ID resolution',
  events: 'Events and their matching context',
  sessions: 'Sessions of an event',
  attendees: 'Rosters: import, read, retag, remove',
  reviews: 'Identity review queue: resolve what an import held',
  enrichment: 'Enrichment runs: derive attendee intent',
  readiness: 'Readiness of attendees and events for matching',
  matching: 'Match runs and pinned match reads',
  search: 'People search',
  runs: 'Asynchronous runs: poll until terminal',
};

const CORRELATION_HEADER = { $ref: '#/components/headers/CorrelationId' };

export const components: OpenAPIV3_1.ComponentsObject = {
  securitySchemes: {
    bearer: {
      type: 'http',
      scheme: 'bearer',
      description:
        'An organization service-account key: `Authorization: Bearer <API_KEY>`. Keys carry the scopes ' +
        '`partner:read` (GET) and `partner:write` (every method; includes read). Each operation lists the ' +
        'scope it needs. A key may be bound to one event; it then sees only that event.',
    },
  },
  headers: {
    CorrelationId: {
      description: 'The correlation ID of the request: the x-correlation-id sent (1..128 characters) or a new UUID. Also in the body as correlation_id.',
      schema: { type: 'string', maxLength: 128 },
    },
    RetryAfter: {
      description: 'Seconds to wait before the next request with this key.',
      schema: { type: 'integer', minimum: 0 },
    },
  },
  parameters: {
    CorrelationId: {
      name: 'x-correlation-id',
      in: 'header',
      required: false,
      description: 'Your own correlation ID (at most 128 characters), echoed in the response header and body; a UUID is made when absent or longer.',
      schema: { type: 'string', maxLength: 128 },
    },
  },
};

/** The error envelope with the codes of one route and status enumerated. */
export function errorSchema(codes: readonly string[]): Json {
  const withParams = codes.includes('UNSUPPORTED_QUERY_PARAMETER');
  return {
    type: 'object',
    required: ['code', 'message', 'correlation_id'],
    additionalProperties: false,
    properties: {
      code: { type: 'string', enum: [...codes], description: 'Stable machine-readable code; branch on it.' },
      message: { type: 'string', description: 'Human-readable; not for control flow.' },
      correlation_id: { type: 'string' },
      ...(withParams ? { supported_parameters: { type: 'array', items: { type: 'string' }, description: 'With UNSUPPORTED_QUERY_PARAMETER: the parameters the route takes.' } } : {}),
    },
  };
}

const union = (...lists: (readonly string[] | undefined)[]) => [...new Set(lists.flatMap((l) => l ?? []))];

/** Every error status of an operation with its codes, from the table, its validation and the cross-cutting codes. */
export function errorCodesOf(doc: OperationDoc | undefined, op: Operation): Map<number, string[]> {
  const out = new Map<number, string[]>();
  const add = (status: number, codes: readonly string[] | undefined) => {
    if (!codes?.length) return;
    out.set(status, union(out.get(status), codes));
  };
  const validation = (op[VALIDATION_KEY] as string[] | undefined) ?? [];
  add(400, validation);
  if (op.requestBody) for (const [s, c] of Object.entries(BODY_ERRORS)) add(Number(s), c);
  for (const [s, c] of Object.entries(doc?.errors ?? {})) add(Number(s), c);
  if (doc?.scope === 'partner:write' && doc.appends !== false) for (const [s, c] of Object.entries(WRITE_ERRORS)) add(Number(s), c);
  for (const [s, c] of Object.entries(COMMON_ERRORS)) add(Number(s), c);
  return new Map([...out].sort((a, b) => a[0] - b[0]));
}

function applyTable(table: OperationTable, method: string, path: string, op: Operation): void {
  const doc = table[operationKey(method, path)];
  const responses = (op.responses ??= {});
  if (doc) {
    op.operationId = doc.operationId;
    op.summary = doc.summary;
    op.description = doc.description;
    op.tags = [doc.tag];
    op.security = [{ bearer: [doc.scope] }];
    if (doc.example.request && op.requestBody) {
      const media = ((op.requestBody.content as Record<string, Json> | undefined) ?? {})['application/json'];
      if (media) media.example = doc.example.request;
    }
  }
  op.parameters = [...(op.parameters ?? []), { $ref: '#/components/parameters/CorrelationId' }];

  // The example goes with the first success status the table names (201/202 before a replay's 200).
  const primary = Object.keys(doc?.success ?? {})[0];
  for (const [status, res] of Object.entries(responses)) {
    const code = Number(status);
    if (code >= 400) continue;
    const given = doc?.success[code as keyof OperationDoc['success']];
    res.description = given ?? (res.description === 'Default Response' ? STATUS_TEXT[code] ?? 'Success' : res.description);
    res.headers = { 'x-correlation-id': CORRELATION_HEADER };
    const media = ((res.content as Record<string, Json> | undefined) ?? {})['application/json'];
    if (doc && media && status === primary) media.example = doc.example.response;
  }
  for (const status of Object.keys(responses)) if (Number(status) >= 400) delete responses[status];
  for (const [status, codes] of errorCodesOf(doc, op)) {
    responses[String(status)] = {
      description: `${STATUS_TEXT[status] ?? 'Error'}: ${codes.join(', ')}`,
      headers: { 'x-correlation-id': CORRELATION_HEADER, ...(status === 429 ? { 'retry-after': { $ref: '#/components/headers/RetryAfter' } } : {}) },
      content: {
        'application/json': {
          schema: errorSchema(codes),
          example: { code: codes[0], message: `${STATUS_TEXT[status] ?? 'error'}: see code`, correlation_id: '3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10' },
        },
      },
    };
  }
  delete op[VALIDATION_KEY];
}

export const DOCUMENT_DESCRIPTION = [
  'The partner matchmaking API (contract v0). All paths are relative to the base path `/api/v0/partner`;',
  'a deprecated alias `/v0/partner` serves the same operations with a `Deprecation` header.',
  '',
  'Every response carries `x-correlation-id` (header) and `correlation_id` (body). Every error is',
  '`{ code, message, correlation_id }`; branch on `code`, never on `message`. Each operation lists every',
  'status it can give with the codes of that status enumerated.',
  '',
  `A path no operation serves answers 404 \`${ROUTING_ERRORS[404]![0]}\`; a known path with another method answers`,
  `405 \`${ROUTING_ERRORS[405]![0]}\` with an \`Allow\` header.`,
  `Before any operation, the HTTP layer answers 408 \`${HTTP_LAYER_ERRORS[408]![0]}\` to a request whose headers (10 s)`,
  `or whole body (60 s) arrive too slowly, 431 \`${HTTP_LAYER_ERRORS[431]![0]}\` to a request line and headers over 16 KiB,`,
  `and 400 \`${HTTP_LAYER_ERRORS[400]![0]}\` to a request that is not well-formed HTTP, in the same envelope.`,
  '',
  'Runs are asynchronous: poll `GET /runs/{run_id}` with exponential backoff from 2 s capped at 30 s until',
  'the status is `succeeded`, `partial` or `failed`. On 429 wait the seconds in `Retry-After`.',
  'Lists page with `limit` (1..100, default 50) and the opaque `next_cursor`.',
].join('\n');

/** Applies the operation table to the generated document (the `transformObject` of @fastify/swagger). */
export function documentTransform(document: Document, table: OperationTable = operations): Document {
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (op) applyTable(table, method, path, op);
    }
  }
  document.components = { ...(document.components ?? {}), ...components };
  const used = new Set(Object.values(table).map((d) => d.tag));
  document.tags = [...Object.keys(TAGS).filter((n) => used.has(n)), ...[...used].filter((n) => !(n in TAGS)).sort()].map((name) => ({
    name,
    ...(TAGS[name] ? { description: TAGS[name] } : {}),
  }));
  return document;
}

/** Operations of a generated document that the table does not describe, and table entries no route serves. */
export function tableCoverage(document: Document, table: OperationTable = operations): { missing: string[]; stale: string[] } {
  const served = new Set<string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) if (item[method]) served.add(operationKey(method, path));
  }
  return {
    missing: [...served].filter((k) => !table[k]),
    stale: Object.keys(table).filter((k) => !served.has(k)),
  };
}
