import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level: the same value always hashes the same. */
export function canonicalJson(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v); // most values of a stored reading
  if (v === null || typeof v !== 'object') return JSON.stringify(v) ?? 'null';
  if (Array.isArray(v)) {
    let out = '[';
    for (let i = 0; i < v.length; i++) out += i === 0 ? canonicalJson(v[i]) : `,${canonicalJson(v[i])}`;
    return `${out}]`;
  }
  // Same text as sorting Object.entries, without the intermediate arrays (the roster hash reads every attendee).
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o);
  // The default sort orders by UTF-16 code units, as `<` does; keys often come sorted already.
  for (let i = 1; i < keys.length; i++) {
    if (keys[i - 1]! > keys[i]!) {
      keys.sort();
      break;
    }
  }
  let out = '{';
  for (const k of keys) {
    const x = o[k];
    if (x === undefined) continue;
    out += `${out.length > 1 ? ',' : ''}${quotedKey(k)}:${canonicalJson(x)}`;
  }
  return `${out}}`;
}

/** Keys repeat in every attendee and reading of a roster: each is quoted once (up to a bound, since raw data may bring any keys). */
const quotedKeys = new Map<string, string>();
function quotedKey(k: string): string {
  let q = quotedKeys.get(k);
  if (q === undefined) {
    q = JSON.stringify(k);
    if (quotedKeys.size < 4096) quotedKeys.set(k, q);
  }
  return q;
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** SHA-256 of the concatenation of `parts`, without building the whole text (parts must not split a character). */
export function sha256Parts(parts: Iterable<string>): string {
  const h = createHash('sha256');
  for (const part of parts) h.update(part);
  return h.digest('hex');
}

/**
 * `sha256Parts`, pausing every few hundred parts so the event loop keeps running: for hashing
 * while worker threads work and wait for this thread to hand them their next job.
 */
export async function sha256PartsAside(parts: Iterable<string>): Promise<string> {
  const h = createHash('sha256');
  let k = 0;
  for (const part of parts) {
    h.update(part);
    if (++k % 256 === 0) await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return h.digest('hex');
}
