import type { AttendeeInput } from './types.ts';
import { isPlaceholder, writtenOf } from './written.ts';

export const POLICY_VERSION = 'two-sided-fail-closed+same-company+some-input@4';

/**
 * Whether an attendee gives anything to match on: a goal or list entry (placeholders aside), a
 * title or company, or a side. Who gives nothing is neither a principal nor a target: ranked on
 * nothing, they would only fill other people's lists, and readiness calls them not ready.
 */
export function hasMatchInput(a: AttendeeInput): boolean {
  return a.side != null || hasText(a);
}

/** The fields an attendee writes (lists read-only, so the API's reading inputs pass as they are). */
type WrittenFields = Pick<AttendeeInput, 'event_goal' | 'title' | 'company'> & { event_needs?: readonly string[] | null; event_offers?: readonly string[] | null };

/** Whether an attendee wrote anything to read: a goal or list entry, a title or company (placeholders aside). */
export function hasText(a: WrittenFields): boolean {
  const w = writtenOf(a);
  return w.goal !== '' || w.needs.length + w.offers.length > 0 || hasProfile(a);
}

/**
 * A company that is only a form's stand-in ("n/a", "-", "unknown"); a title is one when
 * `isPlaceholder` says so. A company stand-in that says something of the person ("Independent",
 * "Student") is text, and names such as "X" or "Nothing" are companies (`companyKey`).
 */
const placeholderCompany = (c: string | null | undefined) => isPlaceholder(c) && companyKey(c) === null;

/** Whether an attendee gives a title or a company, placeholders aside. */
export function hasProfile(a: Pick<AttendeeInput, 'title' | 'company'>): boolean {
  return !isPlaceholder(a.title) || !placeholderCompany(a.company);
}

/**
 * The attendee as the reading and scoring see it: a placeholder title or company is none, so two
 * "TBD" titles share no rare word and a reason never quotes "tbd at n/a". The same object when
 * there is nothing to drop.
 */
export function withoutPlaceholders<T extends Pick<AttendeeInput, 'title' | 'company'>>(a: T): T {
  const title = a.title != null && isPlaceholder(a.title);
  const company = a.company != null && placeholderCompany(a.company);
  return title || company ? { ...a, ...(title ? { title: null } : {}), ...(company ? { company: null } : {}) } : a;
}

/**
 * Two-sided policy from the spec: once anyone at the event carries a side, matching is
 * strictly cross-side and untagged attendees are neither principals nor targets (fail-closed).
 * Nobody tagged: open networking, every distinct pair is eligible.
 */
export function isSided(sides: ArrayLike<number>): boolean {
  for (let i = 0; i < sides.length; i++) if (sides[i] !== 0) return true;
  return false;
}

/** Side codes: 0 untagged, 1 founder, 2 investor. */
export function canBePrincipal(sided: boolean, side: number): boolean {
  return !sided || side !== 0;
}

/**
 * Whether `b` may appear in `a`'s list. Besides the side policy, colleagues are never matched:
 * people of the same company (`company` codes from `companyCodes`, 0 = none) meet anyway.
 */
export function eligiblePair(sided: boolean, side: ArrayLike<number>, company: ArrayLike<number>, a: number, b: number): boolean {
  if (a === b) return false;
  const c = company[a]!;
  if (c !== 0 && c === company[b]) return false;
  if (!sided) return true;
  const sa = side[a]!, sb = side[b]!;
  return sa !== 0 && sb !== 0 && sa !== sb;
}

export function sideCode(a: AttendeeInput): number {
  return a.side === 'founder' ? 1 : a.side === 'investor' ? 2 : 0;
}

/** Legal-form words dropped from the end of a company name ("Acme GmbH" is "Acme"). */
const LEGAL_FORMS = new Set(
  ('ltd limited plc llc llp lp inc incorporated corp corporation co company gmbh ag kg ug mbh ev eg sa sas sarl sasu ' +
    'srl spa sl bv nv oy oyj ab asa as aps sro kft pty pte bhd sdn ou').split(' '),
);
/** Stand-ins for "no employer": two freelancers are not colleagues. */
const NO_COMPANY = new Set(
  ('none na tbd tba independent self selfemployed freelance freelancer freelancing stealth ' +
    'student retired unemployed confidential private various unknown').split(' '),
);
const NO_COMPANY_PHRASES = new Set(['self employed', 'stealth startup', 'open to work', 'n a', 'stealth mode']);

/**
 * The company a name refers to, compared across attendees: case, accents, punctuation and
 * trailing legal forms ignored ("ACME, Inc." = "Acme GmbH" = "acme"). Null when there is no
 * company (empty, or a stand-in like "Independent"): null never equals anything.
 */
export function companyKey(name: string | null | undefined): string | null {
  if (!name) return null;
  const flat = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/(\p{L})\.(?=\p{L}\.?)/gu, '$1') // "S.A." -> "SA.", "o.o." -> "oo."
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/ sp z o ?o$/, ''); // Polish "Sp. z o.o."
  const words = flat.split(' ').filter(Boolean);
  while (words.length > 1 && LEGAL_FORMS.has(words[words.length - 1]!)) words.pop();
  const key = words.join(' ');
  if (key === '' || NO_COMPANY_PHRASES.has(key) || (words.length === 1 && NO_COMPANY.has(key))) return null;
  return key;
}

/** Company codes per attendee (1, 2, …; 0 = no company), equal codes for the same company. */
export function companyCodes(attendees: readonly AttendeeInput[]): Int32Array {
  const ids = new Map<string, number>();
  return Int32Array.from(attendees, (a) => {
    const k = companyKey(a.company);
    if (k === null) return 0;
    let id = ids.get(k);
    if (id === undefined) ids.set(k, (id = ids.size + 1));
    return id;
  });
}
