/**
 * Request validation with the spec's error codes. Each zod schema node can carry the code its
 * failure maps to (`coded`); the validator walks a failing issue's path and takes the deepest
 * code on it, so `{ title: 5 }` gives INVALID_TITLE, not a generic validation error.
 */
import { z } from 'zod';
import type { FastifySchemaCompiler } from 'fastify';
import { badRequest } from '../domain/errors.ts';

const codes = z.registry<{ code: string }>();

/** Marks a schema node with the error code of its failures (shown as `x-error-code` nowhere: internal). */
export function coded<T extends z.ZodType>(code: string, schema: T): T {
  codes.add(schema, { code });
  return schema;
}

/** Default codes by request part, when no node on the path carries one. */
const partDefaults: Record<string, string> = {
  body: 'INVALID_JSON',
  params: 'INVALID_PARTNER_ID',
  querystring: 'INVALID_QUERY_PARAMETER',
  headers: 'INVALID_HEADER',
};

type Def = { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType; options?: z.ZodType[]; catchall?: z.ZodType };

const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** Steps from a schema node to the child for one path segment, unwrapping wrappers. */
function unwrap(s: z.ZodType): z.ZodType[] {
  const out: z.ZodType[] = [s];
  let cur = s;
  for (let i = 0; i < 10; i++) {
    const d = defOf(cur);
    const next = d.innerType ?? (d.type === 'pipe' ? d.in : undefined);
    if (!next) break;
    out.push(next);
    cur = next;
  }
  return out;
}

function child(s: z.ZodType, seg: PropertyKey): z.ZodType | undefined {
  for (const node of unwrap(s)) {
    const d = defOf(node);
    if (d.type === 'object' && typeof seg === 'string') return d.shape?.[seg] ?? d.catchall;
    if (d.type === 'array') return d.element;
    if (d.type === 'record') return (d as unknown as { valueType: z.ZodType }).valueType;
  }
  return undefined;
}

/** The deepest error code registered along `path` from `root`. */
export function codeFor(root: z.ZodType, path: PropertyKey[], fallback: string): string {
  let found = fallback;
  let node: z.ZodType | undefined = root;
  const take = (n: z.ZodType) => {
    for (const u of unwrap(n)) {
      const c = codes.get(u)?.code;
      if (c) found = c;
    }
  };
  take(root);
  for (const seg of path) {
    node = node && child(node, seg);
    if (!node) break;
    take(node);
  }
  return found;
}

function describe(issue: z.core.$ZodIssue): string {
  const where = issue.path.length ? issue.path.map(String).join('.') : 'value';
  return `${where}: ${issue.message}`;
}

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const r = schema.safeParse(data);
    if (r.success) return { value: r.data };
    // A body that is not a JSON object at all is "not valid JSON" for the partner.
    if (httpPart === 'body' && (data === null || typeof data !== 'object' || Array.isArray(data))) {
      return { error: badRequest('INVALID_JSON', 'request body must be a JSON object') };
    }
    const issue = r.error.issues[0]!;
    const code = codeFor(schema, issue.path, partDefaults[httpPart ?? 'body'] ?? 'INVALID_REQUEST');
    return { error: badRequest(code, describe(issue)) };
  };
