import type { AttendeeInput } from './types.ts';

/**
 * What people type where a form asks for text they do not have ("tbd", "n/a", "-", "none"). Such
 * a goal states nothing: read as text it would match every other "tbd" (a rare word, so a strong
 * lexical match) and keep the profile (title, company) from being read in its place. Company
 * names keep their own list (`companyKey` in policy.ts): "X" and "Nothing" are companies.
 */
const PLACEHOLDERS = new Set([
  'tbd', 'tba', 'tbc', 'na', 'n a', 'none', 'nothing', 'nil', 'null', 'todo', 'to do', 'test', 'x', 'xx', 'xxx',
  'to be decided', 'to be confirmed', 'to be announced', 'not applicable', 'not sure', 'not sure yet', 'no idea', 'unknown',
]);

const MAX_STAND_IN = Math.max(...[...PLACEHOLDERS].map((p) => p.length)) + 8;

/** Whether a text is empty or only a placeholder: no letters or digits, or a stand-in word. */
export function isPlaceholder(text: string | null | undefined): boolean {
  const t = (text ?? '').trim();
  // Every stand-in is short: a longer text is a placeholder only without a letter or digit (a
  // goal is checked several times per reading, so real goals skip the normalisation).
  if (t.length > MAX_STAND_IN) return !/[\p{L}\p{N}]/u.test(t);
  const flat = t.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  return flat === '' || PLACEHOLDERS.has(flat);
}

/** The written fields of an attendee (lists read-only, so the API's reading inputs pass as they are). */
type Written = Pick<AttendeeInput, 'event_goal'> & { event_needs?: readonly string[] | null; event_offers?: readonly string[] | null };

/** What an attendee wrote, trimmed, with placeholders left out: their goal ('' for none) and list entries. */
export function writtenOf(a: Written): { goal: string; needs: string[]; offers: string[] } {
  const keep = (xs: readonly string[] | null | undefined) => (xs ?? []).map((s) => s.trim()).filter((s) => !isPlaceholder(s));
  const goal = (a.event_goal ?? '').trim();
  return { goal: isPlaceholder(goal) ? '' : goal, needs: keep(a.event_needs), offers: keep(a.event_offers) };
}

/** The title line: "Title at Company", either alone, or '' for neither. */
export const profileLine = (a: Pick<AttendeeInput, 'title' | 'company'>) => [a.title, a.company].filter((x) => x && x.trim()).join(' at ');

/** What an attendee wrote (goal and lists, joined), else their title line. */
export function saidOrProfile(a: AttendeeInput): string {
  const w = writtenOf(a);
  return [w.goal, ...w.needs, ...w.offers].filter(Boolean).join('. ') || profileLine(a);
}
