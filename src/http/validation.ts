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

/**
 * Every error code a request-part schema can answer with: the codes marked on its nodes, plus
 * the part's default when some leaf can fail without a code on its path. The OpenAPI document
 * enumerates these per route (src/http/openapi), so a coded node is never undocumented.
 */
export function codesIn(root: z.ZodType, part: string): string[] {
  const out = new Set<string>();
  const seen = new Set<z.ZodType>();
  let uncoded = false;
  const visit = (s: z.ZodType, inherited: boolean) => {
    if (seen.has(s)) return;
    seen.add(s);
    let coded = inherited;
    for (const u of unwrap(s)) {
      const c = codes.get(u)?.code;
      if (c) {
        out.add(c);
        coded = true;
      }
    }
    const inner = unwrap(s).at(-1)!;
    const d = defOf(inner);
    const kids: z.ZodType[] = [];
    if (d.type === 'object') kids.push(...Object.values(d.shape ?? {}), ...(d.catchall ? [d.catchall] : []));
    else if (d.type === 'array' && d.element) kids.push(d.element);
    else if (d.type === 'record') kids.push((d as unknown as { valueType: z.ZodType }).valueType);
    else if (d.type === 'union' && d.options) kids.push(...d.options);
    // A leaf that can fail (not `unknown`/`any`, not a preprocess that always yields a value) with no code above it.
    if (kids.length === 0 && !coded && !['unknown', 'any', 'never'].includes(d.type) && !isTotal(s)) uncoded = true;
    for (const k of kids) visit(k, coded);
  };
  visit(root, false);
  if (uncoded || part === 'body') out.add(partDefaults[part] ?? 'INVALID_REQUEST');
  return [...out].sort();
}

/** A schema that accepts every input (a normalizing preprocess with a default, like `limit`). */
function isTotal(s: z.ZodType): boolean {
  return [undefined, null, 'x', '5', 5, [], {}].every((v) => s.safeParse(v).success);
}
