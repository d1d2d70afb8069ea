/** People of an organization: import rows, profiles and the normalized keys identity uses. */
import { createHash } from 'node:crypto';

export const SIDES = ['founder', 'investor'] as const;
export type Side = (typeof SIDES)[number];

/** One validated row of an attendee import (the spec's "Attendee import row"). */
export interface ImportRow {
  attendee_id: string;
  name: string;
  email?: string | undefined;
  linkedin_url?: string | undefined;
  title?: string | undefined;
  company?: string | undefined;
  side?: Side | null | undefined;
  event_goal?: string | undefined;
  event_needs?: string[] | undefined;
  event_offers?: string[] | undefined;
  raw_data?: Record<string, unknown> | undefined;
}

/** Profile fields a row supplies; omitted fields keep their stored values. */
export interface ProfilePatch {
  display_name?: string;
  title?: string;
  company?: string;
  email?: string;
  linkedin_url?: string;
  raw_data?: Record<string, unknown>;
}

/** Event intent axes a row supplies; omitted axes keep their stored values. */
export interface IntentPatch {
  goal?: string;
  needs?: string[];
  offers?: string[];
}

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

const COMPANY_SUFFIX = / (inc|incorporated|ltd|limited|llc|gmbh|sa|sas|bv|ag|plc|corp|corporation|co)$/;

/** `name|company`, folded; null unless both are present: a name alone is too weak a signal. */
export function nameKey(name: string | undefined | null, company: string | undefined | null): string | null {
  const n = fold(name ?? '');
  const c = fold(company ?? '').replace(COMPANY_SUFFIX, '').trim();
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
