/**
 * Opaque keyset cursors. A cursor names the list it belongs to (route, org, filters); one
 * presented to another list, or forged so it no longer decodes, is 400 INVALID_CURSOR.
 */
import { createHash } from 'node:crypto';
import { badRequest } from '../domain/errors.ts';
import type { Doc, FindQuery, ReadView, Scalar } from '../infra/readstore/port.ts';
import { fullSort, pathValue } from '../infra/readstore/port.ts';

const scopeTag = (scope: string) => createHash('sha256').update(scope).digest('base64url').slice(0, 16);

export function encodeCursor(scope: string, values: Scalar[]): string {
  return Buffer.from(JSON.stringify({ s: scopeTag(scope), v: values })).toString('base64url');
}

export function decodeCursor(scope: string, cursor: string, arity: number): Scalar[] {
  const invalid = () => badRequest('INVALID_CURSOR', 'cursor is not valid for this list; restart from the first page');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!parsed || typeof parsed !== 'object') throw invalid();
  const { s, v } = parsed as { s?: unknown; v?: unknown };
  if (s !== scopeTag(scope) || !Array.isArray(v) || v.length !== arity) throw invalid();
  if (!v.every((x) => x === null || ['string', 'number', 'boolean'].includes(typeof x))) throw invalid();
  return v as Scalar[];
}

export interface Page<T> {
  items: T[];
  next_cursor: string | null;
}

/**
 * One page of a keyset-paged query: reads limit + 1 to know whether another page exists, so
 * pages never skip or repeat items even while the list grows.
 *
 * With `maxBytes`, the page also stops once its items serialize to more than that (always at
 * least one item), reading a few documents at a time: a list of large documents answers a
 * shorter page with a `next_cursor` instead of holding a hundred of them in memory at once.
 */
export async function pageOf<T extends Doc>(
  view: ReadView,
  coll: string,
  q: Omit<FindQuery, 'after' | 'limit'>,
  opts: { scope: string; limit: number; cursor?: string | undefined; maxBytes?: number },
): Promise<Page<T>> {
  const sort = fullSort(q);
  const cursorOf = (doc: T) => encodeCursor(opts.scope, sort.map(([f]) => (pathValue(doc, f) ?? null) as Scalar));
  let after = opts.cursor ? decodeCursor(opts.scope, opts.cursor, sort.length) : undefined;
  if (opts.maxBytes === undefined) {
    const rows = await view.find<T>(coll, { ...q, ...(after ? { after } : {}), limit: opts.limit + 1 });
    const items = rows.slice(0, opts.limit);
    const last = items[items.length - 1];
    return { items, next_cursor: rows.length > opts.limit && last ? cursorOf(last) : null };
  }
  const items: T[] = [];
  let bytes = 0;
  for (;;) {
    const want = Math.min(BUDGET_BATCH, opts.limit - items.length) + 1;
    const rows = await view.find<T>(coll, { ...q, ...(after ? { after } : {}), limit: want });
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]!;
      const size = Buffer.byteLength(JSON.stringify(row));
      const full = items.length >= opts.limit || (items.length > 0 && bytes + size > opts.maxBytes);
      if (full) return { items, next_cursor: cursorOf(items[items.length - 1]!) };
      items.push(row);
      bytes += size;
      if (i === want - 2 && rows.length === want) break; // the look-ahead row starts the next batch
    }
    if (rows.length < want) return { items, next_cursor: null };
    after = sort.map(([f]) => (pathValue(items[items.length - 1], f) ?? null) as Scalar);
  }
}

/** Documents read per step of a byte-budgeted page. */
const BUDGET_BATCH = 10;
