/**
 * Caps on free-form JSON (session metadata, attendee raw_data, run progress and metadata) and on
 * request bodies as a whole. Every check here is iterative: a value nested thousands of levels
 * deep is measured without recursion, so it can never overflow the stack (docs/decisions.md,
 * "Edge hardening").
 */
import { z } from 'zod';
import { coded } from './validation.ts';

/** Nesting a request body may reach at all (the parser answers 400 INVALID_JSON above it). */
export const BODY_MAX_DEPTH = 1024;

export interface JsonLimits {
  /** Levels of objects and arrays; `{}` is depth 1, `{"a":{}}` depth 2. */
  maxDepth: number;
  /** Object keys, counted over every level. */
  maxKeys: number;
  /** UTF-8 bytes of the value serialized as compact JSON. */
  maxBytes: number;
}

/** The caps of every free-form object field; only the size differs between fields. */
export const FREE_FORM = { maxDepth: 32, maxKeys: 1000 } as const;
export const freeForm = (maxBytes: number): JsonLimits => ({ ...FREE_FORM, maxBytes });

const utf8Bytes = (s: string) => Buffer.byteLength(s, 'utf8');

/**
 * Measures `value` against `limits`; the reason it exceeds one, or null when it fits. Stops at
 * the first cap exceeded, so an oversized value is never walked to its end.
 */
export function exceedsJsonLimits(value: unknown, limits: JsonLimits): string | null {
  let bytes = 0;
  let keys = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [v, parentDepth] = stack.pop()!;
    if (v === null || typeof v === 'boolean') bytes += v ? 4 : v === null ? 4 : 5;
    else if (typeof v === 'number') bytes += Number.isFinite(v) ? String(v).length : 4;
    else if (typeof v === 'string') bytes += utf8Bytes(JSON.stringify(v));
    else if (typeof v === 'object') {
      const depth = parentDepth + 1;
      if (depth > limits.maxDepth) return `nested deeper than ${limits.maxDepth} levels`;
      if (Array.isArray(v)) {
        bytes += 2 + Math.max(0, v.length - 1);
        for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], depth]);
      } else {
        const entries = Object.keys(v);
        keys += entries.length;
        if (keys > limits.maxKeys) return `more than ${limits.maxKeys} keys`;
        bytes += 2 + Math.max(0, entries.length - 1);
        for (const k of entries) {
          bytes += utf8Bytes(JSON.stringify(k)) + 1;
          stack.push([(v as Record<string, unknown>)[k], depth]);
        }
      }
    } else {
      // undefined, functions and symbols never come out of JSON.parse; counted as null if they do.
      bytes += 4;
    }
    if (bytes > limits.maxBytes) return `larger than ${limits.maxBytes} bytes serialized`;
  }
  return null;
}

/**
 * A free-form JSON object field: any object within `limits`, else the field's `code`
 * (arrays, strings and null included).
 */
export function jsonObject(code: string, name: string, limits: JsonLimits) {
  return coded(
    code,
    z.record(z.string(), z.unknown()).superRefine((v, ctx) => {
      const reason = exceedsJsonLimits(v, limits);
      if (reason) ctx.addIssue({ code: 'custom', message: `${name} is ${reason} (at most ${limits.maxDepth} levels, ${limits.maxKeys} keys, ${limits.maxBytes} bytes)` });
    }),
  );
}

/**
 * The deepest nesting of objects and arrays in a JSON text, scanned without parsing; stops as
 * soon as `cap` is exceeded. Lets the body parser refuse a deeply nested body before
 * JSON.parse spends seconds on it.
 */
export function jsonTextDepthExceeds(text: string, cap: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > cap) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return false;
}
