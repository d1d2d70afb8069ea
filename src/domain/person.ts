/** People of an organization: import rows, profiles and the normalized keys identity uses. */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { companyKey } from '../matching/policy.ts';

export const SIDES = ['founder', 'investor'] as const;
export type Side = (typeof SIDES)[number];

/** Open-ended partner data: only its being an object is checked, never its contents. */
const RawData = z.record(z.string(), z.unknown());

/**
 * One validated row of an attendee import (the spec's "Attendee import row"), as stored in
 * ImportRowsChunk and IdentityReviewOpened. The HTTP schema applies the limits; this one only
 * checks the stored shape, so it stays cheap on a 50,000-row import.
 */
export const ImportRow = z.object({
  attendee_id: z.string(),
  name: z.string(),
  email: z.string().optional(),
  linkedin_url: z.string().optional(),
  title: z.string().optional(),
  company: z.string().optional(),
  side: z.enum(SIDES).nullable().optional(),
  event_goal: z.string().optional(),
  event_needs: z.array(z.string()).optional(),
  event_offers: z.array(z.string()).optional(),
  raw_data: RawData.optional(),
});
export type ImportRow = z.infer<typeof ImportRow>;

/** Profile fields a row supplies; omitted fields keep their stored values. */
export const ProfilePatch = z.object({
  display_name: z.string().optional(),
  title: z.string().optional(),
  company: z.string().optional(),
  email: z.string().optional(),
  linkedin_url: z.string().optional(),
  raw_data: RawData.optional(),
});
export type ProfilePatch = z.infer<typeof ProfilePatch>;

/** Event intent axes a row supplies; omitted axes keep their stored values. */
export const IntentPatch = z.object({
  goal: z.string().optional(),
  needs: z.array(z.string()).optional(),
  offers: z.array(z.string()).optional(),
});
export type IntentPatch = z.infer<typeof IntentPatch>;

export const profileOf = (r: ImportRow): ProfilePatch => ({
  display_name: r.name,
  ...(r.title !== undefined ? { title: r.title } : {}),
  ...(r.company !== undefined ? { company: r.company } : {}),
  ...(r.email !== undefined ? { email: r.email } : {}),
  ...(r.linkedin_url !== undefined ? { linkedin_url: r.linkedin_url } : {}),
  ...(r.raw_data !== undefined ? { raw_data: r.raw_data } : {}),
});

export const intentOf = (r: ImportRow): IntentPatch => ({
  ...(r.event_goal !== undefined ? { goal: r.event_goal } : {}),
  ...(r.event_needs !== undefined ? { needs: r.event_needs } : {}),
  ...(r.event_offers !== undefined ? { offers: r.event_offers } : {}),
});

/** The row fields an intent patch stands for: the inverse of intentOf. */
export const rowFieldsOf = (i: IntentPatch): Pick<ImportRow, 'event_goal' | 'event_needs' | 'event_offers'> => ({
  ...(i.goal !== undefined ? { event_goal: i.goal } : {}),
  ...(i.needs !== undefined ? { event_needs: i.needs } : {}),
  ...(i.offers !== undefined ? { event_offers: i.offers } : {}),
});

const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Lower-cased, trimmed e-mail; null when it is not plausibly an address. */
export function normalizeEmail(email: string | undefined | null): string | null {
  const e = (email ?? '').trim().toLowerCase();
  return /^[^@\s]+@[^@\s]+$/.test(e) ? e : null;
}

/** A LinkedIn URL reduced to `linkedin.com/<path>` (no scheme, www, query, fragment or trailing slash). */
export function normalizeLinkedin(url: string | undefined | null): string | null {
  const raw = (url ?? '').trim();
  if (!raw) return null;
  let u: URL;
  try {
    u = new URL(/^[a-z]+:\/\//i.test(raw) ? raw : `https://${raw}`);
  } catch {
    return null;
  }
  const host = u.hostname.toLowerCase().replace(/^(www\.|[a-z]{2}\.)/, '');
  if (host !== 'linkedin.com') return null;
  const path = decodeURIComponent(u.pathname).toLowerCase().replace(/\/+$/, '');
  return path && path !== '/' ? `linkedin.com${path}` : null;
}

/**
 * `name|company`, folded, the company as matching compares colleagues (`companyKey`: legal forms
 * dropped, "Acme, Inc." = "ACME GmbH"); null unless both are present. A name alone is too weak a
 * signal, and so is a name beside a stand-in for no employer ("n/a", "Independent", "Stealth").
 */
export function nameKey(name: string | undefined | null, company: string | undefined | null): string | null {
  const n = fold(name ?? '');
  const c = companyKey(company);
  return n && c ? `${n}|${c}` : null;
}

const digest = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 40);

/**
 * Identity anchors as stored keys: hashed, so neither e-mail addresses nor profile URLs appear
 * in document ids, evidence or logs.
 */
export const anchorKey = (kind: 'email' | 'linkedin', normalized: string) => `${kind}:${digest(`${kind}\u0000${normalized}`)}`;
export const nameKeyHash = (key: string) => `name:${digest(key)}`;

/** The anchor keys a profile carries. */
export function anchorsOf(p: { email?: string | null | undefined; linkedin_url?: string | null | undefined }): { email: string | null; linkedin: string | null } {
  const e = normalizeEmail(p.email);
  const l = normalizeLinkedin(p.linkedin_url);
  return { email: e ? anchorKey('email', e) : null, linkedin: l ? anchorKey('linkedin', l) : null };
}
