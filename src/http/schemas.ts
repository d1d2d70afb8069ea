/** Shared zod schemas of the contract's scalar formats; the OpenAPI document is built from them. */
import { z } from 'zod';
import { coded } from './validation.ts';

import { PARTNER_ID, PARTNER_KIND } from '../domain/partnerIds.ts';

export { PARTNER_ID, PARTNER_KIND };

export const partnerId = () => coded('INVALID_PARTNER_ID', z.string().regex(PARTNER_ID).describe('PartnerId'));
export const partnerKind = () => coded('INVALID_PARTNER_KIND', z.string().regex(PARTNER_KIND).describe('PartnerKind'));

export const uuid = z.string().uuid();
export const isoDateTime = z.string().describe('ISO 8601 date-time (UTC)');

/** Page size: never an error; out-of-range or non-numeric values are normalized (spec). */
export const limit = z
  .preprocess((v) => {
    const s = Array.isArray(v) ? v[0] : v;
    const n = typeof s === 'string' && /^\s*-?\d+\s*$/.test(s) ? Number(s) : typeof s === 'number' ? s : NaN;
    if (!Number.isFinite(n)) return 50;
    return Math.min(100, Math.max(1, Math.trunc(n)));
  }, z.number().int().min(1).max(100))
  .optional()
  .default(50)
  .describe('Page size 1..100, default 50; other values are normalized');

/** A cursor too long to be one of ours is as invalid as a forged one: INVALID_CURSOR, not a generic query error. */
export const cursor = coded('INVALID_CURSOR', z.string().max(2048)).optional().describe('Opaque cursor from next_cursor');

/** Idempotency keys: 1..256 printable characters (the spec leaves the maximum open; see docs/decisions.md). */
export const idempotencyKey = coded(
  'INVALID_IDEMPOTENCY_KEY',
  z.string().min(1).max(256).regex(/^[\x21-\x7E]+$/, 'printable ASCII without spaces'),
);

/** Absolute http(s) URL, at most 2048 characters; stored and echoed, never called in v0. */
export const webhookUrl = coded(
  'INVALID_WEBHOOK_URL',
  z
    .string()
    .max(2048)
    .refine((s) => {
      try {
        const u = new URL(s);
        return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
      } catch {
        return false;
      }
    }, 'must be an absolute http(s) URL')
    .nullable()
    .optional(),
);

export const errorEnvelope = z
  .object({
    code: z.string(),
    message: z.string(),
    correlation_id: z.string(),
    supported_parameters: z.array(z.string()).optional(),
  })
  .describe('Error envelope');

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), next_cursor: z.string().nullable(), correlation_id: z.string() });

/** A calendar date (YYYY-MM-DD) or an ISO 8601 date-time with offset, that really exists. */
export function isIsoDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/.exec(s);
  if (!m) return false;
  const d = new Date(m[4] ? s : `${s}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return false;
  const [y, mo, da] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const cal = new Date(Date.UTC(y, mo - 1, da));
  return cal.getUTCFullYear() === y && cal.getUTCMonth() === mo - 1 && cal.getUTCDate() === da;
}

export function isIsoDateTime(s: string): boolean {
  return s.includes('T') && isIsoDate(s);
}
